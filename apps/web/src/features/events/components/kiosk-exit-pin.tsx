import { type EventDto, KIOSK_EXIT_PIN_PATTERN } from '@booth/shared';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePatchEvent } from '@/features/events/api/patch-event';
import { isApiError } from '@/lib/api-error';

interface Props {
  event: Pick<EventDto, 'id' | 'kioskExitPinSet' | 'locked'>;
  /** The lock password, when the campaign is locked and the organiser gave it. */
  password: string | null;
}

/**
 * The kiosk's exit PIN (tablet booths): the operator types it on the tablet to leave the campaign,
 * instead of the lock password. Write-only: the organiser sets, replaces or removes it.
 */
export function KioskExitPinButton({ event, password }: Props) {
  const { t } = useTranslation('events');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconKey size={16} />} onClick={() => setOpened(true)} data-testid="editor-exit-pin">
        {event.kioskExitPinSet ? t('kioskPin.change') : t('kioskPin.set')}
      </Button>
      {opened && <PinDialog event={event} password={password} onClose={() => setOpened(false)} />}
    </>
  );
}

function PinDialog({ event, password, onClose }: Props & { onClose: () => void }) {
  const { t } = useTranslation('events');
  const patch = usePatchEvent();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = (kioskExitPin: string | null, done: string) =>
    patch.mutate(
      { id: event.id, body: { kioskExitPin }, password },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: done });
          onClose();
        },
        onError: (failure) => setError(isApiError(failure) && failure.status === 403 ? t('kioskPin.locked') : t('kioskPin.failed')),
      },
    );

  return (
    <Modal opened onClose={onClose} title={t('kioskPin.title')} centered radius="lg" data-testid="exit-pin-dialog">
      <form
        noValidate
        onSubmit={(submitted) => {
          submitted.preventDefault();
          if (!KIOSK_EXIT_PIN_PATTERN.test(pin)) return setError(t('kioskPin.invalid'));
          send(pin, t('kioskPin.saved'));
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('kioskPin.text')}</Text>
          <TextInput
            label={t('kioskPin.pin')}
            value={pin}
            onChange={(change) => setPin(change.currentTarget.value.replace(/\D/g, '').slice(0, 8))}
            inputMode="numeric"
            autoComplete="off"
            error={error}
            data-autofocus
            data-testid="exit-pin-input"
          />
          <Group justify="space-between" gap="sm">
            {event.kioskExitPinSet ? (
              <Button variant="subtle" color="red" onClick={() => send(null, t('kioskPin.removed'))} loading={patch.isPending} data-testid="exit-pin-remove">
                {t('kioskPin.remove')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('lock.cancel')}
              </Button>
              <Button type="submit" loading={patch.isPending} data-testid="exit-pin-save">
                {t('kioskPin.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
