import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'care-config-')), JWT_SECRET: 'x'.repeat(32), ...env });

describe('loadConfig: TRUST_PROXY', () => {
  it('trusts no proxy by default, so X-Forwarded-For cannot be forged to dodge the sign-in throttle', () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('trusts any proxy with `true`, or only the listed proxy addresses', () => {
    expect(load({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(load({ TRUST_PROXY: '10.0.0.1,10.1.0.0/16' }).trustProxy).toBe('10.0.0.1,10.1.0.0/16');
  });
});

describe('loadConfig: REQUEST_LOG', () => {
  it('logs no line per request unless REQUEST_LOG=true', () => {
    expect(load({}).requestLog).toBe(false);
    expect(load({ REQUEST_LOG: 'false' }).requestLog).toBe(false);
    expect(load({ REQUEST_LOG: 'true' }).requestLog).toBe(true);
  });
});
