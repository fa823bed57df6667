import { MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activitiesOf, insertAdministrator, insertProfile, insertStaff } from '../../../test/fixtures.ts';
import { createCompany, type Harness, harness, PASSWORD } from '../../../test/harness.ts';
import { supportedBy } from '../../../test/supported-clients.ts';
import { postForm } from '../../../test/uploads.ts';
import { administrators, profiles, staffs, users } from '../../db/schema/index.ts';

/** The client profile form as the web app sends it: every field, null sent as ''. */
const profileForm = (o: Record<string, string> = {}) => ({
  middleName: '',
  phoneNumber: '0400 111 222',
  gender: 'Female',
  dateOfBirth: '1990-04-05T00:00:00.000Z',
  address: '5 Pitt Street',
  suburb: 'Parramatta',
  state: 'NSW',
  postcode: '2150',
  nextOfKin: 'Sam Kin',
  kinPhoneNumber: '0400 333 444',
  ndisNo: '',
  preferredLanguage: 'English',
  requireInterpreter: 'No',
  ...o,
});

const profileRow = async (h: Harness, id: string) =>
  (await h.database.db.select().from(profiles).where(eq(profiles.id, id)))[0];

const staffRow = async (h: Harness, id: string) =>
  (await h.database.db.select().from(staffs).where(eq(staffs.id, id)))[0];

const adminRow = async (h: Harness, id: string) =>
  (await h.database.db.select().from(administrators).where(eq(administrators.id, id)))[0];

const linkProfile = (h: Harness, id: string, userId: string) =>
  h.database.db.update(profiles).set({ userId }).where(eq(profiles.id, id));

