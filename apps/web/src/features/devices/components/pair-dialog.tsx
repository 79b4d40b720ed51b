import { zodResolver } from '@hookform/resolvers/zod';
import { type EventListItem, deviceNameSchema, formatPairingCode, normalisePairingCode } from '@booth/shared';
import { Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, type UseFormSetError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { usePairDevice } from '@/features/devices/api/pair-device';
import { CampaignSelect } from '@/features/devices/components/campaign-select';
import { useKioskAddress } from '@/features/devices/kiosk-address';
import { isApiError } from '@/lib/api-error';
import { applyServerFieldErrors, useFieldErrorMessage } from '@/lib/form-errors';

const pairFormSchema = z.object({
  // Typed as the tablet shows it or not: any case, with or without the dash; normalised on sending.
  pairingCode: z.string().refine((value) => normalisePairingCode(value) !== null),
  name: deviceNameSchema,
  eventId: z.string().nullable(),
});
type PairForm = z.infer<typeof pairFormSchema>;

/** A code from the kiosk's QR link shown as the tablet shows it; anything else as it came. */
function displayCode(code: string): string {
  const normalised = normalisePairingCode(code);
  return normalised ? formatPairingCode(normalised) : code;
}

/**
 * The server's refusal where it belongs: an unknown (404), expired (410) or already used (409) code
 * under the code, field problems under their fields. False when it is no field's business.
 */
function usePairingErrors() {
  const { t } = useTranslation('devices');
  const { t: tc } = useTranslation();
  return (error: unknown, setError: UseFormSetError<PairForm>): boolean => {
    if (!isApiError(error)) return false;
    if (error.fields.some((field) => field.path === 'eventId')) {
      setError('eventId', { type: 'server', message: t('pair.errors.campaign') });
      return true;
    }
    const codeMessage =
      error.status === 410 ? t('pair.errors.expired') : error.status === 404 ? t('pair.errors.unknown') : error.status === 409 ? t('pair.errors.paired') : null;
    if (codeMessage) {
      setError('pairingCode', { type: 'server', message: codeMessage }, { shouldFocus: true });
      return true;
    }
    if (error.code === 'VALIDATION' && error.fields.length > 0) {
      applyServerFieldErrors(tc, error, ['name'], setError);
      if (error.fields.some((field) => field.path === 'pairingCode')) setError('pairingCode', { type: 'server', message: t('pair.errors.format') });
      return true;
    }
    return false;
  };
}

interface PairDialogProps {
  opened: boolean;
  /** From `/devices?pair=CODE`, the link in the QR code the kiosk shows. */
  initialCode: string;
  suggestedName: string;
  events: readonly EventListItem[] | undefined;
  onClose: () => void;
}

/** "Pair a tablet": the organiser confirms the code a kiosk shows and names the tablet (POST /devices). */
export function PairDialog({ opened, initialCode, suggestedName, events, onClose }: PairDialogProps) {
  const { t } = useTranslation('devices');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('pair.title')}
      centered
      radius="lg"
      size="md"
      closeButtonProps={{ 'aria-label': t('close') }}
      data-testid="pair-dialog"
    >
      {/* Mantine mounts the content only while open, so each opening starts from the link's code and a fresh name. */}
      <PairForm initialCode={initialCode} suggestedName={suggestedName} events={events} onClose={onClose} />
    </Modal>
  );
}

function PairForm({ initialCode, suggestedName, events, onClose }: Omit<PairDialogProps, 'opened'>) {
  const { t } = useTranslation('devices');
  const fieldError = useFieldErrorMessage();
  const kioskAddress = useKioskAddress();
  const pair = usePairDevice();
  const pairingErrors = usePairingErrors();
  const [formError, setFormError] = useState<unknown>(null);
  const prefilled = initialCode !== '';
  const form = useForm<PairForm>({
    resolver: zodResolver(pairFormSchema),
    defaultValues: { pairingCode: displayCode(initialCode), name: suggestedName, eventId: null },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ pairingCode, name, eventId }) => {
    setFormError(null);
    const body = { pairingCode: normalisePairingCode(pairingCode) ?? pairingCode, name, ...(eventId ? { eventId } : {}) };
    pair.mutate(body, {
      onSuccess: (device) => {
        notifications.show({
          color: 'teal',
          title: t('pair.done', { name: device.name }),
          message: device.event ? t('pair.doneCampaign', { campaign: device.event.name }) : t('pair.doneNoCampaign'),
        });
        onClose();
      },
      onError: (error) => {
        if (!pairingErrors(error, form.setError)) setFormError(error);
      },
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('pair.hintBefore')} <Code fz="sm">{kioskAddress}</Code> {t('pair.hintAfter')}
        </Text>
        <TextInput
          label={t('fields.code')}
          description={t('fields.codeHint')}
          placeholder="ABCD-EFGH"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          data-autofocus={prefilled ? undefined : true}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 18, letterSpacing: 2, textTransform: 'uppercase' } }}
          error={errors.pairingCode?.type === 'server' ? errors.pairingCode.message : errors.pairingCode ? t('pair.errors.format') : undefined}
          data-testid="pair-code"
          {...form.register('pairingCode')}
        />
        <TextInput
          label={t('fields.name')}
          description={t('fields.nameHint')}
          autoComplete="off"
          maxLength={60}
          data-autofocus={prefilled ? true : undefined}
          error={fieldError(errors.name, 'text')}
          data-testid="pair-name"
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="eventId"
          render={({ field }) => (
            <CampaignSelect
              events={events}
              assigned={null}
              value={field.value}
              onChange={field.onChange}
              label={t('fields.campaign')}
              description={t('fields.campaignHint')}
              error={errors.eventId?.message}
              testId="pair-campaign"
            />
          )}
        />
        {formError !== null && <ApiErrorAlert error={formError} testId="pair-error" />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" leftSection={<IconLink size={16} />} loading={pair.isPending} data-testid="pair-submit">
            {t('pair.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
