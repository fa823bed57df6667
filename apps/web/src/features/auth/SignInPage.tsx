import { Box, Card, Center, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '../../platform/brand.ts';
import { BrandLockup, LogoMark } from '../../ui/LogoMark.tsx';
import { completeSignIn } from './complete-sign-in.ts';
import { SignInForm } from './SignInForm.tsx';

const HIGHLIGHTS = [
  'Shifts, attendance and timesheets for support workers',
  'Participant records, documents and consent',
  'Made for NDIS and aged-care providers in Australia',
];

/** /auth/sign-in: the product's front door. */
export function SignInPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return (
    <Box mih="100dvh" style={{ display: 'flex' }}>
      <Box
        visibleFrom="md"
        p={56}
        c="white"
        style={{
          flex: '0 0 44%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          background:
            'radial-gradient(circle at 20% 15%, rgba(255,255,255,0.12), transparent 40%), linear-gradient(150deg, var(--mantine-color-brand-6) 0%, var(--mantine-color-brand-9) 100%)',
        }}
      >
        <Group gap="sm">
          <Box bg="white" p={4} style={{ borderRadius: 12, display: 'flex' }}>
            <LogoMark size={36} />
          </Box>
          <Text fw={800} fz="xl">
            {PRODUCT_NAME}
          </Text>
        </Group>
        <Stack gap="lg" maw={460}>
          <Title order={2} fz={36} lh={1.15}>
            Care, organised.
          </Title>
          <Text fz="lg" opacity={0.9}>
            {PRODUCT_TAGLINE}
          </Text>
          <List
            spacing="sm"
            icon={
              <ThemeIcon size={24} radius="xl" color="white" c="brand.8">
                <IconCheck size={16} stroke={2.5} aria-hidden />
              </ThemeIcon>
            }
          >
            {HIGHLIGHTS.map((h) => (
              <List.Item key={h}>{h}</List.Item>
            ))}
          </List>
        </Stack>
        <Text fz="sm" opacity={0.7}>
          Your organisation's data is private to your organisation.
        </Text>
      </Box>

      <Center style={{ flex: 1 }} px={{ base: 'md', sm: 'xl' }} py="xl" bg="gray.0">
        <Stack w="100%" maw={420} gap="lg">
          <Center hiddenFrom="md">
            <BrandLockup size={40} />
          </Center>
          <Card shadow="md" p={{ base: 'lg', sm: 'xl' }} radius="lg">
            <Stack gap={4} mb="lg">
              <Title order={1} fz={26}>
                Sign in
              </Title>
              <Text c="dimmed">Welcome back. Use your work e-mail and password.</Text>
            </Stack>
            <SignInForm
              onSignedIn={(reply) => {
                void navigate({ href: completeSignIn(reply, queryClient), replace: true });
              }}
            />
          </Card>
          <Text ta="center" fz="sm" c="dimmed">
            Trouble signing in? Ask your organisation's administrator to reset your access.
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
