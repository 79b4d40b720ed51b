import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AccountMenu } from '@/app/layouts/account-menu';
import { renderUi } from '@/test/render-ui';

function menu(avatarUrl: string | null) {
  const router = createMemoryRouter([{ path: '*', element: <AccountMenu email="ada@example.com" avatarUrl={avatarUrl} entries={[]} onSignOut={() => undefined} signingOut={false} /> }]);
  return renderUi(<RouterProvider router={router} />);
}

describe('account menu', () => {
  it('shows the profile picture when there is one', async () => {
    menu('/api/files/assets/me-thumb.webp');
    const button = await screen.findByTestId('account-menu');
    expect(button.querySelector('img')?.getAttribute('src')).toBe('/api/files/assets/me-thumb.webp');
  });

  it('shows the person icon without one', async () => {
    menu(null);
    const button = await screen.findByTestId('account-menu');
    expect(button.querySelector('img')).toBeNull();
    expect(button.querySelector('svg')).not.toBeNull();
  });
});
