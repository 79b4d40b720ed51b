import { mapLandmarks, placeArFilter, type ArLandmarks, type ArLayerPlacement, type ArPoint } from '@booth/shared';
import type { LoadedArFilter } from './ar-filter-loader';

/** How the landmarks' frame (the camera's pixels) lies on the canvas drawn on. */
export interface ArView {
  /** A landmark p lands at (p - origin) * scale: the camera cropped to the campaign's shape, then scaled. */
  origin: ArPoint;
  scale: number;
  /** The canvas shows the camera mirrored (a front camera's preview, and what it captures). */
  mirrored: boolean;
}

/** The camera's pixels as they are: a still that was found in the picture it is drawn on. */
export const SAME_FRAME: ArView = { origin: { x: 0, y: 0 }, scale: 1, mirrored: false };

type DrawingContext = Pick<CanvasRenderingContext2D, 'canvas' | 'save' | 'restore' | 'transform' | 'drawImage' | 'globalAlpha'>;

/**
 * Draws every layer of `filter` on the face given by `landmarks`, on top of what the canvas holds.
 * The same call draws the live preview and bakes the filter into a captured picture, so both look
 * alike. The caller's own transform stays in force (layers are placed within it).
 */
export function drawArFilter(context: DrawingContext, filter: LoadedArFilter, landmarks: ArLandmarks, view: ArView): void {
  drawPlacements(context, filter, placementsOf(filter, landmarks, view, context.canvas.width));
}

function placementsOf(filter: LoadedArFilter, landmarks: ArLandmarks, view: ArView, width: number): ArLayerPlacement[] {
  return placeArFilter(filter.manifest, mapLandmarks(landmarks, view.origin, view.scale), { mirrored: view.mirrored, width });
}

function drawPlacements(context: DrawingContext, filter: LoadedArFilter, placements: readonly ArLayerPlacement[]): void {
  for (let index = 0; index < placements.length; index++) {
    const image = filter.images[index];
    if (!image) continue;
    const { matrix, opacity } = placements[index] as ArLayerPlacement;
    context.save();
    context.globalAlpha = opacity;
    context.transform(matrix.a, matrix.b, matrix.c, matrix.d, matrix.e, matrix.f);
    context.drawImage(image, 0, 0);
    context.restore();
  }
}

/**
 * drawArFilter for a canvas that is drawn again on every frame (the live canvas while it is recorded):
 * the layers are placed anew only when the face, the filter, the view or the canvas's width changed,
 * so the frames in between draw the layers and allocate nothing.
 */
export class ArFilterPainter {
  private filter: LoadedArFilter | null = null;
  private landmarks: ArLandmarks | null = null;
  private view: ArView | null = null;
  private zoom = 0;
  private width = 0;
  private placements: ArLayerPlacement[] = [];

  /** drawArFilter(context, filter, landmarks, view with its scale times `zoom`). */
  draw(context: DrawingContext, filter: LoadedArFilter, landmarks: ArLandmarks, view: ArView, zoom = 1): void {
    const width = context.canvas.width;
    if (filter !== this.filter || landmarks !== this.landmarks || view !== this.view || zoom !== this.zoom || width !== this.width) {
      this.placements = placementsOf(filter, landmarks, { ...view, scale: view.scale * zoom }, width);
      [this.filter, this.landmarks, this.view, this.zoom, this.width] = [filter, landmarks, view, zoom, width];
    }
    drawPlacements(context, filter, this.placements);
  }
}
