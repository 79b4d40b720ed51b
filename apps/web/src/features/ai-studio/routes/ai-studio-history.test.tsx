import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeFilter, makePrompt, signedIn, studioApi } from '@/features/ai-studio/test/ai-studio-fake-api';
import { apiError } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { chooseOption } from '@/test/select-option';

function historyOf() {
  const comic = makeFilter({ name: 'Comic me' });
  const older = makePrompt(comic, {
    positivePrompt: 'a pencil comic',
    createdAt: '2026-11-18T09:00:00.000Z',
    executions: [{ id: 'e0000000-0000-4000-8000-000000000001', purpose: 'shoot', status: 'succeeded', durationMs: 12400, credits: 2, at: '2026-11-18T09:05:00.000Z' }],
  });
  const active = makePrompt(comic, { positivePrompt: 'a bold comic', active: true });
  const filter = { ...comic, activePromptId: active.id, prompt: { positivePrompt: active.positivePrompt, negativePrompt: active.negativePrompt } };
  return { filter, older, active };
}

describe('AI studio: prompt history and activation', () => {
  it('lists the latest prompts (limit 10) and a filter\'s prompts with their executions', async () => {
    const { filter, older, active } = historyOf();
    const { api } = studioApi({ own: [filter], history: [active, older], prompts: { [filter.slug]: [active, older] } });
    signedIn();
    renderApp('/en/aistudio?tab=history');
    const latest = await screen.findByTestId('prompt-history');
    expect(within(latest).getAllByTestId('prompt-entry')).toHaveLength(2);
    expect(api.calls('GET', '/api/aifilters/prompthistory')[0]?.query.get('limit')).toBe('10');
    expect(within(latest).getAllByTestId('prompt-active')).toHaveLength(1);

    const user = userEvent.setup();
    await user.click(within(latest).getAllByRole('button', { name: 'Comic me' })[0] as HTMLElement);
    const prompts = await screen.findByTestId('filter-prompts');
    const rows = within(prompts).getAllByTestId('prompt-entry');
    expect(rows[0]).toHaveAttribute('data-active', 'true');
    expect(within(rows[0] as HTMLElement).queryByTestId('prompt-activate')).toBeNull();
    expect(within(rows[0] as HTMLElement).getByText('Not run yet.')).toBeInTheDocument();
    const execution = within(rows[1] as HTMLElement).getByTestId('prompt-execution');
    expect(execution).toHaveTextContent('Done');
    expect(execution).toHaveTextContent('Guest picture');
    expect(execution).toHaveTextContent('12.4 s');
    expect(execution).toHaveTextContent('2');
  });

  it('activates another prompt, then shows the filter and the history as reloaded (platform §4)', async () => {
    const { filter, older, active } = historyOf();
    const { api, state } = studioApi({ own: [filter], history: [active, older], prompts: { [filter.slug]: [active, older] } });
    api.on('POST', `/api/aifilters/${filter.slug}/prompts/${older.id}/activate`, () => {
      const prompts = [{ ...active, active: false }, { ...older, active: true }];
      state.prompts[filter.slug] = prompts;
      state.history = prompts;
      const reloaded = { ...filter, activePromptId: older.id, prompt: { positivePrompt: older.positivePrompt, negativePrompt: older.negativePrompt } };
      state.own = [reloaded];
      return { body: { filter: reloaded, prompts } };
    });
    signedIn();
    renderApp('/en/aistudio?tab=history');
    const user = userEvent.setup();
    await screen.findByTestId('prompt-history');
    await chooseOption(user, 'history-filter', 'Comic me');
    const prompts = await screen.findByTestId('filter-prompts');
    expect(await within(prompts).findByTestId('filter-active-prompt')).toHaveTextContent('Runs now: a bold comic');
    const historyCalls = api.calls('GET', '/api/aifilters/prompthistory').length;
    const filterCalls = api.calls('GET', `/api/aifilters/${filter.slug}`).length;
    await user.click(within(prompts).getByTestId('prompt-activate'));
    expect(await screen.findByText('The prompt of “Comic me” was activated.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('filter-prompts')).getAllByTestId('prompt-entry')[1]).toHaveAttribute('data-active', 'true'));
    // One active at a time: the former one offers "Activate" now.
    expect(within(within(screen.getByTestId('filter-prompts')).getAllByTestId('prompt-entry')[0] as HTMLElement).getByTestId('prompt-activate')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', '/api/aifilters/prompthistory').length).toBeGreaterThan(historyCalls));
    await waitFor(() => expect(api.calls('GET', `/api/aifilters/${filter.slug}`).length).toBeGreaterThan(filterCalls));
    expect(screen.getByTestId('filter-active-prompt')).toHaveTextContent('Runs now: a pencil comic');
    const latest = screen.getByTestId('prompt-history');
    await waitFor(() => expect(within(latest).getAllByTestId('prompt-entry')[1]).toHaveAttribute('data-active', 'true'));
  });

  it('says "Failed to activate prompt" when the activation is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { filter, older, active } = historyOf();
    const { api } = studioApi({ own: [filter], history: [active, older], prompts: { [filter.slug]: [active, older] } });
    api.on('POST', `/api/aifilters/${filter.slug}/prompts/${older.id}/activate`, apiError(409, 'CONFLICT'));
    signedIn();
    renderApp('/en/aistudio?tab=history');
    const user = userEvent.setup();
    await screen.findByTestId('prompt-history');
    await chooseOption(user, 'history-filter', 'Comic me');
    await user.click(within(await screen.findByTestId('filter-prompts')).getByTestId('prompt-activate'));
    expect(await screen.findByText('Failed to activate prompt')).toBeInTheDocument();
    expect(within(screen.getByTestId('filter-prompts')).getAllByTestId('prompt-entry')[0]).toHaveAttribute('data-active', 'true');
  });

  it('says "Failed to fetch prompt history" and "Failed to fetch prompt execution history"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { filter } = historyOf();
    const { api } = studioApi({ own: [filter] });
    api.on('GET', '/api/aifilters/prompthistory', apiError(500, 'INTERNAL'));
    api.on('GET', `/api/aifilters/${filter.slug}/prompts`, apiError(500, 'INTERNAL'));
    signedIn();
    renderApp('/en/aistudio?tab=history');
    expect(await screen.findByTestId('prompt-history-error')).toHaveTextContent('Failed to fetch prompt history');
    const user = userEvent.setup();
    await chooseOption(user, 'history-filter', 'Comic me');
    expect(await screen.findByTestId('filter-prompts-error')).toHaveTextContent('Failed to fetch prompt execution history');
  });
});
