/** The demo sign-ins printed at start and listed in the README: one per role. */
export const DEMO_PASSWORD = 'CarePlatform#2026';

export const DEMO_SIGN_INS = [
  { email: 'owner@harbourside.demo', role: 'CompanyAdmin' },
  { email: 'admin@harbourside.demo', role: 'Administrator' },
  { email: 'staff@harbourside.demo', role: 'Staff' },
  { email: 'client@harbourside.demo', role: 'Client' },
  { email: 'auditor@harbourside.demo', role: 'Auditor' },
  { email: 'manager@harbourside.demo', role: 'CareManager' },
  { email: 'provider@harbourside.demo', role: 'ServiceProvider' },
  { email: 'owner@bluegum.demo', role: 'CompanyAdmin (second company)' },
] as const;
