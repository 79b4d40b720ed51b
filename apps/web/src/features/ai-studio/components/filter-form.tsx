import { AI_FILTER_DESCRIPTION_MAX, type AiFilter, type AiFilterType, type AiProviderInfo, type AiProviderName } from '@booth/shared';
import { Button, Group, Paper, Select, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAiFailureToast } from '@/features/ai-studio/ai-failure';
import { useCreateAiFilter } from '@/features/ai-studio/api/create-ai-filter';
import { useUpdateAiFilter } from '@/features/ai-studio/api/update-ai-filter';
import { FilterIdFields } from '@/features/ai-studio/components/filter-id-fields';
import { PromptFields } from '@/features/ai-studio/components/prompt-fields';
import { ProviderOptionsFields } from '@/features/ai-studio/components/provider-options-fields';
import { type FilterFormValues, emptyFilterForm, filterFormFields, filterToForm } from '@/features/ai-studio/filter-form-values';
import { useProviderLabel } from '@/features/ai-studio/provider-label';
import { useFilterResolver } from '@/features/ai-studio/use-filter-resolver';
import { useUser } from '@/features/auth/api/get-user';
import { isApiError } from '@/lib/api-error';
import { applyServerFieldErrors } from '@/lib/form-errors';

/** The providers a kind of filter can use: an image-edit model needs a prompt, so it has no library filters. */
function providersFor(filterType: AiFilterType, providers: readonly AiProviderInfo[]): AiProviderInfo[] {
  return providers.filter((provider) => filterType === 'self_prompted' || provider.name !== 'openai');
}

/** The default provider (platform §9) when this installation runs it, else the first one it does. */
function startProvider(offered: readonly AiProviderInfo[]): AiProviderName {
  return (offered.find((provider) => provider.name === 'event_station') ?? offered[0])?.name ?? 'event_station';
}

export interface FilterFormProps {
  filterType: AiFilterType;
  /** Configured providers only. */
  providers: readonly AiProviderInfo[];
  /** The filter being edited; a new one when left out. */
  filter?: AiFilter;
  onDone?: () => void;
}

/**
 * Creates or edits an AI filter with every field of platform §3: name and description, the filter id
 * (or separate ids for male and female), the provider and its options, the prompts of a self-prompted
 * filter, and — for admins — whether it is published in everyone's library.
 */
export function FilterForm({ filterType, providers, filter, onDone }: FilterFormProps) {
  const { t } = useTranslation('ai-studio');
  const { t: tc } = useTranslation();
  const admin = useUser().data?.admin ?? false;
  const providerLabel = useProviderLabel();
  const failed = useAiFailureToast();
  const create = useCreateAiFilter();
  const update = useUpdateAiFilter();
  const offered = providersFor(filterType, providers);
  const firstEffect = (name: AiProviderName) => providers.find((provider) => provider.name === name)?.effects[0] ?? '';
  const initial = filter ? filterToForm(filter) : emptyFilterForm(filterType, startProvider(offered), firstEffect(startProvider(offered)));
  const form = useForm<FilterFormValues>({ resolver: useFilterResolver(), defaultValues: initial });
  const errors = form.formState.errors;
  const provider = useWatch({ control: form.control, name: 'provider' });
  const chosen = providers.find((info) => info.name === provider);

  const onSubmit = form.handleSubmit((values) => {
    const body = { ...values, filterType, isPublic: admin && values.isPublic };
    const serverProblem = (error: unknown) => isApiError(error) && error.fields.length > 0 && applyServerFieldErrors(tc, error, filterFormFields, form.setError);
    if (filter) {
      update.mutate(
        { slug: filter.slug, body },
        {
          onSuccess: (saved) => {
            notifications.show({ color: 'teal', message: t('form.updated', { name: saved.name }) });
            onDone?.();
          },
          onError: (error) => {
            serverProblem(error);
            failed('update', error);
          },
        },
      );
      return;
    }
    create.mutate(body, {
      onSuccess: (created) => {
        notifications.show({ color: 'teal', message: t('form.created', { name: created.name }) });
        form.reset(emptyFilterForm(filterType, body.provider, firstEffect(body.provider)));
        onDone?.();
      },
      onError: (error) => {
        serverProblem(error);
        failed('create', error);
      },
    });
  });

  return (
    <FormProvider {...form}>
      <Paper withBorder radius="md" p="md" component="form" onSubmit={onSubmit} noValidate data-testid="filter-form" data-filter-type={filterType}>
        <Stack gap="md">
          {filter && (
            <Text fw={700} data-testid="filter-form-editing">
              {t('form.editing', { name: filter.name })}
            </Text>
          )}
          <TextInput label={t('form.name')} required error={errors.name?.message} data-testid="filter-name" {...form.register('name')} />
          <Textarea label={t('form.description')} rows={2} resize="vertical" error={errors.description?.message} data-testid="filter-description" description={t('form.descriptionHint', { max: AI_FILTER_DESCRIPTION_MAX })} {...form.register('description')} />
          <Controller
            control={form.control}
            name="provider"
            render={({ field }) => (
              <Select
                label={t('form.provider')}
                description={chosen ? t('form.providerCost', { count: chosen.creditsPerRun }) : undefined}
                data={offered.map((info) => ({ value: info.name, label: providerLabel(info.name) }))}
                value={field.value}
                allowDeselect={false}
                onChange={(next) => {
                  if (!next) return;
                  const name = next as AiProviderName;
                  field.onChange(name);
                  // A local filter runs one of the local effects, never an id of the workflow server.
                  const effects = providers.find((info) => info.name === name)?.effects ?? [];
                  const current = form.getValues('filterId');
                  if (name === 'local' && current && !effects.includes(current)) form.setValue('filterId', filterType === 'library' ? (effects[0] ?? '') : '');
                  else if (name === 'local' && !current && filterType === 'library') form.setValue('filterId', effects[0] ?? '');
                }}
                error={errors.provider?.message}
                data-testid="filter-provider"
              />
            )}
          />
          {chosen && !chosen.generative && (
            <Text size="sm" c="dimmed" data-testid="filter-local-note">
              {t('form.localNote')}
            </Text>
          )}
          <FilterIdFields filterType={filterType} effects={chosen?.name === 'local' ? chosen.effects : null} />
          {filterType === 'self_prompted' && <PromptFields />}
          <ProviderOptionsFields provider={provider} />
          {admin && (
            <Controller
              control={form.control}
              name="isPublic"
              render={({ field }) => (
                <Switch label={t('form.isPublic')} description={t('form.isPublicHint')} checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} data-testid="filter-public" />
              )}
            />
          )}
          <Group justify="flex-end" gap="sm">
            {filter && (
              <Button variant="default" onClick={onDone} data-testid="filter-cancel">
                {t('form.cancel')}
              </Button>
            )}
            <Button type="submit" loading={create.isPending || update.isPending} data-testid="filter-submit">
              {filter ? t('form.save') : t('form.create')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </FormProvider>
  );
}
