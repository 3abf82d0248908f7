import { parentPort, workerData } from 'node:worker_threads';
import decodeHeic from 'heic-decode';

// Decodes one HEIC off the event loop (media.images.ts `decodeHeicOffThread`): libheif compiled to
// WebAssembly runs wherever it is called, and 12 megapixels took 0.7 s, during which a server
// process answering on its event loop would answer nobody else. The declared size is checked
// before any pixel is decoded; the pixels go back as RGBA, their buffer transferred, not copied.

export type HeicAnswer =
  | { ok: true; width: number; height: number; data: Uint8ClampedArray }
  | { ok: false; reason: 'too_many_pixels' | 'unreadable' };

const { bytes, maxPixels } = workerData as { bytes: Uint8Array; maxPixels: number };

async function decode(): Promise<HeicAnswer> {
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

const answer = await decode();
parentPort!.postMessage(answer, answer.ok ? [answer.data.buffer as ArrayBuffer] : []);
