import type { EventVirtualDto, Locale } from '@booth/shared';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestEvent, renderGuest } from '@/guest/booth/forms/guest-test-support';
import { ShareScreen } from '@/guest/booth/share/share-screen';
import { airPrintHtml } from './airprint-page';
import { elapse, printServer, shoot } from './print-test-support';

const preview = { url: 'blob:http://localhost/preview-1', mimetype: 'image/jpeg' };

async function show(settings: Record<string, unknown>, locale: Locale = 'en') {
  const dto: EventVirtualDto = guestEvent(settings);
  renderGuest(<ShareScreen shoot={shoot} kind="photo" preview={preview} onRetake={vi.fn()} onFinish={vi.fn()} />, { event: dto, locale });
  await elapse(0);
}

const click = (testId: string) => fireEvent.click(screen.getByTestId(testId));
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

// The postal form is its own chunk: loaded once here, so opening it under fake time does not wait on the loader.
beforeAll(async () => {
  await import('./postal/postal-dialog');
});

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the print paywall', () => {
  // A tablet's print through the venue's print server (a virtual booth prints with the device's dialog).
  const paywalled = { boothType: 'ipad', printPaywalled: { enabled: true, price: 250 }, screens: { sharing: { print: { enabled: true, method: 'printServer', automatic: true } } } };

  it('shows the price, opens the pay page, waits for the payment and prints once with it; a double tap pays once', async () => {
    const server = printServer();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await show(paywalled);
    // Behind the paywall nothing prints by itself.
    expect(server.posts).toHaveLength(0);
    expect(screen.getByText('A print costs €2.50.')).toBeInTheDocument();
    expect(screen.getByTestId('print-button')).toHaveTextContent('Pay €2.50 and print');
    click('print-button');
    fireEvent.click(screen.queryByTestId('print-button') ?? document.body);
    await elapse(0);
    expect(server.payments).toHaveLength(1);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('/en/pay/pay_0123456789abcdef', '_blank', 'noopener');
    expect(screen.getByTestId('print-status')).toHaveAttribute('data-state', 'paying');
    expect(screen.getByTestId('print-pay-link')).toHaveAttribute('href', '/en/pay/pay_0123456789abcdef');
    await elapse(2_000);
    expect(server.posts).toHaveLength(0);
    server.setPaymentStatus('paid');
    await elapse(2_000);
    expect(server.posts).toHaveLength(1);
    expect(server.posts[0]).toMatchObject({ paymentSession: 'pay_0123456789abcdef', copies: 1, automatic: false });
    await elapse(10_000);
    expect(server.posts).toHaveLength(1);
    expect(server.payments).toHaveLength(1);
  });

  it('names the price in German for German guests and says when the payment did not go through', async () => {
    const server = printServer();
    vi.spyOn(window, 'open').mockReturnValue(null);
    await show(paywalled, 'de');
    expect(screen.getByTestId('print-button')).toHaveTextContent('2,50 € bezahlen und drucken');
    click('print-button');
    await elapse(0);
    server.setPaymentStatus('expired');
    await elapse(2_000);
    expect(screen.getByTestId('print-status')).toHaveTextContent('Die Zahlung wurde nicht abgeschlossen.');
    expect(server.posts).toHaveLength(0);
  });
});

