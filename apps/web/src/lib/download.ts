import { DOWNLOAD_LINK_REVOKE_MS } from '@booth/shared';
import { fail, sessionHeaders } from '@/lib/api-client';
import { ApiError, apiErrorFromResponse } from '@/lib/api-error';
import { emitApiEvent } from '@/lib/api-events';

async function request(url: string, method: 'HEAD' | 'GET'): Promise<Response> {
  emitApiEvent('request-started', { method, path: url });
  let response: Response;
  try {
    // Private files are authorised by the session cookie, here as in <img>.
    response = await fetch(url, { method, headers: sessionHeaders('*/*'), credentials: 'same-origin' });
  } catch {
    return fail(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'The server cannot be reached' }), method, url);
  }
  if (!response.ok) {
    const body: unknown = method === 'GET' ? await response.json().catch(() => null) : null;
    return fail(apiErrorFromResponse(response.status, body), method, url);
  }
  return response;
}

/**
 * Saves a file of our server under `fileName` (platform §7): a HEAD first, so a missing or forbidden
 * file fails before a possibly large body is fetched; then the GET as a blob behind a temporary
 * object URL, clicked through a hidden link and revoked after 40 s — long enough for a slow "Save
 * as" dialog, short enough not to keep the blob in memory for the life of the page.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  await request(url, 'HEAD');
  const blob = await (await request(url, 'GET')).blob();
  const objectUrl = URL.createObjectURL(blob);
  saveThroughLink(objectUrl, fileName);
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), DOWNLOAD_LINK_REVOKE_MS);
}

/**
 * Clicks a hidden `<a download>` to `href`. For a streamed link of our server (an export) this lets the
 * browser write the body straight to disk, so even a file of several GB never sits in page memory; an
 * empty `fileName` keeps the name the server's Content-Disposition gives.
 */
export function saveThroughLink(href: string, fileName = ''): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** The address of one of our files as someone outside this page would open it. */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}
