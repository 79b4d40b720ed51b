import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { guestAsset, makeVirtualEvent, renderGuest } from '@/guest/booth/test/guest-fixture';
import { useGuest } from '@/guest/shared/guest-context';
import { choiceOptions } from './asset-choice';
import { AssetChooser, ModeTabs } from './choosers';
import { useModeChoice } from './use-mode-choice';

/** The main screen's choosing part, without the camera. */
function Choosing() {
  const { t } = useGuest();
  const { kinds, kind, setKind, settings, choice, setBackground, setOverlay } = useModeChoice();
  return (
    <>
      <ModeTabs kinds={kinds} value={kind} disabled={false} onChange={setKind} />
      <AssetChooser kind="background" label={t('main.chooseBackground')} options={choiceOptions(settings.backgrounds, settings.allowChooseNoneBackground)} value={choice.backgroundId} disabled={false} onChange={setBackground} />
      <AssetChooser kind="overlay" label={t('main.chooseOverlay')} options={choiceOptions(settings.overlays, settings.allowChooseNoneOverlay)} value={choice.overlayId} disabled={false} onChange={setOverlay} />
    </>
  );
}

const checked = (testId: string) => screen.getByTestId(testId).getAttribute('aria-checked');

describe('main screen choosing', () => {
  const [b1, b2, o1, o2] = [guestAsset({ assetType: 'greenScreen' }), guestAsset({ assetType: 'greenScreen' }), guestAsset(), guestAsset()];

  it('shows only the enabled modes, in order, and switches between them', async () => {
    const event = makeVirtualEvent({ shutter: { photo: { enabled: true }, video: { enabled: true }, gif: { enabled: true } } });
    renderGuest(<Choosing />, event, 'en');
    expect(screen.getAllByRole('radio').map((item) => item.textContent)).toEqual(['Photo', 'GIF', 'Video']);
    expect(checked('mode-photo')).toBe('true');
    await userEvent.click(screen.getByTestId('mode-video'));
    expect(checked('mode-video')).toBe('true');
    expect(screen.queryByTestId('mode-boomerang')).toBeNull();
  });

  it('couples: choosing a background picks the overlay at the same position', async () => {
    const event = makeVirtualEvent(
      { shutter: { photo: { enabled: true, backgrounds: [b1.id, b2.id], overlays: [o1.id, o2.id], coupleAssets: true } } },
      [b1, b2, o1, o2],
    );
    renderGuest(<Choosing />, event, 'en');
    expect(checked(`background-${b1.id}`)).toBe('true');
    expect(checked(`overlay-${o1.id}`)).toBe('true');
    await userEvent.click(screen.getByTestId(`background-${b2.id}`));
    expect(checked(`overlay-${o2.id}`)).toBe('true');
    await userEvent.click(screen.getByTestId(`overlay-${o1.id}`));
    expect(checked(`background-${b1.id}`)).toBe('true');
  });

  it('offers "None" only when the mode allows it, and keeps choices per mode', async () => {
    const event = makeVirtualEvent(
      {
        shutter: {
          photo: { enabled: true, overlays: [o1.id, o2.id], allowChooseNoneOverlay: true },
          gif: { enabled: true, overlays: [o1.id, o2.id] },
        },
      },
      [o1, o2],
    );
    renderGuest(<Choosing />, event, 'de');
    await userEvent.click(screen.getByTestId('overlay-none'));
    expect(checked('overlay-none')).toBe('true');
    expect(screen.getByTestId('overlay-none')).toHaveTextContent('Keins');
    await userEvent.click(screen.getByTestId('mode-gif'));
    expect(screen.queryByTestId('overlay-none')).toBeNull();
    expect(checked(`overlay-${o1.id}`)).toBe('true');
    await userEvent.click(screen.getByTestId('mode-photo'));
    expect(checked('overlay-none')).toBe('true');
  });

  it('leaves out assets the server did not send, and a chooser with a single option', () => {
    const event = makeVirtualEvent({ shutter: { photo: { enabled: true, overlays: [o1.id, '20000000-0000-4000-8000-000000000099'] } } }, [o1]);
    renderGuest(<Choosing />, event, 'en');
    expect(screen.queryByRole('radiogroup', { name: 'Choose overlay' })).toBeNull();
  });

  it('works by keyboard as radio groups: one tab stop each, arrows choose and move the focus, wrapping', async () => {
    const event = makeVirtualEvent(
      { shutter: { photo: { enabled: true, overlays: [o1.id, o2.id], allowChooseNoneOverlay: true }, gif: { enabled: true } } },
      [o1, o2],
    );
    renderGuest(<Choosing />, event, 'en');
    await userEvent.tab();
    expect(screen.getByTestId('mode-photo')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByTestId('mode-gif')).toHaveFocus();
    expect(checked('mode-gif')).toBe('true');
    await userEvent.keyboard('{ArrowRight}');
    expect(checked('mode-photo')).toBe('true');

    // The overlay group is the next tab stop, at its checked option.
    await userEvent.tab();
    expect(screen.getByTestId(`overlay-${o1.id}`)).toHaveFocus();
    expect(screen.getByTestId('overlay-none')).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('overlay-none')).toHaveFocus();
    expect(checked('overlay-none')).toBe('true');
    await userEvent.keyboard('{End}');
    expect(checked(`overlay-${o2.id}`)).toBe('true');
    await userEvent.keyboard('{Home}');
    expect(checked('overlay-none')).toBe('true');
  });
});
