import { Alert, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '../../api/api-error.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import type { EditValues } from './edit-form.ts';
import { inputValueOf } from './field-format.ts';
import { SectionFieldInput, type SectionValues } from './SectionFieldInput.tsx';
import { FIELD_LABELS, type FieldDef } from './section-fields.ts';

type AnyObject = z.ZodObject<z.ZodRawShape>;
/** What the schema makes of the typed text: null for empty, phone digits, dates cut to the day. */
type SectionOutput = Record<string, string | number | null>;

export interface EditSectionDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  fields: FieldDef[];
  record: object;
  /** The kind's edit schema (profileEdit, staffEdit, administratorEdit): each field's own rules. */
  schema: AnyObject;
  /** The dialog's own rules (personalInformationRules, emergencyContactRules, bankInformationRules). */
  rules?: AnyObject;
  /** Sends the whole record with this dialog's changes; rejects with the server's reply on failure. */
  onSave: (changes: EditValues) => Promise<unknown>;
}

/** The schema a dialog checks: its editable fields' rules from the edit schema, then its own. */
export function sectionSchema(schema: AnyObject, fields: FieldDef[], rules?: AnyObject): AnyObject {
  const mask = Object.fromEntries(
    fields.filter((f) => !f.readOnly && f.name in schema.shape).map((f) => [f.name, true as const]),
  );
  const picked = schema.pick(mask as never) as unknown as AnyObject;
  return rules ? (picked.extend(rules.shape) as unknown as AnyObject) : picked;
}

function defaultsOf(fields: FieldDef[], record: object): SectionValues {
  const values = record as Record<string, unknown>;
  return Object.fromEntries(
    fields.filter((f) => !f.readOnly).map((f) => [f.name, inputValueOf(f, values[f.name])]),
  );
}

/**
 * An "Edit …" dialog of a profile card: checks what was typed where it was typed, sends the whole
 * record with the changes, and puts the server's per-field messages under their fields.
 */
export function EditSectionDialog({
  opened,
  onClose,
  title,
  fields,
  record,
  schema,
  rules,
  onSave,
}: EditSectionDialogProps) {
  const resolverSchema = useMemo(() => sectionSchema(schema, fields, rules), [schema, fields, rules]);
  const form = useSchemaForm<typeof resolverSchema, SectionValues, SectionOutput>(resolverSchema, {
    defaultValues: defaultsOf(fields, record),
  });
  const [elsewhere, setElsewhere] = useState<string[]>([]);
  const editable = fields.filter((f) => !f.readOnly).map((f) => f.name);

  useEffect(() => {
    if (opened) {
      form.reset(defaultsOf(fields, record));
      setElsewhere([]);
    }
  }, [opened, fields, record, form]);

  const submit = form.handleSubmit(async (values) => {
    setElsewhere([]);
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      applyServerErrors(error, editable, form.setError);
      if (isApiError(error)) {
        setElsewhere(
          Object.entries(error.fieldErrors)
            .filter(([name]) => !editable.some((f) => f.toLowerCase() === name.toLowerCase()))
            .map(([name, message]) => `${FIELD_LABELS[name] ?? name}: ${message}`),
        );
      }
    }
  });

  const values = record as Record<string, unknown>;
  const { errors, isSubmitting } = form.formState;

  return (
    <ResponsiveModal opened={opened} onClose={() => !isSubmitting && onClose()} title={title}>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Stack gap="lg">
          {fields.some((f) => f.readOnly) ? (
            <Text fz="sm" c="dimmed">
              The name and e-mail address are shown for reference and can't be changed here.
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {fields
              .filter((f) => f.type !== 'hidden')
              .map((field) => (
                <div key={field.name} style={field.wide ? { gridColumn: '1 / -1' } : undefined}>
                  <SectionFieldInput
                    field={field}
                    register={form.register}
                    control={form.control}
                    errors={errors}
                    readOnlyValue={field.readOnly ? String(values[field.name] ?? '') : undefined}
                    setValue={form.setValue as never}
                  />
                </div>
              ))}
          </SimpleGrid>
          {elsewhere.length > 0 ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} stroke={1.8} aria-hidden />}
              title="Also needs attention"
            >
              {elsewhere.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </Alert>
          ) : null}
          <DialogFooter>
            <Button variant="default" size="md" onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" size="md" loading={isSubmitting}>
              Save changes
            </Button>
          </DialogFooter>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
