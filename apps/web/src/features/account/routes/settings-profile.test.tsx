import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountApi, makeProfile } from '@/features/account/test/account-fake-api';
import { timeZoneLabel } from '@/features/account/time-zones';
import { apiError } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { chooseOption } from '@/test/select-option';

// jsdom has no canvas: the crop to 128×128 is the browser's work (avatar-image.ts); here it hands the file on.
vi.mock('@/features/account/avatar-image', () => ({ toAvatarPng: vi.fn(async (file: File) => new File([file], 'avatar.png', { type: 'image/png' })) }));

function open(path: string) {
  window.localStorage.setItem('signed-in', '1');
  const view = renderApp(path);
  return { ...view, section: (id: string) => screen.findByTestId(id) };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('settings page', () => {
  it('opens from the account menu, shows the profile tab beside billing and no integrations tab', async () => {
    accountApi();
    const { router } = open('/en/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('account-menu'));
    await user.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/settings'));
    expect(router.state.location.search).toBe('?tab=profile');
    expect(await screen.findByRole('heading', { name: 'Account settings', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('settings-panel-profile')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Profile', 'Subscription & Billing']);
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText(/integrations/i)).toBeNull();
  });

  it('shows the profile for a tab that is not built yet, an unknown one and none, in German', async () => {
    accountApi();
    for (const path of ['/settings?tab=integrations', '/settings?tab=nonsense', '/settings']) {
      const view = open(path);
      expect(await screen.findByTestId('settings-panel-profile')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Kontoeinstellungen', level: 1 })).toBeInTheDocument();
      view.unmount();
    }
  });

  it('sends a signed-out visitor to the login and back afterwards', async () => {
    accountApi();
    const { router } = renderApp('/en/settings?tab=profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/en/settings?tab=profile');
  });
});

describe('profile card', () => {
  it('saves first name, surname and time zone, and refreshes the greeting', async () => {
    const { api } = accountApi();
    const { section } = open('/en/settings');
    const card = await section('settings-profile');
    const user = userEvent.setup();
    const save = within(card).getByTestId('profile-save');
    expect(save).toBeDisabled();
    expect(within(card).getByTestId('profile-email')).toHaveValue('anna@example.com');

    await user.clear(within(card).getByTestId('profile-first-name'));
    await user.type(within(card).getByTestId('profile-first-name'), 'Anne');
    const zone = within(card).getByTestId('profile-time-zone');
    expect(zone).toHaveValue(timeZoneLabel('Europe/Berlin'));
    await chooseOption(user, 'profile-time-zone', timeZoneLabel('America/New_York'));
    const userCalls = api.calls('GET', '/api/auth/user').length;
    await user.click(save);

    await waitFor(() => expect(api.calls('PATCH', '/api/customers/profile')[0]?.body).toEqual({ firstName: 'Anne', name: 'Berg', timeZone: 'America/New_York' }));
    expect(await screen.findByText('Changes saved!')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', '/api/auth/user').length).toBeGreaterThan(userCalls));
    expect(save).toBeDisabled();
  });

  it('refuses an empty first name before sending, and explains a failed save', async () => {
    const { api } = accountApi();
    const { section } = open('/en/settings');
    const card = await section('settings-profile');
    const user = userEvent.setup();
    await user.clear(within(card).getByTestId('profile-first-name'));
    await user.click(within(card).getByTestId('profile-save'));
    expect(await within(card).findByText('This field is required.')).toBeInTheDocument();
    expect(api.calls('PATCH', '/api/customers/profile')).toHaveLength(0);

    api.on('PATCH', '/api/customers/profile', apiError(500, 'INTERNAL'));
    await user.type(within(card).getByTestId('profile-first-name'), 'Anne');
    await user.click(within(card).getByTestId('profile-save'));
    expect(await screen.findByText(/^Changes cannot be saved\. Error: /)).toBeInTheDocument();
  });

  it('uploads a photo as the avatar asset, shows it, and removes it again', async () => {
    const { api } = accountApi();
    const { section } = open('/en/settings');
    const card = await section('settings-profile');
    const user = userEvent.setup();
    expect(within(card).getByTestId('profile-avatar')).toHaveAttribute('data-has-avatar', 'false');
    expect(within(card).getByTestId('profile-avatar')).toHaveTextContent('AB');

    await user.upload(within(card).getByLabelText('Upload picture'), new File(['jpeg bytes'], 'holiday.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(api.calls('POST', '/api/assets')).toHaveLength(1));
    const form = api.calls('POST', '/api/assets')[0]?.form;
    expect(form?.get('assetType')).toBe('avatar');
    expect((form?.get('file') as File).type).toBe('image/png');
    await waitFor(() => expect(api.calls('PATCH', '/api/customers/profile')[0]?.body).toEqual({ avatarId: form?.get('id') }));
    expect(await screen.findByText('Your profile picture is saved.')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByTestId('profile-avatar')).toHaveAttribute('data-has-avatar', 'true'));
    expect(within(card).getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', expect.stringContaining('/thumb.webp'));

    await user.click(within(card).getByTestId('profile-avatar-remove'));
    await waitFor(() => expect(api.calls('PATCH', '/api/customers/profile')[1]?.body).toEqual({ avatarId: null }));
    await waitFor(() => expect(within(card).getByTestId('profile-avatar')).toHaveAttribute('data-has-avatar', 'false'));
  });

  it('says why an avatar upload was refused', async () => {
    const { api } = accountApi();
    api.on('POST', '/api/assets', apiError(422, 'LIMIT_EXCEEDED'));
    const { section } = open('/en/settings');
    const card = await section('settings-profile');
    await userEvent.setup().upload(within(card).getByLabelText('Upload picture'), new File(['x'], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText(/^The profile picture could not be saved\. Error: /)).toBeInTheDocument();
    expect(api.calls('PATCH', '/api/customers/profile')).toHaveLength(0);
  });
});

describe('address card', () => {
  it('saves the address with a country chosen by name (PUT /customers)', async () => {
    const { api } = accountApi({ profile: makeProfile({ address: { companyName: 'Fotobox GmbH', street: '', zipCode: '', city: '', country: '' } }) });
    const { section } = open('/settings');
    const card = await section('settings-address');
    const user = userEvent.setup();
    expect(within(card).getByTestId('address-companyName')).toHaveValue('Fotobox GmbH');
    await user.type(within(card).getByTestId('address-street'), 'Hauptstraße 1');
    await user.type(within(card).getByTestId('address-zipCode'), '10115');
    await user.type(within(card).getByTestId('address-city'), 'Berlin');
    await chooseOption(user, 'address-country', 'Österreich');
    await user.click(within(card).getByTestId('address-save'));
    await waitFor(() =>
      expect(api.calls('PUT', '/api/customers')[0]?.body).toEqual({
        address: { companyName: 'Fotobox GmbH', street: 'Hauptstraße 1', zipCode: '10115', city: 'Berlin', country: 'AT' },
      }),
    );
    expect(await screen.findByText('Änderungen gespeichert!')).toBeInTheDocument();
  });

  it('shows the server’s verdict at the field', async () => {
    const { api } = accountApi();
    api.on('PUT', '/api/customers', {
      status: 400,
      body: { code: 'VALIDATION', message: 'bad', requestId: 'r', fields: [{ path: 'address.zipCode', message: 'too long', code: 'too_long', limit: 20 }] },
    });
    const { section } = open('/en/settings');
    const card = await section('settings-address');
    const user = userEvent.setup();
    await user.type(within(card).getByTestId('address-zipCode'), '12345');
    await user.click(within(card).getByTestId('address-save'));
    expect(await within(card).findByText('At most 20 characters')).toBeInTheDocument();
  });
});
