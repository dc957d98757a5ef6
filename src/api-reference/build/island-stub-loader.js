// Bundler loader for the browser bundle of a production build: an island partial (../island.ts), once
// compiled by the MDX loader, becomes a module that only re-exports the stub named in the options
// (../client/island-stub.tsx), so the partial's content and the components it imports stay out of the bundle.
// It runs after the MDX loader, not instead of it, because Docusaurus compiles each MDX file once, in
// the browser compilation, and hands the result to the server compilation, which would otherwise wait
// forever for a file the browser never compiled.
module.exports = function islandStub() {
  const {stub} = this.getOptions();
  if (typeof stub !== 'string') throw new Error('[api-reference] island-stub-loader needs the option `stub`');
  return `export {default} from ${JSON.stringify(stub)};\n`;
};
