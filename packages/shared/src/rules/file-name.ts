import { isControlCharacter } from './safe-text.ts';

export const FILE_NAME_MAX = 20;
export const ASSET_PREVIEW_MAX_PX = 152;

/** Asset file names are shortened to 20 characters followed by an ellipsis (platform §5). */
export function shortenFileName(name: string, max = FILE_NAME_MAX): string {
  const chars = Array.from(name);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : name;
}

export const STORED_FILE_NAME_MAX = 255;

/**
 * Bidirectional controls (LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI, LRM, RLM, ALM): in a file name
 * they make `gpj.exe` read as `exe.jpg` — the "right-to-left override" trick — and no real name needs them.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/gu;

/**
 * The name an upload is stored under: the file's own name without any folder a browser sent, without
 * control characters (C0, DEL, C1) and bidi controls, trimmed, at most 255 characters, never empty.
 */
export function storedFileName(filename: string): string {
  const base = filename.replace(/\\/g, '/').split('/').pop() ?? '';
  const visible = Array.from(base.replace(BIDI_CONTROLS, ''))
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return !isControlCharacter(code) && !(code >= 0xd800 && code <= 0xdfff);
    })
    .join('')
    .trim();
  return Array.from(visible || 'upload').slice(0, STORED_FILE_NAME_MAX).join('');
}
