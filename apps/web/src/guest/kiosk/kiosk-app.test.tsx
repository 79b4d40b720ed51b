import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestbookEvent } from './flow/kiosk-flow';
import { KioskApp } from './kiosk-app';
import { makeKioskEvent } from './test/kiosk-fixture';

afterEach(() => {
  vi.useRealTimers();
});

function sessionStarts() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
    String(input).endsWith('/vbSessions') ? new Response(JSON.stringify({ token: 'guest-token' }), { status: 201 }) : new Response('{}', { status: 200 }),
  );
}

describe('the kiosk app', () => {
  it('starts a guest session on a tap, and the inactivity countdown brings the next guest back to the attention screen', async () => {
    vi.useFakeTimers();
    const fetch = sessionStarts();
    render(<KioskApp event={makeKioskEvent({ shutter: { photo: { enabled: true }, screensaver: { screenSaverSettings: { inactivity: 20, timer: 5 } } } })} locale="en" />);
    await act(async () => fireEvent.click(screen.getByTestId('attention-screen')));
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/vbSessions'))).toBe(true);
    expect(screen.getByTestId('kiosk-shutter')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByTestId('inactivity-popup')).toHaveTextContent('This session will end in:');
    act(() => vi.advanceTimersByTime(5_200));
    expect(screen.queryByTestId('kiosk-shutter')).toBeNull();
    expect(screen.getByTestId('attention-screen')).toBeInTheDocument();
  });

  it('pauses on the operator page after the exit, and restarts from there', () => {
    render(<KioskApp event={{ ...makeKioskEvent({ screens: { shutter: { exitCampaignButton: true } } }), name: 'Sommerfest' }} locale="de" />);
    fireEvent.click(screen.getByTestId('kiosk-exit'));
    fireEvent.click(screen.getByTestId('kiosk-exit-submit'));
    expect(screen.getByTestId('kiosk-operator')).toHaveTextContent('Kiosk pausiert');
    expect(screen.getByTestId('kiosk-operator')).toHaveTextContent('„Sommerfest“');
    expect(screen.getByTestId('kiosk-campaigns')).toHaveAttribute('href', '/events');
    fireEvent.click(screen.getByTestId('kiosk-resume'));
    expect(screen.getByTestId('attention-screen')).toBeInTheDocument();
  });

  it('makes the guestbook the picture’s comment: the sharing comment question is left out while a mode has the guestbook', () => {
    const both = makeKioskEvent({ shutter: { photo: { enabled: true, enableGuestbook: true } }, screens: { sharing: { comment: { enabled: true } } } });
    expect(guestbookEvent(both).screens.sharing.comment.enabled).toBe(false);
    const commentOnly = makeKioskEvent({ shutter: { photo: { enabled: true } }, screens: { sharing: { comment: { enabled: true } } } });
    expect(guestbookEvent(commentOnly)).toBe(commentOnly);
  });
});
