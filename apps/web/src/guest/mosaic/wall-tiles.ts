import { MOSAIC_SHEET_BLOCK, mosaicCellPosition, mosaicSheetCount, mosaicSheetOf } from '@booth/shared';
import { Container, ImageSource, Particle, ParticleContainer, Sprite, Texture, type TextureSource } from 'pixi.js';
import { appearance } from './intro-schedule.ts';
import { frameInSheet, sheetBlock, sheetRect, type WallGrid } from './wall-layout.ts';
import { destroySource, destroyTexture, frameTexture } from './wall-textures.ts';

/** The target picture under empty cells: there, but faint. */
const TARGET_ALPHA = 0.3;

const NONE = 0;
const SHEET = 1;
const SINGLE = 2;

interface SheetView {
  container: ParticleContainer;
  source: TextureSource | null;
  size: number;
  /** One texture and one particle per cell of the block (y·16 + x), made with the first image. */
  textures: Array<Texture | undefined>;
  particles: Array<Particle | undefined>;
  /** The set of cells drawn from this sheet changed: its particle list is rebuilt before the next frame. */
  membership: boolean;
  /** A particle changed (an animation step, a new image): its buffer is uploaded again before the next frame. */
  changed: boolean;
}

/**
 * The tiles of the wall on the GPU. Each sheet (a 16×16-cell texture atlas from the server) is one
 * ParticleContainer: one draw call, its particles static until something in the sheet changes, so a
 * still wall costs nothing per frame and 10,000 tiles fading in cost one buffer upload per sheet. A
 * newcomer that flew to its cell is a Sprite over its own single-tile texture until its sheet is
 * fetched again. Which cell comes from where is the caller's decision; this class only draws it.
 */
export class WallTiles {
  readonly layer = new Container();
  /** The target picture, one piece per sheet, drawn only under sheets with a cell it shows through. */
  private readonly targetLayer = new ParticleContainer({ dynamicProperties: { position: false, rotation: false, vertex: false, uvs: false, color: false }, roundPixels: false });
  private target: { source: TextureSource; pieces: Particle[] } | null = null;
  /** Per sheet: its target piece is needed (some cell is empty, fading or out on the stage). */
  private readonly needsTarget: Uint8Array;
  private targetChanged = false;
  private readonly sheetLayer = new Container();
  private readonly singleLayer = new Container();
  private readonly sheets: SheetView[];
  private readonly mode: Uint8Array;
  private readonly hidden: Uint8Array;
  private readonly singles = new Map<number, Sprite>();
  /** Cells fading into place: when each began. */
  private readonly appearing = new Map<number, number>();

  constructor(
    private readonly grid: WallGrid,
    private readonly appearMs: number,
  ) {
    this.targetLayer.alpha = TARGET_ALPHA;
    this.layer.addChild(this.targetLayer, this.sheetLayer, this.singleLayer);
    const cells = grid.columns * grid.rows;
    this.mode = new Uint8Array(cells);
    this.hidden = new Uint8Array(cells);
    this.needsTarget = new Uint8Array(mosaicSheetCount(grid)).fill(1);
    this.sheets = Array.from({ length: mosaicSheetCount(grid) }, () => {
      // Every property static: uploaded only when `update()` says the sheet changed.
      const container = new ParticleContainer({
        dynamicProperties: { position: false, rotation: false, vertex: false, uvs: false, color: false },
        roundPixels: false,
      });
      this.sheetLayer.addChild(container);
      const view: SheetView = { container, source: null, size: 0, textures: [], particles: [], membership: false, changed: false };
      return view;
    });
  }

  /**
   * The target picture under the cells. Drawn per sheet and left out under a sheet whose cells all
   * show their tiles: a full wall draws every pixel once, not twice (the fill rate a weak or software
   * GPU lacks), and the pieces take the particle shader, much cheaper per pixel than the sprite batcher's.
   */
  setTarget(bitmap: ImageBitmap): void {
    this.dropTarget();
    const source = new ImageSource({ resource: bitmap });
    const toImageX = bitmap.width / this.grid.width;
    const toImageY = bitmap.height / this.grid.height;
    const pieces = this.sheets.map((_, sheet) => {
      const rect = sheetRect(this.grid, sheet);
      const frame = { x: rect.x * toImageX, y: rect.y * toImageY, width: rect.width * toImageX, height: rect.height * toImageY };
      return new Particle({ texture: frameTexture(source, frame), x: rect.x, y: rect.y, scaleX: rect.width / frame.width, scaleY: rect.height / frame.height });
    });
    this.targetLayer.texture = new Texture({ source });
    this.target = { source, pieces };
    this.targetChanged = true;
  }

