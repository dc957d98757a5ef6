/**
 * The MDX of an operation page (build time): a frame (ApiOperation) around two partials, the plugin's
 * page (the reference) and the operation's code samples as ordinary fenced code blocks, which the
 * site's remark plugin highlights when the partial is compiled (src/plugins/code-highlight).
 */
import fs from 'node:fs';
import path from 'node:path';
import {islandFile} from '../island';
import {generateSamples, type SampleLanguage, type SampleOperation, type SampleTab} from './samples';

/** A fence longer than any run of backticks in `code`. */
function fenceFor(code: string): string {
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  return '`'.repeat(Math.max(3, longest + 1));
}

const attr = (value: string): string => `{${JSON.stringify(value)}}`;

/** The samples as MDX: one ApiSampleLanguage per language, one ApiSampleVariant with a code block per variant. */
export function samplesMarkdown(samples: SampleLanguage[]): string {
  const parts = ['<ApiSamples>'];
  for (const sample of samples) {
    parts.push(`<ApiSampleLanguage language=${attr(sample.language)}>`);
    for (const {variant, code} of sample.variants) {
      const fence = fenceFor(code);
      parts.push(
        `<ApiSampleVariant language=${attr(sample.language)} variant=${attr(variant)}>`,
        '',
        `${fence}${sample.highlight}`,
        code,
        fence,
        '',
        '</ApiSampleVariant>',
      );
    }
    parts.push('</ApiSampleLanguage>');
  }
  parts.push('</ApiSamples>');
  return parts.join('\n');
}

/** Splits the plugin's page into its leading import lines and its content. */
function splitImports(mdx: string): {imports: string; body: string} {
  const lines = mdx.split('\n');
  let at = 0;
  while (at < lines.length && (/^import\s/.test(lines[at]) || lines[at].trim() === '')) at++;
  return {imports: lines.slice(0, at).join('\n').trim(), body: lines.slice(at).join('\n').trim()};
}

/**
 * The operation page: a frame (../client/ApiOperation.tsx) that imports its two islands, the plugin's content
 * (the reference) and the samples, each an MDX partial of its own beside the page.
 */
export function operationPageFiles(
  pluginPage: string,
  operation: SampleOperation,
  tabs: SampleTab[],
  pageId: string,
): {page: string; partials: Record<string, string>} {
  const {imports, body} = splitImports(pluginPage);
  const reference = islandFile(pageId, 'reference');
  const samples = islandFile(pageId, 'samples');
  return {
    page: [
      "import '@site/src/api-reference/styles/api-styles';",
      "import ApiOperation from '@site/src/api-reference/client/ApiOperation';",
      `import Reference from './${reference}';`,
      `import Samples from './${samples}';`,
      '',
      '<ApiOperation reference={Reference} samples={Samples} />',
      '',
    ].join('\n'),
    partials: {
      [reference]: [
        "import ReferenceFrame from '@site/src/api-reference/client/ReferenceFrame';",
        imports,
        '',
        '<ReferenceFrame>',
        '',
        body,
        '',
        '</ReferenceFrame>',
        '',
      ].join('\n'),
      [samples]: [
        "import {ApiSamples, ApiSampleLanguage, ApiSampleVariant} from '@site/src/api-reference/client/ApiSamples';",
        '',
        samplesMarkdown(generateSamples(operation, tabs)),
        '',
      ].join('\n'),
    },
  };
}

/** Writes an operation page's partials into `dir` and returns the page's MDX, for the plugin to write. */
export function writeOperationPage(dir: string, files: ReturnType<typeof operationPageFiles>): string {
  fs.mkdirSync(dir, {recursive: true});
  for (const [name, content] of Object.entries(files.partials)) fs.writeFileSync(path.join(dir, name), content);
  return files.page;
}
