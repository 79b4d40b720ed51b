import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeEvent, eventPage } from '@/test/event-fixtures';
import { apiError, baseApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { chooseOption } from '@/test/select-option';

function signedIn() {
  window.localStorage.setItem('signed-in', '1');
}

const summer = makeEvent({ name: 'Summer party', slug: 'summer-party', pictures: 42, lastPictureAt: '2026-05-03T18:00:00.000Z' });
const copy = makeEvent({ name: 'Summer party Copy 1', slug: 'summer-party-copy-1' });
const old = makeEvent({ name: 'Winter gala', slug: 'winter-gala', archived: true, locked: true, boothType: 'virtual', dimension: '16:9', deviceOrientation: 'landscape' });

describe('campaign list', () => {
  it('lists campaigns with type, format, counts and badges, and is in the main menu', async () => {
    baseApi().on('GET', '/api/events', { body: eventPage([summer, old]) }).install();
    signedIn();
    renderApp('/en/events');
    const cards = await screen.findAllByTestId('event-card');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Summer party');
    expect(first).toHaveTextContent('iPad booth');
    expect(first).toHaveTextContent('3:4 · portrait');
    expect(within(first).getByTestId('event-card-pictures')).toHaveTextContent('42 pictures');
    expect(second).toHaveTextContent('Virtual booth');
    expect(second).toHaveTextContent('16:9 · landscape');
    expect(within(second).getByTestId('event-badge-locked')).toHaveTextContent('Locked');
    expect(within(second).getByTestId('event-badge-archived')).toHaveTextContent('Archived');
    expect(screen.getAllByRole('link', { name: 'Events' })[0]).toHaveAttribute('href', '/en/events');
  });

  it('sends the active/archived filter and the search as query parameters; shows the empty state', async () => {
    const api = baseApi()
      .on('GET', '/api/events', ({ query }) => ({ body: eventPage(query.get('q') === 'nothing' ? [] : query.get('archived') === 'true' ? [old] : [summer]) }))
      .install();
    signedIn();
    renderApp('/en/events');
    const user = userEvent.setup();
    await screen.findByText('Summer party');
    expect(api.calls('GET', '/api/events').at(-1)?.query.get('archived')).toBe('false');
    await user.click(screen.getByRole('radio', { name: 'Archived' }));
    await screen.findByText('Winter gala');
    expect(api.calls('GET', '/api/events').at(-1)?.query.get('archived')).toBe('true');
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(api.calls('GET', '/api/events').at(-1)?.query.get('archived')).toBe('all'));
    await user.type(screen.getByTestId('events-search'), 'nothing');
    await waitFor(() => expect(api.calls('GET', '/api/events').at(-1)?.query.get('q')).toBe('nothing'));
    expect(await screen.findByTestId('events-empty')).toHaveTextContent('No campaign matches');
  });

  it('shows the empty state with a create button when there are no campaigns', async () => {
    baseApi().on('GET', '/api/events', { body: eventPage([]) }).install();
    signedIn();
    renderApp('/events');
    const empty = await screen.findByTestId('events-empty');
    expect(empty).toHaveTextContent('Noch keine Kampagnen');
    expect(within(empty).getByRole('link', { name: 'Neue Kampagne' })).toHaveAttribute('href', '/events/new');
  });

  it('duplicates with the proposed "Copy N" name and opens the copy', async () => {
    const created = makeEvent({ name: 'Summer party Copy 2', slug: 'summer-party-copy-2' });
    const api = baseApi()
      .on('GET', '/api/events', { body: eventPage([summer, copy]) })
      .on('POST', `/api/events/${summer.id}/duplicate`, { status: 201, body: created })
      .on('GET', '/api/events/summer-party-copy-2', { body: created })
      .install();
    signedIn();
    renderApp('/en/events');
    const user = userEvent.setup();
    const [first] = await screen.findAllByTestId('event-card');
    await user.click(within(first as HTMLElement).getByTestId('event-menu'));
    await user.click(await screen.findByTestId('event-duplicate'));
    const name = await screen.findByTestId('duplicate-name');
    expect(name).toHaveValue('Summer party Copy 2');
    await user.click(screen.getByTestId('duplicate-submit'));
    await waitFor(() => expect(api.calls('POST', `/api/events/${summer.id}/duplicate`)).toHaveLength(1));
    expect(api.calls('POST', `/api/events/${summer.id}/duplicate`)[0]?.body).toEqual({ name: 'Summer party Copy 2' });
    expect(await screen.findByTestId('event-title')).toHaveTextContent('Summer party Copy 2');
  });

  it('archives through PUT {archived} and deletes only after confirmation', async () => {
    const api = baseApi()
      .on('GET', '/api/events', { body: eventPage([summer]) })
      .on('PUT', `/api/events/${summer.id}`, { body: { ...summer, archived: true } })
      .on('DELETE', `/api/events/${summer.id}`, { body: { ok: true } })
      .install();
    signedIn();
    renderApp('/en/events');
    const user = userEvent.setup();
    const card = await screen.findByTestId('event-card');
    await user.click(within(card).getByTestId('event-menu'));
    await user.click(await screen.findByTestId('event-archive'));
    await waitFor(() => expect(api.calls('PUT', `/api/events/${summer.id}`)[0]?.body).toEqual({ archived: true }));

    await user.click(within(card).getByTestId('event-menu'));
    await user.click(await screen.findByTestId('event-delete'));
    expect(await screen.findByText('“Summer party” and its settings will be deleted. This cannot be undone.')).toBeInTheDocument();
    await user.click(screen.getByTestId('event-delete-dialog-cancel'));
    expect(api.calls('DELETE', `/api/events/${summer.id}`)).toHaveLength(0);
    await user.click(within(card).getByTestId('event-menu'));
    await user.click(await screen.findByTestId('event-delete'));
    await user.click(await screen.findByTestId('event-delete-dialog-confirm'));
    await waitFor(() => expect(api.calls('DELETE', `/api/events/${summer.id}`)).toHaveLength(1));
  });

  it('asks for the password before deleting a locked campaign and says when it is wrong', async () => {
    const api = baseApi()
      .on('GET', '/api/events', { body: eventPage([old]) })
      .on('DELETE', `/api/events/${old.id}`, ({ headers }) =>
        headers.get('X-Event-Password') === 'right-one' ? { body: { ok: true } } : apiError(403, 'FORBIDDEN', 'Ungültiges Passwort'),
      )
      .install();
    signedIn();
    renderApp('/en/events');
    const user = userEvent.setup();
    const card = await screen.findByTestId('event-card');
    await user.click(within(card).getByTestId('event-menu'));
    await user.click(await screen.findByTestId('event-delete'));
    const dialog = await screen.findByTestId('event-unlock-dialog');
    expect(dialog).toHaveTextContent('This campaign is locked.');
    expect(screen.queryByTestId('event-delete-dialog-confirm')).toBeNull();
    await user.type(screen.getByTestId('event-unlock-dialog-password'), 'wrong-one');
    await user.click(screen.getByTestId('event-unlock-dialog-submit'));
    expect(await screen.findByText('Ungültiges Passwort')).toBeInTheDocument();
    await user.clear(screen.getByTestId('event-unlock-dialog-password'));
    await user.type(screen.getByTestId('event-unlock-dialog-password'), 'right-one');
    await user.click(screen.getByTestId('event-unlock-dialog-submit'));
    await waitFor(() => expect(api.calls('DELETE', `/api/events/${old.id}`)).toHaveLength(2));
    expect(api.calls('DELETE', `/api/events/${old.id}`)[1]?.headers.get('X-Event-Password')).toBe('right-one');
    expect(await screen.findByText('Campaign deleted')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    baseApi().on('GET', '/api/events', apiError(500, 'INTERNAL')).install();
    signedIn();
    renderApp('/en/events');
    expect(await screen.findByTestId('events-error')).toHaveTextContent('The campaigns cannot be loaded.');
  });
});

describe('new campaign', () => {
  it('derives the orientation from the format and creates with name, booth type and format', async () => {
    const created = makeEvent({ name: 'Gala', slug: 'gala', boothType: 'virtual', dimension: '16:9', deviceOrientation: 'landscape' });
    const api = baseApi()
      .on('POST', '/api/events', { status: 201, body: created })
      .on('GET', '/api/events/gala', { body: created })
      // A new campaign is a draft: its booth link is a test link.
      .on('POST', '/api/events/gala/test-link', { status: 201, body: { url: 'http://localhost/en/booth/gala?test=token', expiresAt: '2026-11-26T12:00:00.000Z' } })
      .install();
    signedIn();
    renderApp('/en/events/new');
    const user = userEvent.setup();
    const orientation = await screen.findByTestId('new-event-orientation');
    expect(orientation).toHaveTextContent('Orientation: portrait');
    await user.click(screen.getByTestId('new-event-submit'));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.type(screen.getByTestId('new-event-name'), 'Gala');
    await user.click(screen.getByRole('radio', { name: 'Virtual booth' }));
    await chooseOption(user, 'new-event-dimension', '16:9 · landscape');
    expect(orientation).toHaveTextContent('Orientation: landscape');
    await user.click(screen.getByTestId('new-event-submit'));
    await waitFor(() => expect(api.calls('POST', '/api/events')).toHaveLength(1));
    expect(api.calls('POST', '/api/events')[0]?.body).toEqual({ name: 'Gala', boothType: 'virtual', dimension: '16:9' });
    expect(await screen.findByTestId('event-title')).toHaveTextContent('Gala');
    expect(await screen.findByTestId('booth-url')).toHaveTextContent('/booth/gala');
  });
});
