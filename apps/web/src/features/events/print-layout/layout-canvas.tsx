import { type ResolvedNode, canvasToSheetScale, nodeBounds, sheetPixels } from '@booth/shared';
import type Konva from 'konva';
import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Group, Image, Layer, Line, Rect, Stage, Text, Transformer } from 'react-konva';
import { CanvasNode, type NodeHandlers, coverCrop } from '@/features/events/print-layout/canvas-node';
import { type Guide, snapBox } from '@/features/events/print-layout/snapping';
import { useCanvasResources } from '@/features/events/print-layout/use-canvas-resources';
import type { LayoutEditor } from '@/features/events/print-layout/use-layout-editor';

/** What the workbench asks of the canvas: the print content at the sheet's pixels (PNG data URL). */
export interface LayoutCanvasHandle {
  exportSheet: () => string;
}

/** Screen pixels within which a dragged node snaps, whatever the zoom. */
const SNAP_SCREEN_PX = 8;

function FrameMarks({ node, scale, label }: { node: ResolvedNode; scale: number; label: string }) {
  return (
    <Group x={node.x} y={node.y} rotation={node.rotation} scaleX={node.scaleX} scaleY={node.scaleY} listening={false}>
      <Rect width={node.width} height={node.height} stroke="#1c7ed6" strokeWidth={2 / scale} dash={[10 / scale, 6 / scale]} />
      <Rect x={6 / scale} y={6 / scale} width={label.length * 8 / scale + 14 / scale} height={22 / scale} fill="rgba(28,126,214,0.85)" cornerRadius={4 / scale} />
      <Text x={13 / scale} y={10 / scale} text={label} fontSize={13 / scale} fill="#ffffff" fontStyle="bold" />
    </Group>
  );
}

/**
 * The paper at screen size: the layout drawn as the sheet draws it (content layer), with selection,
 * frame marks and alignment guides on a layer above. Dragging snaps; the Transformer resizes and turns.
 */
export default function LayoutCanvas({ editor, width, maxHeight, ref }: { editor: LayoutEditor; width: number; maxHeight: number; ref?: React.Ref<LayoutCanvasHandle> }) {
  const { t } = useTranslation('print-layout');
  const { paper, resolved, selected } = editor;
  const scale = Math.max(0.05, Math.min(width / paper.width, maxHeight / paper.height));
  const resources = useCanvasResources(resolved.nodes, [resolved.backgroundAsset, resolved.overlayAsset]);
  const content = useRef<Konva.Layer>(null);
  const transformer = useRef<Konva.Transformer>(null);
  const groups = useRef(new Map<string, Konva.Group>());
  const [guides, setGuides] = useState<Guide[]>([]);

  useEffect(() => {
    const node = selected ? groups.current.get(selected.id) : undefined;
    transformer.current?.nodes(node ? [node] : []);
    transformer.current?.getLayer()?.batchDraw();
  }, [selected, resolved, resources.version]);

  useImperativeHandle(ref, () => ({
    exportSheet: () => {
      const sheetScale = canvasToSheetScale(resolved.sheet);
      const sheet = sheetPixels(resolved.sheet);
      const layer = content.current;
      const out = document.createElement('canvas');
      out.width = sheet.width;
      out.height = sheet.height;
      const context = out.getContext('2d');
      if (!layer || !context) return '';
      const strip = layer.toCanvas({ x: 0, y: 0, width: paper.width * scale, height: paper.height * scale, pixelRatio: sheetScale / scale });
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, out.width, out.height);
      const copyWidth = resolved.copies.length > 1 ? paper.width * sheetScale : sheet.width;
      const copyHeight = resolved.copies.length > 1 ? paper.height * sheetScale : sheet.height;
      for (const copy of resolved.copies) context.drawImage(strip, copy.x * sheetScale, copy.y * sheetScale, copyWidth, copyHeight);
      return out.toDataURL('image/png');
    },
  }));

  const handlersOf = (node: ResolvedNode): NodeHandlers => ({
    onSelect: () => editor.select(node.id),
    onDragMove: (event) => {
      const group = event.target;
      const others = resolved.nodes.filter((other) => other.id !== node.id).map(nodeBounds);
      const box = nodeBounds({ ...node, x: group.x(), y: group.y() });
      const snap = snapBox(box, others, paper, SNAP_SCREEN_PX / scale);
      group.x(group.x() + snap.x - box.x);
      group.y(group.y() + snap.y - box.y);
      setGuides(snap.guides);
    },
    onDragEnd: (event) => {
      setGuides([]);
      editor.patch(node.id, { x: Math.round(event.target.x()), y: Math.round(event.target.y()) });
    },
    onTransformEnd: (event) => {
      const group = event.target;
      const width = Math.max(1, Math.round((node.width * group.scaleX()) / node.scaleX));
      const height = Math.max(1, Math.round((node.height * group.scaleY()) / node.scaleY));
      group.scaleX(node.scaleX);
      group.scaleY(node.scaleY);
      editor.patch(node.id, { x: Math.round(group.x()), y: Math.round(group.y()), rotation: Math.round(group.rotation() * 10) / 10, width, height });
    },
  });

  const cover = (image: HTMLImageElement | null) =>
    image && <Image image={image} width={paper.width} height={paper.height} crop={coverCrop({ width: image.naturalWidth, height: image.naturalHeight }, paper)} listening={false} />;
  const keepsRatio = selected?.type === 'qr-code' || selected?.type === 'shoot-qr-code';
  return (
    <Stage
      width={Math.round(paper.width * scale)}
      height={Math.round(paper.height * scale)}
      scaleX={scale}
      scaleY={scale}
      onMouseDown={(event) => {
        if (event.target === event.target.getStage() || event.target.name() === 'paper') editor.select(null);
      }}
    >
      <Layer ref={content}>
        <Rect name="paper" width={paper.width} height={paper.height} fill={resolved.backgroundColor} />
        {cover(resources.asset(resolved.backgroundAsset))}
        {resolved.nodes.map((node) => (
          <CanvasNode
            key={node.id}
            node={node}
            resources={resources}
            handlers={handlersOf(node)}
            register={(group) => {
              if (group) groups.current.set(node.id, group);
              else groups.current.delete(node.id);
            }}
          />
        ))}
        {cover(resources.asset(resolved.overlayAsset))}
      </Layer>
      <Layer>
        {resolved.nodes
          .filter((node) => node.type === 'frame')
          .map((node) => (
            <FrameMarks key={node.id} node={node} scale={scale} label={t('canvas.frameLabel', { n: node.frameIndex + 1 })} />
          ))}
        {guides.map((guide) => (
          <Line
            key={`${guide.orientation}-${guide.position}`}
            points={guide.orientation === 'vertical' ? [guide.position, 0, guide.position, paper.height] : [0, guide.position, paper.width, guide.position]}
            stroke="#e8590c"
            strokeWidth={1.5 / scale}
            dash={[6 / scale, 4 / scale]}
            listening={false}
          />
        ))}
        <Transformer
          ref={transformer}
          rotateEnabled
          keepRatio={keepsRatio}
          enabledAnchors={keepsRatio ? ['top-left', 'top-right', 'bottom-left', 'bottom-right'] : undefined}
          rotationSnaps={[0, 45, 90, 135, 180, 225, 270, 315]}
          boundBoxFunc={(previous, next) => (Math.abs(next.width) < 4 || Math.abs(next.height) < 4 ? previous : next)}
        />
      </Layer>
    </Stage>
  );
}
