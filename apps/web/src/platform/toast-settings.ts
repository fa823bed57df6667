// Apart from toasts.ts, which many page tests mock whole: the shell (app/AppNotifications.tsx) reads these too.

/** How long a toast stays, in ms: a success is read at a glance; a failure gets longer to be read. */
export const TOAST_CLOSE_MS = { success: 4000, error: 6000 } as const;

/** At most this many toasts on screen at once; the next wait their turn. */
export const TOAST_LIMIT = 3;
