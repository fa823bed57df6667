import { Badge, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { ExpandedDetails } from '../../ui/data-table/ExpandedDetails.tsx';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import {
  CONSENT_GIVEN_BY,
  consentLabel,
  displayValue,
  REFERRAL_SECTIONS,
  SUPPORT_FIELDS,
} from '../public-referral/referral-fields.ts';
import type { ReferralRow } from './referrals-api.ts';

export interface ReferralViewDialogProps {
  referral: ReferralRow | null;
  companyName: string;
  opened: boolean;
  onClose: () => void;
}

/** View Form (spec 2 §2): every field of the referral as it was sent, read-only. */
export function ReferralViewDialog({ referral, companyName, opened, onClose }: ReferralViewDialogProps) {
  const form = referral?.form;
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Referral form" size="xl">
      {form && referral ? (
        <Stack gap="lg">
          <Group gap="sm">
            <Text fw={700} fz="lg">
              {referral.fullName}
            </Text>
            <Badge color={referral.isAccepted ? 'teal' : 'yellow'} variant="light" radius="sm">
              {referral.status}
            </Badge>
          </Group>
          {REFERRAL_SECTIONS.map((section) => (
            <Fragment key={section.title}>
              <Stack gap="xs">
                <Title order={3} fz="md">
                  {section.title}
                </Title>
                <ExpandedDetails
                  items={section.fields.map((f) => ({ label: f.label, value: displayValue(f, form) }))}
                />
              </Stack>
              <Divider />
            </Fragment>
          ))}
          <Stack gap="xs">
            <Title order={3} fz="md">
              Supports requested
            </Title>
            <ExpandedDetails
              items={[
                { label: 'Supports', value: form.supportsRequested.join('\n') },
                ...SUPPORT_FIELDS.map((f) => ({ label: f.label, value: displayValue(f, form) })),
              ]}
            />
          </Stack>
          <Divider />
          <Stack gap="xs">
            <Title order={3} fz="md">
              Consent
            </Title>
            <ExpandedDetails
              items={[
                {
                  label: 'Consent to share',
                  value: form.consentToShare ? `Given. ${consentLabel(companyName)}.` : 'Not given',
                },
                { label: CONSENT_GIVEN_BY.label, value: displayValue(CONSENT_GIVEN_BY, form) },
              ]}
            />
          </Stack>
          <DialogFooter>
            <Button variant="default" size="md" onClick={onClose}>
              Close
            </Button>
          </DialogFooter>
        </Stack>
      ) : null}
    </ResponsiveModal>
  );
}
