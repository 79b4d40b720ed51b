import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { guestAsset, makeVirtualEvent, renderGuest } from '@/guest/booth/test/guest-fixture';
import { StartScreen } from './start-screen';

const noop = () => {};

describe('StartScreen', () => {
  it('shows the default title and body in the guest\'s language', () => {
    const event = makeVirtualEvent();
    renderGuest(<StartScreen onStart={noop} starting={false} error={null} />, event, 'de');
    expect(screen.getByRole('heading', { name: 'Virtuelle Fotobox' })).toBeInTheDocument();
    expect(screen.getByText('Tippe unten, um zu starten!')).toBeInTheDocument();
    expect(screen.getByTestId('start-button')).toHaveTextContent('Starten');
  });

  it('shows English defaults to English guests', () => {
    renderGuest(<StartScreen onStart={noop} starting={false} error={null} />, makeVirtualEvent(), 'en');
    expect(screen.getByRole('heading', { name: 'Virtual Photo Booth' })).toBeInTheDocument();
    expect(screen.getByText('Click below to start!')).toBeInTheDocument();
  });

  it('shows the organiser\'s own texts as written and takes translation overrides of guest texts', () => {
    const event = makeVirtualEvent({ virtualSettings: { title: 'Sommerfest 2026', body: 'Lächeln!', translations: { 'start.button': 'Los geht’s' } } });
    renderGuest(<StartScreen onStart={noop} starting={false} error={null} />, event, 'en');
    expect(screen.getByRole('heading', { name: 'Sommerfest 2026' })).toBeInTheDocument();
    expect(screen.getByText('Lächeln!')).toBeInTheDocument();
    expect(screen.getByTestId('start-button')).toHaveTextContent('Los geht’s');
  });

  it('starts, and offers banner link, call to action, footer links and the manual', async () => {
    const banner = guestAsset({ assetType: 'banner' });
    const event = makeVirtualEvent(
      {
        virtualSettings: {
          banner: banner.id,
          bannerUrl: 'https://example.com/sponsor',
          callToActionButton: { enabled: true, buttonText: 'Visit us', url: 'https://example.com' },
          footerLinks: [{ name: 'Imprint', url: 'https://example.com/imprint' }, { name: 'Hidden', url: 'https://example.com/x', enabled: false }],
          manualDialog: { enabled: true, iframeSrc: 'https://example.com/how' },
        },
      },
      [banner],
    );
    const onStart = vi.fn();
    renderGuest(<StartScreen onStart={onStart} starting={false} error={null} />, event, 'en');
    await userEvent.click(screen.getByTestId('start-button'));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(document.querySelector(`a[href="https://example.com/sponsor"] img[src="${banner.src}"]`)).not.toBeNull();
    expect(screen.getByTestId('call-to-action')).toHaveAttribute('href', 'https://example.com');
    expect(screen.getByRole('link', { name: 'Imprint' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Hidden' })).toBeNull();
    expect(screen.queryByTestId('manual-dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'How it works' }));
    expect(screen.getByTitle('How it works')).toHaveAttribute('src', 'https://example.com/how');
  });

  it('opens the manual on start when asked, and hides its button with hideQuestion', () => {
    const event = makeVirtualEvent({ virtualSettings: { manualDialog: { enabled: true, iframeSrc: 'https://example.com/how', opensOnStart: true, hideQuestion: true } } });
    renderGuest(<StartScreen onStart={noop} starting={false} error={null} />, event, 'de');
    expect(screen.getByTestId('manual-dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('manual-button')).toBeNull();
  });

  it('shows a start failure and disables the button while starting', () => {
    renderGuest(<StartScreen onStart={noop} starting error="Oops, something went wrong. Please try again." />, makeVirtualEvent(), 'en');
    expect(screen.getByRole('alert')).toHaveTextContent('Oops, something went wrong.');
    expect(screen.getByTestId('start-button')).toBeDisabled();
  });

  it('keeps every text on its design readable: dark label on the light #18dad7 button, light text on a black screen', () => {
    const event = makeVirtualEvent({
      designSettings: {
        startScreen: {
          enabled: true,
          general: {
            background: { color: '#000000' },
            text: { medium: { color: '#111111' } },
            buttons: { primary: { color: '#ffffff', backgroundColor: '#18dad7', borderColor: '#18dad7' } },
          },
        },
      },
      virtualSettings: { callToActionButton: { enabled: true, buttonText: 'Visit us', url: 'https://example.com', color: '#ffffff', backgroundColor: '#f4d86d' } },
    });
    renderGuest(<StartScreen onStart={noop} starting={false} error={null} />, event, 'en');
    expect(screen.getByTestId('start-button')).toHaveStyle({ color: '#000000', background: '#18dad7' });
    expect(screen.getByText('Click below to start!')).toHaveStyle({ color: '#ffffff' });
    expect(screen.getByTestId('call-to-action')).toHaveStyle({ color: '#000000' });
  });
});
