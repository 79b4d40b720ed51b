import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRINT_JOBS_REFRESH_MS } from '@/features/printing/api/get-print-jobs';
import { makePrintJob, party, printJobsApi } from '@/features/printing/test/print-jobs-fake-api';
import { chooseOption } from '@/test/select-option';
import { renderApp } from '@/test/render-app';

function open(path = '/en/events/summer-party/prints') {
  window.localStorage.setItem('signed-in', '1');
  return renderApp(path);
}

// The first page of a file waits for its lazy route chunk, slow on a busy machine.
const rows = () => screen.findAllByTestId('print-job', {}, { timeout: 20_000 });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('campaign prints page', () => {
  it('shows each print with its picture, state, copies, method, printer health, booth, attempts, error and times', async () => {
    const held = makePrintJob({
      state: 'held',
      holdReason: 'printer',
      copies: 2,
      automatic: true,
      printedAt: null,
      attempts: 2,
      lastError: 'Printer reported media-empty-error',
      printer: { state: 'stopped', reasons: ['media-empty-error', 'marker-supply-low-warning'], checkedAt: new Date().toISOString() },
    });
    const postal = makePrintJob({
      method: 'postal',
      printerAddress: null,
      printer: null,
      deviceName: null,
      printServerName: null,
      ippJobId: null,
      recipient: { firstName: 'Erika', lastName: 'Mustermann', addressLine1: 'Heidestraße 17', addressLine2: '', city: 'Köln', zip: '51147', state: '', country: 'DE' },
      sender: { firstName: 'Max', lastName: 'Muster', addressLine1: '1 Main St', addressLine2: 'Apt 2', city: 'Springfield', zip: '62701', state: 'IL', country: 'US' },
      paymentSession: 'ps_123',
    });
    const fake = printJobsApi({ jobs: [held, postal] }).api;
    open();
    const [first, second] = await rows();
    expect(screen.getByTestId('event-nav-prints')).toHaveAttribute('aria-selected', 'true');
    expect(fake.calls('GET', `/api/events/${party.id}/printJobs`)[0]?.query.get('limit')).toBe('25');

    expect(within(first!).getByTestId('print-job-state')).toHaveTextContent('On hold');
    expect(first).toHaveTextContent('2 copies');
    expect(first).toHaveTextContent('Print server · automatic print');
    expect(within(first!).getByTestId('print-job-hold')).toHaveTextContent('Waiting for the printer');
    const printer = within(first!).getByTestId('print-job-printer');
    expect(printer).toHaveTextContent('ipp://192.168.1.40:631/ipp/print');
    expect(printer).toHaveTextContent('Cannot print');
    expect(within(printer).getByTestId('printer-problem')).toHaveTextContent('Out of paper');
    expect(within(printer).getByTestId('printer-warning')).toHaveTextContent('Ink, toner or ribbon running low');
    expect(within(first!).getByTestId('print-job-device')).toHaveTextContent('Entrance');
    expect(within(first!).getByTestId('print-job-device')).toHaveTextContent('Venue laptop');
    expect(within(first!).getByTestId('print-job-times')).toHaveTextContent('2 attempts');
    expect(within(first!).getByTestId('print-job-error')).toHaveTextContent('Printer reported media-empty-error');
    expect(first!.querySelector('img')).toHaveAttribute('src', '/api/files/shoots/k3x9Qa/thumb.webp');
    expect(within(first!).getByTestId('print-job-cancel')).toBeInTheDocument();
    expect(within(first!).queryByTestId('print-job-reprint')).toBeNull();

    expect(within(second!).getByTestId('print-job-state')).toHaveTextContent('Printed');
    expect(second).toHaveTextContent('Postcard by post');
    expect(within(second!).queryByTestId('print-job-printer')).toBeNull();
    expect(within(second!).getByTestId('print-job-recipient')).toHaveTextContent('Erika MustermannHeidestraße 1751147 KölnGermany');
    expect(within(second!).getByTestId('print-job-sender')).toHaveTextContent('62701 Springfield, IL');
    expect(within(second!).getByTestId('print-job-times')).toHaveTextContent(/Printed 1 Jun 2026/);
    expect(second).toHaveTextContent('Paid by card');
    expect(within(second!).queryByTestId('print-job-cancel')).toBeNull();
    expect(within(second!).getByTestId('print-job-reprint')).toBeInTheDocument();
  });

  it('cancels an open print only after confirming, and keeps it when the organiser changes their mind', async () => {
    const queued = makePrintJob({ state: 'queued', printedAt: null, ippJobId: null });
    const fake = printJobsApi({ jobs: [queued] }).api;
    open();
    const [row] = await rows();
    const user = userEvent.setup();
    await user.click(within(row!).getByTestId('print-job-cancel'));
    await user.click(await screen.findByTestId('print-job-cancel-dialog-cancel'));
    expect(fake.calls('POST', `/api/events/${party.id}/printJobs/${queued.id}/cancel`)).toHaveLength(0);

    await user.click(within(row!).getByTestId('print-job-cancel'));
    await user.click(await screen.findByTestId('print-job-cancel-dialog-confirm'));
    expect(await screen.findByText('The print was cancelled.')).toBeInTheDocument();
    expect(fake.calls('POST', `/api/events/${party.id}/printJobs/${queued.id}/cancel`)).toHaveLength(1);
    await waitFor(() => expect(within(row!).getByTestId('print-job-state')).toHaveTextContent('Cancelled'));
    expect(within(row!).getByTestId('print-job-reprint')).toBeInTheDocument();
  });

  it('says why a cancel failed when the server refuses it', async () => {
    const sending = makePrintJob({ state: 'sending', printedAt: null });
    const { api, state } = printJobsApi({ jobs: [sending] });
    open();
    const [row] = await rows();
    // The job finished at the printer meanwhile: the server refuses the cancel with a conflict.
    state.jobs[0]!.state = 'done';
    const user = userEvent.setup();
    await user.click(within(row!).getByTestId('print-job-cancel'));
    await user.click(await screen.findByTestId('print-job-cancel-dialog-confirm'));
    expect(await screen.findByText(/The print could not be cancelled:/)).toBeInTheDocument();
    expect(api.calls('POST', `/api/events/${party.id}/printJobs/${sending.id}/cancel`)).toHaveLength(1);
    await waitFor(() => expect(within(screen.getAllByTestId('print-job')[0]!).getByTestId('print-job-state')).toHaveTextContent('Printed'));
  });

  it('prints a finished job again as a new print that names the first', async () => {
    const failed = makePrintJob({ state: 'failed', printedAt: null, lastError: 'Printer not reachable', attempts: 5 });
    const fake = printJobsApi({ jobs: [failed] }).api;
    open();
    const [row] = await rows();
    const user = userEvent.setup();
    await user.click(within(row!).getByTestId('print-job-reprint'));
    expect(await screen.findByText('The picture is printed again.')).toBeInTheDocument();
    expect(fake.calls('POST', `/api/events/${party.id}/printJobs/${failed.id}/reprint`)).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByTestId('print-job')).toHaveLength(2));
    const [copy] = screen.getAllByTestId('print-job');
    expect(within(copy!).getByTestId('print-job-state')).toHaveTextContent('Waiting');
    expect(copy).toHaveTextContent('Reprint of an earlier print');
  });

  it('loads older prints page by page with the cursor of the last page', async () => {
    const jobs = Array.from({ length: 5 }, (_, index) => makePrintJob({ copies: index + 1 }));
    const fake = printJobsApi({ jobs, pageSize: 2 }).api;
    open();
    expect(await rows()).toHaveLength(2);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('print-jobs-more'));
    await waitFor(() => expect(screen.getAllByTestId('print-job')).toHaveLength(4));
    expect(fake.calls('GET', `/api/events/${party.id}/printJobs`).at(-1)?.query.get('olderThan')).toBe(jobs[1]!.id);
    await user.click(screen.getByTestId('print-jobs-more'));
    await waitFor(() => expect(screen.getAllByTestId('print-job')).toHaveLength(5));
    expect(screen.queryByTestId('print-jobs-more')).toBeNull();
  });

  it('filters by state and says when no print is in it', async () => {
    const fake = printJobsApi({ jobs: [makePrintJob({ state: 'done' }), makePrintJob({ state: 'failed', printedAt: null })] }).api;
    open();
    expect(await rows()).toHaveLength(2);
    const user = userEvent.setup();
    await chooseOption(user, 'print-jobs-filter', 'Failed');
    await waitFor(() => expect(screen.getAllByTestId('print-job')).toHaveLength(1));
    expect(fake.calls('GET', `/api/events/${party.id}/printJobs`).at(-1)?.query.get('state')).toBe('failed');
    await chooseOption(user, 'print-jobs-filter', 'On hold');
    expect(await screen.findByTestId('print-jobs-empty')).toHaveTextContent('No prints in this state.');
  });

  it('asks again every few seconds while a print is open, and stops once all are finished', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, state } = printJobsApi({ jobs: [makePrintJob({ state: 'printing', printedAt: null })] });
    open();
    await rows();
    expect(screen.getByTestId('print-jobs-live')).toBeInTheDocument();
    const calls = () => api.calls('GET', `/api/events/${party.id}/printJobs`).length;
    const before = calls();
    state.jobs[0]!.state = 'done';
    await vi.advanceTimersByTimeAsync(PRINT_JOBS_REFRESH_MS + 100);
    await waitFor(() => expect(within(screen.getByTestId('print-job')).getByTestId('print-job-state')).toHaveTextContent('Printed'));
    expect(calls()).toBe(before + 1);
    expect(screen.queryByTestId('print-jobs-live')).toBeNull();
    await vi.advanceTimersByTimeAsync(PRINT_JOBS_REFRESH_MS * 3);
    expect(calls()).toBe(before + 1);
  });

  it('explains in German how printing is switched on when the campaign has no prints', async () => {
    printJobsApi({ jobs: [] });
    open('/events/summer-party/prints');
    const empty = await screen.findByTestId('print-jobs-empty');
    expect(empty).toHaveTextContent('Noch keine Ausdrucke');
    expect(empty).toHaveTextContent('im Tab Teilen unter Drucken');
    expect(within(empty).getByTestId('print-jobs-settings-link')).toHaveAttribute('href', '/events/summer-party/edit');
    expect(screen.getByTestId('event-nav-prints')).toHaveTextContent('Ausdrucke');
  });

  it('shows an error, not an empty list, for a campaign it may not see', async () => {
    const fake = printJobsApi({ jobs: [makePrintJob()] }).api;
    // Another customer's campaign: the server answers 404 for its print jobs.
    fake.on('GET', `/api/events/${party.id}/printJobs`, { status: 404, body: { code: 'NOT_FOUND', message: 'Not found', requestId: 'r' } });
    open();
    expect(await screen.findByTestId('print-jobs-error')).toHaveTextContent('The prints could not be loaded.');
    expect(screen.queryByTestId('print-jobs-empty')).toBeNull();
  });
});
