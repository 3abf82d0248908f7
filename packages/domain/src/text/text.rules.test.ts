import { describe, expect, it } from 'vitest';
import { isStorableText, unstorableTextPath } from './text.rules.ts';

describe('storable text', () => {
  it('refuses a lone UTF-16 surrogate, high or low, anywhere in the text', () => {
    for (const text of ['\ud800', '\udfff', 'Ana \ud83d', '\ude00 Ana', 'a\udc00\ud800b'])
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
  });

  it('refuses U+0000', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
  });

  it('keeps every well-formed text: accents, emoji (surrogate pairs), right-to-left marks', () => {
    for (const text of ['', 'Ana Gómez', '🍕👩🏽‍🍳', '\u202Eعربي\u202C', '\uFEFF', '\uFFFD'])
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
  });
});

describe('the path of the first unstorable text', () => {
  it('names the field of a nested value, array indexes included', () => {
    expect(unstorableTextPath({ contact: { name: '\ud800' } })).toEqual(['contact', 'name']);
    expect(unstorableTextPath({ lines: [{ note: 'ok' }, { note: 'a\u0000' }] })).toEqual([
      'lines',
      '1',
      'note',
    ]);
  });

  it('names an object key that is not storable text', () => {
    expect(unstorableTextPath({ options: { '\udc00': 1 } })).toEqual(['options', '\udc00']);
  });

  it('answers [] for the value itself and null when every text is storable', () => {
    expect(unstorableTextPath('\ud800')).toEqual([]);
    expect(unstorableTextPath({ a: ['Ana', 1, null, true, { b: '🍕' }] })).toBeNull();
  });

  it('finds the same field whichever of several unstorable texts it meets first', () => {
    const body = { a: 'ok', b: { c: '\u0000', d: ['x', '\ud800'] }, e: '\udfff' };
    expect(unstorableTextPath(body)).toEqual(['e']);
    expect(unstorableTextPath({ a: 'ok', b: { c: '\u0000', d: ['x', '\ud800'] } })).toEqual(['b', 'd', '1']);
  });

  it('looks only at own keys, as a parsed body has them', () => {
    const inherited = Object.create({ '\ud800': 'from the prototype' }) as Record<string, unknown>;
    inherited.name = 'Ana';
    expect(unstorableTextPath(inherited)).toBeNull();
    const headers = Object.assign(Object.create(null) as Record<string, unknown>, { host: 'a\u0000' });
    expect(unstorableTextPath(headers)).toEqual(['host']);
  });

  it('walks a value nested deeper than the call stack would allow', () => {
    let deep: unknown = '\ud800';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unstorableTextPath(deep)).toHaveLength(100_000);
  });
});
