import { describe, expect, it } from 'vitest';
import { contrastRatio, readableText } from './contrast.ts';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#7a1f12', '#7a1f12')).toBeCloseTo(1, 5);
  });
});

describe('readableText', () => {
  it("keeps the venue's text colour when it meets AA on the background", () => {
    expect(readableText('#7a1f12', '#ffffff')).toBe('#ffffff');
  });
  it('replaces an unreadable venue colour with black or white', () => {
    expect(readableText('#ffd23f', '#ffffff')).toBe('#111111');
    expect(readableText('#0f5c4d', '#1a6d5c')).toBe('#ffffff');
  });
});