describe('POST /api/Profiles/edit/:id', () => {
  it('saves every field an admin sends, names and e-mail included, and logs the edit old → new', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator;
    const client = await insertProfile(h, c.companyId);
    const before = await profileRow(h, client.id);
    const res = await postForm(
      h,
      `/api/Profiles/edit/${client.id}`,
      admin.token,
      profileForm({ firstName: 'Renamed', surName: 'Renamed', email: 'renamed@test.example' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Success',
      message: `Renamed Renamed's profile was updated.`,
    });
    const after = await profileRow(h, client.id);
    expect(after).toMatchObject({
      firstName: 'Renamed',
      surName: 'Renamed',
      email: 'renamed@test.example',
      middleName: null,
      phoneNumber: '0400111222',
      gender: 'Female',
      dateOfBirth: '1990-04-05',
      suburb: 'Parramatta',
      kinPhoneNumber: '0400333444',
      ndisNo: null,
      requireInterpreter: 'No',
      userModified: admin.id,
      dateModified: h.clock.now(),
    });
    expect(
      await activitiesOf(
        h,
        admin.id,
        `Edited the profile of client ${client.firstName} Test: name ${client.firstName} Test → Renamed Renamed; e-mail ${before?.email} → renamed@test.example`,
      ),
    ).toHaveLength(1);
  });

  it('refuses a missing phone number and bad choices per field, changing nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await insertProfile(h, c.companyId);
    const before = await profileRow(h, client.id);
    const res = await postForm(
      h,
      `/api/Profiles/edit/${client.id}`,
      c.users.CompanyAdmin.token,
      profileForm({ phoneNumber: '', gender: 'Robot', dateOfBirth: '1990-13-40' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      phoneNumber: 'Required Field',
      gender: expect.stringMatching(/^Choose one of: /),
      dateOfBirth: 'Enter a valid date',
    });
    expect(await profileRow(h, client.id)).toEqual(before);
  });

  it('refuses Staff without "Edit Client" with 403, and lets Staff holding it edit', async () => {
    const h = await harness();
    const without = await createCompany(h);
    const client = await insertProfile(h, without.companyId);
    // A client they support, whose record they read: still not theirs to edit.
    await supportedBy(h, without.companyId, without.users.Staff.id, client.id);
    const before = await profileRow(h, client.id);
    const refused = await postForm(
      h,
      `/api/Profiles/edit/${client.id}`,
      without.users.Staff.token,
      profileForm(),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.forbidden);
    expect(await profileRow(h, client.id)).toEqual(before);
    // An auditor (client not approved) and a care manager (not theirs) do not see the client at all.
    for (const role of ['Auditor', 'CareManager'] as const) {
      const res = await postForm(
        h,
        `/api/Profiles/edit/${client.id}`,
        without.users[role].token,
        profileForm(),
      );
      expect(res.statusCode, role).toBe(404);
    }

    const withClaim = await createCompany(h, { Staff: ['Edit Client'] });
    const theirs = await insertProfile(h, withClaim.companyId);
    const allowed = await postForm(
      h,
      `/api/Profiles/edit/${theirs.id}`,
      withClaim.users.Staff.token,
      profileForm(),
    );
    expect(allowed.statusCode).toBe(200);
    expect((await profileRow(h, theirs.id))?.suburb).toBe('Parramatta');
  });

  it('lets a client edit their own profile but not someone else’s', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const own = await insertProfile(h, c.companyId);
    const other = await insertProfile(h, c.companyId);
    await linkProfile(h, own.id, c.users.Client.id);
    const token = c.users.Client.token;
    const mine = await postForm(h, `/api/Profiles/edit/${own.id}`, token, profileForm({ suburb: 'Newtown' }));
    expect(mine.statusCode).toBe(200);
    expect((await profileRow(h, own.id))?.suburb).toBe('Newtown');
    const before = await profileRow(h, other.id);
    const theirs = await postForm(h, `/api/Profiles/edit/${other.id}`, token, profileForm());
    expect(theirs.statusCode).toBe(404);
    expect(await profileRow(h, other.id)).toEqual(before);
  });

  it('refuses a client changing their own NDIS number, referral or agreement (400 naming it), saving nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const own = await insertProfile(h, c.companyId);
    await h.database.db
      .update(profiles)
      .set({
        userId: c.users.Client.id,
        ndisNo: '430123456',
        referral: 'Plan Co',
        agreementEndDate: '2027-06-30',
      })
      .where(eq(profiles.id, own.id));
    const token = c.users.Client.token;
    const before = await profileRow(h, own.id);
    // The web app sends only the client's own fields; the provider's stay as stored.
    const { ndisNo: _n, ...ownFields } = profileForm({ suburb: 'Newtown' });
    for (const [field, value] of [
      ['ndisNo', '430999999'],
      ['referral', 'Myself'],
      ['agreementStartDate', '2020-01-01'],
      ['agreementEndDate', '2099-12-31'],
    ] as const) {
      const res = await postForm(h, `/api/Profiles/edit/${own.id}`, token, { ...ownFields, [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors, field).toEqual({
        [field]: 'Your provider sets this: ask the office to change it',
      });
      expect(res.json().message, field).toContain(field);
    }
    expect(await profileRow(h, own.id)).toEqual(before);

    const saved = await postForm(h, `/api/Profiles/edit/${own.id}`, token, ownFields);
    expect(saved.statusCode).toBe(200);
    expect(await profileRow(h, own.id)).toMatchObject({
      suburb: 'Newtown',
      ndisNo: '430123456',
      referral: 'Plan Co',
      agreementEndDate: '2027-06-30',
    });
    // An older page that sends them unchanged is not refused.
    const unchanged = await postForm(
      h,
      `/api/Profiles/edit/${own.id}`,
      token,
      profileForm({ ndisNo: '430123456', referral: 'Plan Co', agreementEndDate: '2027-06-30' }),
    );
    expect(unchanged.statusCode).toBe(200);
  });

  it('does not find another company’s client (404) and refuses a form naming another company (403)', async () => {
    const h = await harness();
    const a = await createCompany(h);
    const b = await createCompany(h);
    const theirs = await insertProfile(h, b.companyId);
    const ours = await insertProfile(h, a.companyId);
    const before = await profileRow(h, theirs.id);
    const res = await postForm(
      h,
      `/api/Profiles/edit/${theirs.id}`,
      a.users.CompanyAdmin.token,
      profileForm(),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.notFound);
    expect(await profileRow(h, theirs.id)).toEqual(before);
    const named = await postForm(
      h,
      `/api/Profiles/edit/${ours.id}`,
      a.users.CompanyAdmin.token,
      profileForm({ companyId: b.companyId }),
    );
    expect(named.statusCode).toBe(403);
  });
});

