exports.ids = ["3079"];
exports.modules = {
61525(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_installation_upgrading_md_aed_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_installation_upgrading_md_aed_json__rspack_import_0 = __webpack_require__(59795);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_4 = __webpack_require__(28453);
/* import */ var _theme_Tabs__rspack_import_2 = __webpack_require__(27154);
/* import */ var _theme_Tabs__rspack_import_2_default = /*#__PURE__*/__webpack_require__.n(_theme_Tabs__rspack_import_2);
/* import */ var _theme_TabItem__rspack_import_3 = __webpack_require__(35164);


const frontMatter = {
	title: 'Upgrading CEEMS',
	description: 'Upgrade a CEEMS installation from any release since 0.5.0, with the breaking changes of each release, what the packages do with your configuration files and a checklist per component.',
	sidebar_position: 7
};
const contentTitle = undefined;

const assets = {

};





const toc = [{
  "value": "Before you start",
  "id": "before",
  "level": 2
}, {
  "value": "Changes per release",
  "id": "changes",
  "level": 2
}, {
  "value": "0.5.x",
  "id": "changes-0-5",
  "level": 3
}, {
  "value": "0.6.0",
  "id": "changes-0-6",
  "level": 3
}, {
  "value": "0.7.x",
  "id": "changes-0-7",
  "level": 3
}, {
  "value": "0.8.0",
  "id": "changes-0-8",
  "level": 3
}, {
  "value": "0.9.x",
  "id": "changes-0-9",
  "level": 3
}, {
  "value": "0.10.x",
  "id": "changes-0-10",
  "level": 3
}, {
  "value": "Database migrations",
  "id": "migrations",
  "level": 2
}, {
  "value": "Back up the database",
  "id": "backup",
  "level": 3
}, {
  "value": "Packages and your files",
  "id": "packages",
  "level": 2
}, {
  "value": "Checklists per component",
  "id": "checklists",
  "level": 2
}, {
  "value": "Exporter",
  "id": "checklist-exporter",
  "level": 3
}, {
  "value": "API server and ceems_tool",
  "id": "checklist-api-server",
  "level": 3
}, {
  "value": "Load balancer",
  "id": "checklist-lb",
  "level": 3
}, {
  "value": "Redfish proxy",
  "id": "checklist-redfish-proxy",
  "level": 3
}, {
  "value": "cacct and ceems_tool on other hosts",
  "id": "checklist-cacct",
  "level": 3
}, {
  "value": "Other installation methods",
  "id": "other-methods",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    admonition: "admonition",
    code: "code",
    h2: "h2",
    h3: "h3",
    li: "li",
    ol: "ol",
    p: "p",
    pre: "pre",
    strong: "strong",
    table: "table",
    tbody: "tbody",
    td: "td",
    th: "th",
    thead: "thead",
    tr: "tr",
    ul: "ul",
    ...(0,_mdx_js_react__rspack_import_4/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "This page is for operators who run an older CEEMS release and want to move to 0.10.2. It lists,\nrelease by release from 0.5.0 on, what stops working and what to change: renamed flags, moved\nconfiguration keys, changed labels and database migrations. It then says what the deb and rpm packages\ndo with the files you edited, and gives a checklist per component with a check after each step."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Read every section between your release and 0.10.2, not only the last one. You can jump\nstraight from an old release to 0.10.2: nothing requires you to install the releases in between."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "before",
      children: "Before you start"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Find the release you run on each host:"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "/usr/local/bin/ceems_exporter <span class=\"token parameter variable\">--version</span>\n/usr/local/bin/ceems_api_server <span class=\"token parameter variable\">--version</span>",
            children: "/usr/local/bin/ceems_exporter --version\n/usr/local/bin/ceems_api_server --version\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Every CEEMS program answers ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "--version"
          }), " the same way. In Prometheus, this query counts your\nexporters per release:"]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-promql",
            highlighted: "count by (version) (ceems_exporter_build_info)",
            children: "count by (version) (ceems_exporter_build_info)\n"
          })
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Read ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
            href: "#changes",
            children: "the changes per release"
          }), " from the release after yours to 0.10.2 and note\nwhat applies to your files and flags."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Back up the API server's database (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
            href: "#backup",
            children: "Back up the database"
          }), "). An upgrade of the API server\nmigrates it at start-up, and an older API server cannot use a migrated database."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Upgrade in this order: the API server with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_tool"
          }), ", then the load balancer, then the exporters\nnode by node, then the recording rules, then the Redfish proxy and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "cacct"
          }), ". No release in this range\nrequires the order, but it keeps the stack queryable at each step. Generate the rules last because\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_tool"
          }), " builds them from the series it finds in Prometheus: a series that only the new exporters\nexport, such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_compute_unit_gpu_sm_count"
          }), " from 0.8.0, is used only once they run."]
        }), "\n"]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "changes",
      children: "Changes per release"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The tables name the release that made each change. \"Fails to start\" means the program exits at once and\nsystemd restarts it every second; \"ignored\" means the program starts but does not use the setting, with\nno error."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "changes-0-5",
      children: "0.5.x"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Release"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Component"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What changed"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What to do"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "If you do nothing"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0.5.1"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Exporter package"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The unit file adds ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_OVERRIDE"
            }), " to the exporter's capabilities"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Nothing, unless you edited the unit file itself (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#packages",
              children: "Packages and your files"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "An edited unit lacks the capability"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0.5.2"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "API server"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["In the TSDB updater's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "extra_config"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "query_batch_size"
            }), " (units per query, 1000 by default) is gone; the updater now sizes its queries itself and caps them with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "query_max_series"
            }), ", a number of series; 0.5.3 adds ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "query_min_samples"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Delete ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "query_batch_size"
            }), "; set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "query_max_series"
            }), " only if the default is too small or too large for your Prometheus"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ignored: the updater uses its default of 50 series"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0.5.2"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Exporter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The emissions collector stops at the first provider that cannot start, where it used to skip it. Without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.emissions.provider"
            }), ", it starts every provider, and Electricity Maps cannot start without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "EMAPS_API_TOKEN"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Name the providers you use with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.emissions.provider"
            }), " (for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.emissions.provider=owid"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.emissions"
            }), " and no token, the exporter fails to start"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0.5.3"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Exporter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpuuuid"
            }), " label of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_gpu_index_flag"
            }), " held ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "<uuid>/<instance>"
            }), ", with an empty instance, so a trailing ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/"
            }), ", on whole GPUs. It now holds the bare GPU UUID, and the MIG instance ID moves to a new ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpuiid"
            }), " label"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Change the DCGM exporter's relabel config that joined ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "UUID"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "GPU_I_ID"
            }), " into ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpuuuid"
            }), ": rename them to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpuuuid"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpuiid"
            }), " instead. From 0.6.0 on, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool"
            }), " generates this config (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/configuration/prometheus#relabel",
              children: "Prometheus configuration"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The GPU series of the two exporters no longer match, on every GPU, not only MIG ones: units get no GPU power or usage"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Release post: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/blog/v0-5-0-redfish-and-native-ipmi",
        children: "CEEMS v0.5.0"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "changes-0-6",
      children: "0.6.0"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["This release changes the most. It adds ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), ", which now generates the recording rules."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Component"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What changed"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What to do"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "If you do nothing"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Exporter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--discoverer.alloy-targets.resource-manager=slurm"
            }), " is removed; the discoverer is switched on with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--discoverer.alloy-targets"
            }), " and follows the enabled resource manager collector"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Replace the flag"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Fails to start with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "failed to parse CLI flags"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "API server"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.web.route_prefix"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.web.max_query"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.web.requests_limit"
            }), " are removed from the file; they are now the flags ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.route-prefix"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--query.max-period"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.max-requests"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Move the values to the flags. With the packages, add them to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CEEMS_API_SERVER_OPTIONS"
            }), " in a drop-in (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "systemctl edit ceems_api_server"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ignored: no route prefix, no query range limit and no request limit"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Load balancer"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb.backends[].tsdb_urls"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "pyroscope_urls"
            }), " (lists of URLs) are replaced by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tsdb"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "pyroscope"
            }), ", lists of servers, each with a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "web"
            }), " section that holds ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "url"
            }), " and the HTTP client settings, and optional ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "filter_labels"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Rewrite the backends as in the example below"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Fails to start with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "missing TSDB and Pyroscope URL(s) for backend(s)"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Recording rules"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The example rules of 0.5 (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "unit:ceems_compute_unit_cpu_power_usage:sum"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "instance:ceems_cpu_energy_usage:pue_sum1h"
            }), " and others) are replaced by rules that ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool"
            }), " generates, named ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid:ceems_host_power_watts:pue"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid:ceems_gpu_power_watts:pue"
            }), " and so on"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Generate the rules (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/configuration/prometheus#recording-rules",
              children: "Prometheus configuration"
            }), "), then update the TSDB updater's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "queries"
            }), " and your dashboards to the new names"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Your 0.5 rules and queries keep working while you keep them, but ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool"
            }), ", the dashboards of later releases and, from 0.10.0, the updater's default queries expect the new names"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Exporter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Per-unit series gain a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cgrouphostname"
            }), " label"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Nothing, unless you match full label sets"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Series get new identities once, at the upgrade"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Database"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Migration 8 rewrites the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "admin_users"
            }), " table to one row per admin"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Back up the database first"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Runs by itself at start-up"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The load balancer's backends before and after 0.6.0:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token comment\"># Before 0.6.0</span>\n<span class=\"token key atrule\">ceems_lb</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">backends</span><span class=\"token punctuation\">:</span>\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n      <span class=\"token key atrule\">tsdb_urls</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> http<span class=\"token punctuation\">:</span>//prometheus.example<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>",
        children: "# Before 0.6.0\nceems_lb:\n  backends:\n    - id: slurm-0\n      tsdb_urls:\n        - http://prometheus.example:9090\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token comment\"># From 0.6.0 on</span>\n<span class=\"token key atrule\">ceems_lb</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">backends</span><span class=\"token punctuation\">:</span>\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n      <span class=\"token key atrule\">tsdb</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//prometheus.example<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>",
        children: "# From 0.6.0 on\nceems_lb:\n  backends:\n    - id: slurm-0\n      tsdb:\n        - web:\n            url: http://prometheus.example:9090\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["All the keys are on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/ceems-lb#backends",
        children: "CEEMS load balancer configuration"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "changes-0-7",
      children: "0.7.x"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Release"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Component"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What changed"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What to do"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "If you do nothing"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0.7.0"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Exporter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.cgroup.active-subsystem"
            }), " is renamed ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.cgroups.active-subsystem"
            }), "; the old name is not kept"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Rename the flag"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Fails to start with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "failed to parse CLI flags"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0.7.0"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "API server"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The field ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "total_outgress_stats"
            }), " is renamed ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "total_egress_stats"
            }), ": in the database (migration 9), in the JSON of units and usage, and as a key of the TSDB updater's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "queries"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Rename the key in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "queries"
            }), " and in any client or dashboard that reads the field"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ignored: no egress figures"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0.7.0"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Packages"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Every configuration file except the exporter's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "web-config.yml"
            }), " becomes a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "noreplace"
            }), " file (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#packages",
              children: "Packages and your files"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Nothing"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {})]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0.7.0"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Exporter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The emissions collector gains the WattTime provider, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "wt"
            }), ", which cannot start without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "WT_USERNAME"
            }), " (and needs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "WT_PASSWORD"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "WT_REGION"
            }), " to fetch anything). Without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.emissions.provider"
            }), " it starts with the others"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Name the providers you use with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.emissions.provider"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.emissions"
            }), " and no provider named, an exporter that started in 0.6.0 fails to start"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0.7.0"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "New package for login nodes"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Install it if you want it (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/configuration/cacct",
              children: "cacct configuration"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {})]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["0.7.1 and 0.7.2 change no names. 0.7.2 adds an optional ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "timeout"
      }), " to the Redfish collector's file."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "changes-0-8",
      children: "0.8.0"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "No name is removed, but check three things:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The exporter adds ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_compute_unit_gpu_sm_count"
        }), ", and the GPU rules that ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_tool"
        }), " generates\nfrom this release on use it to split a GPU's power between units. Regenerate the rules after\nupgrading the exporters."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The Redfish proxy forwards only the Redfish resources that match ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "allowed_api_resources"
        }), ". By default\nthat is the service root, sessions, chassis and their ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Power"
        }), " resource, which is all the exporter\nreads. Other clients that use the proxy for other resources get refused."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The exporter's unit file adds ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CAP_FOWNER"
        }), ". If you edited the unit file itself, merge the new one\n(see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#packages",
          children: "Packages and your files"
        }), ")."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The release also adds the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "k8s"
      }), " collector, and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--security.run-as-user"
      }), " to the exporter, the API server\nand the load balancer."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "changes-0-9",
      children: "0.9.x"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Release"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Component"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What changed"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What to do"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "If you do nothing"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0.9.0"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Load balancer"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "resource-based"
            }), " value of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb.strategy"
            }), " is removed"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Use ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "round-robin"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "least-connection"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Fails to start with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "invalid strategy"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0.9.0"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Exporter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The Redfish collector's section ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_web_config"
            }), " is renamed ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_collector"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Rename the section"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Still read, with a deprecation warning in the log"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0.9.0"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Exporter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.redfish.web-config"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.k8s.kube-config-file"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.k8s.kubelet-socket-file"
            }), " are renamed ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.redfish.config.file"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.k8s.kubeconfig.file"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.k8s.kubelet-podresources-socket.file"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Use the new names"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The old names still work, hidden from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--help"
            }), ", with a warning. But ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.k8s.kubelet-podresources-socket.file"
            }), " alone has no effect in 0.10.2 (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/known-issues#k8s-socket-flag-override",
              children: "known issue"
            }), ")"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0.9.0"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Redfish proxy"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The section ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_config"
            }), " is renamed ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_proxy"
            }), ", and the keys under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_config.web"
            }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_config"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "allowed_api_resources"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "insecure_skip_verify"
            }), " and the other HTTP client keys) move up, next to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "targets"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Rewrite the file"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "targets"
            }), " are still found, but every key left under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "web"
            }), " is ignored and its default applies: BMC certificates are checked against the system CAs and the default API resources are allowed"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0.9.0"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Exporter package"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The unit file no longer passes ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.disable-exporter-metrics"
            }), ", so the exporter also serves its own ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "go_*"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "process_*"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "promhttp_*"
            }), " metrics"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["To keep them out, add the flag to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CEEMS_EXPORTER_OPTIONS"
            }), " in a drop-in"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "More series per node; nothing breaks"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0.9.1"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "API server, load balancer"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--config.expand-env-vars"
            }), ", added in 0.9.0, is renamed ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--config.file.expand-env-vars"
            }), "; the old name is not kept"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Rename the flag"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Fails to start with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "failed to parse CLI flags"
            })]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Release post: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/blog/v0-9-0-breaking-changes",
        children: "what to change before you upgrade to 0.9.0"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "changes-0-10",
      children: "0.10.x"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "No flag, key or metric is removed in 0.10.0, 0.10.1 or 0.10.2, and there is no migration.\nFive changes can still surprise you:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "The project moved"
        }), " to the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems-dev"
        }), " organisation on GitHub in 0.10.0. Update download URLs in\nyour scripts and mirrors to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "https://github.com/ceems-dev/ceems/releases"
        }), ". If you build your own collectors or resource\nmanagers, the Go module path is now ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "github.com/ceems-dev/ceems"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "The container images moved"
        }), " with it. Releases before 0.10.0 were published under the personal\nnamespace of the maintainer; from 0.10.0 on, the release workflow publishes ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "quay.io/ceems/ceems"
        }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "docker.io/ceems/ceems"
        }), ". Change the image name as well as the tag (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/installation/containers",
          children: "containers"
        }), ")."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "The TSDB updater has default queries"
        }), " from 0.10.0 on. When its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "queries"
        }), " is empty, it uses built-in\nqueries that read the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "uuid:*"
        }), " rules generated by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_tool"
        }), "; when you set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "queries"
        }), ", yours replace\nthem all. If you never set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "queries"
        }), " and do not load the generated rules, units get no usage, energy\nor emissions. See ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/configuration/prometheus#recording-rules",
          children: "Generate the recording rules"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "GPU discovery errors stop the exporter"
        }), " from 0.10.1 on. When the exporter sees an NVIDIA or AMD\nGPU on the PCI bus, the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "slurm"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "libvirt"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "k8s"
        }), " collectors run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "nvidia-smi --query --xml-format"
        }), "\n(or the AMD tool) at start-up. If that command fails, the exporter now exits, where 0.10.0 logged the\nerror and ran without GPU metrics. Before you upgrade a GPU node, check that ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "nvidia-smi"
        }), " works there."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "CPU-only jobs on GPU nodes cost more per scrape"
        }), " from 0.10.1 on. While any job on a GPU node has\nno GPU found for it, the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "slurm"
        }), " collector looks up the GPUs of every job on the node again at each\nscrape, reading the environment of their processes, so that a late GPU mapping is not lost. On GPU\nnodes that also run CPU-only jobs, watch the scrape duration after the upgrade."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["0.10.1 also fixes the parsing of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "nvidia-smi"
      }), " output when some counts are missing; 0.10.2\nfixes the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "k8s"
      }), " resource manager of the API server and makes the eBPF programs load when built with\nLLVM 20."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Release post: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/blog/v0-10-kubernetes-in-the-api-server",
        children: "CEEMS v0.10"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "migrations",
      children: "Database migrations"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The API server keeps its data in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems.db"
      }), " under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server.data.path"
      }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/var/lib/ceems"
      }), " in the\npackaged file). At every start, before it serves anything, it applies the migrations it embeds that the\ndatabase lacks, and logs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Applying DB migrations"
      }), ". You run nothing by hand."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Migration"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Added in"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it does"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1 to 7"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0.5.0 or earlier"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Create the units, usage, users, projects, admin users and daily usage tables and the units index"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "8"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0.6.0"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Rewrites ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "admin_users"
            }), " with one row per admin user"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "9"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0.7.0"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Renames ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "total_outgress_stats"
            }), " to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "total_egress_stats"
            }), " in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "units"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "usage"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "daily_usage"
            })]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "So a database from 0.7.0 or later is already at version 9, and 0.10.2 does not change it. A\ndatabase that a newer API server has migrated has a version the older binary does not know: to go back\nto an older release, restore the backup you made before the upgrade."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "backup",
      children: "Back up the database"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The package upgrade restarts the API server at once, so back up before you install the package. With\nthe ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sqlite3"
      }), " shell, while the server runs:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">sudo</span> sqlite3 /var/lib/ceems/ceems.db <span class=\"token string\">\".backup /var/backups/ceems-before-upgrade.db\"</span>\n<span class=\"token function\">sudo</span> sqlite3 /var/backups/ceems-before-upgrade.db <span class=\"token string\">'SELECT version, dirty FROM schema_migrations;'</span>",
        children: "sudo sqlite3 /var/lib/ceems/ceems.db \".backup /var/backups/ceems-before-upgrade.db\"\nsudo sqlite3 /var/backups/ceems-before-upgrade.db 'SELECT version, dirty FROM schema_migrations;'\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The second command prints the migration version of the copy, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "9|0"
      }), ". If ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "dirty"
      }), " is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "1"
      }), ", a\nmigration failed halfway: do not upgrade on top of it, restore an older backup first. The API server can\nalso back up the database itself on a schedule with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server.data.backup_path"
      }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "backup_interval"
      }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/ceems-api-server",
        children: "CEEMS API server configuration"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "packages",
      children: "Packages and your files"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The deb and rpm packages install the new binary, then their install script reloads systemd, unmasks,\nenables and restarts the service, exactly as on a first install. So an upgrade also starts a service you\nhad stopped, disabled or masked. The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server"
      }), " package also gives ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/var/lib/ceems"
      }), " and\neverything in it back to owner ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), " and group ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "root"
      }), ", and sets the directory's mode to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "0700"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Each package marks its files in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc"
      }), " and its systemd unit as configuration files, and that decides\nwhat happens to your edits:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "File"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Kind in 0.10.2"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "rpm, when the packaged default changed"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "dpkg, when the packaged default changed"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/ceems_exporter/web-config.yml"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["configuration, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "not"
            }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "noreplace"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Installs the new default and saves your file as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "web-config.yml.rpmsave"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Asks which version to keep"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Every other file in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc"
            }), " and the units in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/usr/lib/systemd/system"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["configuration, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "noreplace"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Keeps your file and writes the new default next to it as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".rpmnew"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Asks which version to keep"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "When the packaged default did not change between your release and the new one, both rpm and dpkg leave\nyour file alone and ask nothing. A file you never edited is always replaced by the new default."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      title: "Exporter web configuration on rpm hosts",
      type: "warning",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/etc/ceems_exporter/web-config.yml"
        }), " holds the exporter's TLS and basic auth settings. If a release\nchanges its packaged default, an rpm upgrade replaces your file with that default, which has no TLS and\nno users, and the exporter serves plain HTTP without authentication until you restore your copy. The\npackaged default is the same in every release from 0.5.0 to 0.10.2, so upgrades within that\nrange keep your file. Check after every rpm upgrade anyway, as in the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#checklist-exporter",
          children: "exporter checklist"
        }), "."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Before 0.7.0 every file was a plain configuration file, so upgrades to 0.5.x and 0.6.0 could replace\nany edited file that way. The kind that counts is the one in the package you install, so an upgrade to\n0.10.2 treats your files as the table says."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "On deb hosts, dpkg stops at a question for each changed configuration file during an interactive\nupgrade. To keep your files in an unattended run, pass the options to dpkg:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">sudo</span> <span class=\"token function\">apt-get</span> <span class=\"token function\">install</span> <span class=\"token parameter variable\">-o</span> Dpkg::Options::<span class=\"token operator\">=</span>--force-confdef <span class=\"token parameter variable\">-o</span> Dpkg::Options::<span class=\"token operator\">=</span>--force-confold ./ceems_exporter-0.10.2-linux-amd64.deb",
        children: "sudo apt-get install -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold ./ceems_exporter-0.10.2-linux-amd64.deb\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["dpkg then keeps your file and saves the new default as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<file>.dpkg-dist"
      }), "; when you take the new file,\nit saves yours as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<file>.dpkg-old"
      }), ". After the upgrade, compare the new default with your file and carry\nover new keys you want:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)((_theme_Tabs__rspack_import_2_default()), {
      groupId: "package-format",
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_theme_TabItem__rspack_import_3["default"], {
        value: "deb",
        label: "deb",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">sudo</span> <span class=\"token function\">find</span> /etc/ceems* /etc/redfish_proxy /usr/lib/systemd/system <span class=\"token parameter variable\">-name</span> <span class=\"token string\">'*.dpkg-*'</span> <span class=\"token operator file-descriptor important\">2</span><span class=\"token operator\">&gt;</span>/dev/null",
            children: "sudo find /etc/ceems* /etc/redfish_proxy /usr/lib/systemd/system -name '*.dpkg-*' 2>/dev/null\n"
          })
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsx)(_theme_TabItem__rspack_import_3["default"], {
        value: "rpm",
        label: "rpm",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">sudo</span> <span class=\"token function\">find</span> /etc/ceems* /etc/redfish_proxy /usr/lib/systemd/system <span class=\"token parameter variable\">-name</span> <span class=\"token string\">'*.rpmnew'</span> <span class=\"token parameter variable\">-o</span> <span class=\"token parameter variable\">-name</span> <span class=\"token string\">'*.rpmsave'</span> <span class=\"token operator file-descriptor important\">2</span><span class=\"token operator\">&gt;</span>/dev/null",
            children: "sudo find /etc/ceems* /etc/redfish_proxy /usr/lib/systemd/system -name '*.rpmnew' -o -name '*.rpmsave' 2>/dev/null\n"
          })
        })
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Keep your changes to units in drop-ins (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "systemctl edit <unit>"
      }), ") rather than in the unit file: a drop-in\nis never touched by the package, and you get the new unit's capabilities with each release.\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/installation/os-packages#files",
        children: "OS packages"
      }), " lists every file of every package."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "checklists",
      children: "Checklists per component"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Each checklist upgrades one host. For many nodes, run it on one node first, then on the rest with your\nconfiguration management. The commands download the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "amd64"
      }), " packages; change the architecture for\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "arm64"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "checklist-exporter",
      children: "Exporter"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Check the flags in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CEEMS_EXPORTER_OPTIONS"
        }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "systemctl cat ceems_exporter"
        }), ") against\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#changes",
          children: "the changes"
        }), ": the removed ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--discoverer.alloy-targets.resource-manager"
        }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.cgroup.active-subsystem"
        }), " stop the exporter, and so does ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.emissions"
        }), " without\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.emissions.provider"
        }), " unless every provider's credentials are set."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Install the package."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)((_theme_Tabs__rspack_import_2_default()), {
      groupId: "package-format",
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_theme_TabItem__rspack_import_3["default"], {
        value: "deb",
        label: "deb",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-fLO</span> https://github.com/ceems-dev/ceems/releases/download/v0.10.2/ceems_exporter-0.10.2-linux-amd64.deb\n<span class=\"token function\">sudo</span> <span class=\"token function\">apt-get</span> <span class=\"token function\">install</span> ./ceems_exporter-0.10.2-linux-amd64.deb",
            children: "curl -fLO https://github.com/ceems-dev/ceems/releases/download/v0.10.2/ceems_exporter-0.10.2-linux-amd64.deb\nsudo apt-get install ./ceems_exporter-0.10.2-linux-amd64.deb\n"
          })
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsx)(_theme_TabItem__rspack_import_3["default"], {
        value: "rpm",
        label: "rpm",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-fLO</span> https://github.com/ceems-dev/ceems/releases/download/v0.10.2/ceems_exporter-0.10.2-linux-amd64.rpm\n<span class=\"token function\">sudo</span> dnf <span class=\"token function\">install</span> ./ceems_exporter-0.10.2-linux-amd64.rpm",
            children: "curl -fLO https://github.com/ceems-dev/ceems/releases/download/v0.10.2/ceems_exporter-0.10.2-linux-amd64.rpm\nsudo dnf install ./ceems_exporter-0.10.2-linux-amd64.rpm\n"
          })
        })
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      start: "3",
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Check that the service runs the new release and kept its web configuration:"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "systemctl is-active ceems_exporter\n/usr/local/bin/ceems_exporter <span class=\"token parameter variable\">--version</span>\n<span class=\"token function\">ls</span> /etc/ceems_exporter/*.rpmsave /etc/ceems_exporter/*.dpkg-* <span class=\"token operator file-descriptor important\">2</span><span class=\"token operator\">&gt;</span>/dev/null\n<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-sk</span> <span class=\"token parameter variable\">-o</span> /dev/null <span class=\"token parameter variable\">-w</span> <span class=\"token string\">'%{http_code}\\n'</span> https://localhost:9010/metrics",
            children: "systemctl is-active ceems_exporter\n/usr/local/bin/ceems_exporter --version\nls /etc/ceems_exporter/*.rpmsave /etc/ceems_exporter/*.dpkg-* 2>/dev/null\ncurl -sk -o /dev/null -w '%{http_code}\\n' https://localhost:9010/metrics\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["With TLS and basic auth on, the last command prints ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "401"
          }), ". If it prints ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "000"
          }), " (the server no longer\nspeaks TLS) or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "200"
          }), " (it no longer asks for a password), the exporter lost its web configuration:\nrestore your copy from the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: ".rpmsave"
          }), " file and restart the service. Without TLS, use ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "http://"
          }), "."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Check the metrics with your credentials. The build info shows the new version, and your resource\nmanager's collector still finds units:"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-sk</span> <span class=\"token parameter variable\">-u</span> <span class=\"token operator\">&lt;</span>user<span class=\"token operator\">&gt;</span>:<span class=\"token operator\">&lt;</span>password<span class=\"token operator\">&gt;</span> https://localhost:9010/metrics <span class=\"token operator\">|</span> <span class=\"token function\">grep</span> <span class=\"token parameter variable\">-E</span> <span class=\"token string\">'^ceems_(exporter_build_info|compute_units)'</span>",
            children: "curl -sk -u <user>:<password> https://localhost:9010/metrics | grep -E '^ceems_(exporter_build_info|compute_units)'\n"
          })
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["In Prometheus, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "count by (version) (ceems_exporter_build_info)"
          }), " shows how far the rollout has gone."]
        }), "\n"]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "checklist-api-server",
      children: "API server and ceems_tool"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Check ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/etc/ceems_api_server/config.yml"
          }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "CEEMS_API_SERVER_OPTIONS"
          }), " against\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
            href: "#changes",
            children: "the changes"
          }), ": the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "web"
          }), " keys of 0.6.0, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "total_egress_stats"
          }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "--config.file.expand-env-vars"
          }), "."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
            href: "#backup",
            children: "Back up the database"
          }), "."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Install the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_api_server"
          }), " package (it also holds ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_tool"
          }), "), with the same commands as for the\nexporter and the package name ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_api_server"
          }), "."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Check that it started and migrated:"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "journalctl <span class=\"token parameter variable\">-u</span> ceems_api_server <span class=\"token parameter variable\">-n</span> <span class=\"token number\">50</span> --no-pager <span class=\"token operator\">|</span> <span class=\"token function\">grep</span> <span class=\"token parameter variable\">-i</span> <span class=\"token parameter variable\">-E</span> <span class=\"token string\">'Applying DB migrations|error'</span>\n<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> http://localhost:9020/health\n<span class=\"token function\">sudo</span> sqlite3 /var/lib/ceems/ceems.db <span class=\"token string\">'SELECT version, dirty FROM schema_migrations;'</span>",
            children: "journalctl -u ceems_api_server -n 50 --no-pager | grep -i -E 'Applying DB migrations|error'\ncurl -s http://localhost:9020/health\nsudo sqlite3 /var/lib/ceems/ceems.db 'SELECT version, dirty FROM schema_migrations;'\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["The health endpoint answers ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "CEEMS API Server is healthy"
          }), ", with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "-u"
          }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "https://"
          }), " when basic auth\nand TLS are on, and the database is at version ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "9"
          }), " with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "dirty"
          }), " at ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "0"
          }), "."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Once the exporters run the new release, regenerate the recording rules and relabel configs with the\nnew ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_tool"
          }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
            href: "/ceems/docs/configuration/prometheus#recording-rules",
            children: "Prometheus configuration"
          }), "), reload\nPrometheus, and check that the rules evaluate: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "count(uuid:ceems_host_power_watts:pue)"
          }), " returns the\nnumber of running units that report power."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "After the next update interval, check that new units get figures:"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Grafana-User: &lt;admin-user&gt;'</span> <span class=\"token string\">'http://localhost:9020/api/v1/units/admin?running'</span> <span class=\"token operator\">|</span> <span class=\"token function\">head</span> <span class=\"token parameter variable\">-c</span> <span class=\"token number\">600</span>",
            children: "curl -s -H 'X-Grafana-User: <admin-user>' 'http://localhost:9020/api/v1/units/admin?running' | head -c 600\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Look for non-zero ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "total_time_seconds"
          }), " and energy fields in the recent units."]
        }), "\n"]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "checklist-lb",
      children: "Load balancer"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Check ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/etc/ceems_lb/config.yml"
          }), " against ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
            href: "#changes",
            children: "the changes"
          }), ": the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "tsdb"
          }), " backends of 0.6.0 and a\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "strategy"
          }), " that is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "round-robin"
          }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "least-connection"
          }), "."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Install the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_lb"
          }), " package after the API server, so that the database it reads is migrated."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Check the log and the health endpoint. The load balancer checks every path, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/health"
          }), " included, so\nsend a cluster ID and a user (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
            href: "/ceems/docs/advanced/known-issues#lb-health-behind-access-check",
            children: "known issue"
          }), "):"]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "journalctl <span class=\"token parameter variable\">-u</span> ceems_lb <span class=\"token parameter variable\">-n</span> <span class=\"token number\">50</span> --no-pager <span class=\"token operator\">|</span> <span class=\"token function\">grep</span> <span class=\"token parameter variable\">-i</span> <span class=\"token parameter variable\">-E</span> <span class=\"token string\">'Starting ceems_lb|error'</span>\n<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Ceems-Cluster-Id: &lt;cluster-id&gt;'</span> <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Grafana-User: &lt;admin-user&gt;'</span> http://localhost:9030/health",
            children: "journalctl -u ceems_lb -n 50 --no-pager | grep -i -E 'Starting ceems_lb|error'\ncurl -s -H 'X-Ceems-Cluster-Id: <cluster-id>' -H 'X-Grafana-User: <admin-user>' http://localhost:9030/health\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["The second command prints ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "CEEMS LB Server is healthy"
          }), ". If the service keeps restarting with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "unknown cluster ID"
          }), ", see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
            href: "/ceems/docs/usage/ceems-lb#troubleshooting",
            children: "the load balancer checks"
          }), "."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Open a dashboard in Grafana as a regular user and check that panels load."
        }), "\n"]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "checklist-redfish-proxy",
      children: "Redfish proxy"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["If you come from a release before 0.9.0, rewrite ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/etc/redfish_proxy/config.yml"
          }), " with the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "redfish_proxy"
          }), " section and no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "web"
          }), " level (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
            href: "#changes-0-9",
            children: "0.9.x"
          }), ")."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Install the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "redfish_proxy"
          }), " package."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "The proxy has no health endpoint. Check that it runs and that the exporters that use it still read\npower:"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "systemctl is-active redfish_proxy\n/usr/local/bin/redfish_proxy <span class=\"token parameter variable\">--version</span>\njournalctl <span class=\"token parameter variable\">-u</span> redfish_proxy <span class=\"token parameter variable\">-n</span> <span class=\"token number\">50</span> --no-pager <span class=\"token operator\">|</span> <span class=\"token function\">grep</span> <span class=\"token parameter variable\">-i</span> <span class=\"token parameter variable\">-E</span> <span class=\"token string\">'deprecated|error'</span>",
            children: "systemctl is-active redfish_proxy\n/usr/local/bin/redfish_proxy --version\njournalctl -u redfish_proxy -n 50 --no-pager | grep -i -E 'deprecated|error'\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["No line should say the section is deprecated. On a compute node that uses the proxy,\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_redfish_current_watts"
          }), " is still present in the exporter's metrics."]
        }), "\n"]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "checklist-cacct",
      children: "cacct and ceems_tool on other hosts"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Install the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "cacct"
          }), " package on each login node. Your ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/etc/ceems/config.yml"
          }), " is kept."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Check the setgid bit and the release:"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">stat</span> <span class=\"token parameter variable\">-c</span> <span class=\"token string\">'%A %U:%G'</span> /usr/local/bin/cacct\ncacct <span class=\"token parameter variable\">--version</span>",
            children: "stat -c '%A %U:%G' /usr/local/bin/cacct\ncacct --version\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["The mode shows ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "s"
          }), " in the group part (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "-rwxr-sr-x ceems:ceems"
          }), ")."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["As a regular user, run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "cacct"
          }), " and check that recent jobs appear\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
            href: "/ceems/docs/usage/cacct#troubleshooting",
            children: "Using cacct"
          }), " if they do not)."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["If you copied ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_tool"
          }), " to an admin host, replace it with the one from the new\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_api_server"
          }), " package or release archive, and check it with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_tool --version"
          }), "."]
        }), "\n"]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "other-methods",
      children: "Other installation methods"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Release archives"
        }), ": replace the binaries and restart the services\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/installation/pre-compiled-binaries#upgrade",
          children: "pre-compiled binaries"
        }), "); the changes per release apply the same way."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Containers"
        }), ": change the image tag, and from a release before 0.10.0 also the image name\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#changes-0-10",
          children: "0.10.x"
        }), "); configuration files and the database live in your volumes, so back up the\ndatabase first (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/installation/containers",
          children: "containers"
        }), ")."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Ansible"
        }), ": change ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_version"
        }), " and run the playbook again (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/installation/ansible",
          children: "Ansible"
        }), ")."]
      }), "\n"]
    })]
  });
}
function MDXContent(props = {}) {
  const {wrapper: MDXLayout} = {
    ...(0,_mdx_js_react__rspack_import_4/* .useMDXComponents */.R)(),
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
71508(module) {
function r(e){var o,t,f="";if("string"==typeof e||"number"==typeof e)f+=e;else if("object"==typeof e)if(Array.isArray(e)){var n=e.length;for(o=0;o<n;o++)e[o]&&(t=r(e[o]))&&(f&&(f+=" "),f+=t)}else for(t in e)e[t]&&(f&&(f+=" "),f+=t);return f}function e(){for(var e,o,t=0,f="",n=arguments.length;t<n;t++)(e=arguments[t])&&(o=r(e))&&(f&&(f+=" "),f+=o);return f}module.exports=e,module.exports.clsx=e;

},
63620(module) {
// Exports
module.exports = {
	"tabItem": `tabItem_yrzq`
};


},
82584(module) {
// Exports
module.exports = {
	"tabList": `tabList_zI5C`,
	"tabItem": `tabItem_yeRP`
};


},
49751(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  Redirect: () => (/* reexport safe */ react_router_dom__rspack_import_0.rd),
  matchPath: () => (/* reexport safe */ react_router_dom__rspack_import_0.B6),
  useHistory: () => (/* reexport safe */ react_router_dom__rspack_import_0.W6),
  useLocation: () => (/* reexport safe */ react_router_dom__rspack_import_0.zy)
});
/* import */ var react_router_dom__rspack_import_0 = __webpack_require__(56347);
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 


},
67810(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (usePrismTheme)
});
/* import */ var _contexts_colorMode__rspack_import_1 = __webpack_require__(83941);
/* import */ var _utils_useThemeConfig__rspack_import_0 = __webpack_require__(61022);
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 

