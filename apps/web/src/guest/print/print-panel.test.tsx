import type { EventVirtualDto, Locale } from '@booth/shared';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestEvent, renderGuest } from '@/guest/booth/forms/guest-test-support';
import { ShareScreen } from '@/guest/booth/share/share-screen';
import { GuestProvider } from '@/guest/shared/guest-context';
import { elapse, health, printServer, shoot } from './print-test-support';

const preview = { url: 'blob:http://localhost/preview-1', mimetype: 'image/jpeg' };

function event(print: Record<string, unknown>, extra: { printServer?: Record<string, unknown>; finish?: boolean } = {}): EventVirtualDto {
  const guestView = guestEvent({ screens: { sharing: { print: { enabled: true, ...print }, finishButton: { enabled: extra.finish ?? false } } } });
  // A virtual booth prints only with the device's dialog; the print server's ways are a tablet's.
  const base = print.method === 'printServer' || extra.printServer ? { ...guestView, boothType: 'ipad' as const } : guestView;
  if (!extra.printServer) return base;
  // The guest view with the print server's guest fields (see print-settings.ts).
  const sharing = { ...base.screens.sharing, printServer: { enabled: true, discoveryEnabled: true, defaultAddress: '', showIPDialog: false, rememberIP: false, maxNumber: 3, ...extra.printServer } };
  return { ...base, screens: { ...base.screens, sharing } };
}

async function show(dto: EventVirtualDto, locale: Locale = 'en') {
  const onFinish = vi.fn();
  const view = renderGuest(<ShareScreen shoot={shoot} kind="photo" preview={preview} onRetake={vi.fn()} onFinish={onFinish} />, { event: dto, locale });
  await elapse(0);
  return { onFinish, view };
}

