// A tiny Server-Sent Events parser (the order page reads the stream with fetch).

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
