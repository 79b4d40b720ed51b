import type { FastifyPluginAsync } from 'fastify';
import { registerMultipart } from '@/platform/http/multipart.ts';
import type { AssetFilesService } from './asset-files.service.ts';
import { MAX_UPLOAD_BYTES } from './asset-upload.ts';
import { assetsRoutes } from './assets.routes.ts';
import type { AssetsService } from './assets.service.ts';
import { filesRoutes } from './files.routes.ts';
import { fontsRoutes } from './fonts.routes.ts';
import type { FontsService } from './fonts.service.ts';

/** The asset library, fonts and file downloads; multipart parsing is registered for this scope only. */
export const assetsPlugin: FastifyPluginAsync<{ assets: AssetsService; fonts: FontsService; assetFiles: AssetFilesService }> = async (app, options) => {
  await registerMultipart(app, { maxFileBytes: MAX_UPLOAD_BYTES });
  await app.register(assetsRoutes, { assets: options.assets });
  await app.register(fontsRoutes, { fonts: options.fonts });
  await app.register(filesRoutes, { assetFiles: options.assetFiles });
};
