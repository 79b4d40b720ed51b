import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeKioskEvent, renderKiosk } from '@/guest/kiosk/test/kiosk-fixture';
import { ExitButton } from './exit-button';

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }));
}

function openAndType(secret: string) {
  fireEvent.click(screen.getByTestId('kiosk-exit'));
  fireEvent.change(screen.getByTestId('kiosk-exit-secret'), { target: { value: secret } });
  fireEvent.click(screen.getByTestId('kiosk-exit-submit'));
}

describe('leaving the kiosk', () => {
  it('sends the secret to the exit endpoint and leaves when it is right', async () => {
    const fetch = answer(200, { exited: true });
    const onExit = vi.fn();
    renderKiosk(<ExitButton />, makeKioskEvent({}, [], true), { onExit });
    openAndType('4711');
    await waitFor(() => expect(onExit).toHaveBeenCalledOnce());
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toMatch(/\/api\/events\/[^/]+\/kiosk\/exit$/);
    expect(JSON.parse(String(init?.body))).toEqual({ secret: '4711' });
  });

  it('says "Ungültiges Passwort" for a wrong secret and clears the field', async () => {
    answer(403, { code: 'FORBIDDEN', message: 'Ungültiges Passwort' });
    const onExit = vi.fn();
    renderKiosk(<ExitButton />, makeKioskEvent({}, [], true), { onExit, locale: 'de' });
    openAndType('0000');
    expect(await screen.findByText('Ungültiges Passwort')).toBeInTheDocument();
    expect(screen.getByTestId('kiosk-exit-secret')).toHaveValue('');
    expect(onExit).not.toHaveBeenCalled();
  });

  it('tells how long to wait after too many tries', async () => {
    answer(429, { code: 'RATE_LIMITED', message: 'Too many requests' }, { 'retry-after': '540' });
    renderKiosk(<ExitButton />, makeKioskEvent({}, [], true));
    openAndType('0001');
    expect(await screen.findByText('Too many attempts. Please wait 540 s and try again.')).toBeInTheDocument();
  });

  it('asks for nothing but a confirmation when the campaign has no secret; Cancel keeps the kiosk', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const onExit = vi.fn();
    renderKiosk(<ExitButton />, makeKioskEvent(), { onExit });
    fireEvent.click(screen.getByTestId('kiosk-exit'));
    expect(screen.queryByTestId('kiosk-exit-secret')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('kiosk-exit-dialog')).toBeNull();
    fireEvent.click(screen.getByTestId('kiosk-exit'));
    fireEvent.click(screen.getByTestId('kiosk-exit-submit'));
    expect(onExit).toHaveBeenCalledOnce();
    expect(fetch).not.toHaveBeenCalled();
  });
});
