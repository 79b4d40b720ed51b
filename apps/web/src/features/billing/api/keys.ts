/** The query keys of the billing feature: mutations invalidate through these. */
export const billingKeys = {
  all: ['billing'] as const,
  products: ['billing', 'products'] as const,
  plan: (id: string) => ['billing', 'plan', id] as const,
  promo: (code: string) => ['billing', 'promo', code] as const,
  customer: ['billing', 'customer'] as const,
  invoices: ['billing', 'invoices'] as const,
  paymentMethods: ['billing', 'payment-methods'] as const,
  credits: ['billing', 'credits'] as const,
};
