import { MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activitiesOf, insertProfile } from '../../../test/fixtures.ts';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';
import { get, post } from '../../../test/referrals.ts';
import { supportedBy } from '../../../test/supported-clients.ts';
import { profiles } from '../../db/schema/index.ts';

interface KindCase {
  path: string;
  idKey: string;
  title: string;
  valid: Record<string, unknown>;
  changed: Record<string, unknown>;
  /** A body with every required answer missing, and the messages it must give. */
  bad: Record<string, unknown>;
  messages: Record<string, string>;
}

const KINDS: KindCase[] = [
  {
    path: 'Disabilities',
    idKey: 'disabilityId',
    title: 'Disability support needs',
    valid: {
      mobilityIndependent: 'Need Mobility Assistance',
      mobilityDescription: 'Uses a walker outdoors',
      hearingIssues: 'No Issues',
      visionIssues: 'Some Issues',
      visionDescription: 'Reading glasses',
      memoryIssues: 'No Issues',
      communicationAssistance: true,
      communicationMeans: 'Auslan',
    },
    changed: { memoryIssues: 'Impaired', memoryDescription: 'Needs reminders for appointments' },
    bad: { hearingIssues: '', communicationMeans: 'Semaphore' },
    messages: {
      mobilityIndependent: 'Required Field',
      hearingIssues: 'Required Field',
      visionIssues: 'Required Field',
      memoryIssues: 'Required Field',
    },
  },
  {
    path: 'HealthSupports',
    idKey: 'healthSupportId',
    title: 'Health support needs',
    valid: { requireMedication: true, healthPlan: 'Prompt Required', healthIssues: 'Type 2 diabetes' },
    changed: { healthPlan: 'Administration Required' },
    bad: { requireMedication: 'Yes' },
    messages: { healthPlan: 'Required Field' },
  },
  {
    path: 'CommunitySupports',
    idKey: 'communitySupportId',
    title: 'Community support needs',
    valid: { transportType: 'Public transport', activitiesParticipation: 'Swimming on Tuesdays' },
    changed: { activitiesAssistance: 'Help with the change rooms' },
    bad: { transportType: '  ' },
    messages: { communityAssistance: 'Input Fields cannot be empty' },
  },
  {
    path: 'BehaviourSupports',
    idKey: 'behaviourSupportId',
    title: 'Behaviour support needs',
    valid: { question1: 'Shouts when rushed', behaviourPlan: 'Give time; offer choices' },
    changed: { riskAssessment: 'Low risk' },
    bad: {},
    messages: { question1: 'Input Fields cannot be empty' },
  },
];

/** A client of the company linked to the company's Client sign-in, and one more client. */
async function setUp(h: Harness) {
  const c = await createCompany(h);
  const own = await insertProfile(h, c.companyId, { auditApproved: true });
  await h.database.db.update(profiles).set({ userId: c.users.Client.id }).where(eq(profiles.id, own.id));
  const other = await insertProfile(h, c.companyId);
  // The staff member supports the other client (a shift with them), so reads and writes their needs.
  await supportedBy(h, c.companyId, c.users.Staff.id, other.id);
  return { c, own, other };
}

