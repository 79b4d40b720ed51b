import type { AiFilter } from '@booth/shared';
import { Button, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { AiFailureAlert } from '@/features/ai-studio/ai-failure';
import { useAiFilter } from '@/features/ai-studio/api/get-ai-filter';
import { useAiProviders } from '@/features/ai-studio/api/get-ai-providers';
import { FilterForm } from '@/features/ai-studio/components/filter-form';
import { OwnFiltersList } from '@/features/ai-studio/components/own-filters-list';
import { configuredProviders } from '@/features/ai-studio/provider-label';
import { type CreateTab, createTabs } from '@/features/ai-studio/studio-tabs';

const TYPE_OF_TAB = { 'filter-id': 'library', prompt: 'self_prompted' } as const;

/** The filter being edited, loaded afresh (GET /aifilters/{slug}) so the form starts from every field as saved. */
function EditFilter({ slug, onDone }: { slug: string; onDone: () => void }) {
  const { t } = useTranslation('ai-studio');
  const query = useAiFilter(slug);
  const providers = useAiProviders();
  if (query.isError) {
    return (
      <Stack gap="sm">
        <AiFailureAlert messageKey="details" error={query.error} testId="filter-details-error" />
        <Button variant="default" onClick={onDone} w="fit-content">
          {t('form.cancel')}
        </Button>
      </Stack>
    );
  }
  if (query.isPending || providers.isPending) return <Skeleton height={320} radius="md" />;
  const filter = query.data;
  // A filter keeps its provider in the list even when the installation no longer runs it, so it can be moved.
  const offered = configuredProviders(providers.data).concat((providers.data ?? []).filter((info) => !info.configured && info.name === filter.provider));
  return <FilterForm key={filter.id} filterType={filter.filterType} providers={offered} filter={filter} onDone={onDone} />;
}

/**
 * The create tab: "Filter-ID" (default: a library-style filter the provider runs by id) and "Prompt"
 * (self-prompted), then the customer's own filters to edit or delete.
 */
export function CreatePanel({ tab, onTab }: { tab: CreateTab; onTab: (tab: CreateTab) => void }) {
  const { t } = useTranslation('ai-studio');
  const providers = useAiProviders();
  const [editing, setEditing] = useState<string | null>(null);

  const startEdit = (filter: AiFilter) => {
    onTab(filter.filterType === 'library' ? 'filter-id' : 'prompt');
    setEditing(filter.slug);
  };

  const newForm = () => {
    if (providers.isPending) return <Skeleton height={320} radius="md" />;
    if (providers.isError) return <ApiErrorAlert error={providers.error} testId="providers-error" />;
    return <FilterForm key={tab} filterType={TYPE_OF_TAB[tab]} providers={configuredProviders(providers.data)} />;
  };

  return (
    <Stack gap="xl">
      <Tabs
        value={tab}
        onChange={(next) => {
          if (!next) return;
          setEditing(null);
          onTab(next as CreateTab);
        }}
        variant="pills"
        keepMounted={false}
        data-testid="create-tabs"
      >
        <Tabs.List mb="md">
          {createTabs.map((id) => (
            <Tabs.Tab key={id} value={id} data-testid={`create-tab-${id}`}>
              {t(`createTabs.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {createTabs.map((id) => (
          <Tabs.Panel key={id} value={id}>
            {editing ? <EditFilter slug={editing} onDone={() => setEditing(null)} /> : newForm()}
          </Tabs.Panel>
        ))}
      </Tabs>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('own.title')}
        </Title>
        <OwnFiltersList onEdit={startEdit} editingSlug={editing} />
      </Stack>
    </Stack>
  );
}
