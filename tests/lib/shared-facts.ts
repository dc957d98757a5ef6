/**
 * Facts that several docs pages need, each written once in a partial under docs/_facts/ and included
 * where it is needed. `signatures` recognise a page that words the fact itself instead
 * (tests/unit/same-facts.test.ts): keep them specific to the fact, not to its subject.
 */
export interface SharedFact {
  /** The partial, in docs/_facts/. */
  file: string;
  name: string;
  signatures: RegExp[];
}

export const FACTS_DIR = '_facts';

export const SHARED_FACTS: SharedFact[] = [
  {
    file: 'lb-guarantee.mdx',
    name: 'what the load balancer checks for a user',
    signatures: [
      /\bfirst\W+uuid\W+matcher/i,
      /\b(lets a user query only|only lets users query)\b/i,
      /\benforce ownership\b/i,
    ],
  },
  {
    file: 'cacct-user.mdx',
    name: 'how cacct names the user',
    signatures: [/\bGECOS\b/, /\breal-name field\b/i, /\bfull name field\b/i],
  },
  {
    file: 'cacct-period.mdx',
    name: "cacct's dates and default period",
    signatures: [
      /\bread as UTC\b/i,
      /\bas UTC times\b/i,
      /\breads (them|its dates) as UTC\b/i,
      /\bjobs since midnight\b/i,
    ],
  },
  {
    file: 'debug-endpoints.mdx',
    name: 'what the debug endpoints answer',
    signatures: [/\bdebug\b[^.]{0,80}\blocalhost\b/i, /\blocalhost\b[^.]{0,80}\bdebug\b/i],
  },
  {
    file: 'lb-start-messages.mdx',
    name: "the load balancer's start-up failures",
    signatures: [/\bunknown cluster ID\b/i, /\berror response code 403\b/i, /(?<!collector )\breturned no data\b/i],
  },
];

/** Docusaurus leaves files and folders whose name starts with `_` out of the pages. */
export function isPartial(relative: string): boolean {
  return relative.split('/').some((part) => part.startsWith('_'));
}

/** The places where `prose` words `fact` itself, as short snippets; paragraphs are read across line breaks. */
export function restatements(prose: string, fact: SharedFact): string[] {
  const text = prose.replace(/\s+/g, ' ');
  const found: string[] = [];
  for (const signature of fact.signatures) {
    const global = new RegExp(
      signature.source,
      signature.flags.includes('g') ? signature.flags : `${signature.flags}g`,
    );
    for (const match of text.matchAll(global)) {
      found.push(text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40).trim());
    }
  }
  return found;
}
