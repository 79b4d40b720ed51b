import { captureModeKinds, type EventKioskDto } from '@booth/shared';

/**
 * A paired tablet without network offers only the capture modes the organiser marked `offlineMode`
 * (campaigns §3 booth capture settings): their pictures wait on the tablet. Online, every enabled mode.
 */
export function offlineModesOnly(event: EventKioskDto, online: boolean): EventKioskDto {
  if (online) return event;
  const shutter = { ...event.shutter };
  for (const kind of captureModeKinds) {
    const mode = shutter[kind];
    if (mode.enabled && !mode.offlineMode) shutter[kind] = { ...mode, enabled: false } as never;
  }
  return { ...event, shutter };
}

/** Whether the campaign has a capture mode a guest can use (else the attention screen says why). */
export function hasCaptureMode(event: EventKioskDto): boolean {
  return captureModeKinds.some((kind) => event.shutter[kind].enabled);
}
