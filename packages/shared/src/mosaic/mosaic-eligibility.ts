/**
 * Whether a picture goes into a mosaic. Like every public surface it follows the one moderation
 * decision (`isPresentable`); a mosaic with `showNotApproved` also takes pictures nobody has decided
 * on yet, but never one moderation hid. Test pictures and unprocessed ones never appear.
 */
export function isMosaicEligible(
  shoot: { status: string; isPublic: boolean; clientApproval: boolean; isTest: boolean; moderatedAt: Date | string | null },
  campaign: { galleryOptIn: boolean },
  mosaic: { showNotApproved: boolean },
): boolean {
  if (shoot.status !== 'ready' || shoot.isTest) return false;
  if (campaign.galleryOptIn && !shoot.clientApproval) return false;
  if (shoot.isPublic) return true;
  return mosaic.showNotApproved && shoot.moderatedAt === null;
}
