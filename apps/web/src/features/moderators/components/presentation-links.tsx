import '@/features/moderators/moderators-i18n';
import type { EventGetAnswer } from '@booth/shared';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDeviceTv, IconExternalLink, IconLayoutGrid } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/lib/locale';

/**
 * The campaign's public screens (campaigns §2 Presentation), when switched on: the gallery and the
 * dynamic gallery. Both are pages the server renders, so they open by a full load, in a new tab.
 */
export function PresentationLinks({ event }: { event: Pick<EventGetAnswer, 'slug' | 'screens'> }) {
  const { t } = useTranslation('moderators');
  const to = useLocalePath();
  const presentation = event.screens?.presentation;
  const gallery = presentation?.gallery.enabled ?? false;
  const live = presentation?.dynamicGallery.enabled ?? false;
  if (!gallery && !live) return null;
  const slug = encodeURIComponent(event.slug);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="presentation-links">
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={2} fz="lg">
            {t('presentation.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('presentation.intro')}
          </Text>
        </Stack>
        <Group gap="sm">
          {gallery && (
            <Button
              component="a"
              href={to(`/gallery/${slug}`)}
              target="_blank"
              rel="noopener"
              variant="default"
              leftSection={<IconLayoutGrid size={16} />}
              rightSection={<IconExternalLink size={14} />}
              data-testid="presentation-gallery"
            >
              {t('presentation.gallery')}
            </Button>
          )}
          {live && (
            <Button
              component="a"
              href={to(`/live/${slug}`)}
              target="_blank"
              rel="noopener"
              variant="default"
              leftSection={<IconDeviceTv size={16} />}
              rightSection={<IconExternalLink size={14} />}
              data-testid="presentation-live"
            >
              {t('presentation.live')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
