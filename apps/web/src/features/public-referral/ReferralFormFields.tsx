import { REFERRAL_SUPPORTS } from '@care/domain';
import { Checkbox, Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { ReferralFieldInput } from './ReferralFieldInput.tsx';
import {
  CONSENT_GIVEN_BY,
  consentLabel,
  REFERRAL_SECTIONS,
  type ReferralField,
  type ReferralValues,
  SUPPORT_FIELDS,
} from './referral-fields.ts';

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = `referral-section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Stack gap="md" component="section" aria-labelledby={id}>
      <Stack gap={2}>
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {hint ? (
          <Text fz="sm" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
}

/** One field under another: the quickest form to fill in, on a phone or a desk. */
function FieldGrid({ fields }: { fields: ReferralField[] }) {
  return (
    <Stack gap="md">
      {fields.map((field) => (
        <ReferralFieldInput key={field.name} field={field} />
      ))}
    </Stack>
  );
}

/** The fields of the referral form, section by section (the public page and the Edit Form dialog). */
export function ReferralFormFields({ companyName }: { companyName: string }) {
  const form = useFormContext<ReferralValues>();
  const { errors } = form.formState;

  return (
    <Stack gap="xl">
      {REFERRAL_SECTIONS.map((section) => (
        <Stack key={section.title} gap="xl">
          <Section title={section.title} hint={section.hint}>
            <FieldGrid fields={section.fields} />
          </Section>
          <Divider />
        </Stack>
      ))}
      <Section title="Supports requested" hint="Tick every support the participant is looking for.">
        <Controller
          control={form.control}
          name="supportsRequested"
          render={({ field }) => (
            // A focusable wrapper, so a missing choice scrolls into view like any other field.
            <div ref={field.ref} tabIndex={-1} style={{ outline: 'none' }}>
              <Checkbox.Group
                label="Supports"
                size="md"
                withAsterisk
                value={field.value}
                onChange={field.onChange}
                error={errors.supportsRequested?.message}
              >
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="sm" mt="xs">
                  {REFERRAL_SUPPORTS.map((support) => (
                    <Checkbox key={support} value={support} label={support} size="md" />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            </div>
          )}
        />
        <FieldGrid fields={SUPPORT_FIELDS} />
      </Section>
      <Divider />
      <Section title="Consent">
        <Checkbox
          size="md"
          label={
            <>
              {consentLabel(companyName)}{' '}
              <Text span c="red" aria-hidden="true">
                *
              </Text>
            </>
          }
          {...form.register('consentToShare')}
          error={errors.consentToShare?.message}
          styles={{ label: { fontWeight: 500 } }}
        />
        <FieldGrid fields={[CONSENT_GIVEN_BY]} />
      </Section>
    </Stack>
  );
}
