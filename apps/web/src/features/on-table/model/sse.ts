/** One Server-Sent Event (architecture §6). */
export interface SseEvent {
  id: string | null;
  event: string | null;
  data: string;
}

/** Splits a received chunk into complete events and the unfinished rest. */
export function parseSse(text: string): { events: SseEvent[]; rest: string } {
  const blocks = text.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  const events = blocks
    .map((block) => {
      const event: SseEvent = { id: null, event: null, data: '' };
      for (const line of block.split(/\r?\n/)) {
        if (line.startsWith('id: ')) event.id = line.slice(4);
        else if (line.startsWith('event: ')) event.event = line.slice(7);
        else if (line.startsWith('data: ')) event.data += line.slice(6);
      }
      return event;
    })
    .filter((event) => event.data !== '');
  return { events, rest };
}
