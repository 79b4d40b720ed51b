import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo, Socket } from 'node:net';
import { extname, join, normalize } from 'node:path';
import sharp from 'sharp';
import { MOSAIC_SHEET_BLOCK, mosaicSheetCount, mosaicSheetOf, type MosaicDisplay, type MosaicPlacement, type MosaicWall } from '../../packages/shared/src/index.ts';
import { PRESENTATION_CSP, permissionsPolicyFor, responseKind } from '../../apps/server/src/platform/http/security-policies.ts';
// The wall's read-only probe (window.__mosaicWall), typed for the tests and the bench that read it.
export type { MosaicWallProbe } from '../../apps/web/src/guest/mosaic/wall-probe.ts';

/**
 * A stand-in for the mosaic wall's server side, for browser tests of the wall page and for the bench:
 * it serves the built mosaic.html (with the real page's CSP and Permissions-Policy) and answers the
 * wall's API as packages/shared/src/mosaic/mosaic-api.ts describes it — the wall JSON, sheets and tiles
 * as generated JPEGs (each placement a colour of its own), and the SSE stream with Last-Event-ID replay.
 * The test drives it: place, free, reset, drop or refuse the stream.
 */

export interface StandInGrid {
  width: number;
  height: number;
  cellSize: number;
  columns: number;
  rows: number;
}

export const STAND_IN_DISPLAY: MosaicDisplay = {
  backgroundColor: '#000000',
  showFullscreenButton: true,
  bigPicture: { enabled: false, durationSeconds: 5 },
  demo: { enabled: false, scale: 1, intervalSeconds: 3, timeoutSeconds: 3 },
  fillMode: 'live',
  fillDurationSeconds: 0.1,
  newImageDelaySeconds: 1,
  mouseSleepTimerSeconds: 2,
  progressBar: { enabled: false, color: '#ffffff' },
  slideshow: { enabled: false, intervalSeconds: 5 },
};

/** A grid of `columns` × `rows` cells of `cellSize` pixels. */
export function standInGrid(columns: number, rows: number, cellSize: number): StandInGrid {
  return { width: columns * cellSize, height: rows * cellSize, cellSize, columns, rows };
}

interface Change {
  seq: number;
  event: 'place' | 'free' | 'reset';
  data: unknown;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.html': 'text/html; charset=utf-8', '.svg': 'image/svg+xml', '.map': 'application/json' };
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** A placement's colour, from its id: every tile looks different, and a test can tell them apart. */
export function colourOf(id: string): [number, number, number] {
  let hash = 2166136261;
  for (const char of id) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return [hash & 0xff, (hash >>> 8) & 0xff, (hash >>> 16) & 0xff];
}

export class MosaicStandIn {
  readonly slug = 'wall';
  generation = 1;
  grid: StandInGrid;
  display: MosaicDisplay;
  seq = 0;
  readonly placements = new Map<number, MosaicPlacement>();
  /** Every stream request: the Last-Event-ID header, the query's lastEventId and generation. */
  readonly streamRequests: Array<{ header: string | undefined; query: string | null; generation: string | null }> = [];
  readonly requests = { wall: 0, sheets: 0, tiles: 0 };
  /** The tile size of every sheet request, in order. */
  readonly sheetSizes: number[] = [];
  private changes: Change[] = [];
  private readonly versions = new Map<number, number>();
  private readonly streams = new Set<ServerResponse>();
  private readonly sockets = new Set<Socket>();
  private refuse = 0;
  private nextId = 1;
  private readonly images = new Map<string, Buffer>();
  /** Other files the test or bench serves from the same origin (a baseline page). */
  private readonly extra = new Map<string, { type: string; body: Buffer }>();
  private server: Server | null = null;
  private readonly target: boolean;
  url = '';

