import { zodResolver } from '@hookform/resolvers/zod';
import { sandboxCardBodySchema } from '@booth/shared';
import { Alert, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DialogActions } from '@/features/account/components/form-actions';
import { createSandboxCard } from '@/features/billing/api/create-sandbox-card';
import { billingKeys } from '@/features/billing/api/keys';
import { setDefaultPaymentMethod } from '@/features/billing/api/set-default-payment-method';
import { CardFields } from '@/features/billing/components/card-fields';
import { TestModeNotice } from '@/features/billing/components/test-mode-notice';
import { isApiError } from '@/lib/api-error';
import { apiErrorMessage } from '@/lib/api-error-message';
import { fieldIssueMessage } from '@/lib/form-errors';

const schema = z.object({ card: sandboxCardBodySchema });
const CARD_FIELDS = ['number', 'name', 'expiry', 'cvc'] as const;

/** Adds a test card with the sandbox's card form (POST /sandbox/payment-methods) as the new default card. */
export function AddCardDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { card: { number: '', name: '', expiry: '', cvc: '' } } });
  const number = useWatch({ control: form.control, name: 'card.number' });
  const add = useMutation({
    mutationFn: async (card: z.output<typeof sandboxCardBodySchema>) => {
      const saved = await createSandboxCard(card);
      await setDefaultPaymentMethod({ card: saved.id });
      return saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.paymentMethods }),
  });

  const close = () => {
    form.reset();
    add.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(({ card }) => {
    if (add.isPending) return;
    add.mutate(card, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('paymentMethods.added') });
        close();
      },
      onError: (error) => {
        if (!isApiError(error) || error.code !== 'VALIDATION') return;
        for (const issue of error.fields) {
          const field = CARD_FIELDS.find((name) => issue.path === name || issue.path === `card.${name}`);
          if (field) form.setError(`card.${field}`, { type: 'server', message: fieldIssueMessage(tc, issue) });
        }
      },
    });
  });

  return (
    <Modal opened={opened} onClose={close} title={t('paymentMethods.addTitle')} centered radius="lg" closeButtonProps={{ 'aria-label': tc('confirm.close') }}>
      <form onSubmit={onSubmit} noValidate data-testid="add-card-dialog">
        <Stack gap="md">
          <TestModeNotice sandbox withCards />
          <CardFields register={(field) => form.register(`card.${field}`)} errors={form.formState.errors.card} number={number} testId="add-card" />
          {add.isError && !(isApiError(add.error) && add.error.code === 'VALIDATION') && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert" data-testid="add-card-error">
              {apiErrorMessage(tc, add.error)}
            </Alert>
          )}
          <DialogActions onCancel={close} submitLabel={t('paymentMethods.save')} loading={add.isPending} testId="add-card-save" />
        </Stack>
      </form>
    </Modal>
  );
}
