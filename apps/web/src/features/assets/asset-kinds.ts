import { type AssetType, assetTypes } from '@booth/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type KindGroup = 'screens' | 'graphics' | 'videos' | 'print' | 'other';

/** The kinds grouped the way organisers think of them, so 34 entries stay findable in one select. */
export const kindGroups: Readonly<Record<KindGroup, readonly AssetType[]>> = {
  screens: [
    'attentionScreenBackground',
    'mainScreenBackground',
    'shutterBackground',
    'reviewScreenBackground',
    'shareScreenBackground',
    'screenSaver',
    'micrositeBackground',
    'greenScreen',
  ],
  graphics: [
    'overlay',
    'shutterOverlay',
    'digitalOverlays16x9',
    'sticker',
    'shutterButton',
    'lookHereGraphic',
    'referenceLayer',
    'referenceImage',
    'faceValidOverlay',
    'faceInvalidOverlay',
    'banner',
    'icon',
    'badge',
    'logo',
  ],
  videos: ['countDownSequence', 'preRollVideo', 'postRollVideo'],
  print: ['printOverlay', 'printBackground', 'printImage'],
  other: ['avatar', 'vbAvatar', 'mosaicPicture', 'arFilter', 'aiFilter', 'font'],
};

/** Kinds uploaded through the media uploader; fonts have their own (name and family go with them). */
export const mediaUploadKinds: readonly AssetType[] = assetTypes.filter((kind) => kind !== 'font');

/** Kinds whose transparent areas are where pictures go, so the lightbox offers to show them. */
export const framedKinds: ReadonlySet<AssetType> = new Set(['overlay', 'shutterOverlay', 'printOverlay', 'digitalOverlays16x9']);

export interface KindOption {
  group: string;
  items: { value: AssetType; label: string }[];
}

/** Select data in the interface language: the groups in their order, the kinds alphabetically inside. */
export function useKindOptions(only?: readonly AssetType[]): KindOption[] {
  const { t, i18n } = useTranslation('assets');
  const language = i18n.resolvedLanguage;
  return useMemo(() => {
    const collator = new Intl.Collator(language);
    return (Object.keys(kindGroups) as KindGroup[])
      .map((group) => ({
        group: t(`groups.${group}`),
        items: kindGroups[group]
          .filter((kind) => !only || only.includes(kind))
          .map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))
          .sort((a, b) => collator.compare(a.label, b.label)),
      }))
      .filter((option) => option.items.length > 0);
  }, [t, language, only]);
}

export function useKindLabel(): (kind: AssetType) => string {
  const { t } = useTranslation('assets');
  return (kind) => t(`kinds.${kind}`);
}
