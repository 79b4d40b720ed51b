import { useEffect, useRef } from 'react';
import type { UploadCaptureKind } from '@booth/shared';
import { shareFileName } from '@/guest/booth/share/share-file';

/** Saves a file on the tablet as the browser's download (its photo library on an iPad, Downloads elsewhere). */
export function saveToDevice(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The campaign's storage flag "device camera roll" (campaigns §3): the tablet keeps its own copy of
 * each picture. The server's final picture once it is there (with the guest's edits); a picture still
 * waiting on the tablet (offline queue) is saved as the tablet made it, so the copy never waits for
 * the network. Once per picture.
 */
export function useCameraRoll(options: {
  enabled: boolean;
  eventSlug: string;
  shootSlug: string;
  kind: UploadCaptureKind;
  queued: boolean;
  preview: { url: string; mimetype: string } | null;
  final: { url: string; mimetype: string } | null;
}): void {
  const saved = useRef<string | null>(null);
  const { enabled, eventSlug, shootSlug, kind, queued, preview, final } = options;
  useEffect(() => {
    if (!enabled || saved.current === shootSlug) return;
    const file = final ?? (queued ? preview : null);
    if (!file) return;
    saved.current = shootSlug;
    saveToDevice(file.url, shareFileName(eventSlug, shootSlug, file.mimetype, kind));
  }, [enabled, eventSlug, shootSlug, kind, queued, preview, final]);
}
