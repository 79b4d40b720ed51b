import { describe, expect, it } from 'vitest';
import { shortenFileName, storedFileName } from './file-name.ts';

it('keeps names of up to 20 characters', () => {
  expect(shortenFileName('overlay.png')).toBe('overlay.png');
  expect(shortenFileName('a'.repeat(20))).toBe('a'.repeat(20));
});

it('shortens longer names to 20 characters and an ellipsis', () => {
  expect(shortenFileName('summer-party-overlay-final.png')).toBe('summer-party-overlay…');
});

it('counts characters, not UTF-16 units', () => {
  expect(shortenFileName('😀'.repeat(21))).toBe(`${'😀'.repeat(20)}…`);
});

describe('storedFileName', () => {
  it('keeps an ordinary name', () => {
    expect(storedFileName('Sommerfest Überblick.png')).toBe('Sommerfest Überblick.png');
  });

  it('drops the folders a browser sent, with either slash', () => {
    expect(storedFileName('C:\\Users\\ada\\overlay.png')).toBe('overlay.png');
    expect(storedFileName('../../etc/passwd')).toBe('passwd');
  });

  it('removes bidi controls, so a name cannot pretend to end in another extension', () => {
    // "invoice\u202Egpj.exe" shows as "invoiceexe.jpg".
    expect(storedFileName('invoice\u202egpj.exe')).toBe('invoicegpj.exe');
    expect(storedFileName('\u2066a\u2067b\u2068c\u2069\u200ed\u200fe\u061cf\u202a\u202b\u202c\u202d.png')).toBe('abcdef.png');
  });

  it('removes C0, DEL and C1 control characters and unpaired surrogates', () => {
    expect(storedFileName('a\u0000b\u001bc\u007fd\u0085e\ud800.png')).toBe('abcde.png');
  });

  it('is never empty and at most 255 characters', () => {
    expect(storedFileName('\u202e\u0000 ')).toBe('upload');
    expect(storedFileName('/')).toBe('upload');
    expect(Array.from(storedFileName(`${'😀'.repeat(300)}.png`))).toHaveLength(255);
  });
});
