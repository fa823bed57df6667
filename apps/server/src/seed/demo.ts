import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies } from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/auth.api.ts';
import type { FileStore } from '../ports/files/file-store.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { seedBlueGum } from './demo-blue-gum.ts';
import { seedDemoCareNeeds } from './demo-care-needs.ts';
import { seedDemoCareRecord } from './demo-care-record.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { seedDemoCommunication } from './demo-communication.ts';
import { seedDemoDocuments } from './demo-documents.ts';
import { seedHarboursideExtras } from './demo-extras.ts';
import { seedHarbourside } from './demo-harbourside.ts';
import { seedDemoIncidents } from './demo-incidents.ts';
import { seedDemoInvoices } from './demo-invoices.ts';
import { seedDemoOfficeDay } from './demo-office-day.ts';
import { seedDemoParticipantForms } from './demo-participant-forms.ts';
import { seedDemoPayRuns } from './demo-pay-runs.ts';
import { seedDemoPaySettings } from './demo-pay-settings.ts';
import { seedDemoPlans } from './demo-plans.ts';
import { seedDemoReferrals } from './demo-referrals.ts';
import { seedDemoRoster } from './demo-roster.ts';
import { seedDemoSahContributions } from './demo-sah-contributions.ts';
import { seedDemoSahStatements } from './demo-sah-statements.ts';
import { seedDemoShiftDay } from './demo-shift-day.ts';
import { seedDemoSubscriptions } from './demo-subscriptions.ts';
import { seedDemoSupportAtHome } from './demo-support-at-home.ts';
import { seedDemoTimesheets } from './demo-timesheets.ts';

/** Loads the demo companies when the database holds no company yet; returns whether it did. */
export async function seedDemoIfEmpty(db: Db, files: FileStore, now: Date = new Date()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(companies);
  if ((row?.n ?? 0) > 0) {
    return false;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const harbourside = await seedHarbourside(tx, passwordHash, now);
    await seedHarboursideExtras(tx, files, harbourside, now);
    await seedDemoDocuments(tx, files, harbourside, now);
    await seedDemoReferrals(tx, harbourside, passwordHash, now);
    await seedDemoCareRecord(tx, files, harbourside, now);
    await seedDemoCareNeeds(tx, files, harbourside, now);
    // After the care needs: they mark where clients live (remote), which prices their schedules.
    await seedDemoCatalogue(tx, files, harbourside, now);
    await seedDemoPlans(tx, files, harbourside, now);
    await seedDemoParticipantForms(tx, harbourside, now);
    await seedDemoRoster(tx, harbourside, now);
    await seedDemoShiftDay(tx, harbourside, now);
    // After the shift reports: those with "Incident: Yes" raised incidents.
    await seedDemoIncidents(tx, harbourside, now);
    await seedDemoTimesheets(tx, harbourside, now);
    await seedDemoOfficeDay(tx, harbourside, now);
    await seedDemoInvoices(tx, files, harbourside, now);
    await seedDemoCommunication(tx, files, harbourside, now);
    await seedDemoPaySettings(tx, harbourside, now);
    // After the settings and the timesheets: the previous pay period approved for the ready workers.
    await seedDemoPayRuns(tx, harbourside, now);
    // Last of Harbourside: its Support at Home clients stay out of the NDIS rosters and invoices above.
    await seedDemoSupportAtHome(tx, harbourside, now);
    // After the claims' payment statement: the paid lines' contributions invoiced, one sent and part paid.
    await seedDemoSahContributions(tx, files, harbourside, now);
    // After the claims and the contribution invoices: last month's statements.
    await seedDemoSahStatements(tx, files, harbourside, now);
    const blueGum = await seedBlueGum(tx, passwordHash, now);
    await seedDemoSubscriptions(tx, harbourside, blueGum, now);
  });
  return true;
}
