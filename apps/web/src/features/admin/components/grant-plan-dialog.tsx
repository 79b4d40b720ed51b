import { type Product, planCatalogue, products } from '@booth/shared';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useUpdateCustomer } from '@/features/admin/api/update-customer';

/** The end of the chosen day in the admin's time zone, as the API's ISO timestamp; null for "open-ended". */
export function endOfDay(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 23, 59, 59, 999).toISOString();
}

/** "Grant plan": a product, one of its plans, and optionally the last day it holds (PATCH {plan}). */
export function GrantPlanDialog({ customerId, opened, onClose }: { customerId: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const update = useUpdateCustomer();
  const [product, setProduct] = useState<Product>('booth');
  const [planName, setPlanName] = useState<string | null>(null);
  const [until, setUntil] = useState('');
  const plansOfProduct = planCatalogue.filter((plan) => plan.products.includes(product));
  const today = new Date().toLocaleDateString('sv');

  const close = () => {
    setPlanName(null);
    setUntil('');
    update.reset();
    onClose();
  };
  const grant = () => {
    if (!planName) return;
    update.mutate(
      { id: customerId, patch: { plan: { product, planName, validUntil: endOfDay(until) } } },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('plans.granted', { plan: planName, product: t(`products.${product}`) }) });
          close();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('plans.grantTitle')} centered radius="lg" closeButtonProps={{ 'aria-label': t('close') }} data-testid="grant-plan-dialog">
      <Stack gap="md">
        <Select
          label={t('plans.product')}
          data={products.map((value) => ({ value, label: t(`products.${value}`) }))}
          value={product}
          allowDeselect={false}
          onChange={(value) => {
            if (!value) return;
            setProduct(value as Product);
            setPlanName(null);
          }}
          comboboxProps={{ withinPortal: true }}
          data-testid="grant-product"
        />
        <Select
          label={t('plans.plan')}
          placeholder={t('plans.pickPlan')}
          data={plansOfProduct.map((plan) => ({ value: plan.name, label: plan.level === null ? plan.name : `${plan.name} (${plan.level})` }))}
          value={planName}
          onChange={setPlanName}
          comboboxProps={{ withinPortal: true }}
          data-testid="grant-plan-name"
        />
        <TextInput
          type="date"
          label={t('plans.until')}
          description={t('plans.untilHint')}
          min={today}
          value={until}
          onChange={(event) => setUntil(event.currentTarget.value)}
          data-testid="grant-until"
        />
        {update.isError && <ApiErrorAlert error={update.error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button onClick={grant} disabled={!planName} loading={update.isPending} data-testid="grant-submit">
            {t('plans.grant')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
