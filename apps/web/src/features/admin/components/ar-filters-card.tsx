import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useDuplicateArFilters } from '@/features/admin/api/duplicate-ar-filters';
import { CustomerPicker, type PickedCustomer } from '@/features/admin/components/customer-picker';
import { SectionCard } from '@/features/admin/components/section-card';

/** "Duplicate AR filters from…": copies another customer's AR filters into this account. */
export function ArFiltersCard({ customerId }: { customerId: string }) {
  const { t } = useTranslation('admin');
  const [source, setSource] = useState<PickedCustomer | null>(null);
  const duplicate = useDuplicateArFilters();
  const run = () => {
    if (!source) return;
    duplicate.mutate(
      { id: customerId, sourceCustomerId: source.id },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'teal', message: t('arFilters.done', { copied: result.copied, skipped: result.skipped, email: source.email }) });
          setSource(null);
        },
      },
    );
  };
  return (
    <SectionCard title={t('arFilters.title')} description={t('arFilters.subtitle')} testId="customer-ar-filters">
      <Stack gap="sm">
        <CustomerPicker label={t('arFilters.source')} value={source} onChange={setSource} excludeId={customerId} testId="ar-filters-source" />
        {duplicate.isError && <ApiErrorAlert error={duplicate.error} testId="ar-filters-error" />}
        <Group justify="flex-end">
          <Button leftSection={<IconCopy size={16} />} disabled={!source} loading={duplicate.isPending} onClick={run} data-testid="ar-filters-duplicate">
            {t('arFilters.duplicate')}
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
