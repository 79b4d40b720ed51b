import type { GuestAsset } from '@booth/shared';

/** A full-screen picture, GIF or looping video (attention background, screen saver asset): silent, no controls. */
export function AttentionMedia(props: { asset: GuestAsset | undefined; className?: string; testId?: string }) {
  const { asset, className, testId } = props;
  if (!asset) return null;
  if (asset.mimetype.startsWith('video/')) {
    return <video className={className} src={asset.src} autoPlay loop muted playsInline aria-hidden="true" data-testid={testId} />;
  }
  return <img className={className} src={asset.src} alt="" data-testid={testId} />;
}
