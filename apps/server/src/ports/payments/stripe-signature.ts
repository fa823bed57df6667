import { createHmac, timingSafeEqual } from 'node:crypto';
import { BadSignature } from './payments.ts';

/** Stripe's default tolerance between the signature's time and ours. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The Stripe-Signature header for a body: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`. */
export function signStripePayload(secret: string, body: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/**
 * Checks a Stripe-Signature header as Stripe documents it: any v1 signature matching the HMAC of
 * `t.body` with the endpoint's secret, compared in constant time, and `t` within the tolerance of now.
 */
export function verifyStripeSignature(
  secret: string,
  body: string,
  header: string | undefined,
  now: Date,
): void {
  if (!header) {
    throw new BadSignature('No Stripe-Signature header');
  }
  const parts = header.split(',').map((p) => p.split('=', 2) as [string, string | undefined]);
  const t = Number(parts.find(([k]) => k.trim() === 't')?.[1]);
  const signatures = parts.filter(([k, v]) => k.trim() === 'v1' && v).map(([, v]) => v as string);
  if (!Number.isInteger(t) || signatures.length === 0) {
    throw new BadSignature('The Stripe-Signature header has no time or no v1 signature');
  }
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new BadSignature('The Stripe-Signature time is outside the tolerance');
  }
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  const ok = signatures.some((s) => {
    const given = Buffer.from(s);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!ok) {
    throw new BadSignature('The Stripe-Signature does not match');
  }
}
