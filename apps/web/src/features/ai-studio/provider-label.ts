import type { AiProviderInfo, AiProviderName } from '@booth/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A provider's name as the organiser reads it. The local provider is always called what it is —
 * "Local effects — not generative AI" — wherever it shows (issue 26).
 */
export function useProviderLabel(): (name: AiProviderName) => string {
  const { t } = useTranslation('ai-studio');
  return useCallback((name) => t(`providers.${name}`), [t]);
}

/** A local effect's name; an effect this version has no words for shows its id. */
export function useEffectLabel(): (effect: string) => string {
  const { t, i18n } = useTranslation('ai-studio');
  return useCallback((effect) => (i18n.exists(`ai-studio:effects.${effect}`) ? t(`effects.${effect}` as 'effects.cartoon') : effect), [t, i18n]);
}

/** The providers an organiser can pick: only those this installation has configured. */
export function configuredProviders(providers: readonly AiProviderInfo[] | undefined): AiProviderInfo[] {
  return (providers ?? []).filter((provider) => provider.configured);
}
