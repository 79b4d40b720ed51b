import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { templateList } from '@/features/events/components/template-fixtures';
import { makeEvent } from '@/test/event-fixtures';
import { baseApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';


const created = makeEvent({ name: 'Hochzeit Anna & Ben', slug: 'hochzeit', boothType: 'virtual' });

function open(path: string) {
  const api = baseApi()
    .on('GET', '/api/event-templates', { body: templateList })
    .on('POST', '/api/events', { status: 201, body: created })
    .on('GET', `/api/events/${created.slug}`, { body: created })
    .install();
  window.localStorage.setItem('signed-in', '1');
  renderApp(path);
  return { api, user: userEvent.setup() };
}

describe('new campaign from a template', () => {
  it('shows the templates with picture, name and one line, blank last, and preselects ?template=', async () => {
    open('/events/new?template=wedding');
    const wedding = await screen.findByTestId('template-card-wedding');
    const cards = screen.getAllByRole('radio').filter((radio) => radio.dataset.testid?.startsWith('template-card-'));
    expect(cards.map((card) => card.dataset.testid)).toEqual(['template-card-wedding', 'template-card-corporate', 'template-card-party', 'template-card-tradeFair', 'template-card-blank']);
    expect(wedding).toHaveAttribute('aria-checked', 'true');
    expect(within(wedding).getByRole('img')).toHaveAttribute('src', '/api/files/templates/wedding.webp');
    expect(wedding).toHaveTextContent('Hochzeit');
    expect(wedding).toHaveTextContent('Elegante Rahmen');
    expect(screen.getByTestId('template-card-blank')).toHaveTextContent('Leer starten');
    // A template is a virtual booth: no booth type choice, the template's format preset.
    expect(screen.queryByTestId('new-event-booth-type')).not.toBeInTheDocument();
    expect(screen.getByTestId('new-event-template-booth')).toHaveTextContent('Virtuelle Fotobox');
  });

  it('asks for German template texts from the German interface', async () => {
    const { api, user } = open('/events/new?template=wedding');
    await user.type(await screen.findByTestId('new-event-name'), 'Hochzeit Anna & Ben');
    await user.click(screen.getByTestId('new-event-submit'));
    await waitFor(() => expect(api.calls('POST', '/api/events')).toHaveLength(1));
    expect(api.calls('POST', '/api/events')[0]?.body).toMatchObject({ template: 'wedding', locale: 'de' });
  });

  it('sends the chosen template with the name, format and the interface language for its texts, in English too', async () => {
    const { api, user } = open('/en/events/new');
    await user.click(await screen.findByTestId('template-card-party'));
    expect(screen.getByTestId('template-card-party')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('template-card-party')).toHaveTextContent('Colourful overlays');
    expect(screen.getByTestId('new-event-orientation')).toHaveAttribute('data-orientation', 'square');
    await user.type(screen.getByTestId('new-event-name'), 'Summer party');
    await user.click(screen.getByTestId('new-event-submit'));
    await waitFor(() => expect(api.calls('POST', '/api/events')).toHaveLength(1));
    expect(api.calls('POST', '/api/events')[0]?.body).toEqual({ name: 'Summer party', template: 'party', locale: 'en', dimension: '1:1' });
    expect(await screen.findByTestId('event-title')).toHaveTextContent(created.name);
  });

  it('starts blank with the booth type choice kept', async () => {
    const { api, user } = open('/en/events/new?template=wedding');
    await user.click(await screen.findByTestId('template-card-blank'));
    await user.click(screen.getByRole('radio', { name: 'Virtual booth' }));
    await user.type(screen.getByTestId('new-event-name'), 'Plain');
    await user.click(screen.getByTestId('new-event-submit'));
    await waitFor(() => expect(api.calls('POST', '/api/events')).toHaveLength(1));
    expect(api.calls('POST', '/api/events')[0]?.body).toEqual({ name: 'Plain', boothType: 'virtual', dimension: '3:4' });
  });

  it('refuses a name longer than 200 characters with a message instead of cutting it', async () => {
    const { api, user } = open('/events/new');
    const name = await screen.findByTestId('new-event-name');
    await user.click(name);
    await user.paste('x'.repeat(920));
    expect(name).toHaveValue('x'.repeat(920));
    expect(name).toHaveAccessibleDescription('Höchstens 200 Zeichen');
    await user.click(screen.getByTestId('new-event-submit'));
    expect(api.calls('POST', '/api/events')).toHaveLength(0);
    await user.clear(name);
    expect(name).not.toHaveAccessibleDescription('Höchstens 200 Zeichen');
  });

  it('shows the server field verdict in the interface language, not its English message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api, user } = open('/events/new');
    api.on('POST', '/api/events', {
      status: 400,
      body: { code: 'VALIDATION', message: 'Invalid body', requestId: 'r', fields: [{ path: 'name', message: 'Invalid input', code: 'invalid' }] },
    });
    await user.type(await screen.findByTestId('new-event-name'), 'Gala');
    await user.click(screen.getByTestId('new-event-submit'));
    await waitFor(() => expect(screen.getByTestId('new-event-name')).toHaveAccessibleDescription('Bitte prüfen Sie dieses Feld.'));
    expect(await screen.findByText(/Bitte prüfen Sie Ihre Eingaben/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Invalid');
  });
});
