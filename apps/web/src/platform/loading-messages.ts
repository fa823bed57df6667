import { LOADING_PAGE, type Portal } from '@care/domain';

/** What the full-screen loading page says while it waits, per portal (spec 1 §2.2, §9: 6 messages each). */
export const LOADING_MESSAGES: Record<Portal, readonly string[]> = {
  staff: [
    'Getting your shifts ready…',
    "Checking today's roster…",
    'Loading your participants…',
    'Syncing your timesheets…',
    'Gathering your documents…',
    'Almost there…',
  ],
  client: [
    'Loading your care details…',
    'Finding your support team…',
    'Checking your upcoming visits…',
    'Gathering your documents…',
    'Preparing your profile…',
    'Almost there…',
  ],
  auditor: [
    'Loading records approved for audit…',
    'Gathering staff records…',
    'Gathering participant records…',
    'Checking document status…',
    'Preparing your dashboard…',
    'Almost there…',
  ],
  provider: [
    'Loading your participants…',
    'Checking referrals…',
    'Preparing participant records…',
    'Gathering documents…',
    'Setting up your workspace…',
    'Almost there…',
  ],
  general: [
    'Signing you in securely…',
    'Loading your organisation…',
    'Checking your access…',
    'Preparing your dashboard…',
    'Getting everything ready…',
    'Almost there…',
  ],
};

/** The label under the logo: "Staff portal", "General portal", ... */
export function portalLabel(portal: Portal): string {
  return `${portal.charAt(0).toUpperCase()}${portal.slice(1)} portal`;
}

/** The ceiling the bar creeps towards: it never claims to be done before the page is. */
export const PROGRESS_CEILING = 95;

/** One progress tick: a random step of up to 15 % (random in [0, 1)), never past the ceiling. */
export function nextProgress(current: number, random: number): number {
  return Math.min(PROGRESS_CEILING, current + random * LOADING_PAGE.maxIncrementPercent);
}
