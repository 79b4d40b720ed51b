import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BoothButton } from './booth-button';
import { Popup } from './popup';

function WithPopup() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <BoothButton onClick={() => setOpen(true)} testId="opener">
        Open
      </BoothButton>
      {open ? (
        <Popup title="Hello" onClose={() => setOpen(false)} actions={<BoothButton>Ok</BoothButton>}>
          Text
        </Popup>
      ) : null}
    </>
  );
}

describe('Popup', () => {
  it('takes the focus, keeps Tab inside, closes on Escape and gives the focus back', async () => {
    render(<WithPopup />);
    await userEvent.click(screen.getByTestId('opener'));
    expect(screen.getByRole('dialog', { name: 'Hello' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Ok' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Ok' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('opener')).toHaveFocus();
  });
});