  constructor(
    private readonly distDir: string,
    options: { grid: StandInGrid; display?: Partial<MosaicDisplay>; placed?: number; target?: boolean },
  ) {
    this.grid = options.grid;
    this.display = { ...STAND_IN_DISPLAY, ...options.display };
    this.target = options.target ?? false;
    for (let cell = 0; cell < (options.placed ?? 0); cell++) this.record(cell);
    this.changes = [];
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    }));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    for (const stream of this.streams) stream.end();
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** Serves `body` at `path` too (same origin as the wall: the same policy-free comparison page, say). */
  serve(path: string, type: string, body: Buffer | string): void {
    this.extra.set(path, { type, body: Buffer.from(body) });
  }

  wallUrl(locale: 'de' | 'en' = 'de'): string {
    return `${this.url}${locale === 'en' ? '/en' : ''}/mosaic/${this.slug}`;
  }

  private record(cell: number): MosaicPlacement {
    this.seq += 1;
    const placement: MosaicPlacement = { id: uuid(this.nextId++), cell, seq: this.seq, kind: 'picture', placedAt: new Date().toISOString() };
    this.placements.set(cell, placement);
    this.versions.set(mosaicSheetOf(this.grid, cell).sheet, this.seq);
    return placement;
  }

  /** Places a new picture in `cell` (freeing what was there first, as the server does) and tells the streams. */
  place(cell: number): MosaicPlacement {
    const old = this.placements.get(cell);
    if (old) this.free(cell);
    const placement = this.record(cell);
    this.publish({ seq: placement.seq, event: 'place', data: placement });
    return placement;
  }

  /** Many placements as one write per stream: a burst (the bench's 10,000). */
  placeMany(cells: readonly number[]): void {
    const batch: Change[] = [];
    for (const cell of cells) {
      const old = this.placements.get(cell);
      if (old) {
        this.seq += 1;
        this.placements.delete(cell);
        batch.push({ seq: this.seq, event: 'free', data: { id: old.id, cell, seq: this.seq } });
      }
      const placement = this.record(cell);
      batch.push({ seq: placement.seq, event: 'place', data: placement });
    }
    this.publishAll(batch);
  }

  free(cell: number): void {
    const old = this.placements.get(cell);
    if (!old) return;
    this.seq += 1;
    this.placements.delete(cell);
    this.versions.set(mosaicSheetOf(this.grid, cell).sheet, this.seq);
    this.publish({ seq: this.seq, event: 'free', data: { id: old.id, cell, seq: this.seq } });
  }

  /** A reset (and optionally a new grid): a new generation, an empty wall. */
  reset(grid?: StandInGrid): void {
    this.generation += 1;
    if (grid) this.grid = grid;
    this.placements.clear();
    this.versions.clear();
    this.seq += 1;
    this.publish({ seq: this.seq, event: 'reset', data: { generation: this.generation } });
  }

  /** Cuts every open stream (the network went away); the browser reconnects with Last-Event-ID. */
  dropStreams(): void {
    for (const stream of this.streams) stream.socket?.destroy();
    this.streams.clear();
  }

  /** The next `count` stream requests are refused with 503 (the browser then closes the EventSource for good). */
  refuseStreams(count: number): void {
    this.refuse = count;
  }

  get openStreams(): number {
    return this.streams.size;
  }

  wallJson(): MosaicWall {
    const placements = [...this.placements.values()].sort((a, b) => a.cell - b.cell);
    const sheets = Array.from({ length: mosaicSheetCount(this.grid) }, (_, sheet) => this.versions.get(sheet) ?? 0);
    return {
      eventId: '11111111-1111-4111-8111-111111111111',
      slug: this.slug,
      title: 'Stand-in wall',
      generation: this.generation,
      cursor: String(this.seq),
      grid: this.grid,
      sheets,
      display: this.display,
      targetUrl: this.target ? `/api/events/${this.slug}/mosaic/target` : null,
      alternativeUrl: null,
      placements,
      pictureCount: placements.length,
    };
  }

  private frame(change: Change): string {
    return `id: ${change.seq}\nevent: ${change.event}\ndata: ${JSON.stringify(change.data)}\n\n`;
  }

  private publish(change: Change): void {
    this.publishAll([change]);
  }

  private publishAll(changes: Change[]): void {
    this.changes.push(...changes);
    const text = changes.map((change) => this.frame(change)).join('');
    for (const stream of this.streams) stream.write(text);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    const api = `/api/events/${this.slug}/mosaic`;
    if (/^(?:\/en)?\/mosaic\/[^/]+\/?$/.test(path)) return this.sendPage(path, response);
    const extra = this.extra.get(path);
    if (extra) return this.send(response, 200, extra.type, extra.body);
    if (path.startsWith('/assets/') || path === '/favicon.svg') return this.sendFile(path, response);
    if (path === api) {
      this.requests.wall += 1;
      return this.send(response, 200, 'application/json', JSON.stringify(this.wallJson()));
    }
    if (path === `${api}/stream`) return this.openStream(request, url, response);
    const sheet = new RegExp(`^${api}/sheets/(\\d+)$`).exec(path);
    if (sheet) {
      this.requests.sheets += 1;
      const size = Number(url.searchParams.get('size') ?? 64);
      this.sheetSizes.push(size);
      return this.send(response, 200, 'image/jpeg', await this.sheetJpeg(Number(sheet[1]), size));
    }
    const tile = /^\/api\/mosaic-tiles\/([0-9a-f-]+)$/.exec(path);
    if (tile) {
      this.requests.tiles += 1;
      const live = [...this.placements.values()].some((placement) => placement.id === tile[1]);
      if (!live) return this.send(response, 404, 'application/json', '{"code":"NOT_FOUND"}');
      return this.send(response, 200, 'image/jpeg', await this.solidJpeg(colourOf(tile[1] as string), Number(url.searchParams.get('size') ?? 64)));
    }
    if (path === `${api}/target`) return this.send(response, 200, 'image/jpeg', await this.solidJpeg([90, 120, 200], 256));
    return this.send(response, 404, 'text/plain', 'Not found');
  }

  private send(response: ServerResponse, status: number, type: string, body: string | Buffer): void {
    response.writeHead(status, { 'content-type': type, 'cache-control': 'no-cache' });
    response.end(body);
  }

  /** The page as the server serves it: with the policy headers of its kind (security-policies.ts). */
  private async sendPage(path: string, response: ServerResponse): Promise<void> {
    if (responseKind(path, 'text/html') !== 'presentation') throw new Error(`${path} is not served as a presentation page`);
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': PRESENTATION_CSP,
      'permissions-policy': permissionsPolicyFor(path),
      'cache-control': 'no-cache',
    });
    response.end(await readFile(join(this.distDir, 'mosaic.html')));
  }

  private async sendFile(path: string, response: ServerResponse): Promise<void> {
    const file = normalize(join(this.distDir, path));
    if (!file.startsWith(this.distDir)) return this.send(response, 404, 'text/plain', 'Not found');
    const body = await readFile(file).catch(() => null);
    if (!body) return this.send(response, 404, 'text/plain', 'Not found');
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'public, max-age=31536000, immutable' });
    response.end(body);
  }

  private openStream(request: IncomingMessage, url: URL, response: ServerResponse): void {
    const header = request.headers['last-event-id'];
    const query = url.searchParams.get('lastEventId');
    this.streamRequests.push({ header: Array.isArray(header) ? header[0] : header, query, generation: url.searchParams.get('generation') });
    if (this.refuse > 0) {
      this.refuse -= 1;
      return this.send(response, 503, 'text/plain', 'Unavailable');
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const after = Number((Array.isArray(header) ? header[0] : header) ?? query ?? this.seq);
    const drawn = url.searchParams.get('generation');
    // A wall on another generation gets `reset` at once, as the server does; otherwise what it missed.
    const missed =
      drawn !== null && Number(drawn) !== this.generation
        ? this.frame({ seq: this.seq, event: 'reset', data: { generation: this.generation } })
        : this.changes.filter((change) => change.seq > after).map((change) => this.frame(change)).join('');
    response.write(`retry: 500\n\n${missed}event: ready\ndata: ${JSON.stringify({ cursor: String(this.seq), generation: this.generation })}\n\n`);
    this.streams.add(response);
    request.on('close', () => this.streams.delete(response));
  }

  /** The sheet as the server makes it: 16×16 cells of `size` pixels, each taken cell in its placement's colour. */
  private async sheetJpeg(sheet: number, size: number): Promise<Buffer> {
    const perRow = Math.ceil(this.grid.columns / MOSAIC_SHEET_BLOCK);
    const column0 = (sheet % perRow) * MOSAIC_SHEET_BLOCK;
    const row0 = Math.floor(sheet / perRow) * MOSAIC_SHEET_BLOCK;
    const columns = Math.min(MOSAIC_SHEET_BLOCK, this.grid.columns - column0);
    const rows = Math.min(MOSAIC_SHEET_BLOCK, this.grid.rows - row0);
    const key = `${this.generation}:${sheet}:${size}:${this.versions.get(sheet) ?? 0}`;
    const cached = this.images.get(key);
    if (cached) return cached;
    const width = columns * size;
    const pixels = Buffer.alloc(width * rows * size * 3);
    for (let y = 0; y < rows; y++) {
      for (let x = 0; x < columns; x++) {
        const placement = this.placements.get((row0 + y) * this.grid.columns + column0 + x);
        if (!placement) continue;
        const [r, g, b] = colourOf(placement.id);
        for (let py = 0; py < size; py++) {
          const start = ((y * size + py) * width + x * size) * 3;
          for (let px = 0; px < size; px++) {
            pixels[start + px * 3] = r;
            pixels[start + px * 3 + 1] = g;
            pixels[start + px * 3 + 2] = b;
          }
        }
      }
    }
    const jpeg = await sharp(pixels, { raw: { width, height: rows * size, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
    if (this.images.size > 500) this.images.clear();
    this.images.set(key, jpeg);
    return jpeg;
  }

  private async solidJpeg([r, g, b]: [number, number, number], size: number): Promise<Buffer> {
    const key = `solid:${r},${g},${b}:${size}`;
    const cached = this.images.get(key);
    if (cached) return cached;
    const jpeg = await sharp({ create: { width: size, height: size, channels: 3, background: { r, g, b } } }).jpeg({ quality: 80 }).toBuffer();
    if (this.images.size > 500) this.images.clear();
    this.images.set(key, jpeg);
    return jpeg;
  }
}
