import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../../../test/fixtures.ts';
import { bearer, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { mailsTo } from '../../../test/mailbox.ts';
import { withOutage } from '../../../test/outage.ts';
import { form, PDF, postForm } from '../../../test/uploads.ts';
import { type App, buildApp } from '../../app.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { LocalFileStore } from '../../ports/files/file-store.ts';
import { type MailTransport, SmtpMailTransport } from '../../ports/mail/mail-transport.ts';
import { CLAIM_EXPIRES_MS, deliverPendingMail } from './deliver-outbox.ts';
import { claimMail, insertMail } from './mail.repo.ts';

const FROM = 'Care Test <no-reply@care.test>';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server that accepts every message and keeps it. */
async function fakeSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        done();
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

/** A mail about to be delivered: marked as the oldest, so each delivery run takes it first. */
const insertPending = (h: Harness, companyId: string, to: string) =>
  insertMail(h.database.db, {
    companyId,
    to,
    subject: 'Roster for next week',
    bodyText: 'Hello',
    status: 'Pending',
    dateCreated: new Date('2000-01-01T00:00:00Z'),
  });

const rowOf = async (h: Harness, id: string) =>
  (await h.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

describe('SMTP delivery of the outbox', () => {
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  let smtpApp: App;
  let dataDir: string;

  beforeAll(async () => {
    const h = await harness();
    smtp = await fakeSmtp();
    dataDir = mkdtempSync(join(tmpdir(), 'care-mail-'));
    // The same app and database, with SMTP configured: mail is queued as Pending.
    smtpApp = await buildApp({
      config: {
        port: 0,
        host: '127.0.0.1',
        dataDir,
        databaseUrl: undefined,
        jwtSecret: 'test-secret-test-secret-test-secret',
        webDist: '/nonexistent',
        seedDemo: false,
        logLevel: 'silent',
        publicUrl: 'http://care.test',
        smtpUrl: smtp.url,
        mailFrom: FROM,
      },
      database: h.database,
      clock: h.clock.now,
      logger: false,
    });
    await smtpApp.ready();
  });

  afterAll(async () => {
    await smtpApp?.close();
    await smtp?.close();
  });

  it('sends a queued invitation with its offer letter and marks it Sent', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const firstName = uniqueName('Mailed').replace('-', '');
    const email = `${firstName.toLowerCase()}@test.example`;
    const res = await smtpApp.inject({
      method: 'POST',
      url: '/api/Staffs/add_staff',
      headers: bearer(c.users.CompanyAdmin.token),
      payload: form(
        { firstName, surName: 'Smtp', email, phoneNumber: '0412345678' },
        { offerLetter: { bytes: PDF, filename: 'offer.pdf' } },
      ),
    });
    expect(res.statusCode).toBe(200);
    const [queued] = await mailsTo(h, email);
    expect(queued).toMatchObject({ status: 'Pending', attempts: 0 });
    const outbox = await smtpApp.inject({
      method: 'GET',
      url: '/api/Mailbox/get_outbox',
      headers: bearer(c.users.CompanyAdmin.token),
    });
    expect(outbox.json()[0]).toMatchObject({ to: email, status: 'Pending', smtpConfigured: true });

    const sent = await deliverPendingMail(
      h.database,
      new LocalFileStore(join(dataDir, 'files')),
      new SmtpMailTransport(smtp.url),
      FROM,
      h.clock.now,
    );
    expect(sent).toBeGreaterThanOrEqual(1);
    const messages = smtp.received.filter((m) => m.to.includes(email));
    expect(messages).toHaveLength(1);
    const raw = messages[0]?.raw ?? '';
    expect(messages[0]?.from).toBe('no-reply@care.test');
    expect(raw).toContain(`Subject: You're invited to ${c.name}`);
    expect(raw).toMatch(/filename=("?)offer\.pdf\1/);
    expect(raw.replace(/\r\n/g, '')).toContain(PDF.toString('base64'));
    expect(await rowOf(h, queued?.id ?? '')).toMatchObject({
      status: 'Sent',
      attempts: 1,
      lastError: null,
      dateSent: h.clock.now(),
    });

    // A second run sends nothing again.
    await deliverPendingMail(
      h.database,
      new LocalFileStore(join(dataDir, 'files')),
      new SmtpMailTransport(smtp.url),
      FROM,
      h.clock.now,
    );
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('sends an inserted Pending mail with the subject to its recipient', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const to = `${uniqueName('direct')}@test.example`;
    const id = await insertPending(h, c.companyId, to);
    await deliverPendingMail(
      h.database,
      new LocalFileStore(dataDir),
      new SmtpMailTransport(smtp.url),
      FROM,
      h.clock.now,
    );
    const [message] = smtp.received.filter((m) => m.to.includes(to));
    expect(message?.raw).toContain('Subject: Roster for next week');
    expect((await rowOf(h, id))?.status).toBe('Sent');
  });

  it('keeps a mail Pending with the error after a failed attempt, and marks it Failed after five', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const id = await insertPending(h, c.companyId, `${uniqueName('bounce')}@test.example`);
    let calls = 0;
    const broken: MailTransport = {
      send: async () => {
        calls += 1;
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      },
    };
    const store = new LocalFileStore(dataDir);
    expect(await deliverPendingMail(h.database, store, broken, FROM, h.clock.now)).toBe(0);
    expect(await rowOf(h, id)).toMatchObject({
      status: 'Pending',
      attempts: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      dateSent: null,
    });
    for (let i = 2; i <= 5; i += 1) {
      await deliverPendingMail(h.database, store, broken, FROM, h.clock.now);
      expect((await rowOf(h, id))?.attempts).toBe(i);
    }
    expect((await rowOf(h, id))?.status).toBe('Failed');
    const before = calls;
    await deliverPendingMail(h.database, store, broken, FROM, h.clock.now);
    expect(await rowOf(h, id)).toMatchObject({ status: 'Failed', attempts: 5 });
    expect(calls).toBe(before);
  });
});

describe('delivering the outbox through a database failover', () => {
  /** A transport that counts each recipient's messages, and may do something as it sends. */
  const countingTransport = (onSend: (to: string) => void = () => {}) => {
    const sends = new Map<string, number>();
    const transport: MailTransport = {
      send: async (message) => {
        sends.set(message.to, (sends.get(message.to) ?? 0) + 1);
        onSend(message.to);
      },
    };
    return { transport, sends };
  };

  it('records a mail delivered as the database went away once it is back, and never sends it again', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const to = `${uniqueName('failover')}@test.example`;
    const id = await insertPending(h, c.companyId, to);
    const database = withOutage(h.database);
    // The primary dies just as the SMTP server accepts the mail; the standby is up at the next try.
    const { transport, sends } = countingTransport((recipient) => {
      database.down = recipient === to ? true : database.down;
    });
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
      database.down = false;
    };
    const store = new LocalFileStore(mkdtempSync(join(tmpdir(), 'care-mail-')));
    await deliverPendingMail(database, store, transport, FROM, h.clock.now, { sleep });
    expect(waits.length).toBeGreaterThan(0);
    expect(await rowOf(h, id)).toMatchObject({ status: 'Sent', attempts: 1, lastError: null });
    await deliverPendingMail(database, store, transport, FROM, h.clock.now, { sleep });
    expect(sends.get(to)).toBe(1);
  });

  it('leaves a mail another delivery claimed alone, until the claim is old enough to be a dead one', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const to = `${uniqueName('claimed')}@test.example`;
    const id = await insertPending(h, c.companyId, to);
    // A replica claimed it and was killed before recording anything.
    await claimMail(h.database.db, [id], h.clock.now());
    const { transport, sends } = countingTransport();
    const store = new LocalFileStore(mkdtempSync(join(tmpdir(), 'care-mail-')));
    await deliverPendingMail(h.database, store, transport, FROM, h.clock.now);
    expect(sends.get(to)).toBeUndefined();
    expect(await rowOf(h, id)).toMatchObject({ status: 'Sending', attempts: 1 });
    const later = () => new Date(h.clock.now().getTime() + CLAIM_EXPIRES_MS + 1_000);
    await deliverPendingMail(h.database, store, transport, FROM, later);
    expect(sends.get(to)).toBe(1);
    expect(await rowOf(h, id)).toMatchObject({ status: 'Sent', attempts: 2 });
  });
});

