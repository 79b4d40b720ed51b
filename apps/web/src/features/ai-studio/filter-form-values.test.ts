import { describe, expect, it } from 'vitest';
import { checkFilterForm, emptyFilterForm, filterToForm } from '@/features/ai-studio/filter-form-values';
import { makeFilter } from '@/features/ai-studio/test/ai-studio-fake-api';

const problems = (values: unknown) => {
  const check = checkFilterForm(values);
  return check.ok ? [] : check.issues.map(({ path, issue }) => `${path}:${issue.code}${issue.limit === undefined ? '' : `@${issue.limit}`}`);
};

describe('the studio form rules', () => {
  it('starts from the platform §9 defaults', () => {
    expect(emptyFilterForm('library', 'event_station')).toMatchObject({ provider: 'event_station', filterType: 'library', providerOptions: { ratio: 'portrait', captureMode: 5, workflow: 163 } });
    expect(emptyFilterForm('library', 'local', 'cartoon')).toMatchObject({ provider: 'local', filterId: 'cartoon' });
    // A self-prompted local filter leaves the effect to its prompt unless one is chosen.
    expect(emptyFilterForm('self_prompted', 'local', 'cartoon')).toMatchObject({ provider: 'local', filterId: '' });
  });

  it('needs the id a library filter runs, or both ids when they are separate', () => {
    const base = { ...emptyFilterForm('library', 'event_station'), name: 'Royal' };
    expect(problems(base)).toEqual(['filterId:required']);
    expect(problems({ ...base, useSeparateIds: true, maleFilterId: 'king' })).toEqual(['femaleFilterId:required']);
    expect(problems({ ...base, useSeparateIds: true, maleFilterId: 'king', femaleFilterId: 'queen' })).toEqual([]);
  });

  it('needs a prompt for a self-prompted filter, and the effect of a local library filter', () => {
    const prompted = { ...emptyFilterForm('self_prompted', 'local', 'cartoon'), name: 'Comic' };
    expect(problems(prompted)).toEqual(['prompt.positivePrompt:required']);
    expect(problems({ ...prompted, prompt: { positivePrompt: 'a comic', negativePrompt: '' } })).toEqual([]);
    expect(problems({ ...emptyFilterForm('library', 'local', ''), name: 'Pop' })).toEqual(['filterId:required']);
  });

  it('names the limit a value broke, and strips control characters from prompts', () => {
    const base = { ...emptyFilterForm('self_prompted', 'event_station'), name: '', prompt: { positivePrompt: 'x'.repeat(2001), negativePrompt: '' } };
    expect(problems(base)).toEqual(['name:required', 'prompt.positivePrompt:too_long@2000']);
    const check = checkFilterForm({ ...base, name: 'Ok', prompt: { positivePrompt: 'a\u0007 comic ', negativePrompt: '' } });
    expect(check.ok && check.values.prompt.positivePrompt).toBe('a comic');
  });

  it('takes every editable field of a saved filter and nothing the server owns', () => {
    const form = filterToForm(makeFilter({ name: 'Comic' }));
    expect(Object.keys(form).sort()).toEqual(['description', 'femaleFilterId', 'filterId', 'filterType', 'isPublic', 'maleFilterId', 'name', 'prompt', 'provider', 'providerOptions', 'useSeparateIds']);
  });
});
