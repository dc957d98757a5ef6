/**
 * The MDX of an operation page (build time): the plugin's page, framed in two columns by ApiOperation,
 * with the operation's code samples in the right column as ordinary fenced code blocks, which the
 * site's remark plugin highlights when the page is compiled (src/plugins/code-highlight).
 */
import {generateSamples, type SampleLanguage, type SampleOperation, type SampleTabConfig} from './samples';

/** A configured tab: the generator language, its Prism language and the class of its logo. */
export interface SampleTab extends SampleTabConfig {
  logoClass: string;
}

/** A fence longer than any run of backticks in `code`. */
function fenceFor(code: string): string {
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  return '`'.repeat(Math.max(3, longest + 1));
}

const attr = (value: string): string => `{${JSON.stringify(value)}}`;

/** The samples as MDX: one ApiSampleLanguage per language, one ApiSampleVariant with a code block per variant. */
export function samplesMarkdown(samples: SampleLanguage[], tabs: SampleTab[]): string {
  const parts = ['<ApiSamples>'];
  for (const sample of samples) {
    const tab = tabs.find((candidate) => candidate.language === sample.language);
    parts.push(`<ApiSampleLanguage language=${attr(sample.language)} logoClass=${attr(tab?.logoClass ?? sample.language)}>`);
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
export function splitImports(mdx: string): {imports: string; body: string} {
  const lines = mdx.split('\n');
  let at = 0;
  while (at < lines.length && (/^import\s/.test(lines[at]) || lines[at].trim() === '')) at++;
  return {imports: lines.slice(0, at).join('\n').trim(), body: lines.slice(at).join('\n').trim()};
}

/** The operation page: imports, then the content and the samples side by side. */
export function operationPageMarkdown(pluginPage: string, operation: SampleOperation, tabs: SampleTab[]): string {
  const {imports, body} = splitImports(pluginPage);
  return [
    "import '@site/src/theme/ApiItem/api-styles';",
    "import ApiOperation from '@site/src/api-reference/ApiOperation';",
    "import {ApiSamples, ApiSampleLanguage, ApiSampleVariant} from '@site/src/api-reference/ApiSamples';",
    imports,
    '',
    '<ApiOperation>',
    '<div className="col col--7 openapi-left-panel__container">',
    '',
    body,
    '',
    '</div>',
    '<div className="col col--5 openapi-right-panel__container">',
    samplesMarkdown(generateSamples(operation, tabs), tabs),
    '</div>',
    '</ApiOperation>',
    '',
  ].join('\n');
}
