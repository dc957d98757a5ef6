"use strict";
exports.ids = ["4033"];
exports.modules = {
25956(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_blog_default_site_blog_2024_12_12_redfish_and_native_ipmi_md_126_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_blog_default_site_blog_2024_12_12_redfish_and_native_ipmi_md_126_json__rspack_import_0 = __webpack_require__(40604);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	slug: 'v0-5-0-redfish-and-native-ipmi',
	title: 'CEEMS v0.5.0: Redfish power readings, IPMI without tools, and usage that counts running units',
	authors: [
		'ceems-team'
	],
	tags: [
		'release',
		'exporter',
		'power',
		'api-server'
	],
	description: 'CEEMS v0.5.0 adds a Redfish collector and a Redfish proxy, reads IPMI DCMI power without external tools, and includes running compute units in usage statistics.',
	date: new Date('2024-12-12T00:00:00.000Z')
};
const contentTitle = undefined;

const assets = {
"authorsImageUrls": [undefined],
};



const toc = [];
function _createMdxContent(props) {
  const _components = {
    p: "p",
    ...(0,_mdx_js_react__rspack_import_2/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
    children: "CEEMS v0.5.0 widens the ways the exporter can read how much power a node draws. A new collector reads\nit from the BMC's Redfish API, a new proxy lets compute nodes reach BMCs on a separate management\nnetwork, and the IPMI collector can now talk to the BMC on its own when no IPMI tool is installed. On the\nAPI server side, usage statistics now include compute units that are still running, which matters most\nfor cloud workloads."
  });
}
function MDXContent(props = {}) {
  const {wrapper: MDXLayout} = {
    ...(0,_mdx_js_react__rspack_import_2/* .useMDXComponents */.R)(),
    ...props.components
  };
  return MDXLayout ? (0,react_jsx_runtime__rspack_import_1.jsx)(MDXLayout, {
    ...props,
    children: (0,react_jsx_runtime__rspack_import_1.jsx)(_createMdxContent, {
      ...props
    })
  }) : _createMdxContent(props);
}



},
28453(__unused_rspack___webpack_module__, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  R: () => (useMDXComponents),
  x: () => (MDXProvider)
});
/* import */ var react__rspack_import_0 = __webpack_require__(96540);
/**
 * @import {MDXComponents} from 'mdx/types.js'
 * @import {Component, ReactElement, ReactNode} from 'react'
 */

/**
 * @callback MergeComponents
 *   Custom merge function.
 * @param {Readonly<MDXComponents>} currentComponents
 *   Current components from the context.
 * @returns {MDXComponents}
 *   Additional components.
 *
 * @typedef Props
 *   Configuration for `MDXProvider`.
 * @property {ReactNode | null | undefined} [children]
 *   Children (optional).
 * @property {Readonly<MDXComponents> | MergeComponents | null | undefined} [components]
 *   Additional components to use or a function that creates them (optional).
 * @property {boolean | null | undefined} [disableParentContext=false]
 *   Turn off outer component context (default: `false`).
 */



/** @type {Readonly<MDXComponents>} */
const emptyComponents = {}

const MDXContext = react__rspack_import_0.createContext(emptyComponents)

/**
 * Get current components from the MDX Context.
 *
 * @param {Readonly<MDXComponents> | MergeComponents | null | undefined} [components]
 *   Additional components to use or a function that creates them (optional).
 * @returns {MDXComponents}
 *   Current components.
 */
function useMDXComponents(components) {
  const contextComponents = react__rspack_import_0.useContext(MDXContext)

  // Memoize to avoid unnecessary top-level context changes
  return react__rspack_import_0.useMemo(
    function () {
      // Custom merge via a function prop
      if (typeof components === 'function') {
        return components(contextComponents)
      }

      return {...contextComponents, ...components}
    },
    [contextComponents, components]
  )
}

/**
 * Provider for MDX context.
 *
 * @param {Readonly<Props>} properties
 *   Properties.
 * @returns {ReactElement}
 *   Element.
 * @satisfies {Component}
 */
function MDXProvider(properties) {
  /** @type {Readonly<MDXComponents>} */
  let allComponents

  if (properties.disableParentContext) {
    allComponents =
      typeof properties.components === 'function'
        ? properties.components(emptyComponents)
        : properties.components || emptyComponents
  } else {
    allComponents = useMDXComponents(properties.components)
  }

  return react__rspack_import_0.createElement(
    MDXContext.Provider,
    {value: allComponents},
    properties.children
  )
}


},
40604(module) {
module.exports = JSON.parse('{"permalink":"/ceems/blog/v0-5-0-redfish-and-native-ipmi","editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/blog/2024-12-12-redfish-and-native-ipmi.md","source":"@site/blog/2024-12-12-redfish-and-native-ipmi.md","title":"CEEMS v0.5.0: Redfish power readings, IPMI without tools, and usage that counts running units","description":"CEEMS v0.5.0 adds a Redfish collector and a Redfish proxy, reads IPMI DCMI power without external tools, and includes running compute units in usage statistics.","date":"2024-12-12T00:00:00.000Z","tags":[{"inline":true,"label":"release","permalink":"/ceems/blog/tags/release"},{"inline":true,"label":"exporter","permalink":"/ceems/blog/tags/exporter"},{"inline":true,"label":"power","permalink":"/ceems/blog/tags/power"},{"inline":true,"label":"api-server","permalink":"/ceems/blog/tags/api-server"}],"readingTime":2.54,"hasTruncateMarker":true,"authors":[{"name":"CEEMS team","title":"CEEMS maintainers","url":"https://github.com/ceems-dev","key":"ceems-team","page":null}],"frontMatter":{"slug":"v0-5-0-redfish-and-native-ipmi","title":"CEEMS v0.5.0: Redfish power readings, IPMI without tools, and usage that counts running units","authors":["ceems-team"],"tags":["release","exporter","power","api-server"],"description":"CEEMS v0.5.0 adds a Redfish collector and a Redfish proxy, reads IPMI DCMI power without external tools, and includes running compute units in usage statistics.","date":"2024-12-12T00:00:00.000Z"},"unlisted":false,"prevItem":{"title":"CEEMS v0.9.0: what to change before you upgrade","permalink":"/ceems/blog/v0-9-0-breaking-changes"},"nextItem":{"title":"CEEMS v0.3.0: a capability-aware exporter, with perf and eBPF metrics","permalink":"/ceems/blog/v0-3-0-capability-aware-exporter"}}')

},

};
;