import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MyStaffPage } from '../../shelf/MyStaffPage.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { AwardSettingsDetails } from './AwardSettingsDetails.tsx';
import { fetchAwardSettings, PAY_KEY } from './pay-settings-api.ts';

function MyAward({ staffId }: { staffId: string }) {
  const view = useQuery({
    queryKey: [...PAY_KEY, 'award', staffId],
    queryFn: ({ signal }) => fetchAwardSettings(staffId, signal),
  });
  if (view.isPending) {
    return <Skeleton h={240} radius="lg" />;
  }
  if (view.isError) {
    return <LoadFailed what="your award settings" onRetry={() => void view.refetch()} />;
  }
  return <AwardSettingsDetails view={view.data} own />;
}

/** /app/staff/award: the worker's own award settings, read-only, on their phone (issue 38 item 1). */
export function MyAwardPage() {
  return (
    <MyStaffPage
      title="My award"
      description="The award, classification and employment type your pay is worked out from. The office keeps these."
      what="your award settings"
    >
      {(s) => <MyAward staffId={s.staffId} />}
    </MyStaffPage>
  );
}
