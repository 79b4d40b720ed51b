import { AI_PROMPT_MAX, type AiEnhanceResult } from '@booth/shared';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAiFailureToast } from '@/features/ai-studio/ai-failure';
import { useEnhancePrompts } from '@/features/ai-studio/api/enhance-prompts';
import type { FilterFormValues } from '@/features/ai-studio/filter-form-values';

/** "123/2000", red once it is over: the maximum is shown and refused with a message, never cut. */
function Counter({ length, testId }: { length: number; testId: string }) {
  const over = length > AI_PROMPT_MAX;
  return (
    <Text component="span" size="xs" c={over ? 'red' : 'dimmed'} data-testid={testId} data-over={over || undefined}>
      {length}/{AI_PROMPT_MAX}
    </Text>
  );
}

/** The prompts of a self-prompted filter, with "Enhance", which has them rewritten and says by whom. */
export function PromptFields() {
  const { t } = useTranslation('ai-studio');
  const { control, register, formState, setValue } = useFormContext<FilterFormValues>();
  const errors = formState.errors.prompt;
  const positive = useWatch({ control, name: 'prompt.positivePrompt' }) ?? '';
  const negative = useWatch({ control, name: 'prompt.negativePrompt' }) ?? '';
  const enhance = useEnhancePrompts();
  const failed = useAiFailureToast();
  const [rewrittenBy, setRewrittenBy] = useState<AiEnhanceResult['provider'] | null>(null);

  const onEnhance = () =>
    enhance.mutate(
      { positivePrompt: positive, negativePrompt: negative },
      {
        onSuccess: (result) => {
          setValue('prompt.positivePrompt', result.positivePrompt, { shouldDirty: true, shouldValidate: formState.isSubmitted });
          setValue('prompt.negativePrompt', result.negativePrompt, { shouldDirty: true, shouldValidate: formState.isSubmitted });
          setRewrittenBy(result.provider);
        },
        onError: (error) => failed('enhance', error),
      },
    );

  return (
    <Stack gap="sm">
      <Textarea
        label={t('form.positivePrompt')}
        required
        rows={4}
        resize="vertical"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        description={<Counter length={positive.length} testId="prompt-positive-count" />}
        error={errors?.positivePrompt?.message}
        data-testid="prompt-positive"
        {...register('prompt.positivePrompt', { onChange: () => setRewrittenBy(null) })}
      />
      <Textarea
        label={t('form.negativePrompt')}
        rows={2}
        resize="vertical"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        description={<Counter length={negative.length} testId="prompt-negative-count" />}
        error={errors?.negativePrompt?.message}
        data-testid="prompt-negative"
        {...register('prompt.negativePrompt', { onChange: () => setRewrittenBy(null) })}
      />
      <Group gap="sm" justify="space-between">
        <Text size="xs" c="dimmed" aria-live="polite" data-testid="prompt-rewritten-by">
          {rewrittenBy ? t(`enhance.by.${rewrittenBy}`) : ''}
        </Text>
        <Button variant="light" leftSection={<IconWand size={16} />} onClick={onEnhance} loading={enhance.isPending} disabled={positive.trim() === ''} data-testid="prompt-enhance">
          {t('enhance.button')}
        </Button>
      </Group>
    </Stack>
  );
}
