import './pay.css';
// Open Sans for text (platform §9), latin subset and only the weights the page uses.
import '@fontsource/open-sans/latin-400.css';
import '@fontsource/open-sans/latin-600.css';
import '@fontsource/open-sans/latin-700.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PayApp } from '@/guest/pay/pay-app';
import { parsePayPath } from '@/guest/pay/pay-path';

/*
 * The guest payment page's entry (pay.html, served for /pay/{slug} and /en/pay/{slug}). Its own lean
 * bundle: React, the shared contract and this page; never the organiser app.
 */
const container = document.getElementById('pay');
if (!container) throw new Error('The page has no #pay element');

const location = parsePayPath(window.location.pathname);
const locale = location?.locale ?? (window.location.pathname.startsWith('/en/') ? 'en' : 'de');
document.documentElement.lang = locale;
// Stripe's Checkout sends the guest back with ?paid=1 (success_url).
const returned = new URLSearchParams(window.location.search).get('paid') === '1';

createRoot(container).render(
  <StrictMode>
    <PayApp slug={location?.slug ?? ''} locale={locale} returned={returned} />
  </StrictMode>,
);
