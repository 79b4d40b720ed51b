import { aiProviderOptionsSchema, type LocalAiEffect } from '@booth/shared';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { LIBRARY_CUSTOMER_ID, LIBRARY_EMAIL, stableId } from '@/modules/templates/starter-catalogue.ts';
import type { Config } from '@/config.ts';
import { ensureLibraryCustomer } from '@/modules/templates/starter-library.repo.ts';
import type { AiProviders } from '@/platform/ai/ai-provider.ts';
import { createAiProviders } from '@/platform/ai/ai-providers.ts';
import { REFERENCE_PORTRAIT_PATH } from '@/platform/ai/reference-portrait.ts';
import type { Db } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { Logger } from '@/platform/logger.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';
import { firstFreeSlug } from './ai-filter-slug.ts';
import { storeAiFilterThumbnail, type ThumbnailDeps } from './ai-filter-thumbnail.ts';
import { findAiFilterById, insertAiFilterOnce, slugsStartingWith } from './ai-filters.repo.ts';
import type { AiFilterRow } from './ai-filters.table.ts';

/**
 * The public AI library of a fresh installation: one filter per local effect, so the studio's library
 * tab and a booth's filter picker work without keys or network. They belong to the starter library's
 * owner (templates/starter-catalogue.ts LIBRARY_CUSTOMER_ID): not an organiser, never able to sign in,
 * so no customer owns them and only admins change them (public library filters).
 */
const LIBRARY_FILTERS: ReadonlyArray<{ effect: LocalAiEffect; slug: string; name: string; description: string }> = [
  // One text per filter serves every guest and organiser: names that read the same in German and
  // English, descriptions in both (German first, the installation's default language).
  { effect: 'cartoon', slug: 'cartoon', name: 'Cartoon', description: 'Flächige Farben und kräftige Konturen wie gezeichnet. · Flat colours and bold outlines, like a drawn cartoon.' },
  { effect: 'sketch', slug: 'pencil-sketch', name: 'Sketch', description: 'Eine Bleistiftzeichnung auf warmem Papier. · A pencil drawing of the photo on warm paper.' },
  { effect: 'popart', slug: 'pop-art', name: 'Pop Art', description: 'Laute, satte Plakatfarben in Flächen wie in der Pop Art der 1960er. · Loud, saturated poster colours in blocks, like 1960s pop art.' },
  { effect: 'vintage', slug: 'vintage', name: 'Vintage', description: 'Sepiatöne, weicher Kontrast und dunklere Ecken wie ein alter Abzug. · Sepia tones, soft contrast and darker corners, like an old print.' },
  { effect: 'duotone', slug: 'duotone', name: 'Duotone', description: 'Das Foto in zwei Farben: tiefes Indigo und Koralle. · The photo in two inks: deep indigo shadows and coral highlights.' },
  { effect: 'halftone', slug: 'comic-halftone', name: 'Comic', description: 'Ein Raster farbiger Comic-Punkte auf Papier. · A screen of coloured comic dots on paper.' },
];

/** The same id on every installation, so seeding twice (or two processes at once) makes one row. */
export const libraryAiFilterId = (effect: LocalAiEffect) => stableId(`ai-filter:${effect}`);

export interface AiFilterSeedDeps extends ThumbnailDeps {
  providers: Pick<AiProviders, 'image' | 'timeoutMs'>;
  /** The reference portrait shipped with the project (platform/ai/reference-portrait.ts). */
  portraitPath: string;
  tmpDir: string;
}

/** Inserts the filter unless it exists; a slug someone else took meanwhile makes it take the next free one. */
async function ensureRow(deps: AiFilterSeedDeps, entry: (typeof LIBRARY_FILTERS)[number], at: Date): Promise<AiFilterRow | undefined> {
  const id = libraryAiFilterId(entry.effect);
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = await findAiFilterById(deps.db, id);
    if (existing) return existing;
    const slug = firstFreeSlug(entry.slug, await slugsStartingWith(deps.db, entry.slug));
    await insertAiFilterOnce(deps.db, {
      id,
      customerId: LIBRARY_CUSTOMER_ID,
      slug,
      name: entry.name,
      description: entry.description,
      filterId: entry.effect,
      isPublic: true,
      filterType: 'library',
      provider: 'local',
      providerOptions: aiProviderOptionsSchema.parse({}),
      prompt: { positivePrompt: '', negativePrompt: '' },
      pin: deps.providers.image('local').pinFor(entry.effect, { positivePrompt: '', negativePrompt: '' }, aiProviderOptionsSchema.parse({})),
      createdAt: at,
      updatedAt: at,
    });
  }
  return findAiFilterById(deps.db, id);
}

/** The thumbnail, made by the local provider itself from the reference portrait (no execution: nobody is charged). */
async function makeThumbnail(deps: AiFilterSeedDeps, filter: AiFilterRow): Promise<void> {
  await mkdir(deps.tmpDir, { recursive: true });
  const workdir = await mkdtemp(join(deps.tmpDir, 'ai-seed-'));
  try {
    const result = await deps.providers.image('local').run({
      image: { path: deps.portraitPath, mimetype: 'image/jpeg' },
      filterId: filter.filterId,
      prompt: filter.prompt,
      options: filter.providerOptions,
      workdir,
      onProgress: () => undefined,
      signal: AbortSignal.timeout(deps.providers.timeoutMs),
    });
    await storeAiFilterThumbnail(deps, filter.id, 'seed', await readFile(result.image.path));
  } finally {
    await rm(workdir, { recursive: true, force: true });
  }
}

/**
 * Seeds the library's local-effect filters and their thumbnails. Idempotent and safe when two processes
 * run it together: rows by fixed id, thumbnails under a fixed key. Filters an admin deleted come back at
 * the next start (like the starter designs); to take one out of the library, unpublish it instead — an
 * existing row is never changed here. Answers how many filters it added.
 */
export async function ensureAiFilterLibrary(deps: AiFilterSeedDeps): Promise<number> {
  await ensureLibraryCustomer(deps.db, { id: LIBRARY_CUSTOMER_ID, email: LIBRARY_EMAIL, passwordHash: `!no-login!${randomBytes(24).toString('hex')}` });
  const at = deps.now();
  let added = 0;
  for (const entry of LIBRARY_FILTERS) {
    const before = await findAiFilterById(deps.db, libraryAiFilterId(entry.effect));
    const row = before ?? (await ensureRow(deps, entry, at));
    if (!before && row) added++;
    if (row && !row.thumbnailKey) await makeThumbnail(deps, row);
  }
  return added;
}

/**
 * The server's start (server.ts `prepareContent`): seeds the library with this installation's local
 * provider. Logs instead of failing, so the demo account and the rest of the start go on without it.
 */
export async function seedAiFilterLibraryAtStart(deps: { config: Pick<Config, 'ai' | 'tmpDir'>; db: Db; files: FileStore; media: MediaGateway; log: Logger }): Promise<void> {
  const log = deps.log.child({ module: 'ai-filters' });
  try {
    const added = await ensureAiFilterLibrary({
      db: deps.db,
      files: deps.files,
      media: deps.media,
      now: () => new Date(),
      log,
      providers: createAiProviders(deps.config.ai, { log }),
      portraitPath: REFERENCE_PORTRAIT_PATH,
      tmpDir: deps.config.tmpDir,
    });
    if (added > 0) log.info({ filters: added }, 'AI filter library seeded with the local effects');
  } catch (error) {
    log.error({ err: error }, 'the AI filter library could not be seeded; the next start tries again');
  }
}
