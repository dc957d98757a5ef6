/**
 * Remark plugin: every Markdown table gets `tabindex="0"`, so a table wider than the screen, which scrolls
 * sideways, can be reached and scrolled with the keyboard (WCAG 2.1.1; axe rule scrollable-region-focusable).
 * It sets the attribute through the Markdown pipeline's public `hProperties`, not a theme component.
 */
interface Node {
  type: string;
  children?: Node[];
  data?: {hProperties?: Record<string, unknown>};
}

function visit(node: Node): void {
  if (node.type === 'table') node.data = {...node.data, hProperties: {...node.data?.hProperties, tabIndex: 0}};
  node.children?.forEach(visit);
}

export default function remarkFocusableTables() {
  return (tree: Node) => visit(tree);
}
