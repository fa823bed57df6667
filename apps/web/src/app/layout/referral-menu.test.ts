import { describe, expect, it } from 'vitest';
import { menuFor } from './menu.ts';

const entries = (role: string) =>
  Object.fromEntries(menuFor({ role, claims: [] }).flatMap((s) => s.items.map((i) => [i.label, i.href])));

describe('the referral entries of the side menu', () => {
  it.each(['CompanyAdmin', 'Administrator'])('gives %s Referrals and Service Providers', (role) => {
    expect(entries(role)).toMatchObject({
      Referrals: '/app/user/refferals',
      'Service Providers': '/app/user/service-provider',
    });
    expect(entries(role)['My Clients']).toBeUndefined();
  });

  it('gives a service provider My Clients only', () => {
    const provider = entries('ServiceProvider');
    expect(provider['My Clients']).toBe('/app/provider/clients');
    expect(provider.Referrals).toBeUndefined();
    expect(provider['Service Providers']).toBeUndefined();
  });

  it.each(['Staff', 'Client', 'Auditor', 'CareManager'])('gives %s none of them', (role) => {
    const seen = entries(role);
    expect([seen.Referrals, seen['Service Providers'], seen['My Clients']]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
