import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A card form's save button, right-aligned, usable once something changed. */
export function SaveButton({ loading, disabled, testId }: { loading: boolean; disabled: boolean; testId: string }) {
  const { t } = useTranslation('account');
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={loading} disabled={disabled} data-testid={testId}>
        {t('save')}
      </Button>
    </Group>
  );
}

export interface DialogActionsProps {
  onCancel: () => void;
  submitLabel: string;
  loading: boolean;
  disabled?: boolean;
  danger?: boolean;
  testId: string;
}

/** Cancel and the dialog form's submit button, at the dialog's foot. */
export function DialogActions({ onCancel, submitLabel, loading, disabled, danger, testId }: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {t('confirm.cancel')}
      </Button>
      <Button type="submit" color={danger ? 'red' : undefined} loading={loading} disabled={disabled} data-testid={testId}>
        {submitLabel}
      </Button>
    </Group>
  );
}
