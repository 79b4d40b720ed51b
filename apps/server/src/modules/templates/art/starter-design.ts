import type { EventTemplateId } from '@booth/shared';

/** The asset kinds starter designs come in. */
export type StarterKind = 'overlay' | 'greenScreen' | 'mainScreenBackground' | 'sticker';

/** What a design is used as in a template; `frame` is an overlay with transparent photo areas. */
export type StarterRole = 'overlay' | 'overlaySquare' | 'frame' | 'greenScreen' | 'mainScreenBackground' | 'sticker';

/** One design of the public starter library, drawn in code. */
export interface StarterDesign {
  /** Stable for ever: the asset id is derived from it, so campaigns keep pointing at the design. */
  key: string;
  template: EventTemplateId;
  kind: StarterKind;
  role: StarterRole;
  /** The library's file name. */
  name: string;
  width: number;
  height: number;
  /** PNG where the design needs transparency; JPEG for full-bleed backgrounds (smaller, same look). */
  format: 'png' | 'jpeg';
  /** SVG of the design. */
  draw(): string;
}

export const PORTRAIT = { width: 1536, height: 2048 } as const;
export const SQUARE = { width: 1536, height: 1536 } as const;
export const STICKER = { width: 800, height: 800 } as const;
