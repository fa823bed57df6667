/** The error catalogue's fixed texts (spec 1 §8), shared by the server's replies and the web's toasts. */
export const MESSAGES = {
  forbidden: "You don't have permission to perform this action.",
  notFound: 'The requested resource was not found.',
  serverError: 'Server error. Please try again later.',
  /** 503: the database could not be reached for a moment (a failover, a restart); nothing was lost. */
  unavailable: 'The service is unavailable for a moment. Please try again in a few seconds.',
  timeout: 'Request timeout. Please try again.',
  unknown: 'An error occurred',
  unauthorized: 'Your session has ended. Please sign in again.',
  invalidCredentials: 'Invalid email or password.',
  tooManySignIns: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  inputEmpty: 'Input Fields cannot be empty',
  passwordMismatch: 'Password does not match',
  badInput: 'Some fields need attention.',
  offline: 'Offline - Check your internet connection.',
  notFoundPage: "Sorry, we couldn't find the page you're looking for.",
  errorDialogTitle: "Something didn't load as expected",
  noFileSelected: 'No File Selected',
  provideValidReason: 'provide valid reason',
  noDocumentFound: 'No document found',
  consentRequestFailed: 'Consent Request failed',
  errorDialogBody:
    "Something didn't load as expected. An unexpected error occurred. You can try again or log out and start over.",
} as const;

/** Titles of error replies, written for the people reading the toast, not for developers. */
export const ERROR_TITLES = {
  badInput: 'Please check what you entered',
  unauthorized: 'Signed out',
  forbidden: 'Not allowed',
  notFound: 'Not found',
  tooMany: 'Please wait',
  conflict: 'Already exists',
  /** 409 of a write that kept losing races with others (deadlock, serialization failure). */
  busy: 'Please try again',
  server: 'Something went wrong',
  /** 503 while the database is out of reach (docs/operations.md, "The database failing over"). */
  unavailable: 'Please try again shortly',
} as const;
