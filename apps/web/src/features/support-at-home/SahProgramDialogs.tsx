import {
  FUNDING_PROGRAM_LABELS,
  FUNDING_PROGRAMS,
  type FundingProgram,
  SAH_PATHWAY_LABELS,
  SAH_PENSION_STATUS_LABELS,
  SAH_PENSION_STATUSES,
  SAH_PROGRAM_CHOICES,
  type SahPathway,
  type SahPensionStatus,
  type SahProgramView,
  sahClassificationAdd,
  sahContributionRateAdd,
  sahProgramSave,
} from '@care/domain';
import { Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { usePeopleOptions } from '../../shelf/usePeopleOptions.ts';
import { FormBanner } from '../../ui/form/FormBanner.tsx';
import { FormField } from '../../ui/form/FormField.tsx';
import { useFormSubmit } from '../../ui/form/useFormSubmit.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { addSahClassification, addSahContributionRate, SAH_KEY, saveSahProgram } from './sah-api.ts';

type Done = { onDone: () => void };

function useRefresh(onDone: () => void) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: SAH_KEY });
    await queryClient.invalidateQueries({ queryKey: ['people'] });
    onDone();
  };
}

function Footer({ onDone, busy, label }: Done & { busy: boolean; label: string }) {
  return (
    <DialogFooter>
      <Button variant="default" onClick={onDone}>
        Cancel
      </Button>
      <Button type="submit" loading={busy}>
        {label}
      </Button>
    </DialogFooter>
  );
}

type ProgramValues = {
  clientId: string;
  fundingProgram: string;
  myAgedCareId: string;
  grandfathered: boolean;
  contributionsPaid: string;
  contributionsPaidAsOf: string;
  carePartnerStaffId: string;
};

function ProgramForm({ view, onDone }: Done & { view: SahProgramView }) {
  const { staff } = usePeopleOptions(true);
  const staffName = new Map(staff.map((s) => [s.value, s.label]));
  const form = useSchemaForm<typeof sahProgramSave, ProgramValues>(sahProgramSave, {
    raw: true,
    defaultValues: {
      clientId: view.clientId,
      fundingProgram: view.fundingProgram,
      myAgedCareId: view.myAgedCareId ?? '',
      grandfathered: view.grandfathered,
      contributionsPaid: (view.contributionsPaidCents / 100).toFixed(2),
      contributionsPaidAsOf: view.contributionsPaidAsOf ?? '',
      carePartnerStaffId: view.carePartner?.staffId ?? '',
    },
  });
  const { submit, banner } = useFormSubmit(
    form,
    ['fundingProgram', 'myAgedCareId', 'contributionsPaid', 'contributionsPaidAsOf', 'carePartnerStaffId'],
    saveSahProgram,
    useRefresh(onDone),
  );
  const f = { register: form.register, control: form.control, errors: form.formState.errors };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Funding and program">
      <Stack gap="md">
        <input type="hidden" {...form.register('clientId')} />
        <FormField
          field={{
            name: 'fundingProgram',
            label: 'Funded by',
            kind: 'select',
            required: true,
            options: FUNDING_PROGRAMS,
            optionLabel: (v) => FUNDING_PROGRAM_LABELS[v as FundingProgram] ?? v,
          }}
          {...f}
        />
        <FormField
          field={{ name: 'myAgedCareId', label: 'My Aged Care ID', placeholder: 'AC12345678' }}
          {...f}
        />
        <FormField
          field={{
            name: 'grandfathered',
            label: 'Grandfathered (Home Care Package on or before 12 Sep 2024)',
            kind: 'checkbox',
          }}
          {...f}
        />
        <FormField
          field={{
            name: 'contributionsPaid',
            label: 'Contributions paid towards the lifetime cap ($)',
            inputMode: 'decimal',
            short: true,
          }}
          {...f}
        />
        <FormField field={{ name: 'contributionsPaidAsOf', label: 'As of', kind: 'date' }} {...f} />
        <FormField
          field={{
            name: 'carePartnerStaffId',
            label: 'Care partner',
            kind: 'select',
            options: staff.map((s) => s.value),
            optionLabel: (v) => staffName.get(v) ?? view.carePartner?.name ?? v,
            keepCurrent: true,
          }}
          {...f}
        />
        <FormBanner message={banner} />
        <Footer onDone={onDone} busy={form.formState.isSubmitting} label="Save" />
      </Stack>
    </form>
  );
}

