import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { FileStore } from './file-store.ts';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2...). */
export interface S3Config {
  /** e.g. `https://s3.ap-southeast-2.amazonaws.com`, or a MinIO at `http://10.0.0.7:9000`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const KEY = /^[0-9a-f]{64}$/;

/**
 * Files in an S3-compatible bucket, so every replica reads what any of them stored. Keys are the
 * same SHA-256 as on disk (content-addressed), under `files/`; path-style addresses
 * (`endpoint/bucket/key`), which AWS and the S3-compatible servers all answer. Requests are signed
 * with AWS Signature V4 by aws4fetch.
 */
export class S3FileStore implements FileStore {
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(config: S3Config) {
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      service: 's3',
      // A few quick tries on a 5xx or a dropped connection; the request is waiting.
      retries: 2,
      initRetryMs: 50,
    });
    this.base = `${config.endpoint.replace(/\/$/, '')}/${encodeURIComponent(config.bucket)}/files/`;
  }

  async put(bytes: Buffer): Promise<string> {
    const key = createHash('sha256').update(bytes).digest('hex');
    // The same bytes are the same key: already there, nothing to send.
    if (await this.has(key)) {
      return key;
    }
    const res = await this.client.fetch(this.base + key, {
      method: 'PUT',
      body: new Uint8Array(bytes),
      headers: { 'content-type': 'application/octet-stream' },
    });
    if (!res.ok) {
      throw new Error(`object storage refused the file (${res.status} ${await res.text()})`);
    }
    return key;
  }

  async get(key: string): Promise<Buffer | null> {
    if (!KEY.test(key)) {
      return null;
    }
    const res = await this.client.fetch(this.base + key, { method: 'GET' });
    if (res.status === 404) {
      return null;
    }
    if (!res.ok) {
      throw new Error(`object storage did not return the file (${res.status})`);
    }
    return Buffer.from(await res.arrayBuffer());
  }

  async has(key: string): Promise<boolean> {
    const res = await this.client.fetch(this.base + key, { method: 'HEAD' });
    if (res.status === 404) {
      return false;
    }
    if (!res.ok) {
      throw new Error(`object storage did not answer for the file (${res.status})`);
    }
    return true;
  }

  /** Removes a file (the move command's tests; nothing in the product deletes stored files yet). */
  async delete(key: string): Promise<void> {
    const res = await this.client.fetch(this.base + key, { method: 'DELETE' });
    if (!res.ok && res.status !== 404) {
      throw new Error(`object storage did not delete the file (${res.status})`);
    }
  }
}
