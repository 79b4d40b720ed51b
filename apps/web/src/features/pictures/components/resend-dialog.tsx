import '@/features/pictures/pictures-i18n';
import { RESEND_REASON_MAX, RESEND_RECIPIENTS_MAX } from '@booth/shared';
import { Button, Group, Modal, Stack, TagsInput, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

const address = z.email();

export interface ResendDialogProps {
  opened: boolean;
  count: number;
  loading: boolean;
  onSend: (request: { recipients: string[]; reason: string }) => void;
  onClose: () => void;
}

/** POST /mail/resend_shoots: who gets the pictures (empty: each guest) and an optional message. */
export function ResendDialog({ opened, count, loading, onSend, onClose }: ResendDialogProps) {
  const { t } = useTranslation('pictures');
  const [recipients, setRecipients] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const invalid = recipients.find((recipient) => !address.safeParse(recipient).success);

  return (
    <Modal opened={opened} onClose={onClose} title={t('resend.title')} centered radius="lg" data-testid="pictures-resend-dialog">
      <form
        onSubmit={(submit) => {
          submit.preventDefault();
          if (!invalid) onSend({ recipients, reason: reason.trim() });
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('resend.intro', { count })}</Text>
          <TagsInput
            label={t('resend.recipients')}
            description={t('resend.recipientsHint')}
            placeholder={t('resend.recipientsPlaceholder')}
            value={recipients}
            onChange={(values) => setRecipients(values.map((value) => value.trim()).filter(Boolean))}
            splitChars={[',', ' ', ';']}
            maxTags={RESEND_RECIPIENTS_MAX}
            error={invalid ? t('resend.invalid', { address: invalid }) : undefined}
            data-testid="pictures-resend-recipients"
          />
          <Textarea
            label={t('resend.reason')}
            placeholder={t('resend.reasonPlaceholder')}
            value={reason}
            onChange={(change) => setReason(change.currentTarget.value)}
            maxLength={RESEND_REASON_MAX}
            rows={3}
            data-testid="pictures-resend-reason"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('resend.cancel')}
            </Button>
            <Button type="submit" loading={loading} disabled={Boolean(invalid)} data-testid="pictures-resend-send">
              {t('resend.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
