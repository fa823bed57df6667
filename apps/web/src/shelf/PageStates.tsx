import { Button, Card, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { isApiError } from '../api/api-error.ts';
import { LoadFailed } from '../ui/LoadFailed.tsx';

/** The page's shape while the record loads. */
export function ProfileSkeleton() {
  return (
    <div aria-busy="true" role="status" aria-label="Loading the profile">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card>
            <Stack align="center">
              <Skeleton w={168} h={126} radius="lg" />
              <Skeleton h={24} w="70%" />
              <Skeleton h={16} w="40%" />
              <Skeleton h={120} />
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card>
            <Skeleton h={22} w={200} mb="lg" />
            <Skeleton h={180} />
          </Card>
        </Grid.Col>
      </Grid>
    </div>
  );
}

export interface ProfileLoadProblemProps {
  error: unknown;
  /** "this client", "your profile"… */
  what: string;
  onRetry: () => void;
  back?: { label: string; href: string };
  /** What to say when the record is not there (e.g. a sign-in not linked to a profile yet). */
  missing?: string;
}

/** The note for a signed-in person whose user has no profile record linked to it. */
export const OWN_PROFILE_MISSING =
  'Your sign-in is not linked to a profile record yet. Please ask your administrator to link it.';

/** A record that is not there (or not yours to see) says so; any other failure offers a retry. */
export function ProfileLoadProblem({ error, what, onRetry, back, missing }: ProfileLoadProblemProps) {
  // A malformed id in the address (400) is as good as a missing record to the reader.
  if (
    isApiError(error) &&
    (error.kind === 'notFound' || error.kind === 'forbidden' || error.status === 400)
  ) {
    return (
      <Card py="xl">
        <Stack align="center" gap="sm" ta="center">
          <Title order={2} fz="lg">
            We couldn't find {what}
          </Title>
          <Text c="dimmed" maw={460}>
            {error.kind === 'forbidden'
              ? "You don't have permission to see this record."
              : (missing ?? 'It may have been removed, or the link may be incomplete.')}
          </Text>
          {back ? (
            <Button component={Link} to={back.href} variant="light" mt="sm">
              Back to {back.label}
            </Button>
          ) : null}
        </Stack>
      </Card>
    );
  }
  return <LoadFailed what={what} onRetry={onRetry} />;
}
