"use strict";
exports.ids = ["7898"];
exports.modules = {
90110(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_blog_default_site_blog_2025_07_20_energy_per_compute_unit_md_d63_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_blog_default_site_blog_2025_07_20_energy_per_compute_unit_md_d63_json__rspack_import_0 = __webpack_require__(273);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	slug: 'how-ceems-estimates-energy-per-compute-unit',
	title: 'How CEEMS estimates the energy of a compute unit',
	authors: [
		'ceems-team'
	],
	tags: [
		'energy',
		'recording-rules',
		'explainer'
	],
	description: 'How CEEMS splits the measured power of a node between the jobs, VMs and pods running on it, and turns that power into energy and emissions per compute unit.',
	date: new Date('2025-07-20T00:00:00.000Z')
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
    children: "No power meter measures a Slurm job, a VM or a pod. What hardware measures is the node: RAPL counters for\nthe CPU packages and memory, the BMC for the whole server, vendor counters for each GPU. CEEMS combines\nthose readings with what each compute unit uses, CPU time, memory and GPUs, to estimate the power of every\nunit, and from there its energy in kWh and its emissions in gCO2e. This post walks through that\nestimate as the CEEMS 0.10 series computes it."
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
273(module) {
module.exports = JSON.parse('{"permalink":"/ceems/blog/how-ceems-estimates-energy-per-compute-unit","editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/blog/2025-07-20-energy-per-compute-unit.md","source":"@site/blog/2025-07-20-energy-per-compute-unit.md","title":"How CEEMS estimates the energy of a compute unit","description":"How CEEMS splits the measured power of a node between the jobs, VMs and pods running on it, and turns that power into energy and emissions per compute unit.","date":"2025-07-20T00:00:00.000Z","tags":[{"inline":true,"label":"energy","permalink":"/ceems/blog/tags/energy"},{"inline":true,"label":"recording-rules","permalink":"/ceems/blog/tags/recording-rules"},{"inline":true,"label":"explainer","permalink":"/ceems/blog/tags/explainer"}],"readingTime":5.1,"hasTruncateMarker":true,"authors":[{"name":"CEEMS team","title":"CEEMS maintainers","url":"https://github.com/ceems-dev","key":"ceems-team","page":null}],"frontMatter":{"slug":"how-ceems-estimates-energy-per-compute-unit","title":"How CEEMS estimates the energy of a compute unit","authors":["ceems-team"],"tags":["energy","recording-rules","explainer"],"description":"How CEEMS splits the measured power of a node between the jobs, VMs and pods running on it, and turns that power into energy and emissions per compute unit.","date":"2025-07-20T00:00:00.000Z"},"unlisted":false,"prevItem":{"title":"CEEMS v0.10: Kubernetes in the API server, libvirt without systemd, and a new home","permalink":"/ceems/blog/v0-10-kubernetes-in-the-api-server"},"nextItem":{"title":"CEEMS v0.9.0: what to change before you upgrade","permalink":"/ceems/blog/v0-9-0-breaking-changes"}}')

},

};
;