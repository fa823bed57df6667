import { type DisplayedDocumentStatus, documentBadgeColor } from '@care/domain';
import { Badge } from '@mantine/core';

/** 'not started' → 'Not Started': the badge reads in title case whatever the rule's spelling. */
export const statusLabel = (status: DisplayedDocumentStatus): string =>
  status.replace(/\b\w/g, (letter) => letter.toUpperCase());

/** The displayed status of spec 1 §4 as a badge in its colour. */
export function DocumentStatusBadge({ status }: { status: DisplayedDocumentStatus }) {
  return (
    <Badge
      color={documentBadgeColor(status)}
      variant="light"
      radius="sm"
      styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible', whiteSpace: 'nowrap' } }}
    >
      {statusLabel(status)}
    </Badge>
  );
}
