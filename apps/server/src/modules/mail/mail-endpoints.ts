import { routeSpec } from '../../http/route.ts';
import { fileUrl } from '../files/files.api.ts';
import { listOutbox } from './mail.repo.ts';
import { hideOneTimeLinks } from './outbox-links.ts';

export const getOutboxRoute = routeSpec({
  method: 'GET',
  url: '/Mailbox/get_outbox',
  summary:
    'The company’s sent and stored e-mail, newest first; one-time links the viewer may not read are hidden (linkHidden)',
  tags: ['Mailbox'],
  async handler({ deps, db, principal }) {
    const smtpConfigured = deps.mailTransport !== null;
    const rows = await hideOneTimeLinks(
      db,
      principal,
      await listOutbox(db, principal.companyId),
      smtpConfigured,
    );
    return rows.map((m) => ({
      ...m,
      attachments: m.attachments.map((a) => ({ ...a, url: fileUrl(a.fileId) })),
      smtpConfigured,
    }));
  },
});
