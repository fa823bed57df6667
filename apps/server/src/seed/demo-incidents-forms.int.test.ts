import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, type Harness, harness } from '../../test/harness.ts';
import { get } from '../../test/referrals.ts';
import { profiles, restrictivePractices, staffs, users } from '../db/schema/index.ts';
import { seedDemoIncidents } from './demo-incidents.ts';
import { seedDemoParticipantForms } from './demo-participant-forms.ts';

const OWNER = 'owner@harbourside.demo';
const ADMIN = 'admin@harbourside.demo';

/**
 * A company whose CompanyAdmin and Administrator carry the demo's owner and office e-mails (the
 * incidents seed names them key personnel), with six workers and twelve clients, seeded at the
 * test clock's now.
 */
async function seeded(h: Harness) {
  const c = await createCompany(h);
  const db = h.database.db;
  // The demo e-mails are unique: free them from any earlier run on the same database.
  await db
    .update(users)
    .set({ email: sql`'old-' || ${users.id} || '-' || ${users.email}` })
    .where(inArray(users.email, [OWNER, ADMIN]));
  await db.update(users).set({ email: OWNER }).where(eq(users.id, c.users.CompanyAdmin.id));
  await db.update(users).set({ email: ADMIN }).where(eq(users.id, c.users.Administrator.id));
  const tag = c.companyId.slice(0, 8);
  for (let i = 0; i < 6; i++) {
    await db.insert(staffs).values({
      companyId: c.companyId,
      firstName: `Seedworker${i}`,
      surName: 'Demo',
      email: `seedworker${i}-${tag}@test.example`,
      maxStaffId: `STF-00${i + 1}`,
      isActive: true,
    });
  }
  const clientIds: string[] = [];
  for (let i = 0; i < 12; i++) {
    const [row] = await db
      .insert(profiles)
      .values({
        companyId: c.companyId,
        firstName: `Seedclient${i}`,
        surName: 'Demo',
        email: `seedclient${i}-${tag}@test.example`,
        contactId: `C-${String(i + 1).padStart(3, '0')}`,
        isActive: true,
      })
      .returning({ id: profiles.id });
    clientIds.push(row?.id ?? '');
  }
  const now = h.clock.now();
  await seedDemoParticipantForms(db, c.companyId, now);
  await seedDemoIncidents(db, c.companyId, now);
  return { c, clientIds };
}

interface Summary {
  incidentId: string;
  type: string;
  status: string;
  reportable: string;
  categories: number[];
  late: boolean;
  clocks: { form: string; state: string; msLeft: number }[];
}

describe('the demo’s incidents, restrictive practices and participant forms (issue 27)', () => {
  it('has incidents in each state, a restrictive practice record and forms in every status, relative to the seed’s clock', async () => {
    const h = await harness();
    const { c, clientIds } = await seeded(h);
    const token = c.users.CompanyAdmin.token;
    const list: Summary[] = (await get(h, '/api/Incidents/get_incidents', token)).json();

    // A reportable incident with its 24-hour clock running.
    const running = list.find(
      (i) =>
        i.reportable === 'Reportable' &&
        !i.late &&
        i.clocks.some((k) => k.form === 'immediate' && k.state === 'running'),
    );
    expect(running?.clocks.find((k) => k.form === 'immediate')?.msLeft).toBeLessThanOrEqual(24 * 3_600_000);
    // One late.
    expect(list.filter((i) => i.late && i.status !== 'Closed')).toHaveLength(1);
    // A near miss.
    expect(list.some((i) => i.type === 'Near miss')).toBe(true);
    // An unauthorised restrictive practice: category 6, the 5-Day Form only.
    const rp = list.find((i) => i.categories.includes(6));
    expect(rp?.clocks.map((k) => k.form)).toEqual(['fiveDay']);
    // One closed with its corrective actions done.
    const closed = list.find((i) => i.status === 'Closed');
    const view = (await get(h, `/api/Incidents/${closed?.incidentId}`, token)).json();
    expect(view.findings).toBeTruthy();
    expect(view.correctiveActions.length).toBeGreaterThan(0);
    expect(view.correctiveActions.every((a: { doneDate: string | null }) => a.doneDate !== null)).toBe(true);
    // The dashboard lists the open ones, the late one first, for the key personnel.
    const board = (await get(h, '/api/Incidents/awaiting_action', token)).json();
    expect(board).toMatchObject({ isKeyPerson: true, keyPersonnelSet: true });
    expect(board.incidents[0].late).toBe(true);

    // The restrictive practices register: an authorised use and the unauthorised one linked to its incident.
    const uses = await h.database.db
      .select()
      .from(restrictivePractices)
      .where(eq(restrictivePractices.companyId, c.companyId));
    expect(uses.map((u) => u.authorised).sort()).toEqual([false, true]);
    expect(uses.find((u) => !u.authorised)?.incidentId).toBe(rp?.incidentId);

    // Forms for most clients: signed, drafts, one due for review and one overdue.
    const statuses: string[][] = [];
    for (const id of clientIds) {
      const rows = (await get(h, `/api/ParticipantForms/get_client_forms?clientId=${id}`, token)).json();
      statuses.push(
        rows
          .filter((r: { status: string | null }) => r.status !== null)
          .map((r: { status: string }) => r.status),
      );
    }
    expect(statuses.filter((s) => s.length > 0).length).toBeGreaterThan(clientIds.length / 2);
    const flat = statuses.flat();
    expect(flat).toContain('signed');
    expect(flat).toContain('draft');
    expect(flat).toContain('awaiting signatures');
    expect(flat.filter((s) => s === 'overdue')).toHaveLength(1);
    expect(flat).toContain('due for review');
    const reminders = (await get(h, '/api/ParticipantForms/review_reminders', token)).json();
    expect(reminders.map((r: { status: string }) => r.status)).toContain('overdue');
  });
});
