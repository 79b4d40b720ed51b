import {
  DEVICE_TOKEN_HEADER,
  devicePrintStatusSchema,
  guestPrintJobSchema,
  paymentSessionSchema,
  type DevicePrintStatus,
  type GuestPrintJob,
  type PaymentSession,
  type PrintRequest,
} from '@booth/shared';
import { currentDeviceToken, guestRequest, sessionHeader } from '@/guest/shared/guest-api';

/*
 * The share screen's print calls (issue 25, packages/shared/src/printing/print-job-api.ts). The guest
 * is its picture's booth session (X-Booth-Session); a paired kiosk adds its device token, so the server
 * knows which tablet asked (the operator page and /devices show its queue).
 */

function guestHeaders(sessionToken: string): Record<string, string> {
  const device = currentDeviceToken();
  return { ...sessionHeader(sessionToken), ...(device ? { [DEVICE_TOKEN_HEADER]: device } : {}) };
}

const printPath = (shootId: string, jobKey?: string) => `/shoots/${encodeURIComponent(shootId)}/print${jobKey ? `/${encodeURIComponent(jobKey)}` : ''}`;

/** POST /shoots/{id}/print: 201 a new job, 200 the same job for a key already sent (a retry or a double tap). */
export function requestPrint(shootId: string, sessionToken: string, body: PrintRequest): Promise<GuestPrintJob> {
  return guestRequest(
    printPath(shootId),
    { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...guestHeaders(sessionToken) } },
    guestPrintJobSchema,
  );
}

/** GET /shoots/{id}/print/{jobKey}: where the job stands (polled until it finished). */
export function fetchPrintJob(shootId: string, sessionToken: string, jobKey: string): Promise<GuestPrintJob> {
  return guestRequest(printPath(shootId, jobKey), { method: 'GET', headers: guestHeaders(sessionToken) }, guestPrintJobSchema);
}

/** POST /shoots/{id}/print/{jobKey}/printed: the device's print dialog got the page (AirPrint). */
export function markPrinted(shootId: string, sessionToken: string, jobKey: string): Promise<unknown> {
  return guestRequest(`${printPath(shootId, jobKey)}/printed`, { method: 'POST', headers: guestHeaders(sessionToken) }, null);
}

/** POST /stripe/payment-session: a payment for this picture's print (the open one again after a double tap). */
export function startPrintPayment(shootId: string): Promise<PaymentSession> {
  return guestRequest(
    '/stripe/payment-session',
    { method: 'POST', body: JSON.stringify({ shootId, purpose: 'print' }), headers: { 'content-type': 'application/json' } },
    paymentSessionSchema,
  );
}

/** GET /stripe/payment-session/{slug}: whether the guest has paid yet. */
export function fetchPayment(slug: string): Promise<PaymentSession> {
  return guestRequest(`/stripe/payment-session/${encodeURIComponent(slug)}`, { method: 'GET' }, paymentSessionSchema);
}

/** GET /device/print-status: the printers and jobs of the kiosk's campaign, for its operator page. */
export function fetchDevicePrintStatus(deviceToken: string): Promise<DevicePrintStatus> {
  return guestRequest('/device/print-status', { method: 'GET', headers: { [DEVICE_TOKEN_HEADER]: deviceToken } }, devicePrintStatusSchema);
}
