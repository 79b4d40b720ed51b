import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import {
  paperSizeMm,
  planAllowsTier,
  printLayoutConfigurationSchema,
  printLayoutFor,
  printLayoutKindOf,
  resolveLayoutNodes,
  sheetPixels,
  fitPrintCanvas,
  type PaperSize,
  type PrintLayoutConfiguration,
  type PrintLayoutCreator,
} from '@booth/shared';
import { Conflict, NotFound } from '@/errors.ts';
import type { Db } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import { renderPrintSheet } from '@/platform/print-sheet/print-sheet.ts';
import { settingsOf } from '@/modules/events/event-views.ts';
import { customerPlanLevel } from '@/modules/events/events.repo.ts';
import { shootFolder } from '@/modules/shoots/shoot-files.ts';
import { shootMicrositeUrl } from '@/modules/shoots/shoot-views.ts';
import { printFrames } from './print-frames.ts';
import { findFontsOfFamilies, findPrintAssets, getForPrintSheet, type PrintShoot } from './print-layouts.repo.ts';

export interface PrintSheetFiles {
  pdf: Buffer;
  jpeg: Buffer;
  widthPx: number;
  heightPx: number;
  paper: PaperSize;
}

export interface PrintSheets {
  /** The printable sheet of a picture: rendered once per layout, then read from the file store. */
  sheetFor(shootId: string): Promise<PrintSheetFiles>;
}

export interface PrintSheetsDeps {
  db: Db;
  files: FileStore;
  /** The public address microsite links are made from (config.publicUrl). */
  publicUrl: string;
  now?: () => Date;
  /** IANA zone dates are printed in; Europe/Berlin (the product's home) unless given. */
  timeZone?: string;
}

/** Without the Gold layout creator a picture is printed edge to edge on the campaign's paper. */
function plainLayout(creator: PrintLayoutCreator): PrintLayoutConfiguration {
  const paper = creator.paperConfig.ratio;
  const { width, height } = fitPrintCanvas(paper);
  return printLayoutConfigurationSchema.parse({ paperSize: paper, pictureWithOverlay: true, nodes: [{ id: 'picture', type: 'frame', width, height }] });
}

async function read(files: FileStore, key: string): Promise<Buffer> {
  return buffer((await files.get(key)).stream);
}

async function readAll(files: FileStore, rows: { id: string; fileKey: string }[]): Promise<Map<string, Buffer>> {
  return new Map(await Promise.all(rows.map(async (row) => [row.id, await read(files, row.fileKey)] as const)));
}

function assetIdsOf(layout: PrintLayoutConfiguration): string[] {
  const ids = [layout.backgroundAsset, layout.overlayAsset];
  for (const node of layout.nodes) {
    if (node.type === 'image') ids.push(node.assetId);
    if (node.type === 'text') ids.push(node.format.fontId ?? null);
    if (node.type === 'date') ids.push(node.textFormat.fontId ?? null);
  }
  return [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
}

function familiesOf(layout: PrintLayoutConfiguration): string[] {
  const formats = layout.nodes.flatMap((node) => (node.type === 'text' ? [node.format] : node.type === 'date' ? [node.textFormat] : []));
  return [...new Set(formats.filter((format) => !format.fontId).map((format) => format.family))];
}

export function createPrintSheets(deps: PrintSheetsDeps): PrintSheets {
  const { db, files, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const timeZone = deps.timeZone ?? 'Europe/Berlin';

  async function layoutFor(shoot: PrintShoot, ownerId: string, creator: PrintLayoutCreator): Promise<PrintLayoutConfiguration> {
    const gold = planAllowsTier({ level: await customerPlanLevel(db, ownerId) }, 'Gold');
    return creator.enabled && gold ? printLayoutFor(creator, printLayoutKindOf(shoot.kind)) : plainLayout(creator);
  }

  return {
    async sheetFor(shootId) {
      const found = await getForPrintSheet(db, shootId);
      if (!found) throw new NotFound('No such picture');
      const { shoot, event } = found;
      if (shoot.status !== 'ready') throw new Conflict('The picture is not processed yet');
      const creator = settingsOf(event).screens.sharing.printLayoutCreator;
      const configuration = await layoutFor(shoot, event.customerId, creator);
      const paper = configuration.paperSize;
      const frames = printFrames(shoot, configuration);
      if (frames.length === 0) throw new Conflict('The picture has no still to print');
      const [assetRows, familyRows] = await Promise.all([
        findPrintAssets(db, event.customerId, assetIdsOf(configuration)),
        findFontsOfFamilies(db, event.customerId, familiesOf(configuration)),
      ]);
      const shootUrl = shootMicrositeUrl(shoot, publicUrl);
      const dates = { now: now(), timeZone };
      const resolved = resolveLayoutNodes(configuration, paper, { frameDimension: creator.paperConfig.frameDimension, dates });
      // Everything the pixels depend on: the resolved layout (with its date texts), the files, the address.
      const hash = createHash('sha256')
        .update(JSON.stringify({ resolved, frames: frames.map((file) => file.path), assets: assetRows.map((row) => row.fileKey).sort(), families: familyRows.map((row) => row.fileKey).sort(), shootUrl }))
        .digest('hex')
        .slice(0, 20);
      const key = (ext: string) => `${shootFolder(shoot.eventId, shoot.id)}print-${hash}.${ext}`;
      const size = sheetPixels(resolved.sheet);
      const meta = { widthPx: size.width, heightPx: size.height, paper: paperSizeMm(resolved.sheet) };
      if ((await files.exists(key('pdf'))) && (await files.exists(key('jpg')))) {
        const [jpeg, pdf] = await Promise.all([read(files, key('jpg')), read(files, key('pdf'))]);
        return { jpeg, pdf, ...meta };
      }
      const fontRows = assetRows.filter((row) => row.assetType === 'font');
      const [frameData, assets, fonts, familyData] = await Promise.all([
        Promise.all(frames.map((file) => read(files, file.path))),
        readAll(files, assetRows.filter((row) => row.assetType !== 'font')),
        readAll(files, fontRows),
        readAll(files, familyRows.map((row) => ({ id: row.fontFamily ?? row.id, fileKey: row.fileKey }))),
      ]);
      const sheet = await renderPrintSheet({ configuration, paper, paperConfig: creator.paperConfig, frames: frameData, assets, fonts, familyFonts: familyData, shootUrl, dates });
      // The PDF goes last: a reader that finds it finds the JPEG too (a crash between leaves a re-render).
      await files.put(key('jpg'), sheet.jpeg, { contentType: 'image/jpeg' });
      await files.put(key('pdf'), sheet.pdf, { contentType: 'application/pdf' });
      return sheet;
    },
  };
}
