import { canDeleteInBulk, formatCalendarDate, type ShiftRosterView } from '@care/domain';
import { Alert, Button, Group, Switch, Text } from '@mantine/core';
import { IconFilter, IconTrash, IconX } from '@tabler/icons-react';
import type { RosterFilter } from './roster-filter.ts';

export interface RosterActionsProps {
  canDelete: boolean;
  /** May send the roster notification (roster.notify): an auditor may not (issue 40 item 9). */
  canNotify: boolean;
  filter: RosterFilter | null;
  /** Names of the filter's staff member and client, for the line saying what is shown. */
  filterNames: { staff: string | null; client: string | null };
  onOpenFilter: () => void;
  onClearFilter: () => void;
  /** Show only the shifts whose clock-in was flagged for review (issue 13). */
  flaggedOnly: boolean;
  onFlaggedOnly: (on: boolean) => void;
  onDeleteFiltered: () => void;
  selecting: boolean;
  selected: readonly ShiftRosterView[];
  now: Date;
  onStartSelecting: () => void;
  onDeleteSelected: () => void;
  onClearSelected: () => void;
}

/** The filter button's and dialog's name: "Filter | Send Notification" only for who may send it. */
export const filterTitle = (canNotify: boolean) => (canNotify ? 'Filter | Send Notification' : 'Filter');

/**
 * The roster's buttons under the header (spec 3 §2.1): Filter | Send Notification, Delete
 * Multiple (then Delete Selected and Clear Selected), and Delete filtered shift while a filter is
 * applied; the "Flagged clock-ins only" switch; with the line saying which filter is in force and
 * what a bulk delete will spare.
 */
export function RosterActions(p: RosterActionsProps) {
  const deletable = p.selected.filter((s) => canDeleteInBulk(s, p.now)).length;
  const kept = p.selected.length - deletable;
  return (
    <>
      <Group gap="sm" wrap="wrap">
        <Button variant="default" leftSection={<IconFilter size={16} aria-hidden />} onClick={p.onOpenFilter}>
          {filterTitle(p.canNotify)}
        </Button>
        <Switch
          label="Flagged clock-ins only"
          color="red"
          checked={p.flaggedOnly}
          onChange={(e) => p.onFlaggedOnly(e.currentTarget.checked)}
        />
        {p.canDelete && !p.selecting ? (
          <Button variant="default" color="red" onClick={p.onStartSelecting}>
            Delete Multiple
          </Button>
        ) : null}
        {p.canDelete && p.selecting ? (
          <>
            <Button
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              disabled={deletable === 0}
              onClick={p.onDeleteSelected}
            >
              Delete Selected ({p.selected.length})
            </Button>
            <Button variant="default" onClick={p.onClearSelected}>
              Clear Selected
            </Button>
          </>
        ) : null}
        {p.canDelete && p.filter ? (
          <Button variant="light" color="red" onClick={p.onDeleteFiltered}>
            Delete filtered shift
          </Button>
        ) : null}
      </Group>
      {p.selecting ? (
        <Alert variant="light" color="orange" py="xs" role="status">
          {p.selected.length === 0
            ? 'Tick the shifts to delete. Only upcoming shifts without attendance are deleted.'
            : `${p.selected.length} selected: ${deletable} will be deleted${
                kept > 0 ? `, ${kept} kept (only upcoming shifts without attendance are deleted)` : ''
              }.`}
        </Alert>
      ) : null}
      {p.filter ? (
        <Group gap="xs" role="status" aria-label="Filter in force">
          <Text fz="sm" c="dimmed">
            Showing{' '}
            {[p.filterNames.staff, p.filterNames.client].filter(Boolean).join(' and ') || 'every shift'} from{' '}
            {formatCalendarDate(p.filter.fromDate)} to {formatCalendarDate(p.filter.toDate)}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={p.onClearFilter}
          >
            Clear filter
          </Button>
        </Group>
      ) : null}
    </>
  );
}
