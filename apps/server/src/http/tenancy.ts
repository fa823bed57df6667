import { forbidden } from './errors.ts';
import type { Principal } from './principal.ts';

/**
 * Refuses (403) a request that names a company other than the signed-in user's, wherever it names
 * it: query, path or body, in any spelling of companyId.
 */
export function assertOwnCompany(principal: Principal, ...sources: unknown[]): void {
  for (const source of sources) {
    if (typeof source !== 'object' || source === null) {
      continue;
    }
    for (const [key, value] of Object.entries(source)) {
      if (key.toLowerCase() !== 'companyid' || value === undefined || value === null || value === '') {
        continue;
      }
      if (String(value) !== principal.companyId) {
        throw forbidden();
      }
    }
  }
}
