import type { AiFilterType } from '@booth/shared';
import { Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FilterFormValues } from '@/features/ai-studio/filter-form-values';
import { useEffectLabel } from '@/features/ai-studio/provider-label';

type IdField = 'filterId' | 'maleFilterId' | 'femaleFilterId';

/** One filter id: a choice of the local effects, or the style name the workflow server knows. */
function IdInput({ name, label, effects, required = true }: { name: IdField; label: string; effects: readonly string[] | null; required?: boolean }) {
  const { t } = useTranslation('ai-studio');
  const effectLabel = useEffectLabel();
  const { control, register, formState } = useFormContext<FilterFormValues>();
  const error = formState.errors[name]?.message;
  if (!effects) return <TextInput label={label} description={t('form.filterIdHint')} required error={error} data-testid={`filter-${name}`} {...register(name)} />;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          required={required}
          description={required ? undefined : t('form.effectFromPromptHint')}
          placeholder={required ? undefined : t('form.effectFromPrompt')}
          clearable={!required}
          data={effects.map((effect) => ({ value: effect, label: effectLabel(effect) }))}
          value={field.value || null}
          onChange={(next) => field.onChange(next ?? '')}
          allowDeselect={!required}
          error={error}
          data-testid={`filter-${name}`}
        />
      )}
    />
  );
}

/**
 * What the provider runs: one filter id, or one each for male and female (`useSeparateIds`: the guest
 * picks which applies; it is never guessed from the face). A local filter picks its effect by name.
 */
export function FilterIdFields({ filterType, effects }: { filterType: AiFilterType; effects: readonly string[] | null }) {
  const { t } = useTranslation('ai-studio');
  const { control } = useFormContext<FilterFormValues>();
  const separate = useWatch({ control, name: 'useSeparateIds' });
  // A self-prompted filter is its prompt; a local one may also name the effect it applies.
  if (filterType === 'self_prompted' && !effects) return null;
  const idLabel = effects ? t('form.effect') : t('form.filterId');
  return (
    <Stack gap="sm">
      {filterType === 'library' && (
        <Controller
          control={control}
          name="useSeparateIds"
          render={({ field }) => (
            <Switch label={t('form.useSeparateIds')} description={t('form.useSeparateIdsHint')} checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} data-testid="filter-separate" />
          )}
        />
      )}
      {filterType === 'library' && separate ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <IdInput name="maleFilterId" label={t('form.maleFilterId', { what: idLabel })} effects={effects} />
          <IdInput name="femaleFilterId" label={t('form.femaleFilterId', { what: idLabel })} effects={effects} />
        </SimpleGrid>
      ) : (
        <IdInput name="filterId" label={idLabel} effects={effects} required={filterType === 'library'} />
      )}
    </Stack>
  );
}
