import { parseSse } from '../model/sse.ts';
import { asHeaders, type DinerAuth } from './auth.ts';

/**
 * Follows GET /delivery/orders/{id}/events (Server-Sent Events, architecture §6). EventSource cannot
 * send the profileid and token headers, so this reads the stream with fetch, and reconnects after
 * a drop from the last event id it saw. Returns the function that stops it.
 */
export function followOrder(auth: DinerAuth, id: string, onEvent: (data: unknown) => void): () => void {
  const controller = new AbortController();
  let lastId: string | null = null;
  const run = async () => {
    while (!controller.signal.aborted) {
      try {
        const response = await fetch(`/delivery/orders/${encodeURIComponent(id)}/events`, {
          headers: {
            ...asHeaders(auth),
            accept: 'text/event-stream',
            ...(lastId ? { 'last-event-id': lastId } : {}),
          },
          signal: controller.signal,
        });
        if (!response.ok || !response.body) return;
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseSse(buffer + value);
          buffer = parsed.rest;
          for (const event of parsed.events) {
            if (event.id) lastId = event.id;
            if (event.data) onEvent(JSON.parse(event.data));
          }
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    }
  };
  void run();
  return () => controller.abort();
}