describe('the office corrects a client’s name and e-mail (issue 40 item 8)', () => {
  const usersRow = async (h: Harness, id: string) =>
    (await h.database.db.select().from(users).where(eq(users.id, id)))[0];

  it('renames the client and moves their sign-in to the new e-mail: they sign in with it, the log says who, when, old → new', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator;
    const client = await insertProfile(h, c.companyId);
    const oldEmail = c.users.Client.email;
    await h.database.db
      .update(profiles)
      .set({ userId: c.users.Client.id, email: oldEmail })
      .where(eq(profiles.id, client.id));
    const res = await postForm(
      h,
      `/api/Profiles/edit/${client.id}`,
      admin.token,
      profileForm({ firstName: 'Joanne', surName: 'Citizen', email: ' Joanne.Citizen@Test.Example ' }),
    );
    expect(res.statusCode).toBe(200);
    expect(await profileRow(h, client.id)).toMatchObject({
      firstName: 'Joanne',
      surName: 'Citizen',
      email: 'joanne.citizen@test.example',
    });
    expect(await usersRow(h, c.users.Client.id)).toMatchObject({
      firstName: 'Joanne',
      lastName: 'Citizen',
      email: 'joanne.citizen@test.example',
      emailConfirmed: false,
    });
    const lines = await activitiesOf(
      h,
      admin.id,
      `Edited the profile of client ${client.firstName} Test: name ${client.firstName} Test → Joanne Citizen; e-mail ${oldEmail} → joanne.citizen@test.example`,
    );
    expect(lines).toEqual([expect.objectContaining({ companyId: c.companyId, dateCreated: h.clock.now() })]);
    expect(lines[0]?.user).toContain('Administrator');
    // They sign in with the new address; the old one no longer opens the account.
    const fresh = await h.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: 'joanne.citizen@test.example', password: PASSWORD },
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().user).toMatchObject({ uid: c.users.Client.id, email: 'joanne.citizen@test.example' });
    const stale = await h.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: oldEmail, password: PASSWORD },
    });
    expect(stale.statusCode).toBe(401);
  });

  it('adds an e-mail to a client who had none, and changes nothing when names and e-mail are sent unchanged', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.CompanyAdmin;
    const client = await insertProfile(h, c.companyId);
    await h.database.db.update(profiles).set({ email: null }).where(eq(profiles.id, client.id));
    const added = await postForm(
      h,
      `/api/Profiles/edit/${client.id}`,
      admin.token,
      profileForm({ firstName: client.firstName, surName: 'Test', email: 'first.mail@test.example' }),
    );
    expect(added.statusCode).toBe(200);
    expect((await profileRow(h, client.id))?.email).toBe('first.mail@test.example');
    expect(
      await activitiesOf(
        h,
        admin.id,
        `Edited the profile of client ${client.firstName} Test: e-mail (none) → first.mail@test.example`,
      ),
    ).toHaveLength(1);
    // Sent again, only differing in case: no correction, a plain edit line.
    const same = await postForm(
      h,
      `/api/Profiles/edit/${client.id}`,
      admin.token,
      profileForm({ firstName: client.firstName, surName: 'Test', email: 'FIRST.MAIL@test.example' }),
    );
    expect(same.statusCode).toBe(200);
    expect(
      await activitiesOf(h, admin.id, `Edited the profile of client ${client.firstName} Test`),
    ).toHaveLength(1);
  });

  it('refuses an e-mail another person or sign-in uses, an empty name, a bad e-mail, and removing the sign-in e-mail (400), saving nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const admin = c.users.Administrator;
    const client = await insertProfile(h, c.companyId);
    const neighbour = await insertProfile(h, c.companyId);
    await h.database.db
      .update(profiles)
      .set({ userId: c.users.Client.id, email: c.users.Client.email })
      .where(eq(profiles.id, client.id));
    const before = await profileRow(h, client.id);
    const signInBefore = await usersRow(h, c.users.Client.id);
    const cases: [Record<string, string>, string, string][] = [
      // Another client of the company, a staff sign-in, a sign-in in another company.
      [
        { email: `${neighbour.firstName.toLowerCase()}@test.example` },
        'email',
        'A person with this email already exists.',
      ],
      [{ email: c.users.Staff.email.toUpperCase() }, 'email', 'A person with this email already exists.'],
      [{ email: other.users.CompanyAdmin.email }, 'email', 'A person with this email already exists.'],
      [{ firstName: '  ' }, 'firstName', 'Required Field'],
      [{ email: 'not-an-email' }, 'email', 'Enter a valid email address'],
      [
        { email: '' },
        'email',
        `${client.firstName} Test signs in to the portal with this e-mail: enter their new address rather than removing it.`,
      ],
    ];
    for (const [fields, field, message] of cases) {
      const res = await postForm(
        h,
        `/api/Profiles/edit/${client.id}`,
        admin.token,
        profileForm({ firstName: 'Changed', surName: 'Test', email: c.users.Client.email, ...fields }),
      );
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(fields)).toBe(message);
    }
    expect(await profileRow(h, client.id)).toEqual(before);
    expect(await usersRow(h, c.users.Client.id)).toEqual(signInBefore);
  });

  it('keeps the correction to the office: a worker without "Edit Client" is refused (403), a client may not rename themselves (400), another company’s client is not found (404)', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const b = await createCompany(h);
    const client = await insertProfile(h, c.companyId);
    await supportedBy(h, c.companyId, c.users.Staff.id, client.id);
    await linkProfile(h, client.id, c.users.Client.id);
    const before = await profileRow(h, client.id);
    const renamed = profileForm({ firstName: 'Hacked', surName: 'Name', email: 'hacked@test.example' });
    const worker = await postForm(h, `/api/Profiles/edit/${client.id}`, c.users.Staff.token, renamed);
    expect(worker.statusCode).toBe(403);
    const own = await postForm(h, `/api/Profiles/edit/${client.id}`, c.users.Client.token, renamed);
    expect(own.statusCode).toBe(400);
    expect(own.json().errors).toEqual({
      firstName: 'Your provider sets this: ask the office to change it',
      surName: 'Your provider sets this: ask the office to change it',
      email: 'Your provider sets this: ask the office to change it',
    });
    const foreign = await postForm(h, `/api/Profiles/edit/${client.id}`, b.users.CompanyAdmin.token, renamed);
    expect(foreign.statusCode).toBe(404);
    expect(await profileRow(h, client.id)).toEqual(before);
  });
});

