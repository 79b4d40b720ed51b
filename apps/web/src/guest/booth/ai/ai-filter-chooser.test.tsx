import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MainScreen } from '@/guest/booth/main/main-screen';
import { StartScreen } from '@/guest/booth/start/start-screen';
import { renderGuest } from '@/guest/booth/test/guest-fixture';
import { aiEvent, ASTRONAUT, CARTOON } from './ai-test-support';

// The main screen with the editor's sample picture instead of a camera: the modes, the filter choice
// and whether the shutter may be pressed, without camera, model or upload.
const sample = { personSrc: '/person.png', roomSrc: '/room.jpg', alt: 'Sample' };
const noop = () => undefined;
const checked = (testId: string) => screen.getByTestId(testId).getAttribute('aria-checked');

describe('AI capture modes on the main screen', () => {
  const settings = { shutter: { photo: { enabled: true }, ai: { enabled: true, aiFilters: [CARTOON.id] }, aifilter: { enabled: true, aiFilters: [CARTOON.id, ASTRONAUT.id] } } };

  it('offers the AI modes like the others, with the filters as thumbnails and names; local effects say they are no generative AI', async () => {
    renderGuest(<MainScreen onCaptured={noop} sample={sample} />, aiEvent(settings), 'de');
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['Foto', 'KI-Bild', 'KI-Filter']);
    expect(screen.queryByTestId('ai-chooser')).toBeNull();

    await userEvent.click(screen.getByTestId('mode-aifilter'));
    const filters = screen.getByRole('radiogroup', { name: 'Wähle einen KI-Effekt' });
    expect(within(filters).getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(['Cartoon — Lokale Effekte — keine generative KI', 'Astronaut']);
    expect(within(filters).getByText('Cartoon')).toBeInTheDocument();
    expect(filters.querySelector(`img[src="${CARTOON.thumbnail}"]`)).not.toBeNull();
    // The mode's first filter is chosen; it is a local effect and labelled as such.
    expect(checked(`ai-filter-${CARTOON.id}`)).toBe('true');
    expect(screen.getByTestId('ai-local-label')).toHaveTextContent('Lokale Effekte — keine generative KI');
    expect(screen.getByTestId('shutter')).toBeEnabled();
  });

  it('needs the guest’s own pick of the variant for a filter with separate ids before the picture can be taken', async () => {
    renderGuest(<MainScreen onCaptured={noop} sample={sample} />, aiEvent(settings), 'en');
    await userEvent.click(screen.getByTestId('mode-aifilter'));
    await userEvent.click(screen.getByTestId(`ai-filter-${ASTRONAUT.id}`));
    expect(screen.queryByTestId('ai-local-label')).toBeNull();

    const variants = screen.getByRole('radiogroup', { name: 'Which version of the effect would you like?' });
    expect(within(variants).getAllByRole('radio').map((radio) => [radio.textContent, radio.getAttribute('aria-checked')])).toEqual([
      ['Male', 'false'],
      ['Female', 'false'],
    ]);
    expect(screen.getByTestId('ai-variant-required')).toHaveTextContent('Choose a version to take your picture.');
    expect(screen.getByTestId('shutter')).toBeDisabled();

    await userEvent.click(screen.getByTestId('ai-variant-female'));
    expect(checked('ai-variant-female')).toBe('true');
    expect(screen.queryByTestId('ai-variant-required')).toBeNull();
    expect(screen.getByTestId('shutter')).toBeEnabled();

    // The pick stays with the guest when they look at another filter and come back.
    await userEvent.click(screen.getByTestId(`ai-filter-${CARTOON.id}`));
    await userEvent.click(screen.getByTestId(`ai-filter-${ASTRONAUT.id}`));
    expect(checked('ai-variant-female')).toBe('true');
  });

  it('chooses filters and variants by keyboard as radio groups', async () => {
    renderGuest(<MainScreen onCaptured={noop} sample={sample} />, aiEvent(settings), 'en');
    await userEvent.click(screen.getByTestId('mode-aifilter'));
    screen.getByTestId(`ai-filter-${CARTOON.id}`).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByTestId(`ai-filter-${ASTRONAUT.id}`)).toHaveFocus();
    expect(checked(`ai-filter-${ASTRONAUT.id}`)).toBe('true');
    await userEvent.tab();
    expect(screen.getByTestId('ai-variant-male')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(checked('ai-variant-female')).toBe('true');
  });

  it('offers the plain photo with a notice when the AI effects are used up, on the start and the main screen', () => {
    const event = aiEvent({ shutter: { photo: { enabled: false }, ai: { enabled: true, aiFilters: [CARTOON.id] } } }, [CARTOON], false);
    const { unmount } = renderGuest(<StartScreen onStart={noop} starting={false} error={null} />, event, 'de');
    expect(screen.getByTestId('ai-unavailable')).toHaveTextContent('Die KI-Effekte sind für dieses Event aufgebraucht. Du kannst ein Foto machen.');
    unmount();

    renderGuest(<MainScreen onCaptured={noop} sample={sample} />, event, 'en');
    expect(screen.getByTestId('ai-unavailable')).toHaveTextContent('The AI effects for this event are used up. You can take a photo.');
    // One mode left: no tabs, no filter choice, and the shutter takes a plain photo.
    expect(screen.queryByTestId('mode-ai')).toBeNull();
    expect(screen.queryByTestId('ai-chooser')).toBeNull();
    expect(screen.getByTestId('shutter')).toBeEnabled();
  });
});
