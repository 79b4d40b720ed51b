import { Badge, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { brandName, cardBrand } from '@/features/billing/card-brand';
import { useBillingFieldError } from '@/features/billing/components/field-errors';

export type CardField = 'number' | 'name' | 'expiry' | 'cvc';

export interface CardFieldsProps {
  /** `form.register('card.number')` and so on: the fields live in the surrounding form. */
  register: (field: CardField) => UseFormRegisterReturn;
  errors: Partial<Record<CardField, FieldError>> | undefined;
  /** The number as typed, for the card type beside it. */
  number: string;
  testId?: string;
}

/** Platform §3 Card form: number, name, expiry, CVC, and the card's type as the number tells it. */
export function CardFields({ register, errors, number, testId = 'card' }: CardFieldsProps) {
  const { t } = useTranslation('billing');
  const fieldError = useBillingFieldError();
  const brand = cardBrand(number);
  return (
    <Stack gap="sm" data-testid={testId}>
      <TextInput
        label={t('card.number')}
        placeholder="4242 4242 4242 4242"
        inputMode="numeric"
        autoComplete="cc-number"
        leftSection={<IconCreditCard size={18} />}
        rightSectionWidth={brand === 'unknown' ? undefined : 140}
        rightSection={
          brand === 'unknown' ? undefined : (
            <Badge variant="light" data-testid={`${testId}-brand`}>
              {brandName(brand)}
            </Badge>
          )
        }
        error={fieldError(errors?.number, 'card.number')}
        data-testid={`${testId}-number`}
        {...register('number')}
      />
      <TextInput label={t('card.name')} autoComplete="cc-name" error={fieldError(errors?.name, 'card.name')} data-testid={`${testId}-name`} {...register('name')} />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label={t('card.expiry')}
          placeholder={t('card.expiryPlaceholder')}
          inputMode="numeric"
          autoComplete="cc-exp"
          error={fieldError(errors?.expiry, 'card.expiry')}
          data-testid={`${testId}-expiry`}
          {...register('expiry')}
        />
        <TextInput
          label={t('card.cvc')}
          placeholder="123"
          inputMode="numeric"
          autoComplete="cc-csc"
          error={fieldError(errors?.cvc, 'card.cvc')}
          data-testid={`${testId}-cvc`}
          {...register('cvc')}
        />
      </SimpleGrid>
      <Group gap={6}>
        <Text size="xs" c="dimmed">
          {t('card.type')}:
        </Text>
        <Text size="xs" fw={600} data-testid={`${testId}-type`}>
          {brand === 'unknown' ? '—' : brandName(brand)}
        </Text>
      </Group>
    </Stack>
  );
}
