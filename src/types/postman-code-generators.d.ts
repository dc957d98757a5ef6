// postman-collection ships its type declarations without naming them in its package.json.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- no package entry to import them by
/// <reference path="../../node_modules/postman-collection/types/index.d.ts" />
// postman-code-generators ships no type declarations: the part of its API that the site uses, at build
// time (src/api-reference/build/samples.ts) and in the sample checks (tests/lib/samples/generate.ts).
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
  export interface CodegenOption {
    id: string;
    default: unknown;
  }
  type Callback<T> = (error: unknown, result: T) => void;
  const codegen: {
    getLanguageList(): CodegenLanguage[];
    getOptions(language: string, variant: string, callback: Callback<CodegenOption[]>): void;
    convert(
      language: string,
      variant: string,
      request: Request,
      options: Record<string, unknown>,
      callback: Callback<string>,
    ): void;
  };
  export default codegen;
}
