import type { StatusReply } from '@care/domain';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { dismissNotice, listOpenNotices } from './notices.repo.ts';

export const mineNoticeRoute = routeSpec({
  method: 'GET',
  url: '/Notices/mine',
  summary: 'The signed-in user’s notices not yet dismissed, newest first',
  tags: ['Notices'],
  async handler({ db, principal }) {
    const rows = await listOpenNotices(db, principal.companyId, principal.uid);
    return rows.map((r) => ({ ...r, dateCreated: r.dateCreated.toISOString() }));
  },
});

export const dismissNoticeRoute = routeSpec({
  method: 'POST',
  url: '/Notices/dismiss/:id',
  summary: 'Dismiss one of the signed-in user’s notices',
  tags: ['Notices'],
  params: z.object({ id: z.uuid('The id must be a UUID') }),
  activity: 'Dismissed a notice',
  async handler({ db, principal, params, now }): Promise<StatusReply> {
    // Someone else's notice, or one already dismissed, is not there for this user.
    if ((await dismissNotice(db, principal.companyId, principal.uid, params.id, now)) === 0) {
      throw notFound();
    }
    return { status: 'Success', message: 'Notice dismissed.' };
  },
});
