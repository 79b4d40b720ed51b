import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestAsset } from '@/guest/booth/test/guest-fixture';
import { makeKioskEvent, renderKiosk } from '@/guest/kiosk/test/kiosk-fixture';
import { AttentionScreen } from './attention-screen';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const props = { starting: false, error: null };

describe('the attention screen', () => {
  it('shows the background video and "Tippe, um zu starten"; a tap anywhere starts at once without a delay', () => {
    const video = guestAsset({ assetType: 'attentionScreenBackground', mimetype: 'video/mp4', src: '/files/a.mp4' });
    const onStart = vi.fn();
    const onFirstTap = vi.fn();
    renderKiosk(<AttentionScreen {...props} onStart={onStart} onFirstTap={onFirstTap} />, makeKioskEvent({ screens: { attention: { background: video.id } } }, [video]), { locale: 'de' });
    expect(screen.getByTestId('attention-background').tagName).toBe('VIDEO');
    expect(screen.getByTestId('attention-prompt')).toHaveTextContent('Tippe, um zu starten');
    fireEvent.click(screen.getByTestId('attention-screen'));
    expect(onFirstTap).toHaveBeenCalledOnce();
    expect(onStart).toHaveBeenCalledOnce();
  });

  it('waits the start delay after the tap, showing that it starts, and takes no second tap meanwhile', () => {
    const picture = guestAsset({ assetType: 'attentionScreenBackground', mimetype: 'image/gif' });
    const onStart = vi.fn();
    renderKiosk(<AttentionScreen {...props} onStart={onStart} />, makeKioskEvent({ screens: { attention: { background: picture.id, startDelaySeconds: 3 } } }, [picture]));
    expect(screen.getByTestId('attention-background').tagName).toBe('IMG');
    fireEvent.click(screen.getByTestId('attention-screen'));
    expect(screen.getByTestId('attention-prompt')).toHaveTextContent('Get ready…');
    fireEvent.click(screen.getByTestId('attention-screen'));
    act(() => vi.advanceTimersByTime(2_900));
    expect(onStart).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onStart).toHaveBeenCalledOnce();
  });

  it('shows the screen saver after the inactivity seconds; a touch only leaves it, and input keeps it away', () => {
    const saverVideo = guestAsset({ assetType: 'screenSaver', mimetype: 'video/mp4' });
    const onStart = vi.fn();
    const event = makeKioskEvent({ shutter: { screensaver: { enabled: true, screenSaverAsset: saverVideo.id, screenSaverSettings: { inactivity: 30, timer: 10 } } } }, [saverVideo]);
    renderKiosk(<AttentionScreen {...props} onStart={onStart} />, event);
    act(() => vi.advanceTimersByTime(20_000));
    fireEvent.pointerMove(window);
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.queryByTestId('screen-saver')).toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByTestId('screen-saver-media').tagName).toBe('VIDEO');
    fireEvent.click(screen.getByTestId('screen-saver'));
    expect(screen.queryByTestId('screen-saver')).toBeNull();
    expect(onStart).not.toHaveBeenCalled();
    // It comes back after the next quiet spell.
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByTestId('screen-saver')).toBeInTheDocument();
  });

  it('without a saver asset shows the attention background dimmed with the prompt; none at all when the saver is off', () => {
    const picture = guestAsset({ assetType: 'attentionScreenBackground', mimetype: 'image/jpeg' });
    const on = makeKioskEvent({ screens: { attention: { background: picture.id } }, shutter: { screensaver: { enabled: true } } }, [picture]);
    const { unmount } = renderKiosk(<AttentionScreen {...props} onStart={vi.fn()} />, on, { locale: 'de' });
    act(() => vi.advanceTimersByTime(60_000));
    const saver = screen.getByTestId('screen-saver');
    expect(saver).toHaveAccessibleName('Bildschirmschoner – tippe, um weiterzumachen');
    expect(saver.querySelector('img')?.getAttribute('src')).toBe(picture.src);
    unmount();
    renderKiosk(<AttentionScreen {...props} onStart={vi.fn()} />, makeKioskEvent());
    act(() => vi.advanceTimersByTime(600_000));
    expect(screen.queryByTestId('screen-saver')).toBeNull();
  });

  it('without a background asset shows the designed default: large prompt and a tapping finger, hidden once it starts', () => {
    renderKiosk(<AttentionScreen {...props} onStart={vi.fn()} />, makeKioskEvent({ screens: { attention: { startDelaySeconds: 2 } } }), { locale: 'de' });
    expect(screen.getByTestId('attention-screen')).toHaveAttribute('data-design', 'default');
    expect(screen.getByTestId('attention-default')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('attention-tap-hint')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByTestId('attention-background')).toBeNull();
    expect(screen.getByRole('button')).toHaveAccessibleName('Tippe, um zu starten');
    fireEvent.click(screen.getByTestId('attention-screen'));
    expect(screen.getByTestId('attention-prompt')).toHaveTextContent('Gleich geht’s los …');
    expect(screen.queryByTestId('attention-tap-hint')).toBeNull();
  });

  it('with a background asset shows it alone, without the default’s backdrop and finger', () => {
    const picture = guestAsset({ assetType: 'attentionScreenBackground', mimetype: 'image/jpeg' });
    renderKiosk(<AttentionScreen {...props} onStart={vi.fn()} />, makeKioskEvent({ screens: { attention: { background: picture.id } } }, [picture]));
    expect(screen.getByTestId('attention-screen')).toHaveAttribute('data-design', 'media');
    expect(screen.queryByTestId('attention-default')).toBeNull();
    expect(screen.queryByTestId('attention-tap-hint')).toBeNull();
  });

  it('says why a start failed and passes the operator notice', () => {
    renderKiosk(<AttentionScreen starting={false} error="Too many requests" notice="Keep the screen on" onStart={vi.fn()} />, makeKioskEvent());
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests');
    expect(screen.getByText('Keep the screen on')).toBeInTheDocument();
  });
});
