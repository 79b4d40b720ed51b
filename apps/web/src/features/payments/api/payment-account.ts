import { type PaymentAccount, type paymentAccountCountries, accountLinkSchema, paymentAccountSchema } from '@booth/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

export const paymentAccountKey = ['payments', 'account'] as const;

/**
 * GET /stripe/account: the organiser's payment account, or null while there is none (the server
 * answers 404 then; quiet, because that is the normal state of a new organiser, not a failure).
 */
export async function getPaymentAccount(signal?: AbortSignal): Promise<PaymentAccount | null> {
  try {
    return await apiRequest('/stripe/account', { schema: paymentAccountSchema.nullable(), signal, quiet: true });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function usePaymentAccount() {
  return useQuery(queryOptions({ queryKey: paymentAccountKey, queryFn: ({ signal }) => getPaymentAccount(signal) }));
}

/** POST /stripe/account {country} (201): opens the account at the provider; onboarding follows. */
export function createPaymentAccount(country: (typeof paymentAccountCountries)[number]): Promise<PaymentAccount> {
  return apiRequest('/stripe/account', { method: 'POST', body: { country }, schema: paymentAccountSchema });
}

export function useCreatePaymentAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPaymentAccount, onSuccess: (account) => queryClient.setQueryData(paymentAccountKey, account) });
}

/**
 * POST /stripe/account/reauth (the onboarding, again or first) or /stripe/account/login (the provider's
 * dashboard): a one-time link to send the organiser to.
 */
export async function getAccountLink(kind: 'reauth' | 'login'): Promise<string> {
  return (await apiRequest(`/stripe/account/${kind}`, { method: 'POST', schema: accountLinkSchema })).url;
}

export function useAccountLink() {
  return useMutation({ mutationFn: getAccountLink });
}

/**
 * POST /sandbox/accounts/{accountId}/complete-onboarding: the test mode's stand-in for Stripe's
 * onboarding. Answers the account when the server sends it, so the billing tab shows it complete at once.
 */
export async function completeSandboxOnboarding(accountId: string): Promise<PaymentAccount | null> {
  const answer = await apiRequest<unknown>(`/sandbox/accounts/${encodeURIComponent(accountId)}/complete-onboarding`, { method: 'POST' });
  const parsed = paymentAccountSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}

export function useCompleteSandboxOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSandboxOnboarding,
    onSuccess: (account) => {
      if (account) queryClient.setQueryData(paymentAccountKey, account);
      return queryClient.invalidateQueries({ queryKey: paymentAccountKey });
    },
  });
}
