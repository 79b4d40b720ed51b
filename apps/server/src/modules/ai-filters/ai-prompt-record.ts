import type { Db } from '@/platform/db/database.ts';
import { updateAiFilter } from './ai-filters.repo.ts';
import type { AiFilterRow } from './ai-filters.table.ts';
import { insertAiPrompt } from './ai-prompts.repo.ts';

/**
 * Platform §4: a self-prompted filter has one active prompt, and every prompt it had is history. After
 * a save (`before` is the row as it was, null for a new filter) a changed prompt text — or a
 * self-prompted filter without an active prompt yet — becomes a new history entry and the active one.
 * Runs in the save's transaction; answers the row as it is now.
 */
export async function recordPromptIfChanged(tx: Db, before: AiFilterRow | null, after: AiFilterRow, at: Date): Promise<AiFilterRow> {
  if (after.filterType !== 'self_prompted') return after;
  const unchanged =
    before !== null &&
    after.activePromptId !== null &&
    before.prompt.positivePrompt === after.prompt.positivePrompt &&
    before.prompt.negativePrompt === after.prompt.negativePrompt;
  if (unchanged) return after;
  const prompt = await insertAiPrompt(tx, { filterId: after.id, customerId: after.customerId, prompt: after.prompt, createdAt: at });
  return (await updateAiFilter(tx, after.id, { activePromptId: prompt.id })) ?? after;
}
