import { Box, Text, UnstyledButton } from '@mantine/core';
import { memo } from 'react';
import { dayLabel } from './roster-calendar.ts';
import './roster.css';

/** The columns, Monday first as the grid's weeks (domain monthGrid) and the date pickers. */
const WEEKDAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export interface MonthGridProps {
  /** 35 or 42 local dates from the Monday on or before the 1st (domain monthGrid). */
  days: readonly string[];
  /** 'YYYY-MM': the days of other months are dimmed. */
  month: string;
  /** How many shifts start on each day (a day without an entry has none). */
  counts: ReadonlyMap<string, number>;
  selected: string;
  today: string;
  onSelect: (date: string) => void;
}

/** The month view's grid (spec 3 §2.1): each day shows its count of shifts only; cards are in the side list. */
export const MonthGrid = memo(function MonthGrid({
  days,
  month,
  counts,
  selected,
  today,
  onSelect,
}: MonthGridProps) {
  const weeks: string[][] = [];
  for (let i = 0; i < days.length; i += 7) {
    weeks.push(days.slice(i, i + 7));
  }
  return (
    <Box role="grid" aria-label="Month" className="roster-month">
      <Box role="row" className="roster-week-row">
        {WEEKDAY_SHORT.map((d) => (
          <Text key={d} role="columnheader" fz="xs" fw={700} c="dimmed" ta="center" py={4}>
            {d}
          </Text>
        ))}
      </Box>
      {weeks.map((week) => (
        <Box role="row" key={week[0]} className="roster-week-row">
          {week.map((day) => {
            const count = counts.get(day) ?? 0;
            return (
              <Box role="gridcell" key={day} aria-selected={day === selected}>
                <UnstyledButton
                  className="roster-cell"
                  data-selected={day === selected || undefined}
                  data-today={day === today || undefined}
                  data-outside={!day.startsWith(month) || undefined}
                  aria-label={`${dayLabel(day)}: ${count} ${count === 1 ? 'shift' : 'shifts'}`}
                  aria-pressed={day === selected}
                  onClick={() => onSelect(day)}
                >
                  <Text fz="sm" fw={day === today ? 800 : 500} className="roster-day-number">
                    {Number(day.slice(8, 10))}
                  </Text>
                  {count > 0 ? (
                    <Text fz="xs" fw={700} className="roster-count">
                      {count}
                      <span className="roster-count-word"> {count === 1 ? 'shift' : 'shifts'}</span>
                    </Text>
                  ) : null}
                </UnstyledButton>
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
});
