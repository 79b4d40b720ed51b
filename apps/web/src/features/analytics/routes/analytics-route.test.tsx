import type { BestPerforming, EventAnalytics, ShootsAnalytics } from '@booth/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, baseApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const eventId = '0b7c6d2e-1111-4111-8111-111111111111';

function figures(overrides: Partial<EventAnalytics> = {}): EventAnalytics {
  return {
    eventId,
    slug: 'summer-party',
    name: 'Summer party',
    timeZone: 'UTC',
    range: { firstPictureAt: '2026-06-01T08:15:00.000Z', lastPictureAt: '2026-06-02T01:05:00.000Z' },
    totals: { sessions: 12, captures: 9, pictures: 5, ready: 3, processing: 1, failed: 1, deleted: 2, views: 6, likes: 6, clicks: 3, shares: 9 },
    funnel: { sessions: 12, captures: 9, submitted: 5, shared: 3 },
    picturesByKind: [
      { kind: 'Photo', count: 3 },
      { kind: 'Gif', count: 2 },
    ],
    picturesByHour: Array.from({ length: 24 }, (_, hour) => ({ hour, count: hour === 8 ? 4 : hour === 21 ? 1 : 0 })),
    shares: [
      { source: 'microsite', channel: 'view', count: 6 },
      { source: 'booth', channel: 'whatsapp', count: 2 },
    ],
    dataCapture: { pictures: 1, rate: 0.2 },
    consent: { asked: 2, accepted: 1, rate: 0.5 },
    survey: [{ question: 'Drink?', respondents: 3, answers: [{ answer: 'Beer', count: 2 }, { answer: '=HYPERLINK("x")', count: 1 }], otherAnswers: 4 }],
    processing: { pictures: 3, averageMs: 2400 },
    prints: { jobs: 4, copies: 7 },
    ...overrides,
  };
}

const timeline: ShootsAnalytics = {
  timeZone: 'UTC',
  unit: 'hour',
  buckets: [
    { start: '2026-06-01T08:00:00.000Z', local: '2026-06-01T08:00', total: 2, kinds: [{ kind: 'Photo', count: 2 }] },
    { start: '2026-06-01T09:00:00.000Z', local: '2026-06-01T09:00', total: 0, kinds: [] },
  ],
};

const best: BestPerforming = {
  by: 'total',
  items: [
    {
      id: '7d6f3e2a-1111-4111-8111-111111111111',
      slug: 'k3x9Qa',
      kind: 'Photo',
      mimetype: 'image/jpeg',
      src: '/api/files/shoots/x/main.jpg',
      thumbSrc: '/api/files/shoots/x/thumb.webp',
      micrositeUrl: 'http://localhost/m/k3x9Qa',
      views: 5,
      likes: 2,
      clicks: 2,
      createdAt: '2026-06-01T08:15:00.000Z',
    },
  ],
};

function api(answer: { figures?: unknown; timeline?: unknown; best?: unknown } = {}) {
  return baseApi()
    .on('GET', '/api/analytics/summer-party', answer.figures ?? { body: figures() })
    .on('GET', '/api/analytics/summer-party/shoots', answer.timeline ?? { body: timeline })
    .on('GET', '/api/analytics/summer-party/best-performing', answer.best ?? { body: best })
    .install();
}

function open(path: string) {
  window.localStorage.setItem('signed-in', '1');
  return renderApp(path);
}

