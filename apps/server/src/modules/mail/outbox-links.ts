import { mayControlAccount } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import type { Principal } from '../../http/principal.ts';
import { tokenOwners } from '../auth/auth.api.ts';

/** A one-time link in a mail's text (set a password, confirm an e-mail), with its token. */
const ONE_TIME_LINK = /\S*\/auth\/(?:set-password|confirm-email)\?token=([\w-]+)/g;

export const HIDDEN_LINK = '[one-time link hidden]';

/**
 * Hides the one-time links the viewer may not read. A link is readable by the account it opens
 * or, while no SMTP server is configured and the outbox is the only way to pass it on, by someone
 * who may control that account (a higher role; a CompanyAdmin). Anything else, or a link whose
 * account is gone, shows as HIDDEN_LINK.
 */
export async function hideOneTimeLinks<M extends { bodyText: string }>(
  db: Queryable,
  viewer: Principal,
  mails: readonly M[],
  smtpConfigured: boolean,
): Promise<(M & { linkHidden: boolean })[]> {
  const tokens = mails.flatMap((m) => [...m.bodyText.matchAll(ONE_TIME_LINK)].map((x) => x[1] as string));
  const owners = await tokenOwners(db, tokens);
  const me = { id: viewer.uid, role: viewer.role };
  const readable = (token: string) => {
    const owner = owners.get(token);
    return owner !== undefined && (owner.id === me.id || (!smtpConfigured && mayControlAccount(me, owner)));
  };
  return mails.map((m) => {
    let linkHidden = false;
    const bodyText = m.bodyText.replace(ONE_TIME_LINK, (link, token: string) => {
      if (readable(token)) {
        return link;
      }
      linkHidden = true;
      return HIDDEN_LINK;
    });
    return { ...m, bodyText, linkHidden };
  });
}
