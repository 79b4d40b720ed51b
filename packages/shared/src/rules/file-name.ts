export const FILE_NAME_MAX = 20;
export const ASSET_PREVIEW_MAX_PX = 152;

/** Asset file names are shortened to 20 characters followed by an ellipsis (platform §5). */
export function shortenFileName(name: string, max = FILE_NAME_MAX): string {
  const chars = Array.from(name);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : name;
}
