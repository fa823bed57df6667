import type { InvoiceWarning } from '@care/domain';
import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A load's warnings above the table: over budget in red, the others in yellow. */
export function InvoiceWarnings({ warnings }: { warnings: InvoiceWarning[] }) {
  if (warnings.length === 0) {
    return null;
  }
  return (
    <Stack gap="xs" mb="md">
      {warnings.map((w) => (
        <Alert
          key={`${w.kind}|${w.profileId}|${w.supportCategoryNumber ?? ''}`}
          color={w.kind === 'overBudget' ? 'red' : 'yellow'}
          variant="light"
          radius="md"
          icon={<IconAlertTriangle size={18} aria-hidden />}
        >
          {w.message}
        </Alert>
      ))}
    </Stack>
  );
}
