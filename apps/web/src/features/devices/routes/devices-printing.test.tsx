import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { devicesApi, makeDevice, makeLicence, minutesAgo } from '@/features/devices/test/devices-fake-api';
import { renderApp } from '@/test/render-app';

function open(path = '/en/devices') {
  window.localStorage.setItem('signed-in', '1');
  return renderApp(path);
}

const cardOf = async (name: string) => {
  // The first page of a file waits for its lazy route chunk, slow on a busy machine.
  const cards = await screen.findAllByTestId('device', {}, { timeout: 20_000 });
  const card = cards.find((candidate) => within(candidate).getByTestId('device-name').textContent === name);
  if (!card) throw new Error(`no device card named ${name}`);
  return card;
};

const printServer = () =>
  makeDevice({
    name: 'Venue laptop',
    kind: 'printServer',
    printersReportedAt: minutesAgo(2),
    printers: [
      { uri: 'ipp://192.168.1.40:631/ipp/print', name: 'DNP DS620', health: { state: 'stopped', reasons: ['media-empty-error'], checkedAt: minutesAgo(2) } },
      { uri: 'ipp://192.168.1.41:631/ipp/print', name: 'Canon Selphy', health: { state: 'idle', reasons: ['marker-supply-low-warning'], checkedAt: minutesAgo(2) } },
    ],
    printQueue: { queued: 1, held: 3, printing: 1, failed: 2 },
  });

describe('devices page: print servers and prints', () => {
  it('shows a print server as such, with each printer, its problems in words and its print queue', async () => {
    devicesApi({ devices: [printServer()] });
    open();
    const card = await cardOf('Venue laptop');
    expect(card).toHaveAttribute('data-kind', 'printServer');
    expect(within(card).getByTestId('device-kind')).toHaveTextContent('Print server');
    // No campaign, storage or licence: a print server runs none and needs none.
    expect(within(card).queryByTestId('device-campaign')).toBeNull();
    expect(within(card).queryByTestId('device-licence')).toBeNull();

    const summary = within(card).getByTestId('device-printers');
    expect(summary).toHaveAttribute('data-tone', 'bad');
    expect(summary).toHaveTextContent('1 printer cannot print');
    expect(summary).toHaveTextContent('Reported 2 minutes ago');
    const printers = within(card).getAllByTestId('device-printer');
    expect(printers.map((printer) => printer.getAttribute('data-uri'))).toEqual(['ipp://192.168.1.40:631/ipp/print', 'ipp://192.168.1.41:631/ipp/print']);
    expect(printers[0]).toHaveTextContent('DNP DS620');
    expect(within(printers[0]!).getByTestId('device-printer-health')).toHaveAttribute('data-can-print', 'false');
    expect(within(printers[0]!).getByTestId('printer-problem')).toHaveTextContent('Out of paper');
    expect(printers[0]).toHaveTextContent('Stopped');
    expect(within(printers[1]!).getByTestId('device-printer-health')).toHaveAttribute('data-can-print', 'true');
    expect(within(printers[1]!).getByTestId('printer-warning')).toHaveTextContent('Ink, toner or ribbon running low');

    const queue = within(card).getByTestId('device-print-queue');
    expect(queue).toHaveAttribute('data-tone', 'bad');
    expect(queue).toHaveTextContent('5 prints open');
    expect(within(queue).getByTestId('device-print-queue-held')).toHaveTextContent('3 on hold');
    expect(within(queue).getByTestId('device-print-queue-failed')).toHaveTextContent('2 prints failed');
  });

  it('says when a print server has not reported any printer yet', async () => {
    devicesApi({ devices: [makeDevice({ name: 'New laptop', kind: 'printServer', printers: null })] });
    open();
    const card = await cardOf('New laptop');
    expect(within(card).getByTestId('device-printers')).toHaveTextContent('No printer reported yet');
    expect(within(card).queryByTestId('device-printer-list')).toBeNull();
    expect(within(card).getByTestId('device-print-queue')).toHaveTextContent('Nothing left to print');
  });

  it('shows a tablet with its print queue next to its pictures, and offers licences to tablets only', async () => {
    const tablet = makeDevice({ name: 'Entrance', printQueue: { queued: 0, held: 1, printing: 0, failed: 0 } });
    const free = makeLicence();
    devicesApi({ devices: [tablet, printServer()], licences: [free] });
    open();
    const card = await cardOf('Entrance');
    expect(within(card).getByTestId('device-kind')).toHaveTextContent('Tablet');
    expect(within(card).getByTestId('device-queue')).toBeInTheDocument();
    const queue = within(card).getByTestId('device-print-queue');
    expect(queue).toHaveAttribute('data-tone', 'warn');
    expect(queue).toHaveTextContent('1 print open');
    expect(within(card).queryByTestId('device-printers')).toBeNull();
    const user = userEvent.setup();
    const attach = await screen.findByTestId(`licence-attach-${free.id}`);
    await user.click(attach);
    const listbox = await waitFor(() => document.getElementById(attach.getAttribute('aria-controls') ?? '') ?? Promise.reject(new Error('closed')));
    expect(within(listbox).getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(['Entrance']);
  });

  it('tells in German how to start a print server at the venue and where its code goes', async () => {
    devicesApi({ devices: [] });
    open('/devices');
    const help = await screen.findByTestId('print-server-help', {}, { timeout: 20_000 });
    expect(within(help).getByTestId('print-server-command')).toHaveTextContent(`npm run print-server -- --server ${window.location.origin}`);
    expect(help).toHaveTextContent('Drucken vor Ort');
    expect(help).toHaveTextContent('Geben Sie ihn unter „Tablet koppeln“ ein');
  });
});
