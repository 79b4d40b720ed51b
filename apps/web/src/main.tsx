import '@fontsource/open-sans/latin-400.css';
import '@fontsource/open-sans/latin-600.css';
import '@fontsource/raleway/latin-600.css';
import '@fontsource/raleway/latin-700.css';
import '@fontsource/raleway/latin-800.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import '@/app/theme/global.css';

import { splitLocalePath } from '@booth/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { wireSessionEvents } from '@/app/session-events';
import { applyLocale } from '@/i18n/i18n';

void applyLocale(splitLocalePath(window.location.pathname).locale);

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
wireSessionEvents(router, queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
