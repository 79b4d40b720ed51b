import type { AiFilter, AiFilterBody, AiFilterCreate, AiProviderInfo } from '@booth/shared';
import { Conflict } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import type { AiProviders } from '@/platform/ai/ai-provider.ts';
import type { Db } from '@/platform/db/database.ts';
import { isUniqueViolation } from '@/platform/db/errors.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { Logger } from '@/platform/logger.ts';
import { aiFilterActor, changeableAiFilter, mayChangeAiFilter, readableAiFilter, type AiFilterActor } from './ai-filter-access.ts';
import { aiFilterFolder } from './ai-filter-files.ts';
import { assertFilterBody, normalisedIds, pinOfFilter } from './ai-filter-checks.ts';
import { firstFreeSlug, RESERVED_AI_FILTER_SLUGS, slugFromName } from './ai-filter-slug.ts';
import { toAiFilterDto, toProviderInfo } from './ai-filter-views.ts';
import { recordPromptIfChanged } from './ai-prompt-record.ts';
import {
  campaignsUsingAiFilter,
  deleteAiFilter,
  findAiFilterBySlug,
  insertAiFilter,
  listAiFilters,
  slugsStartingWith,
  updateAiFilter,
  type AiFilterListScope,
  type CampaignUsingFilter,
} from './ai-filters.repo.ts';
import type { AiFilterRow } from './ai-filters.table.ts';

export interface AiFiltersService {
  /** The customer's own filters and/or the public library, newest first; `editable` per filter. */
  list(auth: AuthContext, scope: AiFilterListScope): Promise<AiFilter[]>;
  get(auth: AuthContext, slug: string): Promise<AiFilter>;
  create(auth: AuthContext, input: AiFilterCreate): Promise<AiFilter>;
  update(auth: AuthContext, slug: string, input: AiFilterBody): Promise<AiFilter>;
  /** Refused (409, naming them) while a campaign offers the filter. */
  remove(auth: AuthContext, slug: string): Promise<void>;
  /** What this installation can run (GET /aifilters/providers). */
  providers(): AiProviderInfo[];
}

export interface AiFiltersDeps {
  db: Db;
  files: FileStore;
  providers: AiProviders;
  now: () => Date;
  log: Logger;
}

const slugTaken = () => new Conflict('This slug is taken; choose another', [{ path: 'slug', message: 'This slug is taken; choose another', code: 'invalid' }]);

/** The columns a body sets (create and update alike). */
function columnsOf(body: AiFilterBody, deps: AiFiltersDeps) {
  const provider = deps.providers.image(body.provider);
  return {
    name: body.name,
    description: body.description,
    ...normalisedIds(body, provider),
    useSeparateIds: body.useSeparateIds,
    isPublic: body.isPublic,
    filterType: body.filterType,
    provider: body.provider,
    providerOptions: body.providerOptions,
    prompt: body.prompt,
    pin: pinOfFilter(body, provider),
  };
}

/** "Sommerfest", "Hochzeit" and 2 campaigns of other customers — only what the actor may see is named. */
function campaignList(campaigns: readonly CampaignUsingFilter[], actor: AiFilterActor): string {
  const named = campaigns.filter((campaign) => actor.admin || campaign.customerId === actor.customerId).map((campaign) => `"${campaign.name}"`);
  const others = campaigns.length - named.length;
  if (others > 0) named.push(`${others} campaign${others === 1 ? '' : 's'} of other customers`);
  return named.join(', ');
}

/** The AI filter catalogue (platform §3, §7 "AI filters"): every call scoped to the acting customer. */
export function createAiFiltersService(deps: AiFiltersDeps): AiFiltersService {
  const { db, files, providers, now, log } = deps;
  const dto = (actor: AiFilterActor, row: AiFilterRow) => toAiFilterDto(row, mayChangeAiFilter(actor, row));

  async function insertWithSlug(actor: AiFilterActor, input: AiFilterCreate): Promise<AiFilterRow> {
    const at = now();
    const base = slugFromName(input.name);
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction(async (tx) => {
          const slug = input.slug ?? firstFreeSlug(base, await slugsStartingWith(tx, base));
          const row = await insertAiFilter(tx, { ...columnsOf(input, deps), slug, customerId: actor.customerId, createdAt: at, updatedAt: at });
          return recordPromptIfChanged(tx, null, row, at);
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Another save took the slug between the look and the insert: a given slug is taken, a made one is made again.
        if (input.slug) throw slugTaken();
        if (attempt >= 3) throw error;
      }
    }
  }

  return {
    async list(auth, scope) {
      const actor = await aiFilterActor(db, auth);
      return (await listAiFilters(db, actor.customerId, scope)).map((row) => dto(actor, row));
    },

    async get(auth, slug) {
      const actor = await aiFilterActor(db, auth);
      return dto(actor, await readableAiFilter(db, actor, slug));
    },

    async create(auth, input) {
      const actor = await aiFilterActor(db, auth);
      assertFilterBody(input, actor, providers.image(input.provider));
      if (input.slug && (RESERVED_AI_FILTER_SLUGS.has(input.slug) || (await findAiFilterBySlug(db, input.slug)))) throw slugTaken();
      return dto(actor, await insertWithSlug(actor, input));
    },

    async update(auth, slug, input) {
      const actor = await aiFilterActor(db, auth);
      const before = await changeableAiFilter(db, actor, slug);
      assertFilterBody(input, actor, providers.image(input.provider));
      const at = now();
      const row = await db.transaction(async (tx) => {
        const after = await updateAiFilter(tx, before.id, { ...columnsOf(input, deps), updatedAt: at });
        return after ? recordPromptIfChanged(tx, before, after, at) : undefined;
      });
      // Deleted between the look and the write: as gone as an unknown slug.
      return dto(actor, row ?? (await changeableAiFilter(db, actor, slug)));
    },

    async remove(auth, slug) {
      const actor = await aiFilterActor(db, auth);
      const row = await changeableAiFilter(db, actor, slug);
      const campaigns = await campaignsUsingAiFilter(db, row.id);
      if (campaigns.length > 0) {
        throw new Conflict(`The filter is used by ${campaignList(campaigns, actor)}; remove it from their AI capture modes first`);
      }
      await deleteAiFilter(db, row.id);
      const folder = aiFilterFolder(row.id);
      // The filter is gone for every caller; a leftover thumbnail is only space.
      await files.deletePrefix(folder).catch((error: unknown) => log.error({ err: error, folder }, 'AI filter deleted but its thumbnails could not be removed'));
    },

    providers() {
      return providers.all().map(toProviderInfo);
    },
  };
}
