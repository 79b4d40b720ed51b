import type { CustomerDetail } from '@booth/shared';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InfoRows } from '@/features/admin/components/info-rows';
import { SectionCard } from '@/features/admin/components/section-card';
import { formatDateTime } from '@/features/events/format';
import { formatRelativeTime } from '@/features/devices/relative-time';
import { useLocale } from '@/lib/locale';
import { SoftBadge } from '@/features/admin/components/soft-badge';

function addressLine(address: CustomerDetail['address']): string {
  return [address.companyName, address.street, [address.zipCode, address.city].filter(Boolean).join(' '), address.country].filter(Boolean).join(', ');
}

/** Who the customer is and what they hold: profile, address, sign-in, and how much they have built. */
export function ProfileCard({ customer, now }: { customer: CustomerDetail; now: number }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const name = [customer.firstName, customer.name].filter(Boolean).join(' ');
  const counts = [
    { key: 'events', value: customer.counts.events, label: t('profile.counts.events') },
    { key: 'shoots', value: customer.counts.shoots, label: t('profile.counts.shoots') },
    { key: 'assets', value: customer.counts.assets, label: t('profile.counts.assets') },
    { key: 'devices', value: customer.counts.devices, label: t('profile.counts.devices') },
  ];
  return (
    <SectionCard title={t('profile.title')} testId="customer-profile">
      <InfoRows
        rows={[
          { label: t('profile.name'), value: name || '—' },
          { label: t('profile.email'), value: customer.email },
          { label: t('profile.timeZone'), value: customer.timeZone || '—' },
          { label: t('profile.address'), value: addressLine(customer.address) || '—' },
          { label: t('profile.created'), value: formatDateTime(customer.createdAt, locale) },
          { label: t('profile.activated'), value: customer.activatedAt ? formatDateTime(customer.activatedAt, locale) : t('profile.notActivated') },
          {
            label: t('profile.lastActivity'),
            value: customer.lastActivityAt ? formatRelativeTime(customer.lastActivityAt, now, locale) : t('list.never'),
            testId: 'profile-last-activity',
          },
          {
            label: t('profile.mfa'),
            value: customer.mfa.isEnabled ? (
              <SoftBadge color="teal">
                {t('profile.mfaOn', { type: customer.mfa.type === 'email' ? t('profile.mfaEmail') : t('profile.mfaTotp') })}
              </SoftBadge>
            ) : (
              t('profile.mfaOff')
            ),
          },
          { label: t('profile.appPassword'), value: customer.hasAppPassword ? t('profile.appPasswordSet') : t('profile.appPasswordNone') },
        ]}
      />
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" data-testid="customer-counts">
        {counts.map((count) => (
          <Stack key={count.key} gap={0} align="center" p="xs" style={{ background: 'var(--mantine-color-gray-0)', borderRadius: 'var(--mantine-radius-md)' }}>
            <Text fw={700} fz="xl" data-testid={`count-${count.key}`}>
              {count.value}
            </Text>
            <Text size="xs" c="dimmed" ta="center">
              {count.label}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
