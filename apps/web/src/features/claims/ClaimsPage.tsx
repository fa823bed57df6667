import { Anchor } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ClaimsPanel } from './ClaimsPanel.tsx';

/** /app/user/claims/$uid: Manage User Privileges. */
export function ClaimsPage() {
  const { uid } = useParams({ strict: false }) as { uid?: string };
  return (
    <>
      <PageHeader
        title="Manage User Privileges"
        description="Choose what this person may do beyond what their role allows."
        actions={
          <Anchor component={Link} to="/app/user/all-user" fz="sm">
            Back to users
          </Anchor>
        }
      />
      <ClaimsPanel key={uid} userId={uid ?? ''} />
    </>
  );
}
