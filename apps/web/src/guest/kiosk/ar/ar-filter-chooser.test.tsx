import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { guestAsset, makeVirtualEvent, renderGuest } from '@/guest/booth/test/guest-fixture';
import { ArFilterChooser, initialArFilter } from './ar-filter-chooser';

const filterAsset = () => {
  const asset = guestAsset({ assetType: 'arFilter', mimetype: 'application/zip', width: 180, height: 180 });
  return { ...asset, arFilter: { manifestSrc: `/api/files/assets/${asset.id}/ar-filter.json` } };
};

function Choosing(props: { filters: string[]; allowNone: boolean }) {
  const [value, setValue] = useState(initialArFilter(props.filters));
  return <ArFilterChooser filters={props.filters} allowNone={props.allowNone} value={value} onChange={setValue} label="Choose a filter" />;
}

const checked = (testId: string) => screen.getByTestId(testId).getAttribute('aria-checked');

describe('ArFilterChooser', () => {
  const [one, two] = [filterAsset(), filterAsset()];

  it('shows each filter\'s preview, starts on the first, and offers "none" only when allowed', async () => {
    const event = makeVirtualEvent({}, [one, two]);
    const { unmount } = renderGuest(<Choosing filters={[one.id, two.id]} allowNone={false} />, event, 'de');
    expect(screen.getByRole('radiogroup', { name: 'Choose a filter' })).toBeInTheDocument();
    expect(screen.queryByTestId('ar-filter-none')).toBeNull();
    expect(screen.getByTestId(`ar-filter-${one.id}`).querySelector('img')?.getAttribute('src')).toBe(one.thumbSrc);
    expect(checked(`ar-filter-${one.id}`)).toBe('true');
    await userEvent.click(screen.getByTestId(`ar-filter-${two.id}`));
    expect(checked(`ar-filter-${two.id}`)).toBe('true');
    unmount();

    renderGuest(<Choosing filters={[one.id, two.id]} allowNone />, event, 'de');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(['Keins', 'Choose a filter 1', 'Choose a filter 2']);
    await userEvent.click(screen.getByTestId('ar-filter-none'));
    expect(checked('ar-filter-none')).toBe('true');
  });

  it('moves the choice with the arrow keys', async () => {
    renderGuest(<Choosing filters={[one.id, two.id]} allowNone />, makeVirtualEvent({}, [one, two]), 'en');
    screen.getByTestId(`ar-filter-${one.id}`).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(checked(`ar-filter-${two.id}`)).toBe('true');
    expect(screen.getByTestId(`ar-filter-${two.id}`)).toHaveFocus();
  });

  it('shows nothing when there is nothing to choose, or a filter has no checked manifest', () => {
    const stale = guestAsset({ assetType: 'arFilter' });
    renderGuest(<Choosing filters={[one.id, stale.id]} allowNone={false} />, makeVirtualEvent({}, [one, stale]), 'en');
    expect(screen.queryByTestId('ar-filter-chooser')).toBeNull();
  });
});
