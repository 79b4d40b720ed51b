import type { QueryClient } from '@tanstack/react-query';
// From the main entry, not `react-router/dom`: under Node the two resolve to different builds with
// separate contexts. Only `flushSync` navigation needs the dom entry, and the app does not use it.
import { RouterProvider } from 'react-router';
import { RenderGuard } from '@/app/errors/render-guard';
import { ProgressController } from '@/app/progress/progress-controller';
import { AppProviders } from '@/app/providers';
import type { AppRouter } from '@/app/router';

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <ProgressController router={router} />
      <RenderGuard>
        <RouterProvider router={router} />
      </RenderGuard>
    </AppProviders>
  );
}
