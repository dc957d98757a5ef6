"use strict";
exports.ids = ["1985"];
exports.modules = {
46324(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_philisophy_md_1e0_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_philisophy_md_1e0_json__rspack_import_0 = __webpack_require__(58254);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Philosophy',
	description: 'Why CEEMS reuses Prometheus and Grafana, keeps its exporter small, stores accounting in SQLite and separates real-time metrics from accounting.',
	sidebar_position: 2
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Reuse what sites already run",
  "id": "reuse",
  "level": 2
}, {
  "value": "A small exporter on every node",
  "id": "exporter",
  "level": 2
}, {
  "value": "Put the model in Prometheus, not in the exporter",
  "id": "model-in-rules",
  "level": 2
}, {
  "value": "SQLite for accounting",
  "id": "sqlite",
  "level": 2
}, {
  "value": "Separate real-time metrics from accounting",
  "id": "two-stores",
  "level": 2
}, {
  "value": "Access control at the edge",
  "id": "access-control",
  "level": 2
}, {
  "value": "Any resource manager, same model",
  "id": "compute-units",
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
      children: "This page is for operators who want to know why CEEMS is built the way it is before they deploy it, and\nfor anyone who wants to extend it. It explains the design choices you can see in the code, and what\neach choice means for you when you run the stack."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "reuse",
      children: "Reuse what sites already run"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Most computing centres already operate Prometheus for monitoring and Grafana for dashboards. CEEMS does\nnot bring its own time series database or its own user interface. It adds the pieces that are missing\nbetween those tools and a resource manager:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["an exporter that knows about compute units, so that every metric carries the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "uuid"
        }), " of the job, VM or\npod it belongs to;"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "recording rules that turn node-level power into per-unit power inside Prometheus;"
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "a load balancer that puts access control by user and project in front of an unmodified Prometheus;"
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "an API server that keeps a small accounting record per unit."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Everything CEEMS exports is a plain Prometheus metric, and everything it stores is reachable with plain\nHTTP. If you already know PromQL and Grafana, you already know how to query CEEMS. The price is that\nCEEMS depends on a working Prometheus: if Prometheus is not scraping, there is no energy data."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "exporter",
      children: "A small exporter on every node"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The exporter runs on every compute node, next to user work, so it must cost little and be safe:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "One static binary."
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_exporter"
        }), " is built without cgo and links no shared library. For Slurm\nand libvirt it reads kernel interfaces (cgroups, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/proc"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/sys"
        }), ") and local files directly instead of\nasking the resource manager, so a slow ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "slurmctld"
        }), " or Nova API never delays a scrape."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "One CPU by default."
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--runtime.gomaxprocs"
        }), " defaults to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "1"
        }), ". Scrapes are served concurrently, but\nthe exporter does not compete with jobs for cores."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Least privilege."
        }), " Started as root, the exporter switches to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "nobody"
        }), " (or the user given with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--security.run-as-user"
        }), ") and keeps only the Linux capabilities that the enabled collectors need,\nfor example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cap_dac_read_search"
        }), " to read RAPL counters on recent kernels, or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cap_sys_ptrace"
        }), " to\nread the environment of job processes. It raises a capability only around the read that needs it\n(with eBPF profiling on, the kept capabilities stay effective all the time). The systemd unit in the\npackage grants the full list and the exporter drops what it does not use."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Opt-in collectors."
        }), " Only ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cpu"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "meminfo"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "rapl"
        }), " are on by default. Everything else is a flag\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.slurm"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.ipmi_dcmi"
        }), ", ...), and most collectors can be left out of a custom\nbuild with a Go build tag such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "noslurm"
        }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "norapl"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "model-in-rules",
      children: "Put the model in Prometheus, not in the exporter"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The exporter reports raw facts: CPU seconds and memory of each unit, joules from RAPL, watts from the\nBMC. It does not decide how much of the node's power a job \"deserves\". That decision lives in\nPrometheus recording rules that ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool tsdb create-recording-rules"
      }), " writes for you after looking at\nwhich metrics each scrape job actually has."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["This keeps the model visible and editable. The rules are text files in your Prometheus configuration;\nthe assumptions in them, such as 90 % of node power going to CPU and memory, are written in the rule\nexpressions, and you can change them for your hardware. When you change a rule, only new data follows\nthe new model: past samples are not rewritten. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/power-consumption",
        children: "Power consumption"
      }), "\ngives every formula."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "sqlite",
      children: "SQLite for accounting"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The API server keeps one row per compute unit, plus aggregated usage per user and project, in a single\nSQLite file, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems.db"
      }), ", under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "data.path"
      }), ". There is no database server to install, tune or secure."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Schema migrations run when the API server starts."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Units whose end time is older than ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "retention_period"
        }), " (30 days by default) are purged."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "backup_path"
        }), " set, the API server copies the database with SQLite's online backup every\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "backup_interval"
        }), " (at least one day; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "0s"
        }), " makes the API server panic at start in this release, see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/advanced/known-issues#backup-interval-zero-panic",
          children: "known issues"
        }), "). The database runs in write-ahead-log mode, so tools that follow\nthe log for continuous replication, such as Litestream, work too; the repository has an example under\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "etc/litestream"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "When the load balancer runs on the same host, it opens the file read-only to check who owns a unit,\nwhich is faster than an HTTP call."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["SQLite is embedded through cgo, which is why ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_lb"
      }), " are the only binaries\nbuilt with cgo."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "two-stores",
      children: "Separate real-time metrics from accounting"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Time series are rich but expensive: a 2,000-node cluster scraped every 15 s produces far more samples\nthan anyone wants to keep for years, and Prometheus has no notion of who owns a series. Accounting needs\nthe opposite: one small, durable record per unit that says who ran what, for how long, and what it\ncost."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "CEEMS keeps the two apart:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {}), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Real-time metrics"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Accounting"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Where"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Prometheus"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems.db"
            }), " behind ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Granularity"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "every scrape"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["one record per unit, updated every ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "update_interval"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Kept for"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "your Prometheus retention"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "retention_period"
            }), " of the API server"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Read with"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Grafana through ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            }), ", Grafana, the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/docs/category/api",
              children: "API reference"
            })]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The TSDB updater is the bridge. Every ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "update_interval"
      }), " it queries Prometheus for the units that ran in\nthat interval and adds their averages and totals (CPU and GPU usage, energy in kWh, emissions in g) to\nthe database. You can therefore keep Prometheus retention short and still answer \"how much energy did\nproject X use last month\" from the database."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "access-control",
      children: "Access control at the edge"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Prometheus and Pyroscope answer any query they receive. Rather than patching them, CEEMS puts\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_lb"
      }), " in front. Grafana sends the logged-in user's name in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-Grafana-User"
      }), " header (with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "send_user_header = true"
      }), "), the load balancer extracts the unit ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), " values from the query, and it\nforwards the query only if every one of those units belongs to a project the user is a member of. A\nquery that names no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), " at all is refused. Admin users pass unchecked. In this release the load\nbalancer reads only the first ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), " matcher of a query, so units named in later matchers go unchecked\n(see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#lb-first-matcher-only",
        children: "known issues"
      }), "). The API server applies the same header-based rule to its own endpoints."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The trust model is simple and you must keep it: only Grafana (or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), ", or another component of\nyours) may talk to the load balancer and the API server, protected by basic auth or TLS through\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--web.config.file"
      }), ". The web configuration file that the packages and archives ship is empty, so you\nturn both on yourself. If users could reach those ports directly, they could set the header themselves."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "compute-units",
      children: "Any resource manager, same model"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Slurm jobs, OpenStack VMs and Kubernetes pods look different, but CEEMS reduces each to a compute unit\nwith a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), ", an owner, a project, a start and an end. The exporter finds the unit's cgroup; the API\nserver gets the rest from the resource manager. Resource managers and updaters register themselves in\nthe API server's code, and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "examples/"
      }), " directory of the repository shows how to add your own\nresource manager, updater or collector to a custom build without touching the rest."]
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
58254(module) {
module.exports = JSON.parse('{"id":"philisophy","title":"Philosophy","description":"Why CEEMS reuses Prometheus and Grafana, keeps its exporter small, stores accounting in SQLite and separates real-time metrics from accounting.","source":"@site/docs/philisophy.md","sourceDirName":".","slug":"/philisophy","permalink":"/ceems/docs/philisophy","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/philisophy.md","tags":[],"version":"current","lastUpdatedAt":1795474709000,"sidebarPosition":2,"frontMatter":{"title":"Philosophy","description":"Why CEEMS reuses Prometheus and Grafana, keeps its exporter small, stores accounting in SQLite and separates real-time metrics from accounting.","sidebar_position":2},"sidebar":"ceemsSidebar","previous":{"title":"Introduction","permalink":"/ceems/docs/"},"next":{"title":"Objectives","permalink":"/ceems/docs/objectives"}}')

},

};
;