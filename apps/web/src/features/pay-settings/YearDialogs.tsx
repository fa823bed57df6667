import { addRateYearSchema, RATES_CSV_EXAMPLE } from '@care/domain';
import { Button, Code, FileInput, Stack, Text, TextInput } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { FormBanner } from '../../ui/form/FormBanner.tsx';
import { FormField } from '../../ui/form/FormField.tsx';
import { useFormSubmit } from '../../ui/form/useFormSubmit.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { addRateYear, importRates, PAY_KEY } from './pay-settings-api.ts';

function AddYearForm({ nextFrom, onDone }: { nextFrom: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<typeof addRateYearSchema, { appliesFrom: string; increasePercent: string }>(
    addRateYearSchema,
    {
      raw: true,
      defaultValues: { appliesFrom: nextFrom, increasePercent: '' },
    },
  );
  const { submit, banner } = useFormSubmit(
    form,
    ['appliesFrom', 'increasePercent'],
    addRateYear,
    async () => {
      await queryClient.invalidateQueries({ queryKey: PAY_KEY });
      onDone();
    },
  );
  const f = { register: form.register, control: form.control, errors: form.formState.errors };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Add next year">
      <Stack gap="md">
        <Text fz="sm">
          Every classification and allowance of the latest year is copied at the Annual Wage Review’s
          increase. The new rows stay disabled (allowances pending) until you check each against the FWO pay
          guide and enable it.
        </Text>
        <FormField
          field={{ name: 'appliesFrom', label: 'Applies from', kind: 'date', required: true }}
          {...f}
        />
        <FormField
          field={{
            name: 'increasePercent',
            label: 'Increase (%)',
            inputMode: 'decimal',
            required: true,
            short: true,
            placeholder: '3.5',
          }}
          {...f}
        />
        <FormBanner message={banner} />
        <DialogFooter>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Add rows
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}

/** Next year's rows from the latest year's at an increase. */
export function AddYearDialog({
  opened,
  nextFrom,
  onClose,
}: {
  opened: boolean;
  nextFrom: string;
  onClose: () => void;
}) {
  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title="Add next year’s rates"
      closeOnClickOutside={false}
    >
      {opened ? <AddYearForm nextFrom={nextFrom} onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}

function ImportForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [checkedAgainst, setCheckedAgainst] = useState('');
  const [problems, setProblems] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setProblems(null);
    setBanner(null);
    if (!file) {
      setBanner('Choose a CSV file first.');
      return;
    }
    setBusy(true);
    try {
      await importRates({ csv: await file.text(), checkedAgainst });
      await queryClient.invalidateQueries({ queryKey: PAY_KEY });
      onDone();
    } catch (error) {
      setBanner(isApiError(error) ? error.message : 'The file could not be imported.');
      setProblems(isApiError(error) ? (error.fieldErrors.csv ?? null) : null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack
      gap="md"
      component="form"
      aria-label="Import rates"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Text fz="sm">
        One rate a line, under this header; a row for a classification (or allowance) and date already there
        replaces it. Every line is checked first: nothing is saved while one is wrong.
      </Text>
      <Code block fz="xs">
        {RATES_CSV_EXAMPLE}
      </Code>
      <FileInput
        size="md"
        label="Spreadsheet (CSV)"
        accept=".csv,text/csv"
        clearable
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        placeholder="Choose a file"
        value={file}
        onChange={setFile}
      />
      <TextInput
        size="md"
        label="Checked against"
        description="Optional: name the FWO pay guide you checked the file against, and its rows come in enabled"
        value={checkedAgainst}
        onChange={(e) => setCheckedAgainst(e.currentTarget.value)}
      />
      <FormBanner message={banner} />
      {problems ? (
        <Text
          component="pre"
          fz="sm"
          c="red.8"
          style={{ whiteSpace: 'pre-wrap' }}
          aria-label="Problems by line"
        >
          {problems}
        </Text>
      ) : null}
      <DialogFooter>
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          Import
        </Button>
      </DialogFooter>
    </Stack>
  );
}

/** A spreadsheet of rates, all or nothing. */
export function ImportRatesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title="Import rates from a spreadsheet"
      closeOnClickOutside={false}
    >
      {opened ? <ImportForm onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}
