import { describe, expect, it } from 'vitest';
import { documentIn, documentRow, get, insertOwner, post } from '../../../test/documents.ts';
import { activitiesOf } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { atOnce, expectOneWinner } from '../../../test/race.ts';

describe('parallel reviews of one document', () => {
  it('accepting a Pending document twice at once accepts it once; the other is refused', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const owner = await insertOwner(h, c.companyId, 'Staff');
    const id = await documentIn(h, c, owner, 'Pending');
    const admin = c.users.CompanyAdmin;
    const replies = await atOnce(3, () => get(h, `/api/Documents/accept_document?id=${id}`, admin.token));
    expectOneWinner(replies, 'An accepted document cannot be accepted.');
    expect(await documentRow(h, id)).toMatchObject({ status: 'Accepted' });
    const accepted = await activitiesOf(
      h,
      admin.id,
      `Accepted Current First Aid Certificate of ${owner.fullName}`,
    );
    expect(accepted).toHaveLength(1);
  });

  it('rejecting a Pending document twice at once rejects it once, keeping the winner’s reason', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const owner = await insertOwner(h, c.companyId, 'Client');
    const id = await documentIn(h, c, owner, 'Pending');
    const replies = await atOnce(3, (i) =>
      post(h, `/api/Documents/reject_document?docid=${id}&reason=Reason-${i}`, c.users.Administrator.token),
    );
    const winner = expectOneWinner(replies, 'A rejected document cannot be rejected.');
    const row = await documentRow(h, id);
    expect(row?.status).toBe('Rejected');
    expect(`Reason-${replies.indexOf(winner)}`).toBe(row?.rejectReason);
  });
});
