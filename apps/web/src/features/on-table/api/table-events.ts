import { parseSse } from '../model/sse.ts';
import type { TableAuth } from './table-auth.ts';

/**
 * Follows GET /menudigital/events/{purchase} (Server-Sent Events): every change another diner makes
 * at the table. EventSource cannot send the profileid and token headers, so the stream is read with
 * fetch and resumed after a drop from the last event id. Returns the function that stops it.
 */
export function followTable(auth: TableAuth, purchaseId: string, onEvent: (data: { type?: string }) => void) {
  const controller = new AbortController();
  let lastId: string | null = null;
  const run = async () => {
    while (!controller.signal.aborted) {
      try {
        const response = await fetch(`/menudigital/events/${encodeURIComponent(purchaseId)}`, {
          headers: { ...auth, accept: 'text/event-stream', ...(lastId ? { 'last-event-id': lastId } : {}) },
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
            onEvent(JSON.parse(event.data) as { type?: string });
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
