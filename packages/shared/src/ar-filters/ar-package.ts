import { AR_FILTER_MANIFEST_FILE, AR_FILTER_PREVIEW_FILE, arLayerFiles, type ArFilterManifest } from './ar-manifest.ts';

/** Files that zip tools add on their own (macOS Finder, Windows Explorer); never part of a filter. */
export function isZipClutter(path: string): boolean {
  return path.startsWith('__MACOSX/') || /(^|\/)(\.DS_Store|Thumbs\.db|desktop\.ini)$/.test(path);
}

/**
 * The folder the package's files are in: '' when `manifest.json` is at the top of the ZIP, or
 * `name/` when everything is inside one folder (what zipping a folder makes). `undefined` when there
 * is no manifest in either place.
 */
export function arPackageRoot(paths: readonly string[]): string | undefined {
  const files = paths.filter((path) => !path.endsWith('/') && !isZipClutter(path));
  if (files.includes(AR_FILTER_MANIFEST_FILE)) return '';
  const folder = files[0]?.split('/')[0];
  if (!folder || !files.every((path) => path.startsWith(`${folder}/`))) return undefined;
  return files.includes(`${folder}/${AR_FILTER_MANIFEST_FILE}`) ? `${folder}/` : undefined;
}

/** The files the manifest needs (the preview and every layer's PNG) that the package lacks, relative to its root. */
export function arMissingFiles(manifest: ArFilterManifest, paths: readonly string[], root: string): string[] {
  const present = new Set(paths.filter((path) => path.startsWith(root)).map((path) => path.slice(root.length)));
  return [AR_FILTER_PREVIEW_FILE, ...arLayerFiles(manifest)].filter((file) => !present.has(file));
}
