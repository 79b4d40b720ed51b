import { type AiFilter, type AiFilterBody, type AiFilterType, type AiProviderName, type FieldIssue, aiFilterBodySchema } from '@booth/shared';
import type { z } from 'zod';

/*
 * The create/edit form of the studio holds a whole filter body (platform §3); the shared schema checks
 * each field, and the rules below check what a filter needs to run at all: a library filter the id (or
 * both ids) its provider runs, a self-prompted one its prompt.
 */

export type FilterFormValues = AiFilterBody;

export function emptyFilterForm(filterType: AiFilterType, provider: AiProviderName, firstEffect = ''): FilterFormValues {
  const body = aiFilterBodySchema.parse({ name: '-', filterType, provider });
  // A local library filter names its effect; a self-prompted one may leave it to the prompt's words.
  return { ...body, name: '', filterId: provider === 'local' && filterType === 'library' ? firstEffect : '' };
}

/** The editable fields of a filter as the form holds them. */
export function filterToForm(filter: AiFilter): FilterFormValues {
  const { name, description, filterId, maleFilterId, femaleFilterId, useSeparateIds, isPublic, filterType, provider, providerOptions, prompt } = filter;
  return { name, description, filterId, maleFilterId, femaleFilterId, useSeparateIds, isPublic, filterType, provider, providerOptions: { ...providerOptions }, prompt: { ...prompt } };
}

const formSchema = aiFilterBodySchema.superRefine((body, ctx) => {
  const required = (path: (string | number)[]) => ctx.addIssue({ code: 'custom', path, message: 'required' });
  // A library filter names the style (or local effect) its provider runs, once or for each variant. A
  // self-prompted local filter may leave the effect to its prompt: the server picks it from the words.
  if (body.filterType === 'library' && body.useSeparateIds) {
    if (!body.maleFilterId) required(['maleFilterId']);
    if (!body.femaleFilterId) required(['femaleFilterId']);
  } else if (body.filterType === 'library' && !body.filterId) {
    required(['filterId']);
  }
  if (body.filterType === 'self_prompted' && !body.prompt.positivePrompt) required(['prompt', 'positivePrompt']);
});

/** A zod issue in the words the server uses for field issues (code and limit), so both read the same. */
function fieldIssueOf(issue: z.core.$ZodIssue): Pick<FieldIssue, 'code' | 'limit'> {
  if (issue.code === 'custom' && issue.message === 'required') return { code: 'required' };
  if (issue.code === 'too_big') return issue.origin === 'string' ? { code: 'too_long', limit: Number(issue.maximum) } : { code: 'too_big', limit: Number(issue.maximum) };
  if (issue.code === 'too_small') {
    if (issue.origin === 'string' && Number(issue.minimum) <= 1) return { code: 'required' };
    return issue.origin === 'string' ? { code: 'too_short', limit: Number(issue.minimum) } : { code: 'too_small', limit: Number(issue.minimum) };
  }
  return { code: 'invalid' };
}

export type FilterFormCheck = { ok: true; values: FilterFormValues } | { ok: false; issues: { path: string; issue: Pick<FieldIssue, 'code' | 'limit'> }[] };

/** Checks the form: the values as they will be sent (prompts stripped of control characters), or the problems by dotted path. */
export function checkFilterForm(values: unknown): FilterFormCheck {
  const result = formSchema.safeParse(values);
  if (result.success) return { ok: true, values: result.data };
  return { ok: false, issues: result.error.issues.map((issue) => ({ path: issue.path.join('.'), issue: fieldIssueOf(issue) })) };
}

/** The dotted paths of the form's fields, for putting the server's field issues under their inputs. */
export const filterFormFields = [
  'name',
  'description',
  'filterId',
  'maleFilterId',
  'femaleFilterId',
  'useSeparateIds',
  'isPublic',
  'provider',
  'providerOptions.ratio',
  'providerOptions.captureMode',
  'providerOptions.workflow',
  'providerOptions.model',
  'providerOptions.seed',
  'providerOptions.strength',
  'prompt.positivePrompt',
  'prompt.negativePrompt',
] as const;
