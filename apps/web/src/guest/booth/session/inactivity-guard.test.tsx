import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestEvent, renderGuest } from '@/guest/booth/forms/guest-test-support';
import { InactivityGuard } from './inactivity-guard';

const advance = (seconds: number) =>
  act(() => {
    vi.advanceTimersByTime(seconds * 1_000);
  });

describe('InactivityGuard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down from 15 after 60 idle seconds and ends the session at 0', () => {
    const onExpire = vi.fn();
    renderGuest(<InactivityGuard active onExpire={onExpire} />);
    advance(59);
    expect(screen.queryByTestId('inactivity-popup')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('alertdialog', { name: 'This session will end in:' })).toBeInTheDocument();
    expect(screen.getByText('Tap the screen to continue with your session.')).toBeInTheDocument();
    expect(screen.getByTestId('inactivity-seconds')).toHaveTextContent('15');
    advance(5);
    expect(screen.getByTestId('inactivity-seconds')).toHaveTextContent('10');
    advance(9);
    expect(screen.getByTestId('inactivity-seconds')).toHaveTextContent('1');
    expect(onExpire).not.toHaveBeenCalled();
    advance(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('inactivity-popup')).not.toBeInTheDocument();
  });

  it('restarts the idle time on input and continues the session on a tap', () => {
    const onExpire = vi.fn();
    renderGuest(<InactivityGuard active onExpire={onExpire} />);
    advance(50);
    fireEvent.pointerDown(document.body);
    advance(50);
    expect(screen.queryByTestId('inactivity-popup')).not.toBeInTheDocument();
    advance(10);
    fireEvent.click(screen.getByTestId('inactivity-popup'));
    expect(screen.queryByTestId('inactivity-popup')).not.toBeInTheDocument();
    advance(30);
    expect(onExpire).not.toHaveBeenCalled();
    expect(screen.queryByTestId('inactivity-popup')).not.toBeInTheDocument();
    advance(30);
    expect(screen.getByTestId('inactivity-seconds')).toHaveTextContent('15');
  });

  it('uses the screen saver settings and the guest language, and stays quiet when inactive', () => {
    const event = guestEvent({ shutter: { screensaver: { screenSaverSettings: { inactivity: 10, timer: 3 } } } });
    const onExpire = vi.fn();
    const view = renderGuest(<InactivityGuard active={false} onExpire={onExpire} />, { event, locale: 'de' });
    advance(60);
    expect(screen.queryByTestId('inactivity-popup')).not.toBeInTheDocument();

    view.unmount();
    renderGuest(<InactivityGuard active onExpire={onExpire} />, { event, locale: 'de' });
    advance(10);
    expect(screen.getByText('Diese Sitzung endet in:')).toBeInTheDocument();
    expect(screen.getByTestId('inactivity-seconds')).toHaveTextContent('3');
    fireEvent.keyDown(window, { key: 'a' });
    expect(screen.queryByTestId('inactivity-popup')).not.toBeInTheDocument();
    advance(10);
    expect(screen.getByTestId('inactivity-seconds')).toHaveTextContent('3');
    advance(3);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