const click = (testId: string) => fireEvent.click(screen.getByTestId(testId));
const status = () => screen.getByTestId('print-status');

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the Print button', () => {
  it('prints the copies the guest chose, once for a double tap, and follows the job to the success text', async () => {
    const server = printServer();
    await show(event({ method: 'printServer', automatic: false, maxNumber: 3 }));
    expect(screen.getByTestId('print-copies-value')).toHaveTextContent('1');
    expect(screen.getByTestId('print-copies-fewer')).toBeDisabled();
    click('print-copies-more');
    click('print-copies-more');
    expect(screen.getByTestId('print-copies-value')).toHaveTextContent('3');
    expect(screen.getByTestId('print-copies-more')).toBeDisabled();

    click('print-button');
    fireEvent.click(screen.queryByTestId('print-button') ?? document.body);
    await elapse(0);
    expect(server.posts).toHaveLength(1);
    expect(server.posts[0]).toMatchObject({ copies: 3, method: 'printServer', automatic: false });
    expect(server.posts[0]?.jobKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(status()).toHaveAttribute('data-state', 'queued');
    expect(status()).toHaveTextContent('Your print is waiting for the printer…');
    expect(screen.queryByTestId('print-button')).not.toBeInTheDocument();
    await elapse(2_000);
    expect(status()).toHaveTextContent('Printing…');
    await elapse(2_000);
    expect(status()).toHaveAttribute('data-state', 'done');
    expect(status()).toHaveTextContent('Your picture is being printed.');
    // Finished: no more polls.
    const calls = server.fetchMock.mock.calls.length;
    await elapse(10_000);
    expect(server.fetchMock.mock.calls.length).toBe(calls);
  });

  it('names a printer problem in the campaign words while QR code, e-mail and finish stay usable', async () => {
    printServer({ states: [{ state: 'held', printer: health('stopped', ['media-empty-error']) }] });
    const dto = event({ method: 'printServer', automatic: false }, { finish: true });
    const { onFinish } = await show({ ...dto, virtualSettings: { ...dto.virtualSettings, translations: { 'printer.media-empty': 'Papier alle!' } } });
    click('print-button');
    await elapse(0);
    expect(status()).toHaveAttribute('data-state', 'held');
    expect(status()).toHaveTextContent('Papier alle! Your print will follow as soon as the printer is ready.');
    expect(screen.getByTestId('share-qr')).toBeInTheDocument();
    expect(screen.getByTestId('share-email-input')).toBeEnabled();
    click('share-finish');
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('shows the print error text when the server refuses the picture (hidden by moderation), in German too', async () => {
    printServer({ refuse: { status: 409, code: 'CONFLICT' } });
    await show(event({ method: 'printServer', automatic: false }), 'de');
    expect(screen.getByTestId('print-button')).toHaveTextContent('Drucken');
    click('print-button');
    await elapse(0);
    expect(status()).toHaveAttribute('data-state', 'error');
    expect(status()).toHaveTextContent('Drucken fehlgeschlagen. Bitte versuche es erneut.');
    // The guest may try again.
    expect(screen.getByTestId('print-button')).toBeInTheDocument();
  });

  it('waits for the processed picture before it can print', async () => {
    printServer({ shootStatus: 'processing' });
    await show(event({ method: 'printServer', automatic: false }));
    expect(screen.getByTestId('print-button')).toBeDisabled();
    expect(screen.getByText('Your picture is being prepared for printing…')).toBeInTheDocument();
  });

  it('is absent when printing is off', async () => {
    printServer();
    await show(guestEvent());
    expect(screen.queryByTestId('print-panel')).not.toBeInTheDocument();
  });
});

describe('copies', () => {
  it("stops at the print server's maxNumber for that method, and offers no stepper for one copy", async () => {
    printServer();
    const { view } = await show(event({ method: 'printServer', automatic: false, maxNumber: 5 }, { printServer: { maxNumber: 2 } }));
    click('print-copies-more');
    expect(screen.getByTestId('print-copies-value')).toHaveTextContent('2');
    expect(screen.getByTestId('print-copies-more')).toBeDisabled();
    view.unmount();
    await show(event({ method: 'airprint', automatic: false, maxNumber: 1 }));
    expect(screen.queryByTestId('print-copies')).not.toBeInTheDocument();
  });
});

describe('automatic printing', () => {
  it('prints automaticNumber copies once the picture is processed, and a reload sends the same job key', async () => {
    const server = printServer();
    const dto = event({ method: 'printServer', automatic: true, automaticNumber: 2 });
    const first = await show(dto);
    await elapse(0);
    expect(server.posts).toHaveLength(1);
    expect(server.posts[0]).toMatchObject({ copies: 2, automatic: true, method: 'printServer' });
    first.view.rerender(
      <GuestProvider event={dto} locale="en" sessionToken="session-token">
        <ShareScreen shoot={shoot} kind="photo" preview={preview} onRetake={vi.fn()} onFinish={vi.fn()} />
      </GuestProvider>,
    );
    await elapse(0);
    expect(server.posts).toHaveLength(1);
    // A reload of the page: the same picture, the same key, so the server answers the same job.
    first.view.unmount();
    await show(dto);
    await elapse(0);
    expect(server.posts).toHaveLength(2);
    expect(server.posts[1]?.jobKey).toBe(server.posts[0]?.jobKey);
    expect(server.jobCount()).toBe(1);
  });
});

describe('the IP dialog of the print server', () => {
  it('asks for the printer prefilled with the default address, checks it, remembers it and sends it', async () => {
    const server = printServer();
    const dto = event({ method: 'printServer', automatic: false }, { printServer: { showIPDialog: true, rememberIP: true, defaultAddress: '192.168.1.50' } });
    const { view } = await show(dto);
    click('print-button');
    const input = screen.getByTestId('print-ip-input');
    expect(input).toHaveValue('192.168.1.50');
    fireEvent.change(input, { target: { value: 'http://printer/' } });
    click('print-ip-confirm');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an IP address or host name');
    expect(server.posts).toHaveLength(0);
    fireEvent.change(input, { target: { value: '10.0.0.7' } });
    click('print-ip-confirm');
    await elapse(0);
    expect(screen.queryByTestId('print-ip-dialog')).not.toBeInTheDocument();
    expect(server.posts[0]).toMatchObject({ printerAddress: '10.0.0.7' });
    expect(window.localStorage.getItem('boothwerk.printerAddress.party')).toBe('10.0.0.7');

    // The next guest on this device prints to the remembered printer without the dialog.
    view.unmount();
    window.localStorage.removeItem(`boothwerk.print.${shoot.id}.print`);
    await show(dto);
    expect(screen.getByTestId('print-ip-change')).toHaveTextContent('Printer: 10.0.0.7');
    click('print-button');
    await elapse(0);
    expect(screen.queryByTestId('print-ip-dialog')).not.toBeInTheDocument();
    expect(server.posts[1]).toMatchObject({ printerAddress: '10.0.0.7' });
  });
});
