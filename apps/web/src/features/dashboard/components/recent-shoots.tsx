import type { DashboardShoot } from '@booth/shared';
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PictureLightbox } from '@/components/picture-lightbox';
import { PictureTile } from '@/components/picture-tile';
import { formatDateTime } from '@/features/events/format';
import { useLocale, useLocalePath } from '@/lib/locale';
import { pictureItems } from '@/lib/picture-item';

/** The newest pictures across the campaigns, in the media viewer; a click opens the lightbox. */
export function RecentShoots({ shoots }: { shoots: DashboardShoot[] }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const to = useLocalePath();
  const [index, setIndex] = useState<number | null>(null);
  const items = pictureItems(shoots);

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="dashboard-recent-shoots">
      <Title order={2} fz={18} mb="md">
        {t('recentShoots.title')}
      </Title>
      {items.length === 0 ? (
        <Stack align="center" gap={6} py="lg" c="dimmed">
          <IconPhotoOff size={28} />
          <Text size="sm">{t('recentShoots.empty')}</Text>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 3, xs: 4, md: 6 }} spacing="sm">
          {items.map((item, position) => (
            <PictureTile
              key={item.id}
              item={item}
              alt={item.shoot.event.name}
              onOpen={() => setIndex(position)}
              label={t('recentShoots.open', { event: item.shoot.event.name, date: formatDateTime(item.shoot.createdAt, locale) })}
              testId="dashboard-recent-shoot"
            />
          ))}
        </SimpleGrid>
      )}
      <PictureLightbox
        items={items}
        index={index}
        onIndexChange={setIndex}
        micrositeLabel={t('recentShoots.microsite')}
        caption={(shoot) => (
          <>
            <Anchor component={Link} to={to(`/events/${encodeURIComponent(shoot.event.slug)}`)} size="sm" onClick={() => setIndex(null)}>
              {shoot.event.name}
            </Anchor>{' '}
            · {formatDateTime(shoot.createdAt, locale)}
          </>
        )}
      />
    </Card>
  );
}
