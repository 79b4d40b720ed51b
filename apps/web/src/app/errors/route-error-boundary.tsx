import { useEffect, useMemo } from 'react';
import { useRouteError } from 'react-router';
import { chunkReloadAllowed, isChunkLoadError, reloadOnceForChunkError } from '@/app/errors/chunk-reload';
import { classifyError } from '@/app/errors/classify-error';
import { ErrorPage } from '@/app/errors/error-page';
import { RenderGuard } from '@/app/errors/render-guard';
import { BlankLayout } from '@/app/layouts/blank-layout';
import { PageLoader } from '@/components/page-loader';

/** The router's error element: chunk failures reload once; everything else shows the error page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const view = useMemo(() => classifyError(error), [error]);
  // A reload is allowed at most once per CHUNK_RELOAD_GUARD_MS; otherwise the error page shows.
  const reloading = useMemo(() => isChunkLoadError(error) && chunkReloadAllowed(), [error]);

  useEffect(() => {
    if (reloading) reloadOnceForChunkError();
    else if (!view.notFound) console.error('[route] error', error);
  }, [error, view.notFound, reloading]);

  if (reloading) return <PageLoader />;
  return (
    <RenderGuard>
      <BlankLayout>
        <ErrorPage view={view} />
      </BlankLayout>
    </RenderGuard>
  );
}
