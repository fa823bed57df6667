import type { ShiftRosterView } from '@care/domain';
import { Button, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';

export interface ShiftListProps {
  shifts: readonly ShiftRosterView[];
  /** How many show before "Show N more". */
  pageSize?: number;
  renderCard: (shift: ShiftRosterView) => ReactNode;
}

/**
 * A day's cards, the first `pageSize` at once and the rest on demand, so a day of hundreds of
 * shifts (a large tenant) renders quickly.
 */
export function ShiftList({ shifts, pageSize = 25, renderCard }: ShiftListProps) {
  const [shown, setShown] = useState(pageSize);
  const rest = shifts.length - shown;
  return (
    <Stack gap={6}>
      {shifts.slice(0, shown).map(renderCard)}
      {rest > 0 ? (
        <Button variant="subtle" size="compact-sm" onClick={() => setShown((n) => n + pageSize * 4)}>
          Show {Math.min(rest, pageSize * 4)} more of {rest}
        </Button>
      ) : null}
    </Stack>
  );
}
