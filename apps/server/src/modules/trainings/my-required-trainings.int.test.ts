import { dayjs } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { insertStaff } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { get } from '../../../test/referrals.ts';
import { supportedBy } from '../../../test/supported-clients.ts';
import { postForm } from '../../../test/uploads.ts';

const URL = '/api/StaffTrainings/my_required_trainings';

describe('GET /StaffTrainings/my_required_trainings', () => {
  it('the worker reads their own required courses and where each stands on the company’s today', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const staffId = await supportedBy(h, c.companyId, c.users.Staff.id);
    const day = (n: number) => dayjs(h.clock.now()).tz('Australia/Sydney').add(n, 'day').format('YYYY-MM-DD');
    const add = (course: string, expiryDate: string) =>
      postForm(h, '/api/StaffTrainings/add_training', c.users.CompanyAdmin.token, {
        staffId,
        course,
        provider: 'St John',
        dateCompleted: day(-355),
        expiryDate,
      });
    expect((await add('First aid', day(10))).statusCode).toBe(200);
    expect((await add('Medication', day(-1))).statusCode).toBe(200);
    // Another worker's record changes nothing of theirs.
    const peer = (await insertStaff(h, c.companyId)).id;
    await postForm(h, '/api/StaffTrainings/add_training', c.users.CompanyAdmin.token, {
      staffId: peer,
      course: 'Manual handling',
      dateCompleted: day(-10),
      expiryDate: '',
    });
    const res = await get(h, URL, c.users.Staff.token);
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json();
    expect(mine.today).toBe(day(0));
    const byCourse = Object.fromEntries(
      mine.cells.map((cell: { course: string; status: string }) => [cell.course, cell.status]),
    );
    expect(byCourse).toMatchObject({
      'First aid': 'Expiring',
      Medication: 'Expired',
      'Manual handling': 'Missing',
    });
    // Others may not ask: it is a worker's own.
    expect((await get(h, URL, c.users.CompanyAdmin.token)).statusCode).toBe(403);
    expect((await get(h, URL, c.users.Client.token)).statusCode).toBe(403);
    // A worker sign-in with no staff record of its own (here, another company's): 404.
    expect((await get(h, URL, other.users.Staff.token)).statusCode).toBe(404);
  });
});
