// How the replicas script calls a replica or the proxy: every call has a time limit, and a reply
// is read whole (JSON when it is JSON, the bytes always).
/** No call waits longer than this; one that would is an error of its proof point. */
export const CALL_LIMIT_MS = 15_000;
export const PASSWORD = 'CarePlatform#2026';
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export const call = async (at, method, path, { token, body, form } = {}) => {
  const res = await fetch(at.url + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: form ?? (body ? JSON.stringify(body) : undefined),
    signal: AbortSignal.timeout(CALL_LIMIT_MS),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  let json;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    json = null;
  }
  return { status: res.status, json, bytes, headers: res.headers };
};
export const signIn = async (at, email, password = PASSWORD) =>
  (await call(at, 'POST', '/api/Account/login', { body: { email, password } })).json.token;
