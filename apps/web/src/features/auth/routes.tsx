import { lazyRouteComponent } from '@tanstack/react-router';
import { authPage } from '../../platform/route-kit.ts';

/** The public pages under /auth (spec 1 §2.1): sign-in, set password, confirm e-mail. */
export const authRoutes = [
  authPage(
    'sign-in',
    lazyRouteComponent(() => import('./SignInPage.tsx'), 'SignInPage'),
  ),
  authPage(
    'set-password',
    lazyRouteComponent(() => import('./SetPasswordPage.tsx'), 'SetPasswordPage'),
  ),
  authPage(
    'confirm-email',
    lazyRouteComponent(() => import('./ConfirmEmailPage.tsx'), 'ConfirmEmailPage'),
  ),
] as const;