/**
 * Returns a color-mode-dependent Prism theme: whatever the user specified in
 * the config. Falls back to `palenight`.
 */ function usePrismTheme() {
    const { prism } = (0,_utils_useThemeConfig__rspack_import_0/* .useThemeConfig */.p)();
    const { colorMode } = (0,_contexts_colorMode__rspack_import_1/* .useColorMode */.G)();
    const lightModeTheme = prism.theme;
    const darkModeTheme = prism.darkTheme || lightModeTheme;
    const prismTheme = colorMode === 'dark' ? darkModeTheme : lightModeTheme;
    return prismTheme;
} //# sourceMappingURL=usePrismTheme.js.map


},
11988(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  Collapsible: () => (/* reexport safe */ _components_Collapsible__rspack_import_5.N),
  DraftBannerMessage: () => (/* reexport safe */ _translations_contentVisibilityTranslations__rspack_import_23.TT),
  DraftBannerTitle: () => (/* reexport safe */ _translations_contentVisibilityTranslations__rspack_import_23.Yh),
  ErrorBoundaryError: () => (/* reexport safe */ _utils_errorBoundaryUtils__rspack_import_24.bq),
  ErrorBoundaryErrorMessageFallback: () => (/* reexport safe */ _utils_errorBoundaryUtils__rspack_import_24.MN),
  ErrorBoundaryTryAgainButton: () => (/* reexport safe */ _utils_errorBoundaryUtils__rspack_import_24.a2),
  ErrorCauseBoundary: () => (/* reexport safe */ _utils_errorBoundaryUtils__rspack_import_24.k2),
  HtmlClassNameProvider: () => (/* reexport safe */ _utils_metadataUtils__rspack_import_9.e3),
  NavbarSecondaryMenuFiller: () => (/* reexport safe */ _contexts_navbarSecondaryMenu_content__rspack_import_11.GX),
  PageMetadata: () => (/* reexport safe */ _utils_metadataUtils__rspack_import_9.be),
  ReactContextError: () => (/* reexport safe */ _utils_reactUtils__rspack_import_8.dV),
  SkipToContentFallbackId: () => (/* reexport safe */ _utils_skipToContentUtils__rspack_import_22.j),
  SkipToContentLink: () => (/* reexport safe */ _utils_skipToContentUtils__rspack_import_22.K),
  ThemeClassNames: () => (/* reexport safe */ _utils_ThemeClassNames__rspack_import_6.G),
  ThemedComponent: () => (/* reexport safe */ _components_ThemedComponent__rspack_import_2.A),
  UnlistedBannerMessage: () => (/* reexport safe */ _translations_contentVisibilityTranslations__rspack_import_23.Uh),
  UnlistedBannerTitle: () => (/* reexport safe */ _translations_contentVisibilityTranslations__rspack_import_23.Rc),
  UnlistedMetadata: () => (/* reexport safe */ _translations_contentVisibilityTranslations__rspack_import_23.AE),
  composeProviders: () => (/* reexport safe */ _utils_reactUtils__rspack_import_8.fM),
  createStorageSlot: () => (/* reexport safe */ _utils_storageUtils__rspack_import_3.Wf),
  duplicates: () => (/* reexport safe */ _utils_jsUtils__rspack_import_18.XI),
  filterDocCardListItems: () => (filterDocCardListItems),
  groupBy: () => (/* reexport safe */ _utils_jsUtils__rspack_import_18.$z),
  isMultiColumnFooterLinks: () => (/* reexport safe */ _utils_footerUtils__rspack_import_16.C),
  isRegexpStringMatch: () => (/* reexport safe */ _utils_regexpUtils__rspack_import_17.G),
  listStorageKeys: () => (/* reexport safe */ _utils_storageUtils__rspack_import_3.Eo),
  listTagsByLetters: () => (/* reexport safe */ _utils_tagsUtils__rspack_import_13.Q),
  mergeSearchParams: () => (/* reexport safe */ _utils_historyUtils__rspack_import_21.TJ),
  mergeSearchStrings: () => (/* reexport safe */ _utils_historyUtils__rspack_import_21.jy),
  prefersReducedMotion: () => (/* reexport safe */ _utils_accessibilityUtils__rspack_import_7.O),
  processAdmonitionProps: () => (/* reexport safe */ _utils_admonitionUtils__rspack_import_20.c),
  translateTagsPageTitle: () => (/* reexport safe */ _utils_tagsUtils__rspack_import_13.b),
  uniq: () => (/* reexport safe */ _utils_jsUtils__rspack_import_18.sb),
  useAnchorTargetClassName: () => (/* reexport safe */ _utils_anchorUtils__rspack_import_15.v),
  useClearQueryString: () => (/* reexport safe */ _utils_historyUtils__rspack_import_21.W9),
  useCollapsible: () => (/* reexport safe */ _components_Collapsible__rspack_import_5.u),
  useColorMode: () => (/* reexport safe */ _contexts_colorMode__rspack_import_10.G),
  useContextualSearchFilters: () => (useContextualSearchFilters),
  useCurrentSidebarCategory: () => (useCurrentSidebarCategory),
  useDocsPreferredVersion: () => (useDocsPreferredVersion),
  useEvent: () => (/* reexport safe */ _utils_reactUtils__rspack_import_8._q),
  useHistorySelector: () => (/* reexport safe */ _utils_historyUtils__rspack_import_21.Hl),
  usePluralForm: () => (/* reexport safe */ _utils_usePluralForm__rspack_import_4.W),
  usePrevious: () => (/* reexport safe */ _utils_reactUtils__rspack_import_8.ZC),
  usePrismTheme: () => (/* reexport safe */ _hooks_usePrismTheme__rspack_import_19.A),
  useQueryString: () => (/* reexport safe */ _utils_historyUtils__rspack_import_21.l),
  useQueryStringList: () => (/* reexport safe */ _utils_historyUtils__rspack_import_21.fV),
  useSearchLinkCreator: () => (/* reexport safe */ _hooks_useSearchPage__rspack_import_14.w),
  useSearchQueryString: () => (/* reexport safe */ _hooks_useSearchPage__rspack_import_14.b),
  useStorageSlot: () => (/* reexport safe */ _utils_storageUtils__rspack_import_3.Dv),
  useThemeConfig: () => (/* reexport safe */ _utils_useThemeConfig__rspack_import_1.p),
  useWindowSize: () => (/* reexport safe */ _hooks_useWindowSize__rspack_import_12.l)
});
/* import */ var _docusaurus_useDocusaurusContext__rspack_import_0 = __webpack_require__(10898);
/* import */ var _utils_searchUtils__rspack_import_25 = __webpack_require__(42783);
/* import */ var _utils_useThemeConfig__rspack_import_1 = __webpack_require__(61022);
/* import */ var _components_ThemedComponent__rspack_import_2 = __webpack_require__(69788);
/* import */ var _utils_storageUtils__rspack_import_3 = __webpack_require__(44498);
/* import */ var _utils_usePluralForm__rspack_import_4 = __webpack_require__(16497);
/* import */ var _components_Collapsible__rspack_import_5 = __webpack_require__(39510);
/* import */ var _utils_ThemeClassNames__rspack_import_6 = __webpack_require__(88287);
/* import */ var _utils_accessibilityUtils__rspack_import_7 = __webpack_require__(269);
/* import */ var _utils_reactUtils__rspack_import_8 = __webpack_require__(52260);
/* import */ var _utils_metadataUtils__rspack_import_9 = __webpack_require__(34308);
/* import */ var _contexts_colorMode__rspack_import_10 = __webpack_require__(83941);
/* import */ var _contexts_navbarSecondaryMenu_content__rspack_import_11 = __webpack_require__(17000);
/* import */ var _hooks_useWindowSize__rspack_import_12 = __webpack_require__(53741);
/* import */ var _utils_tagsUtils__rspack_import_13 = __webpack_require__(29116);
/* import */ var _hooks_useSearchPage__rspack_import_14 = __webpack_require__(14471);
/* import */ var _utils_anchorUtils__rspack_import_15 = __webpack_require__(11976);
/* import */ var _utils_footerUtils__rspack_import_16 = __webpack_require__(16266);
/* import */ var _utils_regexpUtils__rspack_import_17 = __webpack_require__(36412);
/* import */ var _utils_jsUtils__rspack_import_18 = __webpack_require__(80618);
/* import */ var _hooks_usePrismTheme__rspack_import_19 = __webpack_require__(67810);
/* import */ var _utils_admonitionUtils__rspack_import_20 = __webpack_require__(65441);
/* import */ var _utils_historyUtils__rspack_import_21 = __webpack_require__(96629);
/* import */ var _utils_skipToContentUtils__rspack_import_22 = __webpack_require__(26060);
/* import */ var _translations_contentVisibilityTranslations__rspack_import_23 = __webpack_require__(83276);
/* import */ var _utils_errorBoundaryUtils__rspack_import_24 = __webpack_require__(39205);
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 

