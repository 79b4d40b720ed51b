// Before any renderer starts: pixi's shader code generation without `new Function` (the page's CSP has no 'unsafe-eval').
import 'pixi.js/unsafe-eval';
import 'pixi.js/particle-container';
import { mosaicSheetOf, mosaicTileSizeFor, type GuestTexts, type MosaicFree, type MosaicPlacement, type MosaicWall } from '@booth/shared';
import { Container, WebGLRenderer, type Texture } from 'pixi.js';
import { ArrivalQueue, arrivalTiming, type StageEvent, type StageItem } from './arrival-queue.ts';
import { DemoScheduler, pickCell } from './demo-scheduler.ts';
import { introTiming, scatteredOrder } from './intro-schedule.ts';
import { emptySlot, nextLoads, wantSeq, type SheetSlot } from './sheet-planner.ts';
import { SingleTextures } from './single-textures.ts';
import { Slideshow, zoomOnCell } from './slideshow.ts';
import { fetchBitmap, fetchWall, WallUnavailable, type WallUrls } from './wall-api.ts';
import { WallCells } from './wall-cells.ts';
import type { WallControls } from './wall-controls.ts';
import {
  bigPictureSide,
  cellRect,
  fitScale,
  overviewCamera,
  sheetBlock,
  sheetLoadOrder,
  sheetsIn,
  tileSizeForScreen,
  visibleGridRect,
  wallTransform,
  type Camera,
  type Viewport,
  type WallGrid,
} from './wall-layout.ts';
import { installProbe, type WallProbeSource } from './wall-probe.ts';
import { flightSquare, popIn, squareOf, WallStage } from './wall-stage.ts';
import { WallStream } from './wall-stream.ts';
import { bitmapTexture, destroyTexture } from './wall-textures.ts';
import { WallTiles } from './wall-tiles.ts';

/** A burst of quiet placements in one sheet is fetched once, this long after the first. */
const QUIET_DEBOUNCE_MS = 300;
/** Sheets fetched at once: the first ones arrive quickly, and the server is not flooded. */
const MAX_SHEET_LOADS = 4;
/** How often the single tiles' budget is looked at. */
const BUDGET_CHECK_MS = 500;
/** A failed sheet is tried again after this. */
const SHEET_RETRY_MS = 3_000;
/** A wall that is not (or no longer) there is asked for again this often. */
const UNAVAILABLE_RETRY_MS = 30_000;

type StreamMessage = { type: 'place'; placement: MosaicPlacement } | { type: 'free'; free: MosaicFree };

/** One generation of one wall on this screen; a reset or a new grid makes a new one. */
interface Built {
  wall: MosaicWall;
  grid: WallGrid;
  cells: WallCells;
  tiles: WallTiles;
  slots: SheetSlot[];
  /** Per cell, the `seq` of the placement drawn there (0: none). */
  shown: Float64Array;
  /** The first fill: when each cell's tile is due to appear. */
  intro: Map<number, number>;
}

function sameGrid(a: WallGrid, b: WallGrid): boolean {
  return a.columns === b.columns && a.rows === b.rows && a.cellSize === b.cellSize && a.width === b.width && a.height === b.height;
}

function sameCamera(a: Camera, b: Camera): boolean {
  return a.zoom === b.zoom && a.centreX === b.centreX && a.centreY === b.centreY;
}

/**
 * The mosaic wall on this screen: the wall JSON and the stream make the state (WallCells), the sheets
 * and single tiles make the picture (WallTiles), one newcomer at a time goes big and flies to its cell
 * (ArrivalQueue, WallStage), the demo and the slideshow keep a quiet wall moving. A frame is drawn only
 * when something changed: a still wall costs the GPU nothing.
 */
export class MosaicWallApp implements WallProbeSource {
  private readonly stage = new Container();
  private readonly world = new Container({ isRenderGroup: true });
  private readonly bigStage = new WallStage();
  private readonly renderer = new WebGLRenderer();
  private built: Built | null = null;
  private viewport: Viewport;
  private camera: Camera = { zoom: 1, centreX: 0, centreY: 0 };
  private order: number[] = [];
  private queue = new ArrivalQueue();
  private demo: DemoScheduler | null = null;
  private slideshow: Slideshow | null = null;
  private slideTarget: Camera | null = null;
  private singles = new SingleTextures();
  private readonly onStage = new Set<number>();
  private stageTexture: { id: string; texture: Texture } | null = null;
  private stream: WallStream | null = null;
  private streamOpen = false;
  private reloading = false;
  private reloadAgain = false;
  private readonly pending: StreamMessage[] = [];
  private dirty = true;
  private nextBudgetCheck = 0;
  private lastDemoCell: number | undefined;

