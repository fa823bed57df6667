import { notifications } from '@mantine/notifications';
import type { Notifier } from '../api/client.ts';
import { TOAST_CLOSE_MS } from './toast-settings.ts';

/** The app's toasts (top-right, below the header, see app/AppNotifications.tsx): green for a server's success message, red for failures. */
export const toasts: Notifier = {
  success(message, title) {
    notifications.show({
      color: 'teal',
      title,
      message,
      withBorder: true,
      autoClose: TOAST_CLOSE_MS.success,
    });
  },
  error(message, title) {
    notifications.show({ color: 'red', title, message, withBorder: true, autoClose: TOAST_CLOSE_MS.error });
  },
};
