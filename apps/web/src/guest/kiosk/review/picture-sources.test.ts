import { afterEach, describe, expect, it, vi } from 'vitest';
import { photoCapture } from '@/guest/booth/test/guest-fixture';
import { frameSources } from './picture-sources';

describe('where the review screen reads a capture from', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a photo from its own frame, so a filter never touches the overlay drawn on top', () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:frame-1');
    expect(frameSources(photoCapture())).toEqual({ urls: ['blob:frame-1'], owned: ['blob:frame-1'] });
  });

  it('plays a GIF from the frame URLs the capture already holds', () => {
    const gif = photoCapture({ kind: 'gif', frameUrls: ['blob:a', 'blob:b'] });
    expect(frameSources(gif)).toEqual({ urls: ['blob:a', 'blob:b'], owned: [] });
  });

  it('shows a photo layout from its composed preview, and a video from nothing', () => {
    expect(frameSources(photoCapture({ kind: 'photolayout' }))).toEqual({ urls: ['blob:preview'], owned: [] });
    expect(frameSources(photoCapture({ kind: 'video', frames: [] }))).toEqual({ urls: [], owned: [] });
    expect(frameSources(photoCapture({ frames: [] }))).toEqual({ urls: ['blob:preview'], owned: [] });
  });
});
