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

/** What a role fixes: the asset kind, the size (campaigns §5, 3:4 portrait) and the file format. */
const ROLE_SHAPE: Record<StarterRole, Pick<StarterDesign, 'kind' | 'width' | 'height' | 'format'>> = {
  overlay: { kind: 'overlay', ...PORTRAIT, format: 'png' },
  overlaySquare: { kind: 'overlay', ...SQUARE, format: 'png' },
  frame: { kind: 'overlay', ...PORTRAIT, format: 'png' },
  greenScreen: { kind: 'greenScreen', ...PORTRAIT, format: 'jpeg' },
  mainScreenBackground: { kind: 'mainScreenBackground', ...PORTRAIT, format: 'jpeg' },
  sticker: { kind: 'sticker', ...STICKER, format: 'png' },
};

/** A design of `template`'s catalogue; its key is `{template}/{id}`, kind, size and format follow from the role. */
export function starterDesign(template: EventTemplateId, id: string, role: StarterRole, name: string, draw: () => string): StarterDesign {
  return { key: `${template}/${id}`, template, role, name, draw, ...ROLE_SHAPE[role] };
}