  /** Puts a newly fetched image of a sheet in place of the old one; the old image's memory goes at once. */
  setSheetImage(sheet: number, bitmap: ImageBitmap, size: number): void {
    const view = this.sheets[sheet];
    if (!view) {
      bitmap.close();
      return;
    }
    const source = new ImageSource({ resource: bitmap });
    const old = { source: view.source, textures: view.textures, whole: view.container.texture as Texture | undefined };
    view.source = source;
    view.size = size;
    view.textures = [];
    // The container binds one image for all its particles: this one.
    view.container.texture = new Texture({ source });
    view.particles.forEach((particle, local) => {
      if (!particle) return;
      const cell = this.cellOf(sheet, local);
      particle.texture = this.textureOf(view, local, cell);
      // A fading tile gets its scale from the next animation step.
      if (!this.appearing.has(cell)) this.style(particle, view, particle.alpha, 1);
    });
    view.changed = true;
    for (const texture of old.textures) texture?.destroy(false);
    old.whole?.destroy(false);
    if (old.source) destroySource(old.source);
  }

  /** Draws the cell from its sheet; `appearFrom` fades it in from that moment (undefined: at once). */
  drawFromSheet(cell: number, appearFrom?: number): void {
    this.dropSingle(cell);
    const { sheet } = mosaicSheetOf(this.grid, cell);
    const view = this.sheets[sheet];
    if (!view?.source) return;
    const local = this.localOf(cell);
    let particle = view.particles[local];
    if (!particle) {
      const { row, column } = mosaicCellPosition(this.grid, cell);
      particle = new Particle({
        texture: this.textureOf(view, local, cell),
        x: (column + 0.5) * this.grid.cellSize,
        y: (row + 0.5) * this.grid.cellSize,
        anchorX: 0.5,
        anchorY: 0.5,
      });
      view.particles[local] = particle;
    }
    if (appearFrom === undefined) this.appearing.delete(cell);
    else this.appearing.set(cell, appearFrom);
    this.style(particle, view, appearFrom === undefined ? 1 : 0, appearFrom === undefined ? 1 : 0.4);
    if (this.mode[cell] !== SHEET) view.membership = true;
    this.mode[cell] = SHEET;
    view.changed = true;
  }

  /** Draws the cell from a texture of its own (a newcomer's tile); the texture is the wall's from now on. */
  drawSingle(cell: number, texture: Texture): void {
    this.clear(cell);
    const { row, column } = mosaicCellPosition(this.grid, cell);
    const sprite = new Sprite(texture);
    sprite.position.set(column * this.grid.cellSize, row * this.grid.cellSize);
    sprite.setSize(this.grid.cellSize, this.grid.cellSize);
    sprite.visible = !this.hidden[cell];
    this.singleLayer.addChild(sprite);
    this.singles.set(cell, sprite);
    this.mode[cell] = SINGLE;
    this.touch(cell);
  }

  isSingle(cell: number): boolean {
    return this.mode[cell] === SINGLE;
  }

  isDrawn(cell: number): boolean {
    return this.mode[cell] !== NONE;
  }

  /** The cell shows nothing (the target picture under it shows through). */
  clear(cell: number): void {
    this.dropSingle(cell);
    if (this.mode[cell] === SHEET) {
      const view = this.sheets[mosaicSheetOf(this.grid, cell).sheet];
      if (view) view.membership = true;
    }
    this.appearing.delete(cell);
    this.mode[cell] = NONE;
    this.touch(cell);
  }

  /** Hides a cell for a while (its tile is out on the stage, in a demo turn) without forgetting it. */
  setHidden(cell: number, hidden: boolean): void {
    if (Boolean(this.hidden[cell]) === hidden) return;
    this.hidden[cell] = hidden ? 1 : 0;
    const single = this.singles.get(cell);
    if (single) single.visible = !hidden;
    if (this.mode[cell] === SHEET) {
      const view = this.sheets[mosaicSheetOf(this.grid, cell).sheet];
      if (view) view.membership = true;
    }
    this.touch(cell);
  }

  /** Something in the cell's sheet changed: its particles (and whether its target piece shows) are looked at again. */
  private touch(cell: number): void {
    const view = this.sheets[mosaicSheetOf(this.grid, cell).sheet];
    if (view) view.changed = true;
  }

