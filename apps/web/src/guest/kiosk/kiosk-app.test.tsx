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

  it('lets the operator match the picture to the light once left with the PIN, and saves the values with it', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/kiosk/exit')) return new Response(JSON.stringify({ exited: true }), { status: 200 });
      if (url.endsWith('/kiosk/image-processing')) return new Response(String(init?.body), { status: 200 });
      return new Response('{}', { status: 200 });
    });
    const event = { ...makeKioskEvent({ screens: { shutter: { exitCampaignButton: true } }, shutter: { imageProcessing: { enabled: true } } }), exitSecret: true };
    render(<KioskApp event={event} locale="en" />);
    fireEvent.click(screen.getByTestId('kiosk-exit'));
    fireEvent.change(screen.getByTestId('kiosk-exit-secret'), { target: { value: '4711' } });
    await act(async () => fireEvent.click(screen.getByTestId('kiosk-exit-submit')));
    fireEvent.click(await screen.findByTestId('kiosk-calibrate'));
    // The calibration is a lazy chunk; its first transform is slow in the test runner.
    const saveButton = await screen.findByTestId('calibration-save', {}, { timeout: 10_000 });
    await act(async () => fireEvent.click(saveButton));
    const save = fetch.mock.calls.find(([url]) => String(url).endsWith('/kiosk/image-processing'));
    expect(JSON.parse(String(save?.[1]?.body))).toMatchObject({ secret: '4711', values: { gamma: 1 } });
    expect(await screen.findByText('Saved: new pictures are processed with these values.')).toBeInTheDocument();
  });

  it('offers no calibration when the campaign has no image processing', () => {
    render(<KioskApp event={makeKioskEvent({ screens: { shutter: { exitCampaignButton: true } } })} locale="en" />);
    fireEvent.click(screen.getByTestId('kiosk-exit'));
    fireEvent.click(screen.getByTestId('kiosk-exit-submit'));
    expect(screen.getByTestId('kiosk-operator')).toBeInTheDocument();
    expect(screen.queryByTestId('kiosk-calibrate')).toBeNull();
  });

  it('makes the guestbook the picture’s comment: the sharing comment question is left out while a mode has the guestbook', () => {
    const both = makeKioskEvent({ shutter: { photo: { enabled: true, enableGuestbook: true } }, screens: { sharing: { comment: { enabled: true } } } });
    expect(guestbookEvent(both).screens.sharing.comment.enabled).toBe(false);
    const commentOnly = makeKioskEvent({ shutter: { photo: { enabled: true } }, screens: { sharing: { comment: { enabled: true } } } });
    expect(guestbookEvent(commentOnly)).toBe(commentOnly);
  });
});
