import { capturePlan } from '@booth/shared';
import { join } from 'node:path';
import { withImageOpsVideoFilter } from '@/platform/media/image-ops-raw.ts';
import { JPEG, type RenderedKind, type RenderTools, type ShootRenderInput } from './shoot-render.ts';
import { videoOutputSize } from './shoot-video-size.ts';

/** Browsers stop a recording a little after the timer; this much beyond the limit is kept. */
const RECORDING_SLACK_SECONDS = 1;

/**
 * Video: the guest's recording (WebM, MP4 or MOV) as H.264 MP4 with faststart, cover-cropped to the
 * campaign's aspect with its short side at the mode's quality (480 by default), AAC sound when it has any,
 * coloured by the image processing (its colour stage: no sharpen, soft skin or halo on video), the
 * overlay burned in over that when one was chosen (a still; an animated GIF or a video, looped for the
 * whole recording); a poster JPEG and a thumbnail from the result.
 */
export async function renderVideo(input: ShootRenderInput, { media, workdir, store }: RenderTools): Promise<RenderedKind> {
  const recording = input.frames[0];
  if (!recording) throw new Error('A video shoot without a recording cannot be rendered');
  const info = await media.probeVideo(recording.path);
  const plan = capturePlan(input.shutter, 'video').video;
  const size = videoOutputSize(info, input.aspect, input.shutter.video.videoQuality);

  const mp4Path = join(workdir, 'out.mp4');
  // The values stills get (see shoot-edits-render.ts), as a lookup table for ffmpeg while it runs.
  await withImageOpsVideoFilter(input.edits?.videoValues ?? {}, join(workdir, 'colour.cube'), (colour) =>
    media.shootVideo(recording.path, mp4Path, {
      size,
      audio: info.hasAudio,
      overlay: input.overlay,
      maxSeconds: plan ? plan.seconds + RECORDING_SLACK_SECONDS : undefined,
      colour,
    }),
  );

  const poster = await media.videoPoster(mp4Path);
  const thumbnail = await media.videoThumbnail(mp4Path);
  const mp4 = await store('mp4', 'mp4', { path: mp4Path }, 'video/mp4');
  return {
    renditions: {
      mp4,
      main: mp4,
      poster: await store('poster', 'jpg', poster.data, JPEG),
      thumbnail: await store('thumbnail', 'webp', thumbnail.data, thumbnail.contentType),
    },
    width: size.width,
    height: size.height,
    still: poster.data,
  };
}
