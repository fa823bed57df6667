/** The failures an accounting provider reports, in the product's words (the routes map them to replies). */

/** The books refused the data: each message concerns the record it names. */
export class AccountingValidationError extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join('; ') || 'The accounting system refused the data');
    this.name = 'AccountingValidationError';
  }
}

/** Over the provider's limits; `retryAfterSeconds` from its Retry-After. */
export class AccountingRateLimited extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    readonly problem: string | undefined,
  ) {
    super(
      `The accounting system asks to slow down (${problem ?? 'limit'}); try again in ${retryAfterSeconds} s`,
    );
    this.name = 'AccountingRateLimited';
  }
}

/** The connection's tokens are no longer accepted (revoked, rotated away, expired): connect again. */
export class AccountingReconnectRequired extends Error {
  constructor(detail = 'The accounting connection has expired or was revoked') {
    super(detail);
    this.name = 'AccountingReconnectRequired';
  }
}

/** The provider failed or could not be reached. */
export class AccountingUnavailable extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'AccountingUnavailable';
  }
}

/**
 * A write reached the provider (or may have) and no answer came back: it may have been saved there.
 * Its retry, under the same idempotency key, is what finds out.
 */
export class AccountingNoAnswer extends AccountingUnavailable {
  constructor(detail: string) {
    super(detail);
    this.name = 'AccountingNoAnswer';
  }
}

/** No provider is configured, or the company has not connected one. */
export class AccountingNotConnected extends Error {
  constructor() {
    super('No accounting connection');
    this.name = 'AccountingNotConnected';
  }
}
