import { WorkerQueue, WorkerTimeout } from '../../workers/worker-queue.ts';
import {
  IMAGE_TOO_HEAVY,
  IMAGE_UNREADABLE,
  imageVerdict,
  MAX_IMAGE_SIDE,
  readImageHeader,
  tooLargeMessage,
} from './image-header.ts';
import type { ImageReply } from './image-worker.ts';

/** An image as kept: its bytes (scaled down when they were larger), or why it is refused. */
export type BoundedImage = { ok: true; bytes: Buffer; resized: boolean } | { ok: false; message: string };

/** A PNG within the pixel bound decodes and scales in well under a few seconds; one that does not is stopped. */
const RESIZE_TIMEOUT_MS = 20_000;

const imageWorker = new WorkerQueue<{ bytes: Uint8Array; maxSide: number }, ImageReply>(
  new URL('./image-worker.mjs', import.meta.url),
  RESIZE_TIMEOUT_MS,
  'image',
);

/**
 * Checks an uploaded PNG or JPEG by its header alone and bounds it: more than 40 megapixels (a
 * decompression bomb among them) is refused without decoding a pixel; a PNG longer than 2,000 px
 * on a side is scaled down to 2,000 px on a worker thread. A JPEG is kept as sent: it is never
 * decoded here (no JPEG codec is installed) nor when a PDF embeds it (pdfkit copies its bytes).
 */
export async function boundImage(bytes: Buffer): Promise<BoundedImage> {
  const header = readImageHeader(bytes);
  if (!header) {
    return { ok: false, message: IMAGE_UNREADABLE };
  }
  const verdict = imageVerdict(header);
  if (verdict === 'tooLarge') {
    return { ok: false, message: tooLargeMessage(header) };
  }
  if (verdict === 'keep' || header.kind === 'jpeg') {
    return { ok: true, bytes, resized: false };
  }
  const reply = await imageWorker
    .run({ bytes: new Uint8Array(bytes), maxSide: MAX_IMAGE_SIDE })
    .catch((error: Error & { code?: string }): 'tooHeavy' => {
      // The image's fault: it ran past the time or the memory a resize may take. Anything else is ours.
      if (error instanceof WorkerTimeout || error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        return 'tooHeavy';
      }
      throw error;
    });
  if (reply === 'tooHeavy') {
    return { ok: false, message: IMAGE_TOO_HEAVY };
  }
  if (!reply.ok) {
    return { ok: false, message: IMAGE_UNREADABLE };
  }
  return {
    ok: true,
    bytes: Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength),
    resized: true,
  };
}
