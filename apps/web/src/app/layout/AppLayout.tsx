import { portalForRole } from '@care/domain';
import { AppShell, Box, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet } from '@tanstack/react-router';
import { fetchMe, ME_QUERY_KEY } from '../../features/auth/auth-api.ts';
import { OfflineQueueBanner } from '../../features/offline/OfflineQueueBanner.tsx';
import { SIGN_IN_PATH } from '../../platform/guard.ts';
import { signOut } from '../../platform/sign-out.ts';
import { refreshSession } from '../../session/session-store.ts';
import { useSession } from '../../session/useSession.ts';
import { useSessionExpiry } from '../../session/useSessionExpiry.ts';
import { BrandLockup } from '../../ui/LogoMark.tsx';
import { LoadingPage } from '../LoadingPage.tsx';
import { AppHeader } from './AppHeader.tsx';
import { NavMenu } from './NavMenu.tsx';

/** The layout of every signed-in page: header, side menu (a drawer on phones) and the page. */
export function AppLayout() {
  const session = useSession();
  const [menuOpened, menu] = useDisclosure(false);
  useSessionExpiry(session?.token ?? null);
  // Claims are granted on the server: refresh them (and the user's name) whenever the app loads,
  // into the session before the pages render.
  const me = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const reply = await fetchMe(signal);
      refreshSession(reply);
      return reply;
    },
    enabled: session !== null,
    staleTime: 5 * 60_000,
  });

  if (!session) {
    return <Navigate to={SIGN_IN_PATH} replace />;
  }
  if (me.isPending) {
    return <LoadingPage portal={portalForRole(session.role)} />;
  }

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding={0}
    >
      <AppShell.Header>
        <AppHeader menuOpened={menuOpened} onToggleMenu={menu.toggle} onSignOut={signOut} />
      </AppShell.Header>
      <AppShell.Navbar>
        <NavMenu onSignOut={signOut} />
      </AppShell.Navbar>
      <Drawer
        opened={menuOpened}
        onClose={menu.close}
        hiddenFrom="sm"
        size={300}
        padding={0}
        title={<BrandLockup size={28} />}
        styles={{
          header: { paddingInline: 'var(--mantine-spacing-md)' },
          body: { height: 'calc(100% - 64px)' },
        }}
      >
        <NavMenu onNavigate={menu.close} onSignOut={signOut} />
      </Drawer>
      <AppShell.Main>
        <Box px={{ base: 'md', sm: 'xl' }} py={{ base: 'lg', sm: 'xl' }} maw={1200} mx="auto">
          {/* What a worker's phone still has to send (the offline queue of the shift day). */}
          {session.role === 'Staff' ? <OfflineQueueBanner /> : null}
          <Outlet />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
