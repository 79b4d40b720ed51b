import { aiFilterMessages } from '@booth/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import de from '@/i18n/locales/de/ai-studio.json';
import en from '@/i18n/locales/en/ai-studio.json';
import { makeFilter, signedIn, studioApi } from '@/features/ai-studio/test/ai-studio-fake-api';
import { renderApp } from '@/test/render-app';

function keysOf(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('AI studio: tabs, credits, menu', () => {
  it('has the same texts in German and English, and the §8 messages word for word in English', () => {
    expect(keysOf(de).sort()).toEqual(keysOf(en).sort());
    expect(en.failures).toEqual(aiFilterMessages);
    for (const key of Object.keys(aiFilterMessages)) expect(de.failures[key as keyof typeof de.failures]).not.toBe(en.failures[key as keyof typeof en.failures]);
  });

  it('opens on Create → Filter-ID, and Test opens on Library filter (platform §2)', async () => {
    studioApi();
    signedIn();
    renderApp('/en/aistudio');
    expect(await screen.findByTestId('studio-tab-create')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('create-tab-filter-id')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('create-tab-prompt')).toHaveAttribute('aria-selected', 'false');
    expect(await screen.findByTestId('filter-form')).toHaveAttribute('data-filter-type', 'library');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('studio-tab-test'));
    expect(await screen.findByTestId('test-tab-library')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('test-tab-own')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByTestId('studio-tab-history')).toHaveTextContent('History');
    expect(screen.getByTestId('studio-tab-library')).toHaveTextContent('Library');
  });

  it('shows the credits left and used at the top, and says when the account does not use them up', async () => {
    studioApi({ credits: { balance: 1250, consumed: 48, creditConsumption: false } });
    signedIn();
    renderApp('/aistudio');
    expect(await screen.findByTestId('studio-credits-balance')).toHaveTextContent('1.250');
    expect(screen.getByTestId('studio-credits-consumed')).toHaveTextContent('48');
    expect(screen.getByTestId('studio-credits-unmetered')).toHaveTextContent('Dieses Konto verbraucht keine Credits');
  });

  it.each([
    ['/aistudio', 'KI-Studio'],
    ['/en/aistudio', 'AI studio'],
  ])('lists the AI studio in the main menu between assets and translations (%s)', async (path, label) => {
    studioApi();
    signedIn();
    renderApp(path);
    const nav = (await screen.findAllByRole('navigation')).find((element) => within(element).queryByText(label)) as HTMLElement;
    const links = within(nav).getAllByRole('link');
    const names = links.map((link) => link.textContent);
    const studio = links.find((link) => link.textContent === label) as HTMLElement;
    expect(studio).toHaveAttribute('href', path);
    // Assets come right before it (translations, after it, are not built yet).
    expect(names.indexOf(label)).toBe(names.indexOf('Assets') + 1);
    expect(document.title).toContain(label);
  });

  it('shows the library with thumbnails; "Test" opens the test tab with that filter chosen', async () => {
    const pop = makeFilter({ name: 'Pop art', isPublic: true, editable: false, filterType: 'library', filterId: 'popart', thumbnail: '/api/files/ai/pop.webp' });
    const noir = makeFilter({ name: 'Noir', isPublic: true, editable: false, filterType: 'library', provider: 'event_station', filterId: 'noir' });
    const { api } = studioApi({ library: [pop, noir] });
    signedIn();
    const { router } = renderApp('/en/aistudio?tab=library');
    const cards = await screen.findAllByTestId('filter-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByRole('img', { name: 'Thumbnail of Pop art' })).toHaveAttribute('src', '/api/files/ai/pop.webp');
    expect(within(cards[0] as HTMLElement).getByTestId('filter-card-provider')).toHaveTextContent('Local effects — not generative AI');
    expect(within(cards[1] as HTMLElement).getByText('No thumbnail yet')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).queryByTestId('filter-generate-thumbnail')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Test Noir' }));
    expect(await screen.findByTestId('test-tab-library')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByTestId('test-filter')).toHaveValue('Noir — Workflow server (ComfyUI)'));
    expect(router.state.location.search).toBe('?tab=test&filter=noir');
    expect(api.calls('GET', '/api/aifilters').map((call) => call.query.get('scope'))).toContain('library');
  });

  it('says "Failed to load filters" when the library cannot be loaded', async () => {
    const { api } = studioApi();
    api.on('GET', '/api/aifilters', { status: 500, body: { code: 'INTERNAL', message: 'boom', requestId: 'r' } });
    signedIn();
    renderApp('/en/aistudio?tab=library');
    const alert = await screen.findByTestId('library-error');
    expect(alert).toHaveTextContent('Failed to load filters');
  });
});
