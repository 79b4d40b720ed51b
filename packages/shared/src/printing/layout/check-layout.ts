import type { PrintLayoutConfiguration } from '../../events/print-layout.ts';
import type { LayoutNode } from '../../events/print-layout-nodes.ts';
import { fitPrintCanvas, type PaperRatio } from '../../events/rules/print-canvas.ts';
import type { TextFormat } from '../../events/text-format.ts';
import { nodeBounds, overlapsCanvas } from './node-geometry.ts';

/** What the layout may refer to: the customer's own and the public fonts and assets. */
export interface PrintLayoutKnown {
  fontIds: Set<string>;
  /** Families the sheet can be set in without an uploaded font (the library's and the printer host's). */
  fontFamilies: Set<string>;
  assetIds: Set<string>;
}

/** One thing wrong with a layout; `path` is relative to the layout configuration (`nodes.2.format.fontId`). */
export interface PrintLayoutIssue {
  path: string;
  nodeId?: string;
  message: string;
}

function textFormatOf(node: LayoutNode): { key: string; format: TextFormat } | null {
  if (node.type === 'text') return { key: 'format', format: node.format };
  if (node.type === 'date') return { key: 'textFormat', format: node.textFormat };
  return null;
}

function fontIssue(node: LayoutNode, path: string, known: PrintLayoutKnown): PrintLayoutIssue | null {
  const text = textFormatOf(node);
  if (!text) return null;
  const { key, format } = text;
  if (format.fontId !== null && format.fontId !== undefined) {
    return known.fontIds.has(format.fontId)
      ? null
      : { path: `${path}.${key}.fontId`, nodeId: node.id, message: `Node ${node.id} uses a font that is not in your library` };
  }
  return known.fontFamilies.has(format.family)
    ? null
    : { path: `${path}.${key}.family`, nodeId: node.id, message: `Node ${node.id} uses the unknown font family "${format.family}"` };
}

function nodeIssues(node: LayoutNode, index: number, configuration: PrintLayoutConfiguration, canvas: { width: number; height: number }, known: PrintLayoutKnown): PrintLayoutIssue[] {
  const path = `nodes.${index}`;
  const issues: PrintLayoutIssue[] = [];
  if (!overlapsCanvas(nodeBounds(node), canvas)) {
    issues.push({ path, nodeId: node.id, message: `Node ${node.id} lies entirely outside the paper` });
  }
  if (node.type === 'image' && node.assetId !== null && !known.assetIds.has(node.assetId)) {
    issues.push({ path: `${path}.assetId`, nodeId: node.id, message: `Node ${node.id} shows an image that is not in your library` });
  }
  if (node.type === 'frame' && node.frameIndex >= configuration.includeFrames) {
    issues.push({
      path: `${path}.frameIndex`,
      nodeId: node.id,
      message: `Node ${node.id} shows picture ${node.frameIndex + 1}, but the layout includes ${configuration.includeFrames}`,
    });
  }
  const font = fontIssue(node, path, known);
  if (font) issues.push(font);
  return issues;
}

/**
 * What keeps a layout from printing as the organiser sees it: a node wholly off the paper, a font or an
 * asset the customer may not use, a frame for a picture the layout does not include. Empty when it prints.
 */
export function checkPrintLayout(configuration: PrintLayoutConfiguration, paper: PaperRatio, known: PrintLayoutKnown): PrintLayoutIssue[] {
  const canvas = fitPrintCanvas(paper);
  const issues = configuration.nodes.flatMap((node, index) => nodeIssues(node, index, configuration, canvas, known));
  for (const key of ['backgroundAsset', 'overlayAsset'] as const) {
    const id = configuration[key];
    if (id !== null && !known.assetIds.has(id)) issues.push({ path: key, message: `The ${key === 'backgroundAsset' ? 'background' : 'overlay'} is not in your library` });
  }
  return issues;
}
