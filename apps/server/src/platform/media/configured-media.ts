import type { Config } from '@/config.ts';
import { resolveFfmpegBinaries, systemLookup, type FfmpegBinaries } from './ffmpeg-binaries.ts';
import { MediaGateway } from './media-gateway.ts';

/**
 * The media gateway with FFMPEG_PATH/FFPROBE_PATH from the validated config. When no ffmpeg can be
 * found at all the gateway is still built: images work, and the first video fails with the message
 * naming how to install ffmpeg (an image-only installation never needs one).
 */
export function mediaFromConfig(config: Pick<Config, 'ffmpegPath' | 'ffprobePath'>): { media: MediaGateway; binaries?: FfmpegBinaries } {
  let binaries: FfmpegBinaries | undefined;
  try {
    binaries = resolveFfmpegBinaries({ ...systemLookup, env: { FFMPEG_PATH: config.ffmpegPath, FFPROBE_PATH: config.ffprobePath } });
  } catch {
    binaries = undefined;
  }
  return { media: new MediaGateway(binaries ? { binaries } : {}), binaries };
}