// TODO Docusaurus v4: remove these workarounds as a breaking change
//  and remove docs plugin peerDeps in theme-common/package.json
//  This is public API surface that we need to keep for v3
//  See https://github.com/facebook/docusaurus/pull/10316
function useCurrentSidebarCategory(...args) {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    return (__webpack_require__(80216)/* .useCurrentSidebarCategory */.useCurrentSidebarCategory)(...args);
}
function filterDocCardListItems(...args) {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    return (__webpack_require__(80216)/* .filterDocCardListItems */.filterDocCardListItems)(...args);
}
function useDocsPreferredVersion(...args) {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    return (__webpack_require__(80216)/* .useDocsPreferredVersion */.useDocsPreferredVersion)(...args);
}
function useContextualSearchFilters() {
    const { i18n } = (0,_docusaurus_useDocusaurusContext__rspack_import_0["default"])();
    const docsTags = // eslint-disable-next-line @typescript-eslint/no-var-requires, react-compiler/react-compiler
    (__webpack_require__(80216)/* .useDocsContextualSearchTags */.useDocsContextualSearchTags)();
    const tags = [
        _utils_searchUtils__rspack_import_25/* .DEFAULT_SEARCH_TAG */.C,
        ...docsTags
    ];
    return {
        locale: i18n.currentLocale,
        tags
    };
}
/*
 * APIs to document
 */ 











