import { MESSAGES } from '@care/domain';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../test/fixtures.ts';
import { ApiError } from './api-error.ts';
import { type ApiClientConfig, createApiClient } from './client.ts';

function setup(
  respond: (url: string, init?: RequestInit) => Promise<Response> | Response,
  token: string | null = 'tok',
) {
  const notify = { success: vi.fn(), error: vi.fn() };
  const log = vi.fn();
  const onSessionEnded = vi.fn();
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(respond(String(input), init)),
  );
  const config: ApiClientConfig = {
    baseUrl: '/api',
    timeoutMs: 1000,
    fetch: fetchMock as unknown as typeof fetch,
    notify,
    log,
    getToken: () => token,
    onSessionEnded,
  };
  return { client: createApiClient(config), notify, log, onSessionEnded, fetchMock };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('the API client', () => {
  it('sends the bearer token and the JSON body, and returns the reply', async () => {
    const { client, fetchMock } = setup(() => json({ ok: 1 }));
    await expect(client.post('/Things/add', { a: 1 }, { toastSuccess: false })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/Things/add');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
    expect(init?.body).toBe('{"a":1}');
  });

  it('on a 401 ends the session and toasts nothing', async () => {
    const { client, notify, onSessionEnded } = setup(() => json({ status: 'Error', message: 'nope' }, 401));
    const error = await failureOf(client.get('/Account/me'));
    expect(error.kind).toBe('unauthorized');
    expect(error.status).toBe(401);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('leaves a 401 alone on a call that says so (sign-out of a session already ended)', async () => {
    const { client, notify, onSessionEnded, fetchMock } = setup(() =>
      json({ status: 'Error', message: 'nope' }, 401),
    );
    const call = client.post('/Account/logout', undefined, {
      toastFailure: false,
      sessionEndsOn401: false,
    });
    await failureOf(call);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer tok');
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('leaves a 401 to the caller when no token was sent (sign-in)', async () => {
    const { client, notify, onSessionEnded } = setup(
      () => json({ status: 'Error', message: MESSAGES.invalidCredentials }, 401),
      null,
    );
    const error = await failureOf(client.post('/Account/login', {}, { auth: false, toastFailure: false }));
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
    expect(error.message).toBe(MESSAGES.invalidCredentials);
  });

  it('only logs a 403, with the catalogue message', async () => {
    const { client, notify, log } = setup(() => json({ status: 'Error', message: MESSAGES.forbidden }, 403));
    const error = await failureOf(client.post('/Clients/activate', {}));
    expect(error.kind).toBe('forbidden');
    expect(error.message).toBe(MESSAGES.forbidden);
    expect(notify.error).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
  });

  it('only logs a 404, with the catalogue message', async () => {
    const { client, notify, log } = setup(() => new Response('', { status: 404 }));
    const error = await failureOf(client.get('/Clients/get/42'));
    expect(error.kind).toBe('notFound');
    expect(error.message).toBe(MESSAGES.notFound);
    expect(notify.error).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
  });

  it('toasts "Server error. Please try again later." on a 500, once, for queries and actions', async () => {
    const { client, notify } = setup(() => json({ status: 'Error', message: 'boom' }, 500));
    await failureOf(client.get('/Dashboard/summary'));
    await failureOf(client.post('/Things/add', {}));
    expect(notify.error.mock.calls).toEqual([[MESSAGES.serverError], [MESSAGES.serverError]]);
  });

  it('times out with the toast "Request timeout. Please try again."', async () => {
    vi.useFakeTimers();
    const { client, notify } = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = failureOf(client.get('/Slow'));
    await vi.advanceTimersByTimeAsync(1000);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(error.status).toBe(0);
    expect(notify.error).toHaveBeenCalledWith(MESSAGES.timeout);
  });

  it('only logs a network error', async () => {
    const { client, notify, log } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failureOf(client.post('/Things/add', {}));
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(notify.error).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
  });

  it("toasts an action failure with the server's message and title, and keeps its field errors", async () => {
    const { client, notify } = setup(() =>
      json(
        {
          status: 'Error',
          title: 'Password',
          message: 'The old password is not correct.',
          errors: { oldPassword: 'Wrong' },
        },
        400,
      ),
    );
    const error = await failureOf(client.post('/Account/change_password', {}));
    expect(notify.error).toHaveBeenCalledWith('The old password is not correct.', 'Password');
    expect(error.fieldErrors).toEqual({ oldPassword: 'Wrong' });
    expect(error.fromServer).toBe(true);
  });

  it('toasts "An error occurred" when a failed action has no server reply', async () => {
    const { client, notify } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await failureOf(client.post('/Things/add', {}));
    expect(notify.error).toHaveBeenCalledWith(MESSAGES.unknown, undefined);
  });

  it('only logs a failed query other than 500', async () => {
    const { client, notify, log } = setup(() => json({ status: 'Error', message: 'Bad' }, 400));
    await failureOf(client.get('/Things'));
    expect(notify.error).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
  });

  it("toasts the server's message on a successful action, but not on a query", async () => {
    const { client, notify } = setup(() => json({ status: 'Success', message: 'Saved.' }));
    await client.post('/Things/add', {});
    await client.get('/Things');
    expect(notify.success.mock.calls).toEqual([['Saved.', undefined]]);
  });

  it('treats a 200 reply with status Error to an action as a failure', async () => {
    const { client, notify } = setup(() => json({ status: 'Error', message: 'Upload refused.' }));
    const error = await failureOf(client.post('/Documents/upload', {}));
    expect(error.message).toBe('Upload refused.');
    expect(notify.error).toHaveBeenCalledWith('Upload refused.', undefined);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('refuses an authenticated call without a token, without calling the server', async () => {
    const { client, fetchMock } = setup(() => json({}), null);
    const error = await failureOf(client.get('/Account/me'));
    expect(error.status).toBe(401);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
