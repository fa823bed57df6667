import { Button, Group, Skeleton } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { AwardSettingsDetails } from './AwardSettingsDetails.tsx';
import { AwardSettingsDialog } from './AwardSettingsDialog.tsx';
import { fetchAwardSettings, PAY_KEY } from './pay-settings-api.ts';

/** The staff profile's Pay tab (issue 38 item 1): the worker's award settings and their history. */
export function StaffPayTab({ staffId, fullName }: { staffId: string; fullName: string }) {
  const [editing, setEditing] = useState(false);
  const view = useQuery({
    queryKey: [...PAY_KEY, 'award', staffId],
    queryFn: ({ signal }) => fetchAwardSettings(staffId, signal),
  });
  if (view.isPending) {
    return <Skeleton h={200} radius="lg" />;
  }
  if (view.isError) {
    return <LoadFailed what="the award settings" onRetry={() => void view.refetch()} />;
  }
  return (
    <>
      <Group justify="flex-end" mb="md">
        <Button leftSection={<IconPencil size={18} aria-hidden />} onClick={() => setEditing(true)}>
          Change award settings
        </Button>
      </Group>
      <AwardSettingsDetails view={view.data} own={false} />
      <AwardSettingsDialog
        opened={editing}
        view={view.data}
        name={fullName}
        onClose={() => setEditing(false)}
      />
    </>
  );
}
