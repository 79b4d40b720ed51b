import type { Shoot, ShootList } from '@booth/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEvent } from '@/test/event-fixtures';
import { makeShoot } from '@/test/shoot-fixtures';
import { baseApi, type FakeRequest } from '@/test/fake-api';
import { stubEverythingInView } from '@/test/intersection-observer';
import { renderApp } from '@/test/render-app';
import { chooseOption } from '@/test/select-option';

const event = makeEvent({ name: 'Summer party', slug: 'summer-party', boothType: 'virtual' });

function shoot(overrides: Partial<Shoot> = {}): Shoot {
  return makeShoot(event.id, ({ id, slug }) => ({
    filePath: `shoots/${event.id}/${id}/main.jpg`,
    faceCount: 2,
    views: 7,
    likes: 3,
    processingTime: 1200,
    micrositeUrl: `http://localhost/en/m/${slug}`,
    ...overrides,
  }));
}

const grace = shoot({ contact: { email: 'grace@navy.example', phoneNumber: '+1 555 0100' }, isPublic: true });
const video = shoot({ kind: 'Video', mimetype: 'video/mp4', src: '/api/files/v.mp4' });
const broken = shoot({ status: 'failed', failureReason: 'The picture could not be processed', src: null, mimetype: null });

const page = (shoots: Shoot[], total: number, nextCursor: string | null = null): ShootList => ({ shoots, total, nextCursor });

function picturesApi(answer: (request: FakeRequest) => ShootList) {
  return baseApi()
    .on('GET', '/api/events/summer-party', { body: event })
    .on('GET', '/api/events/summer-party/shoots/chunks', (request) => ({ body: answer(request) }))
    .on('POST', '/api/events/summer-party/shoots/json/request', { body: { url: '/api/exports/zip-token', expiresAt: '2026-11-21T11:00:00.000Z' } })
    .on('POST', '/api/events/summer-party/shoots/csv/request', { body: { url: '/api/exports/csv-token', expiresAt: '2026-11-21T11:00:00.000Z' } })
    .on('POST', '/api/events/summer-party/shoots/bulk', (request) => ({ body: { action: (request.body as { action: string }).action, count: (request.body as { shootIDs: string[] }).shootIDs.length } }))
    .on('POST', '/api/mail/resend_shoots', { status: 202, body: { mails: 2, skipped: 1 } })
    .on('POST', `/api/shoots/${broken.id}/retry`, { body: { ...broken, status: 'processing' } })
    .install();
}

/** The wide table from `sm` up; jsdom's stand-in answers "phone" unless told. */
function wideScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn(), addListener: vi.fn(), removeListener: vi.fn() }));
}

