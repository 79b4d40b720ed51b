import { testFilesContaining } from '../../scripts/test-files.ts';
import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

/**
 * The server suite's second pass, on PostgreSQL (CI runs it when a server answers locally). It runs
 * only the test files that open a database: a file that never does (media, files, pure rules) would
 * repeat the PGlite pass to the byte. Of those, the files below spend their time drawing and encoding
 * pictures, not in SQL; the PGlite pass covers them, and the PostgreSQL pass stays short.
 */
const MEDIA_BOUND = new Set([
  'src/modules/shoots/shoot-processing.motion.test.ts',
  'src/modules/customers/demo-pictures.routes.test.ts',
  'src/modules/templates/templates.routes.test.ts',
  'src/modules/shoots/shoot-render-video.colour.test.ts',
  'src/modules/exports/zip-stream.test.ts',
]);
const OPENS_DATABASE = /buildTestApp|createTestDatabase|test-support|openPglite|openPostgres/;

const include = testFilesContaining(import.meta.dirname, ['src'], OPENS_DATABASE).filter((path) => !MEDIA_BOUND.has(path));

// Spread, not mergeConfig: that would append this list to the base config's catch-all include.
export default defineConfig({ ...base, test: { ...base.test, include } });
