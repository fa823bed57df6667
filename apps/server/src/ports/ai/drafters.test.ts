import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiUnavailable, drafterFromConfig, offlineDrafter } from './ai.ts';
import { FAKE_DRAFT, type FakeChat, startFakeChat } from './fake-chat-server.ts';
import { OpenAiCompatibleDrafter } from './openai-drafter.ts';
import type { DraftInput } from './report-drafter.ts';

const input = (o: Partial<DraftInput> = {}): DraftInput => ({
  clientNames: ['Mia Chen', 'Leo <Park>'],
  staffName: 'Noah Kelly',
  start: '22/11/2026 9:00 AM',
  end: '22/11/2026 1:00 PM',
  zone: 'Australia/Sydney',
  activities: 'Community access, Shopping',
  description: 'Library visit',
  appointment: null,
  attendance: {
    clockIn: '22/11/2026 9:02 AM',
    clockOut: '22/11/2026 1:01 PM',
    startKm: 10,
    endKm: 22.5,
    report: 'Good day',
  },
  notes: [
    { clientName: 'Mia Chen', report: 'Chose two books', progress: null, followUp: 'Return them Friday' },
  ],
  existingReport: null,
  instruction: 'Focus on independence with public transport',
  ...o,
});

describe('the offline drafter', () => {
  it('builds the goal progress from the shift’s data and the instruction, escaped, inventing nothing', async () => {
    const draft = await offlineDrafter.draft(input());
    expect(offlineDrafter.source).toBe('offline');
    expect(draft.goal_Progress).toContain(
      'Shift with Mia Chen and Leo &lt;Park&gt; from 22/11/2026 9:00 AM to 22/11/2026 1:00 PM, supported by Noah Kelly.',
    );
    expect(draft.goal_Progress).toContain('Planned activities: Community access, Shopping.');
    expect(draft.goal_Progress).toContain('12.5 km were recorded');
    expect(draft.goal_Progress).toContain(
      'Progress note for Mia Chen. Report: Chose two books. Follow up: Return them Friday.',
    );
    expect(draft.goal_Progress).toContain('Focus asked for: Focus on independence with public transport.');
    expect(draft.goal_Progress).not.toContain('<Park>');
    expect(draft).toMatchObject({
      isIncident: null,
      details_IfIsIncident: null,
      isHealthIssues: null,
      urgentMatters: null,
    });
  });

  it('answers the same draft for the same input', async () => {
    expect(await offlineDrafter.draft(input())).toEqual(await offlineDrafter.draft(input()));
  });

  it('keeps the answers of a report already written and quotes its goal progress', async () => {
    const existing = { ...FAKE_DRAFT, isIncident: true, details_IfIsIncident: 'Slipped, no injury' };
    const draft = await offlineDrafter.draft(input({ existingReport: existing, attendance: null }));
    expect(draft).toMatchObject({ isIncident: true, details_IfIsIncident: 'Slipped, no injury' });
    expect(draft.goal_Progress).toContain('From the report already written: Practised catching the bus');
    expect(draft.goal_Progress).toContain('No attendance is recorded for this shift.');
  });
});

describe('the OpenAI-compatible drafter (a local fake of the chat API)', () => {
  let fake: FakeChat;
  beforeAll(async () => {
    fake = await startFakeChat(JSON.stringify(FAKE_DRAFT));
  });
  afterAll(async () => {
    await fake.close();
  });
  const drafter = () =>
    new OpenAiCompatibleDrafter({ baseUrl: `${fake.url}/`, apiKey: 'sk-test', model: 'care-model' });

  it('asks for a JSON draft with the model, the key, the shift’s facts and the instruction, and reads the draft', async () => {
    fake.answer = JSON.stringify(FAKE_DRAFT);
    fake.status = 200;
    fake.seen.length = 0;
    const draft = await drafter().draft(input());
    expect(draft).toEqual(FAKE_DRAFT);
    const [seen] = fake.seen;
    expect(seen?.url).toBe('/v1/chat/completions');
    expect(seen?.headers.authorization).toBe('Bearer sk-test');
    expect(seen?.body.model).toBe('care-model');
    expect(seen?.body.response_format).toEqual({ type: 'json_object' });
    const [system, user] = seen?.body.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('goal_Progress');
    expect(user?.content).toContain('Mia Chen');
    expect(user?.content).toContain('Instruction: Focus on independence with public transport');
  });

  it('quotes the report already written as text, without its inline images', async () => {
    fake.answer = JSON.stringify(FAKE_DRAFT);
    fake.status = 200;
    const image = `<img src="data:image/png;base64,${'A'.repeat(5000)}">`;
    const existing = { ...FAKE_DRAFT, goal_Progress: `<p>Walked to the park.</p>${image}` };
    await drafter().draft(input({ existingReport: existing }));
    const user = fake.seen.at(-1)?.body.messages?.find((m) => m.role === 'user')?.content ?? '';
    expect(user).toContain('"goal_Progress":"Walked to the park."');
    expect(user).not.toContain('base64');
  });

  it.each([
    ['not JSON', 'Sure! Here is the report.'],
    ['a key missing', JSON.stringify({ ...FAKE_DRAFT, goal_Progress: undefined })],
    ['an extra key', JSON.stringify({ ...FAKE_DRAFT, mood: 'happy' })],
    ['an incident without details', JSON.stringify({ ...FAKE_DRAFT, isIncident: true })],
  ])('refuses a reply that is %s', async (_what, answer) => {
    fake.answer = answer;
    fake.status = 200;
    await expect(drafter().draft(input())).rejects.toBeInstanceOf(AiUnavailable);
  });

  it('refuses a failed call', async () => {
    fake.status = 500;
    await expect(drafter().draft(input())).rejects.toBeInstanceOf(AiUnavailable);
    fake.status = 200;
  });

  it('gives up when the service does not answer in time', async () => {
    fake.status = 0;
    const slow = new OpenAiCompatibleDrafter({ baseUrl: fake.url, model: 'm', timeoutMs: 50 });
    await expect(slow.draft(input())).rejects.toThrow(/did not answer/);
    fake.status = 200;
  });
});

describe('drafterFromConfig', () => {
  it('is the offline default without a configured service, and the chat drafter with one', () => {
    expect(drafterFromConfig(undefined)).toBe(offlineDrafter);
    expect(drafterFromConfig({ baseUrl: 'http://x/v1', model: 'm' }).source).toBe('ai');
  });
});
