import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../platform/route-kit.ts';

/**
 * The participant forms (spec 1 §2.3): /app/participant/{slug}/{clientId}, which also previews a
 * stored document at /app/participant/{docUrl}/{userId}. The incident report's own page is the
 * incident register's (a static segment, so the router prefers it).
 */
export const participantFormRoutes = [
  appPage(
    'participant/$slug/$clientId',
    'participantForm.view',
    lazyRouteComponent(() => import('./ParticipantFormPage.tsx'), 'ParticipantFormPage'),
  ),
] as const;
