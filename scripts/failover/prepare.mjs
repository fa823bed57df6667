// What the failover proof needs before the kill: the owner's and a worker's tokens, a client by
// Sydney Town Hall, and shifts for the worker open for clock-in now (one clock-in each, so the proof
// can try one after the other until the database answers again).
import { call, signIn } from '../replicas/http.mjs';

const HOME = { latitude: -33.8731, longitude: 151.2065 };
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

function sydneyWallTime(at) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Australia/Sydney',
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

const ok = (r, what) => {
  if (r.status !== 200) {
    throw new Error(`${what} answered ${r.status}: ${JSON.stringify(r.json)}`);
  }
  return r.json;
};

export async function prepare(A, shiftCount) {
  const owner = await signIn(A, 'owner@harbourside.demo');
  const staff = ok(await call(A, 'GET', '/api/Staffs', { token: owner }), 'the staff list').find(
    (s) => s.email === 'staff@harbourside.demo',
  );
  const form = new FormData();
  for (const [k, v] of Object.entries({
    firstName: `Failover${Date.now().toString(36)}`,
    surName: 'Client',
    phoneNumber: '0412 000 666',
    agreementStartDate: '2026-01-01',
    agreementEndDate: '2030-12-31',
    ndisNo: '431000777',
    latitude: String(HOME.latitude),
    longitude: String(HOME.longitude),
  })) {
    form.append(k, v);
  }
  const { profileId } = ok(
    await call(A, 'POST', '/api/Profiles/add_client', { token: owner, form }),
    'add_client',
  );
  for (let i = 0; i < shiftCount; i++) {
    ok(
      await call(A, 'POST', '/api/ShiftRosters/add_multipleclient_shifts', {
        token: owner,
        body: {
          staffId: staff.staffId,
          clientsId: [profileId],
          dateFrom: sydneyWallTime(Date.now() - 5 * 60_000),
          dateTo: sydneyWallTime(Date.now() + 2 * 3_600_000),
          activities: ['Personal Support'],
          isNightShift: false,
          isExceptionalShift: false,
          repeat: false,
          ...Object.fromEntries(WEEKDAYS.map((d) => [d, false])),
          stopDate: null,
          description: `Failover proof ${i}`,
          appointment: '',
          overrideReason: 'Failover proof: one clock-in per try',
        },
      }),
      'add a shift',
    );
  }
  const shifts = ok(
    await call(A, 'GET', `/api/ShiftRosters/get_shifts_by_user?client=${profileId}`, { token: owner }),
    "the client's shifts",
  );
  const shiftIds = shifts.map((s) => s.shiftRosterId ?? s.id);
  return { owner, staffToken: await signIn(A, 'staff@harbourside.demo'), shiftIds, at: HOME };
}
