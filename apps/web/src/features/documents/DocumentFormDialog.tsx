import { type DocumentFormValues, documentForm, MESSAGES } from '@care/domain';
import { Alert, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { DateField } from '../../ui/DateField.tsx';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { FileDrop } from '../../ui/upload/FileDrop.tsx';
import { DOCUMENT_FILE } from '../../ui/upload/file-kinds.ts';
import {
  DOCUMENTS_KEY,
  type DocumentOwnerRef,
  type DocumentRecord,
  editDocument,
  uploadDocument,
} from './documents-api.ts';

type Values = { documentName: string; implementationDate: string; expirationDate: string };
const FIELDS = ['documentName', 'implementationDate', 'expirationDate'] as const;

/** What the dialog is for: a new upload for an owner (its name fixed for a required row), or an edit. */
export type DocumentDialogTarget =
  | { mode: 'upload'; owner: DocumentOwnerRef; fixedName?: string }
  | { mode: 'edit'; document: DocumentRecord };

function DocumentFormBody({ target, onDone }: { target: DocumentDialogTarget; onDone: () => void }) {
  const queryClient = useQueryClient();
  const editing = target.mode === 'edit' ? target.document : null;
  const fixedName = target.mode === 'upload' ? target.fixedName : undefined;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useSchemaForm<typeof documentForm, Values>(documentForm, {
    defaultValues: {
      documentName: editing?.documentName ?? fixedName ?? '',
      implementationDate: editing?.implementationDate?.slice(0, 10) ?? '',
      expirationDate: editing?.expirationDate?.slice(0, 10) ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      setBanner(null);
      // A new upload needs its file; an edit keeps the stored one unless another is chosen.
      if (!editing && !file) {
        setFileError(MESSAGES.noFileSelected);
        return;
      }
      const sent = { ...values, file };
      try {
        if (editing) {
          await editDocument(editing, sent);
        } else if (target.mode === 'upload') {
          await uploadDocument(target.owner, sent);
        }
        await queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
        onDone();
      } catch (error) {
        const message = applyServerErrors(error, FIELDS, form.setError);
        const fileProblem = isApiError(error) ? error.fieldErrors.documentFile : undefined;
        if (fileProblem) {
          setFileError(fileProblem);
        }
        const placed = isApiError(error) && Object.keys(error.fieldErrors).length > 0;
        setBanner(placed ? 'Please check the fields marked in red.' : (message ?? MESSAGES.unknown));
      }
    },
    () => {
      if (!editing && !file) {
        setFileError(MESSAGES.noFileSelected);
      }
    },
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Document">
      <Stack gap="md">
        {editing?.status === 'Rejected' && editing.rejectReason ? (
          <Alert color="red" variant="light" title="Why it was rejected">
            {editing.rejectReason}
          </Alert>
        ) : null}
        <TextInput
          label="Document name"
          withAsterisk
          size="md"
          autoComplete="off"
          readOnly={Boolean(fixedName)}
          placeholder="e.g. Manual Handling Certificate"
          {...form.register('documentName')}
          error={errors.documentName?.message}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateField<Values, DocumentFormValues>
            control={form.control}
            name="implementationDate"
            label="Implementation date"
            required
          />
          <DateField<Values, DocumentFormValues>
            control={form.control}
            name="expirationDate"
            label="Expiration date"
          />
        </SimpleGrid>
        <FileDrop
          label="Document file"
          kind={DOCUMENT_FILE}
          file={file}
          onChange={(chosen) => {
            setFile(chosen);
            setFileError(undefined);
          }}
          required={!editing}
          error={fileError}
          wrongTypeMessage={`Choose a ${DOCUMENT_FILE.label} file.`}
          description={
            editing
              ? 'Choose a file only to replace the current one: it then waits for review again.'
              : `A ${DOCUMENT_FILE.label} file.`
          }
        />
        {!editing ? (
          <Text fz="sm" c="dimmed">
            The document is Pending until an administrator reviews it.
          </Text>
        ) : null}
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
        <DialogFooter>
          <Button variant="default" size="md" onClick={onDone} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" size="md" loading={isSubmitting}>
            {editing ? 'Save changes' : 'Upload'}
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}

export interface DocumentFormDialogProps {
  target: DocumentDialogTarget | null;
  onClose: () => void;
}

/** Upload a document, or change an uploaded one's name, dates or file (spec 1 §5, §7.4). */
export function DocumentFormDialog({ target, onClose }: DocumentFormDialogProps) {
  const title =
    target?.mode === 'edit'
      ? `Edit ${target.document.documentName}`
      : target?.fixedName
        ? `Upload ${target.fixedName}`
        : 'Upload Document';
  return (
    <ResponsiveModal opened={target !== null} onClose={onClose} title={title} closeOnClickOutside={false}>
      {target ? <DocumentFormBody target={target} onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}
