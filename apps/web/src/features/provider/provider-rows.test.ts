import { describe, expect, it } from 'vitest';
import type { ReferralRow } from '../referrals/referrals-api.ts';
import type { AssignedClient } from '../referrals/service-providers-api.ts';
import { showsProviderAreaEdit } from './ProviderClientProfile.tsx';
import { providerClientRows, providerClientStatus } from './provider-rows.ts';

describe("the provider's client list", () => {
  it('reads isActive true as Accepted and false as Pending (spec 2 §4)', () => {
    expect(providerClientStatus(true)).toBe('Accepted');
    expect(providerClientStatus(false)).toBe('Pending');
  });

  it("gives admins the provider's assigned clients as Accepted and their waiting referrals as Pending", () => {
    const provider = { serviceProvidersId: 'sp-1', email: 'Tahlia@Connect.demo' };
    const assigned: AssignedClient[] = [
      {
        clientServiceProviderId: 'a-1',
        profile: {
          profileId: 'p-1',
          firstName: 'Margaret',
          fullName: 'Margaret Collins',
          email: 'margaret@example.com',
          gender: 'Female',
          phoneNumber: '0412',
          isActive: false,
        },
      },
    ];
    const referral = (id: string, extra: Partial<ReferralRow>) =>
      ({
        clientReferralId: id,
        fullName: `Referral ${id}`,
        email: null,
        isAccepted: false,
        serviceProvidersId: null,
        referrerEmail: 'someone@else.demo',
        contactNumber: '0400',
        form: { gender: null },
        ...extra,
      }) as unknown as ReferralRow;
    const rows = providerClientRows(provider, assigned, [
      referral('by-link', { serviceProvidersId: 'sp-1' }),
      referral('by-email', { referrerEmail: 'tahlia@connect.demo' }),
      referral('accepted', { serviceProvidersId: 'sp-1', isAccepted: true }),
      referral('other', {}),
    ]);
    expect(rows.map((r) => [r.profile.fullName, providerClientStatus(r.profile.isActive)])).toEqual([
      ['Margaret Collins', 'Accepted'],
      ['Referral by-link', 'Pending'],
      ['Referral by-email', 'Pending'],
    ]);
  });
});

describe('the edit buttons of the provider-area client page (spec 1 §6, inverted as written)', () => {
  it.each([
    ['CompanyAdmin', false],
    ['Administrator', false],
    ['ServiceProvider', true],
    ['Staff', true],
  ])('%s sees them: %s', (role, shown) => {
    expect(showsProviderAreaEdit({ role, claims: [] })).toBe(shown);
  });
  it('an admin holding Edit Client still does not', () => {
    expect(showsProviderAreaEdit({ role: 'Administrator', claims: ['Edit Client'] })).toBe(false);
  });
});
