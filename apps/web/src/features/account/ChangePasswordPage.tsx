import { Card, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { signOut } from '../../platform/sign-out.ts';
import { useSession } from '../../session/useSession.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

/** /app/staff/change-password, for every role; success signs the user out to sign in again. */
export function ChangePasswordPage() {
  const session = useSession();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Change password"
        description="Choose a new password. You'll sign in again with it afterwards."
      />
      <Card maw={560} shadow="xs" p={{ base: 'lg', sm: 'xl' }}>
        <ChangePasswordForm
          email={session?.user.email ?? ''}
          onChanged={() => {
            signOut();
            void navigate({ to: '/auth/sign-in', replace: true });
          }}
        />
      </Card>
      <Text c="dimmed" fz="sm" mt="md" maw={560}>
        Tip: a few unrelated words make a password that is long, strong and easy to remember.
      </Text>
    </>
  );
}
