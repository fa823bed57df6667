import { referralForm, type StatusReply } from '@care/domain';
import { z } from 'zod';
import { contentDisposition } from '../../http/content-disposition.ts';
import { notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { withPdfSlot } from '../../ports/pdf/pdf-slots.ts';
import { findCompany } from '../companies/companies.api.ts';
import { deleteUser } from '../users/users.api.ts';
import { acceptReferral } from './accept-referral.ts';
import { referralPdf } from './referral-pdf.ts';
import {
  deleteProvider,
  deleteReferral,
  findReferral,
  listReferrals,
  lockReferral,
  updateReferral,
} from './referrals.repo.ts';

const idParams = z.object({ id: z.uuid('The id must be a UUID') });

/** The administrators' Referrals screen (spec 2 §2, §7). */
export const getClientReferralsRoute = routeSpec({
  method: 'GET',
  url: '/ClientReferrals/get_client_referrals',
  summary: 'The company’s referrals, newest first',
  tags: ['ClientReferrals'],
  handler: ({ db, principal }) => listReferrals(db, principal.companyId),
});

export const getClientReferralRoute = routeSpec({
  method: 'GET',
  url: '/ClientReferrals/get_client_referral/:id',
  summary: 'One referral with its whole form',
  tags: ['ClientReferrals'],
  params: idParams,
  async handler({ db, principal, params }) {
    const referral = await findReferral(db, principal.companyId, params.id);
    if (!referral) {
      throw notFound();
    }
    return referral;
  },
});

export const editReferralRoute = routeSpec({
  method: 'POST',
  url: '/ClientReferrals/edit_referral/:id',
  summary: 'Correct a referral’s form',
  tags: ['ClientReferrals'],
  params: idParams,
  body: referralForm,
  activity: 'Edited a referral',
  async handler({ db, principal, params, body, now, recordActivity }): Promise<StatusReply> {
    const referral = await findReferral(db, principal.companyId, params.id);
    if (!referral) {
      throw notFound();
    }
    const fullName = `${body.firstName} ${body.lastName}`;
    await updateReferral(db, principal.companyId, params.id, {
      form: body,
      fullName,
      email: body.email,
      referrerEmail: body.referrerEmail,
      dateModified: now,
      userModified: principal.uid,
    });
    recordActivity(`Edited the referral of ${fullName}`);
    return { status: 'Success', message: `The referral of ${fullName} was updated.` };
  },
});

export const acceptClientReferralRoute = routeSpec({
  method: 'GET',
  url: '/ClientReferrals/accept_client_referral',
  summary: 'Accept a referral: creates the client from it and links the referring service provider',
  tags: ['ClientReferrals'],
  querystring: z.object({ id: z.uuid('id must be a UUID'), userId: z.string().optional() }),
  activity: 'Accepted a referral',
  async handler({ db, principal, query, now, recordActivity }): Promise<StatusReply & { profileId: string }> {
    // Locked, so a second accept of the same referral waits and then finds it accepted.
    const referral = await lockReferral(db, principal.companyId, query.id);
    if (!referral) {
      throw notFound();
    }
    const profileId = await acceptReferral(
      db,
      referral,
      { companyId: principal.companyId, userId: principal.uid },
      now,
    );
    recordActivity(`Accepted the referral of ${referral.fullName}`);
    return { status: 'Success', message: `${referral.fullName} is now a client.`, profileId };
  },
});

export const deleteClientReferralRoute = routeSpec({
  method: 'POST',
  url: '/ClientReferrals/delete/:id',
  summary: 'Delete a referral or a service provider (the spec uses this call for both)',
  tags: ['ClientReferrals'],
  params: idParams,
  activity: 'Deleted a referral or service provider',
  async handler({ db, principal, params, recordActivity }): Promise<StatusReply> {
    const [referral] = await deleteReferral(db, principal.companyId, params.id);
    if (referral) {
      recordActivity(`Deleted the referral of ${referral.fullName}`);
      return { status: 'Success', message: `The referral of ${referral.fullName} was deleted.` };
    }
    const [provider] = await deleteProvider(db, principal.companyId, params.id);
    if (!provider) {
      throw notFound();
    }
    // Their sign-in goes with them: it would keep a session open and block re-adding the e-mail.
    if (provider.userId) {
      await deleteUser(db, principal.companyId, provider.userId);
    }
    recordActivity(`Deleted service provider ${provider.name}`);
    return { status: 'Success', message: `Service provider ${provider.name} was deleted.` };
  },
});

export const referralPdfRoute = routeSpec({
  method: 'GET',
  url: '/ClientReferrals/referral_pdf/:id',
  summary: 'The referral as a PDF',
  tags: ['ClientReferrals'],
  params: idParams,
  cookieSession: true,
  async handler({ db, principal, params, reply }) {
    const referral = await findReferral(db, principal.companyId, params.id);
    if (!referral) {
      throw notFound();
    }
    const company = await findCompany(db, principal.companyId);
    const pdf = await withPdfSlot(principal.companyId, () =>
      referralPdf(referral, company?.companyName ?? '', company?.timeZone),
    );
    reply
      .type('application/pdf')
      .header('Content-Disposition', contentDisposition('inline', `Referral ${referral.fullName}.pdf`));
    return pdf;
  },
});
