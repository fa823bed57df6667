import type { ShiftOnSiteView } from '@care/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendanceCompany, CLIENT_AT, get, minutesFromNow, shiftIn } from '../../../test/attendance.ts';
import { harness } from '../../../test/harness.ts';
import {
  behaviourSupports,
  dailyLivings,
  disabilities,
  healthSupports,
  profiles,
  progressNotes,
} from '../../db/schema/index.ts';

beforeAll(async () => {
  await harness();
});

const url = (id: string) => `/api/ShiftRosters/on_site/${id}`;

describe('GET /api/ShiftRosters/on_site/:id', () => {
  // Issue 40 item 12: a row written before the list was spelt right still reads Auslan on the phone.
  it('reads the client’s communication as Auslan, even from a row stored as the spec’s Ausian', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    await h.database.db.insert(disabilities).values({
      companyId: f.c.companyId,
      profileId: f.client.id,
      communicationMeans: 'Combination of Ausian / Makaton',
      communicationDescription: 'Signs; an interpreter for appointments',
    });
    const id = await shiftIn(h, f, 30);
    const res = await get(h, url(id), f.c.users.Staff.token);
    expect(res.statusCode, res.body).toBe(200);
    const notes = (res.json() as ShiftOnSiteView).clients[0]?.careNotes ?? [];
    expect(notes.find((n) => n.kind === 'Communication')?.text).toBe(
      'Means: Combination of Auslan / Makaton · Signs; an interpreter for appointments',
    );
  });

  it('gives the worker the address and map link, phone, emergency contact, care notes and the last handover', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const db = h.database.db;
    await db
      .update(profiles)
      .set({
        address: '12 Ocean Rd',
        suburb: 'Manly',
        state: 'NSW',
        postcode: '2095',
        phoneNumber: '0412 345 678',
        nextOfKin: 'Maria Rossi',
        relationship: 'Mother',
        kinPhoneNumber: '0498 765 432',
      })
      .where(eq(profiles.id, f.client.id));
    const client = { companyId: f.c.companyId, profileId: f.client.id };
    await db
      .insert(healthSupports)
      .values({ ...client, requireMedication: true, healthPlan: 'Twice daily', healthIssues: 'Epilepsy' });
    await db
      .insert(behaviourSupports)
      .values({ ...client, question2: 'Loud noises', question3: 'A quiet room' });
    await db
      .insert(dailyLivings)
      .values({ ...client, activities: 'Meal preparation', details: 'Soft foods only' });
    const before = await shiftIn(h, f, -26 * 60, { minutes: 120 });
    await db.insert(progressNotes).values({
      ...client,
      shiftRosterId: before,
      staffId: f.otherStaff.id,
      date: minutesFromNow(h, -26 * 60),
      report: 'Slept well; ate all of lunch.',
      isCompleted: true,
    });
    const id = await shiftIn(h, f, 30);

    const res = await get(h, url(id), f.c.users.Staff.token);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as ShiftOnSiteView;
    expect(view.clients).toHaveLength(1);
    expect(view.clients[0]).toMatchObject({
      profileId: f.client.id,
      address: '12 Ocean Rd, Manly, NSW 2095',
      mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${CLIENT_AT.latitude},${CLIENT_AT.longitude}`)}`,
      phoneNumber: '0412 345 678',
      emergencyContact: { name: 'Maria Rossi', relationship: 'Mother', phoneNumber: '0498 765 432' },
      careNotes: [
        { kind: 'Health support', text: 'Medication: Twice daily · Health issues: Epilepsy' },
        { kind: 'Behaviour support', text: 'Known triggers: Loud noises · What helps: A quiet room' },
        { kind: 'Mealtime needs', text: 'Meal preparation: Soft foods only' },
      ],
    });
    expect(view.activities).toEqual(['Personal Support']);
    expect(view.handover).toMatchObject({
      text: 'Slept well; ate all of lunch.',
      clientName: expect.any(String),
    });
    // The office reads it too.
    expect((await get(h, url(id), f.c.users.Administrator.token)).statusCode).toBe(200);
  });

  it('is 404 for another worker’s shift and another company’s; 403 for a client', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const g = await attendanceCompany(h);
    const theirs = await shiftIn(h, f, 30, { staffId: f.otherStaff.id });
    expect((await get(h, url(theirs), f.c.users.Staff.token)).statusCode).toBe(404);
    const otherCompany = await shiftIn(h, g, 30);
    expect((await get(h, url(otherCompany), f.c.users.Staff.token)).statusCode).toBe(404);
    expect((await get(h, url(otherCompany), f.c.users.CompanyAdmin.token)).statusCode).toBe(404);
    const mine = await shiftIn(h, f, 30);
    expect((await get(h, url(mine), f.c.users.Client.token)).statusCode).toBe(403);
    expect((await get(h, url('not-a-uuid'), f.c.users.Staff.token)).statusCode).toBe(400);
  });
});