function open(path = '/en/events/summer-party/table') {
  window.localStorage.setItem('signed-in', '1');
  renderApp(path);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pictures table', () => {
  it('shows each picture with its data in a table, the total, and the failed one with a retry', async () => {
    wideScreen();
    const api = picturesApi(() => page([grace, video, broken], 3));
    open();

    expect(await screen.findByTestId('pictures-total')).toHaveTextContent('3 pictures');
    expect(screen.getByTestId('event-nav-pictures')).toHaveAttribute('aria-selected', 'true');
    const rows = screen.getAllByTestId('pictures-row');
    expect(rows).toHaveLength(3);
    expect(screen.getByRole('table')).toBeInTheDocument();
    const first = within(rows[0]!);
    expect(first.getByText('grace@navy.example')).toBeInTheDocument();
    expect(first.getByText('+1 555 0100')).toBeInTheDocument();
    expect(first.getByTestId(`pictures-public-${grace.id}`)).toBeChecked();
    expect(first.getByTestId('pictures-status')).toHaveTextContent('Ready');
    expect(rows[0]).toHaveTextContent('7');
    // The media viewer: a video loops muted in the row, a still loads lazily from its thumbnail.
    const clip = rows[1]!.querySelector('video');
    expect(clip).toHaveAttribute('src', '/api/files/v.mp4');
    expect(clip?.muted).toBe(true);
    expect(clip).toHaveAttribute('loop');
    expect(rows[0]!.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(within(rows[2]!).getByTestId('pictures-status')).toHaveTextContent('Failed');

    await userEvent.setup().click(screen.getByTestId(`pictures-retry-${broken.id}`));
    await waitFor(() => expect(api.calls('POST', `/api/shoots/${broken.id}/retry`)).toHaveLength(1));
    expect(api.calls('GET', '/api/events/summer-party/shoots/chunks')[0]?.query.get('order')).toBe('desc');
  });

  it('shows cards on a phone, and a public switch that patches the picture', async () => {
    const api = picturesApi(() => page([grace], 1)).on('PATCH', `/api/shoots/${grace.id}`, { body: { ...grace, isPublic: false } });
    open();
    const [card] = await screen.findAllByTestId('pictures-row');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.setup().click(within(card!).getByTestId(`pictures-public-${grace.id}`));
    await waitFor(() => expect(api.calls('PATCH', `/api/shoots/${grace.id}`)[0]?.body).toEqual({ isPublic: false }));
  });

  it('filters on the server, sorts oldest first and continues with newerThan while scrolling', async () => {
    const api = picturesApi((request) => {
      if (request.query.get('newerThan') === 'cursor-1') return page([broken], 3);
      if (request.query.get('order') === 'asc') return page([video, grace], 3, 'cursor-1');
      if (request.query.get('search') === 'navy') return page([grace], 1);
      return page([grace, video, broken], 3);
    });
    stubEverythingInView();
    open();
    await screen.findByTestId('pictures-total');
    const user = userEvent.setup();

    await user.type(screen.getByTestId('pictures-search'), 'navy');
    await waitFor(() => expect(screen.getByTestId('pictures-total')).toHaveTextContent('1 picture'));
    expect(api.calls('GET', '/api/events/summer-party/shoots/chunks').at(-1)?.query.get('search')).toBe('navy');
    await user.clear(screen.getByTestId('pictures-search'));

    await chooseOption(user, 'pictures-sort', 'Oldest first');
    await waitFor(() => expect(screen.getAllByTestId('pictures-row')).toHaveLength(3));
    const calls = api.calls('GET', '/api/events/summer-party/shoots/chunks');
    expect(calls.some((call) => call.query.get('order') === 'asc' && call.query.get('newerThan') === 'cursor-1')).toBe(true);
    expect(screen.getAllByTestId('pictures-row').map((row) => row.dataset.id)).toEqual([video.id, grace.id, broken.id]);

    await chooseOption(user, 'pictures-filter-kind', 'Video');
    await waitFor(() => expect(api.calls('GET', '/api/events/summer-party/shoots/chunks').at(-1)?.query.get('kind')).toBe('Video'));
    await chooseOption(user, 'pictures-filter-contact', 'With contact');
    await waitFor(() => expect(api.calls('GET', '/api/events/summer-party/shoots/chunks').at(-1)?.query.get('contact')).toBe('1'));
  });

  it('selects two pictures and downloads them as ZIP and CSV; select-all then "all N" exports the whole campaign', async () => {
    const api = picturesApi(() => page([grace, video, broken], 10, 'cursor-1'));
    open();
    await screen.findByTestId('pictures-total');
    const user = userEvent.setup();
    await user.click(screen.getByTestId(`pictures-select-${grace.id}`));
    await user.click(screen.getByTestId(`pictures-select-${video.id}`));
    expect(screen.getByTestId('pictures-selected')).toHaveTextContent('2 selected');
    expect(screen.getByTestId('pictures-select-all')).toHaveProperty('indeterminate', true);

    await user.click(screen.getByTestId('pictures-zip-non-overlay'));
    await user.click(screen.getByTestId('pictures-bulk-zip'));
    await waitFor(() => expect(api.calls('POST', '/api/events/summer-party/shoots/json/request')).toHaveLength(1));
    const zip = api.calls('POST', '/api/events/summer-party/shoots/json/request')[0]!;
    expect(zip.body).toEqual({ shootIDs: [grace.id, video.id] });
    expect(zip.query.get('nonOverlay')).toBe('1');
    expect(zip.query.get('onlyPublic')).toBe('0');
    await user.click(screen.getByTestId('pictures-bulk-csv'));
    await waitFor(() => expect(api.calls('POST', '/api/events/summer-party/shoots/csv/request')[0]?.body).toMatchObject({ shootIDs: [grace.id, video.id] }));

    await user.click(screen.getByTestId('pictures-select-all'));
    expect(screen.getByTestId('pictures-selected')).toHaveTextContent('3 selected');
    await user.click(screen.getByTestId('pictures-select-all-matching'));
    expect(screen.getByTestId('pictures-selected')).toHaveTextContent('10 selected');
    expect(screen.getByTestId('pictures-bulk-delete')).toBeDisabled();
    await user.click(screen.getByTestId('pictures-bulk-zip'));
    await waitFor(() => expect(api.calls('POST', '/api/events/summer-party/shoots/json/request')[1]?.body).toEqual({ shootIDs: [] }));

    await user.click(screen.getByTestId('pictures-select-all'));
    expect(screen.getByTestId('pictures-selected')).toHaveTextContent('0 selected');
    expect(screen.getByTestId('pictures-bulk-zip')).toBeDisabled();
  });

  it('deletes the selection after confirming, and makes pictures public in bulk', async () => {
    const api = picturesApi(() => page([grace, video], 2));
    open();
    await screen.findByTestId('pictures-total');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('pictures-select-all'));
    await user.click(screen.getByTestId('pictures-bulk-public'));
    await waitFor(() => expect(api.calls('POST', '/api/events/summer-party/shoots/bulk')[0]?.body).toEqual({ shootIDs: [grace.id, video.id], action: 'public' }));

    await user.click(screen.getByTestId('pictures-bulk-delete'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Delete 2 pictures?');
    expect(api.calls('POST', '/api/events/summer-party/shoots/bulk')).toHaveLength(1);
    await user.click(within(dialog).getByTestId('confirm-dialog-confirm'));
    await waitFor(() => expect(api.calls('POST', '/api/events/summer-party/shoots/bulk')[1]?.body).toEqual({ shootIDs: [grace.id, video.id], action: 'delete' }));
    await waitFor(() => expect(screen.getByTestId('pictures-selected')).toHaveTextContent('0 selected'));
  });

  it('resends by e-mail with recipients and a reason, refusing a bad address', async () => {
    const api = picturesApi(() => page([grace, video], 2));
    open();
    await screen.findByTestId('pictures-total');
    const user = userEvent.setup();
    await user.click(screen.getByTestId(`pictures-select-${grace.id}`));
    await user.click(screen.getByTestId('pictures-bulk-resend'));
    await screen.findByTestId('pictures-resend-dialog');
    const recipients = await screen.findByTestId('pictures-resend-recipients');
    await user.type(recipients, 'nonsense,');
    expect(await screen.findByText('Not a valid e-mail address: nonsense')).toBeInTheDocument();
    expect(screen.getByTestId('pictures-resend-send')).toBeDisabled();
    await user.type(recipients, '{backspace}');
    await user.type(recipients, 'client@agency.example,');
    await user.type(screen.getByTestId('pictures-resend-reason'), 'Now with logo');
    await user.click(screen.getByTestId('pictures-resend-send'));
    await waitFor(() =>
      expect(api.calls('POST', '/api/mail/resend_shoots')[0]?.body).toEqual({ event: 'summer-party', recipients: ['client@agency.example'], shootIDs: [grace.id], reason: 'Now with logo' }),
    );
    expect(await screen.findByText('2 e-mails are being sent, 1 pictures without an address skipped.')).toBeInTheDocument();
  });

  it('opens the lightbox on a picture and moves with the arrow keys', async () => {
    picturesApi(() => page([grace, video, broken], 3));
    open();
    await screen.findByTestId('pictures-total');
    await userEvent.setup().click(screen.getByTestId(`pictures-open-${video.id}`));
    expect(await screen.findByTestId('lightbox-counter')).toHaveTextContent('2 / 2');
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    await waitFor(() => expect(screen.getByTestId('lightbox-name')).toHaveTextContent(grace.slug));
    expect(screen.queryByTestId(`pictures-open-${broken.id}`)).not.toBeInTheDocument();
  });
});
