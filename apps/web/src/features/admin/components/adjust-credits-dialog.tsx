import { Button, Group, Modal, NumberInput, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useUpdateCustomer } from '@/features/admin/api/update-customer';

const MAX_ADJUSTMENT = 1_000_000;

/** Credits added or taken away with a note (PATCH {creditAdjustment}); the ledger keeps both. */
export function AdjustCreditsDialog({ customerId, opened, onClose }: { customerId: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const update = useUpdateCustomer();
  const [direction, setDirection] = useState<'add' | 'take'>('add');
  const [amount, setAmount] = useState<number | ''>('');
  const [note, setNote] = useState('');
  const valid = typeof amount === 'number' && amount > 0 && amount <= MAX_ADJUSTMENT;

  const close = () => {
    setDirection('add');
    setAmount('');
    setNote('');
    update.reset();
    onClose();
  };
  const submit = () => {
    if (!valid) return;
    const signed = direction === 'add' ? amount : -amount;
    update.mutate(
      { id: customerId, patch: { creditAdjustment: { amount: signed, note: note.trim() } } },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t(direction === 'add' ? 'credits.added' : 'credits.taken', { count: amount }) });
          close();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('credits.adjustTitle')} centered radius="lg" closeButtonProps={{ 'aria-label': t('close') }} data-testid="adjust-credits-dialog">
      <Stack gap="md">
        <SegmentedControl
          value={direction}
          onChange={(value) => setDirection(value as 'add' | 'take')}
          data={[
            { value: 'add', label: t('credits.add') },
            { value: 'take', label: t('credits.take') },
          ]}
          data-testid="adjust-direction"
        />
        <NumberInput
          label={t('credits.amount')}
          min={1}
          max={MAX_ADJUSTMENT}
          allowDecimal={false}
          allowNegative={false}
          value={amount}
          onChange={(value) => setAmount(typeof value === 'number' ? value : '')}
          data-autofocus
          data-testid="adjust-amount"
        />
        <TextInput label={t('credits.note')} description={t('credits.noteHint')} maxLength={200} value={note} onChange={(event) => setNote(event.currentTarget.value)} data-testid="adjust-note" />
        {update.isError && <ApiErrorAlert error={update.error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} disabled={!valid} loading={update.isPending} data-testid="adjust-submit">
            {t('credits.adjustSubmit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
