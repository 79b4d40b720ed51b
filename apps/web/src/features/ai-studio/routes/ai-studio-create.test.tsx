import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { followExecution, makeExecution, makeFilter, signedIn, studioApi } from '@/features/ai-studio/test/ai-studio-fake-api';
import { apiError, testUser } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { chooseOption } from '@/test/select-option';

type User = ReturnType<typeof userEvent.setup>;

async function typeInto(user: User, testId: string, text: string) {
  const field = await screen.findByTestId(testId);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('AI studio: create and edit filters', () => {
  it('creates a self-prompted filter on the local provider, labelled as not generative AI, with enhanced prompts', async () => {
    const { api } = studioApi();
    api.on('POST', '/api/aifilters/selfprompts/enhance', ({ body }) => {
      const { positivePrompt } = body as { positivePrompt: string };
      return { body: { positivePrompt: `${positivePrompt}, bold outlines, flat colours`, negativePrompt: 'blurry, low contrast', provider: 'local' } };
    });
    signedIn();
    renderApp('/en/aistudio');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('create-tab-prompt'));
    // The sub-tab is part of the address: the form changes once the navigation is done.
    await waitFor(() => expect(screen.getByTestId('filter-form')).toHaveAttribute('data-filter-type', 'self_prompted'));
    const form = screen.getByTestId('filter-form');

    // Only configured providers: the OpenAI-compatible one is not set up here.
    await user.click(screen.getByTestId('filter-provider'));
    const listbox = document.getElementById(screen.getByTestId('filter-provider').getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(listbox).getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(['Local effects — not generative AI', 'Workflow server (ComfyUI)']);
    await user.click(within(listbox).getByRole('option', { name: 'Local effects — not generative AI', hidden: true }));
    expect(screen.getByTestId('filter-provider')).toHaveValue('Local effects — not generative AI');
    expect(screen.getByTestId('filter-local-note')).toHaveTextContent('no generative AI');
    expect(form).toHaveTextContent('Costs 1 credit per picture.');
    // A self-prompted local filter may leave the effect to its prompt, or name one; the workflow's fields do not apply.
    expect(screen.getByTestId('filter-filterId')).toHaveValue('');
    expect(screen.getByTestId('filter-filterId')).toHaveAttribute('placeholder', 'From the prompt');
    expect(screen.queryByTestId('filter-workflow')).toBeNull();
    await chooseOption(user, 'filter-filterId', 'Pencil sketch');

    await typeInto(user, 'filter-name', 'Comic me');
    await typeInto(user, 'prompt-positive', 'a comic portrait');
    expect(screen.getByTestId('prompt-positive-count')).toHaveTextContent('16/2000');
    await user.click(screen.getByTestId('prompt-enhance'));
    await waitFor(() => expect(screen.getByTestId('prompt-positive')).toHaveValue('a comic portrait, bold outlines, flat colours'));
    expect(api.calls('POST', '/api/aifilters/selfprompts/enhance')[0]?.body).toEqual({ positivePrompt: 'a comic portrait', negativePrompt: '' });
    expect(screen.getByTestId('prompt-negative')).toHaveValue('blurry, low contrast');
    expect(screen.getByTestId('prompt-rewritten-by')).toHaveTextContent('Rewritten by local rules — not generative AI.');
    expect(screen.getByTestId('prompt-positive-count')).toHaveTextContent('45/2000');

    await user.click(screen.getByTestId('filter-submit'));
    await waitFor(() => expect(api.calls('POST', '/api/aifilters')).toHaveLength(1));
    expect(api.calls('POST', '/api/aifilters')[0]?.body).toMatchObject({
      name: 'Comic me',
      filterType: 'self_prompted',
      provider: 'local',
      filterId: 'sketch',
      isPublic: false,
      prompt: { positivePrompt: 'a comic portrait, bold outlines, flat colours', negativePrompt: 'blurry, low contrast' },
      providerOptions: { ratio: 'portrait', captureMode: 5, workflow: 163 },
    });
    expect(await screen.findByText('The filter “Comic me” was created.')).toBeInTheDocument();
    const card = await screen.findByTestId('filter-card');
    expect(within(card).getByTestId('filter-card-name')).toHaveTextContent('Comic me');
    expect(within(card).getByTestId('filter-card-provider')).toHaveTextContent('Local effects — not generative AI');
    // The form is empty again for the next filter.
    expect(screen.getByTestId('filter-name')).toHaveValue('');
  });

  it('labels the local provider in German too', async () => {
    studioApi({ providers: [{ name: 'local', configured: true, generative: false, creditsPerRun: 1, effects: ['cartoon'] }] });
    signedIn();
    renderApp('/aistudio?create=prompt');
    expect(await screen.findByTestId('filter-provider')).toHaveValue('Lokale Effekte — keine generative KI');
  });

  it('refuses a filter without name or prompt before sending, and a prompt over 2000 characters', async () => {
    const { api } = studioApi();
    signedIn();
    renderApp('/en/aistudio?create=prompt');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('filter-submit'));
    const form = screen.getByTestId('filter-form');
    await waitFor(() => expect(within(form).getAllByText('Please fill in this field.')).toHaveLength(2));
    await typeInto(user, 'filter-name', 'Long');
    await typeInto(user, 'prompt-positive', 'x'.repeat(2001));
    expect(screen.getByTestId('prompt-positive-count')).toHaveAttribute('data-over', 'true');
    await user.click(screen.getByTestId('filter-submit'));
    expect(await within(form).findByText('At most 2000 characters')).toBeInTheDocument();
    expect(api.calls('POST', '/api/aifilters')).toHaveLength(0);
  });

  it('creates a library-style filter with separate ids on the workflow server, its defaults, and — for admins — published', async () => {
    const { api } = studioApi({}, { ...testUser, admin: true });
    signedIn();
    renderApp('/en/aistudio');
    const user = userEvent.setup();
    const form = await screen.findByTestId('filter-form');
    expect(screen.getByTestId('filter-provider')).toHaveValue('Workflow server (ComfyUI)');
    expect(screen.getByTestId('filter-workflow')).toHaveValue('163');
    expect(screen.getByTestId('filter-capture-mode')).toHaveValue('5');
    expect(screen.queryByTestId('prompt-positive')).toBeNull();
    expect(screen.queryByTestId('filter-model')).toBeNull();
    await typeInto(user, 'filter-name', 'Royal portrait');
    await user.click(screen.getByTestId('filter-separate'));
    await user.click(screen.getByTestId('filter-submit'));
    await waitFor(() => expect(within(form).getAllByText('Please fill in this field.')).toHaveLength(2));
    await typeInto(user, 'filter-maleFilterId', 'king');
    await typeInto(user, 'filter-femaleFilterId', 'queen');
    await user.click(screen.getByRole('radio', { name: 'Square' }));
    await user.click(screen.getByTestId('filter-public'));
    await user.click(screen.getByTestId('filter-submit'));
    await waitFor(() => expect(api.calls('POST', '/api/aifilters')).toHaveLength(1));
    expect(api.calls('POST', '/api/aifilters')[0]?.body).toMatchObject({
      name: 'Royal portrait',
      filterType: 'library',
      provider: 'event_station',
      useSeparateIds: true,
      maleFilterId: 'king',
      femaleFilterId: 'queen',
      isPublic: true,
      providerOptions: { ratio: 'square', captureMode: 5, workflow: 163, strength: 0.6 },
    });
  });

  it('offers "publish in the library" to admins only', async () => {
    studioApi();
    signedIn();
    renderApp('/en/aistudio');
    await screen.findByTestId('filter-form');
    expect(screen.queryByTestId('filter-public')).toBeNull();
  });

  it('says "Failed to create filter" and puts the server\'s field problem under its input', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = studioApi();
    api.on('POST', '/api/aifilters', {
      status: 400,
      body: { code: 'VALIDATION', message: 'Invalid', requestId: 'r', fields: [{ path: 'filterId', message: 'Unknown style', code: 'invalid_choice' }] },
    });
    signedIn();
    renderApp('/en/aistudio');
    const user = userEvent.setup();
    await typeInto(user, 'filter-name', 'Ghost');
    await typeInto(user, 'filter-filterId', 'ghost');
    await user.click(screen.getByTestId('filter-submit'));
    expect(await screen.findByText('Failed to create filter')).toBeInTheDocument();
    expect(within(screen.getByTestId('filter-form')).getByText('Choose one of the values offered.')).toBeInTheDocument();
  });

  it('says "Failed to enhance prompts" when the prompts cannot be rewritten', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = studioApi();
    api.on('POST', '/api/aifilters/selfprompts/enhance', apiError(503, 'INTERNAL'));
    signedIn();
    renderApp('/en/aistudio?create=prompt');
    const user = userEvent.setup();
    await typeInto(user, 'prompt-positive', 'a cat');
    await user.click(screen.getByTestId('prompt-enhance'));
    expect(await screen.findByText('Failed to enhance prompts')).toBeInTheDocument();
    expect(screen.getByTestId('prompt-positive')).toHaveValue('a cat');
  });

  it('edits an own filter with every field as saved, then saves it with PUT', async () => {
    const filter = makeFilter({ name: 'Comic me', provider: 'local', filterId: 'popart', prompt: { positivePrompt: 'bold comic', negativePrompt: 'blur' } });
    const { api } = studioApi({ own: [filter] });
    signedIn();
    renderApp('/en/aistudio');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Comic me' }));
    expect(await screen.findByTestId('filter-form-editing')).toHaveTextContent('Editing “Comic me”');
    await waitFor(() => expect(screen.getByTestId('create-tab-prompt')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByTestId('prompt-positive')).toHaveValue('bold comic');
    expect(screen.getByTestId('filter-filterId')).toHaveValue('Pop art');
    await typeInto(user, 'filter-name', 'Comic you');
    await user.click(screen.getByTestId('filter-submit'));
    await waitFor(() => expect(api.calls('PUT', `/api/aifilters/${filter.slug}`)).toHaveLength(1));
    const body = api.calls('PUT', `/api/aifilters/${filter.slug}`)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Comic you', filterId: 'popart', prompt: { positivePrompt: 'bold comic', negativePrompt: 'blur' } });
    expect(body).not.toHaveProperty('slug');
    expect(await screen.findByText('The filter “Comic you” was saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('filter-form-editing')).toBeNull());
    expect(await screen.findByText('Comic you')).toBeInTheDocument();
  });

  it('says "Failed to load filter details" and "Failed to update filter"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = makeFilter({ name: 'Broken' });
    const fine = makeFilter({ name: 'Fine' });
    const { api } = studioApi({ own: [broken, fine] });
    api.on('GET', `/api/aifilters/${broken.slug}`, apiError(500, 'INTERNAL'));
    api.on('PUT', `/api/aifilters/${fine.slug}`, apiError(500, 'INTERNAL'));
    signedIn();
    renderApp('/en/aistudio');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Broken' }));
    expect(await screen.findByTestId('filter-details-error')).toHaveTextContent('Failed to load filter details');
    await user.click(screen.getByRole('button', { name: 'Edit Fine' }));
    await screen.findByTestId('filter-form-editing');
    await user.click(screen.getByTestId('filter-submit'));
    expect(await screen.findByText('Failed to update filter')).toBeInTheDocument();
  });

  it('deletes a filter after asking; a filter a campaign uses is refused with the server naming the campaigns', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const used = makeFilter({ name: 'Used' });
    const spare = makeFilter({ name: 'Spare' });
    const { api } = studioApi({ own: [used, spare] });
    api.on('DELETE', `/api/aifilters/${used.slug}`, { status: 409, body: { code: 'CONFLICT', message: 'The filter is used by the campaigns Summer party, Winter gala', requestId: 'r' } });
    signedIn();
    renderApp('/en/aistudio');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Used' }));
    await user.click(await screen.findByTestId('filter-delete-dialog-confirm'));
    expect(await screen.findByText('Failed to delete filter')).toBeInTheDocument();
    expect(screen.getByText('The filter is used by the campaigns Summer party, Winter gala')).toBeInTheDocument();
    expect(screen.getAllByTestId('filter-card')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete Spare' }));
    await user.click(await screen.findByTestId('filter-delete-dialog-confirm'));
    expect(await screen.findByText('The filter “Spare” was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('filter-card')).toHaveLength(1));
    expect(api.calls('DELETE', `/api/aifilters/${spare.slug}`)).toHaveLength(1);
  });

  it('generates a missing thumbnail and follows it until the picture is there', async () => {
    const filter = makeFilter({ name: 'Comic me' });
    const { api, state } = studioApi({ own: [filter] });
    const queued = makeExecution({ filterSlug: filter.slug });
    const running = { ...queued, status: 'running' as const, progress: 0.5, secondsLeft: 3.2 };
    const done = { ...queued, status: 'succeeded' as const, progress: 1, secondsLeft: 0, resultUrl: '/api/files/ai/thumb.webp', durationMs: 4100, credits: 1 };
    followExecution(api, `/api/aifilters/${filter.slug}/generatethumbnail`, [queued, running, done]);
    api.on('GET', `/api/aifilters/executions/${queued.id}`, (() => {
      let polls = 0;
      return () => {
        polls += 1;
        if (polls === 1) return { body: running };
        // The server sets the filter's thumbnail when the run succeeded.
        state.own[0] = { ...filter, thumbnail: '/api/files/ai/thumb.webp' };
        return { body: done };
      };
    })());
    signedIn();
    renderApp('/en/aistudio');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('filter-generate-thumbnail'));
    expect(await screen.findByText('About 4 seconds left')).toBeInTheDocument();
    const image = await screen.findByRole('img', { name: 'Thumbnail of Comic me' }, { timeout: 5000 });
    expect(image).toHaveAttribute('src', '/api/files/ai/thumb.webp');
    expect(screen.queryByTestId('filter-generate-thumbnail')).toBeNull();
  });

  it('says "Failed to generate thumbnail" with the reason when the run fails', async () => {
    const filter = makeFilter({ name: 'Comic me' });
    const { api } = studioApi({ own: [filter] });
    const queued = makeExecution({ filterSlug: filter.slug });
    followExecution(api, `/api/aifilters/${filter.slug}/generatethumbnail`, [queued, { ...queued, status: 'failed', failure: 'timeout' }]);
    signedIn();
    renderApp('/en/aistudio');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('filter-generate-thumbnail'));
    expect(await screen.findByText('Failed to generate thumbnail')).toBeInTheDocument();
    expect(screen.getByText('The provider did not answer in time.')).toBeInTheDocument();
    expect(await screen.findByTestId('filter-generate-thumbnail')).toBeInTheDocument();
  });

  it('says "Failed to load filters" when the own filters cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = studioApi();
    api.on('GET', '/api/aifilters', apiError(500, 'INTERNAL'));
    signedIn();
    renderApp('/aistudio');
    expect(await screen.findByTestId('own-filters-error')).toHaveTextContent('Filter konnten nicht geladen werden');
  });
});
