import { notifications } from '@mantine/notifications';
import type { Notifier } from '../api/client.ts';

/** The app's toasts (top-right, see App.tsx): green for a server's success message, red for failures. */
export const toasts: Notifier = {
  success(message, title) {
    notifications.show({ color: 'teal', title, message, withBorder: true });
  },
  error(message, title) {
    notifications.show({ color: 'red', title, message, withBorder: true, autoClose: 6000 });
  },
};
