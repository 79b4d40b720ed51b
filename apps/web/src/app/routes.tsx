import { type Locale, locales } from '@booth/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RouteErrorBoundary } from '@/app/errors/route-error-boundary';
import { createGuardLoader } from '@/app/guards/guard-loader';
import type { Access } from '@/app/guards/resolve-access';
import { RootRoute } from '@/app/root-route';
import { PageLoader } from '@/components/page-loader';

function NotFound() {
  return null;
}

type LazyComponent = () => Promise<{ Component: ComponentType }>;

interface PageDefinition {
  /** Locale-free path relative to the locale root; omitted for the index page. */
  path?: string;
  access: Access;
  lazy: LazyComponent;
}

interface LayoutDefinition {
  id: string;
  lazy: LazyComponent;
  pages: PageDefinition[];
}

export interface RouteHandle {
  access: Access;
}

/**
 * The route table, defined once (platform §2). It is mounted twice: at `/` for German and at `/en`
 * for English. Later issues add their pages here.
 */
export const routeTable: LayoutDefinition[] = [
  {
    id: 'gradient',
    lazy: () => import('@/app/layouts/gradient-layout'),
    pages: [
      { access: 'public', lazy: () => import('@/features/marketing/routes/home-route') },
      { path: 'about', access: 'public', lazy: () => import('@/features/marketing/routes/about-route') },
      { path: 'products/onebooth', access: 'public', lazy: () => import('@/features/marketing/routes/onebooth-route') },
      { path: 'products/peerpix', access: 'public', lazy: () => import('@/features/marketing/routes/peerpix-route') },
      { path: 'pricing', access: 'public', lazy: () => import('@/features/billing/routes/pricing-route') },
    ],
  },
  {
    id: 'logo-card',
    lazy: () => import('@/app/layouts/logo-card-layout'),
    pages: [
      { path: 'login', access: 'guest', lazy: () => import('@/features/auth/routes/login-route') },
      { path: 'forget', access: 'guest', lazy: () => import('@/features/auth/routes/forget-route') },
      { path: 'registration', access: 'guest', lazy: () => import('@/features/auth/routes/registration-route') },
      { path: 'registration/activate', access: 'guest', lazy: () => import('@/features/auth/routes/activate-route') },
      { path: 'registration/checkmail', access: 'guest', lazy: () => import('@/features/auth/routes/checkmail-route') },
      { path: 'reset/password', access: 'guest', lazy: () => import('@/features/auth/routes/reset-password-route') },
      { path: 'password/change', access: 'private', lazy: () => import('@/features/account/routes/password-change-route') },
      { path: 'events/:slug/moderation/login', access: 'moderation-guest', lazy: () => import('@/features/moderation/routes/moderation-login-route') },
      { path: 'events/:slug/moderation/forget', access: 'moderation-guest', lazy: () => import('@/features/moderation/routes/moderation-forget-route') },
      { path: 'events/:slug/moderation/password', access: 'moderation-guest', lazy: () => import('@/features/moderation/routes/moderation-password-route') },
    ],
  },
  {
    id: 'default',
    lazy: () => import('@/app/layouts/default-layout'),
    pages: [
      { path: 'dashboard', access: 'private', lazy: () => import('@/features/dashboard/routes/dashboard-route') },
      { path: 'assets', access: 'private', lazy: () => import('@/features/assets/routes/assets-route') },
      { path: 'devices', access: 'private', lazy: () => import('@/features/devices/routes/devices-route') },
      { path: 'aistudio', access: 'private', lazy: () => import('@/features/ai-studio/routes/ai-studio-route') },
      { path: 'settings', access: 'private', lazy: () => import('@/features/account/routes/settings-route') },
      { path: 'subscription', access: 'private', lazy: () => import('@/features/billing/routes/subscription-route') },
      { path: 'subscription/finished', access: 'private', lazy: () => import('@/features/billing/routes/subscription-finished-route') },
      { path: 'subscription/terminated', access: 'private', lazy: () => import('@/features/billing/routes/subscription-terminated-route') },
      { path: 'payments/sandbox-onboarding/:accountId', access: 'private', lazy: () => import('@/features/payments/routes/sandbox-onboarding-route') },
      { path: 'events', access: 'private', lazy: () => import('@/features/events/routes/events-list-route') },
      { path: 'events/new', access: 'private', lazy: () => import('@/features/events/routes/event-new-route') },
      { path: 'events/:slug', access: 'private', lazy: () => import('@/features/events/routes/event-view-route') },
      { path: 'events/:slug/edit', access: 'private', lazy: () => import('@/features/events/routes/event-edit-route') },
      { path: 'events/:slug/table', access: 'private', lazy: () => import('@/features/pictures/routes/pictures-route') },
      { path: 'events/:slug/contacts', access: 'private', lazy: () => import('@/features/contacts/routes/contacts-route') },
      { path: 'events/:slug/analytics', access: 'private', lazy: () => import('@/features/analytics/routes/analytics-route') },
      { path: 'events/:slug/prints', access: 'private', lazy: () => import('@/features/printing/routes/print-jobs-route') },
      { path: 'admin', access: 'admin', lazy: () => import('@/features/admin/routes/admin-route') },
      { path: 'admin/customers/:id', access: 'admin', lazy: () => import('@/features/admin/routes/customer-route') },
      { path: 'admin/customers/:id/data', access: 'admin', lazy: () => import('@/features/admin/routes/customer-data-route') },
    ],
  },
  {
    // The organiser sees it in the default layout; a moderator in one with no menu (platform §2).
    id: 'moderation',
    lazy: () => import('@/app/layouts/moderation-layout'),
    pages: [{ path: 'events/:slug/moderation', access: 'moderation', lazy: () => import('@/features/moderation/routes/moderation-route') }],
  },
];

function localeRoutes(locale: Locale, queryClient: QueryClient): RouteObject[] {
  const layouts: RouteObject[] = routeTable.map((layout) => ({
    id: `${locale}:${layout.id}`,
    lazy: layout.lazy,
    children: layout.pages.map((page): RouteObject => {
      const handle: RouteHandle = { access: page.access };
      const shared = { lazy: page.lazy, loader: createGuardLoader(queryClient, page.access), handle };
      return page.path ? { id: `${locale}:${page.path}`, path: page.path, ...shared } : { id: `${locale}:index`, index: true, ...shared };
    }),
  }));
  const notFoundHandle: RouteHandle = { access: 'public' };
  return [
    ...layouts,
    {
      id: `${locale}:not-found`,
      path: '*',
      loader: createGuardLoader(queryClient, 'public', { notFound: true }),
      handle: notFoundHandle,
      // Never rendered: the loader always ends in 404 (or a redirect) and the error page takes over.
      Component: NotFound,
    },
  ];
}

export function buildRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootRoute,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: PageLoader,
      children: locales.map((locale) => ({
        id: locale,
        path: locale === 'de' ? '/' : `/${locale}`,
        children: localeRoutes(locale, queryClient),
      })),
    },
  ];
}
