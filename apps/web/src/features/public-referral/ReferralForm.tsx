import { type ReferralForm as ReferralFormOutput, referralForm } from '@care/domain';
import { Alert, Button, Flex, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { isApiError } from '../../api/api-error.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { ReferralFormFields } from './ReferralFormFields.tsx';
import { emptyReferral, REFERRAL_FIELD_ORDER, type ReferralValues } from './referral-fields.ts';

export interface ReferralFormProps {
  companyName: string;
  defaultValues?: ReferralValues;
  submitLabel: string;
  /** Sends the checked form; rejects with the API's error, which the form shows. */
  onSubmit: (form: ReferralFormOutput) => Promise<unknown>;
  onCancel?: () => void;
}

const fieldsToCheck = (count: number) =>
  count === 1 ? 'Please check the field marked in red.' : `Please check the ${count} fields marked in red.`;

/**
 * The referral form, checked by the domain's referralForm schema. Messages sit under their fields,
 * whether they come from the schema or from the server's 400; anything else (the rate limit,
 * a lost connection) shows above the submit button.
 */
export function ReferralForm({
  companyName,
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
}: ReferralFormProps) {
  const [banner, setBanner] = useState<string | null>(null);
  const form = useSchemaForm<typeof referralForm, ReferralValues>(referralForm, {
    defaultValues: defaultValues ?? emptyReferral(),
    // Focus is moved by hand, to the first field in the order of the page (see focusFirst).
    shouldFocusError: false,
  });

  /** On a long form the first problem is often off screen: bring it to the middle of the view. */
  const focusFirst = (names: readonly string[]) => {
    const first = REFERRAL_FIELD_ORDER.find((name) => names.includes(name));
    if (first) {
      form.setFocus(first);
      document.activeElement?.scrollIntoView?.({ block: 'center' });
    }
  };
  const { isSubmitting } = form.formState;

  const showFailure = (error: unknown) => {
    if (!isApiError(error)) {
      setBanner('Something went wrong. Please try again.');
      return;
    }
    let placed = 0;
    const placedNames: string[] = [];
    const elsewhere: string[] = [];
    for (const [path, message] of Object.entries(error.fieldErrors)) {
      // 'supportsRequested.0' belongs under the supports.
      const base = path.split('.')[0]?.toLowerCase();
      const field = REFERRAL_FIELD_ORDER.find((name) => name.toLowerCase() === base);
      if (field) {
        form.setError(field, { type: 'server', message });
        placedNames.push(field);
        placed += 1;
      } else {
        elsewhere.push(message);
      }
    }
    if (placed > 0) {
      setBanner([fieldsToCheck(placed), ...elsewhere].join(' '));
      focusFirst(placedNames);
    } else if (error.kind === 'network' || error.kind === 'timeout') {
      setBanner('We couldn’t reach the server. Please check your connection and try again.');
    } else {
      setBanner(error.message);
    }
  };

  const submit = form.handleSubmit(
    async (values) => {
      setBanner(null);
      try {
        await onSubmit(values);
      } catch (error) {
        showFailure(error);
      }
    },
    (errors) => {
      setBanner(fieldsToCheck(Object.keys(errors).length));
      focusFirst(Object.keys(errors));
    },
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Referral form">
        <Stack gap="xl">
          <ReferralFormFields companyName={companyName} />
          {banner ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertTriangle size={20} stroke={1.8} aria-hidden />}
            >
              {banner}
            </Alert>
          ) : null}
          <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
            {onCancel ? (
              <Button
                variant="default"
                size="md"
                w={{ base: '100%', xs: 'auto' }}
                onClick={onCancel}
                disabled={isSubmitting}
              >
                Cancel
              </Button>
            ) : null}
            <Button type="submit" size="md" w={{ base: '100%', xs: 'auto' }} loading={isSubmitting}>
              {submitLabel}
            </Button>
          </Flex>
        </Stack>
      </form>
    </FormProvider>
  );
}
