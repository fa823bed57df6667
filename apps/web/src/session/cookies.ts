/** Reads one cookie by name; null when it is not set. */
export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) {
      return decodeURIComponent(item.slice(prefix.length));
    }
  }
  return null;
}

/** Writes a cookie for the whole site; without maxAgeSeconds it lasts for the browser session. */
export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (maxAgeSeconds !== undefined) {
    parts.push(`max-age=${Math.max(0, Math.floor(maxAgeSeconds))}`);
  }
  if (window.location.protocol === 'https:') {
    parts.push('Secure');
  }
  // biome-ignore lint/suspicious/noDocumentCookie: spec 1 §3 keeps token and role in cookies; the async Cookie Store API is not in every browser.
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: spec 1 §3 keeps token and role in cookies; the async Cookie Store API is not in every browser.
  document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0; SameSite=Lax`;
}
