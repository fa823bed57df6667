import type { RouteTable } from './http/route-table.ts';
import { accountingRoutes } from './modules/accounting/accounting.routes.ts';
import { activityLogRoutes } from './modules/activity-log/activity-log.routes.ts';
import { aiReportRoutes } from './modules/ai-report/ai-report.routes.ts';
import { attendanceRoutes } from './modules/attendance/attendance.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { availabilityRoutes } from './modules/availability/availability.routes.ts';
import { careNeedsRoutes } from './modules/care-needs/care-needs.routes.ts';
import { careRecordRoutes } from './modules/care-record/care-record.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { claimRoutes } from './modules/claims/claims.routes.ts';
import { companyRoutes } from './modules/companies/companies.routes.ts';
import { dailyReportRoutes } from './modules/daily-reports/daily-reports.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { documentRoutes } from './modules/documents/documents.routes.ts';
import { fileRoutes } from './modules/files/files.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { incidentRoutes } from './modules/incidents/incidents.routes.ts';
import { invoiceRoutes } from './modules/invoices/invoices.routes.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { marginRoutes } from './modules/margins/margins.routes.ts';
import { messageRoutes } from './modules/messages/messages.routes.ts';
import { ndisClaimRoutes } from './modules/ndis-claims/ndis-claims.routes.ts';
import { noticeRoutes } from './modules/notices/notices.routes.ts';
import { participantFormRoutes } from './modules/participant-forms/participant-forms.routes.ts';
import { payLineRoutes } from './modules/pay-lines/pay-lines.routes.ts';
import { paySettingsRoutes } from './modules/pay-settings/pay-settings.routes.ts';
import { peopleRoutes } from './modules/people/people.routes.ts';
import { planRoutes } from './modules/plans/plans.routes.ts';
import { policyRoutes } from './modules/policies/policies.routes.ts';
import { progressNoteRoutes } from './modules/progress-notes/progress-notes.routes.ts';
import { referralRoutes } from './modules/referrals/referrals.routes.ts';
import { roleRoutes } from './modules/roles/roles.routes.ts';
import { rosterRoutes } from './modules/roster/roster.routes.ts';
import { rosterWorkflowRoutes } from './modules/roster-workflow/roster-workflow.routes.ts';
import { sahContributionRoutes } from './modules/sah-contributions/sah-contributions.routes.ts';
import { shiftReportRoutes } from './modules/shift-reports/shift-reports.routes.ts';
import { subscriptionRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { supportAtHomeRoutes } from './modules/support-at-home/support-at-home.routes.ts';
import { templateRoutes } from './modules/templates/templates.routes.ts';
import { ticketRoutes } from './modules/tickets/tickets.routes.ts';
import { splitApprovalRoutes } from './modules/timesheets/timesheets.api.ts';
import { timesheetRoutes } from './modules/timesheets/timesheets.routes.ts';
import { trainingRoutes } from './modules/trainings/trainings.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { workSettingsRoutes } from './modules/work-settings/work-settings.routes.ts';

/** Every area's route table, in the order the API lists them: the whole of who may call what. */
export const AREA_ROUTES: readonly RouteTable[] = [
  healthRoutes,
  authRoutes,
  companyRoutes,
  subscriptionRoutes,
  dashboardRoutes,
  peopleRoutes,
  fileRoutes,
  mailRoutes,
  userRoutes,
  roleRoutes,
  claimRoutes,
  activityLogRoutes,
  templateRoutes,
  documentRoutes,
  referralRoutes,
  catalogueRoutes,
  careRecordRoutes,
  careNeedsRoutes,
  planRoutes,
  supportAtHomeRoutes,
  sahContributionRoutes,
  participantFormRoutes,
  rosterRoutes,
  rosterWorkflowRoutes,
  availabilityRoutes,
  noticeRoutes,
  workSettingsRoutes,
  accountingRoutes,
  attendanceRoutes,
  shiftReportRoutes,
  dailyReportRoutes,
  incidentRoutes,
  splitApprovalRoutes,
  timesheetRoutes,
  payLineRoutes,
  marginRoutes,
  progressNoteRoutes,
  aiReportRoutes,
  invoiceRoutes,
  ndisClaimRoutes,
  ticketRoutes,
  policyRoutes,
  trainingRoutes,
  paySettingsRoutes,
  messageRoutes,
];
