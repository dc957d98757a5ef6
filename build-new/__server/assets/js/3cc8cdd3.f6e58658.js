"use strict";
exports.ids = ["3407"];
exports.modules = {
64484(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_blog_default_site_blog_2025_06_27_breaking_changes_in_0_9_0_md_0bf_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_blog_default_site_blog_2025_06_27_breaking_changes_in_0_9_0_md_0bf_json__rspack_import_0 = __webpack_require__(27975);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	slug: 'v0-9-0-breaking-changes',
	title: 'CEEMS v0.9.0: what to change before you upgrade',
	authors: [
		'ceems-team'
	],
	tags: [
		'release',
		'breaking-changes',
		'upgrade'
	],
	description: 'CEEMS v0.9.0 renames configuration sections and flags of the exporter and the Redfish proxy, removes a load balancer strategy, and adds an eBPF profiler and a Kubernetes admission controller.',
	date: new Date('2025-06-27T00:00:00.000Z')
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
    children: "CEEMS v0.9.0 makes configuration names consistent across components, and that means a few renames. Most\nold names keep working for now but are deprecated; one load balancer strategy and one Redfish proxy layout\nare gone. This post lists what to check before you upgrade, then the new features: an eBPF profiler built\ninto the exporter, a Kubernetes admission controller, and environment variables in configuration files."
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
27975(module) {
module.exports = JSON.parse('{"permalink":"/ceems/blog/v0-9-0-breaking-changes","editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/blog/2025-06-27-breaking-changes-in-0-9-0.md","source":"@site/blog/2025-06-27-breaking-changes-in-0-9-0.md","title":"CEEMS v0.9.0: what to change before you upgrade","description":"CEEMS v0.9.0 renames configuration sections and flags of the exporter and the Redfish proxy, removes a load balancer strategy, and adds an eBPF profiler and a Kubernetes admission controller.","date":"2025-06-27T00:00:00.000Z","tags":[{"inline":true,"label":"release","permalink":"/ceems/blog/tags/release"},{"inline":true,"label":"breaking-changes","permalink":"/ceems/blog/tags/breaking-changes"},{"inline":true,"label":"upgrade","permalink":"/ceems/blog/tags/upgrade"}],"readingTime":3.24,"hasTruncateMarker":true,"authors":[{"name":"CEEMS team","title":"CEEMS maintainers","url":"https://github.com/ceems-dev","key":"ceems-team","page":null}],"frontMatter":{"slug":"v0-9-0-breaking-changes","title":"CEEMS v0.9.0: what to change before you upgrade","authors":["ceems-team"],"tags":["release","breaking-changes","upgrade"],"description":"CEEMS v0.9.0 renames configuration sections and flags of the exporter and the Redfish proxy, removes a load balancer strategy, and adds an eBPF profiler and a Kubernetes admission controller.","date":"2025-06-27T00:00:00.000Z"},"unlisted":false,"prevItem":{"title":"How CEEMS estimates the energy of a compute unit","permalink":"/ceems/blog/how-ceems-estimates-energy-per-compute-unit"},"nextItem":{"title":"CEEMS v0.5.0: Redfish power readings, IPMI without tools, and usage that counts running units","permalink":"/ceems/blog/v0-5-0-redfish-and-native-ipmi"}}')

},

};
;