import { type AiProviderName, aiRatios } from '@booth/shared';
import { Input, NumberInput, SegmentedControl, SimpleGrid, Slider, Stack, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FilterFormValues } from '@/features/ai-studio/filter-form-values';

type NumberOption = 'providerOptions.captureMode' | 'providerOptions.workflow';

function IntegerOption({ name, label, description, max, testId }: { name: NumberOption; label: string; description: string; max: number; testId: string }) {
  const { control, formState } = useFormContext<FilterFormValues>();
  const key = name.split('.')[1] as 'captureMode' | 'workflow';
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          description={description}
          min={0}
          max={max}
          allowDecimal={false}
          allowNegative={false}
          value={field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
          onBlur={field.onBlur}
          error={formState.errors.providerOptions?.[key]?.message}
          data-testid={testId}
        />
      )}
    />
  );
}

/**
 * The provider's options (platform §3, defaults §9): the picture's ratio and how far the result may move
 * from the photo for every provider; the workflow server's capture mode and workflow; an image-edit
 * endpoint's model. A seed fixes the variation where the provider takes one.
 */
export function ProviderOptionsFields({ provider }: { provider: AiProviderName }) {
  const { t } = useTranslation('ai-studio');
  const { control, register, formState } = useFormContext<FilterFormValues>();
  const errors = formState.errors.providerOptions;
  return (
    <Stack gap="sm" data-testid="provider-options">
      <Controller
        control={control}
        name="providerOptions.ratio"
        render={({ field }) => (
          <Input.Wrapper label={t('form.ratio')}>
            <SegmentedControl
              display="flex"
              maw={420}
              aria-label={t('form.ratio')}
              data={aiRatios.map((ratio) => ({ value: ratio, label: t(`ratios.${ratio}`) }))}
              value={field.value}
              onChange={field.onChange}
              data-testid="filter-ratio"
            />
          </Input.Wrapper>
        )}
      />
      {provider === 'event_station' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <IntegerOption name="providerOptions.workflow" label={t('form.workflow')} description={t('form.workflowHint')} max={1_000_000} testId="filter-workflow" />
          <IntegerOption name="providerOptions.captureMode" label={t('form.captureMode')} description={t('form.captureModeHint')} max={100} testId="filter-capture-mode" />
        </SimpleGrid>
      )}
      {provider === 'openai' && (
        <TextInput label={t('form.model')} description={t('form.modelHint')} error={errors?.model?.message} data-testid="filter-model" {...register('providerOptions.model')} />
      )}
      <Controller
        control={control}
        name="providerOptions.strength"
        render={({ field }) => (
          <Input.Wrapper label={t('form.strength')} description={t('form.strengthHint')}>
            <Slider
              mt="xs"
              min={0}
              max={1}
              step={0.05}
              value={field.value}
              onChange={field.onChange}
              label={(value) => `${Math.round(value * 100)} %`}
              thumbLabel={t('form.strength')}
              data-testid="filter-strength"
            />
          </Input.Wrapper>
        )}
      />
      {provider !== 'local' && (
        <Controller
          control={control}
          name="providerOptions.seed"
          render={({ field }) => (
            <NumberInput
              label={t('form.seed')}
              description={t('form.seedHint')}
              min={0}
              max={2 ** 31 - 1}
              allowDecimal={false}
              allowNegative={false}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
              error={errors?.seed?.message}
              data-testid="filter-seed"
            />
          )}
        />
      )}
    </Stack>
  );
}
