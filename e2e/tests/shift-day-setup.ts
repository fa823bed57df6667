import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers.ts';

// What the shift-day journeys make through the owner's API before the phone takes over: a client
// with a map position, a worker who can sign in, and a shift around the real now (in Sydney's wall
// time), so neither the demo roster nor the time of day matters.

const ZONE = 'Australia/Sydney';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const WEEKDAY_FLAGS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

export const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** An instant as Sydney's wall time, 'YYYY-MM-DDTHH:mm', as the add-shift call takes it. */
export function sydneyWallTime(at: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** Midnight at the start of a Sydney date, as an instant (the offset found, not assumed). */
export function sydneyMidnight(date: string): number {
  for (const hours of [11, 10]) {
    const at = Date.parse(`${date}T00:00:00Z`) - hours * 3_600_000;
    if (sydneyWallTime(at) === `${date}T00:00`) {
      return at;
    }
  }
  throw new Error(`no Sydney midnight found for ${date}`);
}

/** The owner's API: a bearer token and JSON/multipart calls that must succeed. */
export async function ownerApi(request: APIRequestContext) {
  const login = await request.post('/api/Account/login', {
    data: { email: 'owner@harbourside.demo', password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const ok = async <T>(reply: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    expect(reply.ok(), await reply.text()).toBe(true);
    return (await reply.json()) as T;
  };
  return {
    post: <T>(url: string, data: object) => request.post(url, { headers, data }).then((r) => ok<T>(r)),
    form: <T>(
      url: string,
      multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>,
    ) => request.post(url, { headers, multipart }).then((r) => ok<T>(r)),
    get: <T>(url: string) => request.get(url, { headers }).then((r) => ok<T>(r)),
  };
}
export type OwnerApi = Awaited<ReturnType<typeof ownerApi>>;

/** A client living at `at`, so clock-ins are checked against their address. */
export async function newClient(api: OwnerApi, prefix: string, at: { latitude: number; longitude: number }) {
  const firstName = `${prefix}${stamp()}`;
  const { profileId } = await api.form<{ profileId: string }>('/api/Profiles/add_client', {
    firstName,
    surName: 'Client',
    email: `${firstName.toLowerCase()}@example.com.au`,
    phoneNumber: '0412 000 666',
    agreementStartDate: '2026-01-01',
    agreementEndDate: '2030-12-31',
    ndisNo: '431000666',
    latitude: String(at.latitude),
    longitude: String(at.longitude),
  });
  return { id: profileId, fullName: `${firstName} Client` };
}

/** A staff member who signs in with `password`: their invitation is taken from the outbox. */
export async function newWorker(api: OwnerApi, request: APIRequestContext, prefix: string, password: string) {
  const firstName = `${prefix}${stamp()}`;
  const email = `${firstName.toLowerCase()}@example.com.au`;
  const { staffId } = await api.form<{ staffId: string }>('/api/Staffs/add_staff', {
    firstName,
    surName: 'Worker',
    email,
    phoneNumber: '0412 000 777',
    offerLetter: { name: 'offer-letter.pdf', mimeType: 'application/pdf', buffer: PDF },
  });
  const mails = await api.get<{ to: string; bodyText: string }[]>('/api/Mailbox/get_outbox');
  const invitation = mails.find((m) => m.to === email && m.bodyText.includes('set-password?token='));
  const token = /set-password\?token=([\w-]+)/.exec(invitation?.bodyText ?? '')?.[1] ?? '';
  const set = await request.post('/api/Account/set_password', {
    data: { token, password, confirmPassword: password },
  });
  expect(set.ok(), await set.text()).toBe(true);
  return { id: staffId, email };
}

/** The worker's shift with the client from `fromMs` to `toMs` (the checks overridden: a new worker has no screening). */
export async function addShift(
  api: OwnerApi,
  o: { staffId: string; clientId: string; fromMs: number; toMs: number; description: string },
) {
  await api.post('/api/ShiftRosters/add_multipleclient_shifts', {
    staffId: o.staffId,
    clientsId: [o.clientId],
    dateFrom: sydneyWallTime(o.fromMs),
    dateTo: sydneyWallTime(o.toMs),
    activities: ['Personal Support'],
    isNightShift: false,
    isExceptionalShift: false,
    repeat: false,
    ...Object.fromEntries(WEEKDAY_FLAGS.map((d) => [d, false])),
    stopDate: null,
    description: o.description,
    appointment: '',
    overrideReason: 'End-to-end test: a new worker',
  });
}
