import type { ReferralForm } from '@care/domain';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import {
  clientReferrals,
  clientServiceProviders,
  profiles,
  serviceProviders,
  users,
} from '../db/schema/index.ts';

const SEEDER = 'demo-seed';

const base = (f: Partial<ReferralForm>): ReferralForm =>
  ({
    preferredName: null,
    dateOfBirth: null,
    gender: null,
    email: null,
    ndisStartDate: null,
    ndisEndDate: null,
    planManagement: 'Plan Managed',
    suburb: null,
    state: 'NSW',
    postcode: null,
    livingArrangement: null,
    primaryDisability: null,
    communicationNeeds: null,
    interpreterRequired: 'No',
    preferredLanguage: 'English',
    culturalBackground: null,
    risks: null,
    guardianName: null,
    guardianRelationship: null,
    guardianPhone: null,
    referrerRole: 'Support Coordinator',
    goals: null,
    preferredStartDate: null,
    consentToShare: true,
    ...f,
  }) as ReferralForm;

/** Referrals in both states, and a service provider who can sign in and see the clients they referred. */
export async function seedDemoReferrals(
  db: Queryable,
  companyId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const [tahlia] = await db
    .select()
    .from(serviceProviders)
    .where(
      and(eq(serviceProviders.companyId, companyId), eq(serviceProviders.email, 'tahlia@connect-sc.demo')),
    );
  if (!tahlia) {
    return;
  }
  const [user] = await db
    .insert(users)
    .values({
      companyId,
      email: 'provider@harbourside.demo',
      firstName: tahlia.name,
      lastName: tahlia.lastName ?? '',
      role: 'ServiceProvider',
      phoneNumber: tahlia.phone,
      passwordHash,
      emailConfirmed: true,
      userCreated: SEEDER,
      dateCreated: now,
    })
    .returning({ id: users.id });
  await db
    .update(serviceProviders)
    .set({ userId: user?.id, email: 'provider@harbourside.demo' })
    .where(eq(serviceProviders.id, tahlia.id));
  const referrer = {
    referrerName: `${tahlia.name} ${tahlia.lastName}`,
    referrerOrganisation: tahlia.referralCompany,
    referrerEmail: 'provider@harbourside.demo',
    referrerPhone: tahlia.phone as string,
    consentGivenBy: 'Participant',
  };

  // Accepted: an existing client that Tahlia referred (the referral points at the client and the provider).
  const [accepted] = await db
    .select()
    .from(profiles)
    .where(eq(profiles.companyId, companyId))
    .orderBy(profiles.contactId)
    .limit(1);
  const referrals: { form: ReferralForm; accepted: boolean; daysAgo: number }[] = [
    {
      form: base({
        ...referrer,
        firstName: 'Layla',
        lastName: 'Hassan',
        email: 'layla.hassan@example.com.au',
        contactNumber: '0423456789',
        ndisNo: '431987654',
        ndisStartDate: '2026-11-01',
        ndisEndDate: '2027-10-31',
        currentResidence: '5 Lilly Pilly Court, Merrylands NSW 2160',
        primaryDisability: 'Acquired brain injury',
        supportsRequested: ['Personal Care', 'Community Access'],
        goals: 'Return to part-time study and travel independently by train.',
      }),
      accepted: false,
      daysAgo: 2,
    },
    {
      form: base({
        referrerName: 'Dr Helen Park',
        referrerOrganisation: 'Westmead Hospital Social Work',
        referrerEmail: 'helen.park@health.demo',
        referrerPhone: '0298451234',
        consentGivenBy: 'Guardian',
        firstName: 'Patrick',
        lastName: 'Nolan',
        contactNumber: '0434567890',
        ndisNo: '432111222',
        currentResidence: '21 Cumberland Road, Auburn NSW 2144',
        primaryDisability: 'Cerebral palsy',
        guardianName: 'Maureen Nolan',
        guardianRelationship: 'Mother',
        guardianPhone: '0411222333',
        supportsRequested: ['Short Term Accommodation / Respite', 'Transport'],
      }),
      accepted: false,
      daysAgo: 6,
    },
  ];
  if (accepted) {
    referrals.push({
      form: base({
        ...referrer,
        firstName: accepted.firstName,
        lastName: accepted.surName,
        email: accepted.email,
        contactNumber: accepted.phoneNumber ?? '0400000000',
        ndisNo: accepted.ndisNo ?? '430000000',
        currentResidence: accepted.address ?? 'Sydney NSW',
        supportsRequested: ['Domestic Assistance'],
      }),
      accepted: true,
      daysAgo: 60,
    });
    await db.insert(clientServiceProviders).values({
      companyId,
      serviceProvidersId: tahlia.id,
      profileId: accepted.id,
      userCreated: SEEDER,
      dateCreated: now,
    });
  }
  for (const r of referrals) {
    await db.insert(clientReferrals).values({
      companyId,
      form: r.form,
      fullName: `${r.form.firstName} ${r.form.lastName}`,
      email: r.form.email,
      referrerEmail: r.form.referrerEmail,
      isAccepted: r.accepted,
      profileId: r.accepted ? (accepted?.id ?? null) : null,
      serviceProvidersId: r.form.referrerEmail === 'provider@harbourside.demo' ? tahlia.id : null,
      userCreated: SEEDER,
      dateCreated: new Date(now.getTime() - r.daysAgo * 86_400_000),
    });
  }
}
