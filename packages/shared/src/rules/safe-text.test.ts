import { describe, expect, it } from 'vitest';
import { firstForbiddenCharacter, forbiddenCharacterMessage, isControlCharacter, isSafeText, withoutForbiddenCharacters } from './safe-text.ts';

describe('isControlCharacter', () => {
  it('is C0, DEL and C1, nothing else', () => {
    for (const code of [0x00, 0x09, 0x0a, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9f]) expect(isControlCharacter(code), code.toString(16)).toBe(true);
    for (const code of [0x20, 0x41, 0x7e, 0xa0, 0xe9, 0x200e, 0x2028, 0xfeff]) expect(isControlCharacter(code), code.toString(16)).toBe(false);
  });
});

describe('isSafeText', () => {
  it('takes printable text in any script, emoji and no-break spaces', () => {
    for (const text of ['', 'Sommerfest 2026', 'Überschrift – „Grüße“', '東京 😀', 'a\u00a0b']) {
      expect(isSafeText(text, 'single-line')).toBe(true);
      expect(isSafeText(text, 'multi-line')).toBe(true);
    }
  });

  it('refuses NUL, DEL, C1 and escape in any kind of text', () => {
    for (const text of ['a\u0000b', '\u0000', 'x\u007f', 'x\u0085', 'x\u009b[31m', '\u001b[2J']) {
      expect(isSafeText(text, 'single-line'), JSON.stringify(text)).toBe(false);
      expect(isSafeText(text, 'multi-line'), JSON.stringify(text)).toBe(false);
    }
  });

  it('lets multi-line text keep tab, line feed and carriage return, and single-line text none of them', () => {
    for (const text of ['a\tb', 'one\ntwo', 'one\r\ntwo']) {
      expect(isSafeText(text, 'multi-line')).toBe(true);
      expect(isSafeText(text, 'single-line')).toBe(false);
    }
    expect(isSafeText('a\u000bb', 'multi-line')).toBe(false);
    expect(isSafeText('a\u000cb', 'multi-line')).toBe(false);
  });

  it('refuses unpaired surrogates, which jsonb cannot store either', () => {
    expect(isSafeText('a\ud800b', 'multi-line')).toBe(false);
    expect(isSafeText('\udc00', 'single-line')).toBe(false);
    expect(isSafeText('\ud83d\ude00', 'single-line')).toBe(true);
  });
});

describe('firstForbiddenCharacter and its message', () => {
  it('names the character and its position in characters, not UTF-16 units', () => {
    expect(firstForbiddenCharacter('😀😀\u0000', 'single-line')).toEqual({ position: 3, name: 'U+0000' });
    expect(firstForbiddenCharacter('ok\n', 'multi-line')).toBeUndefined();
    expect(forbiddenCharacterMessage('ab\u0085', 'single-line')).toBe('Must not contain control characters (U+0085 at character 3)');
    expect(forbiddenCharacterMessage('a\u0000', 'multi-line')).toBe('Must not contain control characters other than tab and line breaks (U+0000 at character 2)');
    expect(forbiddenCharacterMessage('a\udfff', 'multi-line')).toContain('an unpaired surrogate at character 2');
  });
});

describe('withoutForbiddenCharacters', () => {
  it('drops what the kind refuses and keeps the rest', () => {
    expect(withoutForbiddenCharacters('a\u0000b\u0085c\ud800', 'multi-line')).toBe('abc');
    expect(withoutForbiddenCharacters('one\ntwo\tthree\u0001', 'multi-line')).toBe('one\ntwo\tthree');
    expect(withoutForbiddenCharacters('one\ntwo\tthree\u0001', 'single-line')).toBe('one two three');
    expect(withoutForbiddenCharacters('clean', 'single-line')).toBe('clean');
  });
});
