import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The connection's tokens at rest: AES-256-GCM under a key from configuration
 * (ACCOUNTING_TOKEN_KEY, else one generated into DATA_DIR). A row read without the key is useless.
 */
export class TokenCipher {
  private readonly key: Buffer;

  constructor(secret: string) {
    // Any length of secret becomes a 32-byte key.
    this.key = createHash('sha256').update(secret).digest();
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [
      'v1',
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      data.toString('base64url'),
    ].join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) {
      throw new Error('not a sealed token');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
