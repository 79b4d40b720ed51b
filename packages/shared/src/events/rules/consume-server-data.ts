import type { GifCapture } from '../capture-modes.ts';
import type { Shutter } from '../shutter.ts';

/**
 * The event as the server exchanges it (campaigns §3, §4): the GIF feature sends its delay in
 * milliseconds and its videos as postRollVideoId/preRollVideoId, and sends no overlays or background.
 */
export type GifServerPayload = Omit<GifCapture, 'overlays' | 'background' | 'preRollVideo' | 'postRollVideo'> & {
  preRollVideoId: string | null;
  postRollVideoId: string | null;
};
export type ShutterServerPayload = Omit<Shutter, 'gif'> & { gif: GifServerPayload };
export type ServerPayload<E extends { shutter: Shutter }> = Omit<E, 'shutter'> & { shutter: ShutterServerPayload };

/** What may be consumed: a server payload whose GIF may still carry overlays and background. */
export type ConsumablePayload<E extends { shutter: Shutter }> = Omit<E, 'shutter'> & {
  shutter: Omit<Shutter, 'gif'> & { gif: GifServerPayload & Partial<Pick<GifCapture, 'overlays' | 'background'>> };
};

/** What consuming server data sets, whatever the server sent (campaigns §4). */
export const BOOMERANG_FROM_SERVER = { frames: 6, frameCaptureDelaySeconds: 0.1, fps: 9 } as const;
export const AIFILTER_FROM_SERVER = { frames: 1, fps: 1 } as const;

/** The delay sent to the server is in milliseconds (campaigns §4). */
export function gifDelayToServer(seconds: number): number {
  return Math.round(seconds * 1000);
}

/** A GIF delay above 100 is milliseconds and divided by 1000; anything else is already seconds (campaigns §4). */
export function gifDelayFromServer(value: number): number {
  return value > 100 ? value / 1000 : value;
}

export function toServerPayload<E extends { shutter: Shutter }>(event: E): ServerPayload<E> {
  const { overlays: _overlays, background: _background, preRollVideo, postRollVideo, ...gif } = event.shutter.gif;
  return {
    ...event,
    shutter: {
      ...event.shutter,
      gif: {
        ...gif,
        delayBetweenCapturingFrame: gifDelayToServer(gif.delayBetweenCapturingFrame),
        preRollVideoId: preRollVideo,
        postRollVideoId: postRollVideo,
      },
    },
  };
}

/**
 * Reads an event the server sent (campaigns §4): boomerang 6 frames, 0.1 s apart, at 9 fps; AI filter
 * 1 frame at 1 fps; a GIF delay above 100 read as milliseconds; and archived reset to false — loading a
 * campaign into the editor revives it, so saving an archived campaign from the editor unarchives it.
 * GIF overlays and background are kept when the payload has them (the GIF payload of campaigns §3
 * omits them) and are empty otherwise.
 */
export function consumeServerData<E extends { shutter: Shutter; archived: boolean }>(data: ConsumablePayload<E>): E {
  const { preRollVideoId, postRollVideoId, ...gif } = data.shutter.gif;
  const shutter: Shutter = {
    ...data.shutter,
    gif: {
      ...gif,
      delayBetweenCapturingFrame: gifDelayFromServer(gif.delayBetweenCapturingFrame),
      preRollVideo: preRollVideoId,
      postRollVideo: postRollVideoId,
      overlays: gif.overlays ?? [],
      background: gif.background ?? null,
    },
    boomerang: { ...data.shutter.boomerang, ...BOOMERANG_FROM_SERVER },
    aifilter: { ...data.shutter.aifilter, ...AIFILTER_FROM_SERVER },
  };
  // An event is active unless archived, so the derived flag follows when the payload carries it.
  const active = 'active' in data ? { active: true } : {};
  // Omit<E, 'shutter'> plus a Shutter is E again; TypeScript cannot see that through the generic.
  return { ...data, shutter, archived: false, ...active } as unknown as E;
}
