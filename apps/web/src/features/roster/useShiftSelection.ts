import type { ShiftRosterView } from '@care/domain';
import { useCallback, useMemo, useState } from 'react';

/**
 * Delete Multiple's selection (spec 3 §2.1): the mode shows checkboxes on the cards; the chosen
 * shifts are kept by id, with the shift itself for the dialog.
 */
export function useShiftSelection() {
  const [selecting, setSelecting] = useState(false);
  const [chosen, setChosen] = useState<ReadonlyMap<string, ShiftRosterView>>(new Map());
  const toggle = useCallback((shift: ShiftRosterView) => {
    setChosen((prev) => {
      const next = new Map(prev);
      if (next.has(shift.shiftRosterId)) {
        next.delete(shift.shiftRosterId);
      } else {
        next.set(shift.shiftRosterId, shift);
      }
      return next;
    });
  }, []);
  const isSelected = useCallback((id: string) => chosen.has(id), [chosen]);
  const clear = useCallback(() => {
    setChosen(new Map());
    setSelecting(false);
  }, []);
  const shifts = useMemo(() => [...chosen.values()], [chosen]);
  return { selecting, start: () => setSelecting(true), toggle, isSelected, clear, shifts };
}