describe.each(KINDS)('/api/$path', (k) => {
  const add = `/api/${k.path}`;
  const all = (clientId: string) => `/api/${k.path}/get_all?clientId=${clientId}`;
  const one = (id: string) => `/api/${k.path}/${id}`;
  const edit = (id: string) => `/api/${k.path}/edit/${id}`;

  it('adds the first record, lists it, reads it, then updates it, logging each change', async () => {
    const h = await harness();
    const { c, other } = await setUp(h);
    const admin = c.users.Administrator;
    expect((await get(h, all(other.id), admin.token)).json()).toEqual([]);

    const res = await post(h, `${add}?userId=${admin.id}`, admin.token, {
      ...k.valid,
      profileId: other.id,
      companyID: c.companyId,
    });
    expect(res.statusCode).toBe(200);
    const name = `${other.firstName} Test`;
    expect(res.json()).toEqual({
      status: 'Success',
      message: `${k.title} of ${name} added.`,
      [k.idKey]: expect.any(String),
    });
    const id = res.json()[k.idKey] as string;
    const list = (await get(h, all(other.id), admin.token)).json();
    expect(list).toEqual([expect.objectContaining({ [k.idKey]: id, profileId: other.id, ...k.valid })]);
    expect((await get(h, one(id), admin.token)).json()).toMatchObject({ [k.idKey]: id, ...k.valid });

    h.clock.advance(60_000);
    const changed = await post(h, edit(id), admin.token, {
      ...k.valid,
      ...k.changed,
      profileId: other.id,
      [k.idKey]: id,
    });
    expect(changed.json()).toEqual({ status: 'Success', message: `${k.title} of ${name} updated.` });
    const after = (await get(h, one(id), admin.token)).json();
    expect(after).toMatchObject({ ...k.valid, ...k.changed, userModified: admin.id });
    expect(after.dateModified).toBe(h.clock.now().toISOString());
    const lower = k.title.toLowerCase();
    expect(await activitiesOf(h, admin.id, `Added the ${lower} of ${name}`)).toHaveLength(1);
    expect(await activitiesOf(h, admin.id, `Updated the ${lower} of ${name}`)).toHaveLength(1);
  });

  it('refuses a second Add for the same client, keeping the first record', async () => {
    const h = await harness();
    const { c, other } = await setUp(h);
    const staff = c.users.Staff;
    const first = await post(h, add, staff.token, { ...k.valid, profileId: other.id });
    expect(first.statusCode).toBe(200);
    const second = await post(h, add, staff.token, { ...k.valid, ...k.changed, profileId: other.id });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      `${other.firstName} Test already has ${k.title.toLowerCase()}. Reload the page to see and update them.`,
    );
    expect((await get(h, all(other.id), staff.token)).json()).toHaveLength(1);
  });

  it("answers the spec's message for each missing answer, on Add and on Update", async () => {
    const h = await harness();
    const { c, other } = await setUp(h);
    const admin = c.users.CompanyAdmin;
    const res = await post(h, add, admin.token, { ...k.bad, profileId: other.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject(k.messages);
    expect((await get(h, all(other.id), admin.token)).json()).toEqual([]);

    const ok = await post(h, add, admin.token, { ...k.valid, profileId: other.id });
    const id = ok.json()[k.idKey] as string;
    const bad = await post(h, edit(id), admin.token, k.bad);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject(k.messages);
    expect((await post(h, add, admin.token, { ...k.valid, profileId: 'nope' })).json().errors).toMatchObject({
      profileId: 'Choose the client',
    });
  });

  it('lets an auditor read an audit-approved client but never add or update', async () => {
    const h = await harness();
    const { c, own, other } = await setUp(h);
    const auditor = c.users.Auditor;
    const added = await post(h, add, c.users.Administrator.token, { ...k.valid, profileId: own.id });
    const id = added.json()[k.idKey] as string;
    expect((await get(h, all(own.id), auditor.token)).json()).toHaveLength(1);
    expect((await get(h, all(other.id), auditor.token)).statusCode).toBe(404);
    const refused = await post(h, add, auditor.token, { ...k.valid, profileId: other.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.forbidden);
    expect((await post(h, edit(id), auditor.token, { ...k.valid, ...k.changed })).statusCode).toBe(403);
  });

  it("answers 404 for another company's client and record", async () => {
    const h = await harness();
    const { c, other } = await setUp(h);
    const stranger = (await createCompany(h)).users.CompanyAdmin;
    const added = await post(h, add, c.users.Administrator.token, { ...k.valid, profileId: other.id });
    const id = added.json()[k.idKey] as string;
    expect((await get(h, all(other.id), stranger.token)).statusCode).toBe(404);
    expect((await get(h, one(id), stranger.token)).statusCode).toBe(404);
    expect((await post(h, add, stranger.token, { ...k.valid, profileId: other.id })).statusCode).toBe(404);
    expect((await post(h, edit(id), stranger.token, { ...k.valid, ...k.changed })).statusCode).toBe(404);
    expect((await get(h, one(id), c.users.Administrator.token)).json()).toMatchObject(k.valid);
  });

  it("lets a client keep their own record, and answers 404 for another client's", async () => {
    const h = await harness();
    const { c, own, other } = await setUp(h);
    const client = c.users.Client;
    const mine = await post(h, add, client.token, { ...k.valid, profileId: own.id });
    expect(mine.statusCode).toBe(200);
    const myId = mine.json()[k.idKey] as string;
    expect((await post(h, edit(myId), client.token, { ...k.valid, ...k.changed })).statusCode).toBe(200);
    expect((await get(h, all(own.id), client.token)).json()).toEqual([expect.objectContaining(k.changed)]);

    const theirs = await post(h, add, c.users.Staff.token, { ...k.valid, profileId: other.id });
    const theirId = theirs.json()[k.idKey] as string;
    expect((await get(h, all(other.id), client.token)).statusCode).toBe(404);
    expect((await get(h, one(theirId), client.token)).statusCode).toBe(404);
    expect((await post(h, add, client.token, { ...k.valid, profileId: other.id })).statusCode).toBe(404);
    expect((await post(h, edit(theirId), client.token, { ...k.valid, ...k.changed })).statusCode).toBe(404);
    expect((await get(h, one(theirId), c.users.Staff.token)).json()).toMatchObject(k.valid);
  });
});

describe('the form uses the first record (spec 2 §4)', () => {
  it('lists a client’s records oldest first', async () => {
    const h = await harness();
    const { c, other } = await setUp(h);
    const { disabilities } = await import('../../db/schema/index.ts');
    const base = { companyId: c.companyId, profileId: other.id, hearingIssues: 'No Issues' };
    await h.database.db.insert(disabilities).values([
      { ...base, memoryIssues: 'Impaired', dateCreated: new Date('2026-05-02T00:00:00Z') },
      { ...base, memoryIssues: 'No Issues', dateCreated: new Date('2026-02-01T00:00:00Z') },
    ]);
    const list = (
      await get(h, `/api/Disabilities/get_all?clientId=${other.id}`, c.users.Administrator.token)
    ).json();
    expect(list.map((r: { memoryIssues: string }) => r.memoryIssues)).toEqual(['No Issues', 'Impaired']);
  });
});
