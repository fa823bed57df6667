import { blockLines, type PayBlock } from '@care/domain';
import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** What blocks a period, as one notice (attendances gathered a line): red when it cannot be priced, yellow while it waits. */
export function PayBlocks({
  blocks,
  title,
  audience,
}: {
  blocks: readonly PayBlock[];
  title: string;
  audience: 'office' | 'worker';
}) {
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
        {blockLines(blocks, audience).map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
