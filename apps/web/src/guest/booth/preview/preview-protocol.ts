import type { EventVirtualDto } from '@booth/shared';

/*
 * The editor's preview of the booth (issue 12): the editor embeds /booth/{slug}?preview=start|shutter|share
 * in a frame, waits for `boothwerk:preview-ready`, then sends `boothwerk:preview` messages with the
 * screen and the campaign as the guest view would answer it; the booth renders the last one. Only
 * messages from the embedding page of the same origin count.
 */
export const previewScreens = ['start', 'shutter', 'share'] as const;
export type PreviewScreen = (typeof previewScreens)[number];

export const PREVIEW_READY = 'boothwerk:preview-ready';
export const PREVIEW_MESSAGE = 'boothwerk:preview';

export interface PreviewMessage<S extends string = PreviewScreen> {
  type: typeof PREVIEW_MESSAGE;
  screen: S;
  event: EventVirtualDto;
}

const isScreen = <S extends string>(value: unknown, screens: readonly S[]): value is S => typeof value === 'string' && (screens as readonly string[]).includes(value);

/** The screen `?preview=` asks for, or null for the normal booth. */
export function previewScreenOf<S extends string = PreviewScreen>(search: string, screens: readonly S[] = previewScreens as unknown as readonly S[]): S | null {
  const value = new URLSearchParams(search).get('preview');
  return isScreen(value, screens) ? value : null;
}

/**
 * The preview message in `message`, when it comes from `parent` on `origin` and has the expected
 * shape; anything else (another origin, another window, another kind of message) gives null.
 */
export function readPreviewMessage<S extends string = PreviewScreen>(
  message: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  origin: string,
  parent: unknown,
  screens: readonly S[] = previewScreens as unknown as readonly S[],
): PreviewMessage<S> | null {
  if (message.origin !== origin || message.source !== parent) return null;
  const data = message.data as Partial<PreviewMessage<S>> | null;
  if (!data || typeof data !== 'object' || data.type !== PREVIEW_MESSAGE || !isScreen(data.screen, screens)) return null;
  const event = data.event;
  if (!event || typeof event !== 'object' || !event.virtualSettings || !event.designSettings || !event.screens || !event.shutter) return null;
  return { type: PREVIEW_MESSAGE, screen: data.screen, event: { ...event, assets: Array.isArray(event.assets) ? event.assets : [] } };
}
