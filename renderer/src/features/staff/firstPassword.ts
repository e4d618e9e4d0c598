/** Letters and digits nobody misreads when the owner says or writes them down (no l/1, o/0). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A first password the owner hands to a new member of staff (issue 37): three groups of four, easy to
 * read out on the phone, from the browser's secure random source. Used once: it must be changed at the
 * first sign-in.
 */
export function makeFirstPassword(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
) {
  const chars: string[] = [];
  // Bytes at or past the largest multiple of the alphabet's length are drawn again: no letter is likelier.
  const limit = 256 - (256 % ALPHABET.length);
  while (chars.length < 12) {
    for (const byte of random(new Uint8Array(16))) {
      if (byte < limit && chars.length < 12) chars.push(ALPHABET[byte % ALPHABET.length]!);
    }
  }
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8)].map((group) => group.join('')).join('-');
}
