import { type RouteTable, route } from '../../http/route-table.ts';
import {
  filterDocumentsRoute,
  getAllAdminDocumentsRoute,
  getAllClientDocumentsRoute,
  getAllDocumentsRoute,
  getAllStaffDocumentsRoute,
  getDocumentByNameRoute,
  getDocumentRoute,
  myDocumentsRoute,
} from './document-lists.ts';
import { expiryAlertsRoute } from './expiry-alerts.ts';
import {
  acceptDocumentRoute,
  approveConsentRoute,
  archiveDocumentRoute,
  deleteDocumentRoute,
  rejectDocumentRoute,
  requestConsentRoute,
} from './review-document.ts';
import { addDocumentRoute, editDocumentRoute } from './upload-document.ts';

export const documentRoutes: RouteTable = [
  route(getAllDocumentsRoute, 'document.viewAll'),
  route(filterDocumentsRoute, 'document.viewAll'),
  route(getAllStaffDocumentsRoute, 'document.view'),
  route(getAllClientDocumentsRoute, 'document.view'),
  route(getAllAdminDocumentsRoute, 'document.view'),
  route(myDocumentsRoute, 'document.view'),
  route(getDocumentByNameRoute, 'document.view'),
  route(getDocumentRoute, 'document.view'),
  route(addDocumentRoute, 'document.upload'),
  route(editDocumentRoute, 'document.edit'),
  route(acceptDocumentRoute, 'document.review'),
  route(rejectDocumentRoute, 'document.review'),
  route(archiveDocumentRoute, 'document.review'),
  route(deleteDocumentRoute, 'document.delete'),
  route(requestConsentRoute, 'document.requestConsent'),
  route(approveConsentRoute, 'document.approveConsent'),
  route(expiryAlertsRoute, 'document.viewAll'),
];
