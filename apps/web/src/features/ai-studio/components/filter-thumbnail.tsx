import type { AiExecution, AiFilter } from '@booth/shared';
import { AspectRatio, Box, Button, Center, Image, Stack, Text } from '@mantine/core';
import { IconPhotoSpark } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAiFailureToast } from '@/features/ai-studio/ai-failure';
import { useGenerateThumbnail } from '@/features/ai-studio/api/generate-thumbnail';
import { isFinished, useAiExecution } from '@/features/ai-studio/api/get-ai-execution';
import { aiStudioKeys } from '@/features/ai-studio/api/keys';
import { ExecutionProgress } from '@/features/ai-studio/components/execution-progress';
import { useFailureReason } from '@/features/ai-studio/components/execution-failure';
import { useExecutionOutcome } from '@/features/ai-studio/use-execution-outcome';

/**
 * A filter's thumbnail, or — for a filter the customer may change — "Generate thumbnail", which runs the
 * filter on the reference portrait shipped with the project and follows the run until the picture is there.
 */
export function FilterThumbnail({ filter, canGenerate }: { filter: AiFilter; canGenerate: boolean }) {
  const { t } = useTranslation('ai-studio');
  const queryClient = useQueryClient();
  const failed = useAiFailureToast();
  const reason = useFailureReason();
  const generate = useGenerateThumbnail();
  const [started, setStarted] = useState<AiExecution | null>(null);
  const execution = useAiExecution(started).data;
  const running = started !== null && !isFinished(execution);

  useExecutionOutcome(execution, {
    // The result stays on screen until the reloaded filter brings its thumbnail, so nothing flickers back to the button.
    onSucceeded: () => void Promise.all([aiStudioKeys.lists, aiStudioKeys.one(filter.slug)].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    onFailed: (done) => {
      setStarted(null);
      failed('thumbnail', null, { detail: reason(done.failure) });
    },
  });

  const shown = filter.thumbnail ?? (execution?.status === 'succeeded' ? execution.resultUrl : null);
  return (
    <AspectRatio ratio={3 / 4} data-testid="filter-thumbnail">
      {shown ? (
        <Image src={shown} alt={t('thumbnail.alt', { name: filter.name })} radius="md" fit="cover" />
      ) : (
        <Box bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Center h="100%" p="xs">
            <Stack gap={6} align="center" w="100%">
              <IconPhotoSpark size={28} color="var(--mantine-color-dimmed)" />
              {running && execution ? (
                <ExecutionProgress execution={execution} compact />
              ) : canGenerate ? (
                <Button
                  size="compact-xs"
                  variant="light"
                  loading={generate.isPending}
                  onClick={() => generate.mutate(filter.slug, { onSuccess: setStarted, onError: (error) => failed('thumbnail', error) })}
                  // Every card has this button: the name tells a screen reader which filter it is for.
                  aria-label={t('thumbnail.generateNamed', { name: filter.name })}
                  data-testid="filter-generate-thumbnail"
                >
                  {t('thumbnail.generate')}
                </Button>
              ) : (
                <Text size="xs" c="dimmed">
                  {t('thumbnail.none')}
                </Text>
              )}
            </Stack>
          </Center>
        </Box>
      )}
    </AspectRatio>
  );
}