  constructor(
    private readonly root: HTMLElement,
    private readonly urls: WallUrls,
    private readonly controls: WallControls,
    private readonly texts: GuestTexts,
  ) {
    this.viewport = { width: window.innerWidth, height: window.innerHeight, dpr: window.devicePixelRatio || 1 };
    this.stage.addChild(this.world, this.bigStage.layer);
  }

  get ready(): boolean {
    return this.built !== null && this.streamOpen;
  }

  get generation(): number {
    return this.built?.wall.generation ?? 0;
  }

  cells(): Array<[number, string]> {
    return this.built?.cells.list() ?? [];
  }

  /** Live textures of the wall (sheets, single tiles, the big picture): for the memory check in the bench. */
  textureCounts(): { sheetImages: number; singles: number; stage: number } {
    const counts = this.built?.tiles.counts() ?? { singles: 0, sheetImages: 0 };
    return { ...counts, stage: this.stageTexture ? 1 : 0 };
  }

  async start(): Promise<void> {
    installProbe(this);
    await this.renderer.init({
      width: this.viewport.width,
      height: this.viewport.height,
      resolution: this.viewport.dpr,
      autoDensity: true,
      antialias: false,
      background: '#000000',
      // The wall registers the few pixi parts it uses itself (no event system, no accessibility layer).
      skipExtensionImports: true,
      powerPreference: 'high-performance',
    });
    const canvas = this.renderer.canvas;
    canvas.className = 'mosaic-canvas';
    this.root.prepend(canvas);
    // A GPU reset (a driver update, a sleeping laptop) loses every texture: starting afresh is the sure way back.
    canvas.addEventListener('webglcontextlost', () => setTimeout(() => window.location.reload(), 2_000));
    window.addEventListener('resize', () => this.resize());
    await this.reload();
    requestAnimationFrame(this.frame);
  }

  // ---- the state: wall JSON, stream ----

  private async reload(): Promise<void> {
    if (this.reloading) {
      this.reloadAgain = true;
      return;
    }
    this.reloading = true;
    try {
      const wall = await this.fetchWallUntilDone();
      if (!wall) return;
      if (this.streamOpen) this.controls.setOffline(false);
      document.title = wall.title;
      const current = this.built;
      const generationChanged = current?.wall.generation !== wall.generation;
      if (current && !generationChanged && sameGrid(current.grid, wall.grid)) this.reconcile(current, wall);
      else this.build(wall);
      if (!this.stream) {
        this.stream = new WallStream((cursor) => this.urls.stream(cursor, this.generation), wall.cursor, {
          place: (placement) => this.receive({ type: 'place', placement }),
          free: (free) => this.receive({ type: 'free', free }),
          reset: () => void this.reload(),
          // After a (re)connection the server replays what was missed; a wall on another generation loads anew.
          ready: (_cursor, generation) => {
            if (generation !== null && this.built && generation !== this.built.wall.generation) void this.reload();
          },
          connected: () => {
            this.streamOpen = true;
            this.controls.setOffline(false);
            this.updateProbe();
          },
          offline: () => {
            this.streamOpen = false;
            this.controls.setOffline(true);
            this.updateProbe();
          },
        });
        this.stream.open();
      } else if (generationChanged) {
        // The stream's address names the generation drawn: the browser's own reconnects must name the new one.
        this.stream.reopen();
      }
    } finally {
      this.reloading = false;
      for (const message of this.pending.splice(0)) this.apply(message);
      if (this.reloadAgain) {
        this.reloadAgain = false;
        void this.reload();
      }
    }
  }

