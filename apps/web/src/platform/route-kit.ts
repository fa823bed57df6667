import { type Action, can, type Principal } from '@care/domain';
import type { AsyncRouteComponent } from '@tanstack/react-router';

// How a feature declares its pages: plain data in its routes.tsx, which the shell (app/router.tsx)
// turns into the router's routes. A feature never builds a route itself.

/**
 * A page component loaded on demand: `lazyRouteComponent(() => import('./XPage.tsx'), 'XPage')`.
 * Route files never import a page statically (docs/decisions/platform.md, "Every page loads on demand").
 */
export type LazyPage = AsyncRouteComponent<unknown>;

/** Who may open a page: a permission-table action, or a rule over the signed-in principal. */
export type PageAccess = Action | ((principal: Principal) => boolean);

/** Who may open a page outside the /app shell: also anyone ('public'), or anyone signed in. */
export type RootPageAccess = PageAccess | 'public' | 'signed-in';

/** A page under /app, in the signed-in shell; a user the rule refuses is sent to their role's home. */
export interface AppPage<TPath extends string = string> {
  readonly frame: 'app';
  readonly path: TPath;
  readonly access: PageAccess;
  readonly component: LazyPage;
}

/** A bare area root under /app (/app/staff, /app/shift, ...) that sends the user on. */
export interface AppRedirect<TPath extends string = string> {
  readonly frame: 'app';
  readonly path: TPath;
  readonly redirectTo: string;
}

/** A public page under /auth (sign-in, set password, confirm e-mail); a signed-in user goes to `/`. */
export interface AuthPage<TPath extends string = string> {
  readonly frame: 'auth';
  readonly path: TPath;
  readonly component: LazyPage;
}

/** A page outside the shell, from the site's root (the PDFs, the public referral form, /upload-test). */
export interface RootPage<TPath extends string = string> {
  readonly frame: 'root';
  readonly path: TPath;
  readonly access: RootPageAccess;
  readonly component: LazyPage;
}

/**
 * A top-level area of the spec that lives in the /app shell (/subscription/*, /payment/*…): the area
 * and every address below it go to the same address under `redirectTo`, the rest (path, query) kept.
 */
export interface RootRedirect<TPath extends string = string> {
  readonly frame: 'root';
  readonly path: TPath;
  /** The area's path, without the splat: what is cut from the address before `redirectTo` is put in front. */
  readonly area: string;
  readonly redirectTo: string;
}

/** One entry of a feature's route list. */
export type PageDefinition = AppPage | AppRedirect | AuthPage | RootPage | RootRedirect;

/** The rule behind an access: an action is looked up in the permission table. */
export function allows(access: PageAccess): (principal: Principal) => boolean {
  return (p) => (typeof access === 'function' ? access(p) : can(p, access));
}

/** A page under /app that the rule admits (others are sent to their role's home). */
export function appPage<const TPath extends string>(
  path: TPath,
  access: PageAccess,
  component: LazyPage,
): AppPage<TPath> {
  return { frame: 'app', path, access, component };
}

/** A bare area root (/app, /app/staff, ...) that sends the user on. */
export function appRedirect<const TPath extends string>(path: TPath, to: string): AppRedirect<TPath> {
  return { frame: 'app', path, redirectTo: to };
}

/** A public page under /auth (set password, confirm e-mail). */
export function authPage<const TPath extends string>(path: TPath, component: LazyPage): AuthPage<TPath> {
  return { frame: 'auth', path, component };
}

/** A page outside the /app shell: 'public', any signed-in user, or those the rule admits. */
export function rootPage<const TPath extends string>(
  path: TPath,
  access: RootPageAccess,
  component: LazyPage,
): RootPage<TPath> {
  return { frame: 'root', path, access, component };
}

/** `/<area>` and everything below it go to the same address under `to` (spec 1 §2.1's top-level areas). */
export function rootRedirect<const TArea extends string>(
  area: TArea,
  to: string,
): RootRedirect<`${TArea}/$`> {
  return { frame: 'root', path: `${area}/$`, area, redirectTo: to };
}
