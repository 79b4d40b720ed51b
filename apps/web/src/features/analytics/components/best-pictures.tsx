import type { BestPerforming } from '@booth/shared';
import { Alert, Anchor, Box, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEye, IconHeart, IconPointer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MediaViewer } from '@/components/media-viewer';
import { formatInZone } from '@/features/analytics/format';
import { useLocale } from '@/lib/locale';
import { ReportCard } from './report-card';

/** The pictures guests engaged with most, as media-viewer thumbnails linking to their microsites. */
export function BestPictures({ best, timeZone }: { best: BestPerforming | null; timeZone: string }) {
  const { t } = useTranslation('analytics');
  const locale = useLocale();
  return (
    <ReportCard title={t('best.title')} testId="analytics-best">
      {!best ? (
        <Alert color="red" variant="light" data-testid="analytics-best-failed">
          {t('partFailed')}
        </Alert>
      ) : best.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('best.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          {best.items.map((item) => (
            <Stack key={item.id} gap={4} data-testid="analytics-best-item">
              <Anchor href={item.micrositeUrl} target="_blank" rel="noreferrer" aria-label={t('best.open', { date: formatInZone(item.createdAt, locale, timeZone) })}>
                <Box style={{ aspectRatio: '1', overflow: 'hidden', borderRadius: 8, background: 'var(--mantine-color-gray-1)' }}>
                  {item.src && item.mimetype ? (
                    <MediaViewer
                      src={item.src}
                      thumbnail={item.thumbSrc}
                      mimetype={item.mimetype}
                      boomerang={item.kind === 'Boomerang' && item.mimetype === 'image/gif'}
                      alt={item.slug}
                      style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                    />
                  ) : null}
                </Box>
              </Anchor>
              <Group gap={8} c="dimmed" wrap="nowrap">
                <Group gap={2} wrap="nowrap" title={t('best.views', { count: item.views })}>
                  <IconEye size={14} />
                  <Text size="xs">{item.views}</Text>
                </Group>
                <Group gap={2} wrap="nowrap" title={t('best.likes', { count: item.likes })}>
                  <IconHeart size={14} />
                  <Text size="xs">{item.likes}</Text>
                </Group>
                <Group gap={2} wrap="nowrap" title={t('best.clicks', { count: item.clicks })}>
                  <IconPointer size={14} />
                  <Text size="xs">{item.clicks}</Text>
                </Group>
              </Group>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </ReportCard>
  );
}
