import { describe, expect, it } from 'vitest';
import { createCompany, harness } from '../../../test/harness.ts';
import { addShifts, api, dayFromNow, get, post, screenedRoster, shiftBody } from './roster.test-kit.ts';

const ADD = api('add_multipleclient_shifts');

describe('rostering checks required training (a work setting, off by default)', () => {
  it('off: nothing said; on: missing and expired trainings warn like screening, a reason overrides', async () => {
    const h = await harness();
    const r = await screenedRoster(h);
    const admin = r.c.users.Administrator.token;
    const day = dayFromNow(h, 6);
    await addShifts(h, admin, shiftBody(day, { staffId: r.staff.id, clientsId: [r.client.id] }));

    const settings = (await get(h, '/api/SetUp/get_work_settings', admin)).json();
    expect(settings.trainingRosterCheck).toBe(false);
    const on = await post(h, '/api/SetUp/edit_work_settings', admin, {
      ...settings,
      trainingRosterCheck: true,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect((await get(h, '/api/SetUp/get_work_settings', admin)).json().trainingRosterCheck).toBe(true);

    const saved = await post(h, '/api/StaffTrainings/edit_required_trainings', admin, {
      Staff: ['First aid', 'Manual handling'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const [course, expiryDate] of [
      ['First aid', day],
      ['Manual handling', dayFromNow(h, 7)],
    ] as const) {
      const add = await post(h, '/api/StaffTrainings/add_training', admin, {
        staffId: r.staff.id,
        course,
        dateCompleted: dayFromNow(h, -300),
        expiryDate,
      });
      expect(add.statusCode, add.body).toBe(200);
    }
    const later = shiftBody(day, { staffId: r.staff.id, clientsId: [r.otherClient.id] });
    const warned = await post(h, ADD, admin, { ...later, dateFrom: `${day}T14:00`, dateTo: `${day}T16:00` });
    expect(warned.statusCode).toBe(409);
    const findings = warned.json().findings as { kind: string; message: string }[];
    expect(findings.map((f) => f.kind)).toEqual(['training']);
    expect(findings[0]?.message).toContain('First aid training expired on');

    const other = await post(
      h,
      ADD,
      admin,
      shiftBody(day, { staffId: r.otherStaff.id, clientsId: [r.otherClient.id] }),
    );
    expect(other.json().findings.map((f: { message: string }) => f.message)).toEqual([
      `${r.otherStaff.firstName} Test has no First aid training on record.`,
      `${r.otherStaff.firstName} Test has no Manual handling training on record.`,
    ]);
    const overridden = await post(h, ADD, admin, {
      ...later,
      dateFrom: `${day}T14:00`,
      dateTo: `${day}T16:00`,
      overrideReason: 'Refresher booked for tomorrow',
    });
    expect(overridden.statusCode, overridden.body).toBe(200);
  });

  it('one company’s setting does not check another’s roster', async () => {
    const h = await harness();
    const r = await screenedRoster(h);
    const other = await createCompany(h);
    const otherSettings = (
      await get(h, '/api/SetUp/get_work_settings', other.users.CompanyAdmin.token)
    ).json();
    await post(h, '/api/SetUp/edit_work_settings', other.users.CompanyAdmin.token, {
      ...otherSettings,
      trainingRosterCheck: true,
    });
    const res = await post(
      h,
      ADD,
      r.c.users.Administrator.token,
      shiftBody(dayFromNow(h, 8), { staffId: r.staff.id, clientsId: [r.client.id] }),
    );
    expect(res.statusCode, res.body).toBe(200);
  });
});
