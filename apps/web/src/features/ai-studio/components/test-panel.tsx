import { type AiExecution, type AiFilter, type AiVariant, aiVariants } from '@booth/shared';
import { Button, Group, Input, Paper, SegmentedControl, Select, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AiFailureAlert, useAiFailureToast } from '@/features/ai-studio/ai-failure';
import { useExecuteAiFilter } from '@/features/ai-studio/api/execute-ai-filter';
import { isFinished, useAiExecution } from '@/features/ai-studio/api/get-ai-execution';
import { useAiFilters } from '@/features/ai-studio/api/get-ai-filters';
import { aiStudioKeys } from '@/features/ai-studio/api/keys';
import { ExecutionResult } from '@/features/ai-studio/components/execution-result';
import { PhotoInput } from '@/features/ai-studio/components/photo-input';
import { useProviderLabel } from '@/features/ai-studio/provider-label';
import { type TestTab, testTabs } from '@/features/ai-studio/studio-tabs';
import { useExecutionOutcome } from '@/features/ai-studio/use-execution-outcome';

/** Picks a filter, a variant where it has separate ids, a photo, and runs the filter on it. */
function TestRun({ source, filter: chosenSlug, onFilter }: { source: TestTab; filter: string | null; onFilter: (slug: string | null) => void }) {
  const { t } = useTranslation('ai-studio');
  const providerLabel = useProviderLabel();
  const queryClient = useQueryClient();
  const failed = useAiFailureToast();
  const filters = useAiFilters(source === 'library' ? 'library' : 'own');
  const execute = useExecuteAiFilter();
  const [photo, setPhoto] = useState<File | null>(null);
  const [variant, setVariant] = useState<AiVariant>('male');
  const [run, setRun] = useState<{ execution: AiExecution; filter: AiFilter } | null>(null);
  const execution = useAiExecution(run?.execution ?? null).data;

  useExecutionOutcome(execution, {
    // What it cost shows at the top, and its prompt's execution history grows by one.
    onSucceeded: () =>
      void Promise.all([aiStudioKeys.credits, aiStudioKeys.allPrompts, aiStudioKeys.histories].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });

  if (filters.isPending) return <Skeleton height={200} radius="md" />;
  if (filters.isError) return <AiFailureAlert messageKey="load" error={filters.error} testId="test-filters-error" />;
  const filter = filters.data.find((item) => item.slug === chosenSlug) ?? null;
  const running = run !== null && !isFinished(execution);

  const start = () => {
    if (!filter || !photo) return;
    execute.mutate(
      { slug: filter.slug, variant: filter.useSeparateIds ? variant : undefined, file: photo },
      { onSuccess: (started) => setRun({ execution: started, filter }), onError: (error) => failed('execute', error) },
    );
  };

  if (filters.data.length === 0) {
    return (
      <Text c="dimmed" data-testid="test-no-filters">
        {source === 'library' ? t('test.noLibrary') : t('test.noOwn')}
      </Text>
    );
  }

  return (
    <Stack gap="md">
      <Select
        label={t('test.filter')}
        placeholder={t('test.filterPlaceholder')}
        data={filters.data.map((item) => ({ value: item.slug, label: `${item.name} — ${providerLabel(item.provider)}` }))}
        value={filter?.slug ?? null}
        onChange={(slug) => {
          setRun(null);
          onFilter(slug);
        }}
        searchable
        data-testid="test-filter"
      />
      {filter?.useSeparateIds && (
        <Input.Wrapper label={t('test.variant')} description={t('test.variantHint')}>
          <SegmentedControl
            display="flex"
            maw={320}
            aria-label={t('test.variant')}
            value={variant}
            onChange={(next) => setVariant(next as AiVariant)}
            data={aiVariants.map((value) => ({ value, label: t(`variants.${value}`) }))}
            data-testid="test-variant"
          />
        </Input.Wrapper>
      )}
      <PhotoInput
        photo={photo}
        onPhoto={(file) => {
          setRun(null);
          setPhoto(file);
        }}
      />
      <Group>
        <Button leftSection={<IconPlayerPlay size={16} />} onClick={start} disabled={!filter || !photo || running} loading={execute.isPending} data-testid="test-run">
          {t('test.run')}
        </Button>
      </Group>
      {execution && run && (
        <Paper withBorder radius="md" p="md">
          <ExecutionResult execution={execution} filterName={run.filter.name} />
        </Paper>
      )}
    </Stack>
  );
}

/** The test tab: "Library filter" (default) and "My filters", each with its own choice of filter. */
export function TestPanel({ source, filter, onSource, onFilter }: { source: TestTab; filter: string | null; onSource: (source: TestTab) => void; onFilter: (slug: string | null) => void }) {
  const { t } = useTranslation('ai-studio');
  return (
    <Tabs value={source} onChange={(next) => next && onSource(next as TestTab)} variant="pills" keepMounted={false} data-testid="test-tabs">
      <Tabs.List mb="md">
        {testTabs.map((id) => (
          <Tabs.Tab key={id} value={id} data-testid={`test-tab-${id}`}>
            {t(`testTabs.${id}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {testTabs.map((id) => (
        <Tabs.Panel key={id} value={id}>
          <TestRun source={id} filter={filter} onFilter={onFilter} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
