import { BILLING_CURRENCY, creditPacks, isPurchasable, planPrices, productOfPlan, products, tierOfPlan, type Product, type ProductPlan, type ProductsResponse } from '@booth/shared';
import { NotFound } from '@/errors.ts';
import { listPlans, type PlanRecord } from '@/modules/plans/plans.repo.ts';
import type { Db } from '@/platform/db/database.ts';
import type { BillingDeps } from './billing-deps.ts';

export interface ProductsService {
  /** GET /products?product=: the plans for sale per sub-product (Free is not sold), the credit packs, the provider. */
  list(product: Product | undefined): Promise<ProductsResponse>;
  /** GET /products/plans/{id}: one plan for sale; 404 for an unknown id or a plan that is not sold. */
  plan(id: string): Promise<ProductPlan>;
}

/** A plan of the catalogue that can be bought, with its product. */
export async function planForSale(db: Db, id: string): Promise<PlanRecord & { product: Product }> {
  const plan = (await listPlans(db)).find((candidate) => candidate.id === id);
  const product = plan && isPurchasable(plan.name) ? productOfPlan(plan.name) : null;
  if (!plan || !product) throw new NotFound('No such plan for sale');
  return { ...plan, product };
}

function planView(plan: PlanRecord, product: Product): ProductPlan {
  const prices = planPrices[plan.name] ?? { month: 0, year: 0 };
  return { id: plan.id, name: plan.name, level: plan.level, product, tier: tierOfPlan(plan.name), active: true, currency: BILLING_CURRENCY, prices: { month: prices.month, year: prices.year } };
}

export function createProductsService(deps: Pick<BillingDeps, 'db' | 'provider'>): ProductsService {
  const { db, provider } = deps;
  return {
    async list(only) {
      const sold = (await listPlans(db)).flatMap((plan) => {
        const product = isPurchasable(plan.name) ? productOfPlan(plan.name) : null;
        return product ? [planView(plan, product)] : [];
      });
      return {
        products: products.filter((product) => !only || product === only).map((product) => ({ product, plans: sold.filter((plan) => plan.product === product) })),
        creditPacks: creditPacks.map((pack) => ({ id: pack.id, credits: pack.credits, price: pack.price, currency: BILLING_CURRENCY })),
        provider: provider.info,
      };
    },

    async plan(id) {
      const plan = await planForSale(db, id);
      return planView(plan, plan.product);
    },
  };
}
