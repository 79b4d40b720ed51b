import { type Product, type PromoCode, promoCodeSchema } from '@booth/shared';
import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconDiscount, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckPromoCode } from '@/features/billing/api/get-promo-code';
import { useMoney } from '@/features/billing/money';
import { productName } from '@/features/billing/product-names';
import { isApiError } from '@/lib/api-error';
import { apiErrorMessage } from '@/lib/api-error-message';

export interface PromoCodeFieldProps {
  product: Product;
  applied: PromoCode | null;
  onApply: (promo: PromoCode | null) => void;
  /** A refusal of the code by the purchase itself (used up meanwhile …). */
  error: string | null;
  /** Typing again puts that refusal away. */
  onEdit: () => void;
}

/**
 * The Billing form's promo code: checked with GET /products/promo/{code} when "apply" is pressed
 * (not while typing), then shown with what it takes off; the purchase sends only an applied code.
 */
export function PromoCodeField({ product, applied, onApply, error: purchaseError, onEdit }: PromoCodeFieldProps) {
  const { t } = useTranslation('billing');
  const { t: tc } = useTranslation();
  const money = useMoney();
  const check = useCheckPromoCode();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    const parsed = promoCodeSchema.safeParse(typed);
    if (!parsed.success) {
      setError(t('validation.promoCode'));
      return;
    }
    setError(null);
    check.mutate(parsed.data, {
      onSuccess: (promo) => {
        if (promo.products.length > 0 && !promo.products.includes(product)) {
          setError(t('promo.otherProduct', { product: productName(t, product) }));
          return;
        }
        onApply(promo);
        setTyped('');
      },
      onError: (cause) => {
        // An unknown code answers 404; every refusal reads the same to the buyer.
        const refused = isApiError(cause) && (cause.code === 'PROMO_CODE_INVALID' || cause.code === 'NOT_FOUND' || cause.code === 'VALIDATION');
        setError(refused ? tc('apiErrors.PROMO_CODE_INVALID') : apiErrorMessage(tc, cause));
      },
    });
  };

  if (applied) {
    const off = applied.kind === 'percent' ? `${applied.value} %` : money(applied.value);
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('promo.label')}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Badge size="lg" variant="light" leftSection={<IconDiscount size={14} />} tt="none" data-testid="promo-applied">
            {t('promo.applied', { code: applied.code, off })}
          </Badge>
          <ActionIcon variant="subtle" color="gray" aria-label={t('promo.remove')} onClick={() => onApply(null)} data-testid="promo-remove">
            <IconX size={16} />
          </ActionIcon>
        </Group>
        {applied.description && (
          <Text size="xs" c="dimmed">
            {applied.description}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        label={t('promo.label')}
        placeholder={t('promo.placeholder')}
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setError(null);
          onEdit();
        }}
        onKeyDown={(event) => {
          // Enter applies the code instead of submitting the purchase.
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
        error={error ?? purchaseError ?? undefined}
        autoComplete="off"
        style={{ flex: 1 }}
        data-testid="promo-code"
      />
      <Button variant="default" mt={25} onClick={apply} loading={check.isPending} disabled={typed.trim() === ''} data-testid="promo-apply">
        {t('promo.apply')}
      </Button>
    </Group>
  );
}
