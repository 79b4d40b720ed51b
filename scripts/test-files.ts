import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;

/**
 * The test files under `dirs` (relative to `root`) whose source matches `contains`, as paths relative
 * to `root`: how a suite's config picks the files that need another setting (a fresh module graph, a
 * second database pass) from what they do, instead of from a list someone must keep.
 */
export function testFilesContaining(root: string, dirs: string[], contains: RegExp): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
      return TEST_FILE.test(entry.name) ? [path] : [];
    });
  return dirs
    .flatMap((dir) => walk(join(root, dir)))
    .filter((path) => contains.test(readFileSync(path, 'utf8')))
    .map((path) => relative(root, path));
}
