import { DEFAULT_STAFF_TRAININGS } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { activitiesOf, insertStaff } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { get, post } from '../../../test/referrals.ts';

const GET = '/api/StaffTrainings/get_required_trainings';
const EDIT = '/api/StaffTrainings/edit_required_trainings';
const MATRIX = '/api/StaffTrainings/get_training_matrix';

describe('required trainings by role (a company setting, issue 29)', () => {
  it('is the four for Staff until saved; once saved, the matrix asks for the new list', async () => {
    const h = await harness();
    const c = await createCompany(h);
    await insertStaff(h, c.companyId);
    const before = (await get(h, GET, c.users.Administrator.token)).json();
    expect(before).toEqual({
      Staff: [...DEFAULT_STAFF_TRAININGS],
      CareManager: [],
      Administrator: [],
      CompanyAdmin: [],
    });

    const res = await post(h, EDIT, c.users.Administrator.token, {
      Staff: [' First aid ', 'Dysphagia'],
      CareManager: ['Privacy'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', message: 'The required trainings were saved.' });
    const after = (await get(h, GET, c.users.CompanyAdmin.token)).json();
    expect(after).toEqual({
      Staff: ['First aid', 'Dysphagia'],
      CareManager: ['Privacy'],
      Administrator: [],
      CompanyAdmin: [],
    });

    const matrix = (await get(h, MATRIX, c.users.CompanyAdmin.token)).json();
    expect(matrix.courses).toEqual(['First aid', 'Dysphagia', 'Privacy']);
    const row = matrix.rows[0];
    expect(row.role).toBe('Staff');
    expect(row.cells.map((x: { course: string; status: string }) => [x.course, x.status])).toEqual([
      ['First aid', 'Missing'],
      ['Dysphagia', 'Missing'],
    ]);
    const logs = await activitiesOf(
      h,
      c.users.Administrator.id,
      'Changed the required trainings: Staff: First aid, Dysphagia; CareManager: Privacy; Administrator: none; CompanyAdmin: none',
    );
    expect(logs).toHaveLength(1);
  });

  it('an empty name or a course twice in a role is a 400 at the entry, nothing saved', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await post(h, EDIT, c.users.CompanyAdmin.token, {
      Staff: ['First aid', '  ', 'first AID'],
      Administrator: 'First aid',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      'Staff.1': 'Enter the course name',
      'Staff.2': 'first AID is listed twice',
    });
    expect(res.json().errors.Administrator).toBeTruthy();
    expect((await get(h, GET, c.users.CompanyAdmin.token)).json().Staff).toEqual([
      ...DEFAULT_STAFF_TRAININGS,
    ]);
  });

  it('only CompanyAdmin and Administrator change it (the Edit Staff claim reads only); another company keeps its own', async () => {
    const h = await harness();
    const c = await createCompany(h, { Staff: ['Edit Staff'] });
    const other = await createCompany(h);
    for (const role of ['Staff', 'Client', 'Auditor'] as const) {
      expect((await post(h, EDIT, c.users[role].token, { Staff: ['CPR'] })).statusCode).toBe(403);
    }
    expect((await get(h, GET, c.users.Staff.token)).statusCode).toBe(200);
    expect((await get(h, GET, c.users.Client.token)).statusCode).toBe(403);

    expect((await post(h, EDIT, other.users.CompanyAdmin.token, { Staff: ['CPR'] })).statusCode).toBe(200);
    expect((await get(h, GET, c.users.CompanyAdmin.token)).json().Staff).toEqual([
      ...DEFAULT_STAFF_TRAININGS,
    ]);
    expect((await get(h, GET, other.users.CompanyAdmin.token)).json().Staff).toEqual(['CPR']);
  });
});
