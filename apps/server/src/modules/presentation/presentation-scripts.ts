import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/*
 * The client scripts of the gallery and the dynamic gallery, plain JavaScript files beside this one
 * (client/), read once at start. They are served from our origin under a content-hashed name, so the
 * pages' CSP admits them with script-src 'self' and a browser keeps them for a year: a venue's phones
 * download the script once, and a new version is a new address. Compressed once at start at the
 * best settings (like the web app's build), not per request.
 */

export type PresentationScript = 'gallery' | 'live';

/** A script's bytes in each encoding a browser may accept. */
export interface ScriptBodies {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

interface ScriptFile {
  text: string;
  hash: string;
  bodies: ScriptBodies;
}

function load(name: PresentationScript): ScriptFile {
  // import.meta.url stays the source file's address in the bundled server too (scripts/build-server.mjs).
  const text = readFileSync(new URL(`./client/${name}.js`, import.meta.url), 'utf8');
  const identity = Buffer.from(text);
  const bodies = {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
  return { text, hash: createHash('sha256').update(text).digest('base64url').slice(0, 12), bodies };
}

const scripts: Record<PresentationScript, ScriptFile> = { gallery: load('gallery'), live: load('live') };

/** Where a page loads its script: the hash changes with the content. */
export function scriptPath(name: PresentationScript): string {
  return `/presentation/${name}.${scripts[name].hash}.js`;
}

/** The script a requested file name names, and whether the name carries its current hash. */
export function scriptByFileName(fileName: string): { bodies: ScriptBodies; current: boolean } | null {
  const match = /^(gallery|live)\.([A-Za-z0-9_-]{1,32})\.js$/.exec(fileName);
  if (!match) return null;
  const script = scripts[match[1] as PresentationScript];
  return { bodies: script.bodies, current: match[2] === script.hash };
}

/** The best encoding the request accepts (brotli, then gzip), else none. */
export function scriptEncoding(acceptEncoding: string | undefined): keyof ScriptBodies {
  const accepted = (acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !/;\s*q=0(?:\.0*)?$/.test(part))
    .map((part) => part.split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

export function scriptText(name: PresentationScript): string {
  return scripts[name].text;
}
