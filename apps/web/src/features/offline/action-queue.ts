import { isApiError } from '../../api/api-error.ts';
import type { QueueStorage, StoredAction } from './queue-storage.ts';
import type { QueuedAction, SendResult, ShiftDayAction } from './shift-day-action.ts';

/** Shown when a replay got a 401: the queue waits until the worker signs in again. */
export const SIGN_IN_TO_SEND = 'Sign in again to send what is waiting';

/** How a send went: the queue judges the ApiError; anything else is thrown as it is. */
export type Sender = (action: QueuedAction, mode: 'direct' | 'replay') => Promise<unknown>;

export interface QueueDeps {
  storage: QueueStorage;
  /** Sends the action with its requestId and deviceTime in the query. */
  send: Sender;
  isOnline: () => boolean;
  /** The signed-in user's id, or null: only their actions are shown and sent. */
  currentUser: () => string | null;
  /** After a replay delivered something: refetch what is on screen. */
  onDelivered?: () => void;
  /** After this tab changed the stored queue (other tabs re-read it). */
  onStored?: () => void;
  newId?: () => string;
  now?: () => Date;
}

export interface QueueState {
  /** The signed-in user's waiting and refused actions, oldest first. */
  actions: QueuedAction[];
  /** A replay got a 401: nothing more is sent until the worker signs in again. */
  signInNeeded: boolean;
  /** A replay is running. */
  sending: boolean;
}

export type ActionQueue = ReturnType<typeof createActionQueue>;

/** No HTTP reply came back: the action may be queued (or stays queued) and tried again later. */
function noReply(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
}

function publicOf({ userId: _user, order: _order, ...action }: StoredAction): QueuedAction {
  return action;
}

/**
 * The phone's line of shift-day actions (docs/workforce.md "Clock-in, location, offline"): sent now when
 * there is a signal, queued when there is none, replayed in order with the same requestId until
 * the server has each one. The server judges a late action (offline-rules.ts); a refusal is kept
 * with its message until the worker dismisses it.
 */
export function createActionQueue(deps: QueueDeps) {
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const now = deps.now ?? (() => new Date());
  const listeners = new Set<() => void>();
  let stored: StoredAction[] = [];
  let state: QueueState = { actions: [], signInNeeded: false, sending: false };
  let loaded: Promise<void> | undefined;
  let lastOrder = 0;
  let running: Promise<void> | undefined;
  let again = false;

  function publish(patch: Partial<QueueState> = {}): void {
    const user = deps.currentUser();
    const actions = stored.filter((row) => row.userId === user).map(publicOf);
    state = { ...state, ...patch, actions };
    for (const listener of listeners) {
      listener();
    }
  }

  /** Re-reads the stored queue (on start, and when another tab changed it). */
  async function reload(): Promise<void> {
    stored = await deps.storage.list();
    lastOrder = Math.max(lastOrder, ...stored.map((row) => row.order));
    publish();
  }

  function ready(): Promise<void> {
    loaded ??= reload();
    return loaded;
  }

  function mine(): StoredAction[] {
    const user = deps.currentUser();
    return stored.filter((row) => row.userId === user);
  }

  const waiting = () => mine().filter((row) => row.state === 'waiting');

  async function save(row: StoredAction): Promise<void> {
    await deps.storage.put(row);
    stored = [...stored.filter((r) => r.id !== row.id), row].sort((a, b) => a.order - b.order);
    deps.onStored?.();
    publish();
  }

  async function drop(id: string): Promise<void> {
    await deps.storage.remove(id);
    stored = stored.filter((r) => r.id !== id);
    deps.onStored?.();
    publish();
  }

  function prepare(action: ShiftDayAction): StoredAction {
    // Date.now() may repeat within a millisecond: the order only ever grows.
    lastOrder = Math.max(lastOrder + 1, now().getTime());
    return {
      ...action,
      id: newId(),
      requestId: newId(),
      deviceTime: now().toISOString(),
      state: 'waiting',
      userId: deps.currentUser() ?? '',
      order: lastOrder,
    };
  }

  async function queue(row: StoredAction): Promise<SendResult<never>> {
    await save(row);
    return { sent: false, queued: publicOf(row) };
  }

  /**
   * Sends the action now, or queues it: when the phone is offline, when an earlier action is still
   * waiting (it must reach the server first), or when the call got no reply. A server's refusal
   * is thrown as the ApiError it is.
   */
  async function sendOrQueue<T>(action: ShiftDayAction): Promise<SendResult<T>> {
    await ready();
    const row = prepare(action);
    if (!deps.isOnline()) {
      return queue(row);
    }
    if (waiting().length > 0) {
      await replay();
      if (waiting().length > 0) {
        return queue(row);
      }
    }
    try {
      const reply = (await deps.send(publicOf(row), 'direct')) as T;
      return { sent: true, reply };
    } catch (error) {
      if (noReply(error)) {
        return queue(row);
      }
      throw error;
    }
  }

  /** One pass over the waiting actions, oldest first, one at a time. */
  async function pass(): Promise<boolean> {
    let delivered = false;
    for (const row of waiting()) {
      if (!deps.isOnline()) {
        break;
      }
      try {
        await deps.send(publicOf(row), 'replay');
        await drop(row.id);
        delivered = true;
      } catch (error) {
        if (noReply(error)) {
          break; // still no signal: the rest waits for the next try
        }
        if (!isApiError(error) || error.status >= 500) {
          break; // the server is unwell: keep it waiting, try again later
        }
        if (error.status === 401) {
          publish({ signInNeeded: true });
          break;
        }
        // Refused: keep sending the rest; the server refuses what no longer makes sense.
        await save({ ...row, state: 'refused', refusal: error.message });
      }
    }
    return delivered;
  }

  /** Sends what is waiting; a call during a running replay runs one more pass after it. */
  function replay(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      await ready();
      if (!deps.currentUser()) {
        return;
      }
      publish({ sending: true, signInNeeded: false });
      let delivered = false;
      try {
        do {
          again = false;
          delivered = (await pass()) || delivered;
        } while (again && !state.signInNeeded);
      } finally {
        running = undefined;
        publish({ sending: false });
        if (delivered) {
          deps.onDelivered?.();
        }
      }
    })();
    return running;
  }

  /** Forgets a refused action once the worker has read why. */
  async function dismiss(id: string): Promise<void> {
    await ready();
    if (mine().some((row) => row.id === id && row.state === 'refused')) {
      await drop(id);
    }
  }

  return {
    sendOrQueue,
    replay,
    dismiss,
    reload,
    ready,
    /**
     * The session changed: show the new user's actions only. The 401 notice stays until someone
     * signs in (the sign-in page may show it).
     */
    userChanged: () => publish(deps.currentUser() ? { signInNeeded: false } : {}),
    waitingCount: () => waiting().length,
    getState: () => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
