import '@/features/printing/printing-i18n';
import type { PrintJobState } from '@booth/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colors: Record<PrintJobState, string> = {
  queued: 'gray',
  sending: 'blue',
  printing: 'blue',
  held: 'orange',
  done: 'teal',
  failed: 'red',
  cancelled: 'gray',
};

export function PrintJobStateBadge({ state }: { state: PrintJobState }) {
  const { t } = useTranslation('printing');
  return (
    <Badge color={colors[state]} variant={state === 'cancelled' ? 'outline' : 'light'} data-testid="print-job-state" data-state={state}>
      {t(`state.${state}`)}
    </Badge>
  );
}
