import { type PayCategory, type PayCategoryMappingView, payItemKind } from '@care/domain';
import {
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  fetchPayCategoryMapping,
  fetchPayItems,
  PAY_MAPPING_KEY,
  savePayCategoryMapping,
} from './integrations-api.ts';

/** The anchor Connect Xero returns to: the mapping is the next step after connecting. */
export const PAY_MAPPING_ANCHOR = 'pay-mapping';

/** The categories still without a pay item, said before any post. */
export function MissingMappingAlert({ mapping }: { mapping: PayCategoryMappingView | undefined }) {
  if (!mapping || mapping.missing.length === 0) {
    return null;
  }
  return (
    <Alert color="yellow" title={`${mapping.missing.length} pay line categories have no Xero pay item`}>
      <Text fz="sm">
        A worker whose pay has one of these is not posted until it is mapped on Setup → Integrations:{' '}
        {mapping.missingLabels.join(', ')}.
      </Text>
    </Alert>
  );
}

/**
 * Issue 38 item 5: each SCHADS pay line category (docs/pay.md) mapped to a Xero Payroll AU earnings
 * rate (hours: ordinary, loadings, overtime) or allowance type (the allowances), read from Xero.
 */
export function PayCategoryMappingSection() {
  const queryClient = useQueryClient();
  const mapping = useQuery({
    queryKey: PAY_MAPPING_KEY,
    queryFn: ({ signal }) => fetchPayCategoryMapping(signal),
  });
  const items = useQuery({
    queryKey: [...PAY_MAPPING_KEY, 'items'],
    queryFn: ({ signal }) => fetchPayItems(signal),
    retry: false,
  });
  const [chosen, setChosen] = useState<Partial<Record<PayCategory, string>>>({});
  const save = useMutation({
    mutationFn: () => savePayCategoryMapping({ mappings: chosen }),
    onSuccess: (view) => {
      queryClient.setQueryData(PAY_MAPPING_KEY, view);
      setChosen({});
    },
  });
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (window.location.hash === `#${PAY_MAPPING_ANCHOR}`) {
      ref.current?.scrollIntoView?.({ block: 'start' });
    }
  }, []);
  const options = (kind: 'earnings' | 'allowance') =>
    (items.data ?? [])
      .filter((i) => payItemKind(i) === kind && i.rateType !== 'FIXEDAMOUNT')
      .map((i) => ({ value: i.id, label: i.name }));
  const rows = mapping.data?.rows ?? [];
  return (
    <Stack gap="sm" id={PAY_MAPPING_ANCHOR} ref={ref}>
      <Divider />
      <Title order={3} fz="md">
        Pay lines to Xero Payroll
      </Title>
      <Text c="dimmed" fz="sm">
        Post Staff Timesheet and Send All send each worker’s approved pay lines as a Xero timesheet. Choose
        the Xero earnings rate (hours) or allowance type (units) each pay line category is posted to. Xero
        prices the units with the employee’s pay template.
      </Text>
      {mapping.isPending ? <Loader size="sm" /> : null}
      <MissingMappingAlert mapping={mapping.data} />
      {items.isError ? (
        <Alert color="red">Xero’s pay items could not be read: {items.error.message}</Alert>
      ) : null}
      <Table aria-label="Pay line category mapping" maw={720}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Pay line category</Table.Th>
            <Table.Th>Xero pay item</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const value = chosen[row.category] ?? row.payItemId ?? '';
            return (
              <Table.Tr key={row.category}>
                <Table.Td>
                  <Group gap="xs">
                    <Text fz="sm">{row.label}</Text>
                    {value ? null : (
                      <Badge color="yellow" variant="light" size="sm">
                        Missing
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Xero pay item for ${row.label}`}
                    placeholder={
                      items.isPending
                        ? 'Reading from Xero…'
                        : row.kind === 'allowance'
                          ? 'Choose an allowance type'
                          : 'Choose an earnings rate'
                    }
                    // The saved item shows by its name even before Xero's list arrives.
                    data={
                      row.payItemId && !options(row.kind).some((o) => o.value === row.payItemId)
                        ? [
                            ...options(row.kind),
                            { value: row.payItemId, label: row.payItemName ?? row.payItemId },
                          ]
                        : options(row.kind)
                    }
                    clearable
                    value={value || null}
                    onChange={(v) => setChosen({ ...chosen, [row.category]: v ?? '' })}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group>
        <Button
          loading={save.isPending}
          disabled={Object.keys(chosen).length === 0}
          onClick={() => save.mutate()}
        >
          Save pay item mapping
        </Button>
      </Group>
    </Stack>
  );
}
