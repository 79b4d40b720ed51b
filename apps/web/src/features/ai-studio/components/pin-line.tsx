import type { AiPin } from '@booth/shared';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProviderLabel } from '@/features/ai-studio/provider-label';

/**
 * What a picture was made with, in small print: provider, model or workflow, and the provider's version.
 * A provider's silent model change shows up here as a different version.
 */
export function PinLine({ pin }: { pin: AiPin }) {
  const { t } = useTranslation('ai-studio');
  const providerLabel = useProviderLabel();
  const parts = [providerLabel(pin.provider), pin.model, pin.version && t('pin.version', { version: pin.version })].filter(Boolean);
  return (
    <Text size="xs" c="dimmed" data-testid="pin-line">
      {t('pin.label')}: {parts.join(' · ')}
    </Text>
  );
}
