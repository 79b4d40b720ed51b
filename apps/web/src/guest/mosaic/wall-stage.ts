import { Container, Sprite, type Texture } from 'pixi.js';
import { easeInOut } from './slideshow.ts';
import type { Rect } from './wall-layout.ts';

/** A square on the screen by its middle and side (CSS pixels). */
export interface Square {
  x: number;
  y: number;
  side: number;
}

export function squareOf(rect: Rect): Square {
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2, side: rect.width };
}

/** The big picture's way to its cell: from the middle to the cell's square, eased at both ends. */
export function flightSquare(from: Square, to: Square, t: number): Square {
  const e = easeInOut(t);
  return { x: from.x + (to.x - from.x) * e, y: from.y + (to.y - from.y) * e, side: from.side + (to.side - from.side) * e };
}

/** How a picture shown big comes up: grows from 85 % and fades in over its first 300 ms. */
export function popIn(sinceMs: number): { scale: number; alpha: number } {
  const t = Math.min(1, Math.max(0, sinceMs / 300));
  const e = 1 - (1 - t) ** 3;
  return { scale: 0.85 + 0.15 * e, alpha: e };
}

/**
 * The middle of the wall, above the tiles and the camera: one tile at a time shown big, then flown to
 * its cell. The texture belongs to the caller (it goes on to the cell, or is let go).
 */
export class WallStage {
  readonly layer = new Container();
  private sprite: Sprite | null = null;

  show(texture: Texture): void {
    this.clear();
    this.sprite = new Sprite(texture);
    this.sprite.anchor.set(0.5);
    this.layer.addChild(this.sprite);
  }

  get showing(): boolean {
    return this.sprite !== null;
  }

  place(square: Square, alpha = 1): void {
    if (!this.sprite) return;
    this.sprite.position.set(square.x, square.y);
    this.sprite.setSize(square.side, square.side);
    this.sprite.alpha = alpha;
  }

  clear(): void {
    if (!this.sprite) return;
    this.sprite.destroy();
    this.sprite = null;
  }
}
