/**
 * The one module that owns each table: only that module's code writes it (inserts, updates,
 * deletes), and other modules read it through the reads that module exports. Keyed by the table's
 * SQL name; the value is the module's folder under src/modules. The table is declared in the schema
 * file named after its owner. `owners.test.ts` holds this list, the schema and the folders together;
 * `db/schema-access.test.ts` holds the modules' code to it.
 */
export const TABLE_OWNERS = {
  activity_logs: 'activity-log',
  attendances: 'attendance',
  attendance_splits: 'attendance',
  user_tokens: 'auth',
  staff_availabilities: 'availability',
  disabilities: 'care-needs',
  health_supports: 'care-needs',
  community_supports: 'care-needs',
  behaviour_supports: 'care-needs',
  client_schedules: 'care-record',
  daily_livings: 'care-record',
  aids: 'care-record',
  participant_expenditures: 'care-record',
  representatives: 'care-record',
  support_catalogues: 'catalogue',
  support_items: 'catalogue',
  support_schedules: 'catalogue',
  user_claims: 'claims',
  companies: 'companies',
  daily_reports: 'daily-reports',
  documents: 'documents',
  document_alerts: 'documents',
  files: 'files',
  invoice_lines: 'invoices',
  mail_outbox: 'mail',
  claim_batches: 'ndis-claims',
  claim_batch_lines: 'ndis-claims',
  user_notices: 'notices',
  administrators: 'people',
  staffs: 'people',
  profiles: 'people',
  client_plans: 'plans',
  plan_budgets: 'plans',
  progress_notes: 'progress-notes',
  service_providers: 'referrals',
  client_service_providers: 'referrals',
  client_referrals: 'referrals',
  company_roles: 'roles',
  shift_rosters: 'roster',
  shift_roster_clients: 'roster',
  open_shift_requests: 'roster-workflow',
  shift_reports: 'shift-reports',
  templates: 'templates',
  timesheets: 'timesheets',
  timesheet_send_logs: 'timesheets',
  users: 'users',
  public_holidays: 'work-settings',
} as const satisfies Record<string, string>;

export type OwnedTable = keyof typeof TABLE_OWNERS;
export type OwningModule = (typeof TABLE_OWNERS)[OwnedTable];
