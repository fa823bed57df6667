import { Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { type DocumentColumnOptions, documentColumns } from '../documents/document-columns.tsx';
import type { DocumentRecord } from '../documents/documents-api.ts';

/** The DataTable's phone width: below it, `hiddenOnPhone` columns hide. */
const WIDE = '(min-width: 48em)';

/**
 * The shared document columns fitted to a review screen, where the owner column takes room: on a
 * laptop Last Modified folds into the expanded row (the Actions stay in view); on a phone the owner
 * shows under the document's name and the actions are the expanded row's buttons. Exports keep
 * every column.
 */
export function useReviewColumns(options: DocumentColumnOptions): DataTableColumn<DocumentRecord>[] {
  const wide = useMediaQuery(WIDE, true) ?? true;
  return documentColumns(options).map((c) => {
    switch (c.accessor) {
      case 'user':
      case 'actions':
        return { ...c, hiddenOnPhone: true };
      case 'dateModified':
        return { ...c, secondary: 'xl' };
      case 'documentName':
        return wide
          ? c
          : {
              ...c,
              render: (d) => (
                <>
                  <Text fz="sm">{d.documentName}</Text>
                  <Text fz="xs" c="dimmed">
                    {d.user}
                  </Text>
                </>
              ),
            };
      default:
        return c;
    }
  });
}
