export interface MediaSize {
  width: number;
  height: number;
}

const TIMEOUT_MS = 10_000;

function withTimeout<T>(work: Promise<T>): Promise<T | null> {
  return Promise.race([work, new Promise<null>((done) => window.setTimeout(() => done(null), TIMEOUT_MS))]);
}

function imageSize(url: string): Promise<MediaSize | null> {
  return new Promise((done) => {
    const image = new Image();
    image.onload = () => done(image.naturalWidth > 0 ? { width: image.naturalWidth, height: image.naturalHeight } : null);
    image.onerror = () => done(null);
    image.src = url;
  });
}

function videoSize(url: string): Promise<MediaSize | null> {
  return new Promise((done) => {
    const video = document.createElement('video');
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => done(video.videoWidth > 0 ? { width: video.videoWidth, height: video.videoHeight } : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}

/**
 * The pixel size of a picture or video as the browser decodes it (EXIF rotation applied), or null
 * when the browser cannot read it (a MOV in Chromium, for one). Null means "unknown", not "wrong":
 * the server checks every upload anyway.
 */
export async function readMediaSize(file: File): Promise<MediaSize | null> {
  const kind = file.type.split('/')[0];
  if (kind !== 'image' && kind !== 'video') return null;
  if (typeof URL.createObjectURL !== 'function') return null;
  const url = URL.createObjectURL(file);
  try {
    return await withTimeout(kind === 'image' ? imageSize(url) : videoSize(url));
  } finally {
    URL.revokeObjectURL(url);
  }
}
