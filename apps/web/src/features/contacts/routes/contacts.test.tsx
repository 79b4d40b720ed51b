import type { Contact, ContactList } from '@booth/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEvent } from '@/test/event-fixtures';
import { baseApi, type FakeRequest } from '@/test/fake-api';
import { stubEverythingInView } from '@/test/intersection-observer';
import { renderApp } from '@/test/render-app';

const event = makeEvent({ name: 'Summer party', slug: 'summer-party', boothType: 'virtual' });
const VERSION = 'a3f1'.repeat(16);

function contact(overrides: Partial<Contact> & { id?: string } = {}): Contact {
  const id = overrides.id ?? crypto.randomUUID();
  return {
    shoot: {
      id,
      slug: `s-${id.slice(0, 6)}`,
      kind: 'Photo',
      status: 'ready',
      mimetype: 'image/jpeg',
      src: `/api/files/shoots/${id}/main.jpg`,
      thumbSrc: `/api/files/shoots/${id}/thumb.webp`,
      micrositeUrl: `http://localhost/m/s-${id.slice(0, 6)}`,
      createdAt: '2026-11-21T10:00:00.000Z',
    },
    contact: { email: null, phoneNumber: null },
    personal: {},
    survey: [],
    newsletter: 'notAsked',
    comment: null,
    galleryOptIn: null,
    consentAccepted: null,
    consents: [],
    ...overrides,
  };
}

const grace = contact({
  id: '11111111-1111-4111-8111-111111111111',
  contact: { email: 'grace@navy.example', phoneNumber: '+1 555 0100' },
  personal: { firstname: 'Grace', lastname: 'Hopper', email: 'grace@navy.example', phone: '+1 555 0100', company: 'US Navy' },
  survey: [{ itemId: 'drink', question: 'Favourite drink?', answers: ['Coffee', 'Tea'] }],
  newsletter: 'accepted',
  comment: 'Great party!',
  consentAccepted: true,
  consents: [
    { version: VERSION, source: 'customConsent', acceptedAt: '2026-11-21T10:00:05.000Z', locale: 'en', title: 'Picture rights', body: 'You may show my picture on your website.' },
    { version: 'b'.repeat(64), source: 'customConsent/popup:1', acceptedAt: '2026-11-21T10:00:05.000Z', locale: 'en', title: 'Privacy', body: 'The whole privacy text.' },
  ],
});
const alan = contact({ personal: { firstname: 'Alan', lastname: 'Turing' }, newsletter: 'declined', consentAccepted: false });

function page(contacts: Contact[], total: number, nextCursor: string | null = null): ContactList {
  return { contacts, total, nextCursor };
}

