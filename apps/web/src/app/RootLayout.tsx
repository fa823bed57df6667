import { useQueryClient } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { OfflineBanner } from './OfflineBanner.tsx';

/** Every page: the offline banner above whatever the route shows. */
export function RootLayout() {
  const queryClient = useQueryClient();
  return (
    <>
      <OfflineBanner
        onRetry={() => {
          void queryClient.resumePausedMutations();
          void queryClient.refetchQueries({ type: 'active' });
        }}
      />
      <Outlet />
    </>
  );
}
