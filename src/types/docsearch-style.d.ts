// DocSearch's stylesheet entry (`@docsearch/react/style`, a module that imports its CSS) ships no types.
declare module '@docsearch/react/style';
