import { type RejectDocumentValues, rejectDocumentForm } from '@care/domain';
import { Button, Stack, Text, Textarea } from '@mantine/core';
import { DateField } from '../../ui/DateField.tsx';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import type { DocumentRecord } from './documents-api.ts';

type Values = { reason: string; deadline: string };

function RejectForm({
  document,
  onReject,
  onClose,
}: {
  document: DocumentRecord;
  onReject: (values: RejectDocumentValues) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useSchemaForm<typeof rejectDocumentForm, Values>(rejectDocumentForm, {
    defaultValues: { reason: '', deadline: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onReject(values);
      onClose();
    } catch {
      // The API client has shown the server's message; the dialog stays for another try.
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Reject document">
      <Stack gap="md">
        <Text fz="sm">
          {document.user} will see that {document.documentName} was rejected, with your reason, and can upload
          a new copy.
        </Text>
        <Textarea
          label="Reason"
          withAsterisk
          size="md"
          autosize
          minRows={3}
          placeholder="e.g. The scan is cut off at the bottom"
          {...form.register('reason')}
          error={errors.reason?.message}
        />
        <DateField<Values, RejectDocumentValues>
          control={form.control}
          name="deadline"
          label="New deadline"
          description="Optional: the date by which a new copy is due."
        />
        <DialogFooter>
          <Button variant="default" size="md" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" color="red" size="md" loading={isSubmitting}>
            Reject document
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}

export interface RejectDocumentDialogProps {
  document: DocumentRecord | null;
  onReject: (document: DocumentRecord, values: RejectDocumentValues) => Promise<unknown>;
  onClose: () => void;
}

/** Reject with a reason ('provide valid reason' when blank) and an optional new deadline (spec 1 §5). */
export function RejectDocumentDialog({ document, onReject, onClose }: RejectDocumentDialogProps) {
  return (
    <ResponsiveModal
      opened={document !== null}
      onClose={onClose}
      title={document ? `Reject ${document.documentName}` : ''}
      closeOnClickOutside={false}
    >
      {document ? (
        <RejectForm document={document} onReject={(values) => onReject(document, values)} onClose={onClose} />
      ) : null}
    </ResponsiveModal>
  );
}
