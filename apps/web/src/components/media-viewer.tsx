import type { CSSProperties, ReactNode } from 'react';

const VIDEO_TYPES = new Set(['video/mp4', 'video/quicktime', 'video/webm']);

export type MediaKind = 'video' | 'animated' | 'image' | 'other';

/**
 * How the media viewer of campaigns §2 shows a file, decided by its MIME type: MP4, MOV and WebM are
 * videos; GIFs and boomerangs are plain images (their own file, so they move); other images are
 * shown lazily from their thumbnail; everything else (fonts, ZIPs) has no picture.
 */
export function mediaKindOf(mimetype: string, boomerang = false): MediaKind {
  const type = mimetype.toLowerCase();
  if (boomerang) return 'animated';
  if (VIDEO_TYPES.has(type)) return 'video';
  if (type === 'image/gif') return 'animated';
  if (type.startsWith('image/')) return 'image';
  return 'other';
}

export interface MediaViewerProps {
  /** The file itself. */
  src: string;
  /** Its still preview; may be null while a video is still being processed. */
  thumbnail?: string | null;
  mimetype: string;
  alt: string;
  /** A boomerang is shown as a plain image, whatever its type. */
  boomerang?: boolean;
  /**
   * `preview`: looping muted video, lazy thumbnails (grids, pickers). `full`: the file itself, videos
   * with controls (the lightbox).
   */
  mode?: 'preview' | 'full';
  className?: string;
  style?: CSSProperties;
  /** Shown for files without a picture. */
  fallback?: ReactNode;
}

export function MediaViewer({ src, thumbnail, mimetype, alt, boomerang, mode = 'preview', className, style, fallback = null }: MediaViewerProps) {
  const kind = mediaKindOf(mimetype, boomerang);
  const poster = thumbnail ?? undefined;
  switch (kind) {
    case 'video':
      return mode === 'preview' ? (
        <video
          className={className}
          style={style}
          src={src}
          poster={poster}
          muted
          loop
          autoPlay
          playsInline
          preload="metadata"
          aria-label={alt}
          data-media="video"
        />
      ) : (
        <video className={className} style={style} src={src} poster={poster} controls autoPlay playsInline aria-label={alt} data-media="video" />
      );
    case 'animated':
      return <img className={className} style={style} src={src} alt={alt} data-media="animated" />;
    case 'image':
      return mode === 'preview' ? (
        <img className={className} style={style} src={thumbnail ?? src} alt={alt} loading="lazy" decoding="async" data-media="image" />
      ) : (
        <img className={className} style={style} src={src} alt={alt} data-media="image" />
      );
    case 'other':
      return <>{fallback}</>;
  }
}
