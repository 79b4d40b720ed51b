import { moderationStateOf } from '@booth/shared';

/**
 * A picture moderation hid (a moderator decided: not for the public) is never printed. One still
 * waiting for a decision is: the print is the guest's own copy, like the download, not a public showing.
 */
export function hiddenByModeration(shoot: { isPublic: boolean; moderatedAt: Date | null }): boolean {
  return moderationStateOf(shoot) === 'hidden';
}

/** Rendered and not hidden: what a sender may print now. */
export function printable(shoot: { status: string; isPublic: boolean; moderatedAt: Date | null }): boolean {
  return shoot.status === 'ready' && !hiddenByModeration(shoot);
}
