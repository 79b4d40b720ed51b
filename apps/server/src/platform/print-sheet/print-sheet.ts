import {
  canvasToSheetScale,
  paperSizeMm,
  paperSizePoints,
  PRINT_DPI,
  resolveLayoutNodes,
  sheetPixels,
  type PaperConfig,
  type PaperRatio,
  type PaperSize,
  type PrintDates,
  type PrintLayoutConfiguration,
  type ResolvedLayout,
} from '@booth/shared';
import sharp from 'sharp';
import { imagePixels, nodeLayer, type LayerSources, type Placement } from './node-layers.ts';
import { clipLayer, type RawLayer } from './raw-layer.ts';
import { sheetPdf } from './sheet-pdf.ts';

export interface PrintSheetInput {
  configuration: PrintLayoutConfiguration;
  /** The layout's paper (a strip stays `2:6`; duplication puts it on 4:6 by itself). */
  paper: PaperRatio;
  /** The creator's paper settings: generated frames take their shape from `frameDimension`. */
  paperConfig?: Pick<PaperConfig, 'frameDimension'>;
  /** The picture's frames in capture order: overlayed or original, as the layout's `pictureWithOverlay` asks. */
  frames: readonly Buffer[];
  /** Image files by asset id (image nodes, background and overlay). */
  assets: ReadonlyMap<string, Buffer>;
  /** Font files by asset id. */
  fonts: ReadonlyMap<string, Buffer>;
  /** Font files by family name, for text that names a family only. */
  familyFonts?: ReadonlyMap<string, Buffer>;
  /** The picture's microsite address (shoot QR code nodes). */
  shootUrl: string;
  dates: PrintDates;
  dpi?: number;
}

export interface PrintSheet {
  jpeg: Buffer;
  pdf: Buffer;
  widthPx: number;
  heightPx: number;
  paper: PaperSize;
}

const JPEG_QUALITY = 92;

async function coverLayer(input: Buffer | undefined, layout: ResolvedLayout, placement: Placement): Promise<RawLayer | null> {
  if (!input) return null;
  const width = Math.round(layout.canvas.width * placement.scale);
  const height = Math.round(layout.canvas.height * placement.scale);
  const pixels = await imagePixels(input, width, height, 'cover');
  return { ...pixels, left: Math.round(placement.offset.x * placement.scale), top: Math.round(placement.offset.y * placement.scale) };
}

/** Every layer of one copy of the layout, bottom to top: background asset, nodes, overlay asset. */
function copyLayers(layout: ResolvedLayout, placement: Placement, sources: LayerSources): Promise<RawLayer | null>[] {
  const asset = (id: string | null) => (id ? sources.assets.get(id) : undefined);
  return [
    coverLayer(asset(layout.backgroundAsset), layout, placement),
    ...layout.nodes.map((node) => nodeLayer(node, placement, sources)),
    coverLayer(asset(layout.overlayAsset), layout, placement),
  ];
}

/**
 * The printed sheet of a layout at print resolution (300 dpi): layers are prepared in parallel as raw
 * pixels and laid onto the background colour in one sharp composite, encoded once as JPEG; the PDF
 * wraps that JPEG in a page of the paper's exact size.
 */
export async function renderPrintSheet(input: PrintSheetInput): Promise<PrintSheet> {
  const dpi = input.dpi ?? PRINT_DPI;
  const layout = resolveLayoutNodes(input.configuration, input.paper, { frameDimension: input.paperConfig?.frameDimension, dates: input.dates });
  const size = sheetPixels(layout.sheet, dpi);
  const scale = canvasToSheetScale(layout.sheet, dpi);
  const sources: LayerSources = {
    frames: input.frames,
    assets: input.assets,
    fonts: input.fonts,
    familyFonts: input.familyFonts ?? new Map(),
    shootUrl: input.shootUrl,
  };
  const layers = await Promise.all(layout.copies.flatMap((offset) => copyLayers(layout, { scale, offset }, sources)));
  const onSheet = layers.flatMap((layer) => {
    const clipped = layer ? clipLayer(layer, size) : null;
    return clipped ? [clipped] : [];
  });
  const jpeg = await sharp({ create: { width: size.width, height: size.height, channels: 3, background: layout.backgroundColor } })
    .composite(onSheet.map((layer) => ({ input: layer.data, raw: { width: layer.width, height: layer.height, channels: 4 }, left: layer.left, top: layer.top })))
    .jpeg({ quality: JPEG_QUALITY, chromaSubsampling: '4:4:4' })
    .withMetadata({ density: dpi })
    .toBuffer();
  const pdf = await sheetPdf(jpeg, paperSizePoints(layout.sheet));
  return { jpeg, pdf, widthPx: size.width, heightPx: size.height, paper: paperSizeMm(layout.sheet) };
}
