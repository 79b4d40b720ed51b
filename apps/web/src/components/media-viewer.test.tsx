import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MediaViewer, mediaKindOf } from '@/components/media-viewer';

describe('media viewer (campaigns §2)', () => {
  it.each([
    ['video/mp4', 'video'],
    ['video/quicktime', 'video'],
    ['video/webm', 'video'],
    ['image/gif', 'animated'],
    ['image/png', 'image'],
    ['image/jpeg', 'image'],
    ['font/woff2', 'other'],
    ['application/zip', 'other'],
  ])('%s is shown as %s', (mimetype, kind) => expect(mediaKindOf(mimetype)).toBe(kind));

  it('plays MP4, MOV and WebM as looping muted inline video with the thumbnail as poster', () => {
    for (const mimetype of ['video/mp4', 'video/quicktime', 'video/webm']) {
      const { container, unmount } = render(<MediaViewer src="/f/clip" thumbnail="/f/poster.webp" mimetype={mimetype} alt="Clip" />);
      const video = container.querySelector('video');
      expect(video).not.toBeNull();
      expect(video?.getAttribute('src')).toBe('/f/clip');
      expect(video?.getAttribute('poster')).toBe('/f/poster.webp');
      expect(video?.muted).toBe(true);
      expect(video?.loop).toBe(true);
      expect(video?.autoplay).toBe(true);
      expect(video?.hasAttribute('playsinline')).toBe(true);
      expect(video?.controls).toBe(false);
      expect(container.querySelector('img')).toBeNull();
      unmount();
    }
  });

  it('shows a GIF as a plain image of the file itself, so it moves, and not lazily', () => {
    render(<MediaViewer src="/f/anim.gif" thumbnail="/f/still.webp" mimetype="image/gif" alt="Animation" />);
    const img = screen.getByRole('img', { name: 'Animation' });
    expect(img).toHaveAttribute('src', '/f/anim.gif');
    expect(img).not.toHaveAttribute('loading');
  });

  it('shows a boomerang as a plain image whatever its type', () => {
    const { container } = render(<MediaViewer src="/f/boom.mp4" mimetype="video/mp4" alt="Boomerang" boomerang />);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('img', { name: 'Boomerang' })).toHaveAttribute('src', '/f/boom.mp4');
  });

  it('loads other images lazily from their thumbnail, and from the file while there is none', () => {
    const { rerender } = render(<MediaViewer src="/f/frame.png" thumbnail="/f/frame-thumb.webp" mimetype="image/png" alt="Frame" />);
    const img = screen.getByRole('img', { name: 'Frame' });
    expect(img).toHaveAttribute('src', '/f/frame-thumb.webp');
    expect(img).toHaveAttribute('loading', 'lazy');
    rerender(<MediaViewer src="/f/frame.png" thumbnail={null} mimetype="image/png" alt="Frame" />);
    expect(screen.getByRole('img', { name: 'Frame' })).toHaveAttribute('src', '/f/frame.png');
  });

  it('in full size shows the file itself and gives videos controls', () => {
    const { container, rerender } = render(<MediaViewer src="/f/frame.png" thumbnail="/f/t.webp" mimetype="image/png" alt="Frame" mode="full" />);
    expect(screen.getByRole('img', { name: 'Frame' })).toHaveAttribute('src', '/f/frame.png');
    rerender(<MediaViewer src="/f/clip.mp4" thumbnail="/f/t.webp" mimetype="video/mp4" alt="Clip" mode="full" />);
    expect(container.querySelector('video')?.controls).toBe(true);
  });

  it('renders the fallback for files without a picture', () => {
    render(<MediaViewer src="/f/font.woff2" mimetype="font/woff2" alt="Font" fallback={<span>Aa</span>} />);
    expect(screen.getByText('Aa')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