describe('AirPrint', () => {
  it('builds a page of the paper size without margins', () => {
    const html = airPrintHtml({ url: '/api/print-sheets/x?expires=1&sig=a"b', widthMm: 101.6, heightMm: 152.4 });
    expect(html).toContain('@page { size: 101.6mm 152.4mm; margin: 0 }');
    expect(html).toContain('src="/api/print-sheets/x?expires=1&amp;sig=a&quot;b"');
  });

  it("opens the device's print dialog on the sheet on the guest's tap and tells the server once", async () => {
    const server = printServer({ states: [{ state: 'queued' }] });
    await show({ screens: { sharing: { print: { enabled: true, method: 'airprint', automatic: false } } } });
    click('print-button');
    await elapse(0);
    const frame = document.querySelector<HTMLIFrameElement>('[data-testid="airprint-frame"]');
    const page = frame?.contentDocument;
    expect(page?.querySelector('style')?.textContent).toContain('@page { size: 101.6mm 152.4mm; margin: 0 }');
    const print = vi.fn();
    Object.defineProperty(frame!.contentWindow!, 'print', { value: print });
    page?.querySelector('img')?.dispatchEvent(new Event('load'));
    await elapse(0);
    expect(print).toHaveBeenCalledTimes(1);
    expect(server.printedCalls).toEqual([server.posts[0]?.jobKey]);
    expect(screen.getByTestId('print-status')).toHaveAttribute('data-state', 'done');
    await elapse(10_000);
    expect(server.printedCalls).toHaveLength(1);
  });
});

describe('postal prints', () => {
  const postal = { screens: { sharing: { oneprint: { enabled: true } } } };

  it('checks both addresses per country, naming the field, and sends a valid one as a postal print', async () => {
    const server = printServer();
    await show(postal);
    click('postal-button');
    await elapse(10);
    click('postal-send');
    expect(screen.getByTestId('postal-recipient')).toHaveTextContent('This field cannot be empty');
    expect(screen.getByTestId('postal-recipient-firstName')).toHaveAttribute('aria-invalid', 'true');
    expect(server.posts).toHaveLength(0);

    type('postal-recipient-firstName', 'Ada');
    type('postal-recipient-lastName', 'Lovelace');
    type('postal-recipient-addressLine1', 'Hauptstraße 1');
    type('postal-recipient-city', 'Berlin');
    type('postal-recipient-country', 'DE');
    type('postal-recipient-zip', '1234');
    type('postal-sender-firstName', 'Bob');
    type('postal-sender-lastName', 'Builder');
    type('postal-sender-addressLine1', '1 Main St');
    type('postal-sender-city', 'Springfield');
    type('postal-sender-country', 'US');
    type('postal-sender-zip', '62701');
    click('postal-send');
    expect(screen.getByTestId('postal-recipient-zip')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('postal-recipient')).toHaveTextContent('This postcode is not valid for the chosen country.');
    expect(screen.getByTestId('postal-sender')).toHaveTextContent('Please enter the state.');
    expect(server.posts).toHaveLength(0);

    type('postal-recipient-zip', '10115');
    type('postal-sender-state', 'IL');
    click('postal-send');
    await elapse(0);
    expect(screen.queryByTestId('postal-dialog')).not.toBeInTheDocument();
    expect(server.posts).toHaveLength(1);
    expect(server.posts[0]).toMatchObject({
      method: 'postal',
      copies: 1,
      recipient: { firstName: 'Ada', lastName: 'Lovelace', addressLine1: 'Hauptstraße 1', city: 'Berlin', zip: '10115', country: 'DE' },
      sender: { firstName: 'Bob', country: 'US', state: 'IL', zip: '62701' },
    });
    await elapse(4_000);
    expect(screen.getByTestId('postal-status')).toHaveTextContent('Your picture is being printed.');
  });

  it('names the countries in the guest language', async () => {
    printServer();
    await show(postal, 'de');
    click('postal-button');
    await elapse(10);
    const select = screen.getByTestId('postal-recipient-country');
    expect(select).toHaveValue('DE');
    expect(select).toHaveTextContent('Deutschland');
    expect(select).toHaveTextContent('Vereinigtes Königreich');
  });

  it('is hidden for the cheddar white-label', async () => {
    printServer();
    const dto = guestEvent(postal);
    renderGuest(<ShareScreen shoot={shoot} kind="photo" preview={preview} onRetake={vi.fn()} onFinish={vi.fn()} />, { event: { ...dto, whiteLabel: true } as EventVirtualDto });
    await elapse(0);
    expect(screen.queryByTestId('postal-button')).not.toBeInTheDocument();
  });
});
