import { referralForm, type StatusReply } from '@care/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../http/deps.ts';
import { notFound } from '../../http/errors.ts';
import { definePublicRoute } from '../../http/route.ts';
import { findCompany } from '../companies/companies.repo.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { adminEmails } from '../users/users.repo.ts';
import { findProviderByEmail, insertReferral } from './referrals.repo.ts';

const companyParams = z.object({ companyId: z.uuid('The referral link is not valid') });
// A person filling the form is never slowed down; a script is stopped after a handful.
const LIMIT = { max: 5, timeWindow: '10 minutes' };

/** The public referral page's calls: no session, rate-limited, size-capped (spec 1 §2.1). */
export function registerPublicReferral(app: FastifyInstance, deps: AppDeps): void {
  definePublicRoute(app, deps, {
    method: 'GET',
    url: '/ClientReferrals/referral_company/:companyId',
    permission: 'public',
    summary: 'The name of the provider a referral link belongs to',
    tags: ['ClientReferrals'],
    params: companyParams,
    rateLimit: { max: 60, timeWindow: '10 minutes' },
    async handler({ db, params }) {
      const company = await findCompany(db, params.companyId);
      if (!company) {
        throw notFound();
      }
      return {
        companyId: company.companyId,
        companyName: company.companyName,
        email: company.email,
        phoneNumber: company.phoneNumber,
      };
    },
  });

  definePublicRoute(app, deps, {
    method: 'POST',
    url: '/ClientReferrals/submit_referral/:companyId',
    permission: 'public',
    summary: 'Refer a participant to the provider (public); the referral starts Pending',
    tags: ['ClientReferrals'],
    params: companyParams,
    body: referralForm,
    rateLimit: LIMIT,
    bodyLimit: 64 * 1024,
    activity: 'Referral received',
    async handler({
      db,
      params,
      body,
      now,
      recordActivity,
    }): Promise<StatusReply & { clientReferralId: string }> {
      const company = await findCompany(db, params.companyId);
      if (!company) {
        throw notFound();
      }
      const provider = await findProviderByEmail(db, company.companyId, body.referrerEmail);
      const fullName = `${body.firstName} ${body.lastName}`;
      const clientReferralId = await insertReferral(db, {
        companyId: company.companyId,
        form: body,
        fullName,
        email: body.email,
        referrerEmail: body.referrerEmail,
        serviceProvidersId: provider?.serviceProvidersId ?? null,
        userCreated: `referral:${body.referrerEmail}`,
        dateCreated: now,
      });
      for (const to of await adminEmails(db, company.companyId)) {
        await queueMail(db, deps, {
          companyId: company.companyId,
          to,
          subject: `New referral: ${fullName}`,
          text: [
            `${body.referrerName}${body.referrerOrganisation ? ` (${body.referrerOrganisation})` : ''} referred ${fullName} (NDIS ${body.ndisNo}).`,
            `Supports wanted: ${body.supportsRequested.join(', ')}.`,
            `Review it under Referrals: ${deps.config.publicUrl}/app/user/refferals`,
          ].join('\n'),
          userCreated: null,
        });
      }
      recordActivity(`Referral received for ${fullName} from ${body.referrerName}`, {
        companyId: company.companyId,
        userId: null,
        user: body.referrerName,
      });
      return {
        status: 'Success',
        message: `Thank you. ${company.companyName} has received the referral for ${fullName} and will contact ${body.referrerName} soon.`,
        clientReferralId,
      };
    },
  });
}