beforeEach(() => {
  // Recharts measures its container, which jsdom lays out at 0×0; the charts' data is asserted through their text.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('analytics page', () => {
  it('counts the prints that reached paper and their copies, in German too', async () => {
    api({ figures: { body: figures({ prints: { jobs: 1234, copies: 2000 } }) } });
    open('/events/summer-party/analytics');
    // The first page of a file waits for its lazy route chunk, slow on a busy machine.
    const prints = await screen.findByTestId('analytics-prints', {}, { timeout: 20_000 });
    expect(prints).toHaveTextContent('1.234');
    expect(prints.parentElement).toHaveTextContent('Ausdrucke1.234Gedruckte Exemplare: 2.000');
  });

  it('shows the figures, the funnel, the charts, the survey and the best pictures of the campaign', async () => {
    const fake = api();
    open('/en/events/summer-party/analytics');
    expect(await screen.findByTestId('analytics-total-pictures')).toHaveTextContent('5');
    expect(screen.getByTestId('event-nav-analytics')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('analytics-range')).toHaveTextContent(/Pictures from 1 Jun 2026, 08:15 to 2 Jun 2026, 01:05/);
    expect(screen.getByTestId('analytics-data-capture-rate')).toHaveTextContent('20%');
    expect(screen.getByTestId('analytics-consent-rate')).toHaveTextContent('50%');
    expect(screen.getByTestId('analytics-processing')).toHaveTextContent('2.4 s');
    const prints = screen.getByTestId('analytics-prints');
    expect(prints).toHaveTextContent('4');
    expect(prints.parentElement).toHaveTextContent('Prints4Printed copies: 7');

    const funnel = screen.getByTestId('analytics-funnel');
    expect(within(funnel).getAllByTestId('analytics-funnel-step').map((step) => step.textContent)).toEqual([
      'Guest sessions12',
      'Captures9 · 0.8 per session',
      'Submitted pictures5 · 55.6% of captures',
      'Shared pictures3 · 60% of submitted',
    ]);
    expect(screen.getByTestId('analytics-by-hour')).toHaveTextContent('Pictures by hour of the day');
    expect(within(screen.getByTestId('analytics-by-kind')).getAllByTestId('analytics-kind-row').map((row) => row.textContent)).toEqual(['Photo: 3', 'GIF: 2']);
    const shares = screen.getByTestId('analytics-shares');
    expect(within(shares).getAllByTestId('analytics-share').map((share) => share.textContent)).toEqual(['Views · Microsite6', 'WhatsApp · Booth2']);
    const survey = screen.getByTestId('analytics-survey');
    expect(survey).toHaveTextContent('Drink?');
    expect(survey).toHaveTextContent('3 guests answered');
    expect(survey).toHaveTextContent('Other answers');
    const bestCard = await screen.findByTestId('analytics-best');
    const item = within(bestCard).getByTestId('analytics-best-item');
    expect(item.querySelector('img')).toHaveAttribute('src', '/api/files/shoots/x/thumb.webp');
    expect(within(item).getByRole('link')).toHaveAttribute('href', 'http://localhost/m/k3x9Qa');
    expect(await screen.findByTestId('analytics-timeline')).toHaveTextContent('per hour');

    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(fake.calls('GET', '/api/analytics/summer-party')[0]?.query.get('timeZone')).toBe(timeZone);
    expect(fake.calls('GET', '/api/analytics/summer-party/shoots')[0]?.query.get('timeZone')).toBe(timeZone);
  });

  it('exports the figures as a semicolon CSV with BOM and neutralised formulas, and prints the report', async () => {
    api();
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:http://localhost/report';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    open('/en/events/summer-party/analytics');
    await screen.findByTestId('analytics-best-item');
    const user = userEvent.setup();
    const timers = vi.spyOn(window, 'setTimeout');
    await user.click(screen.getByTestId('analytics-export-csv'));
    expect(clicked).toHaveBeenCalled();
    const bytes = new Uint8Array(await created[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Section;Item;Detail;Value');
    expect(lines).toContain('Campaign;Name;;Summer party');
    expect(lines).toContain('Campaign;First picture;;2026.06.01 08:15:00');
    expect(lines).toContain('Totals;Pictures;;5');
    expect(lines).toContain('Totals;Prints;;4');
    expect(lines).toContain('Totals;Printed copies;;7');
    expect(lines).toContain('Completion funnel;Shared pictures;;3');
    expect(lines).toContain('Rates;Data capture rate;1 of 5;20%');
    expect(lines).toContain('Shares by channel;WhatsApp;Booth;2');
    expect(lines).toContain('Survey answers;Drink?;"\'=HYPERLINK(""x"")";1');
    expect(lines).toContain('Survey answers;Drink?;Other answers;4');
    expect(lines).toContain('Best performing;http://localhost/m/k3x9Qa;5 views;5');
    expect(timers.mock.calls.some(([, delay]) => delay === 40_000)).toBe(true);
    const revokeTimer = timers.mock.calls.find(([, delay]) => delay === 40_000)?.[0] as () => void;
    revokeTimer();
    expect(revoke).toHaveBeenCalledWith('blob:http://localhost/report');

    await user.click(screen.getByTestId('analytics-print'));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows an empty state for a campaign without pictures, in German', async () => {
    api({ figures: { body: figures({ totals: { ...figures().totals, pictures: 0 }, range: { firstPictureAt: null, lastPictureAt: null }, picturesByKind: [] }) } });
    open('/events/summer-party/analytics');
    expect(await screen.findByTestId('analytics-empty')).toHaveTextContent('Noch keine Bilder');
    expect(screen.getByTestId('analytics-range')).toHaveTextContent('Noch keine Bilder');
    expect(screen.queryByTestId('analytics-funnel')).not.toBeInTheDocument();
  });

  it('shows an error state when the figures fail, and the other parts when only they fail', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api({ figures: apiError(500, 'INTERNAL') });
    const first = open('/en/events/summer-party/analytics');
    expect(await screen.findByTestId('analytics-error')).toHaveTextContent('The analytics could not be loaded');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('GET /analytics/summer-party'), expect.anything(), expect.anything());
    first.unmount();

    api({ timeline: apiError(500, 'INTERNAL'), best: { networkError: true } });
    open('/en/events/summer-party/analytics');
    expect(await screen.findByTestId('analytics-timeline-failed')).toBeInTheDocument();
    expect(await screen.findByTestId('analytics-best-failed')).toBeInTheDocument();
    expect(screen.getByTestId('analytics-total-pictures')).toHaveTextContent('5');
    await waitFor(() => expect(screen.queryByTestId('analytics-error')).not.toBeInTheDocument());
  });
});
