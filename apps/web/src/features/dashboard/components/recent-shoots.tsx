import type { DashboardShoot } from '@booth/shared';
import { Anchor, Box, Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconExternalLink, IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Lightbox, type LightboxItem } from '@/components/lightbox';
import { MediaViewer } from '@/components/media-viewer';
import { formatDateTime } from '@/features/events/format';
import { useLocale, useLocalePath } from '@/lib/locale';

interface PictureItem extends LightboxItem {
  shoot: DashboardShoot;
}

function toItem(shoot: DashboardShoot): PictureItem | null {
  if (!shoot.src || !shoot.mimetype) return null;
  return { id: shoot.id, name: shoot.slug, src: shoot.src, thumbnail: shoot.thumbSrc, mimetype: shoot.mimetype, boomerang: shoot.kind === 'Boomerang' && shoot.mimetype === 'image/gif', shoot };
}

/** The newest pictures across the campaigns, in the media viewer; a click opens the lightbox. */
export function RecentShoots({ shoots }: { shoots: DashboardShoot[] }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const to = useLocalePath();
  const [index, setIndex] = useState<number | null>(null);
  const items = shoots.map(toItem).filter((item): item is PictureItem => item !== null);

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
            <UnstyledButton
              key={item.id}
              onClick={() => setIndex(position)}
              aria-label={t('recentShoots.open', { event: item.shoot.event.name, date: formatDateTime(item.shoot.createdAt, locale) })}
              data-testid="dashboard-recent-shoot"
            >
              <Box style={{ aspectRatio: '1', overflow: 'hidden', borderRadius: 8, background: 'var(--mantine-color-gray-1)' }}>
                <MediaViewer
                  src={item.src}
                  thumbnail={item.thumbnail}
                  mimetype={item.mimetype}
                  boomerang={item.boomerang}
                  alt={item.shoot.event.name}
                  style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              </Box>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      <Lightbox
        items={items}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
        renderFooter={(item) => (
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              <Anchor component={Link} to={to(`/events/${encodeURIComponent(item.shoot.event.slug)}`)} size="sm" onClick={() => setIndex(null)}>
                {item.shoot.event.name}
              </Anchor>{' '}
              · {formatDateTime(item.shoot.createdAt, locale)}
            </Text>
            <Anchor href={item.shoot.micrositeUrl} target="_blank" rel="noreferrer" size="sm">
              <Group gap={4}>
                {t('recentShoots.microsite')}
                <IconExternalLink size={14} />
              </Group>
            </Anchor>
          </Group>
        )}
      />
    </Card>
  );
}
