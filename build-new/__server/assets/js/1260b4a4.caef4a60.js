"use strict";
exports.ids = ["7070"];
exports.modules = {
13080(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
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

/*truncate*/


const toc = [{
  "value": "Power from Redfish",
  "id": "power-from-redfish",
  "level": 2
}, {
  "value": "IPMI DCMI without IPMI tools",
  "id": "ipmi-dcmi-without-ipmi-tools",
  "level": 2
}, {
  "value": "Usage statistics include running units",
  "id": "usage-statistics-include-running-units",
  "level": 2
}, {
  "value": "Also in this release",
  "id": "also-in-this-release",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    code: "code",
    h2: "h2",
    li: "li",
    p: "p",
    ul: "ul",
    ...(0,_mdx_js_react__rspack_import_2/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "CEEMS v0.5.0 widens the ways the exporter can read how much power a node draws. A new collector reads\nit from the BMC's Redfish API, a new proxy lets compute nodes reach BMCs on a separate management\nnetwork, and the IPMI collector can now talk to the BMC on its own when no IPMI tool is installed. On the\nAPI server side, usage statistics now include compute units that are still running, which matters most\nfor cloud workloads."
    }), "\n", "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "power-from-redfish",
      children: "Power from Redfish"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Many recent servers expose their power readings through Redfish, the HTTP API of the BMC. The new\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "redfish"
      }), " collector (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/ceems/pull/240",
        children: "#240"
      }), ") logs in to that API and exports the current,\nminimum, maximum and average power of each chassis as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_redfish_current_watts"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_redfish_min_watts"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_redfish_max_watts"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_redfish_avg_watts"
      }), ", with a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "chassis"
      }), "\nlabel. Turn it on with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.redfish"
      }), " and point ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.redfish.web-config"
      }), " at a file with the\nBMC address and credentials."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Compute nodes often cannot reach their BMC, which sits on an isolated management network. For that case\nthe release adds a new program, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "redfish_proxy"
      }), ": it runs on a host that can reach the BMCs and forwards\neach request to the right one, found from the caller's IP address in its list of targets or, failing\nthat, from a header in which the exporter names its BMC. The container image\nnow includes it as well (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/ceems/pull/243",
        children: "#243"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "ipmi-dcmi-without-ipmi-tools",
      children: "IPMI DCMI without IPMI tools"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ipmi_dcmi"
      }), " collector used to run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ipmi-dcmi"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ipmitool"
      }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ipmiutil"
      }), " and parse their output. It now\nalso speaks the IPMI protocol itself, through the OpenIPMI kernel driver's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/dev/ipmi<N>"
      }), " device\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/ceems/pull/238",
        children: "#238"
      }), "). When none of the tools is installed the collector uses this native\nmode automatically; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.ipmi_dcmi.force-native-mode"
      }), " selects it even when a tool is present, and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.ipmi_dcmi.dev-num"
      }), " picks the device number. Native mode needs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_DAC_OVERRIDE"
      }), " to open the\ndevice instead of the capabilities to run a tool as root. The same release makes the IPMI code work on\nboth 32-bit and 64-bit platforms (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/ceems/pull/245",
        children: "#245"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "usage-statistics-include-running-units",
      children: "Usage statistics include running units"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Until this release the API server built its usage statistics from compute units that had finished. That\nworks for batch jobs, but a VM in an OpenStack cloud may run for months and would stay out of the\nstatistics the whole time. Aggregation now takes running units into account as well\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/ceems/pull/232",
        children: "#232"
      }), "), based on when each unit was last updated in the database. The\nOpenStack resource manager also renews its API token on its own (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/ceems/pull/227",
        children: "#227"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "also-in-this-release",
      children: "Also in this release"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["perf hardware counters are scaled by the time they were actually enabled and running, so that counts\nstay right when the kernel multiplexes more events than the CPU has counters\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "https://github.com/ceems-dev/ceems/pull/210",
          children: "#210"
        }), ")."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["On Slurm nodes, the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "SLURM_JOB_GPUS"
        }), " environment variable now takes priority when the exporter maps GPUs\nto jobs (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "https://github.com/ceems-dev/ceems/pull/221",
          children: "#221"
        }), ")."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Every component logs through Go's structured ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "slog"
        }), " package (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "https://github.com/ceems-dev/ceems/pull/211",
          children: "#211"
        }), ")."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The build moves to Go 1.23 (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "https://github.com/ceems-dev/ceems/pull/244",
          children: "#244"
        }), ")."]
      }), "\n"]
    })]
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