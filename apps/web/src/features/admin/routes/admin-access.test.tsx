import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminApi, signIn } from '@/features/admin/test/admin-fake-api';
import { baseApi, testUser } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

describe('admin area: who gets in', () => {
  it('shows a signed-in customer the 404 page at /admin, its customer pages and /data, and never asks the admin API', async () => {
    const api = baseApi().install();
    signIn();
    for (const path of ['/en/admin', '/en/admin/customers/c0000000-0000-4000-8000-000000000001', '/admin/customers/c0000000-0000-4000-8000-000000000001/data']) {
      const view = renderApp(path);
      expect(await screen.findByTestId('error-title')).toHaveTextContent(/404/);
      // Not a redirect: the address stays, so nothing tells that the area exists.
      expect(view.router.state.location.pathname).toBe(path);
      view.unmount();
    }
    expect(api.requests.filter((request) => request.path.startsWith('/api/customers'))).toEqual([]);
  });

  it('gives a customer no Admin-Panel entry in the account menu', async () => {
    baseApi().install();
    signIn();
    renderApp('/en/devices');
    await userEvent.click(await screen.findByTestId('account-menu'));
    expect(await screen.findByText(testUser.email, { selector: '.mantine-Menu-label *' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Admin-Panel' })).toBeNull();
  });

  it('gives an admin the Admin-Panel entry, which opens /admin', async () => {
    adminApi().on('GET', '/api/customers', { body: { customers: [], total: 0, nextCursor: null } }).install();
    signIn();
    const { router } = renderApp('/en/devices');
    await userEvent.click(await screen.findByTestId('account-menu'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Admin-Panel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin-Panel' })).toBeInTheDocument();
    expect(await screen.findByTestId('customers-empty')).toHaveTextContent('There are no customers yet.');
  });

  it('sends a signed-out visitor to the login and remembers the admin page', async () => {
    baseApi().install();
    const { router } = renderApp('/admin/customers/x?tab=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/admin/customers/x?tab=1');
  });
});
