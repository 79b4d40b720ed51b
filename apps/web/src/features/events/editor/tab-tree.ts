import type { BoothType } from '@booth/shared';
import type { EditorSection, EditorTab } from '@/features/events/editor/editor-tabs';
import { hasRelevantPart, isRelevant } from '@/features/events/editor/relevance';
import { type TreeNode, buildTree, schemaAt } from '@/features/events/editor/schema-tree';

function prune(node: TreeNode, boothType: BoothType, exclude: readonly string[]): TreeNode | null {
  if (exclude.includes(node.path) || !hasRelevantPart(node.path, boothType)) return null;
  if (node.kind === 'field' && !isRelevant(node.path, boothType)) return null;
  if (node.kind === 'field') return node;
  const children = node.children.map((child) => prune(child, boothType, exclude)).filter((child): child is TreeNode => child !== null);
  return children.length > 0 ? { ...node, children } : null;
}

/** The settings of a section for a booth type: every path's tree without the parts that do not apply. */
export function sectionNodes(section: EditorSection, boothType: BoothType): TreeNode[] {
  return section.paths
    .map((path) => prune(buildTree(schemaAt(path), path), boothType, section.exclude ?? []))
    .filter((node): node is TreeNode => node !== null);
}

/** Every node a tab shows for a booth type, groups and the fields of list items included (for the words check). */
export function allNodes(tab: EditorTab, boothType: BoothType): TreeNode[] {
  const out: TreeNode[] = [];
  const walk = (node: TreeNode) => {
    out.push(node);
    if (node.kind === 'group') node.children.forEach(walk);
    else
      for (const schema of node.itemSchemas ?? []) {
        const item = buildTree(schema, `${node.path}.0`, '0');
        if (item.kind === 'group') item.children.forEach(walk);
      }
  };
  tab.sections.flatMap((section) => sectionNodes(section, boothType)).forEach(walk);
  return out;
}
