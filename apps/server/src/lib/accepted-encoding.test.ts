import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './http.ts';

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('BR;q=0, GZip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });

  it('answers a header it has seen before the same, however many others came between', () => {
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    for (let i = 0; i < 200; i++) expect(acceptedEncoding(`x-${i}, br`)).toBe('br');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0')).toBeNull();
  });
});
