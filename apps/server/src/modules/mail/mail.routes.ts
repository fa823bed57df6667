import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { defineRoute } from '../../http/route.ts';
import { fileUrl } from '../files/store-upload.ts';
import { listOutbox } from './mail.repo.ts';

export function mailRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/Mailbox/get_outbox',
    permission: 'mailbox.view',
    summary: 'The company’s sent and stored e-mail, newest first',
    tags: ['Mailbox'],
    async handler({ db, principal }) {
      const rows = await listOutbox(db, principal.companyId);
      return rows.map((m) => ({
        ...m,
        attachments: m.attachments.map((a) => ({ ...a, url: fileUrl(a.fileId) })),
        smtpConfigured: deps.mailTransport !== null,
      }));
    },
  });
}
