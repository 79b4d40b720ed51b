import type { PromoCodeAdmin } from '@booth/shared';
import { ActionIcon, Button, Stack, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDiscount, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeletePromoCode, usePromoCodes } from '@/features/admin/api/promo-codes';
import { CreatePromoCodeDialog } from '@/features/admin/components/create-promo-code-dialog';
import { formatPromoDay, formatPromoDiscount, promoStatus } from '@/features/admin/components/promo-format';
import { QueryState } from '@/features/admin/components/query-state';
import { SectionCard } from '@/features/admin/components/section-card';
import { SoftBadge } from '@/features/admin/components/soft-badge';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useLocale } from '@/lib/locale';

const STATUS_COLOR = { active: 'teal', 'not-yet-valid': 'blue', expired: 'gray', exhausted: 'orange', 'other-product': 'gray' } as const;

/** Promo codes of the admin area (GET/POST /products/promo, DELETE /products/promo/{code}). */
export function PromoCodesCard() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const query = usePromoCodes();
  const remove = useDeletePromoCode();
  const errorMessage = useApiErrorMessage();
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState<PromoCodeAdmin | null>(null);
  const promos = query.data ?? [];
  const now = new Date();

  const validity = (promo: PromoCodeAdmin) => {
    const from = promo.validFrom ? formatPromoDay(promo.validFrom, locale) : null;
    const until = promo.validUntil ? formatPromoDay(promo.validUntil, locale) : null;
    if (from && until) return t('promo.range', { from, until });
    if (from) return t('promo.from', { date: from });
    if (until) return t('promo.until', { date: until });
    return t('promo.openEnded');
  };

  const closeRemove = () => {
    setRemoving(null);
    remove.reset();
  };
  const confirmRemove = () => {
    if (!removing) return;
    const { code, redemptions } = removing;
    remove.mutate(code, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t(redemptions > 0 ? 'promo.ended' : 'promo.deleted', { code }) });
        closeRemove();
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });
  };

  return (
    <SectionCard
      title={t('promo.title')}
      description={t('promo.subtitle')}
      testId="promo-codes-card"
      actions={
        <Button variant="light" leftSection={<IconDiscount size={16} />} onClick={() => setCreating(true)} data-testid="create-promo">
          {t('promo.open')}
        </Button>
      }
    >
      <QueryState query={query} empty={promos.length === 0} emptyText={t('promo.none')} errorTestId="promo-codes-error" skeletonHeight={120}>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing={6} data-testid="promo-codes-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('promo.code')}</Table.Th>
                <Table.Th>{t('promo.discount')}</Table.Th>
                <Table.Th>{t('promo.validity')}</Table.Th>
                <Table.Th ta="right">{t('promo.redemptions')}</Table.Th>
                <Table.Th>{t('promo.products')}</Table.Th>
                <Table.Th aria-hidden />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {promos.map((promo) => {
                const status = promoStatus(promo, now);
                // An ended code that was redeemed stays for its history; deleting it again changes nothing.
                const removable = !(status === 'expired' && promo.redemptions > 0);
                return (
                  <Table.Tr key={promo.code} data-testid="promo-row" data-code={promo.code}>
                    <Table.Td>
                      <Stack gap={2}>
                        <Text size="sm" fw={600} ff="monospace" data-testid="promo-row-code">
                          {promo.code}
                        </Text>
                        {promo.description && (
                          <Text size="xs" c="dimmed">
                            {promo.description}
                          </Text>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td data-testid="promo-row-discount">{formatPromoDiscount(promo, locale)}</Table.Td>
                    <Table.Td>
                      <Stack gap={2} align="flex-start">
                        <Text size="sm" data-testid="promo-row-validity">
                          {validity(promo)}
                        </Text>
                        <SoftBadge color={STATUS_COLOR[status]} data-testid="promo-row-status">
                          {t(`promo.status.${status}`)}
                        </SoftBadge>
                      </Stack>
                    </Table.Td>
                    <Table.Td ta="right" data-testid="promo-row-redemptions">
                      {promo.maxRedemptions === null ? (
                        <span aria-label={t('promo.unlimitedLabel', { used: promo.redemptions })}>{t('promo.unlimited', { used: promo.redemptions })}</span>
                      ) : (
                        t('promo.used', { used: promo.redemptions, max: promo.maxRedemptions })
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" data-testid="promo-row-products">
                        {promo.products.length === 0 ? t('promo.allProducts') : promo.products.map((product) => t(`products.${product}`)).join(', ')}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      {removable && (
                        <Tooltip label={t('promo.delete', { code: promo.code })}>
                          <ActionIcon variant="subtle" color="red" aria-label={t('promo.delete', { code: promo.code })} onClick={() => setRemoving(promo)} data-testid="promo-delete">
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </QueryState>
      <CreatePromoCodeDialog opened={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        opened={removing !== null}
        title={t(removing && removing.redemptions > 0 ? 'promo.endTitle' : 'promo.deleteTitle')}
        confirmLabel={t(removing && removing.redemptions > 0 ? 'promo.endConfirm' : 'promo.deleteConfirm')}
        onConfirm={confirmRemove}
        onCancel={closeRemove}
        loading={remove.isPending}
        testId="promo-delete-dialog"
      >
        {removing && removing.redemptions > 0
          ? t('promo.endText', { code: removing.code, count: removing.redemptions })
          : t('promo.deleteText', { code: removing?.code ?? '' })}
      </ConfirmDialog>
    </SectionCard>
  );
}
