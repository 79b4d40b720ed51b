// Test helpers for the print screens (imported only by *.test.tsx files).
import type { GuestPrintJob, PaymentSession, PrintJobState, PrinterHealth, PrintRequest, ShootUploaded } from '@booth/shared';
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export const shoot: ShootUploaded = {
  id: '7d6f3e2a-1111-4111-8111-111111111111',
  slug: 'k3x9Qa',
  micrositeUrl: 'https://booth.example/en/m/k3x9Qa',
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const health = (state: PrinterHealth['state'], reasons: string[] = []): PrinterHealth => ({ state, reasons, checkedAt: '2026-11-27T12:00:00.000Z' });

/**
 * The server's side of printing as the share screen sees it: the picture's status, print jobs by key
 * (a repeated key answers the same job, as the real route does) moving through the states a test
 * scripts, and payment sessions.
 */
export function printServer(options: { refuse?: { status: number; code: string }; states?: Array<{ state: PrintJobState; printer?: PrinterHealth | null }>; shootStatus?: 'ready' | 'processing' } = {}) {
  const jobs = new Map<string, { request: PrintRequest; reads: number; printed: boolean }>();
  const posts: PrintRequest[] = [];
  const printedCalls: string[] = [];
  const payments: PaymentSession[] = [];
  const states = options.states ?? [{ state: 'queued' }, { state: 'printing' }, { state: 'done' }];

  const view = (key: string): GuestPrintJob => {
    const job = jobs.get(key)!;
    const step = job.printed ? { state: 'done' as const } : (states[Math.min(job.reads, states.length - 1)] ?? { state: 'queued' as const });
    return {
      jobKey: key,
      state: step.state,
      method: job.request.method,
      copies: job.request.copies,
      holdReason: step.state === 'held' ? 'printer' : null,
      sheetUrl: job.request.method === 'airprint' ? '/api/print-sheets/sheet.jpg' : null,
      paper: job.request.method === 'airprint' ? { widthMm: 101.6, heightMm: 152.4 } : null,
      printer: step.printer ?? null,
    };
  };

  const payment = (status: PaymentSession['status']): PaymentSession => ({
    slug: 'pay_0123456789abcdef',
    status,
    purpose: 'print',
    amount: 250,
    currency: 'EUR',
    eventSlug: 'party',
    eventName: 'Party',
    shootId: shoot.id,
    card: null,
    failureReason: null,
    createdAt: '2026-11-27T12:00:00.000Z',
    expiresAt: '2026-11-27T12:30:00.000Z',
    paidAt: null,
    usedAt: null,
    refundedAt: null,
    testMode: true,
    provider: 'sandbox',
  });
  let paymentStatus: PaymentSession['status'] = 'open';

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    if (url.endsWith(`/shoots/${shoot.id}/status`)) {
      return json({ id: shoot.id, slug: shoot.slug, status: options.shootStatus ?? 'ready', src: '/files/p.jpg', thumbSrc: null, mimetype: 'image/jpeg', display: null });
    }
    if (url === '/api/stripe/payment-session' && method === 'POST') {
      payments.push(payment(paymentStatus));
      return json(payment(paymentStatus), payments.length === 1 ? 201 : 200);
    }
    if (url.startsWith('/api/stripe/payment-session/')) return json(payment(paymentStatus));
    const printed = url.match(/\/print\/([^/]+)\/printed$/);
    if (printed && method === 'POST') {
      printedCalls.push(printed[1]!);
      jobs.get(printed[1]!)!.printed = true;
      return json(view(printed[1]!));
    }
    const one = url.match(/\/api\/shoots\/[^/]+\/print\/([^/]+)$/);
    if (one) {
      const job = jobs.get(one[1]!);
      if (!job) return json({ code: 'NOT_FOUND', message: 'No such print job' }, 404);
      job.reads += 1;
      return json(view(one[1]!));
    }
    if (url === `/api/shoots/${shoot.id}/print` && method === 'POST') {
      const request = JSON.parse(String(init?.body)) as PrintRequest;
      posts.push(request);
      if (options.refuse) return json({ code: options.refuse.code, message: 'refused' }, options.refuse.status);
      const known = jobs.has(request.jobKey);
      if (!known) jobs.set(request.jobKey, { request, reads: 0, printed: false });
      return json(view(request.jobKey), known ? 200 : 201);
    }
    return new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    posts,
    printedCalls,
    payments,
    setPaymentStatus: (status: PaymentSession['status']) => {
      paymentStatus = status;
    },
    /** The distinct jobs the server made. */
    jobCount: () => jobs.size,
  };
}

/** Lets fake time pass (polls, retries) with React's updates applied. */
export async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
