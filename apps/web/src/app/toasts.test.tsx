import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { renderUi } from '@/test/render-ui';

describe('toasts', () => {
  afterEach(() => act(() => notifications.clean()));

  it.each([
    ['de', 'Meldung schließen'],
    ['en', 'Close message'],
  ] as const)('give the close button a name in %s', async (language, name) => {
    renderUi(<p>page</p>, { language });
    act(() => notifications.show({ message: 'Gespeichert' }));
    expect(await screen.findByText('Gespeichert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });
});
