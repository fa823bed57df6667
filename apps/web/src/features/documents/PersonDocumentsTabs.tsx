import {
  CLIENT_FORM_DOCUMENTS,
  CLIENT_PORTAL_REQUIRED_DOCUMENTS,
  canManageDocumentsOf,
  type DocumentUserRole,
  REQUIRED_STAFF_DOCUMENTS,
} from '@care/domain';
import { principalOf } from '../../session/session-store.ts';
import { useSession } from '../../session/useSession.ts';
import { OwnerDocumentsPanel, type RequiredSection } from './OwnerDocumentsPanel.tsx';
import { useMyDocuments, useOwnerDocuments } from './useDocuments.ts';

/** The client panel's tables: the 12 predefined forms split as spec 1 §2.6 gives. */
export const CLIENT_SECTIONS: RequiredSection[] = [
  { title: 'Required', marked: true, documents: CLIENT_FORM_DOCUMENTS.filter((d) => d.required) },
  { title: 'Less Required', documents: CLIENT_FORM_DOCUMENTS.filter((d) => !d.required) },
];
/** The client portal's own list (spec 3 §3): Incident Report is the only form available. */
export const CLIENT_PORTAL_SECTIONS: RequiredSection[] = [
  { title: 'Required', marked: true, documents: CLIENT_PORTAL_REQUIRED_DOCUMENTS },
];
/** The seven required staff documents (spec 1 §2.7). */
export const STAFF_SECTIONS: RequiredSection[] = [
  { title: 'Required', marked: true, documents: REQUIRED_STAFF_DOCUMENTS.map((name) => ({ name })) },
];

/** Who sees Upload: Client, Staff and the admins, and only on documents they may look after (spec 1 §6). */
const UPLOADERS = ['Client', 'Staff', 'CompanyAdmin', 'Administrator'];

function useCanUpload(role: DocumentUserRole, ownerUserId: string | null): boolean {
  const session = useSession();
  const principal = principalOf(session);
  if (!principal || !session || !UPLOADERS.includes(principal.role)) {
    return false;
  }
  return canManageDocumentsOf({ ...principal, uid: session.user.uid }, role, ownerUserId);
}

export interface PersonRef {
  id: string;
  fullName: string;
  userId: string | null;
}

/** The Documents tab of the admin client profile. */
export function ClientDocumentsTab({ client }: { client: PersonRef }) {
  const docs = useOwnerDocuments('Client', client.id);
  const canUpload = useCanUpload('Client', client.userId);
  return (
    <OwnerDocumentsPanel
      owner={{ role: 'Client', id: client.id, fullName: client.fullName }}
      ownerUserId={client.userId}
      heading={`${client.fullName} Documents`}
      sections={CLIENT_SECTIONS}
      documents={docs.data}
      loading={docs.isPending}
      error={docs.isError}
      onRetry={() => void docs.refetch()}
      canUpload={canUpload}
    />
  );
}

/** The Documents tab of the staff profile. */
export function StaffDocumentsTab({ staff }: { staff: PersonRef }) {
  const docs = useOwnerDocuments('Staff', staff.id);
  const canUpload = useCanUpload('Staff', staff.userId);
  return (
    <OwnerDocumentsPanel
      owner={{ role: 'Staff', id: staff.id, fullName: staff.fullName }}
      ownerUserId={staff.userId}
      heading={`${staff.fullName} Documents`}
      sections={STAFF_SECTIONS}
      documents={docs.data}
      loading={docs.isPending}
      error={docs.isError}
      onRetry={() => void docs.refetch()}
      canUpload={canUpload}
    />
  );
}

/** An administrator's documents, on their profile page (no required list: spec 1 §2.7 names none). */
export function AdministratorDocuments({ admin }: { admin: PersonRef }) {
  const docs = useOwnerDocuments('Admin', admin.id);
  const canUpload = useCanUpload('Admin', admin.userId);
  return (
    <OwnerDocumentsPanel
      owner={{ role: 'Admin', id: admin.id, fullName: admin.fullName }}
      ownerUserId={admin.userId}
      heading={`${admin.fullName} Documents`}
      sections={[]}
      documents={docs.data}
      loading={docs.isPending}
      error={docs.isError}
      onRetry={() => void docs.refetch()}
      canUpload={canUpload}
    />
  );
}

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
