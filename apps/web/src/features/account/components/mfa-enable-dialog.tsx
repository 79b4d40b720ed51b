import type { MfaEnabled, MfaSetup, MfaType } from '@booth/shared';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceMobile, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useRegisterMfa } from '@/features/account/api/mfa-setup';
import { BackupCodesPanel } from '@/features/account/components/backup-codes-panel';
import { MfaVerifyForm } from '@/features/account/components/mfa-verify-form';

type Step = { kind: 'choose' } | { kind: 'verify'; setup: MfaSetup } | { kind: 'codes'; enabled: MfaEnabled };

const METHOD_ICONS = { totp: IconDeviceMobile, email: IconMail } as const;

/** Step one: an authenticator app (recommended) or codes by e-mail. */
function ChooseMethod({ onChosen }: { onChosen: (setup: MfaSetup) => void }) {
  const { t } = useTranslation('account');
  const [type, setType] = useState<MfaType>('totp');
  const register = useRegisterMfa();
  return (
    <Stack gap="md">
      <Radio.Group value={type} onChange={(value) => setType(value as MfaType)} label={t('mfa.chooseLabel')}>
        <Stack gap="sm" mt="xs">
          {(['totp', 'email'] as const).map((method) => {
            const Icon = METHOD_ICONS[method];
            return (
              <Radio.Card key={method} value={method} radius="md" p="md" data-testid={`mfa-method-${method}`}>
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator />
                  <Icon size={22} stroke={1.6} style={{ flex: 'none' }} aria-hidden />
                  <Stack gap={2}>
                    <Text fw={600} size="sm">
                      {t(`mfa.methods.${method}`)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`mfa.methodHints.${method}`)}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            );
          })}
        </Stack>
      </Radio.Group>
      {register.isError && <ApiErrorAlert error={register.error} />}
      <Group justify="flex-end">
        <Button onClick={() => register.mutate(type, { onSuccess: onChosen })} loading={register.isPending} data-testid="mfa-setup-start">
          {t('mfa.continue')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Turning the second factor on (platform §2, §4): choose the method, prove it with a code and the
 * password, then the backup codes — shown this once, so the dialog cannot be dismissed by a stray
 * click or Escape while they are on screen.
 */
export function MfaEnableDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const showingCodes = step.kind === 'codes';
  const close = () => {
    setStep({ kind: 'choose' });
    onClose();
  };
  const title = step.kind === 'codes' ? t('mfa.backup.title') : step.kind === 'verify' ? t(`mfa.verifyTitle.${step.setup.type}`) : t('mfa.enableTitle');
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      radius="lg"
      size="md"
      fullScreen={phone}
      closeOnClickOutside={!showingCodes}
      closeOnEscape={!showingCodes}
      withCloseButton={!showingCodes}
      closeButtonProps={{ 'aria-label': tc('confirm.close') }}
      data-testid="mfa-enable-dialog"
    >
      {step.kind === 'choose' && <ChooseMethod onChosen={(setup) => setStep({ kind: 'verify', setup })} />}
      {step.kind === 'verify' && (
        <MfaVerifyForm setup={step.setup} onEnabled={(enabled) => setStep({ kind: 'codes', enabled })} onBack={() => setStep({ kind: 'choose' })} />
      )}
      {step.kind === 'codes' && <BackupCodesPanel codes={step.enabled.backupCodes} onDone={close} />}
    </Modal>
  );
}