  /** Moves the fading tiles on to `now`; true while any is still fading (the next frame must be drawn). */
  animate(now: number): boolean {
    for (const [cell, start] of this.appearing) {
      // Not begun yet: it waits invisible (drawFromSheet styled it so), costing nothing.
      if (now < start) continue;
      const { t, alpha, scale } = appearance(now, start, this.appearMs);
      const view = this.sheets[mosaicSheetOf(this.grid, cell).sheet];
      const particle = view?.particles[this.localOf(cell)];
      if (!view || !particle) {
        this.appearing.delete(cell);
        continue;
      }
      this.style(particle, view, alpha, scale);
      view.changed = true;
      if (t >= 1) this.appearing.delete(cell);
    }
    return this.appearing.size > 0;
  }

  /** Rebuilds what changed since the last frame; true when anything did (the frame must be drawn). */
  flush(): boolean {
    let any = false;
    this.sheets.forEach((view, sheet) => {
      if (view.membership) {
        view.container.particleChildren = this.particlesShown(view, sheet);
        view.membership = false;
        view.changed = true;
      }
      if (view.changed) {
        view.container.update();
        view.changed = false;
        any = true;
        const needs = this.sheetShowsTarget(sheet) ? 1 : 0;
        if (this.needsTarget[sheet] !== needs) {
          this.needsTarget[sheet] = needs;
          this.targetChanged = true;
        }
      }
    });
    if (this.targetChanged && this.target) {
      const { pieces } = this.target;
      this.targetLayer.particleChildren = pieces.filter((_, sheet) => this.needsTarget[sheet]);
      this.targetLayer.update();
      any = true;
    }
    this.targetChanged = false;
    return any;
  }

  /** Whether any cell of the sheet lets the target show through: empty, fading in, or out on the stage. */
  private sheetShowsTarget(sheet: number): boolean {
    const block = sheetBlock(this.grid, sheet);
    for (let row = block.row; row < block.row + block.rows; row++) {
      for (let column = block.column; column < block.column + block.columns; column++) {
        const cell = row * this.grid.columns + column;
        if (this.mode[cell] === NONE || this.hidden[cell] || this.appearing.has(cell)) return true;
      }
    }
    return false;
  }

  /** Single tiles on the wall and sheets with an image: for the memory check. */
  counts(): { singles: number; sheetImages: number } {
    return { singles: this.singles.size, sheetImages: this.sheets.filter((view) => view.source).length };
  }

  destroy(): void {
    this.dropTarget();
    for (const cell of [...this.singles.keys()]) this.dropSingle(cell);
    for (const view of this.sheets) {
      for (const texture of view.textures) texture?.destroy(false);
      (view.container.texture as Texture | undefined)?.destroy(false);
      if (view.source) destroySource(view.source);
    }
    this.layer.destroy({ children: true });
  }

  private dropTarget(): void {
    if (!this.target) return;
    this.targetLayer.particleChildren = [];
    for (const piece of this.target.pieces) piece.texture.destroy(false);
    (this.targetLayer.texture as Texture | undefined)?.destroy(false);
    destroySource(this.target.source);
    this.target = null;
  }

  private particlesShown(view: SheetView, sheet: number): Particle[] {
    const shown: Particle[] = [];
    view.particles.forEach((particle, local) => {
      const cell = this.cellOf(sheet, local);
      if (particle && this.mode[cell] === SHEET && !this.hidden[cell]) shown.push(particle);
    });
    return shown;
  }

  private style(particle: Particle, view: SheetView, alpha: number, scale: number): void {
    particle.alpha = alpha;
    particle.scaleX = particle.scaleY = (this.grid.cellSize / view.size) * scale;
  }

  private textureOf(view: SheetView, local: number, cell: number): Texture {
    let texture = view.textures[local];
    if (!texture) {
      texture = frameTexture(view.source as TextureSource, frameInSheet(this.grid, cell, view.size));
      view.textures[local] = texture;
    }
    return texture;
  }

  private dropSingle(cell: number): void {
    const sprite = this.singles.get(cell);
    if (!sprite) return;
    this.singles.delete(cell);
    const { texture } = sprite;
    sprite.destroy();
    destroyTexture(texture);
  }

  private localOf(cell: number): number {
    const { x, y } = mosaicSheetOf(this.grid, cell);
    return y * MOSAIC_SHEET_BLOCK + x;
  }

  private cellOf(sheet: number, local: number): number {
    const perRow = Math.ceil(this.grid.columns / MOSAIC_SHEET_BLOCK);
    const column = (sheet % perRow) * MOSAIC_SHEET_BLOCK + (local % MOSAIC_SHEET_BLOCK);
    const row = Math.floor(sheet / perRow) * MOSAIC_SHEET_BLOCK + Math.floor(local / MOSAIC_SHEET_BLOCK);
    return row * this.grid.columns + column;
  }
}
