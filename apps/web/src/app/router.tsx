import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type createMemoryRouter } from 'react-router';
import { buildRoutes } from '@/app/routes';

export type AppRouter = ReturnType<typeof createBrowserRouter> | ReturnType<typeof createMemoryRouter>;

export function createAppRouter(queryClient: QueryClient): AppRouter {
  return createBrowserRouter(buildRoutes(queryClient));
}
