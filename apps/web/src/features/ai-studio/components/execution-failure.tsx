import type { AiExecution, AiFailureReason } from '@booth/shared';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Why an execution failed (timeout, provider, unconfigured, budget, credits, input) in plain words. */
export function useFailureReason(): (failure: AiFailureReason | null) => string {
  const { t } = useTranslation('ai-studio');
  return useCallback((failure) => t(`reasons.${failure ?? 'provider'}`), [t]);
}

/** A failed execution: the platform §8 message and the reason it gives. */
export function ExecutionFailure({ execution }: { execution: AiExecution }) {
  const { t } = useTranslation('ai-studio');
  const reason = useFailureReason();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={t('failures.execute')} role="alert" data-testid="execution-failed" data-reason={execution.failure ?? 'provider'}>
      {reason(execution.failure)}
    </Alert>
  );
}
