import { parentPort } from 'node:worker_threads';
import decodeHeic from 'heic-decode';

// Decodes HEIC photos off the event loop (media.images.ts `decodeHeic`): libheif compiled to
// WebAssembly runs wherever it is called, and 12 megapixels took 0.7 s, during which a server
// process answering on its event loop would answer nobody else. One worker serves the uploads one
// after another and stays a while, so libheif is compiled once, not once per photo. The declared
// size is checked before any pixel is decoded; the pixels go back as RGBA, their buffer
// transferred, not copied.

export type HeicAnswer =
  | { ok: true; width: number; height: number; data: Uint8ClampedArray }
  | { ok: false; reason: 'too_many_pixels' | 'unreadable' };

export interface HeicJob {
  id: number;
  bytes: Uint8Array;
  maxPixels: number;
}

async function decode({ bytes, maxPixels }: HeicJob): Promise<HeicAnswer> {
  let images: Awaited<ReturnType<typeof decodeHeic.all>>;
  try {
    images = await decodeHeic.all({ buffer: bytes });
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  try {
    const primary = images[0];
    if (!primary) return { ok: false, reason: 'unreadable' };
    if (primary.width * primary.height > maxPixels) return { ok: false, reason: 'too_many_pixels' };
    const { width, height, data } = await primary.decode();
    return { ok: true, width, height, data };
  } catch {
    return { ok: false, reason: 'unreadable' };
  } finally {
    images.dispose();
  }
}

parentPort!.on('message', async (job: HeicJob) => {
  const answer = await decode(job);
  parentPort!.postMessage({ id: job.id, answer }, answer.ok ? [answer.data.buffer as ArrayBuffer] : []);
});
