/**
 * Whether a picture may appear on a public surface (gallery, dynamic gallery, mosaic, printing): it is
 * processed, moderation made it public, and — when the campaign asks guests to opt in to the gallery
 * (sharing-screen galleryOptIn, Gold) — the guest opted in (`clientApproval`, as the guest recorded it).
 * The guest's own copy (share screen, e-mail, microsite) never depends on this.
 */
export function isPresentable(
  shoot: { status: string; isPublic: boolean; clientApproval: boolean },
  campaign: { galleryOptIn: boolean },
): boolean {
  return shoot.status === 'ready' && shoot.isPublic && (!campaign.galleryOptIn || shoot.clientApproval);
}
