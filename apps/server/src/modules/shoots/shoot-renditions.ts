import type { ShootRenditions, StoredFile } from './shoots.table.ts';

/**
 * Every stored file a shoot's renditions name, the display copies and the link preview included: what
 * may be served for it (files.routes.ts) and nothing else.
 */
export function renditionFiles(renditions: ShootRenditions): StoredFile[] {
  const { widths, social, ...files } = renditions;
  return [...Object.values(files), ...(widths ?? []).map((sized) => sized.file), ...(social ? [social.file] : [])].filter(
    (file): file is StoredFile => file !== undefined,
  );
}
