/** What the wall tells about itself (read-only). */
export interface WallProbeSource {
  readonly ready: boolean;
  readonly generation: number;
  cells(): Array<[cell: number, placementId: string]>;
  textureCounts(): { sheetImages: number; singles: number; stage: number };
}

export interface MosaicWallProbe {
  readonly ready: boolean;
  readonly generation: number;
  cells(): Array<[cell: number, placementId: string]>;
  /** Textures alive now (sheet images, single tiles, the big picture): memory stays flat when these do. */
  textures(): { sheetImages: number; singles: number; stage: number };
}

declare global {
  interface Window {
    __mosaicWall?: MosaicWallProbe;
  }
}

/**
 * A read-only view of the wall's state for browser tests and the bench. The wall is a WebGL canvas:
 * unlike DOM, nothing a test can query says which tile is in which cell, and reading pixels back would
 * test the GPU's sampling rather than the wall. `ready`: the wall JSON is applied and the stream is
 * connected; `cells()`: every taken cell with its placement id, as the server said (a newcomer counts
 * from the moment its `place` arrives, before it lands). It changes nothing, so it is safe to ship.
 */
export function installProbe(source: WallProbeSource): void {
  const probe: MosaicWallProbe = {
    get ready() {
      return source.ready;
    },
    get generation() {
      return source.generation;
    },
    cells: () => source.cells(),
    textures: () => source.textureCounts(),
  };
  Object.defineProperty(window, '__mosaicWall', { value: Object.freeze(probe), configurable: false, writable: false });
}