describe('POST /api/Staffs/edit/:id and /api/Administrators/edit/:id', () => {
  const staffForm = { phoneNumber: '0422 000 111', level: '2-1', aboutMe: 'Loves gardening', firstName: 'X' };
  const { level: _level, ...ownStaffForm } = staffForm;

  it('lets an admin and the staff member themselves edit a staff profile, but not another staff member', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const colleague = await insertStaff(h, c.companyId);
    const self = await insertStaff(h, c.companyId);
    await h.database.db.update(staffs).set({ userId: c.users.Staff.id }).where(eq(staffs.id, self.id));

    const byAdmin = await postForm(
      h,
      `/api/Staffs/edit/${colleague.id}`,
      c.users.Administrator.token,
      staffForm,
    );
    expect(byAdmin.statusCode).toBe(200);
    const [row] = await h.database.db.select().from(staffs).where(eq(staffs.id, colleague.id));
    expect(row).toMatchObject({
      phoneNumber: '0422000111',
      aboutMe: 'Loves gardening',
      firstName: colleague.firstName,
    });

    expect(
      (await postForm(h, `/api/Staffs/edit/${self.id}`, c.users.Staff.token, ownStaffForm)).statusCode,
    ).toBe(200);
    // A colleague's record is outside what a staff member sees: not found.
    expect(
      (await postForm(h, `/api/Staffs/edit/${colleague.id}`, c.users.Staff.token, ownStaffForm)).statusCode,
    ).toBe(404);
  });

  it('refuses a staff member setting their own pay, level, position, tax file number or start date (400 naming it)', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const self = await insertStaff(h, c.companyId);
    await h.database.db
      .update(staffs)
      .set({ userId: c.users.Staff.id, salary: '$30 an hour', level: '1-1', position: 'Support worker' })
      .where(eq(staffs.id, self.id));
    const url = `/api/Staffs/edit/${self.id}`;
    const before = await staffRow(h, self.id);
    for (const [field, value] of [
      ['salary', '$90 an hour'],
      ['level', '6-1'],
      ['position', 'Manager'],
      ['taxFile', '123456789'],
      ['dateJoined', '2001-01-01'],
      ['payRate', 'Annual'],
      ['employmentType', 'Full Time'],
    ] as const) {
      const res = await postForm(h, url, c.users.Staff.token, { ...ownStaffForm, [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors, field).toEqual({
        [field]: 'Your employer sets this: ask the office to change it',
      });
    }
    expect(await staffRow(h, self.id)).toEqual(before);

    // Their own fields save, and the employer's stay as they were.
    const saved = await postForm(h, url, c.users.Staff.token, { ...ownStaffForm, bsb: '062-000' });
    expect(saved.statusCode).toBe(200);
    expect(await staffRow(h, self.id)).toMatchObject({
      aboutMe: 'Loves gardening',
      bsb: '062-000',
      salary: '$30 an hour',
      level: '1-1',
      position: 'Support worker',
    });

    // An admin still sets them, and a staff member holding 'Edit Staff' too.
    const byAdmin = await postForm(h, url, c.users.Administrator.token, { ...ownStaffForm, salary: '$32' });
    expect(byAdmin.statusCode).toBe(200);
    expect((await staffRow(h, self.id))?.salary).toBe('$32');
    const granted = await createCompany(h, { Staff: ['Edit Staff'] });
    const theirOwn = await insertStaff(h, granted.companyId);
    await h.database.db
      .update(staffs)
      .set({ userId: granted.users.Staff.id })
      .where(eq(staffs.id, theirOwn.id));
    const claimed = await postForm(
      h,
      `/api/Staffs/edit/${theirOwn.id}`,
      granted.users.Staff.token,
      staffForm,
    );
    expect(claimed.statusCode).toBe(200);
  });

  it('refuses a staff level outside the list', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const s = await insertStaff(h, c.companyId);
    const res = await postForm(h, `/api/Staffs/edit/${s.id}`, c.users.CompanyAdmin.token, {
      ...staffForm,
      level: 'Level 99',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['level']);
  });

  it('keeps administrator edits to the CompanyAdmin, "Edit Administrator" holders and the administrator themselves', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await insertAdministrator(h, c.companyId);
    const own = await insertAdministrator(h, c.companyId);
    await h.database.db
      .update(administrators)
      .set({ userId: c.users.Administrator.id })
      .where(eq(administrators.id, own.id));
    const form = { phoneNumber: '0433 222 111', position: 'Rostering' };
    const url = (id: string) => `/api/Administrators/edit/${id}`;

    expect((await postForm(h, url(other.id), c.users.Administrator.token, form)).statusCode).toBe(403);
    // On their own profile an administrator keeps to their own fields: the position is the employer's.
    const ownPosition = await postForm(h, url(own.id), c.users.Administrator.token, form);
    expect(ownPosition.statusCode).toBe(400);
    expect(Object.keys(ownPosition.json().errors)).toEqual(['position']);
    expect(
      (await postForm(h, url(own.id), c.users.Administrator.token, { phoneNumber: '0433 222 111' }))
        .statusCode,
    ).toBe(200);
    expect((await postForm(h, url(other.id), c.users.CompanyAdmin.token, form)).statusCode).toBe(200);
    const [row] = await h.database.db.select().from(administrators).where(eq(administrators.id, other.id));
    expect(row).toMatchObject({ phoneNumber: '0433222111', position: 'Rostering' });

    const granted = await createCompany(h, { Administrator: ['Edit Administrator'] });
    const theirs = await insertAdministrator(h, granted.companyId);
    expect((await postForm(h, url(theirs.id), granted.users.Administrator.token, form)).statusCode).toBe(200);
  });

  it('refuses an administrator edit without a phone number or with a bad choice, changing nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const a = await insertAdministrator(h, c.companyId);
    const before = await adminRow(h, a.id);
    const res = await postForm(h, `/api/Administrators/edit/${a.id}`, c.users.CompanyAdmin.token, {
      phoneNumber: '',
      gender: 'Robot',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Phone number: Required Field/);
    expect(res.json().errors).toEqual({
      phoneNumber: 'Required Field',
      gender: expect.stringMatching(/^Choose one of: /),
    });
    expect(await adminRow(h, a.id)).toEqual(before);
  });

  it('does not find another company’s staff member or administrator (404), changing nothing', async () => {
    const h = await harness();
    const a = await createCompany(h);
    const b = await createCompany(h);
    const staff = await insertStaff(h, b.companyId);
    const admin = await insertAdministrator(h, b.companyId);
    const staffBefore = await staffRow(h, staff.id);
    const adminBefore = await adminRow(h, admin.id);
    const token = a.users.CompanyAdmin.token;
    for (const url of [`/api/Staffs/edit/${staff.id}`, `/api/Administrators/edit/${admin.id}`]) {
      const res = await postForm(h, url, token, staffForm);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(MESSAGES.notFound);
    }
    expect(await staffRow(h, staff.id)).toEqual(staffBefore);
    expect(await adminRow(h, admin.id)).toEqual(adminBefore);
  });
});