/*
 * APIs kept undocumented, on purpose
 * Note: we still guarantee retro-compatibility on those
 */ 










 //# sourceMappingURL=index.js.map


},
83276(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  AE: () => (UnlistedMetadata),
  Rc: () => (UnlistedBannerTitle),
  TT: () => (DraftBannerMessage),
  Uh: () => (UnlistedBannerMessage),
  Yh: () => (DraftBannerTitle)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _docusaurus_Translate__rspack_import_2 = __webpack_require__(61826);
/* import */ var _docusaurus_Head__rspack_import_3 = __webpack_require__(53572);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 


function UnlistedBannerTitle() {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_2["default"], {
        id: "theme.contentVisibility.unlistedBanner.title",
        description: "The unlisted content banner title",
        children: "Unlisted page"
    });
}
function UnlistedBannerMessage() {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_2["default"], {
        id: "theme.contentVisibility.unlistedBanner.message",
        description: "The unlisted content banner message",
        children: "This page is unlisted. Search engines will not index it, and only users having a direct link can access it."
    });
}
// TODO Docusaurus v4 breaking change (since it's v3 public theme-common API :/)
//  Move this to theme/ContentVisibility/Unlisted
function UnlistedMetadata() {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Head__rspack_import_3/* ["default"] */.A, {
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("meta", {
            name: "robots",
            content: "noindex, nofollow"
        })
    });
}
function DraftBannerTitle() {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_2["default"], {
        id: "theme.contentVisibility.draftBanner.title",
        description: "The draft content banner title",
        children: "Draft page"
    });
}
function DraftBannerMessage() {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_2["default"], {
        id: "theme.contentVisibility.draftBanner.message",
        description: "The draft content banner message",
        children: "This page is a draft. It will only be visible in dev and be excluded from the production build."
    });
} //# sourceMappingURL=contentVisibilityTranslations.js.map


},
65441(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  c: () => (processAdmonitionProps)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 
// Workaround because it's difficult in MDX v1 to provide a MDX title as props
// See https://github.com/facebook/docusaurus/pull/7152#issuecomment-1145779682
function extractMDXAdmonitionTitle(children) {
    const items = react__rspack_import_1.Children.toArray(children);
    const mdxAdmonitionTitleWrapper = items.find((item)=>/*#__PURE__*/ react__rspack_import_1.isValidElement(item) && item.type === 'mdxAdmonitionTitle');
    const rest = items.filter((item)=>item !== mdxAdmonitionTitleWrapper);
    const mdxAdmonitionTitle = mdxAdmonitionTitleWrapper?.props.children;
    return {
        mdxAdmonitionTitle,
        rest: rest.length > 0 ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(react_jsx_runtime__rspack_import_0.Fragment, {
            children: rest
        }) : null
    };
}
function processAdmonitionProps(props) {
    const { mdxAdmonitionTitle, rest } = extractMDXAdmonitionTitle(props.children);
    const title = props.title ?? mdxAdmonitionTitle;
    return {
        ...props,
        // Do not return "title: undefined" prop
        // this might create unwanted props overrides when merging props
        // For example: {...default,...props}
        ...title && {
            title
        },
        children: rest
    };
} //# sourceMappingURL=admonitionUtils.js.map


},
29116(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  Q: () => (listTagsByLetters),
  b: () => (translateTagsPageTitle)
});
/* import */ var _docusaurus_Translate__rspack_import_0 = __webpack_require__(61826);
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 
const translateTagsPageTitle = ()=>(0,_docusaurus_Translate__rspack_import_0.translate)({
        id: 'theme.tags.tagsPageTitle',
        message: 'Tags',
        description: 'The title of the tag list page'
    });
