import { FILTER_PRESETS, toKioskEventDto, type EventSettingsInput, type GuestAsset } from '@booth/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CapturedMedia } from '@/guest/booth/capture/captured-media';
import { guestAsset, photoCapture, renderGuest } from '@/guest/booth/test/guest-fixture';
import { makeEvent } from '@/test/event-fixtures';
import type { LayerItem } from './edit-layers';
import { exportEditLayer } from './layer-export';
import type { ReviewPicture } from './picture-sources';
import { PICTURE_TIMEOUT_MS, ReviewEditor } from './review-editor';

// jsdom draws nothing: the picture is "loaded" at a known size and the layer export records its items.
const loading = vi.hoisted(() => ({ state: null as { picture: ReviewPicture | null; failed: boolean } | null }));
const PICTURE: ReviewPicture = { size: { width: 1200, height: 1600 }, frames: [new Image(), new Image(), new Image()], overlay: null, background: null };
vi.mock('./picture-sources', () => ({ useReviewPicture: () => loading.state ?? { picture: PICTURE, failed: false } }));
vi.mock('./layer-export', () => ({ exportEditLayer: vi.fn(async (items: LayerItem[]) => (items.length > 0 ? new Blob(['png'], { type: 'image/png' }) : null)) }));

const [vivid, mono] = FILTER_PRESETS;
const exported = () => vi.mocked(exportEditLayer).mock.calls.at(-1)?.[0] ?? [];

function kioskEvent(settings: EventSettingsInput = {}, assets: GuestAsset[] = []) {
  return { ...toKioskEventDto(makeEvent({ boothType: 'ipad', ...settings }), false), assets };
}

function renderEditor(settings: EventSettingsInput, capture: CapturedMedia = photoCapture(), assets: GuestAsset[] = []) {
  const onApprove = vi.fn();
  const onRetake = vi.fn();
  renderGuest(<ReviewEditor capture={capture} onApprove={onApprove} onRetake={onRetake} />, kioskEvent(settings, assets));
  return { onApprove, onRetake };
}

const review = (settings: Record<string, unknown>) => ({ screens: { review: settings } }) as EventSettingsInput;
const toolNames = () => within(screen.getByTestId('review-tools')).getAllByRole('button', { pressed: false }).map((button) => button.textContent);
const gifCapture = photoCapture({ kind: 'gif', frames: [new Blob(['1']), new Blob(['2']), new Blob(['3'])], frameUrls: ['blob:1', 'blob:2', 'blob:3'] });

/** A finger on the stage, shown at 300×400 CSS px over the 1200×1600 picture. */
function stroke(points: Array<[number, number]>, pointerId = 1) {
  const stage = screen.getByTestId('review-stage');
  const [first, ...rest] = points;
  fireEvent.pointerDown(stage, { pointerId, clientX: first?.[0], clientY: first?.[1] });
  for (const [x, y] of rest) fireEvent.pointerMove(stage, { pointerId, clientX: x, clientY: y });
  fireEvent.pointerUp(stage, { pointerId });
}

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 300, height: 400, right: 300, bottom: 400, x: 0, y: 0, toJSON: () => ({}) });
  vi.mocked(exportEditLayer).mockClear();
  loading.state = null;
});

