import { fullName, type ReferralForm } from '@care/domain';
import { Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';

export interface ReferralReceivedProps {
  companyName: string;
  referral: ReferralForm;
  onReferAnother: () => void;
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" fw={600} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text component="div" fw={600}>
        {children}
      </Text>
    </Stack>
  );
}

/** What the referrer sees once the provider has the referral: what was received, and what happens next. */
export function ReferralReceived({ companyName, referral, onReferAnother }: ReferralReceivedProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);

  return (
    <Card p={{ base: 'lg', sm: 'xl' }} role="status" aria-live="polite">
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="xl" color="teal" variant="light">
            <IconCheck size={28} stroke={1.8} aria-hidden />
          </ThemeIcon>
          <Stack gap={4}>
            <Title
              order={2}
              fz={{ base: 22, sm: 26 }}
              ref={heading}
              tabIndex={-1}
              style={{ outline: 'none' }}
            >
              Referral received
            </Title>
            <Text c="dimmed">
              Thank you, {referral.referrerName}. {companyName} has received this referral and will be in
              touch with you at {referral.referrerEmail} or {referral.referrerPhone} soon.
            </Text>
          </Stack>
        </Group>
        <Card withBorder={false} bg="gray.0" radius="md" p="md">
          <Stack gap="md">
            <Line label="Participant">{fullName(referral.firstName, null, referral.lastName)}</Line>
            <Line label="NDIS number">{referral.ndisNo}</Line>
            <Line label="Supports requested">
              <List
                spacing={4}
                mt={2}
                icon={<IconCheck size={16} color="var(--mantine-color-teal-7)" stroke={1.8} aria-hidden />}
                center
              >
                {referral.supportsRequested.map((support) => (
                  <List.Item key={support}>{support}</List.Item>
                ))}
              </List>
            </Line>
          </Stack>
        </Card>
        <Text fz="sm" c="dimmed">
          You don’t need to do anything else. Please keep a note of the participant’s name and NDIS number in
          case the provider asks about this referral.
        </Text>
        <Group>
          <Button variant="light" size="md" onClick={onReferAnother}>
            Refer another participant
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
