import { mediaClassOf, isAssetMediaType, type Asset, type AssetListPage, type AssetListQuery, type FindRects } from '@booth/shared';
import { buffer } from 'node:stream/consumers';
import { Forbidden, Invalid, NotFound } from '@/errors.ts';
import { recordAudit } from '@/modules/admin/audit.repo.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { findCustomerById } from '@/modules/customers/customers.repo.ts';
import type { Db } from '@/platform/db/database.ts';
import { assetFolder } from '@/platform/files/file-keys.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { Logger } from '@/platform/logger.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';
import type { UploadPart } from '@/platform/uploads/upload-parts.ts';
import { actorFor, mayChange, mayRead } from './asset-access.ts';
import { decodeCursor, encodeCursor } from './asset-cursor.ts';
import { uploadAsset, type UploadDeps, type UploadOptions } from './asset-upload.ts';
import { toAsset, toAssetListItem } from './asset-views.ts';
import { deleteAssetRow, findAssetById, listAssets, updateAsset } from './assets.repo.ts';
import type { AssetRow } from './assets.table.ts';

export interface AssetsService {
  list(auth: AuthContext, query: AssetListQuery): Promise<AssetListPage>;
  /** One asset the caller may see (its own or a public one). */
  get(auth: AuthContext, id: string): Promise<Asset>;
  upload(auth: AuthContext, parts: AsyncIterable<UploadPart>, options?: UploadOptions): Promise<{ asset: AssetRow; created: boolean }>;
  /** Admins only (platform §6): makes an asset public for all customers, or private again. */
  setVisibility(auth: AuthContext, id: string, isPublic: boolean): Promise<Asset>;
  /** Removes the row and every file of the asset; `fontsOnly` for the font calls. */
  remove(auth: AuthContext, id: string, options?: { fontsOnly?: boolean }): Promise<void>;
  findRects(auth: AuthContext, id: string): Promise<FindRects>;
  /** The row of an asset the caller may change (its own, see mayChange); NotFound otherwise (existence is not revealed). */
  changeable(auth: AuthContext, id: string): Promise<AssetRow>;
}

export interface AssetsServiceDeps extends UploadDeps {
  db: Db;
  files: FileStore;
  media: MediaGateway;
  log: Logger;
}

const notFound = () => new NotFound('No such asset');

export function createAssetsService(deps: AssetsServiceDeps): AssetsService {
  const { db, files, media, log, now } = deps;

  async function readable(auth: AuthContext, id: string): Promise<AssetRow> {
    const row = await findAssetById(db, id);
    if (!row || !(await mayRead(actorFor(db, auth.customerId), row))) throw notFound();
    return row;
  }

  async function changeable(auth: AuthContext, id: string): Promise<AssetRow> {
    const row = await findAssetById(db, id);
    if (!row || !mayChange(actorFor(db, auth.customerId), row)) throw notFound();
    return row;
  }

  return {
    changeable,

    async list(auth, query) {
      const before = query.cursor ? decodeCursor(query.cursor) : undefined;
      const { rows, total, more } = await listAssets(db, {
        scope: query.isPublic ? 'public' : { customerId: auth.customerId },
        assetType: query.assetType,
        q: query.q || undefined,
        limit: query.limit,
        offset: query.offset,
        before,
      });
      const last = rows.at(-1);
      return { assets: rows.map(toAssetListItem), total, nextCursor: more && last ? encodeCursor(last) : null };
    },

    async get(auth, id) {
      return toAsset(await readable(auth, id));
    },

    upload(auth, parts, options) {
      return uploadAsset(deps, auth, parts, options);
    },

    async setVisibility(auth, id, isPublic) {
      const admin = await findCustomerById(db, auth.customerId);
      // Even the owner may not: a public asset shows in every customer's library.
      if (!admin?.admin) throw new Forbidden('Only admins can make assets public or private');
      const at = now();
      const row = await db.transaction(async (tx) => {
        const updated = await updateAsset(tx, id, { isPublic }, at);
        // An admin's change to a customer's asset is in that customer's audit log, like every admin change.
        if (updated && updated.customerId !== admin.id) {
          const detail = { asset: updated.originalname, isPublic };
          await recordAudit(tx, { customerId: updated.customerId, kind: 'admin', actorId: admin.id, actorEmail: admin.email, action: 'admin.asset.visibility', detail, at });
        }
        return updated;
      });
      if (!row) throw notFound();
      return toAsset(row);
    },

    async remove(auth, id, options = {}) {
      const row = await changeable(auth, id);
      if (options.fontsOnly && row.assetType !== 'font') throw new NotFound('No such font');
      // Row first: from this moment no request can reach the files, which then go with their folder.
      await deleteAssetRow(db, row.id);
      const folder = assetFolder(row.customerId, row.id);
      await files.deletePrefix(folder).catch((error: unknown) => {
        // The asset is gone for every caller; leftover bytes are only space, so do not fail the call.
        log.error({ err: error, folder }, 'asset deleted but its files could not be removed');
      });
    },

    async findRects(auth, id) {
      const row = await readable(auth, id);
      if (!isAssetMediaType(row.mimetype) || mediaClassOf(row.mimetype) !== 'image') {
        throw new Invalid('Transparent areas can only be found in images');
      }
      const original = await files.get(row.fileKey);
      const image = await buffer(original.stream);
      const info = await media.probeImage(image);
      const rects = await media.findTransparentRects(image);
      return { width: info.width, height: info.height, rects };
    },
  };
}
