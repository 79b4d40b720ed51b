import { IDENTITY_VALUES, imageProcessingFeatureSchema, type KioskCalibration } from '@booth/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeVirtualEvent, renderGuest } from '@/guest/booth/test/guest-fixture';
import { OperatorCalibration } from './operator-calibration';

// jsdom has no on-device model: loading the cut-out for the halo fails, as on a device without it.
vi.mock('@/guest/booth/ml/segmenter', () => ({ loadSegmenter: vi.fn(() => Promise.reject(new Error('no WebAssembly here'))) }));

const feature = imageProcessingFeatureSchema.parse({});
const START: KioskCalibration = { values: { ...feature.values, brightness: 10 }, halo: feature.halo };
const event = makeVirtualEvent();

function Controlled(props: { onChange: (next: KioskCalibration) => void; onSave?: () => void; onCancel?: () => void; video?: HTMLVideoElement | null; saving?: boolean; error?: string | null }) {
  const [values, setValues] = useState(START);
  return (
    <OperatorCalibration
      referenceImageUrl="/api/files/reference.jpg"
      video={props.video ?? null}
      values={values}
      onChange={(next) => {
        setValues(next);
        props.onChange(next);
      }}
      onSave={props.onSave ?? (() => {})}
      onCancel={props.onCancel ?? (() => {})}
      saving={props.saving}
      error={props.error}
    />
  );
}

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('OperatorCalibration', () => {
  it('shows the reference image beside the live picture, and says what is missing', () => {
    const video = document.createElement('video');
    const { unmount } = renderGuest(<Controlled onChange={() => {}} video={video} />, event);
    expect(screen.getByRole('img', { name: 'Reference image' })).toHaveAttribute('src', '/api/files/reference.jpg');
    expect(screen.getByRole('img', { name: 'User image' }).tagName).toBe('CANVAS');
    unmount();
    renderGuest(<OperatorCalibration referenceImageUrl={null} video={null} values={START} onChange={() => {}} onSave={() => {}} onCancel={() => {}} />, event, 'de');
    expect(screen.getByText('Kein Referenzbild gewählt')).toBeInTheDocument();
    expect(screen.getByText('Warte auf die Kamera …')).toBeInTheDocument();
  });

  it('offers a slider for every value, gamma on a log scale, colours with their strength', async () => {
    const onChange = vi.fn();
    renderGuest(<Controlled onChange={onChange} />, event);
    for (const name of ['Exposure', 'Brightness', 'Contrast', 'Hue', 'Saturation', 'Vibrance', 'Sharpen', 'Gamma']) expect(screen.getByRole('slider', { name: new RegExp(name) })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: /Brightness/ })).toHaveValue('10');

    fireEvent.change(screen.getByTestId('calibrate-gamma'), { target: { value: '30' } });
    expect(onChange).toHaveBeenLastCalledWith({ values: { ...START.values, gamma: 2 }, halo: START.halo });
    expect(screen.getByTestId('calibrate-gamma')).toHaveAttribute('aria-valuetext', '2.00');

    fireEvent.change(screen.getByTestId('calibrate-colorize-colour'), { target: { value: '#ff8000' } });
    fireEvent.change(screen.getByTestId('calibrate-colorize-strength'), { target: { value: '25' } });
    expect(onChange.mock.lastCall?.[0].values.colorize).toEqual({ red: 255, green: 128, blue: 0, alpha: 0.25 });
    fireEvent.change(screen.getByTestId('calibrate-channels-colour'), { target: { value: '#ffffe0' } });
    expect(onChange.mock.lastCall?.[0].values.channels).toEqual({ red: 255, green: 255, blue: 224, alpha: 1 });
    await userEvent.click(screen.getByRole('switch', { name: /Black and white/ }));
    expect(onChange.mock.lastCall?.[0].values.greyscale).toBe(true);

    await userEvent.click(screen.getByTestId('calibration-reset'));
    expect(onChange.mock.lastCall?.[0].values).toEqual(IDENTITY_VALUES);
  });

  it('shows the halo settings once the halo is on, and says when its preview cannot work here', async () => {
    const onChange = vi.fn();
    renderGuest(<Controlled onChange={onChange} />, event);
    expect(screen.queryByTestId('calibrate-halo-blurRadius')).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: /Show a halo/ }));
    expect(onChange.mock.lastCall?.[0].halo.enabled).toBe(true);
    expect(screen.getByRole('slider', { name: /Soft edge/ })).toHaveValue('10');
    expect(screen.getByRole('slider', { name: /Solid edge/ })).toHaveValue('5');
    fireEvent.change(screen.getByTestId('calibrate-halo-offsetX'), { target: { value: '-20' } });
    expect(onChange.mock.lastCall?.[0].halo).toMatchObject({ enabled: true, offsetX: -20, color: { red: 255, green: 0, blue: 0, alpha: 1 } });
    await waitFor(() => expect(screen.getByText(/cannot be previewed/)).toBeInTheDocument());
  });

  it('saves and cancels through its caller, and shows the saving state and an error', async () => {
    const onSave = vi.fn();
    const onCancel = vi.fn();
    const { unmount } = renderGuest(<Controlled onChange={() => {}} onSave={onSave} onCancel={onCancel} />, event);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect([onSave.mock.calls.length, onCancel.mock.calls.length]).toEqual([1, 1]);
    unmount();
    renderGuest(<Controlled onChange={() => {}} saving error="The settings could not be saved. Please try again." />, event);
    expect(screen.getByTestId('calibration-save')).toBeDisabled();
    expect(screen.getByTestId('calibration-save')).toHaveTextContent('Saving…');
    expect(screen.getByRole('alert')).toHaveTextContent('could not be saved');
  });
});