function getTagLetter(tag) {
    return tag[0].toUpperCase();
}
/**
 * Takes a list of tags (as provided by the content plugins), and groups them by
 * their initials.
 */ function listTagsByLetters(tags) {
    const groups = {};
    Object.values(tags).forEach((tag)=>{
        const initial = getTagLetter(tag.label);
        groups[initial] ??= [];
        groups[initial].push(tag);
    });
    return Object.entries(groups)// Sort letters
    .sort(([letter1], [letter2])=>letter1.localeCompare(letter2)).map(([letter, letterTags])=>{
        // Sort tags inside a letter
        const sortedTags = letterTags.sort((tag1, tag2)=>tag1.label.localeCompare(tag2.label));
        return {
            letter,
            tags: sortedTags
        };
    });
} //# sourceMappingURL=tagsUtils.js.map


},
16497(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  W: () => (usePluralForm)
});
/* import */ var react__rspack_import_0 = __webpack_require__(96540);
/* import */ var _docusaurus_useDocusaurusContext__rspack_import_1 = __webpack_require__(10898);
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 

// We want to ensurer a stable plural form order in all cases
// It is more convenient and natural to handle "small values" first
// See https://x.com/sebastienlorber/status/1366820663261077510
const OrderedPluralForms = [
    'zero',
    'one',
    'two',
    'few',
    'many',
    'other'
];
function sortPluralForms(pluralForms) {
    return OrderedPluralForms.filter((pf)=>pluralForms.includes(pf));
}
// Hardcoded english/fallback implementation
const EnglishPluralForms = {
    locale: 'en',
    pluralForms: sortPluralForms([
        'one',
        'other'
    ]),
    select: (count)=>count === 1 ? 'one' : 'other'
};
function createLocalePluralForms(locale) {
    const pluralRules = new Intl.PluralRules(locale);
    return {
        locale,
        pluralForms: sortPluralForms(pluralRules.resolvedOptions().pluralCategories),
        select: (count)=>pluralRules.select(count)
    };
}
/**
 * Poor man's `PluralSelector` implementation, using an English fallback. We
 * want a lightweight, future-proof and good-enough solution. We don't want a
 * perfect and heavy solution.
 *
 * Docusaurus classic theme has only 2 deeply nested labels requiring complex
 * plural rules. We don't want to use `Intl` + `PluralRules` polyfills + full
 * ICU syntax (react-intl) just for that.
 *
 * Notes:
 * - 2021: 92+% Browsers support `Intl.PluralRules`, and support will increase
 * in the future
 * - NodeJS >= 13 has full ICU support by default
 * - In case of "mismatch" between SSR and Browser ICU support, React keeps
 * working!
 */ function useLocalePluralForms() {
    const { i18n: { currentLocale } } = (0,_docusaurus_useDocusaurusContext__rspack_import_1["default"])();
    return (0,react__rspack_import_0.useMemo)(()=>{
        try {
            return createLocalePluralForms(currentLocale);
        } catch (err) {
            console.error(`Failed to use Intl.PluralRules for locale "${currentLocale}".
Docusaurus will fallback to the default (English) implementation.
Error: ${err.message}
`);
            return EnglishPluralForms;
        }
    }, [
        currentLocale
    ]);
}
function selectPluralMessage(pluralMessages, count, localePluralForms) {
    const separator = '|';
    const parts = pluralMessages.split(separator);
    if (parts.length === 1) {
        return parts[0];
    }
    if (parts.length > localePluralForms.pluralForms.length) {
        console.error(`For locale=${localePluralForms.locale}, a maximum of ${localePluralForms.pluralForms.length} plural forms are expected (${localePluralForms.pluralForms.join(',')}), but the message contains ${parts.length}: ${pluralMessages}`);
    }
    const pluralForm = localePluralForms.select(count);
    const pluralFormIndex = localePluralForms.pluralForms.indexOf(pluralForm);
    // In case of not enough plural form messages, we take the last one (other)
    // instead of returning undefined
    return parts[Math.min(pluralFormIndex, parts.length - 1)];
}
/**
 * Reads the current locale and returns an interface very similar to
 * `Intl.PluralRules`.
 */ function usePluralForm() {
    const localePluralForm = useLocalePluralForms();
    return {
        selectMessage: (count, pluralMessages)=>selectPluralMessage(pluralMessages, count, localePluralForm)
    };
} //# sourceMappingURL=usePluralForm.js.map


},
29694(__unused_rspack_module, exports, __webpack_require__) {
"use strict";

/* ============================================================================
 * Portions Copyright (c) Meta Platforms, Inc. and affiliates.
 * Portions Copyright (c) Palo Alto Networks
 *
 * Swizzled from @docusaurus/theme-classic/src/theme/TabItem/index.tsx (MIT).
 * Re-points useTabs to our vendored tabsUtils so that <TabItem> reads the same
 * context our swizzled <Tabs> and OpenAPI tab variants (ApiTabs, MimeTabs,
 * SchemaTabs, etc.) provide. See:
 * https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/issues/1140
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */ var __importDefault = this && this.__importDefault || function(mod) {
    return mod && mod.__esModule ? mod : {
        default: mod
    };
};
Object.defineProperty(exports, "__esModule", ({
    value: true
}));
exports["default"] = TabItem;
const react_1 = __importDefault(__webpack_require__(96540));
const clsx_1 = __importDefault(__webpack_require__(71508));
const tabsUtils_1 = __webpack_require__(13042);
const styles_module_css_1 = __importDefault(__webpack_require__(63620));
function TabItemPanel({ children, className, hidden }) {
    return react_1.default.createElement("div", {
        role: "tabpanel",
        className: (0, clsx_1.default)(styles_module_css_1.default.tabItem, className),
        hidden
    }, children);
}
function TabItem({ children, className, value }) {
    const { selectedValue, lazy } = (0, tabsUtils_1.useTabs)();
    const isSelected = value === selectedValue;
    if (!isSelected && lazy) {
        return null;
    }
    return react_1.default.createElement(TabItemPanel, {
        className: className,
        hidden: !isSelected
    }, children);
}


},
27154(__unused_rspack_module, exports, __webpack_require__) {
"use strict";

/* ============================================================================
 * Portions Copyright (c) Meta Platforms, Inc. and affiliates.
 * Portions Copyright (c) Palo Alto Networks
 *
 * Swizzled from @docusaurus/theme-classic/src/theme/Tabs/index.tsx (MIT).
 * Re-points the internal hooks (useTabs, useTabsContextValue, etc.) to our
 * vendored tabsUtils so that the entire <Tabs>/<TabItem> pair runs through a
 * single React context owned by this package. See:
 * https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/issues/1140
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */ var __importDefault = this && this.__importDefault || function(mod) {
    return mod && mod.__esModule ? mod : {
        default: mod
    };
};
Object.defineProperty(exports, "__esModule", ({
    value: true
}));
exports["default"] = Tabs;
const react_1 = __importDefault(__webpack_require__(96540));
const theme_common_1 = __webpack_require__(11988);
const useIsBrowser_1 = __importDefault(__webpack_require__(17689));
const clsx_1 = __importDefault(__webpack_require__(71508));
const scrollUtils_1 = __webpack_require__(92181);
const tabsUtils_1 = __webpack_require__(13042);
const styles_module_css_1 = __importDefault(__webpack_require__(82584));
function TabList({ className }) {
    const { selectedValue, selectValue, tabValues, block } = (0, tabsUtils_1.useTabs)();
    const tabRefs = [];
    const { blockElementScrollPositionUntilNextRender } = (0, scrollUtils_1.useScrollPositionBlocker)();
    const handleTabChange = (event)=>{
        const newTab = event.currentTarget;
        const newTabIndex = tabRefs.indexOf(newTab);
        const newTabValue = tabValues[newTabIndex].value;
        if (newTabValue !== selectedValue) {
            blockElementScrollPositionUntilNextRender(newTab);
            selectValue(newTabValue);
        }
    };
    const handleKeydown = (event)=>{
        let focusElement = null;
        switch(event.key){
            case "Enter":
                {
                    handleTabChange(event);
                    break;
                }
            case "ArrowRight":
                {
                    const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
                    focusElement = tabRefs[nextTab] ?? tabRefs[0];
                    break;
                }
            case "ArrowLeft":
                {
                    const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
                    focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1];
                    break;
                }
            default:
                break;
        }
        focusElement?.focus();
    };
    return react_1.default.createElement("ul", {
        role: "tablist",
        "aria-orientation": "horizontal",
        className: (0, clsx_1.default)("tabs", {
            "tabs--block": block
        }, className)
    }, tabValues.map(({ value, label, attributes })=>react_1.default.createElement("li", {
            // TODO extract TabListItem
            role: "tab",
            tabIndex: selectedValue === value ? 0 : -1,
            "aria-selected": selectedValue === value,
            key: value,
            ref: (ref)=>{
                tabRefs.push(ref);
            },
            onKeyDown: handleKeydown,
            onClick: handleTabChange,
            ...attributes,
            className: (0, clsx_1.default)("tabs__item", styles_module_css_1.default.tabItem, attributes?.className, {
                "tabs__item--active": selectedValue === value
            })
        }, label ?? value)));
}
function TabContent({ children }) {
    return react_1.default.createElement("div", {
        className: "margin-top--md"
    }, children);
}
function TabsContainer({ className, children }) {
    return react_1.default.createElement("div", {
        className: (0, clsx_1.default)(theme_common_1.ThemeClassNames.tabs.container, // former name kept for backward compatibility
        // see https://github.com/facebook/docusaurus/pull/4086
        "tabs-container", styles_module_css_1.default.tabList)
    }, react_1.default.createElement(TabList, {
        className: className
    }), react_1.default.createElement(TabContent, null, children));
}
function Tabs(props) {
    const isBrowser = (0, useIsBrowser_1.default)();
    const value = (0, tabsUtils_1.useTabsContextValue)(props);
    return react_1.default.createElement(tabsUtils_1.TabsProvider, {
        value: value,
        // Remount tabs after hydration
        // Temporary fix for https://github.com/facebook/docusaurus/issues/5653
        key: String(isBrowser)
    }, react_1.default.createElement(TabsContainer, {
        className: props.className
    }, (0, tabsUtils_1.sanitizeTabsChildren)(props.children)));
}


},
92181(__unused_rspack_module, exports, __webpack_require__) {
"use strict";

/* ============================================================================
 * Portions Copyright (c) Meta Platforms, Inc. and affiliates.
 * Portions Copyright (c) Palo Alto Networks
 *
 * Vendored subset of @docusaurus/theme-common/src/utils/scrollUtils.tsx (MIT)
 * to remove the dependency on @docusaurus/theme-common/internal. Only the
 * ScrollControllerProvider + useScrollPositionBlocker surface is kept, since
 * that's all our tab renderers need. The ScrollControllerProvider must be
 * mounted in the React tree above any consumer of useScrollPositionBlocker
 * (see ApiItem/index.tsx).
 * See: https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/issues/1140
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */ var __createBinding = this && this.__createBinding || (Object.create ? function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = {
            enumerable: true,
            get: function() {
                return m[k];
            }
        };
    }
    Object.defineProperty(o, k2, desc);
} : function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
});
var __setModuleDefault = this && this.__setModuleDefault || (Object.create ? function(o, v) {
    Object.defineProperty(o, "default", {
        enumerable: true,
        value: v
    });
} : function(o, v) {
    o["default"] = v;
});
var __importStar = this && this.__importStar || function() {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function(o) {
            var ar = [];
            for(var k in o)if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
            for(var k = ownKeys(mod), i = 0; i < k.length; i++)if (k[i] !== "default") __createBinding(result, mod, k[i]);
        }
        __setModuleDefault(result, mod);
        return result;
    };
}();
var __importDefault = this && this.__importDefault || function(mod) {
    return mod && mod.__esModule ? mod : {
        default: mod
    };
};
Object.defineProperty(exports, "__esModule", ({
    value: true
}));
exports.ScrollControllerProvider = ScrollControllerProvider;
exports.useScrollPositionBlocker = useScrollPositionBlocker;
const react_1 = __importStar(__webpack_require__(96540));
const useIsomorphicLayoutEffect_1 = __importDefault(__webpack_require__(99989));
const theme_common_1 = __webpack_require__(11988);
function useScrollControllerContextValue() {
    const scrollEventsEnabledRef = (0, react_1.useRef)(true);
    return (0, react_1.useMemo)(()=>({
            scrollEventsEnabledRef,
            enableScrollEvents: ()=>{
                scrollEventsEnabledRef.current = true;
            },
            disableScrollEvents: ()=>{
                scrollEventsEnabledRef.current = false;
            }
        }), []);
}
const ScrollMonitorContext = react_1.default.createContext(undefined);
function ScrollControllerProvider({ children }) {
    const value = useScrollControllerContextValue();
    return react_1.default.createElement(ScrollMonitorContext.Provider, {
        value: value
    }, children);
}
function useScrollController() {
    const context = (0, react_1.useContext)(ScrollMonitorContext);
    if (context == null) {
        throw new theme_common_1.ReactContextError("ScrollControllerProvider");
    }
    return context;
}
function useScrollPositionSaver() {
    const lastElementRef = (0, react_1.useRef)({
        elem: null,
        top: 0
    });
    const save = (0, react_1.useCallback)((elem)=>{
        lastElementRef.current = {
            elem,
            top: elem.getBoundingClientRect().top
        };
    }, []);
    const restore = (0, react_1.useCallback)(()=>{
        const { current: { elem, top } } = lastElementRef;
        if (!elem) {
            return {
                restored: false
            };
        }
        const newTop = elem.getBoundingClientRect().top;
        const heightDiff = newTop - top;
        if (heightDiff) {
            window.scrollBy({
                left: 0,
                top: heightDiff
            });
        }
        lastElementRef.current = {
            elem: null,
            top: 0
        };
        return {
            restored: heightDiff !== 0
        };
    }, []);
    return (0, react_1.useMemo)(()=>({
            save,
            restore
        }), [
        restore,
        save
    ]);
}
function useScrollPositionBlocker() {
    const scrollController = useScrollController();
    const scrollPositionSaver = useScrollPositionSaver();
    const nextLayoutEffectCallbackRef = (0, react_1.useRef)(undefined);
    const blockElementScrollPositionUntilNextRender = (0, react_1.useCallback)((el)=>{
        scrollPositionSaver.save(el);
        scrollController.disableScrollEvents();
        nextLayoutEffectCallbackRef.current = ()=>{
            const { restored } = scrollPositionSaver.restore();
            nextLayoutEffectCallbackRef.current = undefined;
            if (restored) {
                const handleScrollRestoreEvent = ()=>{
                    scrollController.enableScrollEvents();
                    window.removeEventListener("scroll", handleScrollRestoreEvent);
                };
                window.addEventListener("scroll", handleScrollRestoreEvent);
            } else {
                scrollController.enableScrollEvents();
            }
        };
    }, [
        scrollController,
        scrollPositionSaver
    ]);
    (0, useIsomorphicLayoutEffect_1.default)(()=>{
        queueMicrotask(()=>nextLayoutEffectCallbackRef.current?.());
    });
    return {
        blockElementScrollPositionUntilNextRender
    };
}


},
13042(__unused_rspack_module, exports, __webpack_require__) {
"use strict";

/* ============================================================================
 * Portions Copyright (c) Meta Platforms, Inc. and affiliates.
 * Portions Copyright (c) Palo Alto Networks
 *
 * Vendored from @docusaurus/theme-common/src/utils/tabsUtils.tsx (MIT) to
 * remove the dependency on @docusaurus/theme-common/internal. The
 * useQueryStringValue dependency from theme-common's historyUtils is inlined
 * below to avoid pulling another internal module.
 * See: https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/issues/1140
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */ var __createBinding = this && this.__createBinding || (Object.create ? function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = {
            enumerable: true,
            get: function() {
                return m[k];
            }
        };
    }
    Object.defineProperty(o, k2, desc);
} : function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
});
var __setModuleDefault = this && this.__setModuleDefault || (Object.create ? function(o, v) {
    Object.defineProperty(o, "default", {
        enumerable: true,
        value: v
    });
} : function(o, v) {
    o["default"] = v;
});
var __importStar = this && this.__importStar || function() {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function(o) {
            var ar = [];
            for(var k in o)if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
            for(var k = ownKeys(mod), i = 0; i < k.length; i++)if (k[i] !== "default") __createBinding(result, mod, k[i]);
        }
        __setModuleDefault(result, mod);
        return result;
    };
}();
var __importDefault = this && this.__importDefault || function(mod) {
    return mod && mod.__esModule ? mod : {
        default: mod
    };
};
Object.defineProperty(exports, "__esModule", ({
    value: true
}));
exports.sanitizeTabsChildren = sanitizeTabsChildren;
exports.useTabsContextValue = useTabsContextValue;
exports.useTabs = useTabs;
exports.TabsProvider = TabsProvider;
const react_1 = __importStar(__webpack_require__(96540));
const router_1 = __webpack_require__(49751);
const theme_common_1 = __webpack_require__(11988);
const useIsomorphicLayoutEffect_1 = __importDefault(__webpack_require__(99989));
const scrollUtils_1 = __webpack_require__(92181);
function sanitizeTabsChildren(children) {
    return react_1.default.Children.toArray(children).filter((child)=>child !== "\n");
}
function extractChildrenTabValues(children) {
    function isTabItemWithValueProp(comp) {
        const { props } = comp;
        return !!props && typeof props === "object" && "value" in props;
    }
    const elements = react_1.default.Children.toArray(children).flatMap((child)=>{
        if (!child) {
            return [];
        }
        if ((0, react_1.isValidElement)(child) && isTabItemWithValueProp(child)) {
            return [
                child
            ];
        }
        const badChildTypeName = // @ts-expect-error: guarding against unexpected cases
        typeof child.type === "string" ? child.type : child.type.name;
        throw new Error(`Docusaurus error: Bad <Tabs> child <${badChildTypeName}>: all children of the <Tabs> component should be <TabItem>, and every <TabItem> should have a unique "value" prop.
If you do not want to pass on a "value" prop to the direct children of <Tabs>, you can also pass an explicit <Tabs values={...}> prop.`);
    });
    return elements.map(({ props: { value, label, attributes, default: isDefault } })=>({
            value,
            label,
            attributes,
            default: isDefault
        }));
}
function ensureNoDuplicateValue(values) {
    const dup = (0, theme_common_1.duplicates)(values, (a, b)=>a.value === b.value);
    if (dup.length > 0) {
        throw new Error(`Docusaurus error: Duplicate values "${dup.map((a)=>`'${a.value}'`).join(", ")}" found in <Tabs>. Every value needs to be unique.`);
    }
}
function useTabValues(props) {
    const { values: valuesProp, children } = props;
    return (0, react_1.useMemo)(()=>{
        const values = valuesProp ?? extractChildrenTabValues(children);
        ensureNoDuplicateValue(values);
        return values;
    }, [
        valuesProp,
        children
    ]);
}
function isValidValue({ value, tabValues }) {
    return tabValues.some((a)=>a.value === value);
}
function getInitialStateValue({ defaultValue, tabValues }) {
    if (tabValues.length === 0) {
        throw new Error("Docusaurus error: the <Tabs> component requires at least one <TabItem> children component");
    }
    if (defaultValue) {
        if (!isValidValue({
            value: defaultValue,
            tabValues
        })) {
            throw new Error(`Docusaurus error: The <Tabs> has a defaultValue "${defaultValue}" but none of its children has the corresponding value. Available values are: ${tabValues.map((a)=>a.value).join(", ")}. If you intend to show no default tab, use defaultValue={null} instead.`);
        }
        return defaultValue;
    }
    const defaultTabValue = tabValues.find((tabValue)=>tabValue.default) ?? tabValues[0];
    if (!defaultTabValue) {
        throw new Error("Unexpected error: 0 tabValues");
    }
    return defaultTabValue.value;
}
function getStorageKey(groupId) {
    if (!groupId) {
        return null;
    }
    return `docusaurus.tab.${groupId}`;
}
function getQueryStringKey({ queryString = false, groupId }) {
    if (typeof queryString === "string") {
        return queryString;
    }
    if (queryString === false) {
        return null;
    }
    if (queryString === true && !groupId) {
        throw new Error(`Docusaurus error: The <Tabs> component groupId prop is required if queryString=true, because this value is used as the search param name. You can also provide an explicit value such as queryString="my-search-param".`);
    }
    return groupId ?? null;
}
// Inlined from @docusaurus/theme-common/internal historyUtils.useQueryStringValue
function useQueryStringValue(key) {
    const history = (0, router_1.useHistory)();
    return (0, react_1.useSyncExternalStore)(history.listen, ()=>key === null ? null : new URLSearchParams(history.location.search).get(key), ()=>null);
}
function useTabQueryString({ queryString = false, groupId }) {
    const history = (0, router_1.useHistory)();
    const key = getQueryStringKey({
        queryString,
        groupId
    });
    const value = useQueryStringValue(key);
    const setValue = (0, react_1.useCallback)((newValue)=>{
        if (!key) {
            return;
        }
        const searchParams = new URLSearchParams(history.location.search);
        searchParams.set(key, newValue);
        history.replace({
            ...history.location,
            search: searchParams.toString()
        });
    }, [
        key,
        history
    ]);
    return [
        value,
        setValue
    ];
}
function useTabStorage({ groupId }) {
    const key = getStorageKey(groupId);
    const [value, storageSlot] = (0, theme_common_1.useStorageSlot)(key);
    const setValue = (0, react_1.useCallback)((newValue)=>{
        if (!key) {
            return;
        }
        storageSlot.set(newValue);
    }, [
        key,
        storageSlot
    ]);
    return [
        value,
        setValue
    ];
}
function useTabsContextValue(props) {
    const { defaultValue, queryString = false, groupId } = props;
    const tabValues = useTabValues(props);
    const [selectedValue, setSelectedValue] = (0, react_1.useState)(()=>getInitialStateValue({
            defaultValue,
            tabValues
        }));
    const [queryStringValue, setQueryString] = useTabQueryString({
        queryString,
        groupId
    });
    const [storageValue, setStorageValue] = useTabStorage({
        groupId
    });
    const valueToSync = (()=>{
        const value = queryStringValue ?? storageValue;
        if (!isValidValue({
            value,
            tabValues
        })) {
            return null;
        }
        return value;
    })();
    (0, useIsomorphicLayoutEffect_1.default)(()=>{
        if (valueToSync) {
            setSelectedValue(valueToSync);
        }
    }, [
        valueToSync
    ]);
    const selectValue = (0, react_1.useCallback)((newValue)=>{
        if (!isValidValue({
            value: newValue,
            tabValues
        })) {
            throw new Error(`Can't select invalid tab value=${newValue}`);
        }
        setSelectedValue(newValue);
        setQueryString(newValue);
        setStorageValue(newValue);
    }, [
        setQueryString,
        setStorageValue,
        tabValues
    ]);
    return {
        selectedValue,
        selectValue,
        tabValues,
        lazy: props.lazy ?? false,
        block: props.block ?? false
    };
}
const TabsContext = (0, react_1.createContext)(null);
function useTabs() {
    const contextValue = react_1.default.useContext(TabsContext);
    if (!contextValue) {
        throw new Error("useTabsContext() must be used within a Tabs component");
    }
    return contextValue;
}
function TabsProvider(props) {
    // ScrollControllerProvider is mounted here so every tab consumer
    // (our six OpenAPI tab variants + the swizzled @theme/Tabs) gets a working
    // useScrollPositionBlocker without callers needing a separate provider.
    return react_1.default.createElement(scrollUtils_1.ScrollControllerProvider, null, react_1.default.createElement(TabsContext.Provider, {
        value: props.value
    }, props.children));
}


},
17689(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  "default": () => (useIsBrowser)
});
// `useIsBrowser` for the tab components of ./index.ts, which use it only as the key that remounts them
// after hydration: the same answer on the server and in the browser keeps the hydrated tabs.
function useIsBrowser() {
    return false;
}


},
35164(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  "default": () => (TabItemWithLabel)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _theme_original_TabItem__rspack_import_2 = __webpack_require__(29694);
/* import */ var _theme_original_TabItem__rspack_import_2_default = /*#__PURE__*/__webpack_require__.n(_theme_original_TabItem__rspack_import_2);

// Wraps the theme's tab panel with its tab's label, for readers without scripts: the label stays out of
// sight (and out of the accessibility tree) unless static/noscript.css applies, which shows every panel
// under its label. Wraps the API theme's tabs (status codes, content types, schema and example) as well.


function TabItemWithLabel(props) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)(react_jsx_runtime__rspack_import_0.Fragment, {
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                className: "tab-panel-label",
                children: props.label ?? props.value
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)((_theme_original_TabItem__rspack_import_2_default()), {
                ...props
            })
        ]
    });
}


},
28453(__unused_rspack___webpack_module__, __webpack_exports__, __webpack_require__) {
"use strict";
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
59795(module) {
"use strict";
module.exports = JSON.parse('{"id":"installation/upgrading","title":"Upgrading CEEMS","description":"Upgrade a CEEMS installation from any release since 0.5.0, with the breaking changes of each release, what the packages do with your configuration files and a checklist per component.","source":"@site/docs/installation/upgrading.md","sourceDirName":"installation","slug":"/installation/upgrading","permalink":"/ceems/docs/installation/upgrading","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/installation/upgrading.md","tags":[],"version":"current","lastUpdatedAt":1795472305000,"sidebarPosition":7,"frontMatter":{"title":"Upgrading CEEMS","description":"Upgrade a CEEMS installation from any release since 0.5.0, with the breaking changes of each release, what the packages do with your configuration files and a checklist per component.","sidebar_position":7},"sidebar":"ceemsSidebar","previous":{"title":"Ansible","permalink":"/ceems/docs/installation/ansible"},"next":{"title":"Configuration","permalink":"/ceems/docs/category/configuration"}}')

},

};
;