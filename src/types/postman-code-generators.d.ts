// postman-collection ships its type declarations without naming them in its package.json.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- no package entry to import them by
/// <reference path="../../node_modules/postman-collection/types/index.d.ts" />
// postman-code-generators ships no type declarations: the part of its API that src/api-reference uses.
declare module 'postman-code-generators' {
  import type {Request} from 'postman-collection';

  export interface CodegenVariant {
    key: string;
  }
  export interface CodegenLanguage {
    key: string;
    label: string;
    syntax_mode: string;
    variants: CodegenVariant[];
  }
  export function getLanguageList(): CodegenLanguage[];
  export function convert(
    language: string,
    variant: string,
    request: Request,
    options: Record<string, unknown>,
    callback: (error: unknown, snippet: string) => void,
  ): void;
}
