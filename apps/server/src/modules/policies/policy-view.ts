import type { PolicyView } from '@care/domain';
import { fileUrl } from '../files/files.api.ts';
import type { PolicyRow } from './policies.repo.ts';

export const policyView = (p: PolicyRow): PolicyView => ({
  policyDocumentId: p.id,
  title: p.title,
  category: p.category,
  code: p.code,
  version: p.version,
  effectiveDate: p.effectiveDate,
  audience: p.audience,
  body: p.body,
  changeNote: p.changeNote,
  fileUrl: p.fileId ? fileUrl(p.fileId) : null,
  dateCreated: p.dateCreated.toISOString(),
  userCreated: p.userCreated,
});
