import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { BoothApp } from '@/guest/booth/booth-app';
import { makeVirtualEvent, renderGuest } from '@/guest/booth/test/guest-fixture';
import { fetchInstallationLegal, organiserCanTest } from '@/guest/shared/guest-api';
import { StartScreen } from '@/guest/booth/start/start-screen';
import { NotLivePage } from './not-live-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('draft campaigns', () => {
  it('show guests a friendly not-live page in German, in the campaign look, with its legal links', () => {
    const event = makeVirtualEvent({
      eventType: 'draft',
      legal: { imprintUrl: 'https://example.com/impressum' },
      designSettings: { enabled: true, general: { background: { background_color: '#101820' } } },
    });
    renderGuest(<NotLivePage />, event, 'de');
    const page = screen.getByTestId('booth-not-live');
    expect(page).toHaveTextContent('Diese Fotobox ist noch nicht live');
    expect(page.parentElement).toHaveStyle({ '--booth-bg': '#101820', '--booth-text-color': '#ffffff' });
    expect(screen.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', 'https://example.com/impressum');
  });

  it("ask the organiser's own API whether the visitor may test (their cookie goes along)", async () => {
    const fetchMock = vi.fn(async () => json(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    await expect(organiserCanTest('summer')).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/api/events/summer', expect.objectContaining({ credentials: 'same-origin' }));
    fetchMock.mockResolvedValueOnce(json(401, { code: 'UNAUTHENTICATED' }));
    await expect(organiserCanTest('summer')).resolves.toBe(false);
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await expect(organiserCanTest('summer')).resolves.toBe(false);
  });

  it('run for the organiser with the test-mode banner', () => {
    render(<BoothApp event={makeVirtualEvent({ eventType: 'draft' })} locale="de" extras={{ testMode: true }} />);
    expect(screen.getByTestId('booth-test-mode')).toHaveTextContent('Testmodus – Bilder werden als Test markiert');
    expect(screen.getByTestId('start-screen')).toBeInTheDocument();
  });

  it('switch to the not-live page when the server answers EVENT_NOT_LIVE', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(409, { code: 'EVENT_NOT_LIVE', message: 'This campaign is not live yet' })));
    render(<BoothApp event={makeVirtualEvent({ eventType: 'draft' })} locale="en" extras={{ testMode: true }} />);
    await userEvent.click(screen.getByTestId('start-button'));
    await waitFor(() => expect(screen.getByTestId('booth-not-live')).toHaveTextContent('This photo booth is not live yet'));
    expect(screen.queryByTestId('booth-test-mode')).toBeNull();
  });
});

describe('legal links', () => {
  const start = <StartScreen onStart={() => {}} starting={false} error={null} />;

  it("show the campaign's imprint and privacy pages on the start screen, opening in a new tab", () => {
    const event = makeVirtualEvent({ legal: { imprintUrl: 'https://example.com/impressum', privacyUrl: 'https://example.com/datenschutz' } });
    renderGuest(start, event, 'de', '', { installationLegal: { imprintUrl: 'https://host.example/imprint', privacyUrl: 'https://host.example/privacy' } });
    const nav = screen.getByRole('navigation', { name: 'Rechtliches' });
    expect(nav).toHaveTextContent(/Impressum\s*·\s*Datenschutz/);
    expect(screen.getByTestId('legal-imprint')).toHaveAttribute('href', 'https://example.com/impressum');
    expect(screen.getByTestId('legal-privacy')).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('legal-privacy')).toHaveAttribute('href', 'https://example.com/datenschutz');
  });

  it("fall back to the installation's pages where the campaign has none", () => {
    const event = makeVirtualEvent({ legal: { privacyUrl: 'https://example.com/datenschutz' } });
    renderGuest(start, event, 'en', '', { installationLegal: { imprintUrl: 'https://host.example/imprint' } });
    expect(screen.getByRole('link', { name: 'Imprint' })).toHaveAttribute('href', 'https://host.example/imprint');
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', 'https://example.com/datenschutz');
  });

  it("read the installation's pages in the guest's language from GET /api/config", async () => {
    const legal = { de: { imprint: 'https://host.example/impressum', privacy: 'https://host.example/datenschutz' }, en: { imprint: 'https://host.example/en/imprint', privacy: 'https://host.example/en/privacy' } };
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { productName: 'Boothwerk', knownHosts: [], demoAccount: false, legal })));
    await expect(fetchInstallationLegal('de')).resolves.toEqual({ imprintUrl: 'https://host.example/impressum', privacyUrl: 'https://host.example/datenschutz' });
    await expect(fetchInstallationLegal('en')).resolves.toEqual({ imprintUrl: 'https://host.example/en/imprint', privacyUrl: 'https://host.example/en/privacy' });
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { productName: 'Boothwerk', knownHosts: [], demoAccount: false })));
    await expect(fetchInstallationLegal('de')).resolves.toBeNull();
  });

  it('are left out when nobody named a page', () => {
    renderGuest(start, makeVirtualEvent(), 'en');
    expect(screen.queryByTestId('booth-legal')).toBeNull();
  });
});
