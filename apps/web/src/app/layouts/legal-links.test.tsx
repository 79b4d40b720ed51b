import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const legal = {
  de: { imprint: 'https://boothwerk.example/impressum', privacy: 'https://boothwerk.example/datenschutz' },
  en: { imprint: 'https://boothwerk.example/imprint', privacy: 'https://boothwerk.example/privacy' },
};

function withLegal() {
  baseApi().on('GET', '/api/config', { body: { productName: 'Boothwerk', knownHosts: [], demoAccount: false, legal } }).install();
}

describe('imprint and privacy links of the public pages', () => {
  it('links the installation pages of the page language from the home footer', async () => {
    withLegal();
    renderApp('/');
    expect(await screen.findByTestId('legal-imprint', {}, { timeout: 5000 })).toHaveAttribute('href', legal.de.imprint);
    expect(screen.getByTestId('legal-imprint')).toHaveTextContent('Impressum');
    expect(screen.getByTestId('legal-privacy')).toHaveAttribute('href', legal.de.privacy);
  });

  it('links them under the sign-in card in English', async () => {
    withLegal();
    renderApp('/en/login');
    expect(await screen.findByTestId('legal-privacy', {}, { timeout: 5000 })).toHaveAttribute('href', legal.en.privacy);
    expect(screen.getByTestId('legal-imprint')).toHaveTextContent('Imprint');
  });

  it('shows no links while the config names none (nothing is made up)', async () => {
    baseApi().install();
    renderApp('/en/login');
    expect(await screen.findByTestId('login-submit', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByTestId('legal-links')).not.toBeInTheDocument();
  });
});
