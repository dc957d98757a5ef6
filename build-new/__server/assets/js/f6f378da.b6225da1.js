"use strict";
exports.ids = ["5763"];
exports.modules = {
29511(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_blog_default_site_blog_2025_08_07_ceems_0_10_md_15d_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_blog_default_site_blog_2025_08_07_ceems_0_10_md_15d_json__rspack_import_0 = __webpack_require__(73676);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	slug: 'v0-10-kubernetes-in-the-api-server',
	title: 'CEEMS v0.10: Kubernetes in the API server, libvirt without systemd, and a new home',
	authors: [
		'ceems-team'
	],
	tags: [
		'release',
		'kubernetes',
		'api-server',
		'exporter'
	],
	description: 'The CEEMS v0.10 series brings Kubernetes clusters to the API server, supports libvirt hosts without systemd, ignores stale Slurm cgroups and moves the project to its own GitHub organisation.',
	date: new Date('2025-08-07T00:00:00.000Z')
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
    children: "With v0.10.2 out today, here is what the 0.10 series brings. v0.10.0 (20 July) lets the API server keep\ntrack of Kubernetes pods next to Slurm jobs and OpenStack VMs, teaches the libvirt collector about hosts\nwhere libvirt does not use systemd, and moves the project to its own GitHub organisation. v0.10.1 and\nv0.10.2 fix GPU discovery, the libvirt and Kubernetes code, and eBPF programs built with recent LLVM."
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
73676(module) {
module.exports = JSON.parse('{"permalink":"/ceems/blog/v0-10-kubernetes-in-the-api-server","editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/blog/2025-08-07-ceems-0-10.md","source":"@site/blog/2025-08-07-ceems-0-10.md","title":"CEEMS v0.10: Kubernetes in the API server, libvirt without systemd, and a new home","description":"The CEEMS v0.10 series brings Kubernetes clusters to the API server, supports libvirt hosts without systemd, ignores stale Slurm cgroups and moves the project to its own GitHub organisation.","date":"2025-08-07T00:00:00.000Z","tags":[{"inline":true,"label":"release","permalink":"/ceems/blog/tags/release"},{"inline":true,"label":"kubernetes","permalink":"/ceems/blog/tags/kubernetes"},{"inline":true,"label":"api-server","permalink":"/ceems/blog/tags/api-server"},{"inline":true,"label":"exporter","permalink":"/ceems/blog/tags/exporter"}],"readingTime":3.14,"hasTruncateMarker":true,"authors":[{"name":"CEEMS team","title":"CEEMS maintainers","url":"https://github.com/ceems-dev","key":"ceems-team","page":null}],"frontMatter":{"slug":"v0-10-kubernetes-in-the-api-server","title":"CEEMS v0.10: Kubernetes in the API server, libvirt without systemd, and a new home","authors":["ceems-team"],"tags":["release","kubernetes","api-server","exporter"],"description":"The CEEMS v0.10 series brings Kubernetes clusters to the API server, supports libvirt hosts without systemd, ignores stale Slurm cgroups and moves the project to its own GitHub organisation.","date":"2025-08-07T00:00:00.000Z"},"unlisted":false,"nextItem":{"title":"How CEEMS estimates the energy of a compute unit","permalink":"/ceems/blog/how-ceems-estimates-energy-per-compute-unit"}}')

},

};
;