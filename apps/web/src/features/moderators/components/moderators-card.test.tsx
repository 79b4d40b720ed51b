import type { Moderator } from '@booth/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeEvent } from '@/test/event-fixtures';
import { apiError, baseApi, type FakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const event = makeEvent({ name: 'Summer party', slug: 'summer-party' });
let counter = 0;

function moderator(email: string, activated = false): Moderator {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    email,
    eventSlug: 'summer-party',
    activated,
    invitedAt: '2026-11-20T09:30:00.000Z',
    createdAt: '2026-11-20T09:30:00.000Z',
  };
}

/** The organiser's side of the moderators calls, over a list kept like the server keeps it. */
function moderatorsApi(list: Moderator[]): FakeApi {
  return baseApi()
    .on('GET', '/api/events/summer-party', { body: event })
    .on('GET', '/api/events/summer-party/shoots', { body: { shoots: [], total: 0, nextCursor: null } })
    .on('GET', '/api/moderators', { body: { moderators: list } })
    .install();
}

function openCampaign(path = '/en/events/summer-party') {
  window.localStorage.setItem('signed-in', '1');
  renderApp(path);
  return screen.findByTestId('moderators-card');
}

describe('moderators card on the campaign page', () => {
  it('lists the moderators with their state and invitation date, and links to the moderation', async () => {
    const api = moderatorsApi([moderator('ada@example.com', true), moderator('bob@example.com')]);
    const card = await openCampaign();
    const rows = await within(card).findAllByTestId('moderator');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('ada@example.com');
    expect(within(rows[0]!).getByTestId('moderator-status')).toHaveTextContent('Active');
    expect(within(rows[1]!).getByTestId('moderator-status')).toHaveTextContent('Invitation pending');
    expect(rows[1]).toHaveTextContent('Invited 20 Nov 2026');
    expect(within(card).getByTestId('moderators-open-moderation')).toHaveAttribute('href', '/en/events/summer-party/moderation');
    expect(api.calls('GET', '/api/moderators')[0]?.query.get('eventSlug')).toBe('summer-party');
  });

  it('invites by address: the field is checked, 409 says the address is one already, success sends the invitation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const list: Moderator[] = [];
    const api = moderatorsApi(list).on('POST', '/api/moderators', (request) => {
      const { email } = request.body as { email: string };
      if (email === 'ada@example.com') return apiError(409, 'CONFLICT');
      const created = moderator(email);
      list.push(created);
      return { status: 201, body: created };
    });
    const card = await openCampaign();
    expect(await within(card).findByTestId('moderators-empty')).toBeInTheDocument();
    const user = userEvent.setup();
    const field = within(card).getByTestId('moderators-invite-email');

    await user.type(field, 'nope');
    await user.click(within(card).getByTestId('moderators-invite-submit'));
    expect(await within(card).findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/moderators')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'ada@example.com');
    await user.click(within(card).getByTestId('moderators-invite-submit'));
    expect(await within(card).findByText('This address is already a moderator of this campaign.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'cleo@example.com');
    await user.click(within(card).getByTestId('moderators-invite-submit'));
    expect(await screen.findByText('An invitation is on its way to cleo@example.com.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/moderators').at(-1)?.body).toEqual({ email: 'cleo@example.com', eventSlug: 'summer-party' });
    expect(await within(card).findByTestId('moderator')).toHaveTextContent('cleo@example.com');
    expect(field).toHaveValue('');
  });

  it('sends the invitation again, changes an address and removes a moderator after asking', async () => {
    const bob = moderator('bob@example.com');
    const list = [bob];
    const api = moderatorsApi(list)
      .on('POST', `/api/moderators/${bob.id}/resend`, { body: bob })
      .on('PATCH', `/api/moderators/${bob.id}`, (request) => {
        Object.assign(bob, request.body);
        return { body: bob };
      })
      .on('DELETE', `/api/moderators/${bob.id}`, () => {
        list.splice(0, 1);
        return { status: 204 };
      });
    const card = await openCampaign('/events/summer-party');
    const user = userEvent.setup();
    const row = await within(card).findByTestId('moderator');

    await user.click(within(row).getByTestId('moderator-resend'));
    expect(await screen.findByText('Ein neuer Link ist an bob@example.com unterwegs.')).toBeInTheDocument();
    expect(api.calls('POST', `/api/moderators/${bob.id}/resend`)).toHaveLength(1);

    await user.click(within(row).getByTestId('moderator-edit'));
    const field = await screen.findByTestId('moderators-edit-email');
    await user.clear(field);
    await user.type(field, 'robert@example.com');
    await user.click(screen.getByTestId('moderators-edit-submit'));
    await waitFor(() => expect(api.calls('PATCH', `/api/moderators/${bob.id}`)[0]?.body).toEqual({ email: 'robert@example.com' }));
    expect(await within(card).findByText('robert@example.com')).toBeInTheDocument();

    await user.click(within(card).getByTestId('moderator-remove'));
    expect(await screen.findByText(/kann sich dann nicht mehr zur Moderation/)).toBeInTheDocument();
    await user.click(screen.getByTestId('moderators-remove-dialog-confirm'));
    await waitFor(() => expect(api.calls('DELETE', `/api/moderators/${bob.id}`)).toHaveLength(1));
    expect(await within(card).findByTestId('moderators-empty')).toBeInTheDocument();
  });

  it('links the gallery and the dynamic gallery in a new tab when they are switched on', async () => {
    const withScreens = { ...event, screens: { presentation: { gallery: { enabled: true }, dynamicGallery: { enabled: true } } } };
    moderatorsApi([]).on('GET', '/api/events/summer-party', { body: withScreens });
    await openCampaign();
    const links = await screen.findByTestId('presentation-links');
    expect(within(links).getByTestId('presentation-gallery')).toHaveAttribute('href', '/en/gallery/summer-party');
    expect(within(links).getByTestId('presentation-gallery')).toHaveAttribute('target', '_blank');
    expect(within(links).getByTestId('presentation-live')).toHaveAttribute('href', '/en/live/summer-party');
  });

  it('shows no gallery links while both are off', async () => {
    const withScreens = { ...event, screens: { presentation: { gallery: { enabled: false }, dynamicGallery: { enabled: false } } } };
    moderatorsApi([]).on('GET', '/api/events/summer-party', { body: withScreens });
    await openCampaign();
    expect(screen.queryByTestId('presentation-links')).toBeNull();
  });
});
