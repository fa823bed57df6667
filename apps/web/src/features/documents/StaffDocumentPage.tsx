import { useSession } from '../../session/useSession.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { MyDocumentsPanel } from './PersonDocumentsTabs.tsx';

/** /app/staff/document: the staff member's own documents, to upload and keep current (spec 3 §2.2). */
export function StaffDocumentPage() {
  const session = useSession();
  return (
    <>
      <PageHeader
        title="My Documents"
        description="Your certificates and checks. Upload each required one and keep it current: the office is told before one expires."
      />
      <MyDocumentsPanel fullName={session?.user.fullName ?? ''} />
    </>
  );
}
