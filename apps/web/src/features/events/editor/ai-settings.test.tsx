import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makeFilter } from '@/features/ai-studio/test/ai-studio-fake-api';
import { makeEvent } from '@/test/event-fixtures';
import { baseApi, testUser } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

// The editor renders hundreds of settings; on a shared machine a test takes longer than the default 15 s.
vi.setConfig({ testTimeout: 45_000 });

const own = makeFilter({ name: 'Comic me', thumbnail: '/api/files/ai/comic.webp' });
const library = makeFilter({ name: 'Noir', isPublic: true, editable: false, filterType: 'library', provider: 'event_station', filterId: 'noir' });

function editorApi(event = makeEvent({ name: 'Summer party', slug: 'summer-party' })) {
  const api = baseApi()
    .on('GET', '/api/auth/user', { body: { ...testUser, plan: { name: 'Platinum', level: 30, products: ['booth'] } } })
    .on('GET', `/api/events/${event.slug}`, { body: event })
    .on('GET', '/api/assets', { body: { assets: [], total: 0, nextCursor: null } })
    .on('GET', '/api/aifilters', ({ query }) => ({ body: query.get('scope') === 'library' ? [library] : query.get('scope') === 'own' ? [own] : [own, library] }))
    .on('PUT', `/api/events/${event.id}`, ({ body }) => ({ body: { ...event, ...(body as object) } }))
    .on('GET', '/api/aifilters/providers', {
      body: [
        { name: 'event_station', configured: true, generative: true, creditsPerRun: 3, effects: [] },
        { name: 'openai', configured: false, generative: true, creditsPerRun: 2, effects: [] },
        { name: 'local', configured: true, generative: false, creditsPerRun: 1, effects: ['cartoon'] },
      ],
    })
    .install();
  window.localStorage.setItem('signed-in', '1');
  return { api, event };
}

describe('campaign editor: AI modes (issue 26)', () => {
  beforeAll(async () => {
    await import('@/features/events/routes/event-edit-route');
  }, 60_000);

  it.each(['ipad', 'virtual'] as const)('offers the AI picture mode with a picker of own and library filters, and the AI budget (%s)', async (boothType) => {
    const { api, event } = editorApi(makeEvent({ name: 'Gala', slug: `gala-${boothType}`, boothType }));
    renderApp(`/en/events/${event.slug}/edit`);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('editor-tab-capture'));
    const group = await screen.findByTestId('group-shutter.ai');
    expect(group).toHaveTextContent('AI picture');
    expect(screen.getByTestId('group-shutter.aifilter')).toHaveTextContent('AI filter');
    await user.click(within(group).getByTestId('group-toggle-shutter.ai'));
    await user.click(await within(group).findByTestId('field-shutter.ai.enabled'));

    const picker = await within(group).findByTestId('field-shutter.ai.aiFilters');
    expect(picker).toHaveTextContent('AI filters to choose from');
    const select = within(picker).getByTestId('field-shutter.ai.aiFilters-select');
    await user.click(select);
    const listbox = await waitFor(() => document.getElementById(select.getAttribute('aria-controls') ?? '') as HTMLElement);
    const options = await within(listbox).findAllByTestId('ai-filter-option');
    expect(options.map((option) => option.textContent)).toEqual(['Comic meOwn · Local effects — not generative AI', 'NoirLibrary · Workflow server (ComfyUI)']);
    await user.click(within(listbox).getByRole('option', { name: /Noir/, hidden: true }));
    await user.click(select);
    await user.click(await within(listbox).findByRole('option', { name: /Comic me/, hidden: true }));
    const chosen = await within(picker).findAllByTestId('ai-filter-chosen');
    expect(chosen.map((item) => item.textContent)).toEqual(['1. NoirNo thumbnail', '2. Comic me']);

    const budget = screen.getByTestId('field-aiBudgetCredits');
    const wrapper = budget.closest('.mantine-InputWrapper-root') as HTMLElement;
    expect(wrapper).toHaveTextContent('AI budget (credits)');
    expect(wrapper).toHaveTextContent('When it is spent, guests get the plain photo and the booth keeps running.');
    expect(budget).toHaveValue('');
    expect(budget).toHaveAttribute('placeholder', 'No limit');
    // What the event will cost: the filters' providers' prices, and what the budget pays for.
    expect(await screen.findByTestId('ai-budget-cost')).toHaveTextContent("One AI picture costs 1 to 3 credits, by filter. Without a budget only the account's credits set the limit.");
    await user.type(budget, '250');
    expect(screen.getByTestId('ai-budget-cost')).toHaveTextContent('This budget pays for at least 83 AI pictures.');

    await user.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(api.calls('PUT', `/api/events/${event.id}`)).toHaveLength(1));
    const body = api.calls('PUT', `/api/events/${event.id}`)[0]?.body as { shutter: { ai: { enabled: boolean; aiFilters: string[] } }; aiBudgetCredits: number | null };
    expect(body.shutter.ai.enabled).toBe(true);
    expect(body.shutter.ai.aiFilters).toEqual([library.id, own.id]);
    expect(body.aiBudgetCredits).toBe(250);
  });

  it('clears the AI budget back to "no limit" (null), and shows no AI filter list in the photo mode', async () => {
    const { api, event } = editorApi(makeEvent({ name: 'Budget', slug: 'budget', aiBudgetCredits: 40, shutter: { photo: { enabled: true } } } as never));
    renderApp(`/en/events/${event.slug}/edit`);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('editor-tab-capture'));
    const budget = await screen.findByTestId('field-aiBudgetCredits');
    expect(budget).toHaveValue('40');
    await user.clear(budget);
    expect(screen.queryByTestId('field-shutter.photo.aiFilters')).toBeNull();
    await user.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(api.calls('PUT', `/api/events/${event.id}`)).toHaveLength(1));
    expect((api.calls('PUT', `/api/events/${event.id}`)[0]?.body as { aiBudgetCredits: number | null }).aiBudgetCredits).toBeNull();
  });

  it('keeps a filter that no longer exists visible so it can be taken out', async () => {
    const gone = 'a9999999-0000-4000-8000-000000000009';
    const { event } = editorApi(makeEvent({ name: 'Gone', slug: 'gone', shutter: { aifilter: { enabled: true, aiFilters: [gone] } } } as never));
    renderApp(`/en/events/${event.slug}/edit`);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('editor-tab-capture'));
    const picker = await screen.findByTestId('field-shutter.aifilter.aiFilters');
    expect(await within(picker).findByTestId('ai-filter-chosen')).toHaveTextContent('Deleted filter');
  });
});
