import { Button, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AiFailureAlert } from '@/features/ai-studio/ai-failure';
import { useAiFilters } from '@/features/ai-studio/api/get-ai-filters';
import { FILTER_GRID, FilterCard } from '@/features/ai-studio/components/filter-card';

/** The public library: every filter an admin published, each with "Test", which opens it in the test tab. */
export function LibraryPanel({ onTest }: { onTest: (slug: string) => void }) {
  const { t } = useTranslation('ai-studio');
  const query = useAiFilters('library');
  if (query.isPending) return <Skeleton height={240} radius="md" />;
  if (query.isError) return <AiFailureAlert messageKey="load" error={query.error} testId="library-error" />;
  if (query.data.length === 0) {
    return (
      <Text c="dimmed" data-testid="library-empty">
        {t('library.empty')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={FILTER_GRID} spacing="md" data-testid="library">
      {query.data.map((filter) => (
        <FilterCard
          key={filter.id}
          filter={filter}
          canGenerate={filter.editable}
          actions={
            <Button size="compact-sm" variant="light" leftSection={<IconFlask size={14} />} onClick={() => onTest(filter.slug)} aria-label={t('library.testNamed', { name: filter.name })} data-testid="library-test">
              {t('library.test')}
            </Button>
          }
        />
      ))}
    </SimpleGrid>
  );
}
