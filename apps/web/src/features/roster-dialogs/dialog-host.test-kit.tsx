import { vi } from 'vitest';
import { startSession } from '../../session/session-store.ts';
import { CLIENT_ID, OTHER_STAFF_ID, STAFF_ID } from '../../test/dialog-shifts.ts';
import { COMPANY, json, loginReplyFor, stubApi } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { type ShiftDialogRequest, ShiftDialogs } from './ShiftDialogs.tsx';

type Handlers = Parameters<typeof stubApi>[0];

/** The people the forms choose from: two active staff and one client. */
const PEOPLE: Handlers = {
  'GET /api/Companies/get_company/c-1': () => json({ company: COMPANY }),
  'GET /api/Staffs/get_active_staffs': () =>
    json([
      { staffId: STAFF_ID, fullName: 'Amelia Clarke' },
      { staffId: OTHER_STAFF_ID, fullName: 'Ben Okafor' },
    ]),
  'GET /api/Profiles/get_active_clients': () => json([{ profileId: CLIENT_ID, fullName: 'Noah Williams' }]),
  'POST /api/ShiftRosters/check_shift': () => json({ findings: [] }),
};

/** Test helper: the dialogs host opened with a request, signed in as the role, the API stubbed. */
export function openDialogs(
  request: ShiftDialogRequest | null,
  {
    role = 'Administrator',
    claims = [],
    api = {},
  }: { role?: string; claims?: string[]; api?: Handlers } = {},
) {
  startSession(loginReplyFor(role, claims));
  const urls: string[] = [];
  const bodies: unknown[] = [];
  const recorded: Handlers = {};
  for (const [key, handler] of Object.entries({ ...PEOPLE, ...api })) {
    recorded[key] = (init, url) => {
      // The test's own calls are recorded; the people lists and the checks are not.
      if (key in api && !key.endsWith('check_shift')) {
        urls.push(`${key.split(' ')[0]} ${url}`);
        if (init?.body instanceof FormData) {
          // A multipart body as its fields; a file as its name.
          bodies.push(
            Object.fromEntries([...init.body.entries()].map(([k, v]) => [k, v instanceof File ? v.name : v])),
          );
        } else if (init?.body) {
          bodies.push(JSON.parse(String(init.body)));
        }
      }
      return handler(init, url);
    };
  }
  const stub = stubApi(recorded);
  const onClose = vi.fn();
  renderWithProviders(<ShiftDialogs request={request} onClose={onClose} />);
  return { onClose, urls, bodies, calls: stub.calls };
}
