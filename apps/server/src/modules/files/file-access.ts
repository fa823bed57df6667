import { canReadFile, type FileHolder, KIND_OF_DOCUMENT_OWNER } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { PersonFactsReader } from '../../http/kernel-needs.ts';
import type { Principal } from '../../http/principal.ts';
import { findFileHolders } from './file-holders.repo.ts';
import { findFile } from './files.repo.ts';

/**
 * The file's owner rule: the stored file, when the caller may read a record it belongs to
 * (`canReadFile` in the domain, over the people's facts, given as the kernel has them: AppDeps.personFacts,
 * since the people area stores its files here and so cannot be imported back);
 * otherwise, or when there is none, 404: a file outside what the caller may see does not exist for them.
 */
export async function readableFile(
  db: Queryable,
  principal: Principal,
  id: string,
  personFacts: PersonFactsReader,
) {
  const file = await findFile(db, principal.companyId, id);
  if (!file) {
    throw notFound();
  }
  const holders: FileHolder[] = [];
  for (const row of await findFileHolders(db, principal.companyId, id)) {
    if (row.holder === 'template' || row.holder === 'mail' || row.holder === 'policy') {
      holders.push({ kind: row.holder });
      continue;
    }
    if (row.holder === 'ticket') {
      holders.push({ kind: 'ticket', raisedBy: row.raisedBy });
      continue;
    }
    if (row.holder === 'message') {
      holders.push({ kind: 'message', senderId: row.senderId, recipientId: row.recipientId });
      continue;
    }
    const kind = row.holder === 'document' ? KIND_OF_DOCUMENT_OWNER[row.ownerRole] : row.personKind;
    const facts = await personFacts(db, kind, principal.companyId, row.personId, principal.asOf);
    if (!facts) {
      continue;
    }
    holders.push(
      row.holder === 'document'
        ? { kind: 'document', ownerRole: row.ownerRole, owner: facts }
        : { kind: 'person', personKind: row.personKind, person: facts },
    );
  }
  if (!canReadFile(principal, holders, file.userCreated)) {
    throw notFound();
  }
  return file;
}
