import type { PayBlock } from '@care/domain';
import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** What blocks a period, as one notice: red when the period cannot be priced, yellow while it waits. */
export function PayBlocks({ blocks, title }: { blocks: readonly PayBlock[]; title: string }) {
  if (blocks.length === 0) {
    return null;
  }
  const pricing = blocks.some((b) => b.pricing);
  return (
    <Alert
      color={pricing ? 'red' : 'yellow'}
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={title}
      role="status"
    >
      <List size="sm" spacing={2}>
        {blocks.map((b) => (
          <List.Item key={`${b.code}-${b.attendanceId ?? ''}-${b.message}`}>{b.message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
