import type { PayLineView } from '@care/domain';
import { Anchor, Badge, Card, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { lineDates, money, periodText, quantityText } from './pay-format.ts';

/** One pay line: what it pays, each shift's share in plain words, and why on demand. */
function PayLineCard({ line }: { line: PayLineView }) {
  const [why, setWhy] = useState(false);
  return (
    <Card withBorder radius="md" padding="sm" aria-label={`${line.categoryLabel}, ${lineDates(line)}`}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Group gap={6}>
              <Text fw={600}>{line.categoryLabel}</Text>
              {line.corrects ? (
                <Badge size="sm" variant="light" color="orange">
                  Correction to {periodText(line.corrects)}
                </Badge>
              ) : null}
            </Group>
            <Text fz="sm" c="dimmed">
              {lineDates(line)} · {quantityText(line)}
            </Text>
          </div>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {money(line.amountCents)}
          </Text>
        </Group>
        {line.kind === 'correction' ? <Text fz="sm">{line.explanation}</Text> : null}
        {line.pieces.length > 0 ? (
          <List size="sm" spacing={2}>
            {line.pieces.map((p) => (
              <List.Item key={`${p.date}-${p.from ?? ''}-${p.shiftRosterId ?? ''}-${p.explanation}`}>
                {p.explanation}
              </List.Item>
            ))}
          </List>
        ) : null}
        <Anchor
          component="button"
          type="button"
          fz="sm"
          onClick={() => setWhy((v) => !v)}
          aria-expanded={why}
          style={{ alignSelf: 'flex-start' }}
        >
          {why ? 'Hide the rule' : 'Why this amount?'}
        </Anchor>
        {why ? (
          <Stack gap={2}>
            <Text fz="sm">{line.explanation}</Text>
            {line.clause ? (
              <Text fz="xs" c="dimmed">
                {line.clause}
              </Text>
            ) : null}
            {line.warnings.map((w) => (
              <Text key={w} fz="xs" c="orange.8">
                {w}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

/** A period's pay lines as cards (phone first), or a sentence when there are none. */
export function PayLinesList({ lines, empty }: { lines: readonly PayLineView[]; empty: string }) {
  if (lines.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {lines.map((line) => (
        <PayLineCard
          key={`${line.kind}-${line.corrects?.fromDate ?? ''}-${line.category}-${line.date}-${line.toDate}-${line.rate}-${line.shiftRosterId ?? ''}-${line.amountCents}`}
          line={line}
        />
      ))}
    </Stack>
  );
}
