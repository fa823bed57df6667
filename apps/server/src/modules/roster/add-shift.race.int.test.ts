import { ROSTER_MESSAGES } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { harness } from '../../../test/harness.ts';
import { atOnce } from '../../../test/race.ts';
import { api, dayFromNow, post, screenedRoster, shiftBody, shiftsOf } from './roster.test-kit.ts';

describe('parallel shift adds', () => {
  it('booking one worker three times at once for the same hours keeps one; the others get the 409 with findings', async () => {
    const h = await harness();
    const r = await screenedRoster(h);
    const body = shiftBody(dayFromNow(h, 12), { staffId: r.staff.id, clientsId: [r.client.id] });
    const replies = await atOnce(3, () =>
      post(h, api('add_multipleclient_shifts'), r.c.users.CompanyAdmin.token, body),
    );
    const codes = replies.map((x) => x.statusCode).sort();
    expect(codes, replies.map((x) => x.body).join('\n')).toEqual([200, 409, 409]);
    for (const loser of replies.filter((x) => x.statusCode === 409)) {
      expect(loser.json()).toMatchObject({ status: 'Conflict', message: ROSTER_MESSAGES.findings });
    }
    expect(await shiftsOf(h, r.c.companyId)).toHaveLength(1);
  });
});
