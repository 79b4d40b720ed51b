import { type PaymentSession, paymentSessionListSchema, paymentSessionSchema } from '@booth/shared';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const paymentSessionsKey = ['payments', 'sessions'] as const;

type SessionPage = { sessions: PaymentSession[]; nextCursor: string | null };

/** GET /stripe/payment-session?cursor=: the organiser's payment sessions, newest first, a page at a time. */
export function getPaymentSessions(cursor: string | null, signal?: AbortSignal): Promise<SessionPage> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return apiRequest(`/stripe/payment-session${query}`, { schema: paymentSessionListSchema, signal });
}

export function usePaymentSessions() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: paymentSessionsKey,
      queryFn: ({ pageParam, signal }) => getPaymentSessions(pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
    }),
  );
}

/**
 * POST /stripe/payment-session/{slug}/refund. The answer is the refunded session when the server sends
 * it; either way the row shows refunded at once (the refund is confirmed by then) and the list reloads.
 */
export async function refundPaymentSession(slug: string): Promise<PaymentSession | null> {
  const answer = await apiRequest<unknown>(`/stripe/payment-session/${encodeURIComponent(slug)}/refund`, { method: 'POST' });
  const parsed = paymentSessionSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}

export function useRefundPaymentSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPaymentSession,
    onSuccess: (session, slug) => {
      queryClient.setQueryData<InfiniteData<SessionPage>>(paymentSessionsKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                sessions: page.sessions.map((row) => (row.slug === slug ? (session ?? { ...row, status: 'refunded', refundedAt: new Date().toISOString() }) : row)),
              })),
            }
          : data,
      );
      return queryClient.invalidateQueries({ queryKey: paymentSessionsKey });
    },
  });
}
