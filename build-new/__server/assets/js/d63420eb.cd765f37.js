"use strict";
exports.ids = ["468"];
exports.modules = {
81770(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
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

/*truncate*/


const toc = [{
  "value": "Two kinds of input",
  "id": "two-kinds-of-input",
  "level": 2
}, {
  "value": "Nodes with RAPL only",
  "id": "nodes-with-rapl-only",
  "level": 2
}, {
  "value": "Nodes with a BMC reading",
  "id": "nodes-with-a-bmc-reading",
  "level": 2
}, {
  "value": "GPUs",
  "id": "gpus",
  "level": 2
}, {
  "value": "From power to energy and emissions",
  "id": "from-power-to-energy-and-emissions",
  "level": 2
}, {
  "value": "What this means for users",
  "id": "what-this-means-for-users",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    code: "code",
    h2: "h2",
    li: "li",
    p: "p",
    strong: "strong",
    table: "table",
    tbody: "tbody",
    td: "td",
    th: "th",
    thead: "thead",
    tr: "tr",
    ul: "ul",
    ...(0,_mdx_js_react__rspack_import_2/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "No power meter measures a Slurm job, a VM or a pod. What hardware measures is the node: RAPL counters for\nthe CPU packages and memory, the BMC for the whole server, vendor counters for each GPU. CEEMS combines\nthose readings with what each compute unit uses, CPU time, memory and GPUs, to estimate the power of every\nunit, and from there its energy in kWh and its emissions in gCO2e. This post walks through that\nestimate as the CEEMS 0.10 series computes it."
    }), "\n", "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "two-kinds-of-input",
      children: "Two kinds of input"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The exporter on each node provides both halves of the calculation."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Node power"
      }), ", from whichever source the node has:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Source"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Series"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Unit"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "RAPL"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rapl_package_joules_total"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rapl_dram_joules_total"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "J (counters)"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "IPMI DCMI"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ipmi_dcmi_current_watts"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Redfish"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_redfish_current_watts"
            }), " (one series per chassis)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "HPE Cray PM counters"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_cray_pm_counters_power_watts"
            }), " (one series per ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "domain"
            }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "node"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cpu"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "memory"
            }), " and, on nodes with accelerators, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "accel<N>"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Usage per compute unit and per node"
      }), ": CPU time of each unit\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_compute_unit_cpu_user_seconds_total"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_compute_unit_cpu_system_seconds_total"
      }), ") against\nthe busy CPU time of the node (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_cpu_seconds_total"
      }), " without the idle, iowait and steal modes), and\nmemory in use by each unit (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_compute_unit_memory_used_bytes"
      }), ") against the memory in use on the node\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_meminfo_MemTotal_bytes"
      }), " minus ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_meminfo_MemAvailable_bytes"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The split happens in Prometheus, in recording rules. Since v0.6.0, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool tsdb create-recording-rules"
      }), " writes them for you: it asks Prometheus which series each scrape job has and picks\na template. Cray PM counters win over Redfish, Redfish over IPMI, and IPMI over RAPL."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "nodes-with-rapl-only",
      children: "Nodes with RAPL only"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "With RAPL alone, the rules know the power of the CPU packages and of the memory, and nothing else. Each\nunit gets:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "a share of the package power equal to its share of the node's busy CPU time;"
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "a share of the DRAM power equal to its share of the node's used memory."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Take a node whose packages draw 200 W and whose memory draws 30 W. A job that accounts for half of the\nbusy CPU time and 40 % of the used memory gets 0.5 × 200 W + 0.4 × 30 W = 112 W. The rest of the server\n(fans, disks, network cards) is not measured, so it is not counted."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "nodes-with-a-bmc-reading",
      children: "Nodes with a BMC reading"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "IPMI DCMI and Redfish report the power of the whole server, so the rules need a way to split it between\nCPU, memory and everything else. They assume that 90 % of the server's power goes to the CPUs and memory,\nand divide that 90 % between the two in the ratio of the RAPL package and DRAM readings when RAPL is\navailable (all of it to the CPU when it is not). The remaining 10 % covers the other components and is\nshared equally between the units running on the node."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Same node, with the BMC reporting 400 W and four jobs running:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "CPU and memory: 0.9 × 400 W = 360 W, split 200 : 30, so 313 W for the CPUs and 47 W for the memory;"
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "our job: 0.5 × 313 W + 0.4 × 47 W + (0.1 × 400 W) / 4 = 156.5 W + 18.8 W + 10 W ≈ 185 W."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The 90/10 split is a default, not a measurement. If your servers carry many disks or accelerators that\nthe BMC counts, edit the factors in the generated rules."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "On Cray systems the PM counters measure CPU and memory separately, so no assumption is needed: CPU and\nmemory power are split by CPU time and memory, and what the node draws beyond all its other measured\ndomains (CPU, memory and accelerators) is shared equally between the units."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "gpus",
      children: "GPUs"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["GPU power comes from the GPU exporters: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "DCGM_FI_DEV_POWER_USAGE_INSTANT"
      }), " from the NVIDIA DCGM exporter,\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "amd_gpu_power"
      }), " from the AMD SMI exporter or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gpu_power_usage"
      }), " from the AMD device metrics exporter. The\nCEEMS exporter publishes ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_compute_unit_gpu_index_flag"
      }), ", which links each unit to the GPUs it holds\nand, for a GPU shared through Slurm shards or MPS, carries the unit's share of it. A unit gets the power of\nits GPUs weighted by that flag."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["When an NVIDIA GPU is split into MIG instances, the power of the physical GPU is divided between the\ninstances: by their share of streaming multiprocessors (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_compute_unit_gpu_sm_count"
      }), ") or, when the\nDCGM profiling metrics are there, by each instance's SM count weighted by SM activity and occupancy, which\nfollows what the instances actually do."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A BMC reading often includes the GPUs. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " checks this when it writes the rules: if, over the\nperiod it queries, the host power is on average above the GPU power of the same host, it subtracts the GPU\npower from the host power in the rules, so GPU energy is not counted twice."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "from-power-to-energy-and-emissions",
      children: "From power to energy and emissions"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The rules produce ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid:ceems_host_power_watts:pue"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid:ceems_gpu_power_watts:pue"
      }), " in W for every\nunit. The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: ":pue"
      }), " suffix is literal: each power series is multiplied by the Power Usage Effectiveness of the\ndata centre, given to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--pue"
      }), " (1 by default), so that cooling and power distribution are\ncharged to the units too."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Emissions follow directly. Dividing the power by 3.6 × 10⁶ gives kWh per second; multiplying by an\nemission factor in gCO2e/kWh, either the factor exported by the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "emissions"
      }), " collector\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_emissions_gCo2_kWh"
      }), ") or a static one passed with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--emission-factor"
      }), ", gives the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid:ceems_host_emissions_g_s:pue"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid:ceems_gpu_emissions_g_s:pue"
      }), " rates in g/s."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Energy is the last step and happens in the API server. Its TSDB updater sums the power samples of each\nunit over the period it updates and multiplies the sum by the scrape interval, which turns W into kWh, and\ndoes the same for the emission rates to get grams. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool tsdb create-ceems-tsdb-updater-queries"
      }), " writes those\nqueries for the series your Prometheus actually has. At 185 W for two hours, our job comes out at 0.37 kWh\nof host energy, and with a grid at 50 gCO2e/kWh, at 18.5 gCO2e."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "what-this-means-for-users",
      children: "What this means for users"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The numbers are estimates with known assumptions: a fair share of measured power, not a measurement of\nthe job itself. They are good for comparing jobs, spotting waste and seeing the effect of a change. The\nmetrics involved are described in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/docs/components/metrics",
        children: "metrics reference"
      }), ", and the rule\ngenerator in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/docs/cli/ceems-tool",
        children: "ceems_tool reference"
      }), "."]
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
273(module) {
module.exports = JSON.parse('{"permalink":"/ceems/blog/how-ceems-estimates-energy-per-compute-unit","editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/blog/2025-07-20-energy-per-compute-unit.md","source":"@site/blog/2025-07-20-energy-per-compute-unit.md","title":"How CEEMS estimates the energy of a compute unit","description":"How CEEMS splits the measured power of a node between the jobs, VMs and pods running on it, and turns that power into energy and emissions per compute unit.","date":"2025-07-20T00:00:00.000Z","tags":[{"inline":true,"label":"energy","permalink":"/ceems/blog/tags/energy"},{"inline":true,"label":"recording-rules","permalink":"/ceems/blog/tags/recording-rules"},{"inline":true,"label":"explainer","permalink":"/ceems/blog/tags/explainer"}],"readingTime":5.1,"hasTruncateMarker":true,"authors":[{"name":"CEEMS team","title":"CEEMS maintainers","url":"https://github.com/ceems-dev","key":"ceems-team","page":null}],"frontMatter":{"slug":"how-ceems-estimates-energy-per-compute-unit","title":"How CEEMS estimates the energy of a compute unit","authors":["ceems-team"],"tags":["energy","recording-rules","explainer"],"description":"How CEEMS splits the measured power of a node between the jobs, VMs and pods running on it, and turns that power into energy and emissions per compute unit.","date":"2025-07-20T00:00:00.000Z"},"unlisted":false,"prevItem":{"title":"CEEMS v0.10: Kubernetes in the API server, libvirt without systemd, and a new home","permalink":"/ceems/blog/v0-10-kubernetes-in-the-api-server"},"nextItem":{"title":"CEEMS v0.9.0: what to change before you upgrade","permalink":"/ceems/blog/v0-9-0-breaking-changes"}}')

},

};
;