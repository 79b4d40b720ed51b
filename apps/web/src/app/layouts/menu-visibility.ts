import { type Plan, type WhiteLabelHiddenKey, hiddenByWhiteLabel, isBelowPlatinum } from '@booth/shared';
import { themeOfProducts } from '@/features/events/editor/white-label';

/** Who may see an entry beyond "signed in". */
export type MenuRequirement = 'admin' | 'below-platinum';

export interface MenuEntryRule {
  /** False until the entry's screen exists; such entries are declared but never shown. */
  available: boolean;
  requires?: MenuRequirement;
  /** The white-label rule that hides this entry (platform §2 "cheddar" hides the devices link). */
  hiddenByWhiteLabel?: WhiteLabelHiddenKey;
}

export interface MenuViewer {
  admin: boolean;
  moderator: boolean;
  /** With its products: a customer whose only product is the white-label one sees its theme. */
  plan: (Pick<Plan, 'level'> & { products?: readonly string[] }) | null | undefined;
}

/**
 * The menu rules of platform §2 and §6: the Admin-Panel only for admins, Subscription & Billing only
 * below Platinum, nothing for moderators (they get a layout without menu), nothing the white-label
 * theme hides, and nothing whose screen does not exist yet.
 */
export function isMenuEntryVisible(entry: MenuEntryRule, viewer: MenuViewer): boolean {
  if (!entry.available) return false;
  if (viewer.moderator && !viewer.admin) return false;
  if (entry.hiddenByWhiteLabel && hiddenByWhiteLabel(themeOfProducts(viewer.plan?.products)).has(entry.hiddenByWhiteLabel)) return false;
  switch (entry.requires) {
    case 'admin':
      return viewer.admin;
    case 'below-platinum':
      return isBelowPlatinum(viewer.plan);
    case undefined:
      return true;
  }
}

export function visibleMenuEntries<T extends MenuEntryRule>(entries: readonly T[], viewer: MenuViewer): T[] {
  return entries.filter((entry) => isMenuEntryVisible(entry, viewer));
}
