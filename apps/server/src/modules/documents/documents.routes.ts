import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerDocumentLists } from './document-lists.ts';
import { registerExpiryAlerts } from './expiry-alerts.ts';
import { registerReviewDocument } from './review-document.ts';
import { registerUploadDocument } from './upload-document.ts';

export function documentRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerDocumentLists(app, deps);
  registerUploadDocument(app, deps);
  registerReviewDocument(app, deps);
  registerExpiryAlerts(app, deps);
}
