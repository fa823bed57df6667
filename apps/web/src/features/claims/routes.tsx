import { appPage } from '../../app/route-kit.tsx';
import { ClaimsPage } from './ClaimsPage.tsx';

/** Manage User Privileges; reading needs user.manage, saving claims.grant (spec 2 §2, §6). */
export const claimRoutes = [appPage('user/claims/$uid', 'user.manage', ClaimsPage)] as const;
