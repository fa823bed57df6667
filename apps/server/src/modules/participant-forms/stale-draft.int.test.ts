import { describe, expect, it } from 'vitest';
import { insertProfile } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import {
  agreementValues,
  get,
  post,
  SAVE,
  SIGN,
  saveForm,
  signBody,
  versions,
} from './participant-forms.test-kit.ts';
import { FORM_MESSAGES } from './save-form.ts';

const h = await harness();

// Issue 37 item 14: a draft save kept its version number, so a save from a copy read before another
// person's draft save overwrote it silently. Every save moves the revision; a stale one is a 409.
describe('saving a participant form from a stale copy', () => {
  it('refuses a draft saved over another person’s draft save, and keeps theirs', async () => {
    const c = await createCompany(h);
    const client = await insertProfile(h, c.companyId);
    const first = await saveForm(h, c.users.Administrator.token, client.id, 'goal-plan', {
      effectiveDate: '2026-11-01',
    });
    expect(first).toMatchObject({ version: 1, revision: 1 });
    // Two people open the draft at revision 1; the first saves, then the second.
    const base = { baseVersion: first.version, baseRevision: first.revision };
    const a = await post(h, SAVE, c.users.Administrator.token, {
      clientId: client.id,
      slug: 'goal-plan',
      values: { effectiveDate: '2026-11-02' },
      ...base,
    });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({ version: 1, revision: 2 });
    const b = await post(h, SAVE, c.users.CompanyAdmin.token, {
      clientId: client.id,
      slug: 'goal-plan',
      values: { effectiveDate: '2026-11-03' },
      ...base,
    });
    expect(b.statusCode).toBe(409);
    expect(b.json().message).toBe(FORM_MESSAGES.changedMeanwhile);
    const stored = (await get(h, versions(client.id, 'goal-plan'), c.users.Administrator.token)).json();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      revision: 2,
      values: expect.objectContaining({ effectiveDate: '2026-11-02' }),
    });
    // From the revision now stored, the second person's save goes through.
    const again = await post(h, SAVE, c.users.CompanyAdmin.token, {
      clientId: client.id,
      slug: 'goal-plan',
      values: { effectiveDate: '2026-11-03' },
      baseVersion: 1,
      baseRevision: 2,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ version: 1, revision: 3 });
  });

  it('a signature moves the revision too, and a new version goes on from it', async () => {
    const c = await createCompany(h);
    const admin = c.users.Administrator.token;
    const client = await insertProfile(h, c.companyId);
    const form = await saveForm(h, admin, client.id, 'service-agreement', agreementValues());
    const signed = await post(
      h,
      SIGN,
      admin,
      signBody(client.id, form.formId, 'provider', { position: 'Director' }),
    );
    expect(signed.json()).toMatchObject({ version: 1, revision: form.revision + 1 });
    const stale = await post(h, SAVE, admin, {
      clientId: client.id,
      slug: 'service-agreement',
      values: agreementValues(),
      baseVersion: 1,
      baseRevision: form.revision,
    });
    expect(stale.statusCode).toBe(409);
    const next = await post(h, SAVE, admin, {
      clientId: client.id,
      slug: 'service-agreement',
      values: agreementValues(),
      baseVersion: 1,
      baseRevision: signed.json().revision,
    });
    expect(next.json()).toMatchObject({ version: 2, revision: signed.json().revision + 1 });
  });
});
