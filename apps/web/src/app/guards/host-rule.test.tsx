// @vitest-environment-options {"url": "http://shop.boothwerk.example/"}
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

describe('host rule', () => {
  it('answers every page of a refused sub-domain of a known host with 404', async () => {
    baseApi().install();
    expect(window.location.hostname).toBe('shop.boothwerk.example');
    renderApp('/about');
    expect(await screen.findByTestId('error-title')).toHaveTextContent('404 Nicht gefunden');
  });
});