describe('the kiosk review editor', () => {
  it('offers only the tools the campaign enables', () => {
    renderEditor(review({ drawEnabled: true, textEnabled: true, emojiEnabled: false }));
    expect(toolNames()).toEqual(['Draw', 'Text']);
    expect(screen.getByTestId('review-undo')).toBeDisabled();
  });

  it('shows the tool list (large buttons in landscape) while no tool is chosen, and the chosen tool’s panel below a row of tools', async () => {
    renderEditor(review({ drawEnabled: true, emojiEnabled: true }));
    const tools = screen.getByTestId('review-tools');
    expect(tools).toHaveAttribute('data-expanded', 'true');
    expect(within(tools).getAllByRole('button').map((button) => button.textContent)).toEqual(['Draw', 'Emoji', 'Undo']);
    expect(screen.queryByTestId('review-panel')).toBeNull();
    expect(screen.getByRole('heading', { name: 'How do you like it?' })).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('review-tool-emoji'));
    expect(tools).toHaveAttribute('data-expanded', 'false');
    expect(within(screen.getByTestId('review-panel')).getByRole('button', { name: '🎉' })).toBeInTheDocument();
    // A placed emoji is selected: its actions keep the panel open after the tool is put away.
    await userEvent.click(screen.getByRole('button', { name: '🎉' }));
    await userEvent.click(screen.getByTestId('review-tool-emoji'));
    expect(within(screen.getByTestId('review-panel')).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(tools).toHaveAttribute('data-expanded', 'true');
    expect(screen.queryByTestId('review-panel')).toBeNull();
  });

  it('offers no toolbar when nothing is enabled, and approves the picture as taken', async () => {
    const { onApprove, onRetake } = renderEditor({});
    expect(screen.queryByTestId('review-tools')).toBeNull();
    await userEvent.click(screen.getByTestId('review-retake'));
    expect(onRetake).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByTestId('review-approve'));
    expect(onApprove).toHaveBeenCalledWith({ meta: { filterId: null, gifSpeed: 1, adjustments: {}, layer: false }, layer: null });
  });

  it('offers stickers (Gold) only with sticker pictures, and places the one picked', async () => {
    const sticker = guestAsset({ assetType: 'sticker', width: 800, height: 800 });
    const { onApprove } = renderEditor(review({ stickers: { enabled: true, items: [sticker.id] } }), photoCapture(), [sticker]);
    await userEvent.click(screen.getByTestId('review-tool-stickers'));
    await userEvent.click(screen.getByRole('button', { name: 'Stickers 1' }));
    await userEvent.click(screen.getByTestId('review-approve'));
    expect(exported()).toEqual([expect.objectContaining({ type: 'sticker', assetId: sticker.id, src: sticker.src, x: 600, y: 800, aspect: 1 })]);
    expect(onApprove.mock.calls[0]?.[0]).toMatchObject({ meta: { layer: true }, layer: expect.any(Blob) });
  });

  it('hides stickers that are switched on without sticker pictures', () => {
    renderEditor(review({ drawEnabled: true, stickers: { enabled: true, items: [] } }));
    expect(toolNames()).toEqual(['Draw']);
  });

  it('offers the GIF speed only for a GIF while the GIF feature is enabled, and plays and sends the speed picked', async () => {
    const gifOn = { ...review({ gifSpeedEnabled: true }), shutter: { gif: { enabled: true } } } as EventSettingsInput;
    const { onApprove } = renderEditor(gifOn, gifCapture);
    await userEvent.click(screen.getByTestId('review-tool-gifSpeed'));
    await userEvent.click(screen.getByRole('radio', { name: 'Fast' }));
    await userEvent.click(screen.getByTestId('review-approve'));
    expect(onApprove.mock.calls[0]?.[0].meta).toEqual({ filterId: null, gifSpeed: 2, adjustments: {}, layer: false });
  });

  it.each([
    ['a photo', { ...review({ gifSpeedEnabled: true, drawEnabled: true }), shutter: { gif: { enabled: true } } }, photoCapture()],
    ['a GIF while the GIF feature is off', review({ gifSpeedEnabled: true, drawEnabled: true }), gifCapture],
  ])('offers no GIF speed for %s', (_, settings, capture) => {
    renderEditor(settings as EventSettingsInput, capture);
    expect(toolNames()).toEqual(['Draw']);
  });

  it('lets the guest pick among the campaign’s filters and sends the pick', async () => {
    const { onApprove } = renderEditor(review({ filterEnabled: true, guestFilters: [vivid!.id, mono!.id] }));
    await userEvent.click(screen.getByTestId('review-tool-filter'));
    const filters = within(screen.getByTestId('review-filters')).getAllByRole('radio');
    expect(filters.map((radio) => radio.getAttribute('aria-label'))).toEqual(['Original', 'Vivid', 'Mono']);
    await userEvent.click(screen.getByRole('radio', { name: 'Mono' }));
    await userEvent.click(screen.getByTestId('review-approve'));
    expect(onApprove.mock.calls[0]?.[0].meta.filterId).toBe(mono!.id);
  });

  it('applies the organiser’s preset filter without offering a choice', async () => {
    const { onApprove } = renderEditor(review({ filterEnabled: true, filterType: 'preset', presetFilterId: vivid!.id, drawEnabled: true }));
    expect(toolNames()).toEqual(['Draw']);
    await userEvent.click(screen.getByTestId('review-approve'));
    expect(onApprove.mock.calls[0]?.[0].meta.filterId).toBe(vivid!.id);
  });

  it('offers the guest’s sliders the campaign makes available, and sends only those', async () => {
    const processing = { shutter: { imageProcessing: { enabled: true, availableForUser: { brightness: true } } }, ...review({ drawEnabled: true }) } as EventSettingsInput;
    const { onApprove } = renderEditor(processing);
    expect(toolNames()).toEqual(['Draw', 'Adjust']);
    await userEvent.click(screen.getByTestId('review-tool-adjust'));
    expect(screen.queryByTestId('adjust-contrast')).toBeNull();
    fireEvent.change(screen.getByTestId('adjust-brightness'), { target: { value: '25' } });
    await userEvent.click(screen.getByTestId('review-approve'));
    expect(onApprove.mock.calls[0]?.[0].meta.adjustments).toEqual({ brightness: 25 });
  });

  it('offers no sliders while the campaign’s image processing is off', () => {
    renderEditor({ shutter: { imageProcessing: { enabled: false, availableForUser: { brightness: true } } }, ...review({ drawEnabled: true }) } as EventSettingsInput);
    expect(toolNames()).toEqual(['Draw']);
  });

  it('draws strokes in the picture’s pixels and takes the last one back with undo', async () => {
    const { onApprove } = renderEditor(review({ drawEnabled: true }));
    await userEvent.click(screen.getByTestId('review-tool-draw'));
    await userEvent.click(screen.getByRole('radio', { name: 'Red' }));
    stroke([[30, 40], [150, 40], [150, 200]]);
    stroke([[10, 390], [290, 390]]);
    await userEvent.click(screen.getByTestId('review-undo'));
    await userEvent.click(screen.getByTestId('review-approve'));
    expect(exported()).toEqual([{ id: 'item-1', type: 'stroke', color: '#e53935', width: 19, points: [{ x: 120, y: 160 }, { x: 600, y: 160 }, { x: 600, y: 800 }] }]);
    expect(vi.mocked(exportEditLayer).mock.calls[0]?.[1]).toEqual({ width: 1200, height: 1600 });
    expect(onApprove.mock.calls[0]?.[0]).toMatchObject({ meta: { layer: true }, layer: expect.any(Blob) });
  });

  it('places an emoji, drags it and makes it bigger', async () => {
    renderEditor(review({ emojiEnabled: true }));
    await userEvent.click(screen.getByTestId('review-tool-emoji'));
    await userEvent.click(screen.getByRole('button', { name: '🎉' }));
    expect(screen.getByTestId('review-selection')).toBeInTheDocument();
    // The emoji sits in the middle (150, 200 on screen); drag it 30 px right and 20 px down.
    stroke([[150, 200], [180, 220]]);
    await userEvent.click(screen.getByRole('button', { name: 'Bigger' }));
    await userEvent.click(screen.getByTestId('review-approve'));
    expect(exported()).toEqual([{ id: 'item-1', type: 'emoji', emoji: '🎉', x: 720, y: 880, size: 300 }]);
  });

  it('takes back placements one step at a time until there is nothing to undo', async () => {
    renderEditor(review({ emojiEnabled: true }));
    await userEvent.click(screen.getByTestId('review-tool-emoji'));
    await userEvent.click(screen.getByRole('button', { name: '🎉' }));
    stroke([[150, 200], [180, 220]]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const undo = screen.getByTestId('review-undo');
    await userEvent.click(undo);
    await userEvent.click(undo);
    await userEvent.click(screen.getByTestId('review-approve'));
    expect(exported()).toEqual([expect.objectContaining({ x: 600, y: 800 })]);
    await userEvent.click(undo);
    expect(undo).toBeDisabled();
  });

  it('adds typed text in the chosen colour', async () => {
    renderEditor(review({ textEnabled: true }));
    await userEvent.click(screen.getByTestId('review-tool-text'));
    expect(screen.getByTestId('review-text-add')).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Your text'), '  Happy birthday!  ');
    await userEvent.click(within(screen.getByTestId('review-text-colours')).getByRole('radio', { name: 'Yellow' }));
    await userEvent.click(screen.getByTestId('review-text-add'));
    expect(screen.getByLabelText('Your text')).toHaveValue('');
    await userEvent.click(screen.getByTestId('review-approve'));
    expect(exported()).toEqual([expect.objectContaining({ type: 'text', text: 'Happy birthday!', color: '#fdd835', x: 600, y: 800 })]);
  });

  it('keeps the guest on the screen with a message when the layer cannot be made', async () => {
    vi.mocked(exportEditLayer).mockRejectedValueOnce(new Error('sticker gone'));
    const { onApprove } = renderEditor(review({ emojiEnabled: true }));
    await userEvent.click(screen.getByTestId('review-tool-emoji'));
    await userEvent.click(screen.getByRole('button', { name: '✨' }));
    await userEvent.click(screen.getByTestId('review-approve'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops, something went wrong. Please try again.');
    expect(onApprove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('review-approve'));
    await waitFor(() => expect(onApprove).toHaveBeenCalledOnce());
  });

  it('reviews a video as it is, without tools', async () => {
    const video = photoCapture({ kind: 'video', frames: [], video: new Blob(['v'], { type: 'video/webm' }), preview: { url: 'blob:video', mimetype: 'video/webm' } });
    const { onApprove } = renderEditor(review({ drawEnabled: true, filterEnabled: true }), video);
    expect(screen.getByTestId('review-video')).toHaveAttribute('src', 'blob:video');
    expect(screen.queryByTestId('review-tools')).toBeNull();
    await act(() => userEvent.click(screen.getByTestId('review-approve')));
    expect(onApprove).toHaveBeenCalledWith({ meta: { filterId: null, gifSpeed: 1, adjustments: {}, layer: false }, layer: null });
  });

  it('says it is processing while the picture loads, then that it takes long, and lets the guest go on', async () => {
    vi.useFakeTimers();
    try {
      loading.state = { picture: null, failed: false };
      const { onApprove } = renderEditor(review({ drawEnabled: true }));
      expect(screen.getByTestId('review-state')).toHaveTextContent('Processing data…');
      expect(screen.queryByTestId('review-approve')).toBeNull();
      act(() => vi.advanceTimersByTime(PICTURE_TIMEOUT_MS));
      expect(screen.getByTestId('review-state')).toHaveTextContent('Preparing your picture is taking longer than usual.');
      fireEvent.click(screen.getByTestId('review-approve'));
      expect(onApprove).toHaveBeenCalledWith({ meta: { filterId: null, gifSpeed: 1, adjustments: {}, layer: false }, layer: null });
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when the picture cannot be shown, and still offers Retake and Approve', () => {
    loading.state = { picture: null, failed: true };
    renderEditor(review({ drawEnabled: true }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your picture could not be shown.');
    expect(screen.getByTestId('review-retake')).toBeEnabled();
    expect(screen.getByTestId('review-approve')).toBeEnabled();
  });

  it('shows the review background colour and speaks German', () => {
    const capture = photoCapture();
    renderGuest(<ReviewEditor capture={capture} onApprove={vi.fn()} onRetake={vi.fn()} />, kioskEvent(review({ backgroundColor: '#123456', drawEnabled: true })), 'de');
    expect(screen.getByTestId('review-editor')).toHaveStyle({ backgroundColor: '#123456' });
    expect(screen.getByRole('button', { name: 'Malen' })).toBeInTheDocument();
    expect(screen.getByTestId('review-approve')).toHaveTextContent('Übernehmen');
  });
});
