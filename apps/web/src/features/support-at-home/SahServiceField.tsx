import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCan } from '../../session/useCan.ts';
import { fetchPeople, peopleListKey } from '../../shelf/people-list-api.ts';
import { fetchSahServices, SAH_KEY } from './sah-api.ts';

/**
 * The Support at Home service a shift delivers (issue 39 item 3): shown when a chosen client is
 * funded by Support at Home (or the shift already names one), required then by the server.
 */
export function SahServiceField({
  clientsId,
  value,
  onChange,
  error,
  currentName,
}: {
  clientsId: readonly string[];
  value: string | null | undefined;
  onChange: (serviceId: string | null) => void;
  error?: string;
  /** The shift's service name, shown before the list loads. */
  currentName?: string | null;
}) {
  const canRead = useCan('sahServices.view');
  const clients = useQuery({
    queryKey: peopleListKey('client', 'true'),
    queryFn: ({ signal }) => fetchPeople('client', 'true', signal),
  });
  const anySah = (clients.data ?? []).some(
    (c) => clientsId.includes(c.profileId) && c.fundingProgram === 'SUPPORT_AT_HOME',
  );
  const services = useQuery({
    queryKey: [...SAH_KEY, 'services'],
    queryFn: ({ signal }) => fetchSahServices(signal),
    enabled: canRead && (anySah || Boolean(value)),
  });
  if (!anySah && !value) {
    return null;
  }
  const data = (services.data?.services ?? [])
    .filter((s) => s.serviceId)
    .map((s) => ({
      value: s.serviceId as string,
      label: s.serviceCode ? `${s.name} (${s.serviceCode})` : s.name,
      group: s.serviceType,
    }));
  if (value && currentName && !data.some((d) => d.value === value)) {
    data.push({ value, label: currentName, group: 'This shift' });
  }
  const groups = [...new Set(data.map((d) => d.group))].map((group) => ({
    group,
    items: data.filter((d) => d.group === group).map(({ value: v, label }) => ({ value: v, label })),
  }));
  return (
    <Select
      label="Support at Home service"
      size="md"
      searchable
      required={anySah}
      placeholder="Choose the service delivered"
      data={groups}
      value={value ?? null}
      onChange={onChange}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
