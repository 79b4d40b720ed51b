import type { EventAnalytics } from '@booth/shared';
import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount, formatRate, formatSeconds } from '@/features/analytics/format';
import { useLocale } from '@/lib/locale';

function Tile({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId: string }) {
  return (
    <Card withBorder radius="lg" padding="md" data-report-block>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={800} fz={26} mt={4} data-testid={testId}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}

/** The headline figures of a campaign as statistic tiles. */
export function StatTiles({ figures }: { figures: EventAnalytics }) {
  const { t } = useTranslation('analytics');
  const locale = useLocale();
  const { totals, dataCapture, consent, processing, prints } = figures;
  const n = (value: number) => formatCount(value, locale);
  const none = t('tiles.none');
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
      <Tile label={t('tiles.pictures')} value={n(totals.pictures)} testId="analytics-total-pictures" />
      <Tile label={t('tiles.sessions')} value={n(totals.sessions)} testId="analytics-total-sessions" />
      <Tile label={t('tiles.shares')} value={n(totals.shares)} testId="analytics-total-shares" />
      <Tile label={t('tiles.views')} value={n(totals.views)} hint={`${t('tiles.likes')}: ${n(totals.likes)} · ${t('tiles.clicks')}: ${n(totals.clicks)}`} testId="analytics-total-views" />
      <Tile
        label={t('tiles.dataCapture')}
        value={formatRate(dataCapture.rate, locale) ?? none}
        hint={t('tiles.rateOf', { part: n(dataCapture.pictures), whole: n(totals.pictures) })}
        testId="analytics-data-capture-rate"
      />
      <Tile
        label={t('tiles.consent')}
        value={formatRate(consent.rate, locale) ?? none}
        hint={t('tiles.rateOf', { part: n(consent.accepted), whole: n(consent.asked) })}
        testId="analytics-consent-rate"
      />
      <Tile
        label={t('tiles.processing')}
        value={processing.averageMs === null ? none : t('tiles.seconds', { value: formatSeconds(processing.averageMs, locale) })}
        testId="analytics-processing"
      />
      <Tile label={t('tiles.prints')} value={n(prints.jobs)} hint={`${t('tiles.printedCopies')}: ${n(prints.copies)}`} testId="analytics-prints" />
      <Tile label={t('tiles.failed')} value={n(totals.failed)} hint={`${t('tiles.deleted')}: ${n(totals.deleted)}`} testId="analytics-failed" />
    </SimpleGrid>
  );
}
