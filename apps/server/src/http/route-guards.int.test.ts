import { randomUUID } from 'node:crypto';
import { type Action, can, DEFAULT_PAY_SWITCH_VALUES, MESSAGES, ROLES, type Role } from '@care/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uniqueName } from '../../test/fixtures.ts';
import { addSignedInUser, bearer, harness, PASSWORD } from '../../test/harness.ts';
import { referralBody } from '../../test/referrals.ts';
import { activityLogs, companies } from '../db/schema/index.ts';

/**
 * Cases 3 and 4 of every route, read from the route table so that a new route is covered the day it
 * is registered: a signed-in role its permission leaves out gets 403, and so does a request naming
 * another company; neither writes anything.
 */
const h = await harness();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface ApiRoute {
  label: string;
  method: Method;
  url: string;
  permission: string;
  /** Any of these lets the caller in (the area table's line). */
  permissions: readonly string[] | 'public';
  query: unknown;
}

const ROUTES: ApiRoute[] = h.app.routeTable
  .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD')
  .map((r) => ({
    label: `${String(r.method)} ${r.url}`,
    method: r.method as Method,
    url: r.url,
    permission: (r.config as { permission: string }).permission,
    permissions: (r.config as { permissions: readonly string[] | 'public' }).permissions,
    query: (r.schema as { querystring?: unknown } | undefined)?.querystring,
  }))
  .filter((r) => r.permission !== 'public');

const allows = (role: Role, route: ApiRoute) =>
  route.permissions !== 'public' && route.permissions.some((a) => can({ role, claims: [] }, a as Action));

/** A fresh, uniquely named company; its users are added per test, only in the roles the test needs. */
async function newCompany(): Promise<string> {
  const tag = randomUUID().slice(0, 8);
  const [row] = await h.database.db
    .insert(companies)
    .values({ name: `Guarded Care ${tag}`, email: `office-${tag}@test.example` })
    .returning({ id: companies.id });
  return row?.id ?? '';
}

const tokenOf = async (companyId: string, role: Role) => (await addSignedInUser(h, companyId, role)).token;

const activityCount = async (companyId: string) =>
  (
    await h.database.db.select({ n: count() }).from(activityLogs).where(eq(activityLogs.companyId, companyId))
  )[0]?.n ?? 0;

/** The path with each `:param` filled with a fresh id. */
const pathOf = (url: string) => url.replace(/:\w+/g, () => randomUUID());

/** Values for the required query fields, so that validation passes and the tenancy check is reached. */
function requiredQuery(schema: unknown): Record<string, string> {
  const shape = (schema as { shape?: Record<string, { safeParse(v: unknown): { success: boolean } }> })
    ?.shape;
  const out: Record<string, string> = {};
  for (const [key, field] of Object.entries(shape ?? {})) {
    if (field.safeParse(undefined).success) {
      continue;
    }
    // A calendar date for the roster's date fields (repeat, duplicate, move), a count and a billing
    // cycle for the subscription's; never reaches a handler's logic.
    const value = [
      randomUUID(),
      'true',
      'someone@test.example',
      '2026-01-05',
      '2026-01',
      '1',
      'Monthly',
    ].find((v) => field.safeParse(v).success);
    out[key] = value ?? 'x';
  }
  return out;
}

