import { useSyncExternalStore } from 'react';

/**
 * Whether the top progress bar shows its failure state. A failed request sets it; the next activity
 * (navigation or request) clears it.
 */
let failed = false;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function markProgressFailed(): void {
  if (failed) return;
  failed = true;
  emit();
}

export function clearProgressFailure(): void {
  if (!failed) return;
  failed = false;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useProgressFailed(): boolean {
  return useSyncExternalStore(subscribe, () => failed, () => false);
}
