import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replaceImportIn, replaceImportsPlugin} from '../replace-import';

/** The API theme's parameter and schema sections, which it renders in the browser only. */
export const BROWSER_ONLY_SECTIONS = /[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/](ParamsDetails|RequestSchema|ResponseSchema)[\\/]index\.js$/;

/**
 * Build-time plugin: an operation's parameters, request body and responses are in the page's HTML.
 *
 * The API theme wraps these three sections in `<BrowserOnly>`, so the server sends a grey skeleton
 * for each, and the browser replaces it with the real section after hydration: readers without
 * JavaScript and the search index never see them, and the page jumps as each skeleton turns into a
 * section of another height (or into nothing, for an operation without parameters). They are plain
 * functions of the page's data, so inside those three files `BrowserOnly` renders its content on the
 * server too, and hydration keeps it.
 */
export default function serverRenderedSchemas(): Plugin {
  return replaceImportsPlugin('server-rendered-schemas', [
    replaceImportIn(BROWSER_ONLY_SECTIONS, '@docusaurus/BrowserOnly', path.resolve(__dirname, 'render-everywhere.js')),
  ]);
}
