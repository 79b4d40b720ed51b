import type { AiFilterBody, AiPin, FieldIssue } from '@booth/shared';
import { Forbidden, Invalid } from '@/errors.ts';
import type { AiImageProvider } from '@/platform/ai/ai-provider.ts';
import type { AiFilterActor } from './ai-filter-access.ts';

/**
 * The rules of a filter body beyond its schema (platform §3):
 * - only admins publish (`isPublic`): a public filter is in every customer's library;
 * - a self-prompted filter needs a positive prompt;
 * - with `useSeparateIds` both the male and the female id are needed (the guest picks one);
 * - otherwise a library-type filter needs its `filterId` (a self-prompted one runs on its prompt);
 * - on a provider that names its filter ids (the local effects) an id must be one of them.
 * `filterType: 'library'` is open to every customer: it says the filter runs a provider's filter id
 * (the studio's default "filter id" tab), not that it is published — publishing is `isPublic`.
 */
export function assertFilterBody(body: AiFilterBody, actor: AiFilterActor, provider: AiImageProvider): void {
  if (body.isPublic && !actor.admin) throw new Forbidden('Only admins may publish filters in the library (isPublic)');
  const issues: FieldIssue[] = [];
  const required = (path: string, message: string) => issues.push({ path, message, code: 'required' });
  if (body.filterType === 'self_prompted' && body.prompt.positivePrompt === '') {
    required('prompt.positivePrompt', 'A self-prompted filter needs a positive prompt');
  }
  if (body.useSeparateIds) {
    if (body.maleFilterId === '') required('maleFilterId', 'With separate ids the male filter id is required');
    if (body.femaleFilterId === '') required('femaleFilterId', 'With separate ids the female filter id is required');
  } else if (body.filterType !== 'self_prompted' && body.filterId === '') {
    required('filterId', 'A library filter needs its filter id');
  }
  if (provider.effects.length > 0) {
    const ids = body.useSeparateIds ? (['maleFilterId', 'femaleFilterId'] as const) : (['filterId'] as const);
    for (const field of ids) {
      const value = body[field];
      if (value !== '' && !provider.effects.includes(value.toLowerCase())) {
        issues.push({ path: field, message: `Not an effect of the ${provider.name} provider; one of: ${provider.effects.join(', ')}`, code: 'invalid_choice' });
      }
    }
  }
  if (issues.length > 0) throw new Invalid(`Invalid filter: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`, issues);
}

/** The filter id a run uses when the guest has not picked (the male one with separate ids). */
export function primaryFilterId(body: Pick<AiFilterBody, 'useSeparateIds' | 'filterId' | 'maleFilterId'>): string {
  return body.useSeparateIds ? body.maleFilterId : body.filterId;
}

/** What the filter is pinned to when it is saved (no call to the provider: `pinFor` is computed). */
export function pinOfFilter(body: Pick<AiFilterBody, 'useSeparateIds' | 'filterId' | 'maleFilterId' | 'prompt' | 'providerOptions'>, provider: AiImageProvider): AiPin {
  return provider.pinFor(primaryFilterId(body), body.prompt, body.providerOptions);
}

/** Effect names are stored as the provider names them (lower case), whatever case they were typed in. */
export function normalisedIds(body: AiFilterBody, provider: AiImageProvider): Pick<AiFilterBody, 'filterId' | 'maleFilterId' | 'femaleFilterId'> {
  const norm = (value: string) => (provider.effects.length > 0 ? value.toLowerCase() : value);
  return { filterId: norm(body.filterId), maleFilterId: norm(body.maleFilterId), femaleFilterId: norm(body.femaleFilterId) };
}
