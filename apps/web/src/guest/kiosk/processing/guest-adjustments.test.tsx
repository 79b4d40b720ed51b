import type { GuestAdjustments as Adjustments, ImageProcessingFeature } from '@booth/shared';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeVirtualEvent, renderGuest } from '@/guest/booth/test/guest-fixture';
import { GuestAdjustments, offersAdjustments } from './guest-adjustments';

const NONE: ImageProcessingFeature['availableForUser'] = { brightness: false, colorCorrection: false, contrast: false, saturation: false, greyscale: false };

function Controlled(props: { available: ImageProcessingFeature['availableForUser']; onChange: (next: Adjustments) => void }) {
  const [value, setValue] = useState<Adjustments>({});
  return (
    <GuestAdjustments
      available={props.available}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const event = makeVirtualEvent();

describe('GuestAdjustments', () => {
  it('offers only the sliders the campaign marks available', () => {
    renderGuest(<GuestAdjustments available={{ ...NONE, brightness: true, greyscale: true }} value={{}} onChange={() => {}} />, event);
    expect(screen.getByRole('slider', { name: /Brightness/ })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Black and white/ })).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('slider', { name: /Contrast/ })).toBeNull();
    expect(screen.queryByRole('slider', { name: /Saturation/ })).toBeNull();
    expect(screen.queryByRole('slider', { name: /Colour correction/ })).toBeNull();
    expect(offersAdjustments(NONE)).toBe(false);
    expect(offersAdjustments({ ...NONE, contrast: true })).toBe(true);
  });

  it('reports every move with only what the guest changed, colour correction as the hue turn', async () => {
    const onChange = vi.fn();
    renderGuest(<Controlled available={{ brightness: true, colorCorrection: true, contrast: true, saturation: true, greyscale: true }} onChange={onChange} />, event);
    fireEvent.change(screen.getByTestId('adjust-brightness'), { target: { value: '20' } });
    expect(onChange).toHaveBeenLastCalledWith({ brightness: 20 });
    fireEvent.change(screen.getByTestId('adjust-colorCorrection'), { target: { value: '-45' } });
    expect(onChange).toHaveBeenLastCalledWith({ brightness: 20, colorCorrection: -45 });
    expect(screen.getByRole('slider', { name: /Colour correction/ })).toHaveAttribute('aria-valuetext', '−45°');
    await userEvent.click(screen.getByRole('switch', { name: /Black and white/ }));
    expect(onChange).toHaveBeenLastCalledWith({ brightness: 20, colorCorrection: -45, greyscale: true });
    await userEvent.click(screen.getByTestId('adjust-reset'));
    expect(onChange).toHaveBeenLastCalledWith({});
    expect(screen.queryByTestId('adjust-reset')).toBeNull();
  });

  it('speaks German to German guests', () => {
    renderGuest(<GuestAdjustments available={{ ...NONE, contrast: true, saturation: true }} value={{ contrast: 10 }} onChange={() => {}} />, event, 'de');
    expect(screen.getByRole('group', { name: 'Passe dein Bild an' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: /Kontrast/ })).toHaveValue('10');
    expect(screen.getByRole('slider', { name: /Sättigung/ })).toHaveValue('0');
    expect(screen.getByRole('button', { name: 'Zurücksetzen' })).toBeInTheDocument();
  });
});
