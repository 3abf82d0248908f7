import { describe, expect, it } from 'vitest';
import { requestHash } from './idempotency.ts';

// A key claimed before a release is compared with its retry's hash after it: the hash of a
// request must not change from one release to the next.
describe('requestHash', () => {
  it('is the same whatever order the keys came in, at every level', () => {
    expect(requestHash({ a: 1, b: { d: [1, { f: 2, e: 3 }], c: 'x' } })).toBe(
      requestHash({ b: { c: 'x', d: [1, { e: 3, f: 2 }] }, a: 1 }),
    );
  });

  it('tells apart what differs in a value, an array order or a missing key', () => {
    const hashes = new Set(
      [{ a: [1, 2] }, { a: [2, 1] }, { a: [1, 2], b: null }, { a: ['1', 2] }, { a: [1, 2, null] }].map(
        requestHash,
      ),
    );
    expect(hashes.size).toBe(5);
  });

  it('keeps the hashes the stored keys were claimed with', () => {
    const request = {
      profileId: 'p-1',
      slug: 'chapinero',
      body: { b: [1, 'dos', null, { z: true, a: 1.5 }], a: 'ñ "q"', u: undefined, n: null },
    };
    expect(requestHash(request)).toBe('1JMb7ypVGrAOkJMNtGxF9JatowBlu1-dfzbfOBxgKFw');
    expect(requestHash([{ b: 1, a: 2 }])).toBe('gsllbtaqWNDKXQAIFFG_0z-e3SpF8nxkd4HIeDdZVB0');
    expect(requestHash('x')).toBe('ui30kDosFOhtw7zKWJEbRKwdJRS3Inv26wjPuXj1Whs');
    expect(requestHash(undefined)).toBe('dCNOmK_nSY-12vHzasLXiswzlGT5UHA7jAGYkvmCuQs');
  });
});
