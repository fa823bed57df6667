import { referralForm, type StatusReply } from '@care/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { authenticate } from '../../http/authenticate.ts';
import type { AppDeps } from '../../http/deps.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { publicRouteSpec } from '../../http/route.ts';
import { findCompany } from '../companies/companies.api.ts';
import { queueMail } from '../mail/mail.api.ts';
import { adminEmails } from '../users/users.api.ts';
import { findProviderByUser, insertReferral } from './referrals.repo.ts';

const companyParams = z.object({ companyId: z.uuid('The referral link is not valid') });
// A person filling the form is never slowed down; a script is stopped after a handful.
const LIMIT = { max: 5, timeWindow: '10 minutes' };

/**
 * The service provider sending the form, when a provider of the company is signed in (the bearer
 * header, never the cookie, so another site cannot send one in their name). A referral is
 * attributed to a provider only so: the referrer e-mail typed into the form is text, since anyone
 * can type anyone's. A stale session on this public page just sends the referral unattributed.
 */
async function sendingProvider(db: Queryable, req: FastifyRequest, deps: AppDeps, companyId: string) {
  if (!req.headers.authorization) {
    return undefined;
  }
  try {
    // Read within the request's transaction: the embedded database serves one connection at a time.
    const principal = await authenticate(req, {
      ...deps,
      database: { ...deps.database, db: db as AppDeps['database']['db'] },
    });
    return principal.role === 'ServiceProvider' && principal.companyId === companyId
      ? await findProviderByUser(db, companyId, principal.uid)
      : undefined;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 401) {
      return undefined;
    }
    throw error;
  }
}

/** The public referral page's calls: no session, rate-limited, size-capped (spec 1 §2.1). */
export const referralCompanyRoute = publicRouteSpec({
  method: 'GET',
  url: '/ClientReferrals/referral_company/:companyId',
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

export const submitReferralRoute = publicRouteSpec({
  method: 'POST',
  url: '/ClientReferrals/submit_referral/:companyId',
  summary: 'Refer a participant to the provider (public); the referral starts Pending',
  tags: ['ClientReferrals'],
  params: companyParams,
  body: referralForm,
  rateLimit: LIMIT,
  bodyLimit: 64 * 1024,
  activity: 'Referral received',
  async handler({
    deps,
    db,
    req,
    params,
    body,
    now,
    recordActivity,
  }): Promise<StatusReply & { clientReferralId: string }> {
    const company = await findCompany(db, params.companyId);
    if (!company) {
      throw notFound();
    }
    const provider = await sendingProvider(db, req, deps, company.companyId);
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
