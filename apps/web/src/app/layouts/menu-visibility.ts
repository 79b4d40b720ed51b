import { type Plan, isBelowPlatinum } from '@booth/shared';

/** Who may see an entry beyond "signed in". */
export type MenuRequirement = 'admin' | 'below-platinum';

export interface MenuEntryRule {
  /** False until the entry's screen exists; such entries are declared but never shown. */
  available: boolean;
  requires?: MenuRequirement;
}

export interface MenuViewer {
  admin: boolean;
  moderator: boolean;
  plan: Pick<Plan, 'level'> | null | undefined;
}

/**
 * The menu rules of platform §2 and §6: the Admin-Panel only for admins, Subscription & Billing only
 * below Platinum, nothing for moderators (they get a layout without menu), and nothing whose screen
 * does not exist yet.
 */
export function isMenuEntryVisible(entry: MenuEntryRule, viewer: MenuViewer): boolean {
  if (!entry.available) return false;
  if (viewer.moderator && !viewer.admin) return false;
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
