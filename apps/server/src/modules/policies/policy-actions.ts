import {
  isAskedToAccept,
  nextPolicyVersion,
  POLICY_TEXTS,
  policySchema,
  type StatusReply,
} from '@care/domain';
import { badRequest, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { storeUpload } from '../files/files.api.ts';
import { idParams } from '../people/people.api.ts';
import { findPolicy, insertAcceptance, insertPolicy, policyVersions } from './policies.repo.ts';

/**
 * Publishing a policy (ours, issue 29): a new code is version 1; an existing code gets the next
 * version, which becomes the current one that everyone it asks must accept again. The policy's
 * document may come as a file (multipart `policyFile`: .pdf/.doc/.docx) beside its text.
 */
export const addPolicyRoute = routeSpec({
  method: 'POST',
  url: '/PolicyDocuments/add_policy',
  summary: 'Publish a policy, or a new version of one (same code)',
  tags: ['PolicyDocuments'],
  body: policySchema,
  multipart: { files: ['policyFile'] },
  activity: 'Published a policy',
  async handler({
    db,
    deps,
    principal,
    body,
    files,
    now,
    recordActivity,
  }): Promise<StatusReply & { policyDocumentId: string; version: number }> {
    const earlier = await policyVersions(db, principal.companyId, body.code);
    const version = nextPolicyVersion(earlier.map((p) => p.version));
    const stored = files.policyFile
      ? await storeUpload(db, deps.files, files.policyFile, 'policyFile', {
          companyId: principal.companyId,
          userId: principal.uid,
          field: 'policyFile',
        })
      : null;
    const policyDocumentId = await insertPolicy(db, {
      companyId: principal.companyId,
      ...body,
      // Versions keep the first spelling of the code.
      code: earlier[0]?.code ?? body.code,
      version,
      fileId: stored?.fileId ?? null,
      dateCreated: now,
      userCreated: principal.fullName,
    });
    recordActivity(`Published ${body.title} (${body.code}) version ${version}`);
    return {
      status: 'Success',
      message: version === 1 ? POLICY_TEXTS.published : POLICY_TEXTS.newVersion,
      policyDocumentId,
      version,
    };
  },
});

/** Accepting (consenting to) the current version of a policy that asks the caller. */
export const acceptPolicyRoute = routeSpec({
  method: 'POST',
  url: '/PolicyDocuments/accept/:id',
  summary: 'Accept the current version of a policy',
  tags: ['PolicyDocuments'],
  params: idParams,
  activity: 'Accepted a policy',
  async handler({ db, principal, params, now, recordActivity }): Promise<StatusReply> {
    const found = await findPolicy(db, principal.companyId, params.id);
    if (!found) {
      throw notFound();
    }
    if (!isAskedToAccept(principal.role, found.row.audience)) {
      throw badRequest(POLICY_TEXTS.notForYou);
    }
    if (!found.current) {
      throw badRequest(POLICY_TEXTS.notCurrent);
    }
    const added = await insertAcceptance(db, {
      companyId: principal.companyId,
      policyDocumentId: params.id,
      userId: principal.uid,
      dateAccepted: now,
    });
    recordActivity(`Accepted ${found.row.title} version ${found.row.version}`);
    return { status: 'Success', message: added ? POLICY_TEXTS.accepted : POLICY_TEXTS.alreadyAccepted };
  },
});
