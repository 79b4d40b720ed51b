/** How long a kiosk page load waits for the server before the cached kiosk runs instead. */
export const NAVIGATION_TIMEOUT_MS = 3_000;

/**
 * A kiosk page load: the server's page when it answers within `timeoutMs`, else the cached shell
 * (the same kiosk.html for every slug), so a reload with the network gone still runs the kiosk. A
 * server error (5xx, a proxy in front of a stopped server) counts as no answer: the cached kiosk
 * runs better than an error page. With nothing cached, the network's answer, however late.
 */
export async function networkFirstNavigation(
  request: Request,
  fetcher: (request: Request) => Promise<Response>,
  shell: () => Promise<Response | undefined>,
  timeoutMs: number = NAVIGATION_TIMEOUT_MS,
): Promise<Response> {
  const network = fetcher(request);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  const answered = await Promise.race([network.catch(() => null), timedOut]);
  clearTimeout(timer);
  if (answered && answered.status < 500) return answered;
  const cached = await shell();
  if (cached) return cached;
  return answered ?? network;
}
