import { type APIRequestContext, type Browser, type BrowserContextOptions, expect } from '@playwright/test';

// The journeys of the 'saturday-1-august-2026' project (playwright.config.ts) run on a server whose
// clock started at Saturday 1 August 2026, 13:00 in Sydney (CLOCK_START) and runs on from there. A
// browser on it must read the same time: the web app checks its session's expiry by the browser's
// clock, and a phone's clock-in time is taken against the server's.

/** The start of the set clock, as CLOCK_START in playwright.config.ts says. */
export const CLOCK_START = Date.parse('2026-08-01T13:00:00+10:00');
/** An instant of Sydney's wall time on the set clock's days (winter: +10:00, no daylight saving). */
export const sydneyAt = (wall: string) => Date.parse(`${wall}:00+10:00`);

/** The server's time now (its clock, not the machine's), from its health answer. */
export async function serverNow(request: APIRequestContext): Promise<number> {
  const reply = await request.get('/api/health');
  expect(reply.ok(), await reply.text()).toBe(true);
  const now = Date.parse(((await reply.json()) as { now: string }).now);
  // The journeys' times lie in the 24 hours before the start: a server run hours later would refuse them.
  expect(
    now - CLOCK_START,
    'the server runs on the set clock, started within the last 4 hours',
  ).toBeGreaterThanOrEqual(0);
  expect(now - CLOCK_START).toBeLessThan(4 * 3_600_000);
  return now;
}

/** A browser context whose clock reads the server's time and runs on from it. */
export async function contextOnServerTime(
  browser: Browser,
  request: APIRequestContext,
  options: BrowserContextOptions,
) {
  const context = await browser.newContext({ timezoneId: 'Australia/Sydney', ...options });
  await context.clock.setSystemTime(await serverNow(request));
  return context;
}
