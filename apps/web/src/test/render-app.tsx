import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { onTestFinished } from 'vitest';
import { App } from '@/app/app';
import { buildRoutes } from '@/app/routes';
import { wireSessionEvents } from '@/app/session-events';

/** The real route table, guards and providers in a memory router starting at `path`. */
export function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(buildRoutes(queryClient), { initialEntries: [path] });
  const unwire = wireSessionEvents(router, queryClient);
  const view = render(<App router={router} queryClient={queryClient} />);
  // Session events are module-wide; a finished test's router must stop listening to them.
  onTestFinished(() => {
    view.unmount();
    unwire();
    router.dispose();
    queryClient.clear();
  });
  return { ...view, router, queryClient };
}
