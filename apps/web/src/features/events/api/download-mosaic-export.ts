import { DOWNLOAD_LINK_REVOKE_MS, type MosaicResolution } from '@booth/shared';
import { useMutation } from '@tanstack/react-query';
import { API_BASE, fail, sessionHeaders } from '@/lib/api-client';
import { ApiError, apiErrorFromResponse } from '@/lib/api-error';
import { emitApiEvent } from '@/lib/api-events';
import { saveThroughLink } from '@/lib/download';

export function mosaicExportUrl(slug: string, resolution: MosaicResolution): string {
  return `${API_BASE}/events/${encodeURIComponent(slug)}/mosaic/export?${new URLSearchParams({ resolution }).toString()}`;
}

export function mosaicExportFileName(slug: string, resolution: MosaicResolution): string {
  return `mosaic-${slug.replace(/[^A-Za-z0-9_-]/g, '-')}-${resolution}.jpg`;
}

/**
 * GET /events/{slug}/mosaic/export?resolution=… (organiser, Gold): the finished mosaic as a JPEG, saved
 * under a readable name. One GET only, no HEAD first as for stored files: the server renders the picture
 * for each request (an 8K one takes a while), and a refusal (402, 404) still arrives as an error here
 * instead of as a saved error page.
 */
export async function downloadMosaicExport(slug: string, resolution: MosaicResolution): Promise<void> {
  const url = mosaicExportUrl(slug, resolution);
  emitApiEvent('request-started', { method: 'GET', path: url });
  let response: Response;
  try {
    response = await fetch(url, { headers: sessionHeaders('image/jpeg'), credentials: 'same-origin' });
  } catch {
    return fail(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'The server cannot be reached' }), 'GET', url);
  }
  if (!response.ok) return fail(apiErrorFromResponse(response.status, await response.json().catch(() => null)), 'GET', url);
  const objectUrl = URL.createObjectURL(await response.blob());
  saveThroughLink(objectUrl, mosaicExportFileName(slug, resolution));
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), DOWNLOAD_LINK_REVOKE_MS);
}

export function useDownloadMosaicExport(slug: string) {
  return useMutation({ mutationFn: (resolution: MosaicResolution) => downloadMosaicExport(slug, resolution) });
}
