import type { FastifyPluginAsync } from 'fastify';
import type { MessageBus } from '@/platform/bus/message-bus.ts';
import type { Db } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { Logger } from '@/platform/logger.ts';
import { createMosaicFilesService } from './mosaic-files.service.ts';
import { createMosaicHub } from './mosaic-stream.ts';
import { mosaicRoutes } from './mosaic.routes.ts';
import { createMosaicService } from './mosaic.service.ts';

export interface MosaicServicesDeps {
  db: Db;
  files: FileStore;
  bus: MessageBus;
  log: Logger;
  publicUrl: string;
  now: () => Date;
  /** The placement engine's reset (mosaic-sync.ts `resetMosaic`), bound to its dependencies. */
  resetWall: (eventId: string) => Promise<void>;
  /** Queues the engine's sync of a wall (mosaic-sync.ts `queueMosaicSync`); see MosaicServiceDeps. */
  syncWall?: (eventId: string) => Promise<void>;
}

/** The wall's readers: its answers, its pictures and this process's feeds (one bus subscription per wall). */
export function createMosaicServices(deps: MosaicServicesDeps) {
  const { db, files, bus, log, publicUrl, now } = deps;
  return {
    wall: createMosaicService({ db, publicUrl, resetWall: deps.resetWall, syncWall: deps.syncWall }),
    files: createMosaicFilesService({ db, files, now }),
    hub: createMosaicHub({ db, bus, log }),
  };
}
export type MosaicServices = ReturnType<typeof createMosaicServices>;

/** The mosaic wall's calls under /api (campaigns §2, §3 Mosaic). */
export const mosaicPlugin: FastifyPluginAsync<{ mosaic: MosaicServices }> = async (app, { mosaic }) => {
  await app.register(mosaicRoutes, { mosaic: mosaic.wall, mosaicFiles: mosaic.files, hub: mosaic.hub });
};
