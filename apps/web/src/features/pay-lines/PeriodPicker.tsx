import { Select } from '@mantine/core';
import { periodText } from './pay-format.ts';

/** The pay period picker: the current period (first) and those before it. */
export function PeriodPicker({
  periods,
  value,
  onChange,
}: {
  periods: readonly { fromDate: string; toDate: string }[];
  value: string;
  onChange: (fromDate: string) => void;
}) {
  return (
    <Select
      label="Pay period"
      data={periods.map((p, i) => ({
        value: p.fromDate,
        label: `${periodText(p)}${i === 0 ? ' (current)' : ''}`,
      }))}
      value={value}
      onChange={(v) => v && onChange(v)}
      allowDeselect={false}
      maw={360}
      w="100%"
    />
  );
}
