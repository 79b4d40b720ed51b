import { NotFound } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { shootFileGrant } from '@/modules/shoots/shoot-file-access.ts';
import type { Db } from '@/platform/db/database.ts';
import { assetFolder } from '@/platform/files/file-keys.ts';
import type { ByteRange, FileInfo, FileObject, FileStore } from '@/platform/files/file-store.ts';
import { actorFor, mayRead } from './asset-access.ts';
import { isUsedByActiveEvent } from './asset-guest-use.repo.ts';
import { findAssetById } from './assets.repo.ts';

/** Keys are unique per asset and derivatives are rewritten only with identical bytes: cache for a year. */
export const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
/**
 * A private asset an active campaign uses, fetched by a guest: cacheable, but only for an hour, since
 * it stops being readable once no active campaign uses it.
 */
export const GUEST_CACHE = 'public, max-age=3600';
/** Private files: the browser may keep them a while, shared caches never. */
export const PRIVATE_CACHE = 'private, max-age=3600';

// shoots/{eventId}/{shootId}/{file} (shoots/shoot-files.ts, shoots/shoot-render.ts)
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const SHOOT_KEY = new RegExp(`^shoots/(${UUID})/(${UUID})/([A-Za-z0-9][A-Za-z0-9._-]*)$`);

// assets/{customerId}/{id[0..1]}/{id[2..3]}/{id}/{file} (file-keys.ts `assetKey`)
const ASSET_KEY = /^assets\/([0-9a-f-]{36})\/[0-9a-f]{2}\/[0-9a-f]{2}\/([0-9a-f-]{36})\/([A-Za-z0-9][A-Za-z0-9._-]*)$/;

export interface ServableFile {
  key: string;
  info: FileInfo;
  cacheControl: string;
  /** The name a browser saves it under: the uploaded name for the original, derived for previews. */
  filename: string;
}

export interface AssetFilesService {
  /**
   * Decides whether the caller may read a stored file and describes it. Fonts and public assets are
   * readable by anyone (guest pages use them); private ones by their owner and admins. Unknown keys
   * and refused access both answer NotFound, so probing reveals nothing. A picture's files follow
   * shoots/shoot-file-access.ts; `access` is the access key its own-copy addresses carry.
   */
  resolve(key: string, auth: AuthContext | null, access?: string): Promise<ServableFile>;
  open(key: string, range?: ByteRange): Promise<FileObject>;
}

function derivedName(originalname: string, file: string): string {
  const dot = originalname.lastIndexOf('.');
  return `${dot > 0 ? originalname.slice(0, dot) : originalname}-${file}`;
}

export function createAssetFilesService(deps: { db: Db; files: FileStore }): AssetFilesService {
  const { db, files } = deps;

  /**
   * A picture's renditions (shoots/shoot-file-access.ts). Through the access key the address is the
   * permission and the files never change: cached for good. Served because the picture is presentable:
   * public, but only for an hour, since moderation may hide it. The organiser's: private.
   */
  async function resolveShootFile(key: string, match: RegExpExecArray, auth: AuthContext | null, access: string | undefined): Promise<ServableFile> {
    const [, eventId = '', shootId = '', file = ''] = match;
    const granted = await shootFileGrant(db, { key, eventId, shootId, access, auth });
    if (!granted) throw new NotFound('No such file');
    const info = await files.head(key);
    if (!info) throw new NotFound('No such file');
    const cacheControl = granted.grant === 'access' ? PUBLIC_CACHE : granted.grant === 'presentable' ? GUEST_CACHE : PRIVATE_CACHE;
    return { key, info, cacheControl, filename: `${granted.slug}-${file}` };
  }

  return {
    async resolve(key, auth, access) {
      const shootMatch = SHOOT_KEY.exec(key);
      if (shootMatch) return resolveShootFile(key, shootMatch, auth, access);
      const match = ASSET_KEY.exec(key);
      if (!match) throw new NotFound('No such file');
      const [, keyCustomerId = '', assetId = '', file = ''] = match;
      const row = await findAssetById(db, assetId);
      if (!row || row.customerId !== keyCustomerId || !key.startsWith(assetFolder(row.customerId, row.id))) throw new NotFound('No such file');
      const isPublic = row.isPublic || row.assetType === 'font';
      const readable = isPublic || (auth !== null && (await mayRead(actorFor(db, auth.customerId), row)));
      // Overlays, backgrounds, banners… of a running booth are loaded by guests, who have no account.
      const guestUse = !readable && (await isUsedByActiveEvent(db, row.customerId, row.id));
      if (!readable && !guestUse) throw new NotFound('No such file');
      const info = await files.head(key);
      if (!info) throw new NotFound('No such file');
      return {
        key,
        info,
        cacheControl: isPublic ? PUBLIC_CACHE : guestUse ? GUEST_CACHE : PRIVATE_CACHE,
        filename: key === row.fileKey ? row.originalname : derivedName(row.originalname, file),
      };
    },

    open(key, range) {
      return files.get(key, range);
    },
  };
}
