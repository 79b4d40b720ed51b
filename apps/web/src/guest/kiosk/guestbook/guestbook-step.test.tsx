import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeKioskEvent, renderKiosk } from '@/guest/kiosk/test/kiosk-fixture';
import { GuestbookStep } from './guestbook-step';

describe('the guestbook', () => {
  it('hands over the trimmed message, at most the comment length, or nothing when skipped', () => {
    const onDone = vi.fn();
    renderKiosk(<GuestbookStep onDone={onDone} />, makeKioskEvent({ screens: { sharing: { comment: { length: 20 } } } }), { locale: 'de' });
    expect(screen.getByText('Schreib ins Gästebuch')).toBeInTheDocument();
    const message = screen.getByTestId('guestbook-message');
    expect(message).toHaveAttribute('maxlength', '20');
    fireEvent.change(message, { target: { value: '  Alles Gute!  ' } });
    fireEvent.click(screen.getByTestId('guestbook-continue'));
    expect(onDone).toHaveBeenLastCalledWith('Alles Gute!');
    fireEvent.click(screen.getByTestId('guestbook-skip'));
    expect(onDone).toHaveBeenLastCalledWith(null);
  });
});
