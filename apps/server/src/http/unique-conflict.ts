import { type AppError, conflict } from './errors.ts';

/** PostgreSQL's SQLSTATE for a row a unique index refused. */
const UNIQUE_VIOLATION = '23505';

const EMAIL_TAKEN = { message: 'A person with this email already exists.', field: 'email' };

/**
 * What each unique index protects, in the words of the pre-check that usually answers first: a
 * request that loses a race past the pre-check gets the same message, as a 409.
 */
const TAKEN: Record<string, { message: string; field?: string }> = {
  users_email_unique: EMAIL_TAKEN,
  administrators_company_email_unique: EMAIL_TAKEN,
  staffs_company_email_unique: EMAIL_TAKEN,
  profiles_company_email_unique: EMAIL_TAKEN,
  service_providers_company_email_unique: {
    message: 'A service provider with this email already exists.',
    field: 'email',
  },
  company_roles_name_unique: { message: 'A role with this name already exists.', field: 'role' },
  user_claims_unique: { message: 'This user already has this claim.' },
  client_referrals_profile_unique: { message: 'This referral has already been accepted.' },
  client_service_providers_unique: { message: 'This client is already linked to this service provider.' },
};

const FALLBACK: { message: string; field?: string } = {
  message: 'This record already exists. Refresh the page to see it.',
};

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/**
 * The 409 for a unique-violation raised by pg or PGlite (Drizzle puts the driver's error on
 * `cause`), naming what is taken; undefined for any other error.
 */
export function uniqueConflict(error: unknown): AppError | undefined {
  for (let e = error as PgErrorFields | undefined, depth = 0; e && depth < 3; depth++) {
    if (e.code === UNIQUE_VIOLATION) {
      const { message, field } = (typeof e.constraint === 'string' && TAKEN[e.constraint]) || FALLBACK;
      return conflict(message, field ? { [field]: message } : undefined);
    }
    e = typeof e.cause === 'object' && e.cause !== null ? (e.cause as PgErrorFields) : undefined;
  }
  return undefined;
}
