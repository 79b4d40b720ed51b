import '@/features/admin/admin-i18n';
import { planCatalogue } from '@booth/shared';
import { Button, Card, Group, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { LoadMore } from '@/components/load-more';
import { PageHeading } from '@/components/page-heading';
import { useCustomers } from '@/features/admin/api/get-customers';
import { CreateCustomerDialog } from '@/features/admin/components/create-customer-dialog';
import { CustomerTable } from '@/features/admin/components/customer-table';
import { PlansCard } from '@/features/admin/components/plans-card';
import { PromoCodesCard } from '@/features/admin/components/promo-codes-card';
import { useNow } from '@/features/devices/relative-time';
import { usePageTitle } from '@/lib/use-page-title';

/** The list's filter is filtered by the booth product's plan (contract: `plan` of GET /customers). */
const boothPlans = planCatalogue.filter((plan) => plan.products.includes('booth')).map((plan) => plan.name);
const SEARCH_DEBOUNCE_MS = 300;

/** Replaces one query parameter (empty: removed) without adding a history entry per keystroke. */
function withParam(params: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

/**
 * /admin (platform §2, §6): every customer with search, plan filter, credits and last activity, paged by
 * keyset; creating a customer; the plans and their recalculation; promo codes. Search and filter live in the
 * address, so a filtered list can be shared and survives a reload.
 */
export function Component() {
  const { t } = useTranslation('admin');
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const plan = params.get('plan') ?? '';
  const [search, setSearch] = useState(q);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The address changed by itself (back button, a link), not by the typing: the field follows it.
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    if (q !== debounced) setSearch(q);
  }
  const [creating, setCreating] = useState(false);
  const now = useNow(60_000);

  useEffect(() => {
    if (debounced !== q) setParams((current) => withParam(current, 'q', debounced), { replace: true });
    // Only the typed text drives the address; the address changing by itself resets the field above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const query = useCustomers({ q, plan });
  const customers = query.data?.pages.flatMap((page) => page.customers) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <PageHeading title={t('title')} subtitle={t('subtitle')} />
        <Button leftSection={<IconUserPlus size={16} />} onClick={() => setCreating(true)} data-testid="create-customer">
          {t('create.open')}
        </Button>
      </Group>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('list.search')}
              placeholder={t('list.searchPlaceholder')}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              style={{ flex: '1 1 260px' }}
              data-testid="customer-search"
            />
            <Select
              label={t('list.plan')}
              data={[{ value: '', label: t('list.allPlans') }, ...boothPlans.map((name) => ({ value: name, label: name }))]}
              value={plan}
              onChange={(value) => setParams((current) => withParam(current, 'plan', value ?? ''), { replace: true })}
              allowDeselect={false}
              w={{ base: '100%', xs: 200 }}
              data-testid="customer-plan-filter"
            />
          </Group>
          {query.isPending ? (
            <Stack gap="xs">
              <Skeleton height={48} />
              <Skeleton height={48} />
              <Skeleton height={48} />
            </Stack>
          ) : query.isError ? (
            <ApiErrorAlert error={query.error} testId="customers-error" />
          ) : customers.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl" data-testid="customers-empty">
              {q || plan ? t('list.noMatch') : t('list.none')}
            </Text>
          ) : (
            <>
              <Text size="sm" c="dimmed" data-testid="customers-total">
                {t('list.shown', { shown: customers.length, count: total })}
              </Text>
              <CustomerTable customers={customers} now={now} />
              <LoadMore query={query} label={t('list.loadMore')} testId="customers-more" />
            </>
          )}
        </Stack>
      </Card>
      <PlansCard />
      <PromoCodesCard />
      <CreateCustomerDialog opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
