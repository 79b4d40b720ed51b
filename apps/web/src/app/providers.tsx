import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { cssVariablesResolver, theme } from '@/app/theme/theme';
import { Toasts } from '@/app/toasts';
import { i18n } from '@/i18n/i18n';

// Under Vitest, Mantine's documented test mode: no transitions to wait for (they hang on jsdom's
// animation frames when many test files share one document) and overlays rendered in place.
const mantineEnv = import.meta.env.MODE === 'test' ? 'test' : 'default';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={mantineEnv}>
        <Toasts />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
