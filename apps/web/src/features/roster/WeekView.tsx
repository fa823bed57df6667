import type { ShiftRosterView } from '@care/domain';
import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Box, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { memo } from 'react';
import { dayLabel } from './roster-calendar.ts';
import { ShiftCard, type ShiftCardProps } from './ShiftCard.tsx';
import { ShiftList } from './ShiftList.tsx';
import './roster.css';

/** What every card of the view shares (the shift and its selection come per card). */
export type CardContext = Omit<ShiftCardProps, 'shift' | 'selected'> & {
  isSelected: (id: string) => boolean;
};

export interface WeekViewProps {
  days: readonly string[];
  byDay: ReadonlyMap<string, readonly ShiftRosterView[]>;
  today: string;
  card: CardContext;
  /** Dragging is offered to those who may edit shifts. */
  canMove: boolean;
  /** A card was dropped on another day: the page asks for the confirmation (then move_shift). */
  onMoveToDate: (shift: ShiftRosterView, date: string) => void;
}

interface DragData {
  shift: ShiftRosterView;
  day: string;
}

/**
 * The week view (spec 3 §2.1): 7 day columns of cards. A card dragged to another day is moved
 * for real after a confirmation (issue 12; the spec's original kept it local). A small pointer
 * move is needed before a drag starts, so a click still opens the shift.
 */
export function WeekView({ days, byDay, today, card, canMove, onMoveToDate }: WeekViewProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 8 } }),
    useSensor(KeyboardSensor),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const data = active.data.current as DragData | undefined;
    const target = over ? String(over.id) : null;
    if (data && target && target !== data.day) {
      onMoveToDate(data.shift, target);
    }
  };
  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{ screenReaderInstructions: DRAG_HELP }}
    >
      <Box className="roster-week" role="list" aria-label="Week">
        {days.map((day) => (
          <DayColumn
            key={day}
            day={day}
            today={day === today}
            shifts={byDay.get(day) ?? NONE}
            card={card}
            canMove={canMove}
          />
        ))}
      </Box>
    </DndContext>
  );
}

const NONE: readonly ShiftRosterView[] = [];
const DRAG_HELP = {
  draggable:
    'To move a shift to another day, press space or enter, use the arrow keys to reach the day, then press space or enter again to drop it, or escape to cancel.',
};

const DayColumn = memo(function DayColumn({
  day,
  today,
  shifts,
  card,
  canMove,
}: {
  day: string;
  today: boolean;
  shifts: readonly ShiftRosterView[];
  card: CardContext;
  canMove: boolean;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: day });
  const label = dayLabel(day);
  return (
    <Box
      ref={setNodeRef}
      role="listitem"
      aria-label={`${label}: ${shifts.length} ${shifts.length === 1 ? 'shift' : 'shifts'}`}
      className="roster-day-column"
      data-today={today || undefined}
      data-over={isOver || undefined}
    >
      <Text fz="xs" fw={700} c={today ? 'brand.7' : 'dimmed'} tt="uppercase">
        {label.slice(0, 3)} {Number(day.slice(8, 10))}
      </Text>
      <Text fz={11} c="dimmed" mb={6}>
        {shifts.length} {shifts.length === 1 ? 'shift' : 'shifts'}
      </Text>
      <ShiftList
        shifts={shifts}
        pageSize={12}
        renderCard={(shift) => (
          <DraggableShift key={shift.shiftRosterId} shift={shift} day={day} card={card} canMove={canMove} />
        )}
      />
    </Box>
  );
});

function DraggableShift({
  shift,
  day,
  card,
  canMove,
}: {
  shift: ShiftRosterView;
  day: string;
  card: CardContext;
  canMove: boolean;
}) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: shift.shiftRosterId,
    data: { shift, day } satisfies DragData,
    disabled: !canMove,
  });
  const { isSelected, ...shared } = card;
  // The pointer drags the whole card; the keyboard drags through the grip, a focusable control of
  // its own, so the card's button (open the shift) is not nested in another button.
  return (
    <div
      ref={setNodeRef}
      className={canMove ? 'roster-draggable' : undefined}
      data-dragging={isDragging || undefined}
      style={
        transform
          ? {
              transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`,
              zIndex: 10,
              position: 'relative',
            }
          : undefined
      }
      onPointerDown={listeners?.onPointerDown as React.PointerEventHandler | undefined}
    >
      <ShiftCard
        shift={shift}
        selected={isSelected(shift.shiftRosterId)}
        {...shared}
        handle={
          canMove && !card.selecting ? (
            <button
              type="button"
              className="roster-grip"
              {...attributes}
              onKeyDown={listeners?.onKeyDown as React.KeyboardEventHandler | undefined}
              aria-label="Move to another day"
            >
              <IconGripVertical size={14} aria-hidden />
            </button>
          ) : null
        }
      />
    </div>
  );
}
