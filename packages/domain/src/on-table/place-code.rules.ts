// A place's secret code (the `mesa` of its QR link, docs/venues.md#tables): the branch's first three
// letters, a hyphen and ten random letters or digits, the format of the demo venues' codes
// (`cha-rwjijvr8fw`). 36^10 codes per branch: nobody orders to a table by guessing its code.

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const PLACE_CODE_RANDOM_LENGTH = 10;
/** Random bytes `placeCode` needs: each picks a character when below the largest multiple of 36. */
export const PLACE_CODE_RANDOM_BYTES = 32;

/** A new code for a place of the branch `branchSlug` from random bytes (the caller's crypto source);
 * bytes at or above 252 are skipped, so each character is uniform. Null when the bytes ran out. */
export function placeCode(branchSlug: string, random: Uint8Array): string | null {
  const prefix = branchSlug.replace(/[^a-z0-9]/g, '').slice(0, 3) || 'pl';
  let body = '';
  for (const byte of random) {
    if (byte >= 252) continue;
    body += ALPHABET[byte % 36];
    if (body.length === PLACE_CODE_RANDOM_LENGTH) return `${prefix}-${body}`;
  }
  return null;
}