describe('GET /api/Mailbox/get_outbox', () => {
  it('lists the company’s mail newest first with attachment links, and no other company’s', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const email = `${uniqueName('boxed')}@test.example`;
    const res = await postForm(
      h,
      '/api/Staffs/add_staff',
      c.users.CompanyAdmin.token,
      {
        firstName: 'Boxed',
        surName: 'Mail',
        email,
        phoneNumber: '0412345678',
      },
      { offerLetter: { bytes: PDF, filename: 'offer.pdf' } },
    );
    expect(res.statusCode).toBe(200);
    await postForm(
      h,
      '/api/Staffs/add_staff',
      other.users.CompanyAdmin.token,
      {
        firstName: 'Other',
        surName: 'Mail',
        email: `${uniqueName('elsewhere')}@test.example`,
        phoneNumber: '0412345678',
      },
      { offerLetter: { bytes: PDF, filename: 'offer.pdf' } },
    );

    const box = await h.app.inject({
      method: 'GET',
      url: '/api/Mailbox/get_outbox',
      headers: bearer(c.users.Administrator.token),
    });
    expect(box.statusCode).toBe(200);
    const rows = box.json();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      mailId: expect.any(String),
      to: email,
      subject: `You're invited to ${c.name}`,
      status: 'Stored',
      smtpConfigured: false,
      attachments: [
        { fileId: expect.any(String), name: 'offer.pdf', url: expect.stringMatching(/^\/api\/Files\//) },
      ],
    });
    expect(rows[0].bodyText).toContain('/auth/set-password?token=');
    // The attachment link opens for the company's admins.
    const file = await h.app.inject({
      method: 'GET',
      url: rows[0].attachments[0].url,
      headers: bearer(c.users.Administrator.token),
    });
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it.each(['Staff', 'Auditor', 'Client', 'CareManager'] as const)('refuses %s with 403', async (role) => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/Mailbox/get_outbox',
      headers: bearer(c.users[role].token),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
  });
});
