/** Where a signed-out visitor wanted to go, kept per role (spec 1 §2.2, §8). */
const PREFIX = 'returnTo:';
const GUEST = 'guest';

function keyFor(role: string | null | undefined): string {
  return `${PREFIX}${role || GUEST}`;
}

/** A path we may send the user back to: same-site, inside the app, and not the sign-in pages. */
export function isReturnablePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/auth') && path !== '/';
}

/** Remembers the requested path under the role that asked for it (guest when unknown). */
export function rememberPath(role: string | null | undefined, path: string): void {
  if (isReturnablePath(path)) {
    window.localStorage.setItem(keyFor(role), path);
  }
}

/** The path to return to after signing in as the role (its own first, then a guest's), and forgets it. */
export function takeRememberedPath(role: string): string | null {
  const own = window.localStorage.getItem(keyFor(role));
  const guest = window.localStorage.getItem(keyFor(null));
  window.localStorage.removeItem(keyFor(role));
  window.localStorage.removeItem(keyFor(null));
  const path = own ?? guest;
  return path && isReturnablePath(path) ? path : null;
}
