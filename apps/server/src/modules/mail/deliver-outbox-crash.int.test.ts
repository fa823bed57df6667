import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../../../test/fixtures.ts';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { LocalFileStore } from '../../ports/files/file-store.ts';
import { type MailTransport, SmtpMailTransport } from '../../ports/mail/mail-transport.ts';
import { CLAIM_EXPIRES_MS, deliverPendingMail } from './deliver-outbox.ts';
import { insertMail } from './mail.repo.ts';

const FROM = 'Care Test <no-reply@care.test>';
const MINUTE = 60_000;
const h = await harness();
const store = new LocalFileStore(mkdtempSync(join(tmpdir(), 'care-mail-')));

/** Five mails queued long ago (so each run takes them first), to recipients named for this test. */
async function queueFive(hh: Harness, tag: string) {
  const c = await createCompany(hh);
  const to = Array.from({ length: 5 }, (_, i) => `${uniqueName(`${tag}${i + 1}`)}@test.example`);
  const ids: string[] = [];
  for (const [i, address] of to.entries()) {
    ids.push(
      await insertMail(hh.database.db, {
        companyId: c.companyId,
        to: address,
        subject: `Roster ${i + 1}`,
        bodyText: 'Hello',
        status: 'Pending',
        dateCreated: new Date(Date.UTC(2000, 0, 1, 0, i)),
      }),
    );
  }
  return { to, ids };
}

const counts = (recipients: string[], received: string[]) =>
  recipients.map((r) => received.filter((x) => x === r).length);

/**
 * An SMTP sink that answers each message slowly: four minutes pass on the delivery's clock while it
 * takes one, so a run of five takes twenty minutes, past the ten after which a claim counts as dead.
 */
async function slowSink(clock: { t: number }, onMessage: (n: number) => void) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        clock.t += 4 * MINUTE;
        onMessage(received.length);
        setTimeout(done, 20);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

// Issue 37 item 13: the batch was claimed at once before any hand-off, so a slow SMTP server let
// the claims of the mails still waiting expire and another run send them too, and a crash left the
// unfinished batch claimed (held back ten minutes). Each mail is now claimed around its own hand-off.
describe('delivering the outbox with a slow SMTP server and a crash mid-run', () => {
  const closing: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closing) {
      await close();
    }
  });

  it('sends each mail once when a second run starts while a slow run is still going', async () => {
    const { to } = await queueFive(h, 'slow');
    const clock = { t: h.clock.now().getTime() };
    const now = () => new Date(clock.t);
    let second: Promise<number> | undefined;
    const sink = await slowSink(clock, (n) => {
      // Twelve minutes into the first run (its third mail), another replica's run starts.
      if (n === 3 && !second) {
        second = deliverPendingMail(h.database, store, new SmtpMailTransport(sink.url), FROM, now);
      }
    });
    closing.push(sink.close);
    await deliverPendingMail(h.database, store, new SmtpMailTransport(sink.url), FROM, now);
    await second;
    expect(second).toBeDefined();
    expect(counts(to, sink.received)).toEqual([1, 1, 1, 1, 1]);
    const rows = await h.database.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, to));
    expect(rows.map((r) => r.status)).toEqual(Array(5).fill('Sent'));
  });

  it('after a crash in the third hand-off, sends the rest at once and only that one again, later', async () => {
    const { to } = await queueFive(h, 'crash');
    const received: string[] = [];
    // The SMTP server takes the third mail, and the process dies before hearing back.
    const crashing: MailTransport = {
      send: (message) => {
        received.push(message.to);
        return message.to === to[2] ? new Promise<void>(() => {}) : Promise.resolve();
      },
    };
    const t0 = h.clock.now().getTime();
    void deliverPendingMail(h.database, store, crashing, FROM, () => new Date(t0));
    await expect.poll(() => received.includes(to[2] as string)).toBe(true);
    // Restarted a moment later: the two mails never handed off go at once; the third waits its claim out.
    const sender: MailTransport = { send: async (message) => void received.push(message.to) };
    await deliverPendingMail(h.database, store, sender, FROM, () => new Date(t0 + MINUTE));
    expect(counts(to, received)).toEqual([1, 1, 1, 1, 1]);
    await deliverPendingMail(h.database, store, sender, FROM, () => new Date(t0 + CLAIM_EXPIRES_MS + MINUTE));
    // At most one mail sent twice per crash: the one in hand-off when it died.
    expect(counts(to, received)).toEqual([1, 1, 2, 1, 1]);
  });
});
