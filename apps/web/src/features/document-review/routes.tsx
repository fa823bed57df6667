import { appPage, appRedirect } from '../../app/route-kit.tsx';
import {
  AdministratorDocumentsPage,
  ClientDocumentsPage,
  StaffDocumentsPage,
} from './DocumentReviewPage.tsx';

/** The document review screens (spec 1 §2.7): the root opens the administrators' documents. */
export const documentReviewRoutes = [
  appRedirect('document', '/app/document/administrators'),
  appPage('document/administrators', 'document.viewAll', AdministratorDocumentsPage),
  appPage('document/staff', 'document.viewAll', StaffDocumentsPage),
  appPage('document/client', 'document.viewAll', ClientDocumentsPage),
] as const;
