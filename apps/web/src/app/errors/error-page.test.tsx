import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ERR_REDIRECT } from '@/app/errors/app-error';
import { setPendingError } from '@/app/errors/pending-error';
import { baseApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

describe('error page', () => {
  it('shows the German 404 page for an unknown address', async () => {
    baseApi().install();
    renderApp('/gibt-es-nicht');
    expect(await screen.findByTestId('error-title')).toHaveTextContent('404 Nicht gefunden');
    expect(screen.getByTestId('error-message')).toHaveTextContent('Diese Seite konnte nicht gefunden werden');
    expect(screen.getByTestId('error-code')).toHaveTextContent('404');
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');
    expect(document.documentElement.lang).toBe('de');
  });

  it('shows the English 404 page under /en', async () => {
    baseApi().install();
    renderApp('/en/does/not/exist');
    expect(await screen.findByTestId('error-title')).toHaveTextContent('404 Not Found');
    expect(screen.getByTestId('error-message')).toHaveTextContent('This page could not be found');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  });

  it('gives routes of later issues the 404 page too', async () => {
    baseApi().install();
    renderApp('/en/translations');
    expect(await screen.findByTestId('error-title')).toHaveTextContent('404 Not Found');
  });

  it('shows "An error occurred" with the status code when loading a page fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    baseApi()
      .on('GET', '/api/auth/user', { status: 500, body: { code: 'INTERNAL', message: 'boom', requestId: 'r1' } })
      .install();
    window.localStorage.setItem('signed-in', '1');
    renderApp('/en/dashboard');
    expect(await screen.findByTestId('error-title')).toHaveTextContent('An error occurred');
    expect(screen.getByTestId('error-code')).toHaveTextContent('500');
  });

  it('shows the German text for other errors, and ERR_REDIRECT after an unsafe redirect', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    baseApi().install();
    setPendingError(ERR_REDIRECT);
    renderApp('/dashboard');
    expect(await screen.findByTestId('error-title')).toHaveTextContent('Ein Fehler ist aufgetreten');
    expect(screen.getByTestId('error-code')).toHaveTextContent('ERR_REDIRECT');
    expect(window.sessionStorage.getItem('boothwerk.pendingError')).toBeNull();
  });
});
