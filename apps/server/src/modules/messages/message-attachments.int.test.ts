import { describe, expect, it } from 'vitest';
import { addSignedInUser, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { mailsTo } from '../../../test/mailbox.ts';
import { get } from '../../../test/referrals.ts';
import { countRows, DOCX, PDF, PNG, postForm, TEXT } from '../../../test/uploads.ts';
import { files, userMessages } from '../../db/schema/index.ts';

const fields = (over: Record<string, string> = {}) => ({
  recipientKind: 'user',
  subject: 'Your roster letter',
  body: 'Please read the attached letter.',
  ...over,
});

/** The reader's first inbox message. */
async function firstInbox(h: Harness, token: string) {
  return (await get(h, '/api/Messages/inbox', token)).json()[0];
}

describe('messages with attachments (issue 29)', () => {
  it('sends up to three files once for all recipients; sender and recipients download them', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await postForm(
      h,
      '/api/Messages/send',
      c.users.Administrator.token,
      fields({ recipientKind: 'allStaff', recipientUserId: '' }),
      {
        attachment1: { bytes: PDF, filename: 'roster-letter.pdf' },
        attachment2: { bytes: PNG, filename: 'map.png' },
        attachment3: { bytes: DOCX, filename: 'form.docx' },
      },
    );
    expect(res.json()).toEqual({ status: 'Success', message: 'Your message was sent.' });
    const got = await firstInbox(h, c.users.Staff.token);
    expect(got.attachments.map((a: { name: string }) => a.name)).toEqual([
      'roster-letter.pdf',
      'map.png',
      'form.docx',
    ]);
    expect(await countRows(h, files, c.companyId)).toBe(3);
    const pdf = await get(h, got.attachments[0].url, c.users.Staff.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const sent = (await get(h, '/api/Messages/sent', c.users.Administrator.token)).json();
    expect(sent[0].attachments[0].url).toBe(got.attachments[0].url);
    expect((await get(h, got.attachments[0].url, c.users.Administrator.token)).statusCode).toBe(200);
    const [mail] = await mailsTo(h, c.users.Staff.email);
    expect(mail?.bodyText).toContain('roster-letter.pdf, map.png, form.docx');
  });

  it('another user, the company owner and another company get 404 for the attachment', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const peer = await addSignedInUser(h, c.companyId, 'Staff');
    await postForm(
      h,
      '/api/Messages/send',
      c.users.Administrator.token,
      fields({ recipientUserId: c.users.Staff.id }),
      { attachment1: { bytes: PDF, filename: 'private.pdf' } },
    );
    const url = (await firstInbox(h, c.users.Staff.token)).attachments[0].url;
    expect((await get(h, url, c.users.Staff.token)).statusCode).toBe(200);
    for (const token of [
      peer.token,
      c.users.CompanyAdmin.token,
      c.users.Auditor.token,
      other.users.CompanyAdmin.token,
    ]) {
      expect((await get(h, url, token)).statusCode).toBe(404);
    }
  });

  it('a file of the wrong kind is refused at its field and nothing is saved', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await postForm(
      h,
      '/api/Messages/send',
      c.users.Administrator.token,
      fields({ recipientUserId: c.users.Staff.id }),
      {
        attachment1: { bytes: PDF, filename: 'fine.pdf' },
        attachment2: { bytes: TEXT, filename: 'notes.pdf' },
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      attachment2: 'An attachment must be a .pdf, .doc, .docx, .png or .jpeg file',
    });
    expect(await countRows(h, userMessages, c.companyId)).toBe(0);
    expect(await countRows(h, files, c.companyId)).toBe(0);
  });

  it('staff may attach only when writing to the office: a peer is refused before any file is kept', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const refused = await postForm(
      h,
      '/api/Messages/send',
      c.users.Staff.token,
      fields({ recipientUserId: c.users.Client.id }),
      { attachment1: { bytes: PDF, filename: 'x.pdf' } },
    );
    expect(refused.json().errors).toEqual({ recipientUserId: 'You can write only to the office.' });
    expect(await countRows(h, files, c.companyId)).toBe(0);
    const ok = await postForm(
      h,
      '/api/Messages/send',
      c.users.Staff.token,
      fields({ recipientUserId: c.users.Administrator.id }),
      { attachment1: { bytes: PNG, filename: 'sick-note.png' } },
    );
    expect(ok.statusCode).toBe(200);
    const got = await firstInbox(h, c.users.Administrator.token);
    expect((await get(h, got.attachments[0].url, c.users.Administrator.token)).statusCode).toBe(200);
    // Another company's user named as the recipient is no recipient at all.
    const other = await createCompany(h);
    const foreign = await postForm(
      h,
      '/api/Messages/send',
      c.users.Administrator.token,
      fields({ recipientUserId: other.users.Staff.id }),
      { attachment1: { bytes: PDF, filename: 'x.pdf' } },
    );
    expect(foreign.json().errors).toEqual({ recipientUserId: 'Choose who the message is for' });
  });

  it('a message without files still goes as JSON and lists no attachments', async () => {
    const h = await harness();
    const c = await createCompany(h);
    await postForm(
      h,
      '/api/Messages/send',
      c.users.Client.token,
      fields({ recipientUserId: c.users.Administrator.id }),
    );
    expect((await firstInbox(h, c.users.Administrator.token)).attachments).toEqual([]);
  });
});
