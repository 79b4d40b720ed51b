import type { ResolvedNode, TextFormat } from '@booth/shared';
import type Konva from 'konva';
import { Group, Image, Rect, Text } from 'react-konva';
import type { CanvasResources } from '@/features/events/print-layout/use-canvas-resources';
import { sampleShootUrl } from '@/features/events/print-layout/use-canvas-resources';

/*
 * One layout node as print content: what the sheet shows, nothing of the editor (selection, labels
 * and guides live on the layer above, so the preview export holds print content only).
 */

interface Size {
  width: number;
  height: number;
}

/** The part of an image that covers a box of another shape, centred (how frames show the picture). */
export function coverCrop(image: Size, box: Size): { x: number; y: number; width: number; height: number } {
  const scale = Math.max(box.width / image.width, box.height / image.height);
  const width = box.width / scale;
  const height = box.height / scale;
  return { x: (image.width - width) / 2, y: (image.height - height) / 2, width, height };
}

function fontStyle(format: TextFormat): string {
  return [format.italic ? 'italic' : '', format.bold ? 'bold' : ''].filter(Boolean).join(' ') || 'normal';
}

function TextContent({ text, format, size, resources }: { text: string; format: TextFormat; size: Size; resources: CanvasResources }) {
  return (
    <Text
      text={text}
      width={size.width}
      height={size.height}
      fontSize={format.size}
      fontFamily={resources.family(format)}
      fontStyle={fontStyle(format)}
      textDecoration={format.underline ? 'underline' : ''}
      fill={format.color}
      align={format.align}
      wrap="word"
      lineHeight={1}
    />
  );
}

function Picture({ image, size }: { image: HTMLImageElement | null; size: Size }) {
  if (!image) return <Rect width={size.width} height={size.height} fill="#d9dde3" />;
  return <Image image={image} width={size.width} height={size.height} crop={coverCrop({ width: image.naturalWidth, height: image.naturalHeight }, size)} />;
}

function Content({ node, resources }: { node: ResolvedNode; resources: CanvasResources }) {
  const size = { width: node.width, height: node.height };
  switch (node.type) {
    case 'frame':
      return <Picture image={resources.sample} size={size} />;
    case 'image': {
      const image = resources.asset(node.assetId);
      // Stretched to the node, as the sheet draws an image node.
      return image ? <Image image={image} width={size.width} height={size.height} /> : <Rect width={size.width} height={size.height} fill="#eef0f3" stroke="#9aa3ad" strokeWidth={2} dash={[12, 8]} />;
    }
    case 'qr-code':
    case 'shoot-qr-code': {
      const image = resources.qr(node.type === 'qr-code' ? node.value : sampleShootUrl());
      return image ? <Image image={image} width={size.width} height={size.height} /> : <Rect width={size.width} height={size.height} fill="#ffffff" stroke="#000000" />;
    }
    case 'text':
      return <TextContent text={node.text} format={node.format} size={size} resources={resources} />;
    case 'date':
      return <TextContent text={node.text} format={node.textFormat} size={size} resources={resources} />;
    default:
      return null;
  }
}

export interface NodeHandlers {
  onSelect: () => void;
  onDragMove: (event: Konva.KonvaEventObject<DragEvent>) => void;
  onDragEnd: (event: Konva.KonvaEventObject<DragEvent>) => void;
  onTransformEnd: (event: Konva.KonvaEventObject<Event>) => void;
}

/** A node placed as the sheet places it: at x/y, turned about its top-left corner, then scaled. */
export function CanvasNode({ node, resources, handlers, register }: { node: ResolvedNode; resources: CanvasResources; handlers?: NodeHandlers; register?: (group: Konva.Group | null) => void }) {
  return (
    <Group
      ref={register}
      id={node.id}
      x={node.x}
      y={node.y}
      rotation={node.rotation}
      scaleX={node.scaleX}
      scaleY={node.scaleY}
      draggable={handlers !== undefined}
      onMouseDown={handlers?.onSelect}
      onTap={handlers?.onSelect}
      onDragStart={handlers?.onSelect}
      onDragMove={handlers?.onDragMove}
      onDragEnd={handlers?.onDragEnd}
      onTransformEnd={handlers?.onTransformEnd}
    >
      <Content node={node} resources={resources} />
    </Group>
  );
}
