import { describe, expect, it } from 'vitest';

import {
  DEVICE_ID_ALPHABET,
  checkCharacter,
  isValidDeviceId,
  makeDeviceId,
  normaliseDeviceId,
} from './deviceId';

/** A small deterministic generator, so a failure can be replayed. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function randomPayload(random: () => number): string {
  let payload = '';
  for (let i = 0; i < 11; i += 1) {
    payload += DEVICE_ID_ALPHABET[Math.floor(random() * DEVICE_ID_ALPHABET.length)];
  }
  return payload;
}

const random = prng(20260101);
const GENERATED = Array.from({ length: 40 }, () => makeDeviceId(randomPayload(random)));

describe('checkCharacter (Luhn mod 32)', () => {
  it('follows the Luhn mod N steps', () => {
    // Payload 00000000001: the rightmost (1) is doubled → 2; sum 2; check (32 - 2) % 32 = 30 → Y.
    expect(checkCharacter('00000000001')).toBe('Y');
    // Payload 0000000000Z: Z = 31, doubled 62 → 1 + 30 = 31; check 1.
    expect(checkCharacter('0000000000Z')).toBe('1');
    // Payload 000000000010: the 1 is not doubled → sum 1; check 31 → Z.
    expect(checkCharacter('00000000010')).toBe('Z');
    // All zeros: check 0.
    expect(checkCharacter('00000000000')).toBe('0');
  });
});

describe('isValidDeviceId', () => {
  it('accepts generated IDs', () => {
    for (const id of GENERATED) {
      expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(isValidDeviceId(id)).toBe(true);
    }
  });

  it('rejects any single-character change', () => {
    for (const id of GENERATED.slice(0, 10)) {
      const bare = id.replace(/-/g, '');
      for (let position = 0; position < bare.length; position += 1) {
        for (const other of DEVICE_ID_ALPHABET) {
          if (other === bare[position]) continue;
          const changed = bare.slice(0, position) + other + bare.slice(position + 1);
          expect(isValidDeviceId(changed), `${changed} (from ${bare})`).toBe(false);
        }
      }
    }
  });

  it('rejects wrong lengths and characters outside the alphabet', () => {
    expect(isValidDeviceId('')).toBe(false);
    expect(isValidDeviceId('0000-0000-000')).toBe(false);
    expect(isValidDeviceId('0000-0000-00000')).toBe(false);
    // U is not in the alphabet.
    expect(isValidDeviceId('U000-0000-0000')).toBe(false);
    expect(isValidDeviceId('0000_0000_0000')).toBe(false);
    expect(isValidDeviceId('0000-0000-0000')).toBe(true);
  });

  it('accepts lower case, missing dashes and spaces', () => {
    for (const id of GENERATED.slice(0, 10)) {
      expect(isValidDeviceId(id.toLowerCase())).toBe(true);
      expect(isValidDeviceId(id.replace(/-/g, ''))).toBe(true);
      expect(isValidDeviceId(` ${id.replace(/-/g, ' ')} `)).toBe(true);
    }
  });

  it('reads I and L as 1 and O as 0', () => {
    const id = makeDeviceId('1010ABCD101');
    expect(id).toBe(`1010-ABCD-101${checkCharacter('1010ABCD101')}`);
    const lookalike = id.replace('1', 'I').replace('1', 'l').replace('0', 'O').replace('0', 'o');
    expect(lookalike).not.toBe(id);
    expect(isValidDeviceId(lookalike)).toBe(true);
    expect(normaliseDeviceId(lookalike)).toBe(id);
  });
});

describe('normaliseDeviceId', () => {
  it('gives the canonical dashed upper-case form', () => {
    expect(normaliseDeviceId('abcd efgh jkmn')).toBe('ABCD-EFGH-JKMN');
    expect(normaliseDeviceId('abcdefghjkmn')).toBe('ABCD-EFGH-JKMN');
    expect(normaliseDeviceId('AB-CD-EF-GH-JK-MN')).toBe('ABCD-EFGH-JKMN');
    expect(normaliseDeviceId('oil0-0000-0000')).toBe('0110-0000-0000');
  });

  it('is null when malformed', () => {
    expect(normaliseDeviceId('')).toBeNull();
    expect(normaliseDeviceId('ABCD-EFGH-JKM')).toBeNull();
    expect(normaliseDeviceId('ABCD-EFGH-JKMNP')).toBeNull();
    expect(normaliseDeviceId('ABCD-EFGH-JKMU')).toBeNull();
    expect(normaliseDeviceId('ABCD/EFGH/JKMN')).toBeNull();
  });
});
