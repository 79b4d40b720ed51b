import '@/features/admin/admin-i18n';
import { Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDatabase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { BackLink } from '@/components/back-link';
import { useCustomer } from '@/features/admin/api/get-customer';
import { AccessCard } from '@/features/admin/components/access-card';
import { ArFiltersCard } from '@/features/admin/components/ar-filters-card';
import { AuditCard } from '@/features/admin/components/audit-card';
import { CampaignsCard } from '@/features/admin/components/campaigns-card';
import { CreditsCard } from '@/features/admin/components/credits-card';
import { CustomerPlansCard } from '@/features/admin/components/customer-plans-card';
import { ProfileCard } from '@/features/admin/components/profile-card';
import { RoleBadges } from '@/features/admin/components/role-badges';
import { StartSupportButton } from '@/features/admin/support/start-support-button';
import { useNow } from '@/features/devices/relative-time';
import { useLocalePath } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /admin/customers/{id} (platform §2, §6): the customer's profile, plans, credits, access, campaigns and
 * audit log, with the admin's actions on them, and the way into support mode.
 */
export function Component() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const lp = useLocalePath();
  const query = useCustomer(id);
  const customer = query.data;
  const now = useNow(60_000);
  usePageTitle(customer ? customer.email : t('customer.title'));

  return (
    <Stack gap="lg">
      <BackLink to={lp('/admin')}>{t('customer.back')}</BackLink>
      {query.isPending ? (
        <Stack gap="md">
          <Skeleton height={40} width="50%" />
          <Skeleton height={240} radius="lg" />
        </Stack>
      ) : query.isError || !customer ? (
        <ApiErrorAlert error={query.error} testId="customer-error" />
      ) : (
        <>
          <Group justify="space-between" align="flex-end" gap="md">
            <Stack gap={6} miw={0}>
              <Title order={1} fz={{ base: 22, sm: 30 }} style={{ overflowWrap: 'anywhere' }} data-testid="customer-title">
                {customer.email}
              </Title>
              <Group gap="sm">
                <RoleBadges role={customer.role} admin={customer.admin} activated={customer.activatedAt !== null} />
                <Text size="sm" c="dimmed">
                  {t('customer.plan', { plan: customer.plan.name })}
                </Text>
              </Group>
            </Stack>
            <Group gap="sm">
              <Button component={Link} to={lp(`/admin/customers/${customer.id}/data`)} variant="default" leftSection={<IconDatabase size={16} />} data-testid="customer-data">
                {t('customer.data')}
              </Button>
              <StartSupportButton customer={customer} />
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Stack gap="lg">
              <ProfileCard customer={customer} now={now} />
              <CustomerPlansCard customer={customer} />
              <CampaignsCard customerId={customer.id} total={customer.counts.events} />
            </Stack>
            <Stack gap="lg">
              <CreditsCard customer={customer} />
              <AccessCard customer={customer} />
              <ArFiltersCard customerId={customer.id} />
            </Stack>
          </SimpleGrid>
          <AuditCard customerId={customer.id} />
        </>
      )}
    </Stack>
  );
}
