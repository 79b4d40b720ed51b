import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';

export interface FfmpegBinaries {
  ffmpeg: string;
  /** Absent when no ffprobe exists; probing then reads `ffmpeg -i` output instead. */
  ffprobe?: string;
  /** Where ffmpeg came from, for the startup log. */
  source: 'env' | 'path' | 'npm';
}

export interface BinaryLookup {
  env: Record<string, string | undefined>;
  /** Finds an executable by name on PATH. */
  which: (name: string) => string | undefined;
  /** The binary shipped by `@ffmpeg-installer/ffmpeg`, if its platform package is installed. */
  npmFfmpeg: () => string | undefined;
  isExecutable: (path: string) => boolean;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function which(name: string, path = process.env.PATH ?? ''): string | undefined {
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

function npmFfmpeg(): string | undefined {
  try {
    // Loaded lazily: the package throws at require time on platforms it has no binary for.
    const installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path?: string };
    return installer.path && isExecutable(installer.path) ? installer.path : undefined;
  } catch {
    return undefined;
  }
}

export const systemLookup: BinaryLookup = { env: process.env, which: (name) => which(name), npmFfmpeg, isExecutable };

/**
 * ARCHITECTURE §2: FFMPEG_PATH, else `ffmpeg` on PATH (Debian's package in CI and production), else
 * the 2018 build shipped by `@ffmpeg-installer/ffmpeg` so that `npm install` alone is enough.
 * ffprobe: FFPROBE_PATH, else an `ffprobe` next to the chosen ffmpeg, else on PATH, else none.
 */
export function resolveFfmpegBinaries(lookup: BinaryLookup = systemLookup): FfmpegBinaries {
  const fromEnv = lookup.env.FFMPEG_PATH?.trim();
  let ffmpeg: string | undefined;
  let source: FfmpegBinaries['source'];
  if (fromEnv) {
    ffmpeg = fromEnv;
    source = 'env';
  } else if ((ffmpeg = lookup.which('ffmpeg'))) {
    source = 'path';
  } else if ((ffmpeg = lookup.npmFfmpeg())) {
    source = 'npm';
  } else {
    throw new Error('No ffmpeg found: set FFMPEG_PATH, install ffmpeg (apt-get install ffmpeg) or run npm install');
  }

  const probeFromEnv = lookup.env.FFPROBE_PATH?.trim();
  const sibling = join(dirname(ffmpeg), 'ffprobe');
  const ffprobe =
    probeFromEnv ||
    (ffmpeg.includes('/') && lookup.isExecutable(sibling) ? sibling : undefined) ||
    lookup.which('ffprobe');
  return ffprobe ? { ffmpeg, ffprobe, source } : { ffmpeg, source };
}
