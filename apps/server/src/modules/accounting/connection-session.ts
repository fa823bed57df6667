import type { AppDeps } from '../../http/deps.ts';
import type { AccountingSession } from '../../ports/accounting/accounting.ts';
import {
  AccountingNotConnected,
  AccountingReconnectRequired,
  AccountingUnavailable,
} from '../../ports/accounting/accounting-errors.ts';
import { TokenCipher } from '../../ports/accounting/token-cipher.ts';
import { type ConnectionRow, findConnection, lockConnection, updateConnection } from './accounting.repo.ts';
import { failureReply } from './accounting-failure.ts';

/** Refresh when the access token has less than this left, so no call starts with a dying token. */
const REFRESH_MARGIN_MS = 2 * 60_000;

const ciphers = new WeakMap<AppDeps['config'], TokenCipher>();
/** The cipher of the configured key (ACCOUNTING_TOKEN_KEY; tests: the JWT secret). */
export function cipherOf(deps: AppDeps): TokenCipher {
  let cipher = ciphers.get(deps.config);
  if (!cipher) {
    cipher = new TokenCipher(deps.config.accountingTokenKey ?? deps.config.jwtSecret);
    ciphers.set(deps.config, cipher);
  }
  return cipher;
}

/**
 * A session for the company's organisation with a valid access token. A token near expiry is
 * refreshed under the connection's row lock: a second request waiting on the lock finds the new
 * token and does not refresh again (refresh tokens are single use). The new refresh token is stored
 * before the new access token is used. A refused refresh marks the connection ReconnectNeeded. The
 * session renews its token once more when the provider refuses it early (`renew`, issue 37).
 */
export async function accountingSession(deps: AppDeps, companyId: string): Promise<AccountingSession> {
  if (!deps.accounting.configured) {
    throw new AccountingNotConnected();
  }
  const cipher = cipherOf(deps);
  const due = (row: { accessExpiresAt: Date }) =>
    row.accessExpiresAt.getTime() - deps.clock().getTime() <= REFRESH_MARGIN_MS;
  const row = await findConnection(deps.database.db, companyId);
  if (!row || row.status === 'ChooseOrganisation' || !row.tenantId) {
    throw new AccountingNotConnected();
  }
  if (row.status === 'ReconnectNeeded') {
    throw new AccountingReconnectRequired();
  }
  const tokens = due(row)
    ? await refreshed(deps, companyId, due)
    : { tenantId: row.tenantId, accessToken: cipher.open(row.accessToken) };
  const session: AccountingSession = {
    ...tokens,
    // Refused before its time: refreshed, unless another request has already stored a newer one.
    renew: async () => {
      const rejected = session.accessToken;
      return (await refreshed(deps, companyId, (r) => cipher.open(r.accessToken) === rejected)).accessToken;
    },
  };
  return session;
}

/** The tokens after a refresh under the row lock, when `stale` still holds of the locked row. */
async function refreshed(
  deps: AppDeps,
  companyId: string,
  stale: (row: ConnectionRow) => boolean,
): Promise<{ tenantId: string; accessToken: string }> {
  const cipher = cipherOf(deps);
  const outcome = await deps.database.db.transaction(async (tx) => {
    const locked = await lockConnection(tx, companyId);
    if (!locked?.tenantId) {
      return 'gone' as const;
    }
    if (locked.status === 'ReconnectNeeded') {
      return 'reconnect' as const;
    }
    if (!stale(locked)) {
      return { tenantId: locked.tenantId, accessToken: cipher.open(locked.accessToken) };
    }
    try {
      const tokens = await deps.accounting.refresh(cipher.open(locked.refreshToken));
      const now = deps.clock();
      await updateConnection(tx, companyId, {
        accessToken: cipher.seal(tokens.accessToken),
        refreshToken: cipher.seal(tokens.refreshToken),
        accessExpiresAt: new Date(now.getTime() + tokens.expiresInSeconds * 1000),
        refreshedAt: now,
      });
      return { tenantId: locked.tenantId, accessToken: tokens.accessToken };
    } catch (error) {
      if (error instanceof AccountingReconnectRequired) {
        return 'reconnect' as const;
      }
      throw error;
    }
  });
  if (outcome === 'gone') {
    throw new AccountingNotConnected();
  }
  if (outcome === 'reconnect') {
    await updateConnection(deps.database.db, companyId, { status: 'ReconnectNeeded' });
    throw new AccountingReconnectRequired();
  }
  return outcome;
}

/**
 * Setup → Integrations asks the provider whether the connection still reaches the organisation, so
 * consent revoked in Xero shows Reconnect needed at once rather than at the next refresh (issue 37).
 * Revoked (the refresh refused, or the organisation no longer among the connection's): marked
 * ReconnectNeeded. The provider unreachable: left as it is, since nothing is known.
 */
export async function confirmConnection(deps: AppDeps, companyId: string): Promise<void> {
  try {
    const session = await accountingSession(deps, companyId);
    const organisations = await deps.accounting
      .organisations(session.accessToken)
      .catch(async (error: unknown) => {
        if (error instanceof AccountingReconnectRequired && session.renew) {
          return deps.accounting.organisations(await session.renew());
        }
        throw error;
      });
    if (!organisations.some((o) => o.tenantId === session.tenantId)) {
      await updateConnection(deps.database.db, companyId, { status: 'ReconnectNeeded' });
    }
  } catch (error) {
    if (
      !(error instanceof AccountingReconnectRequired) &&
      !(error instanceof AccountingNotConnected) &&
      !(error instanceof AccountingUnavailable)
    ) {
      throw error;
    }
  }
}

/**
 * A post's `prepare`: refuses before any job starts when the company has no working connection,
 * with the failure's plain words (how to connect, or to reconnect).
 */
export async function requireConnection({
  deps,
  principal,
}: {
  deps: AppDeps;
  principal: { companyId: string };
}) {
  try {
    await accountingSession(deps, principal.companyId);
  } catch (error) {
    throw failureReply(error);
  }
}
