import { type Asset, type FeatureTier, planAllowsTier } from '@booth/shared';
import { createContext, useContext } from 'react';

export interface EditorContextValue {
  settings: Record<string, unknown>;
  setValue: (path: string, value: unknown) => void;
  /** Field errors of the last save, by dotted path (`fields[].path`). */
  errors: Record<string, string>;
  /** Paths the white-label theme hides (platform §2). */
  hidden: ReadonlySet<string>;
  planLevel: number | null;
  /** The current page, for the upgrade link's `prev`. */
  currentPath: string;
  /** The pricing page in the current language. */
  pricingPath: string;
  /** Keeps an asset picked or uploaded in this session, so the preview can show it before a save. */
  rememberAsset: (asset: Asset) => void;
  /** An asset the editor already knows (the campaign's, with `assets=1`, or picked in this session), so a slot names it without a lookup. */
  knownAsset: (id: string | null) => Asset | undefined;
  /** Sets a value from the one it has when the change lands (for callbacks that finish later, such as an upload). */
  updateValue: (path: string, update: (current: unknown) => unknown) => void;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor outside the campaign editor');
  return value;
}

export function planIncludes(planLevel: number | null, tier: FeatureTier): boolean {
  return planAllowsTier({ level: planLevel }, tier);
}
