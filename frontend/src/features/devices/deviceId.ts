/**
 * Device IDs: 12 characters of Crockford's base32 alphabet written in three groups,
 * `XXXX-XXXX-XXXX`; the 12th character is a Luhn mod 32 check character over the first 11.
 *
 * Typed input is normalised first: upper case, spaces and dashes removed, I and L read as 1,
 * O read as 0.
 */

export const DEVICE_ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const DEVICE_ID_LENGTH = 12;
const BASE = DEVICE_ID_ALPHABET.length; // 32
const GROUP = 4;

const LOOKALIKES: Readonly<Record<string, string>> = { I: '1', L: '1', O: '0' };

/** The 12 bare characters (no dashes) of `text`, or null when they are not 12 alphabet characters. */
function bareCharacters(text: string): string | null {
  const bare = text
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[ILO]/g, (c) => LOOKALIKES[c] ?? c);
  if (bare.length !== DEVICE_ID_LENGTH) return null;
  for (const c of bare) if (!DEVICE_ID_ALPHABET.includes(c)) return null;
  return bare;
}

/**
 * The Luhn mod 32 check character for `payload` (alphabet characters): from the rightmost
 * character leftwards, every other code point is doubled starting with the rightmost; a
 * doubled value v adds floor(v/32) + v%32; check = (32 - sum%32) % 32.
 */
export function checkCharacter(payload: string): string {
  let sum = 0;
  let double = true;
  for (let i = payload.length - 1; i >= 0; i -= 1) {
    const codePoint = DEVICE_ID_ALPHABET.indexOf(payload[i]!);
    if (codePoint < 0) throw new RangeError(`Not a device ID character: ${payload[i]}`);
    let addend = double ? codePoint * 2 : codePoint;
    addend = Math.floor(addend / BASE) + (addend % BASE);
    sum += addend;
    double = !double;
  }
  return DEVICE_ID_ALPHABET[(BASE - (sum % BASE)) % BASE]!;
}

function dashed(bare: string): string {
  const groups: string[] = [];
  for (let i = 0; i < bare.length; i += GROUP) groups.push(bare.slice(i, i + GROUP));
  return groups.join('-');
}

/**
 * The canonical form `XXXX-XXXX-XXXX` of a typed device ID, or null when it is not
 * 12 characters of the alphabet (after normalisation). The check character is not tested here.
 */
export function normaliseDeviceId(text: string): string | null {
  const bare = bareCharacters(text);
  return bare === null ? null : dashed(bare);
}

/** Well formed and its check character matches. */
export function isValidDeviceId(text: string): boolean {
  const bare = bareCharacters(text);
  if (bare === null) return false;
  return checkCharacter(bare.slice(0, -1)) === bare.slice(-1);
}

/** A valid device ID from an 11-character payload (tests and examples). */
export function makeDeviceId(payload: string): string {
  const bare = payload.toUpperCase();
  if (bare.length !== DEVICE_ID_LENGTH - 1) throw new RangeError('A payload has 11 characters');
  return dashed(bare + checkCharacter(bare));
}
