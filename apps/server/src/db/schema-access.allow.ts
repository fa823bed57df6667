/*
 * The exceptions to db/schema-access.test.ts, which fails on any file missing here and on any entry
 * no longer needed: so these lists only shrink. Paths are relative to apps/server/src.
 */

/**
 * Files other than *.repo.ts that still import drizzle-orm or db/schema, each with why. None: every
 * route and use-case file calls its module's repos (or another module's door) for its SQL.
 */
export const SQL_OUTSIDE_REPOS: readonly string[] = [];

/** Writes into a table another module owns (db/schema/owners.ts): file → the tables. None. */
export const FOREIGN_WRITES: Readonly<Record<string, readonly string[]>> = {};

/**
 * Tables of another module (db/schema/owners.ts) that a file names (selects from, joins, filters
 * on, or names in hand-written SQL): file → the tables. Another area's rows come through its door
 * (modules/<area>/<area>.api.ts); what is left here joins across areas inside one query, which is
 * kept where the join is the point (a list searched, sorted and paged in SQL, a period's bill).
 */
export const FOREIGN_READS: Readonly<Record<string, readonly string[]>> = {
  // Billing, claims and pay: one query joins the worked shifts and splits, the clients, the prices and
  // the plans of a period; split per area it would be a read per row (docs/performance.md).
  'modules/invoices/billable.repo.ts': [
    'attendance_splits',
    'attendances',
    'profiles',
    'shift_roster_clients',
    'shift_rosters',
    'staffs',
    'support_items',
    'support_schedules',
  ],
  'modules/invoices/invoice-accounts.repo.ts': ['companies', 'profiles'],
  'modules/invoices/invoice-payers.repo.ts': ['client_plans', 'profiles'],
  'modules/invoices/invoice-budgets.repo.ts': ['client_plans', 'plan_budgets'],
  'modules/invoices/invoice-edit.repo.ts': ['profiles', 'support_schedules'],
  'modules/invoices/invoice-lines.repo.ts': ['profiles', 'staffs', 'support_items'],
  'modules/invoices/invoice-pdf.repo.ts': ['client_plans', 'profiles'],
  'modules/invoices/invoice-write.repo.ts': ['profiles'],
  'modules/invoices/pricing-rows.repo.ts': ['support_catalogues', 'support_items'],
  'modules/invoices/saved-invoices.repo.ts': ['profiles'],
  'modules/ndis-claims/claim-batches.repo.ts': ['invoice_lines', 'profiles'],
  'modules/ndis-claims/ndis-claims.repo.ts': ['client_plans', 'companies', 'invoice_lines', 'profiles'],
  'modules/plans/plans.repo.ts': ['invoice_lines', 'profiles'],
  'modules/timesheets/sent-timesheets.repo.ts': ['attendance_splits', 'attendances', 'staffs'],
  'modules/timesheets/split-access.repo.ts': ['attendance_splits', 'attendances', 'staffs'],
  'modules/timesheets/timesheet-split-view.repo.ts': [
    'attendance_splits',
    'attendances',
    'shift_rosters',
    'staffs',
  ],
  'modules/work-settings/work-settings.repo.ts': ['attendance_splits', 'attendances'],
  // Work records shown, filtered and paged with their shift, worker and client in the same query.
  'modules/attendance/attendance-view.repo.ts': ['companies', 'shift_rosters', 'staffs'],
  'modules/attendance/attendance.repo.ts': ['shift_reports'],
  'modules/attendance/duration-chart.repo.ts': ['staffs'],
  'modules/attendance/shift-on-site.repo.ts': ['profiles', 'progress_notes', 'staffs'],
  'modules/attendance/splits.repo.ts': ['shift_rosters'],
  'modules/progress-notes/progress-notes.repo.ts': ['attendances', 'profiles', 'shift_rosters', 'staffs'],
  'modules/shift-reports/shift-report-lists.repo.ts': ['shift_rosters', 'staffs'],
  'modules/shift-reports/shift-reports.repo.ts': ['attendances', 'shift_rosters', 'staffs'],
  'modules/incidents/incidents.repo.ts': [
    'profiles',
    'shift_roster_clients',
    'shift_rosters',
    'staffs',
    'users',
  ],
  'modules/incidents/restrictive-practices.repo.ts': ['profiles', 'staffs'],
  'modules/daily-reports/daily-reports.repo.ts': ['administrators', 'staffs'],
  // The roster's lists and checks: shifts with their people and open requests in one query.
  // The quarter's committed figure: the client's rostered shifts ahead joined to their services.
  'modules/support-at-home/sah-committed.repo.ts': ['shift_roster_clients', 'shift_rosters'],
  // Support at Home billing: a period's approved splits of the clients' shifts with their service,
  // client and worker in one query (as invoices/billable.repo.ts); a claim's lines with the client's name.
  'modules/support-at-home/sah-delivered.repo.ts': [
    'attendance_splits',
    'attendances',
    'profiles',
    'shift_roster_clients',
    'shift_rosters',
    'staffs',
  ],
  'modules/support-at-home/sah-claims.repo.ts': ['profiles'],
  // The monthly statement's contributions paid: the contributions area imports this one, so its door
  // cannot be imported back; one grouped read of its payments.
  'modules/support-at-home/sah-contributions-paid.repo.ts': [
    'sah_contribution_invoices',
    'sah_contribution_payments',
  ],
  // Contribution invoicing: the paid claim lines not yet invoiced, with their client, in one query (an
  // anti-join on this module's lines); the invoices listed with the client's name; the representative billed.
  'modules/sah-contributions/contribution-invoices.repo.ts': [
    'profiles',
    'representatives',
    'sah_claim_lines',
  ],
  'modules/roster/roster-scope.repo.ts': ['profiles', 'staffs'],
  'modules/roster/rostering-checks.repo.ts': ['staffs'],
  'modules/roster/shift-clients.repo.ts': ['profiles'],
  'modules/roster/shift-counts.repo.ts': ['profiles', 'staffs'],
  'modules/roster/shift-reads.repo.ts': [
    'attendances',
    'incidents',
    'open_shift_requests',
    'profiles',
    'sah_services',
    'shift_reports',
    'staffs',
  ],
  'modules/roster-workflow/workflow.repo.ts': ['staffs'],
  // Records listed with their person's name (searched and sorted in SQL), or their file's name and kind.
  'modules/care-record/care-record.repo.ts': ['profiles'],
  'modules/care-record/expenditures.repo.ts': ['staffs'],
  'modules/catalogue/catalogue.repo.ts': ['users'],
  'modules/catalogue/support-schedules.repo.ts': ['profiles'],
  'modules/participant-forms/participant-forms.repo.ts': ['profiles'],
  'modules/trainings/trainings.repo.ts': ['staffs', 'users'],
  'modules/messages/messages.repo.ts': ['users'],
  'modules/tickets/tickets.repo.ts': ['files', 'users'],
  'modules/documents/documents.repo.ts': ['files'],
  'modules/templates/templates.repo.ts': ['files'],
  'modules/users/users.repo.ts': ['profiles'],
  // A provider's clients listed with the client's details (referrals); the client profile with its
  // providers (people: referrals creates clients through the people door, so not the other way).
  'modules/referrals/client-providers.repo.ts': ['profiles'],
  'modules/people/client-providers.repo.ts': ['client_service_providers', 'service_providers'],
  // Sign-in and one-time links: the session is read with its user, company and claims in one query.
  'modules/auth/auth.repo.ts': ['companies', 'user_claims', 'users'],
  'modules/auth/one-time-tokens.repo.ts': ['users'],
  // Across areas by nature: the dashboard's counts in one round trip, a file's holders (who may
  // download it) in one query, and the record rules' scope (a provider's clients, a worker's shifts).
  'modules/dashboard/dashboard.repo.ts': ['administrators', 'profiles', 'staffs', 'users'],
  'modules/dashboard/today/today.repo.ts': [
    'attendance_splits',
    'attendances',
    'open_shift_requests',
    'shift_rosters',
    'staffs',
  ],
  'modules/files/file-holders.repo.ts': [
    'administrators',
    'attendances',
    'daily_reports',
    'documents',
    'mail_outbox',
    'participant_expenditures',
    'policy_documents',
    'profiles',
    'progress_notes',
    'staff_trainings',
    'staffs',
    'templates',
    'tickets',
    'user_messages',
  ],
  'modules/people/record-scope.repo.ts': [
    'client_service_providers',
    'service_providers',
    'shift_roster_clients',
    'shift_rosters',
  ],
};
