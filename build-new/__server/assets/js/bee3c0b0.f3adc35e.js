"use strict";
exports.ids = ["7076"];
exports.modules = {
17637(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_objectives_md_bee_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_objectives_md_bee_json__rspack_import_0 = __webpack_require__(68139);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Objectives',
	description: 'What CEEMS sets out to achieve for users and operators, how each goal shows up in the stack, and what CEEMS deliberately leaves to other tools.',
	sidebar_position: 3
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Energy and emissions for every compute unit",
  "id": "per-unit",
  "level": 2
}, {
  "value": "Work with the hardware a site already has",
  "id": "hardware",
  "level": 2
}, {
  "value": "One model for batch, cloud and containers",
  "id": "resource-managers",
  "level": 2
}, {
  "value": "Users see the data of their own projects, and only those",
  "id": "users",
  "level": 2
}, {
  "value": "Operators see the whole cluster",
  "id": "operators",
  "level": 2
}, {
  "value": "Show efficiency, not only energy",
  "id": "efficiency",
  "level": 2
}, {
  "value": "Cost almost nothing on compute nodes",
  "id": "low-overhead",
  "level": 2
}, {
  "value": "Open, inspectable interfaces",
  "id": "open",
  "level": 2
}, {
  "value": "What CEEMS does not do",
  "id": "non-goals",
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
      children: "This page is for operators deciding whether CEEMS fits their site and for users curious about what it\ncan tell them. It lists the goals of the project, shows where each goal appears in the programs you\ndeploy, and states what CEEMS does not try to do."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "per-unit",
      children: "Energy and emissions for every compute unit"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The first goal is a number per compute unit (a batch job, a VM or a pod): how many kWh it used and how\nmany grams of CO2-equivalent that energy emitted, for the host part (CPU, memory and the rest of the\nnode) and for the GPUs separately. Every unit record in the API server carries\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "total_cpu_energy_usage_kwh"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "total_gpu_energy_usage_kwh"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "total_cpu_emissions_gms"
      }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "total_gpu_emissions_gms"
      }), ", and while the unit runs, Prometheus holds its power in W and its emission\nrate in gCO2e/s as live series, from which these totals are computed."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Because no node measures power per process, CEEMS estimates each unit's share from what the node does\nmeasure. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/power-consumption",
        children: "Power consumption"
      }), " gives the formulas and their limits."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "hardware",
      children: "Work with the hardware a site already has"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Clusters differ: some nodes only have RAPL, some have a BMC that speaks IPMI-DCMI or Redfish, Cray\nsystems expose PM counters, and GPUs come from NVIDIA or AMD. CEEMS does not ask you to buy meters. The\nexporter has a collector for each source, and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " writes recording rules that match what each\ngroup of nodes actually reports, taking Cray PM counters first, then Redfish, then IPMI-DCMI, then\nRAPL. Compute nodes that cannot reach their BMC can go through the Redfish proxy."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "resource-managers",
      children: "One model for batch, cloud and containers"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["HPC centres often run Slurm next to an OpenStack cloud or a Kubernetes cluster. CEEMS treats a Slurm\njob, a Nova VM and a Kubernetes pod the same way once it has found their cgroup and their owner, and a\nsingle API server and load balancer can serve several clusters at once, each with its own identifier.\nSee ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/multi-cluster",
        children: "Multi-cluster setups"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "users",
      children: "Users see the data of their own projects, and only those"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Energy figures change behaviour only if the people who launch the work can see them. CEEMS gives users\nthree ways in: Grafana dashboards of their units, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " on the command line, and the REST API. All\nthree enforce ownership: a user lists their own units, may look at the metrics of units in the projects\nthey belong to, and sees nothing of other projects. One exception: on Kubernetes, pods whose creator\nCEEMS cannot tell are recorded under a shared user of their namespace, and anyone who names that\nnamespace sees them (see the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/docs/category/api",
        children: "API reference"
      }), "). The load balancer applies this rule to raw\nPrometheus and Pyroscope queries, so dashboards can show detailed time series without exposing other\nprojects' work."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "operators",
      children: "Operators see the whole cluster"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Operators need the aggregate view: usage per project and per user, statistics per cluster, the list of\nunits of everyone. The API server has admin endpoints for these, open to the users listed in its\nconfiguration and, optionally, to the members of chosen Grafana teams. The repository ships Grafana\ndashboards for cluster status and for Slurm, OpenStack and Kubernetes units."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "efficiency",
      children: "Show efficiency, not only energy"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A job that reserves eight GPUs and uses one wastes energy even if each GPU is frugal. CEEMS records\naverage CPU, memory, GPU and GPU memory usage for each unit, and can add IO and network counters from\neBPF, RDMA counters, hardware performance counters from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "perf"
      }), ", and continuous profiles in Pyroscope. The\ngoal is that users can see not only how much a unit consumed but whether it made good use of what it\nreserved."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "low-overhead",
      children: "Cost almost nothing on compute nodes"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The exporter runs next to user work on every node, so it is a single static binary that reads kernel\nfiles, uses one CPU thread by default, and keeps only the Linux capabilities its collectors need. The\nheavier work (joining metrics, splitting power, aggregating per unit) happens in Prometheus and in the\nAPI server, on management hosts."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "open",
      children: "Open, inspectable interfaces"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Everything CEEMS produces is in a standard form: Prometheus metrics and recording rules, a REST API\ndescribed by an OpenAPI document (see the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/docs/category/api",
        children: "API reference"
      }), "), SQLite on disk. Every\nestimate can be traced: the power model is in the rule files, the PUE and the emission factor are\nvisible in the rules and the metrics, and each emission figure is labelled with the provider of its\nemission factor."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "non-goals",
      children: "What CEEMS does not do"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["It does not control anything: CEEMS never caps power, moves jobs or changes scheduling. The exporter\nreads, with two exceptions that serve its own collection. The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "rdma"
        }), " collector switches on the\nper-process queue pair counters of the Mellanox (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "mlx"
        }), ") RDMA links, and switches them off on every such\nlink when it stops, even on links where they were on before it started. An exporter started as root\ngives its run-as user access to the files it needs through ACL entries, and removes them when it stops."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "It does not store time series itself. Prometheus does; CEEMS adds rules, access control and a compact\nper-unit record."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "It does not measure power per process. It splits measured node and GPU power among units with\ndocumented formulas, and its numbers are as good as the sensors and the model."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "It does not replace your monitoring of node health, which stays in the tools you use today."
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
68139(module) {
module.exports = JSON.parse('{"id":"objectives","title":"Objectives","description":"What CEEMS sets out to achieve for users and operators, how each goal shows up in the stack, and what CEEMS deliberately leaves to other tools.","source":"@site/docs/objectives.md","sourceDirName":".","slug":"/objectives","permalink":"/ceems/docs/objectives","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/objectives.md","tags":[],"version":"current","lastUpdatedAt":1795474709000,"sidebarPosition":3,"frontMatter":{"title":"Objectives","description":"What CEEMS sets out to achieve for users and operators, how each goal shows up in the stack, and what CEEMS deliberately leaves to other tools.","sidebar_position":3},"sidebar":"ceemsSidebar","previous":{"title":"Philosophy","permalink":"/ceems/docs/philisophy"},"next":{"title":"Components","permalink":"/ceems/docs/category/components"}}')

},

};
;