import { type PromoCodeAdmin, type PromoCodeInput, promoCodeAdminSchema } from '@booth/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKey } from '@/features/admin/api/admin-key';
import { apiRequest } from '@/lib/api-client';

const promoCodesKey = [...adminKey, 'promo-codes'] as const;
const promoCodeListSchema = z.object({ promoCodes: z.array(promoCodeAdminSchema) });

/** GET /products/promo (admins): every promo code with its rule and redemptions, newest first. */
export function getPromoCodes(signal?: AbortSignal): Promise<PromoCodeAdmin[]> {
  return apiRequest('/products/promo', { schema: promoCodeListSchema, signal }).then((answer) => answer.promoCodes);
}

export const promoCodesQueryOptions = () => queryOptions({ queryKey: promoCodesKey, queryFn: ({ signal }) => getPromoCodes(signal) });

export function usePromoCodes() {
  return useQuery(promoCodesQueryOptions());
}

/** POST /products/promo (admins): a new code; 409 when the code exists (also an ended one). */
export function createPromoCode(body: PromoCodeInput): Promise<PromoCodeAdmin> {
  return apiRequest('/products/promo', { method: 'POST', body, schema: promoCodeAdminSchema });
}

export function useCreatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPromoCode, onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodesKey }) });
}

/** DELETE /products/promo/{code} (admins): deletes a code never redeemed, ends a redeemed one (it stays listed). */
export async function deletePromoCode(code: string): Promise<void> {
  await apiRequest(`/products/promo/${encodeURIComponent(code)}`, { method: 'DELETE' });
}

export function useDeletePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePromoCode, onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodesKey }) });
}
