import type { ReferralForm } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { insertPerson, nextNumber } from '../people/people.api.ts';
import { EMAIL_IN_USE, emailInUse } from '../users/users.api.ts';
import { assignClientToProvider } from './client-providers.repo.ts';
import { findOrInsertProvider, findProvider, type ReferralView, updateReferral } from './referrals.repo.ts';

/** The client profile fields a referral fills in, so nobody types them again. */
function profileFromReferral(f: ReferralForm) {
  return {
    firstName: f.firstName,
    surName: f.lastName,
    email: f.email as string,
    phoneNumber: f.contactNumber,
    gender: f.gender,
    dateOfBirth: f.dateOfBirth,
    address: f.currentResidence,
    suburb: f.suburb,
    state: f.state,
    postcode: f.postcode,
    country: 'Australia',
    ndisNo: f.ndisNo.replace(/\s/g, ''),
    ndisPlan: 'Yes',
    ndisPlanNote: [
      f.planManagement,
      f.primaryDisability && `Primary disability: ${f.primaryDisability}`,
      f.goals && `Goals: ${f.goals}`,
    ]
      .filter(Boolean)
      .join('\n'),
    agreementStartDate: f.ndisStartDate,
    agreementEndDate: f.ndisEndDate,
    preferredLanguage: f.preferredLanguage,
    requireInterpreter: f.interpreterRequired,
    culturalBackground: f.culturalBackground,
    nextOfKin: f.guardianName,
    relationship: f.guardianRelationship,
    kinPhoneNumber: f.guardianPhone,
    referral: `${f.referrerName}${f.referrerOrganisation ? ` (${f.referrerOrganisation})` : ''}`,
  };
}

/**
 * The referrer typed into a referral no provider sent signed in, as an entry of the company's provider
 * directory (found by e-mail, or added). Never a provider who signs in: an e-mail typed into a public
 * form proves nothing about who sent it, and the link would show them the client. An administrator
 * assigns such a provider by hand.
 */
async function typedReferrer(
  db: Queryable,
  f: ReferralForm,
  audit: { companyId: string; userCreated: string; dateCreated: Date },
): Promise<string | null> {
  const id = await findOrInsertProvider(db, {
    ...audit,
    referralCompany: f.referrerOrganisation,
    name: f.referrerName.split(' ')[0] ?? f.referrerName,
    lastName: f.referrerName.split(' ').slice(1).join(' ') || null,
    email: f.referrerEmail,
    phone: f.referrerPhone,
  });
  return (await findProvider(db, audit.companyId, id))?.userId ? null : id;
}

/**
 * Accepting a referral creates the client from its data and links the referring service provider:
 * the one who sent it signed in, or else the typed referrer as a directory entry (`typedReferrer`).
 */
export async function acceptReferral(
  db: Queryable,
  referral: ReferralView,
  actor: { companyId: string; userId: string },
  now: Date,
): Promise<string> {
  if (referral.isAccepted) {
    throw badRequest('This referral has already been accepted.');
  }
  const f = referral.form;
  if (!f.email) {
    throw badRequest('The participant has no e-mail address: add one with Edit Form, then accept.', {
      email: 'Add the participant’s e-mail address',
    });
  }
  if (await emailInUse(db, actor.companyId, f.email, 'all')) {
    throw badRequest(`${EMAIL_IN_USE} (${f.email})`, { email: EMAIL_IN_USE });
  }
  const audit = { companyId: actor.companyId, userCreated: actor.userId, dateCreated: now };
  const profileId = await insertPerson(db, 'client', {
    ...profileFromReferral(f),
    ...audit,
    contactId: await nextNumber(db, 'client', actor.companyId),
  });
  const provider = referral.serviceProvidersId ?? (await typedReferrer(db, f, audit));
  if (provider) {
    await assignClientToProvider(db, { ...audit, serviceProvidersId: provider, profileId });
  }
  await updateReferral(db, actor.companyId, referral.clientReferralId, {
    isAccepted: true,
    profileId,
    serviceProvidersId: provider,
    dateModified: now,
    userModified: actor.userId,
  });
  return profileId;
}
