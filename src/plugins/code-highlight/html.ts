// Escaping for highlighted code, free of imports: the code block's content (src/theme/CodeBlock/Content)
// uses it on every page, where Prism must not load.

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;'};

/** Text for an element's content (never an attribute's value). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>]/g, (char) => ESCAPES[char]);
}

/** The lines of code shown without highlighting: escaped. */
export function plainLines(code: string): string[] {
  return code.split('\n').map(escapeHtml);
}
