import type { UploadCaptureKind } from '@booth/shared';
import { useMemo, useState } from 'react';
import { boothCaptureKinds } from '@/guest/booth/ai/ai-modes';
import { useGuest } from '@/guest/shared/guest-context';
import { chooseBackground, chooseOverlay, initialChoice, type AssetChoice, type ChoiceSettings } from './asset-choice';

/**
 * The enabled capture modes, the chosen one, and per mode the chosen background and overlay.
 * `aiReplaced`: the AI modes cannot run now and were turned into the plain photo mode.
 */
export function useModeChoice() {
  const { event, asset } = useGuest();
  const { kinds, aiReplaced } = useMemo(() => boothCaptureKinds(event), [event]);
  const [kind, setKind] = useState<UploadCaptureKind>(kinds[0] ?? 'photo');
  const [choices, setChoices] = useState<Partial<Record<UploadCaptureKind, AssetChoice>>>({});
  const mode = event.shutter[kind];

  // Only assets the server sent can be shown (a deleted asset may still be referenced).
  const settings = useMemo<ChoiceSettings>(
    () => ({
      backgrounds: mode.backgrounds.filter((id) => asset(id)),
      overlays: mode.overlays.filter((id) => asset(id)),
      allowChooseNoneBackground: mode.allowChooseNoneBackground,
      allowChooseNoneOverlay: mode.allowChooseNoneOverlay,
      coupleAssets: mode.coupleAssets,
    }),
    [mode, asset],
  );
  const choice = choices[kind] ?? initialChoice(settings);

  return {
    kinds,
    aiReplaced,
    kind,
    setKind,
    mode,
    settings,
    choice,
    setBackground: (id: string | null) => setChoices((all) => ({ ...all, [kind]: chooseBackground(settings, choice, id) })),
    setOverlay: (id: string | null) => setChoices((all) => ({ ...all, [kind]: chooseOverlay(settings, choice, id) })),
  };
}
