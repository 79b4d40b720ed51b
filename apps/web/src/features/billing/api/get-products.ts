import { type ProductsResponse, productsResponseSchema } from '@booth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingKeys } from '@/features/billing/api/keys';
import { apiRequest } from '@/lib/api-client';

/** GET /products (public): the plans of every sub-product, the credit packs and the payment provider. */
export function getProducts(signal?: AbortSignal): Promise<ProductsResponse> {
  return apiRequest('/products', { schema: productsResponseSchema, signal });
}

export function getProductsQueryOptions() {
  // Prices change rarely; a visit's worth of caching spares the pricing page a reload on every switch.
  return queryOptions({ queryKey: billingKeys.products, queryFn: ({ signal }) => getProducts(signal), staleTime: 5 * 60_000 });
}

export function useProducts() {
  return useQuery(getProductsQueryOptions());
}
