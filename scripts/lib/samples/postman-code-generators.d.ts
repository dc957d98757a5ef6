// postman-collection ships its types outside its package.json: point TypeScript at them.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../../node_modules/postman-collection/types/index.d.ts" />
/** The part of postman-code-generators (which ships no types) that the sample scripts use. */
declare module 'postman-code-generators' {
  import type {Request} from 'postman-collection';
  interface CodegenOption {
    id: string;
    default: unknown;
  }
  interface CodegenLanguage {
    key: string;
    label: string;
    variants: {key: string}[];
  }
  const codegen: {
    getLanguageList(): CodegenLanguage[];
    getOptions(language: string, variant: string, callback: (error: unknown, options: CodegenOption[]) => void): void;
    convert(
      language: string,
      variant: string,
      request: Request,
      options: Record<string, unknown>,
      callback: (error: unknown, snippet: string) => void,
    ): void;
  };
  export default codegen;
}