  /** The wall JSON; retried while the network is down; null (and the message shown) when the wall is not there. */
  private async fetchWallUntilDone(): Promise<MosaicWall | null> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await fetchWall(this.urls.wall);
      } catch (error) {
        if (error instanceof WallUnavailable) {
          this.teardown();
          this.controls.showMessage(this.texts(error.status === 404 ? 'mosaic.notFound' : 'mosaic.notAvailable'));
          setTimeout(() => void this.reload(), UNAVAILABLE_RETRY_MS);
          return null;
        }
        this.controls.setOffline(true);
        await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 1_000 * 2 ** (attempt - 1))));
      }
    }
  }

  private receive(message: StreamMessage): void {
    // While the wall JSON is on its way, messages wait: they may be newer than it. Without a wall
    // (not there any more) the next wall JSON will hold them.
    if (this.reloading) this.pending.push(message);
    else if (this.built) this.apply(message);
  }

  private apply(message: StreamMessage): void {
    if (message.type === 'place') this.place(message.placement);
    else this.free(message.free);
  }

  private place(placement: MosaicPlacement): void {
    const built = this.built;
    if (!built) return;
    const previous = built.cells.get(placement.cell);
    if (!built.cells.place(placement)) return;
    const now = performance.now();
    // Taken over without a `free` first: the old tile goes now.
    if (previous) this.clearCell(built, placement.cell);
    this.refreshWant(built, built.cells.sheetOf(placement.cell));
    if (placement.kind === 'filler') this.quiet(built, placement.cell, placement.seq, now);
    else {
      this.demo?.noteArrival(now);
      const { holdMs, flyMs } = arrivalTiming(built.wall.display);
      this.onStage.add(placement.cell);
      const item: StageItem = { cell: placement.cell, id: placement.id, seq: placement.seq, demo: false, holdMs, flyMs, scale: 1 };
      for (const pushedOut of this.queue.push(item)) {
        this.onStage.delete(pushedOut.cell);
        this.quiet(built, pushedOut.cell, pushedOut.seq, now);
      }
    }
    this.updateProbe();
  }

  private free(free: MosaicFree): void {
    const built = this.built;
    if (!built || !built.cells.free(free)) return;
    this.clearCell(built, free.cell);
    this.refreshWant(built, built.cells.sheetOf(free.cell));
    this.updateProbe();
  }

  /** A cell leaves the wall at once: from the stage, its single tile, its sheet's particles. */
  private clearCell(built: Built, cell: number): void {
    const dropped = this.queue.drop(cell);
    if (dropped && this.stageTexture?.id === dropped.id) this.dropStageTexture();
    this.onStage.delete(cell);
    built.tiles.setHidden(cell, false);
    built.tiles.clear(cell);
    this.singles.delete(cell);
    built.shown[cell] = 0;
    this.dirty = true;
  }

  /** The tile goes straight to its cell: its sheet is fetched again (soon, once for a burst) and fades it in. */
  private quiet(built: Built, cell: number, seq: number, now: number): void {
    const slot = built.slots[built.cells.sheetOf(cell)];
    if (slot) wantSeq(slot, seq, now + QUIET_DEBOUNCE_MS);
  }

  // ---- building a generation ----

  private teardown(): void {
    const built = this.built;
    if (!built) return;
    this.dropStageTexture();
    this.queue = new ArrivalQueue();
    this.singles = new SingleTextures();
    this.onStage.clear();
    built.tiles.destroy();
    this.built = null;
    this.dirty = true;
  }

  private build(wall: MosaicWall): void {
    this.teardown();
    const now = performance.now();
    const grid = wall.grid;
    const cells = new WallCells(grid, wall.placements, wall.sheets, Number(wall.cursor) || 0);
    const timing = introTiming(cells.count, wall.display.fillDurationSeconds);
    const tiles = new WallTiles(grid, timing.appearMs);
    const intro = new Map<number, number>();
    scatteredOrder(cells.list().map(([cell]) => cell)).forEach((cell, rank) => intro.set(cell, now + rank * timing.staggerMs));
    const built: Built = {
      wall: { ...wall, placements: [] },
      grid,
      cells,
      tiles,
      slots: Array.from({ length: cells.sheetCount }, emptySlot),
      shown: new Float64Array(grid.columns * grid.rows),
      intro,
    };
    this.built = built;
    this.world.addChild(tiles.layer);
    this.applyDisplay(built, now);
    this.camera = overviewCamera(grid);
    this.applyCamera();
    this.updateWants();
    if (wall.targetUrl) void this.loadTarget(built, wall.targetUrl);
    this.updateProbe();
  }

  private reconcile(built: Built, wall: MosaicWall): void {
    const now = performance.now();
    const changes = built.cells.reconcile(wall.placements, wall.sheets, Number(wall.cursor) || 0);
    for (const cell of changes.freed) this.clearCell(built, cell);
    for (const placement of changes.placed) this.quiet(built, placement.cell, placement.seq, now);
    // The display settings may have changed without a new generation.
    if (JSON.stringify(wall.display) !== JSON.stringify(built.wall.display)) {
      built.wall = { ...wall, placements: [] };
      this.applyDisplay(built, now);
    }
    this.updateWants();
    this.updateProbe();
  }

  private applyDisplay(built: Built, now: number): void {
    const { display } = built.wall;
    this.controls.apply(display, built.wall.alternativeUrl);
    this.renderer.background.color = display.backgroundColor;
    this.demo = new DemoScheduler(display.demo, now);
    this.slideshow = display.slideshow.enabled ? new Slideshow(display.slideshow.intervalSeconds * 1000, now) : null;
    this.slideTarget = null;
    if (!this.slideshow) this.camera = overviewCamera(built.grid);
    this.dirty = true;
  }

  private async loadTarget(built: Built, url: string): Promise<void> {
    try {
      const bitmap = await fetchBitmap(url);
      if (this.built !== built) {
        bitmap.close();
        return;
      }
      built.tiles.setTarget(bitmap);
      this.dirty = true;
    } catch {
      // The wall works without its faint target picture.
    }
  }

  // ---- sheets ----

  /** The tile size each sheet needs: the screen's, larger where the slideshow is about to zoom. */
  private updateWants(): void {
    const built = this.built;
    if (!built) return;
    const { grid } = built;
    const base = tileSizeForScreen(grid, fitScale(grid, this.viewport), this.viewport.dpr);
    const detail = new Map<number, number>();
    if (this.slideTarget) {
      const transform = wallTransform(grid, this.viewport, this.slideTarget);
      const size = tileSizeForScreen(grid, transform.scale, this.viewport.dpr);
      for (const sheet of sheetsIn(grid, visibleGridRect(grid, this.viewport, transform))) detail.set(sheet, size);
    }
    built.slots.forEach((slot, sheet) => {
      slot.wantSize = built.cells.placedIn(sheet) > 0 ? Math.max(base, detail.get(sheet) ?? 0) : 0;
    });
    this.order = sheetLoadOrder(grid, visibleGridRect(grid, this.viewport, wallTransform(grid, this.viewport, this.camera)));
  }

  private refreshWant(built: Built, sheet: number): void {
    const slot = built.slots[sheet];
    if (!slot) return;
    if (built.cells.placedIn(sheet) === 0) slot.wantSize = 0;
    else if (slot.wantSize === 0) slot.wantSize = tileSizeForScreen(built.grid, fitScale(built.grid, this.viewport), this.viewport.dpr);
  }

  private startLoads(now: number): void {
    const built = this.built;
    if (!built) return;
    for (const sheet of nextLoads(this.order, built.slots, now, MAX_SHEET_LOADS)) void this.loadSheet(built, sheet);
  }

  private async loadSheet(built: Built, sheet: number): Promise<void> {
    const slot = built.slots[sheet];
    if (!slot) return;
    const request = { size: slot.wantSize, seq: built.cells.cursor };
    slot.loading = request;
    try {
      const bitmap = await fetchBitmap(this.urls.sheet(sheet, request.size, built.cells.sheetVersion(sheet)));
      if (this.built !== built) {
        bitmap.close();
        return;
      }
      slot.loading = null;
      slot.size = request.size;
      slot.seq = request.seq;
      built.tiles.setSheetImage(sheet, bitmap, request.size);
      this.showSheetCells(built, sheet, performance.now());
      this.dirty = true;
    } catch {
      if (this.built !== built) return;
      slot.loading = null;
      slot.blockedUntil = performance.now() + SHEET_RETRY_MS;
    }
  }

  /** After a sheet's new image: each of its cells that the image shows is drawn from it. */
  private showSheetCells(built: Built, sheet: number, now: number): void {
    const slot = built.slots[sheet];
    if (!slot) return;
    const block = sheetBlock(built.grid, sheet);
    for (let row = block.row; row < block.row + block.rows; row++) {
      for (let column = block.column; column < block.column + block.columns; column++) {
        const cell = row * built.grid.columns + column;
        const entry = built.cells.get(cell);
        // Not in this image yet, or still on its way through the middle of the screen.
        if (!entry || entry.seq > slot.seq || this.onStage.has(cell)) continue;
        if (built.tiles.isSingle(cell)) {
          // The sheet takes over the newcomer's tile, whose own texture goes.
          built.tiles.drawFromSheet(cell);
          this.singles.delete(cell);
          continue;
        }
        if (built.shown[cell] === entry.seq && built.tiles.isDrawn(cell)) continue;
        const due = built.intro.get(cell);
        built.intro.delete(cell);
        built.tiles.drawFromSheet(cell, Math.max(due ?? now, now));
        built.shown[cell] = entry.seq;
      }
    }
  }

  // ---- the stage: newcomers and demo turns ----

  private onStageEvent(built: Built, event: StageEvent, now: number): void {
    if (event.type === 'load') void this.loadStageTile(built, event.item);
    else if (event.type === 'land') this.land(built, event.item, now);
    else if (event.type === 'timeout') this.abandon(built, event.item, now);
  }

  private async loadStageTile(built: Built, item: StageItem): Promise<void> {
    const size = mosaicTileSizeFor(bigPictureSide(this.viewport, item.scale) * this.viewport.dpr);
    try {
      const texture = bitmapTexture(await fetchBitmap(this.urls.tile(item.id, size)));
      if (this.built !== built || !this.queue.loaded(item.id, performance.now())) {
        destroyTexture(texture);
        return;
      }
      this.dropStageTexture();
      this.stageTexture = { id: item.id, texture };
      this.bigStage.show(texture);
      if (item.demo) built.tiles.setHidden(item.cell, true);
      this.dirty = true;
    } catch {
      if (this.built !== built) return;
      const failed = this.queue.failed(item.id);
      if (failed) this.abandon(built, failed, performance.now());
    }
  }

  private takeStageTexture(id: string): Texture | null {
    const held = this.stageTexture;
    this.bigStage.clear();
    this.stageTexture = null;
    if (!held) return null;
    if (held.id === id) return held.texture;
    destroyTexture(held.texture);
    return null;
  }

  private dropStageTexture(): void {
    const texture = this.takeStageTexture('');
    if (texture) destroyTexture(texture);
  }

  private land(built: Built, item: StageItem, now: number): void {
    const texture = this.takeStageTexture(item.id);
    this.dirty = true;
    if (item.demo) {
      built.tiles.setHidden(item.cell, false);
      if (texture) destroyTexture(texture);
      return;
    }
    this.onStage.delete(item.cell);
    const entry = built.cells.get(item.cell);
    const { sheet } = mosaicSheetOf(built.grid, item.cell);
    const slot = built.slots[sheet];
    if (!entry || entry.id !== item.id || !texture) {
      if (texture) destroyTexture(texture);
      if (entry) this.quiet(built, item.cell, entry.seq, now);
      return;
    }
    if (slot && slot.size > 0 && slot.seq >= entry.seq) {
      // Its sheet already shows it: no texture of its own needed.
      destroyTexture(texture);
      built.tiles.drawFromSheet(item.cell);
    } else {
      built.tiles.drawSingle(item.cell, texture);
      this.singles.add(item.cell, sheet, entry.seq, now);
    }
    built.shown[item.cell] = entry.seq;
  }

  private abandon(built: Built, item: StageItem, now: number): void {
    if (this.stageTexture?.id === item.id) this.dropStageTexture();
    if (item.demo) {
      built.tiles.setHidden(item.cell, false);
      return;
    }
    this.onStage.delete(item.cell);
    const entry = built.cells.get(item.cell);
    if (entry?.id === item.id) this.quiet(built, item.cell, entry.seq, now);
  }

  private startDemo(built: Built, now: number): void {
    const demo = this.demo;
    if (!demo) return;
    demo.started(now);
    const candidates: number[] = [];
    for (const [cell] of built.cells.cells()) if (built.tiles.isDrawn(cell) && !this.onStage.has(cell)) candidates.push(cell);
    const cell = pickCell(candidates, Math.random, this.lastDemoCell);
    const entry = cell === null ? undefined : built.cells.get(cell);
    if (cell === null || !entry) return;
    this.lastDemoCell = cell;
    const timing = demo.timing(arrivalTiming(built.wall.display));
    this.queue.push({ cell, id: entry.id, seq: entry.seq, demo: true, ...timing, scale: built.wall.display.demo.scale });
  }

  /** Draws the stage for `now`; true while it moves. */
  private drawStage(built: Built, now: number): boolean {
    const current = this.queue.current;
    if (!current || current.phase === 'loading' || !this.bigStage.showing) {
      this.controls.setBadge(null);
      return false;
    }
    const side = bigPictureSide(this.viewport, current.item.scale);
    const middle = { x: this.viewport.width / 2, y: this.viewport.height / 2, side };
    if (current.phase === 'big') {
      const pop = popIn(now - current.since);
      this.bigStage.place({ ...middle, side: side * pop.scale }, pop.alpha);
      this.controls.setBadge(current.item.demo ? null : { x: middle.x, y: middle.y - side / 2 - 12 });
      return pop.alpha < 1;
    }
    this.controls.setBadge(null);
    const cell = squareOf(cellRect(built.grid, wallTransform(built.grid, this.viewport, this.camera), current.item.cell));
    this.bigStage.place(flightSquare(middle, cell, this.queue.progress(now)));
    return true;
  }

  // ---- each frame ----

  private readonly frame = (now: number): void => {
    requestAnimationFrame(this.frame);
    const built = this.built;
    if (!built) {
      if (this.dirty) this.renderer.render(this.stage);
      this.dirty = false;
      return;
    }
    let dirty = this.dirty;
    this.dirty = false;
    if (this.slideshow) {
      const camera = this.slideshow.update(now, built.grid, () => this.chooseZoom(built));
      if (this.slideshow.target !== this.slideTarget) {
        this.slideTarget = this.slideshow.target;
        this.updateWants();
      }
      if (!sameCamera(camera, this.camera)) {
        this.camera = camera;
        this.applyCamera();
        dirty = true;
      }
    }
    for (const event of this.queue.step(now)) this.onStageEvent(built, event, now);
    if (this.demo?.due(now, this.queue.busy, built.cells.count)) this.startDemo(built, now);
    if (now >= this.nextBudgetCheck) {
      this.nextBudgetCheck = now + BUDGET_CHECK_MS;
      for (const [sheet, seq] of this.singles.due(now)) {
        const slot = built.slots[sheet];
        if (slot) wantSeq(slot, seq, now);
      }
    }
    this.startLoads(now);
    if (built.tiles.animate(now)) dirty = true;
    if (this.drawStage(built, now)) dirty = true;
    if (built.tiles.flush()) dirty = true;
    if (dirty) this.renderer.render(this.stage);
  };

  private chooseZoom(built: Built): Camera | null {
    const candidates: number[] = [];
    for (const [cell] of built.cells.cells()) candidates.push(cell);
    const cell = pickCell(candidates, Math.random);
    return cell === null ? null : zoomOnCell(built.grid, this.viewport, cell);
  }

  private applyCamera(): void {
    const built = this.built;
    if (!built) return;
    const transform = wallTransform(built.grid, this.viewport, this.camera);
    this.world.position.set(transform.x, transform.y);
    this.world.scale.set(transform.scale);
  }

  private resize(): void {
    this.viewport = { width: window.innerWidth, height: window.innerHeight, dpr: window.devicePixelRatio || 1 };
    this.renderer.resize(this.viewport.width, this.viewport.height, this.viewport.dpr);
    this.applyCamera();
    this.updateWants();
    this.dirty = true;
  }

  private updateProbe(): void {
    const built = this.built;
    document.body.dataset.placed = String(built?.cells.count ?? 0);
    document.body.dataset.ready = String(this.ready);
    if (built) this.controls.setCounts(built.cells.count, built.cells.pictureCount, built.grid.columns * built.grid.rows);
  }
}
