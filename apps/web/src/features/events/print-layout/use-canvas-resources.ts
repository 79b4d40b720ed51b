import type { ResolvedNode, TextFormat } from '@booth/shared';
import QRCode from 'qrcode';
import { useEffect, useMemo, useState } from 'react';
import { fontFaceAlias } from '@/components/font-preview-card';
import { useFonts } from '@/features/assets/api/get-fonts';
import { useEditor } from '@/features/events/editor/editor-context';
import samplePicture from '@/features/events/print-layout/sample-picture.jpg';

/*
 * What the layout canvas draws besides shapes: the sample picture in the frames, the chosen print
 * assets, QR codes and uploaded fonts, each loaded once and kept by its address.
 */

/** Same options as the server's sheet, so both draw the same modules. */
export const QR_OPTIONS = { margin: 4, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } } as const;

/** The microsite address a printed picture's QR code stands for in the editor (a sample). */
export function sampleShootUrl(origin = window.location.origin): string {
  return `${origin}/p/sample-picture`;
}

const cache = new Map<string, Promise<HTMLImageElement>>();

function loadImage(src: string): Promise<HTMLImageElement> {
  let loading = cache.get(src);
  if (!loading) {
    loading = new Promise((resolve, reject) => {
      const image = new window.Image();
      // Same-origin files, but an S3 store answers from elsewhere; without CORS the export would be blocked.
      image.crossOrigin = 'anonymous';
      image.onload = () => resolve(image);
      image.onerror = () => reject(new Error(`could not load ${src}`));
      image.src = src;
    });
    loading.catch(() => cache.delete(src));
    cache.set(src, loading);
  }
  return loading;
}

/** Images by address, filled in as they load. */
function useImages(sources: readonly string[]): ReadonlyMap<string, HTMLImageElement> {
  const [images, setImages] = useState<ReadonlyMap<string, HTMLImageElement>>(new Map());
  const key = [...new Set(sources)].sort().join('\n');
  useEffect(() => {
    let active = true;
    for (const src of key.split('\n').filter(Boolean)) {
      loadImage(src).then(
        (image) => active && setImages((known) => (known.get(src) === image ? known : new Map(known).set(src, image))),
        () => undefined,
      );
    }
    return () => {
      active = false;
    };
  }, [key]);
  return images;
}

/** QR codes as data URLs by the address they encode. */
function useQrSources(values: readonly string[]): ReadonlyMap<string, string> {
  const [codes, setCodes] = useState<ReadonlyMap<string, string>>(new Map());
  const key = [...new Set(values)].sort().join('\n');
  useEffect(() => {
    let active = true;
    for (const value of key.split('\n').filter(Boolean)) {
      QRCode.toDataURL(value, { ...QR_OPTIONS, width: 600 }).then(
        (url) => active && setCodes((known) => (known.get(value) === url ? known : new Map(known).set(value, url))),
        () => undefined,
      );
    }
    return () => {
      active = false;
    };
  }, [key]);
  return codes;
}

/** Uploaded fonts used by text nodes, under their private family alias; `ready` counts loaded faces. */
function useLayoutFonts(fontIds: readonly string[]): number {
  const { fonts } = useFonts();
  const [ready, setReady] = useState(0);
  const key = [...new Set(fontIds)].sort().join('\n');
  useEffect(() => {
    if (typeof FontFace === 'undefined') return undefined;
    let active = true;
    const faces: FontFace[] = [];
    for (const id of key.split('\n').filter(Boolean)) {
      const font = fonts.find((candidate) => candidate.id === id);
      if (!font) continue;
      const face = new FontFace(fontFaceAlias(font.id), `url("${encodeURI(font.src)}")`, { weight: font.weight ? String(font.weight) : 'normal', style: font.style ?? 'normal' });
      faces.push(face);
      face.load().then(
        (loaded) => {
          document.fonts.add(loaded);
          if (active) setReady((count) => count + 1);
        },
        () => undefined,
      );
    }
    return () => {
      active = false;
      for (const face of faces) document.fonts.delete(face);
    };
  }, [key, fonts]);
  return ready;
}

export interface CanvasResources {
  sample: HTMLImageElement | null;
  asset: (id: string | null) => HTMLImageElement | null;
  qr: (value: string) => HTMLImageElement | null;
  /** The family a text format is drawn in: its uploaded font when one is set. */
  family: (format: TextFormat) => string;
  /** Changes when something new has loaded, so the canvas draws again. */
  version: string;
}

function fontIdOf(node: ResolvedNode): string | null {
  if (node.type === 'text') return node.format.fontId;
  if (node.type === 'date') return node.textFormat.fontId;
  return null;
}

export function useCanvasResources(nodes: readonly ResolvedNode[], assetIds: readonly (string | null)[]): CanvasResources {
  const { knownAsset } = useEditor();
  const srcOf = (id: string | null) => {
    const asset = knownAsset(id);
    return asset ? (asset.src ?? asset.filePath) : null;
  };
  const ids = [...assetIds, ...nodes.map((node) => (node.type === 'image' ? node.assetId : null))];
  const assetSources = ids.map(srcOf).filter((src): src is string => src !== null);
  const qrValues = nodes.map((node) => (node.type === 'qr-code' ? node.value : node.type === 'shoot-qr-code' ? sampleShootUrl() : '')).filter(Boolean);
  const qrSources = useQrSources(qrValues);
  const images = useImages([samplePicture, ...assetSources, ...qrSources.values()]);
  const fontsReady = useLayoutFonts(nodes.map(fontIdOf).filter((id): id is string => id !== null));
  return useMemo(
    () => ({
      sample: images.get(samplePicture) ?? null,
      asset: (id) => {
        const src = srcOf(id);
        return src ? (images.get(src) ?? null) : null;
      },
      qr: (value) => {
        const src = qrSources.get(value);
        return src ? (images.get(src) ?? null) : null;
      },
      family: (format) => (format.fontId ? `"${fontFaceAlias(format.fontId)}", ${format.family}` : format.family),
      version: `${images.size}:${fontsReady}`,
    }),
    // srcOf reads knownAsset, which changes with the editor's asset pool.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [images, qrSources, fontsReady, knownAsset],
  );
}
