import { groupRequiredDocuments } from '@care/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useSession } from '../../session/useSession.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { type DocumentColumnOptions, DocumentDetails, documentColumns } from './document-columns.tsx';
import type { DocumentOwnerRef, DocumentRecord } from './documents-api.ts';
import { OwnerNotices } from './OwnerNotices.tsx';
import { RequiredDocumentsTable } from './RequiredDocumentsTable.tsx';
import { useDocumentActions } from './useDocumentActions.tsx';

/** A table of predefined documents: its title, whether it is marked required, and its names. */
export interface RequiredSection {
  title: string;
  marked?: boolean;
  documents: readonly { name: string; available?: boolean }[];
}

export interface OwnerDocumentsPanelProps {
  owner: DocumentOwnerRef;
  /** The owner's sign-in, so they can look after their own documents. */
  ownerUserId: string | null;
  /** The panel's title; a page that has its own title leaves it out. */
  heading?: string;
  sections: RequiredSection[];
  /** Tables shown before the sections (a client's participant forms). */
  formsTables?: ReactNode;
  documents: DocumentRecord[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** Shows Upload Other Document and the rows' Upload buttons (spec 1 §6). */
  canUpload: boolean;
}

/**
 * A person's documents: the required tables (never paginated, missing ones Not Available), then
 * Others, with every action the user may take (spec 1 §2.6, §2.7).
 */
export function OwnerDocumentsPanel(props: OwnerDocumentsPanelProps) {
  const { owner, ownerUserId, sections, documents, canUpload } = props;
  const zone = useTimeZone();
  const actions = useDocumentActions();
  const signedIn = useSession();
  const isOwner = ownerUserId !== null && signedIn?.user.uid === ownerUserId;
  const options: DocumentColumnOptions = { zone, actions, ownerUserId: () => ownerUserId };
  const names = sections.flatMap((s) => s.documents.map((d) => d.name));
  const grouped = groupRequiredDocuments(names, documents ?? []);
  // Without required tables (administrators) the one table holds every document.
  const othersTitle = sections.length > 0 || props.formsTables ? 'Others' : 'All documents';
  const rowOf = (name: string) => grouped.required.find((r) => r.name === name)?.document ?? null;

  if (props.error) {
    return <LoadFailed what="the documents" onRetry={props.onRetry} />;
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        {props.heading ? (
          <Title order={2} fz="h3">
            {props.heading}
          </Title>
        ) : (
          <span />
        )}
        {canUpload ? (
          <Button
            leftSection={<IconUpload size={18} stroke={1.8} aria-hidden />}
            onClick={() => actions.upload(owner)}
          >
            Upload Other Document
          </Button>
        ) : null}
      </Group>
      {isOwner ? <OwnerNotices documents={documents ?? []} onCommand={actions.start} /> : null}
      {props.formsTables}
      {sections.map((section) => (
        <RequiredDocumentsTable
          key={section.title}
          title={section.title}
          marked={section.marked}
          loading={props.loading}
          options={options}
          rows={section.documents.map((d) => ({
            name: d.name,
            available: d.available ?? true,
            document: rowOf(d.name),
          }))}
          onUpload={canUpload ? (name) => actions.upload(owner, name) : undefined}
        />
      ))}
      <section aria-label={othersTitle}>
        <Text component="h3" fw={700} fz="md" mb="xs">
          {othersTitle}
        </Text>
        <DataTable<DocumentRecord>
          label="other documents"
          records={grouped.others}
          columns={documentColumns(options)}
          idAccessor="documentId"
          loading={props.loading}
          noRecordsText={sections.length > 0 ? 'No other documents' : 'Nothing has been uploaded yet'}
          search={
            grouped.others.length > 10
              ? { accessors: ['documentName'], placeholder: 'Search by document name' }
              : undefined
          }
          rowExpansion={(d) => <DocumentDetails doc={d} options={options} />}
        />
      </section>
      {sections.length > 0 && !props.loading && (documents ?? []).length === 0 ? (
        <Text fz="sm" c="dimmed">
          Nothing has been uploaded yet.
        </Text>
      ) : null}
      {actions.dialogs}
    </Stack>
  );
}
