import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { QueuedAction } from './shift-day-action.ts';

/**
 * A queued action as kept on the phone: who queued it (a phone may be shared; only its own
 * worker's session sends it) and its place in the line (FIFO by creation).
 */
export interface StoredAction extends QueuedAction {
  userId: string;
  order: number;
}

/** Where the queue keeps its actions: IndexedDB in the app, memory in tests and without IndexedDB. */
export interface QueueStorage {
  /** Every stored action, oldest first. */
  list(): Promise<StoredAction[]>;
  put(action: StoredAction): Promise<void>;
  remove(id: string): Promise<void>;
}

export const QUEUE_DB = 'care-shift-day';
export const QUEUE_STORE = 'actions';

interface QueueDb extends DBSchema {
  actions: { key: string; value: StoredAction };
}

const byOrder = (a: StoredAction, b: StoredAction) => a.order - b.order;

export function memoryQueueStorage(initial: StoredAction[] = []): QueueStorage {
  const rows = new Map(initial.map((row) => [row.id, structuredClone(row)]));
  return {
    list: async () => [...rows.values()].map((row) => structuredClone(row)).sort(byOrder),
    put: async (action) => {
      rows.set(action.id, structuredClone(action));
    },
    remove: async (id) => {
      rows.delete(id);
    },
  };
}

/**
 * Store 'actions' in DB 'care-shift-day', keyed by id. Blobs (photos of a multipart report) are
 * stored as they are: IndexedDB keeps them.
 */
export function idbQueueStorage(): QueueStorage {
  let db: Promise<IDBPDatabase<QueueDb>> | undefined;
  const open = () => {
    db ??= openDB<QueueDb>(QUEUE_DB, 1, {
      upgrade(database) {
        database.createObjectStore(QUEUE_STORE, { keyPath: 'id' });
      },
    });
    return db;
  };
  return {
    list: async () => (await (await open()).getAll(QUEUE_STORE)).sort(byOrder),
    put: async (action) => {
      await (await open()).put(QUEUE_STORE, action);
    },
    remove: async (id) => {
      await (await open()).delete(QUEUE_STORE, id);
    },
  };
}

/** IndexedDB when the browser has it (jsdom has not: other pages' tests get the memory store). */
export function defaultQueueStorage(): QueueStorage {
  return typeof indexedDB === 'undefined' ? memoryQueueStorage() : idbQueueStorage();
}
