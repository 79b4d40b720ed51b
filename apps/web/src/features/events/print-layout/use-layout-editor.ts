import { type LayoutNode, type PrintLayoutConfiguration, type ResolvedLayout, type ResolvedNode, ratioValue, resolveLayoutNodes } from '@booth/shared';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { boothUrl } from '@/features/events/components/booth-link';
import { materialise, paperOf, withoutNode } from '@/features/events/print-layout/layout-config';
import { type LayoutNodeType, type Paper, type ZMove, canAddNode, createNode, moveInZ, nudgeNode, toggleLevel, updateNode } from '@/features/events/print-layout/layout-nodes';
import { type CreatorEditing, type LayoutKind, useCreatorHistory } from '@/features/events/print-layout/use-creator-history';

export interface LayoutEditor extends CreatorEditing {
  kind: LayoutKind;
  config: PrintLayoutConfiguration;
  frameDimension: string;
  paper: Paper;
  /** What the paper shows: the layout's nodes and the generated ones, in drawing order. */
  resolved: ResolvedLayout;
  selected: ResolvedNode | null;
  select: (id: string | null) => void;
  canAdd: boolean;
  add: (type: LayoutNodeType) => void;
  /** Changes one node; `mergeKey` joins a run of small changes (typing, nudging) into one undo step. */
  patch: (id: string, patch: Partial<LayoutNode>, mergeKey?: string) => void;
  remove: (id: string) => void;
  nudge: (id: string, dx: number, dy: number) => void;
  moveZ: (id: string, move: ZMove) => void;
  toggleLevel: (id: string) => void;
  /** Arrow keys, Delete, Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl/Cmd+Y. */
  onKeyDown: (event: KeyboardEvent) => void;
}

function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** The editing of one capture kind's layout: selection, node edits, keyboard, through the undo history. */
export function useLayoutEditor(path: string, kind: LayoutKind): LayoutEditor {
  const editing = useCreatorHistory(path);
  const { slug = '' } = useParams();
  const config = editing.creator.settings[kind];
  const frameDimension = editing.creator.paperConfig.frameDimension;
  const [now] = useState(() => new Date());
  const resolved = useMemo(() => resolveLayoutNodes(config, config.paperSize, { frameDimension, dates: { now } }), [config, frameDimension, now]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = resolved.nodes.find((node) => node.id === selectedId) ?? null;
  const paper = paperOf(config.paperSize);

  /** Writes the generated nodes into the layout, then applies the edit to the node's own id. */
  const editNodes = (id: string | null, change: (config: PrintLayoutConfiguration, id: string | null) => PrintLayoutConfiguration, mergeKey?: string) => {
    const { config: real, ids } = materialise(config, resolved);
    const realId = id === null ? null : (ids.get(id) ?? id);
    if (realId !== id) setSelectedId(realId);
    editing.changeLayout(kind, () => change(real, realId), ids.size > 0 ? undefined : mergeKey);
  };
  const onNode = (id: string, change: (nodes: LayoutNode[], id: string) => LayoutNode[], mergeKey?: string) =>
    editNodes(id, (real, realId) => ({ ...real, nodes: change(real.nodes, realId ?? id) }), mergeKey);

  const add = (type: LayoutNodeType) => {
    const { config: real } = materialise(config, resolved);
    if (!canAddNode(real.nodes)) return;
    const frames = real.nodes.filter((node) => node.type === 'frame').length;
    const extra = type === 'qr-code' ? { value: boothUrl(slug) } : type === 'frame' ? { frameIndex: Math.min(frames, real.includeFrames - 1) } : {};
    const aspect = type === 'frame' ? 1 / ratioValue(frameDimension) : undefined;
    const node = createNode(type, real.nodes, paper, extra, aspect);
    // A placed picture QR code or date is what its switch stands for, so the switch shows it on.
    const switches = type === 'shoot-qr-code' ? { qrCode: true } : type === 'date' ? { addCurrentDate: true } : {};
    editNodes(null, (current) => ({ ...current, ...switches, nodes: [...current.nodes, node] }));
    setSelectedId(node.id);
  };
  const remove = (id: string) => {
    editNodes(id, (real, realId) => withoutNode(real, realId ?? id));
    setSelectedId(null);
  };
  const nudge = (id: string, dx: number, dy: number) => onNode(id, (nodes, realId) => nudgeNode(nodes, realId, dx, dy), `nudge:${id}`);

  const onKeyDown = (event: KeyboardEvent) => {
    if (typing(event.target)) return;
    const command = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (command && (key === 'y' || (key === 'z' && event.shiftKey))) {
      event.preventDefault();
      editing.redo();
      return;
    }
    if (command && key === 'z') {
      event.preventDefault();
      editing.undo();
      return;
    }
    if (!selected) return;
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      const step = event.shiftKey ? 10 : 1;
      nudge(selected.id, arrow[0] * step, arrow[1] * step);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      remove(selected.id);
    } else if (event.key === 'Escape') {
      setSelectedId(null);
    }
  };

  return {
    ...editing,
    kind,
    config,
    frameDimension,
    paper,
    resolved,
    selected,
    select: setSelectedId,
    canAdd: canAddNode(config.nodes),
    add,
    patch: (id, change, mergeKey) => onNode(id, (nodes, realId) => updateNode(nodes, realId, change), mergeKey),
    remove,
    nudge,
    moveZ: (id, move) => onNode(id, (nodes, realId) => moveInZ(nodes, realId, move)),
    toggleLevel: (id) => onNode(id, (nodes, realId) => toggleLevel(nodes, realId)),
    onKeyDown,
  };
}
