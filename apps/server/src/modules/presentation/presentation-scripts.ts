import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/*
 * The client scripts of the gallery and the dynamic gallery, plain JavaScript files beside this one
 * (client/), read once at start. They are served from our origin under a content-hashed name, so the
 * pages' CSP admits them with script-src 'self' and a browser keeps them for a year: a venue's phones
 * download the script once, and a new version is a new address.
 */

export type PresentationScript = 'gallery' | 'live';

interface ScriptFile {
  text: string;
  hash: string;
}

function load(name: PresentationScript): ScriptFile {
  // import.meta.url stays the source file's address in the bundled server too (scripts/build-server.mjs).
  const text = readFileSync(new URL(`./client/${name}.js`, import.meta.url), 'utf8');
  return { text, hash: createHash('sha256').update(text).digest('base64url').slice(0, 12) };
}

const scripts: Record<PresentationScript, ScriptFile> = { gallery: load('gallery'), live: load('live') };

/** Where a page loads its script: the hash changes with the content. */
export function scriptPath(name: PresentationScript): string {
  return `/presentation/${name}.${scripts[name].hash}.js`;
}

/** The script a requested file name names, and whether the name carries its current hash. */
export function scriptByFileName(fileName: string): { text: string; current: boolean } | null {
  const match = /^(gallery|live)\.([A-Za-z0-9_-]{1,32})\.js$/.exec(fileName);
  if (!match) return null;
  const script = scripts[match[1] as PresentationScript];
  return { text: script.text, current: match[2] === script.hash };
}

export function scriptText(name: PresentationScript): string {
  return scripts[name].text;
}
