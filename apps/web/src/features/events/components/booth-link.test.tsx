import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseApi } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';
import { BoothLink } from './booth-link';

const TEST_URL = 'http://localhost/booth/summer-party?test=tok123';
const testLinkApi = () =>
  baseApi().on('POST', '/api/events/summer-party/test-link', { status: 201, body: { url: TEST_URL, expiresAt: '2026-11-26T16:00:00.000Z' } });

describe('BoothLink', () => {
  it("shows a draft's freshly minted test link in the QR code and the open link, with its note", async () => {
    const api = testLinkApi().install();
    renderUi(<BoothLink slug="summer-party" draft />);
    expect(await screen.findByTestId('booth-url')).toHaveAttribute('href', TEST_URL);
    expect(screen.getByTestId('booth-url')).toHaveTextContent(TEST_URL);
    expect(await screen.findByTestId('booth-qr')).toBeInTheDocument();
    expect(screen.getByTestId('booth-test-link-note')).toHaveTextContent('Testlink, 24 Stunden gültig; Bilder werden als Test markiert.');
    expect(api.calls('POST', '/api/events/summer-party/test-link')[0]?.query.get('locale')).toBe('de');
  });

  it('asks for the English booth page in English', async () => {
    const api = testLinkApi().install();
    renderUi(<BoothLink slug="summer-party" draft />, { language: 'en' });
    expect(await screen.findByTestId('booth-test-link-note')).toHaveTextContent('Test link, valid for 24 hours; pictures are marked as tests.');
    expect(api.calls('POST', '/api/events/summer-party/test-link')[0]?.query.get('locale')).toBe('en');
  });

  it('shows a live campaign its public link and mints no test link', async () => {
    const api = testLinkApi().install();
    renderUi(<BoothLink slug="summer-party" />);
    expect(await screen.findByTestId('booth-qr')).toBeInTheDocument();
    expect(screen.getByTestId('booth-url')).toHaveAttribute('href', `${window.location.origin}/booth/summer-party`);
    expect(screen.queryByTestId('booth-test-link-note')).not.toBeInTheDocument();
    expect(api.calls('POST', '/api/events/summer-party/test-link')).toHaveLength(0);
  });

  it('falls back to the public link and the sign-in hint when no test link can be made', async () => {
    baseApi().on('POST', '/api/events/summer-party/test-link', { status: 500, body: { code: 'INTERNAL', message: 'down', requestId: 'x' } }).install();
    renderUi(<BoothLink slug="summer-party" draft />);
    await waitFor(() => expect(screen.getByTestId('booth-url')).toHaveAttribute('href', `${window.location.origin}/booth/summer-party`));
    expect(screen.getByTestId('booth-link')).toHaveTextContent('melden Sie sich dort an');
    expect(screen.queryByTestId('booth-test-link-note')).not.toBeInTheDocument();
  });
});
