import type { App } from '../app.ts';

/** What a replica closes on SIGTERM, in this order. */
export interface Closing {
  app: App;
  /** Stops this replica's periodic asks to the queue. */
  stopTicker: () => void;
  queue: { stop(): Promise<void> };
  database: { close(): Promise<void> };
}

/**
 * Leaves the load balancer's pool without dropping work: readiness answers 503 at once, the server
 * stops accepting connections and waits for the requests in flight, the queue takes no new job and
 * waits for the running one, then the database closes. The caller exits after.
 */
export async function shutDown({ app, stopTicker, queue, database }: Closing): Promise<void> {
  app.lifecycle.drain();
  stopTicker();
  await app.close();
  await queue.stop();
  await database.close();
}
