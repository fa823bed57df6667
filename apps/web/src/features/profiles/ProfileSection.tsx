import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { EditSectionDialog } from './EditSectionDialog.tsx';
import type { EditValues } from './edit-form.ts';
import { InfoCard } from './InfoCard.tsx';
import type { FieldDef } from './section-fields.ts';

export interface ProfileSectionProps {
  /** The card's title; the dialog is "Edit {title}". */
  title: string;
  fields: FieldDef[];
  /** Fields the card shows but the dialog does not offer (when they differ). */
  cardFields?: FieldDef[];
  record: object;
  schema: z.ZodObject<z.ZodRawShape>;
  rules?: z.ZodObject<z.ZodRawShape>;
  canEdit: boolean;
  onSave: (changes: EditValues) => Promise<unknown>;
  note?: ReactNode;
  /** A full-width card (more columns). */
  wide?: boolean;
  children?: ReactNode;
}

/** A card of a profile page with its edit dialog, offered only to those who may edit. */
export function ProfileSection({
  title,
  fields,
  cardFields,
  record,
  schema,
  rules,
  canEdit,
  onSave,
  note,
  wide,
  children,
}: ProfileSectionProps) {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <InfoCard
        title={title}
        fields={cardFields ?? fields}
        record={record}
        onEdit={canEdit ? dialog.open : undefined}
        editLabel={`Edit ${title}`}
        note={note}
        wide={wide}
      >
        {children}
      </InfoCard>
      {canEdit ? (
        <EditSectionDialog
          opened={opened}
          onClose={dialog.close}
          title={`Edit ${title}`}
          fields={fields}
          record={record}
          schema={schema}
          rules={rules}
          onSave={onSave}
        />
      ) : null}
    </>
  );
}