function contactsApi(answer: (request: FakeRequest) => ContactList) {
  return baseApi()
    .on('GET', '/api/events/summer-party', { body: event })
    .on('GET', '/api/events/summer-party/contacts', (request) => ({ body: answer(request) }))
    .install();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('contacts page', () => {
  it('shows each guest with picture, contact data, badges, answers and the exact accepted consent text', async () => {
    contactsApi(() => page([grace, alan], 2));
    window.localStorage.setItem('signed-in', '1');
    renderApp('/en/events/summer-party/contacts');

    expect(await screen.findByTestId('contacts-total')).toHaveTextContent('2 contacts');
    expect(screen.getByTestId('event-nav-contacts')).toHaveAttribute('aria-selected', 'true');
    const [first, second] = screen.getAllByTestId('contacts-row');
    const row = within(first!);
    expect(row.getByTestId('contacts-name')).toHaveTextContent('Grace Hopper');
    expect(row.getByTestId('contacts-email')).toHaveTextContent('grace@navy.example');
    expect(row.getByTestId('contacts-phone')).toHaveTextContent('+1 555 0100');
    expect(row.getByTestId('contacts-company')).toHaveTextContent('US Navy');
    expect(row.getByTestId('contacts-newsletter')).toHaveTextContent('Newsletter: yes');
    expect(row.getByTestId('contacts-comment')).toHaveTextContent('Great party!');
    expect(row.getByTestId('contacts-microsite')).toHaveAttribute('href', grace.shoot.micrositeUrl);
    expect(row.getByTestId('contacts-microsite').querySelector('img')).toHaveAttribute('src', grace.shoot.thumbSrc);
    expect(within(second!).getByTestId(`contacts-consent-${alan.shoot.id}`)).toHaveTextContent('Consent declined');
    expect(within(second!).getByTestId('contacts-newsletter')).toHaveTextContent('Newsletter: no');

    const user = userEvent.setup();
    await user.click(row.getByTestId('contacts-survey-toggle'));
    // The answers unfold with a transition: visible once it has run.
    const answers = await row.findByText('Coffee, Tea');
    await waitFor(() => expect(answers).toBeVisible());

    await user.click(row.getByTestId(`contacts-consent-${grace.shoot.id}`));
    const dialog = await screen.findByRole('dialog');
    const texts = within(dialog).getAllByTestId('contacts-consent-text');
    expect(texts).toHaveLength(2);
    expect(texts[0]).toHaveTextContent('Picture rights');
    expect(texts[0]).toHaveTextContent('You may show my picture on your website.');
    expect(within(texts[0]!).getByTestId('contacts-consent-version')).toHaveTextContent(VERSION);
    expect(texts[0]).toHaveTextContent(new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date('2026-11-21T10:00:05.000Z')));
    expect(texts[1]).toHaveTextContent('Popup 1 of: Consent');
    expect(texts[1]).toHaveTextContent('The whole privacy text.');
  });

  it('searches on the server and loads the next page when the end of the list scrolls into view', async () => {
    const later = contact({ personal: { firstname: 'Ada', lastname: 'Lovelace' } });
    const api = contactsApi((request) => {
      if (request.query.get('search') === 'hopper') return page([grace], 1);
      if (request.query.get('olderThan') === 'cursor-1') return page([later], 3);
      return page([grace, alan], 3, 'cursor-1');
    });
    const observed = stubEverythingInView();
    window.localStorage.setItem('signed-in', '1');
    renderApp('/en/events/summer-party/contacts');

    await waitFor(() => expect(screen.getAllByTestId('contacts-row')).toHaveLength(3));
    const calls = api.calls('GET', '/api/events/summer-party/contacts');
    expect(calls[1]?.query.get('olderThan')).toBe('cursor-1');
    expect(screen.getAllByTestId('contacts-name').map((name) => name.textContent)).toEqual(['Grace Hopper', 'Alan Turing', 'Ada Lovelace']);
    expect(observed.length).toBeGreaterThan(0);
    expect(screen.queryByTestId('contacts-load-more')).not.toBeInTheDocument();

    await userEvent.setup().type(screen.getByTestId('contacts-search'), 'hopper');
    await waitFor(() => expect(screen.getByTestId('contacts-total')).toHaveTextContent('1 contact'));
    expect(screen.getAllByTestId('contacts-row')).toHaveLength(1);
    expect(api.calls('GET', '/api/events/summer-party/contacts').at(-1)?.query.get('search')).toBe('hopper');
  });

  it('explains where contacts come from when there are none, in German, with the way to the editor', async () => {
    contactsApi(() => page([], 0));
    window.localStorage.setItem('signed-in', '1');
    renderApp('/events/summer-party/contacts');
    const empty = await screen.findByTestId('contacts-empty');
    expect(empty).toHaveTextContent('Noch keine Kontakte');
    expect(empty).toHaveTextContent('Datenerfassung');
    expect(empty).toHaveTextContent('Einwilligung');
    expect(empty).toHaveTextContent('Umfrage');
    expect(within(empty).getByTestId('contacts-open-editor')).toHaveAttribute('href', '/events/summer-party/edit');
    expect(screen.getByTestId('contacts-total')).toHaveTextContent('0 Kontakte');
  });
});
