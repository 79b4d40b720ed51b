import '@/features/admin/admin-i18n';
import { shortenFileName } from '@booth/shared';
import { Alert, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { useCustomer } from '@/features/admin/api/get-customer';
import { useCustomerData } from '@/features/admin/api/get-customer-data';
import { DataTile } from '@/features/admin/components/data-tile';
import { QueryState } from '@/features/admin/components/query-state';
import { SectionCard } from '@/features/admin/components/section-card';
import { formatDateTime } from '@/features/events/format';
import { formatByteSize } from '@/lib/format-bytes';
import { useLocale, useLocalePath } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';
import { SoftBadge } from '@/features/admin/components/soft-badge';

const tileColumns = { base: 2, xs: 3, sm: 4, lg: 6 };

/** /admin/customers/{id}/data: the customer's campaigns, recent pictures and assets, to look at only. */
export function Component() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const lp = useLocalePath();
  const locale = useLocale();
  const customer = useCustomer(id).data;
  const query = useCustomerData(id);
  usePageTitle(t('data.title', { email: customer?.email ?? '' }));
  const data = query.data ?? { events: [], shoots: [], assets: [] };

  return (
    <Stack gap="lg">
      <BackLink to={lp(`/admin/customers/${id}`)}>{customer?.email ?? t('data.back')}</BackLink>
      <div>
        <Title order={1} fz={{ base: 22, sm: 30 }} style={{ overflowWrap: 'anywhere' }} data-testid="data-title">
          {t('data.title', { email: customer?.email ?? '…' })}
        </Title>
        <Alert variant="light" color="gray" icon={<IconEye size={18} />} mt="sm" p="xs">
          {t('data.readOnly')}
        </Alert>
      </div>
      <QueryState query={query} empty={false} emptyText="" errorTestId="data-error" skeletonHeight={300}>
        <SectionCard title={t('data.campaigns')} description={t('campaigns.count', { count: data.events.length })} testId="data-campaigns">
          <QueryState empty={data.events.length === 0} emptyText={t('campaigns.none')}>
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing={6}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('data.name')}</Table.Th>
                    <Table.Th>{t('data.slug')}</Table.Th>
                    <Table.Th>{t('data.state')}</Table.Th>
                    <Table.Th ta="right">{t('data.pictures')}</Table.Th>
                    <Table.Th>{t('data.updated')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.events.map((event) => (
                    <Table.Tr key={event.id} data-testid="data-campaign">
                      <Table.Td fw={600}>{event.name}</Table.Td>
                      <Table.Td ff="monospace" fz="sm">
                        {event.slug}
                      </Table.Td>
                      <Table.Td>
                        <SoftBadge color={event.live ? 'teal' : 'gray'}>
                          {event.live ? t('campaigns.live') : t('campaigns.draft')}
                        </SoftBadge>
                      </Table.Td>
                      <Table.Td ta="right">{event.shoots}</Table.Td>
                      <Table.Td>{formatDateTime(event.updatedAt, locale)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </QueryState>
        </SectionCard>
        <SectionCard title={t('data.recentPictures')} description={data.shoots.length > 0 ? t('data.picturesCount', { count: data.shoots.length }) : undefined} testId="data-pictures">
          <QueryState empty={data.shoots.length === 0} emptyText={t('data.noPictures')}>
            <SimpleGrid cols={tileColumns} spacing="sm">
              {data.shoots.map((shoot) => (
                <DataTile
                  key={shoot.id}
                  thumbnailUrl={shoot.thumbnailUrl}
                  alt={t('data.pictureAlt', { event: shoot.eventSlug })}
                  title={shoot.eventSlug}
                  lines={[`${shoot.mode} · ${shoot.status}`, formatDateTime(shoot.createdAt, locale)]}
                  testId="data-picture"
                />
              ))}
            </SimpleGrid>
          </QueryState>
        </SectionCard>
        <SectionCard title={t('data.assets')} description={t('data.assetsCount', { count: data.assets.length })} testId="data-assets">
          <QueryState empty={data.assets.length === 0} emptyText={t('data.noAssets')}>
            <SimpleGrid cols={tileColumns} spacing="sm">
              {data.assets.map((asset) => (
                <DataTile
                  key={asset.id}
                  thumbnailUrl={asset.thumbnailUrl}
                  alt={asset.name}
                  title={shortenFileName(asset.name)}
                  titleHint={asset.name}
                  lines={[`${asset.assetType} · ${formatByteSize(asset.fileSize, locale)}`]}
                  extra={
                    asset.isPublic && (
                      <SoftBadge size="xs" color="teal" mt={4}>
                        {t('data.public')}
                      </SoftBadge>
                    )
                  }
                  testId="data-asset"
                />
              ))}
            </SimpleGrid>
          </QueryState>
        </SectionCard>
      </QueryState>
    </Stack>
  );
}
