import {
  ALLOWANCE_LABELS,
  type AllowanceRateView,
  type ClassificationRateView,
  formatCalendarDate,
  rateDollars,
} from '@care/domain';
import { Badge, Button, Group, Table, Text, Tooltip } from '@mantine/core';

const dateOr = (d: string | null) => (d ? formatCalendarDate(d) : '—');

/** A year's classification rows by stream, with Edit and Enable for a company administrator. */
export function ClassificationRatesTable({
  rows,
  onEdit,
  onEnable,
}: {
  rows: ClassificationRateView[];
  onEdit?: (row: ClassificationRateView) => void;
  onEnable?: (row: ClassificationRateView) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped withTableBorder verticalSpacing="xs" aria-label="Classification rates">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Classification</Table.Th>
            <Table.Th ta="right">Weekly</Table.Th>
            <Table.Th ta="right">Hourly</Table.Th>
            <Table.Th>Applies from</Table.Th>
            <Table.Th>Status</Table.Th>
            {onEdit ? <Table.Th aria-label="Actions" /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.rateId}>
              <Table.Td>
                <Text fz="sm" fw={600}>
                  Level {r.level}, pay point {r.payPoint}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{r.weeklyCents === null ? '—' : rateDollars(r.weeklyCents)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {rateDollars(r.hourlyCents)}
              </Table.Td>
              <Table.Td>{dateOr(r.appliesFrom)}</Table.Td>
              <Table.Td>
                {r.enabled ? (
                  <Tooltip
                    label={`Enabled by ${r.enabledBy ?? '—'}${r.checkedAgainst ? `, checked against ${r.checkedAgainst}` : ''}`}
                    multiline
                    w={280}
                  >
                    <Badge color="teal" variant="light">
                      Enabled
                    </Badge>
                  </Tooltip>
                ) : (
                  <Tooltip label={r.source} multiline w={320}>
                    <Badge color="gray" variant="light">
                      Disabled: check against the FWO pay guide
                    </Badge>
                  </Tooltip>
                )}
              </Table.Td>
              {onEdit ? (
                <Table.Td>
                  <Group gap={6} wrap="nowrap" justify="flex-end">
                    {!r.enabled && onEnable ? (
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => onEnable(r)}
                        aria-label={`Enable level ${r.level} pay point ${r.payPoint}`}
                      >
                        Enable
                      </Button>
                    ) : null}
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => onEdit(r)}
                      aria-label={`Edit level ${r.level} pay point ${r.payPoint}`}
                    >
                      Edit
                    </Button>
                  </Group>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A year's allowance rows, with Edit for a company administrator. */
export function AllowancesTable({
  rows,
  onEdit,
}: {
  rows: AllowanceRateView[];
  onEdit?: (row: AllowanceRateView) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder verticalSpacing="xs" aria-label="Allowances">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Allowance</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Applies</Table.Th>
            <Table.Th>Status</Table.Th>
            {onEdit ? <Table.Th aria-label="Actions" /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((a) => (
            <Table.Tr key={a.allowanceId}>
              <Table.Td>
                <Text fz="sm" fw={600}>
                  {ALLOWANCE_LABELS[a.kind].label}
                </Text>
                <Text fz="xs" c="dimmed">
                  {ALLOWANCE_LABELS[a.kind].unit}
                </Text>
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {rateDollars(a.amountCents)}
              </Table.Td>
              <Table.Td>
                {dateOr(a.appliesFrom)}
                {a.appliesTo ? ` to ${formatCalendarDate(a.appliesTo)}` : ''}
              </Table.Td>
              <Table.Td>
                <Tooltip label={a.source} multiline w={320}>
                  {a.pending ? (
                    <Badge color="orange" variant="light">
                      Pending: not paid until confirmed
                    </Badge>
                  ) : (
                    <Badge color="teal" variant="light">
                      Confirmed
                    </Badge>
                  )}
                </Tooltip>
              </Table.Td>
              {onEdit ? (
                <Table.Td>
                  <Group justify="flex-end">
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => onEdit(a)}
                      aria-label={`Edit ${ALLOWANCE_LABELS[a.kind].label}`}
                    >
                      Edit
                    </Button>
                  </Group>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
