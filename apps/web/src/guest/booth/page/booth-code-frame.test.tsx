import { fireEvent, render, screen } from '@testing-library/react';
import type { EventSettingsInput } from '@booth/shared';
import { describe, expect, it, vi } from 'vitest';
import { makeVirtualEvent } from '@/guest/booth/test/guest-fixture';
import { BOOTH_CODE_SANDBOX, BoothCodeFrame } from './booth-code-frame';

function event(virtualSettings: EventSettingsInput['virtualSettings']) {
  return makeVirtualEvent({ virtualSettings });
}

describe('BoothCodeFrame', () => {
  it('loads nothing when the organiser set no code', () => {
    const { container } = render(<BoothCodeFrame event={event({ customCss: 'body{}' })} screen="start" />);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it.each([{ customJs: 'x()' }, { analyticsId: 'G-1' }, { tagManagerId: 'GTM-1' }])('frames the sandbox document for %o, hidden and sandboxed', (settings) => {
    const dto = event(settings);
    render(<BoothCodeFrame event={dto} screen="start" />);
    const frame = screen.getByTestId('booth-code-frame');
    expect(frame.getAttribute('src')).toBe(`/booth-code/${dto.slug}`);
    expect(frame.getAttribute('sandbox')).toBe(BOOTH_CODE_SANDBOX);
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(frame).not.toBeVisible();
  });

  it('posts every screen change into the frame once it has loaded', () => {
    const dto = event({ customJs: 'x()' });
    const { rerender } = render(<BoothCodeFrame event={dto} screen="start" />);
    const frame = screen.getByTestId<HTMLIFrameElement>('booth-code-frame');
    const post = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage: post } });
    fireEvent.load(frame);
    rerender(<BoothCodeFrame event={dto} screen="main" />);
    expect(post.mock.calls).toEqual([
      [{ type: 'boothwerk:screen', screen: 'start' }, '*'],
      [{ type: 'boothwerk:screen', screen: 'main' }, '*'],
    ]);
  });

  it('posts the screens passed before the frame loaded, in order, once it loads', () => {
    const dto = event({ customJs: 'x()' });
    const { rerender } = render(<BoothCodeFrame event={dto} screen="start" />);
    const frame = screen.getByTestId<HTMLIFrameElement>('booth-code-frame');
    const post = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage: post } });
    rerender(<BoothCodeFrame event={dto} screen="main" />);
    expect(post).not.toHaveBeenCalled();
    fireEvent.load(frame);
    rerender(<BoothCodeFrame event={dto} screen="share" />);
    expect(post.mock.calls.map(([message]) => (message as { screen: string }).screen)).toEqual(['start', 'main', 'share']);
  });
});
