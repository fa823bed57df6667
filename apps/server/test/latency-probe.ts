import { Worker } from 'node:worker_threads';

/** The probe's loop, in plain JavaScript: it runs on a thread of its own, so the server's thread being busy delays its requests. */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
let stopped = false;
parentPort.on('message', () => { stopped = true; });
(async () => {
  const latencies = [];
  // A first request opens the connection and warms the route; it is not counted.
  await (await fetch(workerData.url)).arrayBuffer();
  parentPort.postMessage('ready');
  while (!stopped) {
    const started = performance.now();
    const res = await fetch(workerData.url);
    await res.arrayBuffer();
    latencies.push({ ms: performance.now() - started, status: res.status });
    await new Promise((resolve) => setTimeout(resolve, workerData.everyMs));
  }
  parentPort.postMessage(latencies);
})();
`;

/**
 * Times real HTTP requests to `url` from another thread, one after another, until stopped: the
 * latency each request saw, including any time the server's own thread was too busy to answer.
 */
export function latencyProbe(url: string, everyMs = 10) {
  const worker = new Worker(PROBE, { eval: true, workerData: { url, everyMs } });
  const ready = new Promise<void>((resolve) => worker.once('message', () => resolve()));
  return {
    /** Resolves once a first (uncounted) request was answered. */
    ready,
    async stop(): Promise<{ ms: number; status: number }[]> {
      await ready;
      const done = new Promise<{ ms: number; status: number }[]>((resolve) =>
        worker.once('message', resolve),
      );
      worker.postMessage('stop');
      const latencies = await done;
      await worker.terminate();
      return latencies;
    },
  };
}
