import type { ReferralForm as ReferralFormOutput } from '@care/domain';
import {
  Anchor,
  Box,
  Card,
  Center,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { formatPhone } from '../../shelf/person-display.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { BrandLockup } from '../../ui/LogoMark.tsx';
import { fetchReferralCompany, type ReferralCompany, submitReferral } from './public-referral-api.ts';
import { ReferralForm } from './ReferralForm.tsx';
import { ReferralReceived } from './ReferralReceived.tsx';

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box bg="gray.0" mih="100dvh">
      <Container size={760} px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          {children}
          <Center py="md">
            <Group gap={8} c="dimmed" fz="sm">
              <Text fz="sm" c="dimmed">
                Secure referral form by
              </Text>
              <BrandLockup size={22} />
            </Group>
          </Center>
        </Stack>
      </Container>
    </Box>
  );
}

function Header({ company, intro }: { company: ReferralCompany; intro: boolean }) {
  return (
    <Box
      p={{ base: 'lg', sm: 'xl' }}
      c="white"
      style={{
        borderRadius: 'var(--mantine-radius-lg)',
        background:
          'linear-gradient(135deg, var(--mantine-color-brand-7) 0%, var(--mantine-color-brand-9) 100%)',
      }}
    >
      <Text fz="sm" fw={600} opacity={0.85} tt="uppercase" style={{ letterSpacing: '0.06em' }}>
        NDIS participant referral
      </Text>
      <Title order={1} fz={{ base: 24, sm: 32 }} mt={4} lh={1.2}>
        {company.companyName}
      </Title>
      {intro ? (
        <Text mt="sm" opacity={0.92} maw={560}>
          Refer a participant to {company.companyName}. It takes about five minutes; fields marked{' '}
          <Text span fw={700}>
            *
          </Text>{' '}
          are required.
        </Text>
      ) : null}
      {company.phoneNumber || company.email ? (
        <Text mt="xs" fz="sm" opacity={0.92}>
          Questions?{' '}
          {company.phoneNumber ? (
            <Anchor href={`tel:${company.phoneNumber}`} c="white" fz="inherit" underline="always">
              {formatPhone(company.phoneNumber)}
            </Anchor>
          ) : null}
          {company.phoneNumber && company.email ? ' or ' : null}
          {company.email ? (
            <Anchor href={`mailto:${company.email}`} c="white" fz="inherit" underline="always">
              {company.email}
            </Anchor>
          ) : null}
        </Text>
      ) : null}
    </Box>
  );
}

/** The page a link to an unknown (or mistyped) company leads to. */
function InvalidLink() {
  return (
    <Card p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="sm" py="lg">
        <ThemeIcon size={56} radius="xl" color="orange" variant="light">
          <IconAlertTriangle size={30} stroke={1.8} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          This referral link is not valid
        </Title>
        <Text c="dimmed" maw={460}>
          The link may be incomplete or out of date. Please ask the provider for their current referral link,
          or contact them directly to make the referral.
        </Text>
      </Stack>
    </Card>
  );
}

/** /referral/$companyId (spec 1 §2.1): anyone can refer a participant to the provider, no sign-in. */
export function PublicReferralPage() {
  const { companyId = '' } = useParams({ strict: false }) as { companyId?: string };
  const company = useQuery({
    queryKey: ['referral-company', companyId],
    queryFn: ({ signal }) => fetchReferralCompany(companyId, signal),
    staleTime: 10 * 60_000,
  });
  const [received, setReceived] = useState<ReferralFormOutput | null>(null);
  // A new key gives an empty form for the next referral.
  const [round, setRound] = useState(0);

  if (company.isPending) {
    return (
      <Frame>
        <Skeleton h={150} radius="lg" />
        <Skeleton h={480} radius="lg" />
      </Frame>
    );
  }
  if (company.isError) {
    const invalid = isApiError(company.error) && [400, 404].includes(company.error.status);
    return (
      <Frame>
        {invalid ? (
          <InvalidLink />
        ) : (
          <LoadFailed what="the referral form" onRetry={() => void company.refetch()} />
        )}
      </Frame>
    );
  }

  const { companyName } = company.data;
  return (
    <Frame>
      <Header company={company.data} intro={received === null} />
      {received ? (
        <ReferralReceived
          companyName={companyName}
          referral={received}
          onReferAnother={() => {
            setReceived(null);
            setRound((r) => r + 1);
            window.scrollTo({ top: 0 });
          }}
        />
      ) : (
        <Card p={{ base: 'md', sm: 'xl' }}>
          <ReferralForm
            key={round}
            companyName={companyName}
            submitLabel="Send referral"
            onSubmit={async (form) => {
              await submitReferral(companyId, form);
              setReceived(form);
            }}
          />
        </Card>
      )}
    </Frame>
  );
}
