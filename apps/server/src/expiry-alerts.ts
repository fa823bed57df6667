import type { Database } from './db/client.ts';
import type { AppDeps } from './http/deps.ts';
import { sendDocumentExpiryAlerts } from './modules/documents/documents.api.ts';
import { sendFormReviewAlerts } from './modules/participant-forms/participant-forms.api.ts';
import { sendTrainingExpiryAlerts } from './modules/trainings/trainings.api.ts';

/**
 * The daily expiry run (product-jobs.ts): documents expiring or expired, participant forms due for
 * review (issue 27) and expiring trainings (issue 29), each area mailing its own, once per alert.
 * It sits above the areas so that none of them has to know the others. Returns the alerts sent.
 */
export async function sendExpiryAlerts(
  database: Database,
  deps: Pick<AppDeps, 'mailTransport'>,
  now: Date,
): Promise<number> {
  return (
    (await sendDocumentExpiryAlerts(database, deps, now)) +
    (await sendFormReviewAlerts(database, deps, now)) +
    (await sendTrainingExpiryAlerts(database, deps, now))
  );
}
