import { AI_PROMPT_HISTORY_MAX, type AiExecutionPurpose, type AiPrompt } from '@booth/shared';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import { aiExecutions, aiFilters, aiPrompts, type AiPromptRow } from './ai-filters.table.ts';

/** A prompt with what its entry shows of its filter. */
export interface PromptWithFilter {
  prompt: AiPromptRow;
  filter: { id: string; slug: string; name: string; activePromptId: string | null };
}

/** One execution as a prompt entry shows it. */
export interface PromptExecution {
  id: string;
  promptId: string;
  purpose: AiExecutionPurpose;
  status: string;
  durationMs: number | null;
  credits: number;
  createdAt: Date;
}

const filterColumns = { id: aiFilters.id, slug: aiFilters.slug, name: aiFilters.name, activePromptId: aiFilters.activePromptId };

export async function insertAiPrompt(db: Db, values: { filterId: string; customerId: string; prompt: AiPrompt; createdAt: Date }): Promise<AiPromptRow> {
  const [row] = await db
    .insert(aiPrompts)
    .values({ filterId: values.filterId, customerId: values.customerId, positivePrompt: values.prompt.positivePrompt, negativePrompt: values.prompt.negativePrompt, createdAt: values.createdAt })
    .returning();
  if (!row) throw new Error('ai prompt insert returned no row');
  return row;
}

/** A filter's prompts, newest first (at most AI_PROMPT_HISTORY_MAX: older ones are history nobody pages to). */
export async function listPromptsOfFilter(db: Db, filterId: string): Promise<PromptWithFilter[]> {
  return db
    .select({ prompt: aiPrompts, filter: filterColumns })
    .from(aiPrompts)
    .innerJoin(aiFilters, eq(aiFilters.id, aiPrompts.filterId))
    .where(eq(aiPrompts.filterId, filterId))
    .orderBy(desc(aiPrompts.createdAt), desc(aiPrompts.id))
    .limit(AI_PROMPT_HISTORY_MAX);
}

/** The prompt if it is one of this filter's; another filter's id finds nothing. */
export async function findPromptOfFilter(db: Db, filterId: string, promptId: string): Promise<AiPromptRow | undefined> {
  const [row] = await db
    .select()
    .from(aiPrompts)
    .where(and(eq(aiPrompts.id, promptId), eq(aiPrompts.filterId, filterId)));
  return row;
}

/** The customer's newest prompts across its filters (prompt history, platform §9 limit). */
export async function promptHistory(db: Db, customerId: string, limit: number): Promise<PromptWithFilter[]> {
  return db
    .select({ prompt: aiPrompts, filter: filterColumns })
    .from(aiPrompts)
    .innerJoin(aiFilters, eq(aiFilters.id, aiPrompts.filterId))
    .where(eq(aiPrompts.customerId, customerId))
    .orderBy(desc(aiPrompts.createdAt), desc(aiPrompts.id))
    .limit(limit);
}

/**
 * The newest `perPrompt` executions of each prompt, optionally only those of one customer. Narrowed by
 * the filters first: executions are indexed by filter, and a filter has few prompts.
 */
export async function lastExecutionsOfPrompts(
  db: Db,
  prompts: ReadonlyArray<{ id: string; filterId: string }>,
  options: { customerId: string | null; perPrompt: number },
): Promise<PromptExecution[]> {
  if (prompts.length === 0) return [];
  const filterIds = [...new Set(prompts.map((prompt) => prompt.filterId))];
  const promptIds = prompts.map((prompt) => prompt.id);
  const ranked = db
    .select({
      id: aiExecutions.id,
      promptId: aiExecutions.promptId,
      purpose: aiExecutions.purpose,
      status: aiExecutions.status,
      durationMs: aiExecutions.durationMs,
      credits: aiExecutions.credits,
      createdAt: aiExecutions.createdAt,
      rank: sql<number>`row_number() over (partition by ${aiExecutions.promptId} order by ${aiExecutions.createdAt} desc, ${aiExecutions.id} desc)`.as('rank'),
    })
    .from(aiExecutions)
    .where(
      and(
        inArray(aiExecutions.filterId, filterIds),
        inArray(aiExecutions.promptId, promptIds),
        options.customerId === null ? undefined : eq(aiExecutions.customerId, options.customerId),
      ),
    )
    .as('ranked');
  const rows = await db
    .select({ id: ranked.id, promptId: ranked.promptId, purpose: ranked.purpose, status: ranked.status, durationMs: ranked.durationMs, credits: ranked.credits, createdAt: ranked.createdAt })
    .from(ranked)
    .where(lte(ranked.rank, options.perPrompt))
    .orderBy(desc(ranked.createdAt));
  return rows.flatMap((row) => (row.promptId ? [{ ...row, promptId: row.promptId }] : []));
}
