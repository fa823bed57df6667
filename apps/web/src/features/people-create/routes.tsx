import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../platform/route-kit.ts';

/** The creation and import pages under /app/forms (spec 2 §2), reached from the lists' add menus. */
export const peopleCreateRoutes = [
  appPage(
    'forms/create-admin',
    'administrator.add',
    lazyRouteComponent(() => import('./CreatePersonPages.tsx'), 'CreateAdministratorPage'),
  ),
  appPage(
    'forms/create-staff',
    'staff.add',
    lazyRouteComponent(() => import('./CreatePersonPages.tsx'), 'CreateStaffPage'),
  ),
  appPage(
    'forms/create-client',
    'client.add',
    lazyRouteComponent(() => import('./CreatePersonPages.tsx'), 'CreateClientPage'),
  ),
  appPage(
    'forms/upload-admin-via-excel',
    'administrator.add',
    lazyRouteComponent(() => import('./ExcelUploadPage.tsx'), 'UploadAdministratorsPage'),
  ),
  appPage(
    'forms/upload-staff-via-excel',
    'staff.add',
    lazyRouteComponent(() => import('./ExcelUploadPage.tsx'), 'UploadStaffPage'),
  ),
  appPage(
    'forms/upload-client-via-excel',
    'client.add',
    lazyRouteComponent(() => import('./ExcelUploadPage.tsx'), 'UploadClientsPage'),
  ),
  appPage(
    'forms/upload-admin-via-xero',
    'administrator.add',
    lazyRouteComponent(() => import('./AccountingImportPage.tsx'), 'ImportAdministratorsFromXeroPage'),
  ),
  appPage(
    'forms/upload-staff-via-xero',
    'staff.add',
    lazyRouteComponent(() => import('./AccountingImportPage.tsx'), 'ImportStaffFromXeroPage'),
  ),
  appPage(
    'forms/upload-client-via-xero',
    'client.add',
    lazyRouteComponent(() => import('./AccountingImportPage.tsx'), 'ImportClientsFromXeroPage'),
  ),
] as const;
