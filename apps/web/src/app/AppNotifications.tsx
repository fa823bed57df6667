import { Notifications } from '@mantine/notifications';
import { TOAST_CLOSE_MS, TOAST_LIMIT } from '../platform/toast-settings.ts';

/**
 * Where the app's toasts show: top-right, below the header (app.css, .care-notifications) so that
 * they never cover the account menu or the menu button; at most TOAST_LIMIT at once, the others
 * queued; each closes by itself (a success after TOAST_CLOSE_MS.success unless it asked otherwise).
 * Hovering a toast keeps only that one open, not every toast on the screen.
 */
export function AppNotifications() {
  return (
    <Notifications
      className="care-notifications"
      position="top-right"
      zIndex={2000}
      limit={TOAST_LIMIT}
      autoClose={TOAST_CLOSE_MS.success}
      pauseResetOnHover="notification"
    />
  );
}
