import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../../app/route-kit.tsx';
import { requireSession } from '../../platform/guard.ts';

/** /upload-test (spec 1 §2.1): outside the /app layout, for any signed-in user. */
export const uploadTestRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'upload-test',
  beforeLoad: ({ location }) => {
    requireSession(location);
  },
  component: lazyRouteComponent(() => import('./UploadTestPage.tsx'), 'UploadTestPage'),
});