/** A valid JSON body for each route that validates one before its handler runs. */
function bodyFor(label: string): object | undefined {
  const name = uniqueName('Guard').replace('-', '');
  const email = `${name.toLowerCase()}@test.example`;
  const provider = { referralCompany: 'Plan Co', name, email, phone: '0400 111 222' };
  const profileId = randomUUID();
  const schedule = {
    profileId,
    days: 'Monday',
    fromTimeOfDay: '09:00',
    toTimeOfDay: '10:00',
    activities: 'Transport',
  };
  const dailyLiving = { profileId, activities: 'Cooking', details: 'With help' };
  const aid = { profileId, equipmentUsed: 'Walker' };
  const representative = {
    profileId,
    fullName: name,
    address: '1 Test St',
    email,
    mobilePhone: '0400 111 222',
  };
  const assistance = { profileId, fullName: name, email, phone: '0400 111 222' };
  const plan = {
    clientId: randomUUID(),
    startDate: '2026-07-01',
    endDate: '2027-06-30',
    management: 'NDIA Managed',
  };
  const disability = {
    profileId,
    mobilityIndependent: 'Mobility Independency',
    hearingIssues: 'No Issues',
    visionIssues: 'No Issues',
    memoryIssues: 'No Issues',
    communicationMeans: 'Verbally',
  };
  const health = { profileId, requireMedication: 'No' };
  const incident = {
    type: 'Incident',
    title: 'Fall',
    occurredDate: '2026-01-05',
    occurredTime: '09:00',
    location: 'Home',
    description: 'Slipped',
    immediateActions: 'First aid',
    personHarmed: 'No',
    reportable: 'Not reportable',
  };
  const needs = { profileId, question1: 'Calm', transportType: 'Bus' };
  const availability = {
    staffId: randomUUID(),
    days: 'Monday',
    fromTimeOfDay: '09:00',
    toTimeOfDay: '10:00',
  };
  const shift = {
    staffId: randomUUID(),
    clientsId: [randomUUID()],
    dateFrom: '2026-01-05T09:00',
    dateTo: '2026-01-05T13:00',
    activities: ['Personal Support'],
  };
  const report = { shiftRosterId: randomUUID(), goal_Progress: '<p>Twenty characters of progress</p>' };
  const article = { title: 'Help', category: 'Technical', audience: 'Everyone', body: '<p>Text</p>' };
  const bodies: Record<string, object> = {
    'POST /api/Account/change_password': {
      email,
      oldPassword: PASSWORD,
      password: 'Another-Pass-77',
      confirmPassword: 'Another-Pass-77',
    },
    'POST /api/Account/add_user': {
      firstName: 'Guard',
      lastName: 'Test',
      email,
      phoneNumber: '0412345678',
      role: 'Auditor',
      password: 'Chosen-Pass-1',
      confirmPassword: 'Chosen-Pass-1',
    },
    'POST /api/Account/user_edit/:id': {
      firstName: 'Guard',
      lastName: 'Test',
      phoneNumber: '0412345678',
      role: 'Staff',
    },
    'POST /api/Account/create_role': { role: name },
    'POST /api/Account/add_claims_to_user': { userId: randomUUID(), claims: ['Edit Client'] },
    'POST /api/ClientCareManagers/assign_client_to_caremanager': {
      id: randomUUID(),
      profileId: randomUUID(),
    },
    'POST /api/ClientServiceProviders/assign_client_serviceprovider': {
      serviceProvidersId: randomUUID(),
      clientId: randomUUID(),
    },
    'POST /api/ClientReferrals/edit_referral/:id': referralBody(),
    'POST /api/ClientReferrals/add_serviceprovider': provider,
    'POST /api/ClientReferrals/edit_service_provider/:id': provider,
    'POST /api/ClientSchedules/add_client_schedule': schedule,
    'POST /api/ClientSchedules/edit/:id': schedule,
    'POST /api/DailyLivings': dailyLiving,
    'POST /api/DailyLivings/edit/:id': dailyLiving,
    'POST /api/Aids': aid,
    'POST /api/Aids/edit/:id': aid,
    'POST /api/Representatives/add_representative': representative,
    'POST /api/Representatives/edit/:id': representative,
    'POST /api/Assistances': assistance,
    'POST /api/Assistances/edit/:id': assistance,
    'POST /api/Disabilities': disability,
    'POST /api/Disabilities/edit/:id': disability,
    'POST /api/HealthSupports': health,
    'POST /api/HealthSupports/edit/:id': health,
    'POST /api/CommunitySupports': needs,
    'POST /api/CommunitySupports/edit/:id': needs,
    'POST /api/BehaviourSupports': needs,
    'POST /api/BehaviourSupports/edit/:id': needs,
    'POST /api/Invoice/add_schedule_of_support': {
      profileId,
      itemNumber: '01_011_0107_1_1',
      quantity: 2,
      frequency: 'Monday',
    },
    'POST /api/ClientPlans': plan,
    'POST /api/ParticipantForms/save': { clientId: randomUUID(), slug: 'goal-plan', values: {} },
    'POST /api/ParticipantForms/send_for_signing': { clientId: randomUUID(), formId: randomUUID() },
    'POST /api/ParticipantForms/sign': {
      clientId: randomUUID(),
      formId: randomUUID(),
      role: 'staff',
      name: 'Guard',
      method: 'verbal',
      notes: 'Agreed by phone',
    },
    'POST /api/ClientPlans/edit/:id': plan,
    'POST /api/StaffAvailibilities/add_staff_availability': availability,
    'POST /api/StaffAvailibilities/edit/:id': availability,
    'POST /api/StaffAvailibilities/save_week': { staffId: randomUUID(), slots: [] },
    'POST /api/ShiftRosters/add_multipleclient_shifts': shift,
    'POST /api/ShiftRosters/check_shift': shift,
    'POST /api/ShiftRosters/edit_shift/:id': shift,
    'POST /api/Attendances/mark_attendance': { startKm: 0, endKm: 10 },
    'POST /api/ProgressNotes/edit/:id': { report: 'Went well', progress: 'Steady', followUp: null },
    'POST /api/SetUp/edit_work_settings': {
      timeZone: 'Australia/Sydney',
      state: 'NSW',
      clockInRadiusMetres: 500,
      clockInMode: 'warn',
    },
    'POST /api/TimePeriods/edit_timeperiod': { dayStart: '06:00', eveningStart: '20:00' },
    'POST /api/SetUp/add_public_holiday': { date: '2026-08-14', name: 'Show Day' },
    'POST /api/ShiftReports/add_shiftreport': report,
    'POST /api/ShiftReports/edit/:shiftReportId': report,
    'POST /api/Invoice/edit_invoice/:invoicesId': { ndiA_DPAId: randomUUID() },
    'POST /api/Invoice/confirm_short_delivery/:invoicesId': { reason: 'Participant ended the support early' },
    'POST /api/Invoice/client_billing/:profileId': { boundaryRule: 'split' },
    'POST /api/SetUp/edit_invoice_settings': {
      billShortNoticeCancellations: false,
      claimDateFormat: 'YYYY-MM-DD',
      claimGstCode: 'P2',
      paymentTermsDays: 14,
    },
    'POST /api/Invoice/send_invoice/:invoiceId': { to: 'plans@example.com' },
    'POST /api/Invoice/mark_invoice_sent/:invoiceId': { sentTo: 'Plan manager', sentOn: '2026-11-20' },
    'POST /api/Invoice/record_payment/:invoiceId': { paidOn: '2026-11-25', amount: '10.00', reference: 'R1' },
    'POST /api/Claims/create_batch': {
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
      confirmedCount: 1,
      confirmedTotalCents: 100,
    },
    'POST /api/Incidents/add_incident': incident,
    'POST /api/Incidents/edit/:incidentId': incident,
    'POST /api/Incidents/key_personnel': { userIds: [randomUUID()] },
    'POST /api/Incidents/notification/:incidentId': {
      form: 'immediate',
      submittedDate: '2026-01-05',
      submittedTime: '09:00',
      reference: 'NDIS-1',
    },
    'POST /api/Incidents/corrective_action/:incidentId': {
      action: 'Fix',
      owner: 'Sam',
      dueDate: '2026-01-10',
    },
    'POST /api/Incidents/status/:incidentId': { status: 'Under investigation' },
    'POST /api/Incidents/add_information/:incidentId': { text: 'She said the floor was wet.' },
    'POST /api/RestrictivePractices/add': {
      clientId: randomUUID(),
      practiceType: 'Physical restraint',
      use: 'PRN',
      startDate: '2026-01-05',
      startTime: '09:00',
      endDate: '2026-01-05',
      endTime: '09:05',
      location: 'Lounge',
      description: 'Held',
      reason: 'Safety',
      behaviour: 'Agitation',
      injured: 'No',
      lessRestrictiveOptions: 'Redirection',
      actionsTaken: 'Debrief',
      authorised: 'Yes',
      authorisationReference: 'A-1',
    },
    'POST /api/Tickets/add_article': article,
    'POST /api/Tickets/edit_article/:id': article,
    'POST /api/Tickets/reply/:id': { message: 'Answered' },
    'POST /api/Tickets/assign/:id': { assignedTo: null },
    'POST /api/PolicyDocuments/add_policy': {
      title: 'Privacy',
      category: 'Privacy and information',
      code: 'POL-1',
      effectiveDate: '2026-11-01',
      audience: 'Everyone',
      body: 'Text',
    },
    'POST /api/Messages/send': { recipientKind: 'allStaff', subject: 'Hello', body: 'Text' },
    'POST /api/StaffTrainings/edit_required_trainings': { Staff: ['First aid'] },
    'POST /api/Profiles/xero_import': {},
    'POST /api/Staffs/xero_import': {},
    'POST /api/Administrators/xero_import': {},
    'POST /api/Integrations/choose_organisation': { tenantId: randomUUID() },
    'POST /api/Integrations/save_settings': { accountCode: '200', taxType: 'EXEMPTOUTPUT' },
    'POST /api/Integrations/save_pay_category_mapping': { mappings: { ordinary: '' } },
    'POST /api/Invoice/post_to_accounting': { fromDate: '2026-11-01', toDate: '2026-11-30', hours: 'Actual' },
    'POST /api/Payments/billing_portal': { companyId: randomUUID() },
    'POST /api/Timesheets/post_to_accounting': {
      staffId: 'All',
      fromDate: '2026-11-16T00:00:00Z',
      toDate: '2026-11-30T00:00:00Z',
    },
    'POST /api/StaffAwardSettings/add_staff_award_settings': {
      staffId: randomUUID(),
      stream: 'SACS_B',
      level: 2,
      payPoint: 1,
      employmentType: 'CASUAL',
      effectiveFrom: '2026-07-06',
    },
    'POST /api/PayRates/edit_rate/:id': { hourly: '36.22', appliesFrom: '2026-07-01', source: 'FWO' },
    'POST /api/PayRates/enable_rate/:id': { checkedAgainst: 'FWO pay guide' },
    'POST /api/PayRates/edit_allowance/:id': { amount: '62.87', appliesFrom: '2026-07-01', source: 'FWO' },
    'POST /api/PayRates/add_year': { appliesFrom: '2027-07-01', increasePercent: 3.5 },
    'POST /api/PayRates/import': { csv: 'type,applies from,source' },
    'POST /api/PayRates/edit_pay_settings': { switches: DEFAULT_PAY_SWITCH_VALUES },
    'POST /api/PayRates/edit_on_costs': { superRate: '12', workersCompRate: '2', payrollTaxRate: '5.45' },
    'POST /api/PayLines/approve_pay_period': { staffId: randomUUID(), periodStart: '2026-11-09' },
    'POST /api/SupportAtHome/save_client_program': {
      clientId: randomUUID(),
      fundingProgram: 'SUPPORT_AT_HOME',
      myAgedCareId: 'AC12345678',
    },
    'POST /api/SupportAtHome/add_classification': {
      clientId: randomUUID(),
      classification: '4',
      approvalDate: '2026-07-01',
      startDate: '2026-07-06',
    },
    'POST /api/SupportAtHome/add_contribution_rate': {
      clientId: randomUUID(),
      effectiveFrom: '2026-07-01',
      pensionStatus: 'PART_PENSIONER',
      independence: '10',
      everydayLiving: '35',
    },
    'POST /api/SupportAtHome/save_budget_row': {
      kind: 'CLASS_4',
      amount: '30,600.00',
      effectiveFrom: '2026-07-01',
      source: 'Schedule of Subsidies and Supplements 2026-27',
    },
    'POST /api/SupportAtHome/edit_settings': {
      drawdownBasis: 'GOVERNMENT_SHARE',
      careManagementRounding: 'HALF_UP',
      contributionRounding: 'HALF_UP',
      lateClaimDayOne: 'END_DATE',
    },
    'POST /api/SupportAtHome/import_services': {
      csv: 'category,service type code,service type,service code,service,unit\nIndependence,,Personal care,SERV-0031,Personal care,hour',
    },
    'POST /api/SupportAtHome/add_service_price': {
      serviceId: randomUUID(),
      kind: 'PRICE',
      amount: '98.50',
      effectiveFrom: '2026-07-01',
      source: 'Price list',
    },
    'POST /api/SupportAtHome/claims/create_batch': {
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
      confirmedCount: 1,
      confirmedTotalCents: 100,
    },
    'POST /api/SupportAtHome/contributions/invoices/:invoiceId/send': {},
    'POST /api/SupportAtHome/contributions/invoices/:invoiceId/payments': {
      paidOn: '2026-11-22',
      amount: '10.00',
      reference: 'EFT',
    },
    'POST /api/SupportAtHome/statements/generate': { month: '2026-01' },
  };
  return bodies[label];
}

