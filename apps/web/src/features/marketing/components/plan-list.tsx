import { type Product, comparePlans, planCatalogue } from '@booth/shared';
import { Badge, Group } from '@mantine/core';

/** The plan names of one product from the shared catalogue, from Free upwards. */
export function PlanList({ product }: { product: Product }) {
  const plans = planCatalogue.filter((plan) => plan.products.includes(product)).sort(comparePlans);
  return (
    <Group gap="sm">
      {plans.map((plan) => (
        <Badge key={plan.name} size="xl" radius="md" variant={plan.level === null ? 'outline' : 'light'} color="secondary" tt="none">
          {plan.name}
        </Badge>
      ))}
    </Group>
  );
}
