import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Lightbox, type LightboxItem } from '@/components/lightbox';
import { renderUi } from '@/test/render-ui';

const items: LightboxItem[] = [
  { id: 'a', name: 'first.png', src: '/f/first.png', thumbnail: '/f/first-t.webp', mimetype: 'image/png' },
  { id: 'b', name: 'second.mp4', src: '/f/second.mp4', thumbnail: '/f/second-t.webp', mimetype: 'video/mp4' },
  { id: 'c', name: 'third.gif', src: '/f/third.gif', thumbnail: null, mimetype: 'image/gif' },
];

function Harness({ start = 0, onClose = () => {} }: { start?: number; onClose?: () => void }) {
  const [index, setIndex] = useState<number | null>(start);
  return (
    <Lightbox
      items={items}
      index={index}
      onIndexChange={setIndex}
      onClose={() => {
        setIndex(null);
        onClose();
      }}
    />
  );
}

describe('lightbox', () => {
  it('moves with ArrowRight and ArrowLeft, counts "n / total", and stops at the ends', async () => {
    renderUi(<Harness />, { language: 'en' });
    const user = userEvent.setup();
    expect(await screen.findByTestId('lightbox-counter')).toHaveTextContent('1 / 3');
    expect(screen.getByTestId('lightbox-previous')).toBeDisabled();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('lightbox-counter')).toHaveTextContent('2 / 3');
    // The video plays full size with controls.
    const video = within(screen.getByTestId('lightbox-stage')).getByLabelText('second.mp4') as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video.controls).toBe(true);

    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('lightbox-counter')).toHaveTextContent('3 / 3');
    expect(screen.getByTestId('lightbox-next')).toBeDisabled();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('lightbox-counter')).toHaveTextContent('3 / 3');

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('lightbox-counter')).toHaveTextContent('2 / 3');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByTestId('lightbox-counter')).toHaveTextContent('1 / 3');
    expect(screen.getByTestId('lightbox-name')).toHaveTextContent('first.png');
    expect(within(screen.getByTestId('lightbox-stage')).getByRole('img')).toHaveAttribute('src', '/f/first.png');
  });

  it('closes with Escape and with the close button', async () => {
    const onClose = vi.fn();
    renderUi(<Harness start={1} onClose={onClose} />);
    const user = userEvent.setup();
    expect(await screen.findByTestId('lightbox-counter')).toHaveTextContent('2 / 3');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('labels its buttons in German', async () => {
    renderUi(<Harness start={1} />);
    expect(await screen.findByRole('button', { name: 'Weiter' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });
});
