/** Small readers for the parts of our Markdown files that tests check. */
import yaml from 'js-yaml';

export interface FencedBlock {
  lang: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)/;

/** Fenced code blocks, in order, with their language (lower-cased, '' when absent). */
export function fencedBlocks(markdown: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const trimmed = lines[j].trim();
      if (trimmed.startsWith(fence[0].repeat(fence.length)) && trimmed.replace(/[`~]/g, '') === '') break;
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
    }
    blocks.push({lang: lang.toLowerCase(), code: body.join('\n'), line: i + 1});
    i = j;
  }
  return blocks;
}

/** The Markdown with fenced code blocks blanked out, line numbers kept. */
export function proseOnly(markdown: string): string {
  const lines = markdown.split('\n');
  let fence: string | undefined;
  return lines
    .map((line) => {
      const open = FENCE.exec(line);
      if (!fence && open) {
        fence = open[2];
        return '';
      }
      if (fence) {
        const trimmed = line.trim();
        if (trimmed.startsWith(fence) && trimmed.replace(/[`~]/g, '') === '') fence = undefined;
        return '';
      }
      return line;
    })
    .join('\n');
}

/** The front matter fields our docs use, as YAML reads them (none when the file has no front matter). */
export interface FrontMatter {
  title?: string;
  description?: string;
  keywords?: string[];
  slug?: string;
  sidebar_position?: number;
  [field: string]: unknown;
}

export function frontMatter(markdown: string): FrontMatter {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(markdown);
  return ((match && yaml.load(match[1])) ?? {}) as FrontMatter;
}
