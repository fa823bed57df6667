import { lazyRouteComponent } from '@tanstack/react-router';
import { rootPage } from '../../platform/route-kit.ts';

/** /upload-test (spec 1 §2.1): outside the /app layout, for any signed-in user. */
export const uploadTestRoutes = [
  rootPage(
    'upload-test',
    'signed-in',
    lazyRouteComponent(() => import('./UploadTestPage.tsx'), 'UploadTestPage'),
  ),
] as const;
