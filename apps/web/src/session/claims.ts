/** A claim as the server sends it and as the browser keeps it (spec 1 §3). */
export interface StoredClaim {
  value: string;
}

/** The local storage key of the claims cache (spec 1 §3). */
export const CLAIMS_STORAGE_KEY = 'claims';

function isStoredClaim(item: unknown): item is StoredClaim {
  return typeof item === 'object' && item !== null && typeof (item as { value?: unknown }).value === 'string';
}

/** Parses the stored claims; anything unparsable (bad JSON, not a list) reads as an empty list. */
export function parseClaims(raw: string | null | undefined): StoredClaim[] {
  if (!raw) {
    return [];
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isStoredClaim).map((c) => ({ value: c.value })) : [];
  } catch {
    return [];
  }
}

export function readStoredClaims(): StoredClaim[] {
  return parseClaims(window.localStorage.getItem(CLAIMS_STORAGE_KEY));
}

export function writeStoredClaims(claims: readonly StoredClaim[]): void {
  window.localStorage.setItem(CLAIMS_STORAGE_KEY, JSON.stringify(claims.map((c) => ({ value: c.value }))));
}

export function clearStoredClaims(): void {
  window.localStorage.removeItem(CLAIMS_STORAGE_KEY);
}
