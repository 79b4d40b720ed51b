import { type PromoCode, promoCodeSchemaOut } from '@booth/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /products/promo/{promoCode} (public): what a valid code gives; 404 or PROMO_CODE_INVALID otherwise. */
export function getPromoCode(code: string): Promise<PromoCode> {
  return apiRequest(`/products/promo/${encodeURIComponent(code)}`, { schema: promoCodeSchemaOut });
}

/** Asked when the organiser presses "apply", not while typing: a mutation of the form's state. */
export function useCheckPromoCode() {
  return useMutation({ mutationFn: getPromoCode });
}
