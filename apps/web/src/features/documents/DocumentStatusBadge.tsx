import type { DisplayedDocumentStatus } from '@care/domain';
import { StatusBadge } from '../../ui/StatusBadge.tsx';

/** 'not started' → 'Not Started': the badge reads in title case whatever the rule's spelling. */
export const statusLabel = (status: DisplayedDocumentStatus): string =>
  status.replace(/\b\w/g, (letter) => letter.toUpperCase());

/** The displayed status of spec 1 §4 as a badge in its colour. */
export function DocumentStatusBadge({ status }: { status: DisplayedDocumentStatus }) {
  return (
    <StatusBadge
      kind="document"
      status={status}
      label={statusLabel(status)}
      radius="sm"
      styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible', whiteSpace: 'nowrap' } }}
    />
  );
}
