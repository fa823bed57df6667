import {
  CLIENT_PORTAL_REQUIRED_DOCUMENTS,
  can,
  canManageDocumentsOf,
  type DocumentUserRole,
  REQUIRED_STAFF_DOCUMENTS,
} from '@care/domain';
import type { ReactNode } from 'react';
import { principalOf } from '../../session/session-store.ts';
import { useSession } from '../../session/useSession.ts';
import { OwnerDocumentsPanel, type RequiredSection } from './OwnerDocumentsPanel.tsx';
import { useMyDocuments, useOwnerDocuments } from './useDocuments.ts';

/** The client portal's own list (spec 3 §3): Incident Report is the only form available. */
export const CLIENT_PORTAL_SECTIONS: RequiredSection[] = [
  { title: 'Required', marked: true, documents: CLIENT_PORTAL_REQUIRED_DOCUMENTS },
];
/** The seven required staff documents (spec 1 §2.7). */
export const STAFF_SECTIONS: RequiredSection[] = [
  { title: 'Required', marked: true, documents: REQUIRED_STAFF_DOCUMENTS.map((name) => ({ name })) },
];

/**
 * Who sees Upload (spec 1 §6): the admins, Staff and Clients on their own documents, and holders of
 * the kind's Edit claim ('Edit Staff' on a staff profile); never an Auditor. The server checks the same.
 */
function useCanUpload(role: DocumentUserRole, ownerUserId: string | null): boolean {
  const session = useSession();
  const principal = principalOf(session);
  if (!principal || !session) {
    return false;
  }
  const who = { ...principal, uid: session.user.uid };
  return can(who, 'document.upload') && canManageDocumentsOf(who, role, ownerUserId);
}

export interface PersonRef {
  id: string;
  fullName: string;
  userId: string | null;
}

/** A person's documents as an admin (or a holder of the kind's Edit claim) sees them. */
function PersonDocuments({
  ownerRole: role,
  person,
  sections,
  formsTables,
}: {
  ownerRole: DocumentUserRole;
  person: PersonRef;
  sections: RequiredSection[];
  formsTables?: ReactNode;
}) {
  const docs = useOwnerDocuments(role, person.id);
  const canUpload = useCanUpload(role, person.userId);
  return (
    <OwnerDocumentsPanel
      owner={{ role, id: person.id, fullName: person.fullName }}
      ownerUserId={person.userId}
      heading={`${person.fullName} Documents`}
      sections={sections}
      formsTables={formsTables}
      documents={docs.data}
      loading={docs.isPending}
      error={docs.isError}
      onRetry={() => void docs.refetch()}
      canUpload={canUpload}
    />
  );
}

/**
 * The Documents tab of the admin client profile: the participant forms' Required and Less Required
 * tables (spec 1 §2.6; issue 27, given by participant-forms), then the uploaded documents.
 */
export const ClientDocumentsTab = ({
  client,
  formsTables,
}: {
  client: PersonRef;
  formsTables: ReactNode;
}) => <PersonDocuments ownerRole="Client" person={client} sections={[]} formsTables={formsTables} />;

/** The Documents tab of the staff profile. */
export const StaffDocumentsTab = ({ staff }: { staff: PersonRef }) => (
  <PersonDocuments ownerRole="Staff" person={staff} sections={STAFF_SECTIONS} />
);

/** An administrator's documents, on their profile page (no required list: spec 1 §2.7 names none). */
export const AdministratorDocuments = ({ admin }: { admin: PersonRef }) => (
  <PersonDocuments ownerRole="Admin" person={admin} sections={[]} />
);

/** The signed-in staff member's or client's own documents (/app/staff/document, the client's Documents tab). */
export function MyDocumentsPanel({ fullName, heading }: { fullName: string; heading?: string }) {
  const session = useSession();
  const mine = useMyDocuments();
  const role = mine.data?.userRole ?? (session?.role === 'Client' ? 'Client' : 'Staff');
  const ownerId = mine.data?.ownerId ?? null;
  const ownerUserId = session?.user.uid ?? null;
  const canUpload = useCanUpload(role, ownerUserId) && ownerId !== null;
  return (
    <OwnerDocumentsPanel
      owner={{ role, id: ownerId ?? '', fullName }}
      ownerUserId={ownerUserId}
      heading={heading}
      sections={role === 'Client' ? CLIENT_PORTAL_SECTIONS : STAFF_SECTIONS}
      documents={mine.data?.documents}
      loading={mine.isPending}
      error={mine.isError}
      onRetry={() => void mine.refetch()}
      canUpload={canUpload}
    />
  );
}
