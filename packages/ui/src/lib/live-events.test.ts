import { describe, expect, it } from 'vitest';
import { parseSse } from './live-events.ts';

describe('parseSse', () => {
  it('reads complete events and keeps the partial one for later', () => {
    const { events, rest } = parseSse(
      'retry: 3000\n\nid: 7\nevent: purchase:1\ndata: {"status":"accepted"}\n\nid: 8\nda',
    );
    expect(events).toEqual([{ id: '7', event: 'purchase:1', data: '{"status":"accepted"}' }]);
    expect(rest).toBe('id: 8\nda');
  });

  it('skips comments (heartbeats) and joins multi-line data', () => {
    const { events } = parseSse(': keep-alive\n\ndata: a\ndata: b\n\n');
    expect(events).toEqual([{ id: null, event: null, data: 'a\nb' }]);
  });
});
