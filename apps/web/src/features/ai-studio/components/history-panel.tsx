import { Anchor, Button, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AiFailureAlert, useAiFailureToast } from '@/features/ai-studio/ai-failure';
import { useActivatePrompt } from '@/features/ai-studio/api/activate-prompt';
import { useAiFilter } from '@/features/ai-studio/api/get-ai-filter';
import { useAiFilters } from '@/features/ai-studio/api/get-ai-filters';
import { useFilterPrompts } from '@/features/ai-studio/api/get-filter-prompts';
import { usePromptHistory } from '@/features/ai-studio/api/get-prompt-history';
import { PromptEntry } from '@/features/ai-studio/components/prompt-entry';

/** The latest prompts over all own filters (platform §9: 10); a filter's name opens its prompts below. */
function LatestPrompts({ onFilter }: { onFilter: (slug: string) => void }) {
  const { t } = useTranslation('ai-studio');
  const history = usePromptHistory();
  if (history.isPending) return <Skeleton height={120} radius="md" />;
  if (history.isError) return <AiFailureAlert messageKey="history" error={history.error} testId="prompt-history-error" />;
  if (history.data.length === 0) {
    return (
      <Text c="dimmed" data-testid="prompt-history-empty">
        {t('history.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="prompt-history">
      {history.data.map((entry) => (
        <PromptEntry
          key={entry.id}
          entry={entry}
          showFilter={
            <Anchor component="button" type="button" size="sm" fw={700} onClick={() => onFilter(entry.filterSlug)}>
              {entry.filterName}
            </Anchor>
          }
        />
      ))}
    </Stack>
  );
}

/** What the filter runs with now (GET /aifilters/{slug}), reloaded after an activation. */
function ActivePrompt({ slug }: { slug: string }) {
  const { t } = useTranslation('ai-studio');
  const filter = useAiFilter(slug);
  if (filter.isPending) return <Skeleton height={24} radius="sm" />;
  if (filter.isError) return <AiFailureAlert messageKey="details" error={filter.error} testId="filter-active-error" />;
  return (
    <Text size="sm" data-testid="filter-active-prompt">
      <Text span fw={600}>
        {t('history.current')}:{' '}
      </Text>
      {filter.data.prompt.positivePrompt || '—'}
    </Text>
  );
}

/** Every prompt of one filter with its last executions, and "Activate" on each but the active one. */
function FilterPrompts({ slug }: { slug: string }) {
  const { t } = useTranslation('ai-studio');
  const prompts = useFilterPrompts(slug);
  const activate = useActivatePrompt();
  const failed = useAiFailureToast();
  if (prompts.isPending) return <Skeleton height={160} radius="md" />;
  if (prompts.isError) return <AiFailureAlert messageKey="executionHistory" error={prompts.error} testId="filter-prompts-error" />;
  if (prompts.data.length === 0) {
    return (
      <Text c="dimmed" data-testid="filter-prompts-empty">
        {t('history.noPrompts')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="filter-prompts">
      <ActivePrompt slug={slug} />
      {prompts.data.map((entry) => (
        <PromptEntry
          key={entry.id}
          entry={entry}
          withExecutions
          action={
            !entry.active && (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconCheck size={14} />}
                loading={activate.isPending && activate.variables.promptId === entry.id}
                disabled={activate.isPending}
                onClick={() =>
                  activate.mutate(
                    { slug, promptId: entry.id },
                    { onSuccess: ({ filter }) => notifications.show({ color: 'teal', message: t('history.activated', { name: filter.name }) }), onError: (error) => failed('activate', error) },
                  )
                }
                data-testid="prompt-activate"
              >
                {t('history.activate')}
              </Button>
            )
          }
        />
      ))}
    </Stack>
  );
}

/** The history tab: the latest prompts, and per filter its prompts with what their runs took and cost. */
export function HistoryPanel() {
  const { t } = useTranslation('ai-studio');
  const own = useAiFilters('own');
  const [slug, setSlug] = useState<string | null>(null);
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('history.latest')}
        </Title>
        <LatestPrompts onFilter={setSlug} />
      </Stack>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('history.perFilter')}
        </Title>
        {own.isError ? (
          <AiFailureAlert messageKey="load" error={own.error} testId="history-filters-error" />
        ) : (
          <Select
            label={t('history.filter')}
            placeholder={t('test.filterPlaceholder')}
            data={(own.data ?? []).map((filter) => ({ value: filter.slug, label: filter.name }))}
            value={slug}
            onChange={setSlug}
            searchable
            maw={420}
            data-testid="history-filter"
          />
        )}
        {slug && <FilterPrompts slug={slug} />}
      </Stack>
    </Stack>
  );
}
