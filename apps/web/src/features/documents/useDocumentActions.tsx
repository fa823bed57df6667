import { type DocumentRowAction, documentRowActions, type RejectDocumentValues } from '@care/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { principalOf } from '../../session/session-store.ts';
import { useSession } from '../../session/useSession.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { type DocumentDialogTarget, DocumentFormDialog } from './DocumentFormDialog.tsx';
import { DocumentPreviewDialog } from './DocumentPreviewDialog.tsx';
import {
  acceptDocument,
  approveConsent,
  archiveDocument,
  DOCUMENTS_KEY,
  type DocumentOwnerRef,
  type DocumentRecord,
  deleteDocument,
  rejectDocument,
  requestConsent,
} from './documents-api.ts';
import { RejectDocumentDialog } from './RejectDocumentDialog.tsx';

/** Everything a row can start: preview and the actions of the status table. */
export type DocumentCommand = DocumentRowAction | 'view';

type Confirmable = Exclude<DocumentRowAction, 'edit' | 'reject'>;

interface Question {
  title: string;
  message: string;
  confirmLabel?: string;
  danger?: boolean;
  run: () => Promise<unknown>;
}

const QUESTIONS: Record<Confirmable, (d: DocumentRecord) => Question> = {
  accept: (d) => ({
    title: `Accept ${d.documentName}`,
    message: `Accept ${d.documentName} of ${d.user}? It will show as Accepted.`,
    confirmLabel: 'Yes, accept',
    run: () => acceptDocument(d.documentId),
  }),
  archive: (d) => ({
    title: `Archive ${d.documentName}`,
    message: `Archive ${d.documentName} of ${d.user}? It moves to the Archived list and can be restored from there.`,
    run: () => archiveDocument(d.documentId, true),
  }),
  restore: (d) => ({
    title: `Restore ${d.documentName}`,
    message: `Restore ${d.documentName} of ${d.user} to the Active list?`,
    run: () => archiveDocument(d.documentId, false),
  }),
  delete: (d) => ({
    title: `Delete ${d.documentName}`,
    message: `Delete ${d.documentName} of ${d.user}? The document and its file are removed for good.`,
    confirmLabel: 'Yes, delete',
    danger: true,
    run: () => deleteDocument(d.documentId),
  }),
  requestConsent: (d) => ({
    title: 'Request client consent',
    message: `Ask ${d.user} to consent to ${d.documentName}? They will see the request in their portal.`,
    confirmLabel: 'Yes, ask',
    run: () => requestConsent(d.documentId),
  }),
  approveConsent: (d) => ({
    title: `Consent to ${d.documentName}`,
    message: `Do you consent to ${d.documentName}? Your provider will see that you have agreed to it.`,
    confirmLabel: 'Yes, I consent',
    run: () => approveConsent(d.documentId),
  }),
};

export interface DocumentActions {
  /** The actions the signed-in user may take on the document now (domain rule). */
  actionsFor: (doc: DocumentRecord, ownerUserId: string | null) => DocumentRowAction[];
  start: (command: DocumentCommand, doc: DocumentRecord) => void;
  /** Opens the upload dialog for an owner, its name fixed when it is a required document. */
  upload: (owner: DocumentOwnerRef, fixedName?: string) => void;
  /** The dialogs; render once beside the table. */
  dialogs: ReactNode;
}

/**
 * One set of dialogs for a screen of documents: preview, upload and edit, reject, and the
 * confirmation every other action asks first (spec 1 §4). Lists reload after each change.
 */
export function useDocumentActions(): DocumentActions {
  const session = useSession();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<DocumentRecord | null>(null);
  const [form, setForm] = useState<DocumentDialogTarget | null>(null);
  const [rejecting, setRejecting] = useState<DocumentRecord | null>(null);
  // The question stays while the dialog closes, so its text does not blank during the transition.
  const [question, setQuestion] = useState<Question | null>(null);
  const [asking, setAsking] = useState(false);
  const principal = principalOf(session);
  const who = principal && session ? { ...principal, uid: session.user.uid } : null;

  const reload = () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });

  const start = (command: DocumentCommand, doc: DocumentRecord) => {
    if (command === 'view') {
      setPreview(doc);
    } else if (command === 'edit') {
      setForm({ mode: 'edit', document: doc });
    } else if (command === 'reject') {
      setRejecting(doc);
    } else {
      setQuestion(QUESTIONS[command](doc));
      setAsking(true);
    }
  };

  const reject = async (doc: DocumentRecord, values: RejectDocumentValues) => {
    await rejectDocument(doc.documentId, values.reason, values.deadline);
    await reload();
  };

  return {
    actionsFor: (doc, ownerUserId) => documentRowActions(who, doc, ownerUserId),
    start,
    upload: (owner, fixedName) => setForm({ mode: 'upload', owner, fixedName }),
    dialogs: (
      <>
        <DocumentPreviewDialog document={preview} onClose={() => setPreview(null)} />
        <DocumentFormDialog target={form} onClose={() => setForm(null)} />
        <RejectDocumentDialog document={rejecting} onReject={reject} onClose={() => setRejecting(null)} />
        <ConfirmDialog
          opened={asking}
          title={question?.title ?? ''}
          message={question?.message ?? ''}
          confirmLabel={question?.confirmLabel}
          danger={question?.danger}
          onConfirm={async () => {
            if (question) {
              await question.run();
              await reload();
            }
          }}
          onClose={() => setAsking(false)}
        />
      </>
    ),
  };
}
