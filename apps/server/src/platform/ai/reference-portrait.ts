import { fileURLToPath } from 'node:url';

/**
 * The portrait AI filter thumbnails are made from (absolute path of a JPEG shipped in the repository): a
 * synthetic drawing made for this project, so no guest's or stranger's face is needed. Its origin and how
 * to regenerate it: reference-portrait/README.md.
 */
export const REFERENCE_PORTRAIT_PATH = fileURLToPath(new URL('./reference-portrait/reference-portrait.jpg', import.meta.url));
export const REFERENCE_PORTRAIT_MIMETYPE = 'image/jpeg';
