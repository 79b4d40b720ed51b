import type { BillingInterval, ProductPlan } from '@booth/shared';
import { Badge, Button, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlanStanding } from '@/features/billing/current-plans';
import { useMoney } from '@/features/billing/money';
import { tierFeatures } from '@/features/billing/tier-features';

export interface PlanCardProps {
  plan: ProductPlan;
  interval: BillingInterval;
  standing: PlanStanding;
  /** The plan the customer has in this product, for "included in …". */
  currentName: string | null;
  /** The purchase page of this plan and interval, carrying `prev`. */
  href: string;
}

/**
 * One plan on the pricing page: the net price per licence (plus VAT), the campaign features its tier
 * opens on top of the tier below, and the way to buy it — or a mark when it is the customer's plan.
 */
export function PlanCard({ plan, interval, standing, currentName, href }: PlanCardProps) {
  const { t } = useTranslation('billing');
  const money = useMoney();
  const features = tierFeatures(plan.tier);
  const current = standing === 'current';
  const action = () => {
    if (current) return null;
    if (!plan.active) return <Text size="sm" c="dimmed">{t('pricing.unavailable')}</Text>;
    if (standing === 'included') return <Text size="sm" c="dimmed">{t('pricing.included', { plan: currentName })}</Text>;
    return (
      <Button component={Link} to={href} fullWidth variant={standing === 'upgrade' ? 'filled' : 'light'} data-testid={`plan-choose-${plan.name}`}>
        {standing === 'upgrade' ? t('pricing.upgrade') : t('pricing.choose')}
      </Button>
    );
  };
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      data-testid={`plan-${plan.name}`}
      data-current={current}
      style={current ? { borderColor: 'var(--mantine-color-brand-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="md" h="100%">
        <Stack gap={4}>
          <Title order={3} fz="xl">
            {plan.name}
          </Title>
          {current && (
            <Badge color="brand" variant="filled" data-testid="plan-current">
              {t('pricing.current')}
            </Badge>
          )}
        </Stack>
        <div>
          <Text fz={30} fw={800} lh={1.1} data-testid="plan-price">
            {money(plan.prices[interval])}
          </Text>
          <Text size="sm" c="dimmed">
            {t('pricing.perLicence', { per: t(`per.${interval}`) })}
          </Text>
          {interval === 'year' && (
            <Text size="xs" c="dimmed">
              {t('pricing.monthlyEquivalent', { price: money(Math.round(plan.prices.year / 12)) })}
            </Text>
          )}
        </div>
        <Stack gap={6} style={{ flex: 1 }}>
          <Text size="sm" fw={600}>
            {features.includes ? t('pricing.includesTier', { tier: features.includes }) : t('pricing.tierFeatures')}
          </Text>
          <List
            size="sm"
            spacing={4}
            icon={
              <ThemeIcon size={18} radius="xl" variant="light" color="teal">
                <IconCheck size={12} stroke={2.4} />
              </ThemeIcon>
            }
          >
            {features.opens.map((feature) => (
              <List.Item key={feature}>{t(`features.${feature}`)}</List.Item>
            ))}
          </List>
        </Stack>
        {action()}
      </Stack>
    </Card>
  );
}
