"use strict";
exports.ids = ["920"];
exports.modules = {
93237(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_blog_default_site_blog_2024_09_28_capability_aware_exporter_md_379_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_blog_default_site_blog_2024_09_28_capability_aware_exporter_md_379_json__rspack_import_0 = __webpack_require__(11137);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	slug: 'v0-3-0-capability-aware-exporter',
	title: 'CEEMS v0.3.0: a capability-aware exporter, with perf and eBPF metrics',
	authors: [
		'ceems-team'
	],
	tags: [
		'release',
		'exporter',
		'security'
	],
	description: 'CEEMS v0.3.0 makes the exporter keep only the Linux capabilities its collectors need, and adds per-job perf counters and eBPF IO and network metrics.',
	date: new Date('2024-09-28T00:00:00.000Z')
};
const contentTitle = undefined;

const assets = {
"authorsImageUrls": [undefined],
};

/*truncate*/


const toc = [{
  "value": "Only the privileges a collector needs",
  "id": "only-the-privileges-a-collector-needs",
  "level": 2
}, {
  "value": "perf counters per job",
  "id": "perf-counters-per-job",
  "level": 2
}, {
  "value": "IO and network metrics from eBPF",
  "id": "io-and-network-metrics-from-ebpf",
  "level": 2
}, {
  "value": "Flags with consistent names",
  "id": "flags-with-consistent-names",
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
    em: "em",
    h2: "h2",
    li: "li",
    p: "p",
    ul: "ul",
    ...(0,_mdx_js_react__rspack_import_2/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["CEEMS v0.3.0 is out. The exporter now works out which Linux capabilities its enabled collectors need,\nkeeps those and nothing else, and raises each one only for the moment it is used. The same release adds\ntwo new sources of per-job data: hardware and software counters from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "perf_event_open"
      }), ", and IO and network\nstatistics collected by eBPF programs."]
    }), "\n", "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "only-the-privileges-a-collector-needs",
      children: "Only the privileges a collector needs"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Reading job cgroups, RAPL counters, process environments or a BMC takes privileges that an exporter\nshould not hold permanently. Until now the choice was between running the exporter as root and granting\nits service a fixed set of capabilities for its whole life."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["From v0.3.0 every collector declares the capabilities it needs (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/ceems/pull/176",
        children: "#176"
      }), "). At\nstart-up the exporter gathers them, drops everything else, and keeps the rest in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "permitted"
      }), " set only:\na collector makes a capability effective just around the call that needs it and clears it right after.\nIf you start the exporter as root, it also changes to the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "nobody"
      }), " user once the collectors are set up."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["For package users this comes with two changes to the systemd unit of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_exporter"
      }), ": it now runs as the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), " user that the package creates, and its capability bounding set grows to cover the new collectors\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_BPF"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_PERFMON"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_SYS_RESOURCE"
      }), " join the existing ones). The exporter trims that set\ndown at start-up, so a node that only runs the Slurm and IPMI collectors keeps only what those two need."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "perf-counters-per-job",
      children: "perf counters per job"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The new perf sub-collector (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/ceems/pull/137",
        children: "#137"
      }), ") opens perf events for the processes of\neach job and reports them per compute unit. Three flags turn on the three families:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.perf.hardware-events"
        }), ": cycles, instructions, cache references and misses, branches;"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.perf.software-events"
        }), ": page faults, context switches, CPU migrations;"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.perf.hardware-cache-events"
        }), ": L1, last-level cache, TLB and branch predictor hits and misses."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Each family can be narrowed to the counters you want with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.perf.hardware-profilers"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.perf.software-profilers"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.perf.cache-profilers"
      }), ", and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.perf.env-var"
      }), " limits profiling to processes that carry a given environment variable, so that\nusers can opt in job by job."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "io-and-network-metrics-from-ebpf",
      children: "IO and network metrics from eBPF"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The new eBPF sub-collector attaches small programs to the kernel's VFS\nand socket functions and counts, per cgroup, bytes and requests read and written, files opened, created\nand removed, and packets and bytes sent, received and retransmitted. Enable it with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.ebpf.io-metrics"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.ebpf.network-metrics"
      }), ", and restrict the IO metrics to the\nfile systems that matter with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.ebpf.fs-mount-point"
      }), ", which keeps the number of series down. It\nneeds kernel 5.8 or newer; the exporter ships several builds of each program and picks the one that\nmatches the running kernel."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "flags-with-consistent-names",
      children: "Flags with consistent names"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The exporter's flags now use dashes inside a name and dots only between levels\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/ceems/pull/144",
        children: "#144"
      }), "): ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.slurm.swap.memory.metrics"
      }), " becomes\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.slurm.swap-memory-metrics"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.slurm.psi.metrics"
      }), " becomes\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.slurm.psi-metrics"
      }), ", for example. The old spellings still work but are hidden from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--help"
      }), ";\nswitch your units to the new ones when you upgrade."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "also-in-this-release",
      children: "Also in this release"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The API server checks the retention period that Prometheus actually applies before it relies on it\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "https://github.com/ceems-dev/ceems/pull/177",
          children: "#177"
        }), ")."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The exporter shuts down cleanly on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "SIGTERM"
        }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "https://github.com/ceems-dev/ceems/pull/153",
          children: "#153"
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
11137(module) {
module.exports = JSON.parse('{"permalink":"/ceems/blog/v0-3-0-capability-aware-exporter","editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/blog/2024-09-28-capability-aware-exporter.md","source":"@site/blog/2024-09-28-capability-aware-exporter.md","title":"CEEMS v0.3.0: a capability-aware exporter, with perf and eBPF metrics","description":"CEEMS v0.3.0 makes the exporter keep only the Linux capabilities its collectors need, and adds per-job perf counters and eBPF IO and network metrics.","date":"2024-09-28T00:00:00.000Z","tags":[{"inline":true,"label":"release","permalink":"/ceems/blog/tags/release"},{"inline":true,"label":"exporter","permalink":"/ceems/blog/tags/exporter"},{"inline":true,"label":"security","permalink":"/ceems/blog/tags/security"}],"readingTime":2.7,"hasTruncateMarker":true,"authors":[{"name":"CEEMS team","title":"CEEMS maintainers","url":"https://github.com/ceems-dev","key":"ceems-team","page":null}],"frontMatter":{"slug":"v0-3-0-capability-aware-exporter","title":"CEEMS v0.3.0: a capability-aware exporter, with perf and eBPF metrics","authors":["ceems-team"],"tags":["release","exporter","security"],"description":"CEEMS v0.3.0 makes the exporter keep only the Linux capabilities its collectors need, and adds per-job perf counters and eBPF IO and network metrics.","date":"2024-09-28T00:00:00.000Z"},"unlisted":false,"prevItem":{"title":"CEEMS v0.5.0: Redfish power readings, IPMI without tools, and usage that counts running units","permalink":"/ceems/blog/v0-5-0-redfish-and-native-ipmi"}}')

},

};
;