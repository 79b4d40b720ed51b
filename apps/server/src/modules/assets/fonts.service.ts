import type { FontAsset, FontUpdate } from '@booth/shared';
import { NotFound } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import type { Db } from '@/platform/db/database.ts';
import type { UploadPart } from '@/platform/uploads/upload-parts.ts';
import { fileUrl, fontFormatOf, toFontAsset } from './asset-views.ts';
import type { AssetsService } from './assets.service.ts';
import { updateAsset } from './assets.repo.ts';
import { fontFaceCss } from './font-css.ts';
import { listStylesheetFonts } from './fonts.repo.ts';

export interface FontsService {
  /** `POST /assets/font`: the font file plus its display name and family from the request headers. */
  upload(auth: AuthContext, parts: AsyncIterable<UploadPart>, headers: { name?: string; family?: string }): Promise<{ font: FontAsset; created: boolean }>;
  update(auth: AuthContext, id: string, changes: FontUpdate): Promise<FontAsset>;
  remove(auth: AuthContext, id: string): Promise<void>;
  /**
   * One `@font-face` per font of the public library (the template fonts) and of the customer (own
   * fonts last, so they win); the public ones only for an unknown customer.
   */
  stylesheet(customerId: string): Promise<string>;
}

export function createFontsService(deps: { db: Db; assets: AssetsService; now: () => Date }): FontsService {
  const { db, assets, now } = deps;
  return {
    async upload(auth, parts, headers) {
      const { asset, created } = await assets.upload(auth, parts, { kind: 'font', font: headers });
      return { font: toFontAsset(asset), created };
    },

    async update(auth, id, changes) {
      const row = await assets.changeable(auth, id);
      if (row.assetType !== 'font') throw new NotFound('No such font');
      const updated = await updateAsset(
        db,
        row.id,
        {
          fontName: changes.name,
          fontFamily: changes.family,
          fontStyle: changes.style,
          fontWeight: changes.weight,
          fontColor: changes.color,
          fontSize: changes.size,
        },
        now(),
      );
      if (!updated) throw new NotFound('No such font');
      return toFontAsset(updated);
    },

    remove(auth, id) {
      return assets.remove(auth, id, { fontsOnly: true });
    },

    async stylesheet(customerId) {
      const fonts = await listStylesheetFonts(db, customerId);
      return fontFaceCss(
        fonts.map((font) => ({
          family: font.fontFamily ?? 'Font',
          url: fileUrl(font.fileKey),
          format: fontFormatOf(font.mimetype),
          style: font.fontStyle ?? 'normal',
          weight: font.fontWeight ?? 400,
        })),
      );
    },
  };
}
