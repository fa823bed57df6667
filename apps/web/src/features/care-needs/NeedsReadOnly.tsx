import { Stack, Text } from '@mantine/core';
import type { NeedsField } from './needs-forms.ts';

/** An answer as read by someone who may not change it (an auditor): label and value, or 'Not recorded'. */
export function NeedsAnswer({ field, value }: { field: NeedsField; value: string }) {
  return (
    <Stack gap={2}>
      <Text fz="sm" c="dimmed" fw={500}>
        {field.label}
      </Text>
      {value ? (
        <Text fz="md" style={{ whiteSpace: 'pre-wrap' }}>
          {field.optionLabel?.(value) ?? value}
        </Text>
      ) : (
        <Text fz="md" c="dimmed" fs="italic">
          Not recorded
        </Text>
      )}
    </Stack>
  );
}