function call(route: ApiRoute, token: string, query: Record<string, string> = {}) {
  const payload = bodyFor(route.label);
  return h.app.inject({
    method: route.method,
    url: pathOf(route.url),
    query,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
}

describe('every signed-in route refuses a role its permission leaves out (403), writing nothing', () => {
  const guarded = ROUTES.filter((r) => ROLES.some((role) => !allows(role, r)));

  it('covers the routes whose permission some role lacks', () => {
    expect(guarded.length).toBeGreaterThan(60);
  });

  it.each(guarded)('$label', async (route) => {
    const companyId = await newCompany();
    const refused = ROLES.filter((role) => !allows(role, route));
    const tokens = await Promise.all(refused.map((role) => tokenOf(companyId, role)));
    const before = await activityCount(companyId);
    for (const [i, role] of refused.entries()) {
      const res = await call(route, tokens[i] as string);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message, role).toBe(MESSAGES.forbidden);
    }
    expect(await activityCount(companyId)).toBe(before);
  });
});

describe('every signed-in route refuses a request naming another company (?companyId=<B>) with 403', () => {
  it.each(ROUTES)('$label', async (route) => {
    const companyId = await newCompany();
    const other = await newCompany();
    const caller = ROLES.find((role) => allows(role, route)) as Role;
    const token = await tokenOf(companyId, caller);
    const before = await activityCount(companyId);
    const res = await call(route, token, { ...requiredQuery(route.query), companyId: other });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
    expect(await activityCount(companyId)).toBe(before);
    expect(await activityCount(other)).toBe(0);
  });
});
