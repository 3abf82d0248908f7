// The one Server-Sent Events client of the storefront: a parser and a follower that reads the
// stream with fetch; every live screen follows its stream with it.

export interface SseEvent {
  id: string | null;
  event: string | null;
  data: string | null;
}

/** The complete events in `text` and what is left of an event still arriving. */
export function parseSse(text: string): { events: SseEvent[]; rest: string } {
  const blocks = text.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    const event: SseEvent = { id: null, event: null, data: null };
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') event.id = value;
      else if (field === 'event') event.event = value;
      else if (field === 'data') event.data = event.data === null ? value : `${event.data}\n${value}`;
    }
    return event.data === null && event.id === null ? [] : [event];
  });
  return { events, rest };
}

/** Milliseconds before a dropped stream is opened again (from the last event id it saw). */
const RECONNECT_MS = 3_000;

/**
 * Follows a Server-Sent Events stream of the API (architecture §6) and calls `onEvent` with each
 * event's parsed JSON data. EventSource cannot send the profileid and token headers, so the stream
 * is read with fetch; after a drop it reconnects with `Last-Event-ID`, so the server replays what
 * was missed and nothing is seen twice. A refusal (not ok) ends it. Returns the function that stops it.
 */
export function followEvents<T>(
  url: string,
  headers: Record<string, string>,
  onEvent: (data: T) => void,
): () => void {
  const controller = new AbortController();
  let lastId: string | null = null;
  const run = async () => {
    while (!controller.signal.aborted) {
      try {
        const response = await fetch(url, {
          headers: {
            ...headers,
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
            if (event.data) onEvent(JSON.parse(event.data) as T);
          }
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
    }
  };
  void run();
  return () => controller.abort();
}