type ClassificationValues = {
  clientId: string;
  classification: string;
  approvalDate: string;
  startDate: string;
};

const classificationLabel = (c: string) =>
  /^[1-8]$/.test(c) ? `Classification ${c}` : (SAH_PATHWAY_LABELS[c as SahPathway] ?? c);

function ClassificationForm({ clientId, onDone }: Done & { clientId: string }) {
  const form = useSchemaForm<typeof sahClassificationAdd, ClassificationValues>(sahClassificationAdd, {
    raw: true,
    defaultValues: { clientId, classification: '', approvalDate: '', startDate: '' },
  });
  const { submit, banner } = useFormSubmit(
    form,
    ['classification', 'approvalDate', 'startDate'],
    addSahClassification,
    useRefresh(onDone),
  );
  const f = { register: form.register, control: form.control, errors: form.formState.errors };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Add a classification">
      <Stack gap="md">
        <input type="hidden" {...form.register('clientId')} />
        <FormField
          field={{
            name: 'classification',
            label: 'Classification or pathway',
            kind: 'select',
            required: true,
            options: SAH_PROGRAM_CHOICES,
            optionLabel: classificationLabel,
          }}
          {...f}
        />
        <FormField
          field={{ name: 'approvalDate', label: 'Approval date', kind: 'date', required: true }}
          {...f}
        />
        <FormField field={{ name: 'startDate', label: 'Start date', kind: 'date', required: true }} {...f} />
        <FormBanner message={banner} />
        <Footer onDone={onDone} busy={form.formState.isSubmitting} label="Add" />
      </Stack>
    </form>
  );
}

type RateValues = {
  clientId: string;
  effectiveFrom: string;
  pensionStatus: string;
  independence: string;
  everydayLiving: string;
};

function RateForm({ clientId, onDone }: Done & { clientId: string }) {
  const form = useSchemaForm<typeof sahContributionRateAdd, RateValues>(sahContributionRateAdd, {
    raw: true,
    defaultValues: { clientId, effectiveFrom: '', pensionStatus: '', independence: '', everydayLiving: '' },
  });
  const { submit, banner } = useFormSubmit(
    form,
    ['effectiveFrom', 'pensionStatus', 'independence', 'everydayLiving'],
    addSahContributionRate,
    useRefresh(onDone),
  );
  const f = { register: form.register, control: form.control, errors: form.formState.errors };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Add contribution rates">
      <Stack gap="md">
        <input type="hidden" {...form.register('clientId')} />
        <FormField field={{ name: 'effectiveFrom', label: 'From', kind: 'date', required: true }} {...f} />
        <FormField
          field={{
            name: 'pensionStatus',
            label: 'Status on the Services Australia notice',
            kind: 'select',
            required: true,
            options: SAH_PENSION_STATUSES,
            optionLabel: (v) => SAH_PENSION_STATUS_LABELS[v as SahPensionStatus] ?? v,
          }}
          {...f}
        />
        <FormField
          field={{
            name: 'independence',
            label: 'Independence rate (%)',
            inputMode: 'decimal',
            required: true,
            short: true,
          }}
          {...f}
        />
        <FormField
          field={{
            name: 'everydayLiving',
            label: 'Everyday living rate (%)',
            inputMode: 'decimal',
            required: true,
            short: true,
          }}
          {...f}
        />
        <FormBanner message={banner} />
        <Footer onDone={onDone} busy={form.formState.isSubmitting} label="Add" />
      </Stack>
    </form>
  );
}

export type SahDialog = 'program' | 'classification' | 'rate' | null;

const TITLES = {
  program: 'Funding and program',
  classification: 'Add a classification',
  rate: 'Add contribution rates',
};

/** The section's three dialogs: funding and details, a classification, the notice's rates. */
export function SahProgramDialogs({
  open,
  view,
  onClose,
}: {
  open: SahDialog;
  view: SahProgramView;
  onClose: () => void;
}) {
  return (
    <ResponsiveModal
      opened={open !== null}
      onClose={onClose}
      title={open ? TITLES[open] : ''}
      closeOnClickOutside={false}
    >
      {open === 'program' ? <ProgramForm view={view} onDone={onClose} /> : null}
      {open === 'classification' ? <ClassificationForm clientId={view.clientId} onDone={onClose} /> : null}
      {open === 'rate' ? <RateForm clientId={view.clientId} onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}
