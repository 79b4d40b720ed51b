import { expect, it } from 'vitest';
import { resolveFfmpegBinaries, type BinaryLookup } from './ffmpeg-binaries.ts';

function lookup(overrides: Partial<BinaryLookup> & { onPath?: Record<string, string>; executable?: string[] }): BinaryLookup {
  return {
    env: {},
    which: (name) => overrides.onPath?.[name],
    npmFfmpeg: () => '/npm/ffmpeg',
    isExecutable: (path) => overrides.executable?.includes(path) ?? false,
    ...overrides,
  };
}

it('FFMPEG_PATH and FFPROBE_PATH win', () => {
  const found = resolveFfmpegBinaries(
    lookup({ env: { FFMPEG_PATH: '/opt/ff/ffmpeg', FFPROBE_PATH: '/opt/probe' }, onPath: { ffmpeg: '/usr/bin/ffmpeg' } }),
  );
  expect(found).toEqual({ ffmpeg: '/opt/ff/ffmpeg', ffprobe: '/opt/probe', source: 'env' });
});

it('takes the ffprobe next to FFMPEG_PATH before the one on PATH', () => {
  const found = resolveFfmpegBinaries(
    lookup({ env: { FFMPEG_PATH: '/opt/ff/ffmpeg' }, executable: ['/opt/ff/ffprobe'], onPath: { ffprobe: '/usr/bin/ffprobe' } }),
  );
  expect(found).toEqual({ ffmpeg: '/opt/ff/ffmpeg', ffprobe: '/opt/ff/ffprobe', source: 'env' });
});

it('then ffmpeg and ffprobe on PATH (Debian)', () => {
  const found = resolveFfmpegBinaries(
    lookup({ onPath: { ffmpeg: '/usr/bin/ffmpeg', ffprobe: '/usr/bin/ffprobe' }, executable: ['/usr/bin/ffprobe'] }),
  );
  expect(found).toEqual({ ffmpeg: '/usr/bin/ffmpeg', ffprobe: '/usr/bin/ffprobe', source: 'path' });
});

it('falls back to the npm binary, without ffprobe', () => {
  expect(resolveFfmpegBinaries(lookup({ env: { FFMPEG_PATH: '  ' } }))).toEqual({ ffmpeg: '/npm/ffmpeg', source: 'npm' });
});

it('says how to get ffmpeg when there is none', () => {
  expect(() => resolveFfmpegBinaries(lookup({ npmFfmpeg: () => undefined }))).toThrow(/FFMPEG_PATH.*apt-get install ffmpeg/);
});

it('finds the real binaries of this machine', () => {
  const found = resolveFfmpegBinaries();
  expect(found.ffmpeg).toMatch(/ffmpeg$/);
});
