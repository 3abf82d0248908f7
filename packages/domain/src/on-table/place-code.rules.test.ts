import { describe, expect, it } from 'vitest';
import { placeImportSchema } from './place.schema.ts';
import { PLACE_CODE_RANDOM_BYTES, placeCode } from './place-code.rules.ts';

describe('placeCode', () => {
  it("makes a code of the branch's first letters and ten random characters the import accepts", () => {
    const bytes = Uint8Array.from({ length: PLACE_CODE_RANDOM_BYTES }, (_, i) => i * 7);
    const code = placeCode('chapinero', bytes)!;
    expect(code).toMatch(/^cha-[a-z0-9]{10}$/);
    expect(placeImportSchema.safeParse({ code, label: 'Mesa 1' }).success).toBe(true);
  });

  it('skips bytes that would bias the characters, and says when the bytes ran out', () => {
    expect(placeCode('el-poblado', new Uint8Array([252, 253, 0, 1, 2, 3, 4, 5, 6, 7, 8, 35]))).toBe(
      'elp-abcdefghi9',
    );
    expect(placeCode('usaquen', new Uint8Array([255, 1, 2]))).toBeNull();
  });
});
