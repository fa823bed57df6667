import { can } from '@care/domain';
import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../platform/route-kit.ts';

/** Progress notes: the reports area's list, the worker's list (issue 14). */
export const progressNoteRoutes = [
  appPage(
    'reports/progress-reports',
    'progressNote.view',
    lazyRouteComponent(() => import('./ProgressReportsPage.tsx'), 'ProgressReportsPage'),
  ),
  appPage(
    'staff/progress-note',
    (p) => p.role === 'Staff' && can(p, 'progressNote.own'),
    lazyRouteComponent(() => import('./StaffProgressNotesPage.tsx'), 'StaffProgressNotesPage'),
  ),
] as const;
