import { isApiError } from '../api/api-error.ts';

const CHUNK_LOAD =
  /ChunkLoadError|Loading (CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;
const NETWORK =
  /^(Network ?Error|Failed to fetch|Load failed|NetworkError when attempting to fetch resource\.?)$/i;

function field(error: unknown, name: string): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined;
}

/** True for a failed lazy-loaded chunk (usually a new release): a reload fixes it, not a dialog. */
export function isChunkLoadError(error: unknown): boolean {
  const name = String(field(error, 'name') ?? '');
  const message = String(field(error, 'message') ?? '');
  return name === 'ChunkLoadError' || CHUNK_LOAD.test(message);
}

/**
 * Errors the error dialog leaves alone (spec 1 §8): network errors, time-outs, chunk-load errors,
 * HTTP 401 (the session handling deals with it) and status 0. Every other error shows the dialog.
 */
export function isIgnoredByErrorDialog(error: unknown): boolean {
  if (isApiError(error)) {
    return error.kind === 'network' || error.kind === 'timeout' || error.status === 401 || error.status === 0;
  }
  const status = field(error, 'status');
  if (status === 401 || status === 0) {
    return true;
  }
  const name = String(field(error, 'name') ?? '');
  if (name === 'AbortError' || name === 'TimeoutError') {
    return true;
  }
  const message = String(field(error, 'message') ?? '');
  return isChunkLoadError(error) || NETWORK.test(message) || /timeout/i.test(message);
}
