/**
 * Where a message the product just queued went, for the reply the office reads (issue 26): by e-mail
 * when a mail server is set up (SMTP_URL), otherwise only to the outbox on the admins' Mailbox page,
 * so "invited by e-mail" is never said when nothing left the building.
 */
export function mailDestination(config: { smtpUrl?: string | undefined }): 'mail' | 'mailbox' {
  return config.smtpUrl ? 'mail' : 'mailbox';
}

/** "… was added and invited by e-mail." or where the invitation waits instead. */
export function addedAndInvited(name: string, config: { smtpUrl?: string | undefined }): string {
  return mailDestination(config) === 'mail'
    ? `${name} was added and invited by e-mail.`
    : `${name} was added. No mail server is set up, so the invitation is in the Mailbox (People › Mailbox) to pass on.`;
}

/** A link sent to an address, or kept in the Mailbox when no mail server is set up. */
export function linkSentTo(what: string, email: string, config: { smtpUrl?: string | undefined }): string {
  return mailDestination(config) === 'mail'
    ? `${what} was sent to ${email}.`
    : `${what} for ${email} is in the Mailbox: no mail server is set up, so nothing was e-mailed.`;
}
