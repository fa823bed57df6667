import { MESSAGES } from '@care/domain';
import { ApiError, asErrorBody } from '../../api/api-error.ts';
import { sessionEnded } from '../../session/session-ended.ts';
import { getSession } from '../../session/session-store.ts';

/**
 * A PDF the API serves behind the bearer token, as a blob the page can frame (the server forbids
 * framing its replies, but a blob: address of our own is allowed). The JSON client reads replies
 * as text, so binary files come through here (as in ui/upload/download-file.ts); failures are
 * ApiErrors with the catalogue's messages, for the page to show.
 */
export async function fetchPdfBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = getSession()?.token;
  if (!token) {
    sessionEnded();
    throw new ApiError({ kind: 'unauthorized', status: 401, message: MESSAGES.unauthorized });
  }
  let response: Response;
  try {
    response = await window.fetch(`/api${path}`, { headers: { Authorization: `Bearer ${token}` }, signal });
  } catch (error) {
    if (signal?.aborted) {
      throw error;
    }
    throw new ApiError({ kind: 'network', status: 0, message: 'Network Error' });
  }
  if (response.status === 401) {
    sessionEnded();
    throw new ApiError({ kind: 'unauthorized', status: 401, message: MESSAGES.unauthorized });
  }
  if (!response.ok) {
    const reply = asErrorBody(await response.json().catch(() => null));
    const kind = response.status === 404 ? 'notFound' : response.status === 403 ? 'forbidden' : 'http';
    throw new ApiError({
      kind: response.status >= 500 ? 'server' : kind,
      status: response.status,
      message: response.status >= 500 ? MESSAGES.serverError : (reply?.message ?? MESSAGES.unknown),
    });
  }
  return response.blob();
}
