import { appPage } from '../../app/route-kit.tsx';
import {
  ImportAdministratorsFromXeroPage,
  ImportClientsFromXeroPage,
  ImportStaffFromXeroPage,
} from './AccountingImportPage.tsx';
import { CreateAdministratorPage, CreateClientPage, CreateStaffPage } from './CreatePersonPages.tsx';
import { UploadAdministratorsPage, UploadClientsPage, UploadStaffPage } from './ExcelUploadPage.tsx';

/** The creation and import pages under /app/forms (spec 2 §2), reached from the lists' add menus. */
export const peopleCreateRoutes = [
  appPage('forms/create-admin', 'administrator.add', CreateAdministratorPage),
  appPage('forms/create-staff', 'staff.add', CreateStaffPage),
  appPage('forms/create-client', 'client.add', CreateClientPage),
  appPage('forms/upload-admin-via-excel', 'administrator.add', UploadAdministratorsPage),
  appPage('forms/upload-staff-via-excel', 'staff.add', UploadStaffPage),
  appPage('forms/upload-client-via-excel', 'client.add', UploadClientsPage),
  appPage('forms/upload-admin-via-xero', 'administrator.add', ImportAdministratorsFromXeroPage),
  appPage('forms/upload-staff-via-xero', 'staff.add', ImportStaffFromXeroPage),
  appPage('forms/upload-client-via-xero', 'client.add', ImportClientsFromXeroPage),
] as const;
