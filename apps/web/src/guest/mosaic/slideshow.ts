import { mosaicCellPosition } from '@booth/shared';
import { fitScale, overviewCamera, type Camera, type Viewport, type WallGrid } from './wall-layout.ts';

export type SlidePhase = 'overview' | 'in' | 'hold' | 'out';

/** How long the zoom in (and out) takes. */
export const ZOOM_MS = 2_500;
/** Zoomed in, a cell is this many CSS pixels (within the bounds below): a face in it can be recognised. */
const ZOOMED_CELL_SHARE = 1 / 5;
const ZOOMED_CELL_MIN = 96;
const ZOOMED_CELL_MAX = 220;
const MIN_ZOOM = 1.5;
const MAX_ZOOM = 24;

/** Smooth at both ends: the zoom starts and stops gently. */
export function easeInOut(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}

/**
 * Where the slideshow zooms for a cell: close enough that the cell fills about a fifth of the screen,
 * the view kept inside the mosaic (no empty border while zoomed).
 */
export function zoomOnCell(grid: WallGrid, viewport: Pick<Viewport, 'width' | 'height'>, cell: number): Camera {
  const fit = fitScale(grid, viewport);
  const wantedCell = Math.min(ZOOMED_CELL_MAX, Math.max(ZOOMED_CELL_MIN, Math.min(viewport.width, viewport.height) * ZOOMED_CELL_SHARE));
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, wantedCell / (grid.cellSize * fit)));
  const { row, column } = mosaicCellPosition(grid, cell);
  const halfWidth = viewport.width / (2 * fit * zoom);
  const halfHeight = viewport.height / (2 * fit * zoom);
  const clamp = (value: number, half: number, extent: number) => (half * 2 >= extent ? extent / 2 : Math.min(extent - half, Math.max(half, value)));
  return {
    zoom,
    centreX: clamp((column + 0.5) * grid.cellSize, halfWidth, grid.width),
    centreY: clamp((row + 0.5) * grid.cellSize, halfHeight, grid.height),
  };
}

/** Zoom in log space (each moment multiplies the zoom by the same factor) and move the centre along. */
export function blendCameras(from: Camera, to: Camera, t: number): Camera {
  const e = easeInOut(t);
  return {
    zoom: Math.exp(Math.log(from.zoom) + (Math.log(to.zoom) - Math.log(from.zoom)) * e),
    centreX: from.centreX + (to.centreX - from.centreX) * e,
    centreY: from.centreY + (to.centreY - from.centreY) * e,
  };
}

/**
 * The slideshow (campaigns §3: slideshow.enabled, intervalSeconds): the whole mosaic for an interval,
 * a smooth zoom into one region, that region for an interval, a smooth zoom back out, again. The next
 * region is chosen when the overview begins, so its sharper tiles can load before the zoom.
 */
export class Slideshow {
  private cycleStart: number;
  private next: Camera | null = null;
  private chosen = false;

  constructor(
    private readonly intervalMs: number,
    start: number,
    private readonly zoomMs = ZOOM_MS,
  ) {
    this.cycleStart = start;
  }

  private get cycleMs(): number {
    return 2 * this.intervalMs + 2 * this.zoomMs;
  }

  /** The region zoomed into in this cycle (null: none yet, the wall was empty). */
  get target(): Camera | null {
    return this.next;
  }

  phaseAt(now: number): { phase: SlidePhase; t: number } {
    const into = now - this.cycleStart;
    if (into < this.intervalMs) return { phase: 'overview', t: into / this.intervalMs };
    if (into < this.intervalMs + this.zoomMs) return { phase: 'in', t: (into - this.intervalMs) / this.zoomMs };
    if (into < 2 * this.intervalMs + this.zoomMs) return { phase: 'hold', t: (into - this.intervalMs - this.zoomMs) / this.intervalMs };
    return { phase: 'out', t: Math.min(1, (into - 2 * this.intervalMs - this.zoomMs) / this.zoomMs) };
  }

  /** The camera at `now`; `choose` names the next region (null while there is nothing to show). */
  update(now: number, grid: WallGrid, choose: () => Camera | null): Camera {
    while (now - this.cycleStart >= this.cycleMs) {
      this.cycleStart += this.cycleMs;
      this.chosen = false;
    }
    if (!this.chosen) {
      this.next = choose();
      this.chosen = true;
    }
    const overview = overviewCamera(grid);
    const { phase, t } = this.phaseAt(now);
    if (!this.next) {
      // Nothing to zoom into: look again at the start of the next interval.
      if (phase !== 'overview') {
        this.cycleStart = now;
        this.chosen = false;
      }
      return overview;
    }
    if (phase === 'overview') return overview;
    if (phase === 'in') return blendCameras(overview, this.next, t);
    if (phase === 'hold') return this.next;
    return blendCameras(this.next, overview, t);
  }
}
