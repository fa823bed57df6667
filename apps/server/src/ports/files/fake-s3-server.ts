import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local stand-in for an S3-compatible server, started by a test: objects in memory, one bucket. */
export interface FakeS3 {
  /** The endpoint to configure (`FILES_S3_ENDPOINT`). */
  url: string;
  bucket: string;
  accessKeyId: string;
  objects: Map<string, Buffer>;
  /** Every request: method and path, and the status answered. */
  seen: { method: string; path: string; status: number }[];
  close(): Promise<void>;
}

const body = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/**
 * PUT, GET, HEAD and DELETE of objects at `/<bucket>/<key>` (path style). Refuses with 403 a request
 * without an AWS Signature V4 of this access key (the Authorization header's form, `x-amz-date`),
 * or whose `x-amz-content-sha256` is not the body's hash: what a real server checks first. The
 * signature's value itself is not recomputed.
 */
export async function startFakeS3(bucket = 'care-files', accessKeyId = 'fake-access-key'): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const seen: FakeS3['seen'] = [];
  const server = createServer(async (req, res) => {
    const bytes = await body(req);
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://fake').pathname);
    const answer = (status: number, content?: Buffer) => {
      seen.push({ method: req.method ?? '', path, status });
      res.statusCode = status;
      res.end(content);
    };
    const auth = String(req.headers.authorization ?? '');
    const signed = new RegExp(
      `^AWS4-HMAC-SHA256 Credential=${accessKeyId}/\\d{8}/[\\w-]+/s3/aws4_request, SignedHeaders=[\\w;-]+, Signature=[0-9a-f]{64}$`,
    ).test(auth);
    const payload = String(req.headers['x-amz-content-sha256'] ?? '');
    const payloadOk =
      payload === 'UNSIGNED-PAYLOAD' || payload === createHash('sha256').update(bytes).digest('hex');
    if (!signed || !req.headers['x-amz-date'] || !payloadOk) {
      return answer(403);
    }
    const prefix = `/${bucket}/`;
    if (!path.startsWith(prefix) || path.length === prefix.length) {
      return answer(404);
    }
    const key = path.slice(prefix.length);
    switch (req.method) {
      case 'PUT':
        objects.set(key, bytes);
        return answer(200);
      case 'GET': {
        const object = objects.get(key);
        return object ? answer(200, object) : answer(404);
      }
      case 'HEAD':
        if (objects.has(key)) {
          res.setHeader('content-length', String(objects.get(key)?.length ?? 0));
          seen.push({ method: 'HEAD', path, status: 200 });
          res.statusCode = 200;
          return res.end();
        }
        return answer(404);
      case 'DELETE':
        objects.delete(key);
        return answer(204);
      default:
        return answer(405);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    objects,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
