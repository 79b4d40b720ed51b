import { checkPrintLayout, printLayoutKinds, type FieldIssue, type LayoutNode, type PrintLayoutConfiguration, type PrintLayoutCreator } from '@booth/shared';
import { Invalid } from '@/errors.ts';
import type { Db } from '@/platform/db/database.ts';
import { shippedPrintFontFamilies } from '@/platform/print-sheet/sheet-fonts.ts';
import { findFontsOfFamilies, findPrintAssets } from './print-layouts.repo.ts';

const CREATOR_PATH = 'screens.sharing.printLayoutCreator.settings';

function textFormats(nodes: LayoutNode[]) {
  return nodes.flatMap((node) => (node.type === 'text' ? [node.format] : node.type === 'date' ? [node.textFormat] : []));
}

function referenced(layouts: PrintLayoutConfiguration[]) {
  const ids = new Set<string>();
  const families = new Set<string>();
  for (const layout of layouts) {
    for (const id of [layout.backgroundAsset, layout.overlayAsset]) if (id) ids.add(id);
    for (const node of layout.nodes) if (node.type === 'image' && node.assetId) ids.add(node.assetId);
    for (const format of textFormats(layout.nodes)) {
      if (format.fontId) ids.add(format.fontId);
      else families.add(format.family);
    }
  }
  return { ids: [...ids], families: [...families] };
}

/**
 * Refuses print layouts that would not print as the organiser sees them (issue 25): a node entirely off
 * the paper, a font or asset the customer may not use (another customer's), a frame beyond the
 * layout's pictures — a 400 naming each field path and node. With `previous` (an update) only the
 * layouts the save changes are checked, so a font deleted later does not block unrelated saves.
 */
export async function validatePrintLayouts(db: Db, customerId: string, creator: PrintLayoutCreator, previous?: PrintLayoutCreator): Promise<void> {
  const changed = printLayoutKinds.filter((kind) => !previous || JSON.stringify(previous.settings[kind]) !== JSON.stringify(creator.settings[kind]));
  if (changed.length === 0) return;
  const { ids, families } = referenced(changed.map((kind) => creator.settings[kind]));
  const [usable, familyFonts] = await Promise.all([findPrintAssets(db, customerId, ids), findFontsOfFamilies(db, customerId, families)]);
  const known = {
    fontIds: new Set(usable.filter((row) => row.assetType === 'font').map((row) => row.id.toLowerCase())),
    assetIds: new Set(usable.filter((row) => row.assetType !== 'font').map((row) => row.id.toLowerCase())),
    fontFamilies: new Set([...shippedPrintFontFamilies, ...familyFonts.flatMap((row) => (row.fontFamily ? [row.fontFamily] : []))]),
  };
  const fields: FieldIssue[] = changed.flatMap((kind) => {
    const layout = creator.settings[kind];
    return checkPrintLayout(layout, layout.paperSize, known).map((issue) => ({ path: `${CREATOR_PATH}.${kind}.${issue.path}`, message: issue.message }));
  });
  if (fields.length === 0) return;
  throw new Invalid(`Print layout: ${fields.map((field) => field.message).join('; ')}`, fields);
}
