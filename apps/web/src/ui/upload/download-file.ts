import { MESSAGES } from '@care/domain';
import { asErrorBody } from '../../api/api-error.ts';
import { toasts } from '../../platform/toasts.ts';
import { sessionEnded } from '../../session/session-ended.ts';
import { getSession } from '../../session/session-store.ts';

/** Hands a blob to the browser as a download under the given name. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file name of a Content-Disposition header, when it names one. */
export function fileNameOf(disposition: string | null): string | null {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * Downloads a file the API serves behind the bearer token (GET /api{path}). The JSON API client
 * reads replies as text, so binary files come through here; failures read like the client's.
 * Returns true when the download started.
 */
export async function downloadApiFile(path: string, fallbackName: string): Promise<boolean> {
  const token = getSession()?.token;
  if (!token) {
    sessionEnded();
    return false;
  }
  let response: Response;
  try {
    response = await window.fetch(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    toasts.error("We couldn't reach the server. Check your connection and try again.");
    return false;
  }
  if (response.status === 401) {
    sessionEnded();
    return false;
  }
  if (!response.ok) {
    const reply = asErrorBody(await response.json().catch(() => null));
    toasts.error(
      response.status === 500 ? MESSAGES.serverError : (reply?.message ?? MESSAGES.unknown),
      reply?.title,
    );
    return false;
  }
  saveBlob(await response.blob(), fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName);
  return true;
}
