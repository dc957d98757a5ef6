/**
 * Development only (config/dev-server.ts): drops the `require.resolveWeak(...)` ids from Docusaurus's route
 * registry. A weak reference still makes the bundler build the module it names, so with them every page of
 * the site is compiled before the first one is served, lazy compilation or not. Without them the route
 * modules are compiled when a browser asks for them; the client loads each route through its `import()`
 * either way (the id only tells a server-rendered page which modules are already there, and the dev server
 * renders nothing on the server).
 */
module.exports = function devRegistryLoader(source) {
  return source.replace(/require\.resolveWeak\("[^"]*"\)/g, 'undefined');
};
