import { parentPort } from 'node:worker_threads';
import { shrinkPng } from './shrink-png.ts';

/** What the image worker answers for one image. */
export type ImageReply = { ok: true; bytes: Uint8Array; width: number; height: number } | { ok: false };

// One image at a time, as the queue sends them; a throw (an unreadable PNG) never kills the worker.
parentPort?.on('message', (job: { bytes: Uint8Array; maxSide: number }) => {
  let reply: ImageReply;
  try {
    reply = { ok: true, ...shrinkPng(job.bytes, job.maxSide) };
  } catch {
    reply = { ok: false };
  }
  parentPort?.postMessage(reply, reply.ok ? [reply.bytes.buffer as ArrayBuffer] : []);
});
