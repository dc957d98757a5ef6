exports.ids = ["8763"];
exports.modules = {
23354(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_configuration_prometheus_md_5b6_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_configuration_prometheus_md_5b6_json__rspack_import_0 = __webpack_require__(92195);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_3 = __webpack_require__(28453);
/* import */ var _site_src_components_ReferenceFilter__rspack_import_2 = __webpack_require__(31746);


const frontMatter = {
	title: 'Prometheus configuration',
	description: 'Scrape the CEEMS exporter and GPU exporters, relabel GPU metrics, generate the recording rules that estimate power and emissions per compute unit with ceems_tool, and size retention.',
	sidebar_position: 6
};
const contentTitle = undefined;

const assets = {

};




const toc = [{
  "value": "Global settings",
  "id": "global",
  "level": 2
}, {
  "value": "Scrape the exporters",
  "id": "scrape-configs",
  "level": 2
}, {
  "value": "Labels the stack relies on",
  "id": "labels",
  "level": 3
}, {
  "value": "Relabel GPU exporter metrics",
  "id": "relabel",
  "level": 3
}, {
  "value": "Generate the recording rules",
  "id": "recording-rules",
  "level": 2
}, {
  "value": "How the tool chooses",
  "id": "rules-templates",
  "level": 3
}, {
  "value": "Emission factors in the rules",
  "id": "rules-emissions",
  "level": 3
}, {
  "value": "ceems_tool flags",
  "id": "ceems-tool-flags",
  "level": 3
}, {
  "value": "Retention and cardinality",
  "id": "retention",
  "level": 2
}, {
  "value": "Complete example",
  "id": "example",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    code: "code",
    h2: "h2",
    h3: "h3",
    li: "li",
    ol: "ol",
    p: "p",
    pre: "pre",
    table: "table",
    tbody: "tbody",
    td: "td",
    th: "th",
    thead: "thead",
    tr: "tr",
    ul: "ul",
    ...(0,_mdx_js_react__rspack_import_3/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["This page is for operators who run the Prometheus server that stores CEEMS metrics. It shows how to\nscrape the CEEMS exporter and the GPU vendors' exporters, which labels the rest of the stack relies on,\nhow to generate the recording rules that turn node power into power and emissions per compute unit with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), ", and how to choose retention. The example continues the Slurm cluster ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm-gpu"
      }), " with\nNVIDIA GPUs of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/ceems-exporter",
        children: "exporter page"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The CEEMS exporter is the only CEEMS component with Prometheus metrics. The API server and the load\nbalancer expose none in 0.10.2; the API server answers ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "GET /health"
      }), ", which\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool check api-healthy"
      }), " calls (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/cli/ceems-tool",
        children: "ceems_tool"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "global",
      children: "Global settings"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">global</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">scrape_interval</span><span class=\"token punctuation\">:</span> 30s\n  <span class=\"token key atrule\">evaluation_interval</span><span class=\"token punctuation\">:</span> 30s",
        children: "global:\n  scrape_interval: 30s\n  evaluation_interval: 30s\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Both values matter to CEEMS, not only to Prometheus:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/configuration/ceems-api-server#tsdb-updater",
          children: "TSDB updater"
        }), " turns power into energy by\nsumming one power sample per global ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "scrape_interval"
        }), ", and uses 4 × ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "scrape_interval"
        }), " as rate\ninterval. Scrape the CEEMS jobs at the global interval; do not override ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "scrape_interval"
        }), " in their\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "scrape_configs"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_tool"
        }), " evaluates the per-unit recording rules at the global ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "evaluation_interval"
        }), " unless you\npass ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--eval-interval"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Keep that rule interval no longer than the global ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "scrape_interval"
        }), ". The TSDB updater queries the\nrecorded series with a step and a look-back window of one global ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "scrape_interval"
        }), ", so with rules\nevaluated less often some steps find no sample, and energy and emissions come out too low."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Start Prometheus with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--web.enable-admin-api"
      }), " if the TSDB updater is to delete series\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "delete_ignored"
      }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "labels_to_drop"
      }), "): deletion goes through the admin API."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "scrape-configs",
      children: "Scrape the exporters"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Scrape the CEEMS exporter on every node, and the NVIDIA DCGM exporter (or an AMD exporter) on GPU\nnodes, as two jobs:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">scrape_configs</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">job_name</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span>gpu<span class=\"token punctuation\">-</span>ceems\n    <span class=\"token key atrule\">scheme</span><span class=\"token punctuation\">:</span> https\n    <span class=\"token key atrule\">tls_config</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">ca_file</span><span class=\"token punctuation\">:</span> /etc/prometheus/ceems<span class=\"token punctuation\">-</span>ca.pem\n    <span class=\"token key atrule\">basic_auth</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> prometheus\n      <span class=\"token key atrule\">password_file</span><span class=\"token punctuation\">:</span> /etc/prometheus/ceems<span class=\"token punctuation\">-</span>exporter<span class=\"token punctuation\">-</span>password\n    <span class=\"token key atrule\">file_sd_configs</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">files</span><span class=\"token punctuation\">:</span>\n          <span class=\"token punctuation\">-</span> /etc/prometheus/targets/slurm<span class=\"token punctuation\">-</span>gpu<span class=\"token punctuation\">-</span>ceems.yml\n\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">job_name</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span>gpu<span class=\"token punctuation\">-</span>dcgm\n    <span class=\"token key atrule\">file_sd_configs</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">files</span><span class=\"token punctuation\">:</span>\n          <span class=\"token punctuation\">-</span> /etc/prometheus/targets/slurm<span class=\"token punctuation\">-</span>gpu<span class=\"token punctuation\">-</span>dcgm.yml\n    <span class=\"token key atrule\">metric_relabel_configs</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">source_labels</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span>modelName<span class=\"token punctuation\">,</span> UUID<span class=\"token punctuation\">]</span>\n        <span class=\"token key atrule\">regex</span><span class=\"token punctuation\">:</span> NVIDIA(.<span class=\"token important\">*);(.*)</span>\n        <span class=\"token key atrule\">target_label</span><span class=\"token punctuation\">:</span> gpuuuid\n        <span class=\"token key atrule\">replacement</span><span class=\"token punctuation\">:</span> $2\n        <span class=\"token key atrule\">action</span><span class=\"token punctuation\">:</span> replace\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">source_labels</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span>modelName<span class=\"token punctuation\">,</span> GPU_I_ID<span class=\"token punctuation\">]</span>\n        <span class=\"token key atrule\">regex</span><span class=\"token punctuation\">:</span> NVIDIA(.<span class=\"token important\">*);(.*)</span>\n        <span class=\"token key atrule\">target_label</span><span class=\"token punctuation\">:</span> gpuiid\n        <span class=\"token key atrule\">replacement</span><span class=\"token punctuation\">:</span> $2\n        <span class=\"token key atrule\">action</span><span class=\"token punctuation\">:</span> replace\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">regex</span><span class=\"token punctuation\">:</span> UUID\n        <span class=\"token key atrule\">action</span><span class=\"token punctuation\">:</span> labeldrop\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">regex</span><span class=\"token punctuation\">:</span> GPU_I_ID\n        <span class=\"token key atrule\">action</span><span class=\"token punctuation\">:</span> labeldrop",
        children: "scrape_configs:\n  - job_name: slurm-gpu-ceems\n    scheme: https\n    tls_config:\n      ca_file: /etc/prometheus/ceems-ca.pem\n    basic_auth:\n      username: prometheus\n      password_file: /etc/prometheus/ceems-exporter-password\n    file_sd_configs:\n      - files:\n          - /etc/prometheus/targets/slurm-gpu-ceems.yml\n\n  - job_name: slurm-gpu-dcgm\n    file_sd_configs:\n      - files:\n          - /etc/prometheus/targets/slurm-gpu-dcgm.yml\n    metric_relabel_configs:\n      - source_labels: [modelName, UUID]\n        regex: NVIDIA(.*);(.*)\n        target_label: gpuuuid\n        replacement: $2\n        action: replace\n      - source_labels: [modelName, GPU_I_ID]\n        regex: NVIDIA(.*);(.*)\n        target_label: gpuiid\n        replacement: $2\n        action: replace\n      - regex: UUID\n        action: labeldrop\n      - regex: GPU_I_ID\n        action: labeldrop\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The target files list ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<host>:<port>"
      }), " pairs, the same host names in both jobs:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token punctuation\">-</span> <span class=\"token key atrule\">targets</span><span class=\"token punctuation\">:</span>\n    <span class=\"token punctuation\">-</span> gpu<span class=\"token punctuation\">-</span>node<span class=\"token punctuation\">-</span>01.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9010</span>\n    <span class=\"token punctuation\">-</span> gpu<span class=\"token punctuation\">-</span>node<span class=\"token punctuation\">-</span>02.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9010</span>\n  <span class=\"token key atrule\">labels</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">rack</span><span class=\"token punctuation\">:</span> r12",
        children: "- targets:\n    - gpu-node-01.example.org:9010\n    - gpu-node-02.example.org:9010\n  labels:\n    rack: r12\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token punctuation\">-</span> <span class=\"token key atrule\">targets</span><span class=\"token punctuation\">:</span>\n    <span class=\"token punctuation\">-</span> gpu<span class=\"token punctuation\">-</span>node<span class=\"token punctuation\">-</span>01.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9400</span>\n    <span class=\"token punctuation\">-</span> gpu<span class=\"token punctuation\">-</span>node<span class=\"token punctuation\">-</span>02.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9400</span>",
        children: "- targets:\n    - gpu-node-01.example.org:9400\n    - gpu-node-02.example.org:9400\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "labels",
      children: "Labels the stack relies on"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Relabel freely, but keep these labels as they are:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Label"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Set by"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Used by"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "job"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Prometheus"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Recording rules are generated per job and select series with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "job=\"<job>\""
            }), ". Rename a job and you must regenerate its rules."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "instance"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Prometheus"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Rules join the node series of one job ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "on (instance)"
            }), ". ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool"
            }), " pairs a GPU job with a CEEMS job when their ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "instance"
            }), " host names match (port ignored), and expects ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "instance"
            }), " in the form ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "<host>:<port>"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CEEMS exporter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The compute unit. The TSDB updater, the load balancer's access control and the dashboards all select on it."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cgrouphostname"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CEEMS exporter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Node and resource manager of a unit's series."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "index"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hindex"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpuuuid"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpuiid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["CEEMS exporter (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_gpu_index_flag"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Joining GPU metrics with compute units."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpuuuid"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpuiid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "metric relabelling of the DCGM exporter job"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["NVIDIA rules join DCGM series with units ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "on (gpuuuid,gpuiid)"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "index"
            }), " (and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpuiid"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "metric relabelling of the AMD exporter job"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["AMD rules join on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "index"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "provider"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "country_code"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["CEEMS exporter (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_emissions_gCo2_kWh"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Emission rules select a provider and a country."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "service_name"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CEEMS exporter, on profiles"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The unit's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            }), " in Pyroscope."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "relabel",
      children: "Relabel GPU exporter metrics"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["GPU exporters name GPUs their own way: the DCGM exporter has ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "UUID"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "GPU_I_ID"
      }), ", the AMD SMI exporter\nputs the GPU index in a label named after each metric, the AMD device metrics exporter has ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gpu_id"
      }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gpu_partition_id"
      }), ". The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "metric_relabel_configs"
      }), " above copy the DCGM labels to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gpuuuid"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gpuiid"
      }), ",\nthe names the CEEMS exporter uses, for series whose ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "modelName"
      }), " starts with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "NVIDIA"
      }), ", and drop the\noriginals. For AMD, the target labels are ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "index"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gpuiid"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Rather than writing these by hand, let ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " print them for the GPU jobs that Prometheus already\nscrapes (it looks at the series of the last 3 hours by default):"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "ceems_tool tsdb create-relabel-configs <span class=\"token parameter variable\">--url</span><span class=\"token operator\">=</span>http://localhost:9090",
        children: "ceems_tool tsdb create-relabel-configs --url=http://localhost:9090\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["It prints a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "scrape_configs"
      }), " list with one ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "metric_relabel_configs"
      }), " block per GPU job; merge each block\ninto the job of the same name and reload Prometheus."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "recording-rules",
      children: "Generate the recording rules"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Power is measured per node, not per compute unit. Recording rules split it: a unit's CPU power is the\nnode's CPU power in proportion to the unit's share of CPU time, its memory power in proportion to its\nshare of used memory, and its GPU power comes from the GPUs it holds. Further rules multiply power by\nthe emission factor. The main series they produce, per ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_site_src_components_ReferenceFilter__rspack_import_2/* ["default"] */.A, {}), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Series"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Meaning"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Unit"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-uuid-ceems_cpu_usage-ratio_irate",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid:ceems_cpu_usage:ratio_irate"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CPU usage of the unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "%"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-uuid-ceems_cpu_memory_usage-ratio",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid:ceems_cpu_memory_usage:ratio"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Memory usage of the unit relative to its limit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "%"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-uuid-ceems_host_power_watts-pue",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid:ceems_host_power_watts:pue"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Host power attributed to the unit, times PUE"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-uuid-ceems_host_emissions_g_s-pue",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid:ceems_host_emissions_g_s:pue"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Emissions rate of that power, one series per ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "provider"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gCO2e/s"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-uuid-ceems_gpu_usage-ratio",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid:ceems_gpu_usage:ratio"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "GPU usage"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["%, or a 0–1 ratio when the DCGM exporter has ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DCGM_FI_PROF_GR_ENGINE_ACTIVE"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-uuid-ceems_gpu_memory_usage-ratio",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid:ceems_gpu_memory_usage:ratio"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "GPU memory usage"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "%"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-uuid-ceems_gpu_power_watts-pue",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid:ceems_gpu_power_watts:pue"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "GPU power attributed to the unit, times PUE"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-uuid-ceems_gpu_emissions_g_s-pue",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid:ceems_gpu_emissions_g_s:pue"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Emissions rate of the GPU power"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gCO2e/s"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Per-job aggregates (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "job:ceems_host_power_watts:pue"
      }), " and others) feed the admin dashboards; the full\nlist is in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/components/metrics#recording-rules",
        children: "Metrics"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The rules depend on which power source and GPU exporter each job has, so ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " writes them from\nwhat your Prometheus holds:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Let Prometheus scrape the exporters for a while; by default the tool looks at the last 3 hours\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "--start"
          }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "--end"
          }), " change the window)."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Generate the rules. Pass your data centre's PUE (power usage effectiveness) and the country whose\nemission factor to use:"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "ceems_tool tsdb create-recording-rules <span class=\"token parameter variable\">--url</span><span class=\"token operator\">=</span>http://localhost:9090 <span class=\"token parameter variable\">--pue</span><span class=\"token operator\">=</span><span class=\"token number\">1.3</span> --country-code<span class=\"token operator\">=</span>FR --output-dir<span class=\"token operator\">=</span>/etc/prometheus/rules",
            children: "ceems_tool tsdb create-recording-rules --url=http://localhost:9090 --pue=1.3 --country-code=FR --output-dir=/etc/prometheus/rules\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["The tool writes ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "<job>.rules"
          }), " for each CEEMS exporter job and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "<gpu-job>-gpu.rules"
          }), " for each GPU\nexporter job paired with it, here ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "slurm-gpu-ceems.rules"
          }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "slurm-gpu-dcgm-gpu.rules"
          }), "."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Load them and reload Prometheus:"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-yaml",
            highlighted: "<span class=\"token key atrule\">rule_files</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> /etc/prometheus/rules/<span class=\"token important\">*.rules</span>",
            children: "rule_files:\n  - /etc/prometheus/rules/*.rules\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "promtool check rules /etc/prometheus/rules/*.rules\n<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-X</span> POST http://localhost:9090/-/reload",
            children: "promtool check rules /etc/prometheus/rules/*.rules\ncurl -X POST http://localhost:9090/-/reload\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["The reload endpoint needs Prometheus started with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "--web.enable-lifecycle"
          }), "; otherwise send it\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "SIGHUP"
          }), "."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "After one evaluation interval, check that a running job has a power series:"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> http://localhost:9090/api/v1/query --data-urlencode <span class=\"token string\">'query=count(uuid:ceems_host_power_watts:pue)'</span>",
            children: "curl -s http://localhost:9090/api/v1/query --data-urlencode 'query=count(uuid:ceems_host_power_watts:pue)'\n"
          })
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Generate the queries of the TSDB updater from the new series, as shown in\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
            href: "/ceems/docs/configuration/ceems-api-server#tsdb-queries",
            children: "TSDB updater queries"
          }), "."]
        }), "\n"]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "rules-templates",
      children: "How the tool chooses"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "For each job that exports compute unit metrics, the tool picks one node power source, in this order,\nand the matching rules template:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Power series found in the job"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Template"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_cray_pm_counters_power_watts"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cpu-cray.rules"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_redfish_current_watts"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cpu-ipmi-redfish.rules"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ipmi_dcmi_current_watts"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cpu-ipmi-redfish.rules"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rapl_package_joules_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cpu-rapl.rules"
            })
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The CPU rules also need the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cpu"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "meminfo"
      }), " collectors of the same job (on by default). With Redfish,\nwhen the BMC reports several chassis, the tool asks which one carries the node's power."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Then, if the job exports ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_compute_unit_gpu_index_flag"
      }), ", the tool looks for a GPU job on the same\nhosts:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "GPU series found"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Exporter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Template"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DCGM_FI_DEV_POWER_USAGE_INSTANT"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "NVIDIA DCGM exporter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpu-nvidia.rules"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "amd_gpu_power"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "AMD SMI exporter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpu-amd-smi.rules"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpu_power_usage"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "AMD device metrics exporter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpu-amd-device-metrics.rules"
            })
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["For NVIDIA, the DCGM exporter must export ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "DCGM_FI_DEV_POWER_USAGE_INSTANT"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "DCGM_FI_DEV_FB_USED"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "DCGM_FI_DEV_FB_FREE"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "DCGM_FI_DEV_GPU_UTIL"
      }), ". When it also exports the profiling fields\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "DCGM_FI_PROF_GR_ENGINE_ACTIVE"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "DCGM_FI_PROF_SM_ACTIVE"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "DCGM_FI_PROF_SM_OCCUPANCY"
      }), ", the rules\nuse them for GPU usage and to split the power of a MIG-partitioned GPU between its instances. In\n0.10.2, export ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "DCGM_FI_PROF_SM_ACTIVE"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "DCGM_FI_PROF_SM_OCCUPANCY"
      }), " in any case: without\nboth, the generated ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<gpu-job>-gpu.rules"
      }), " is not valid YAML and Prometheus does not load it (see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#nvidia-rules-need-sm-fields",
        children: "known issues"
      }), "). The GPU power rule also\nfails while one physical GPU serves several units or MIG instances at once (see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#gpu-power-rules-mig-shared",
        children: "known issues"
      }), "). With\nIPMI DCMI or Redfish power, the tool also checks whether the node power reported by the BMC already\nincludes GPU power, and if so writes host rules that subtract it."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "rules-emissions",
      children: "Emission factors in the rules"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Situation"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Emission rules"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The emissions collector exports ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_emissions_gCo2_kWh"
            }), " for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--country-code"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["One rule per provider found, using the live factor, with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "provider"
            }), " set to the provider's ID (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "owid"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rte"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "emaps"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "wt"
            }), ")."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--emission-factor=<gCO2e/kWh>"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["A fixed factor, with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "provider=\"custom\""
            }), ". Cannot be combined with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--country-code"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Neither"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The OWID factor of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--country-code"
            }), " built into ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool"
            }), ", fixed, with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "provider=\"owid\""
            }), ". Without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--country-code"
            }), " either, no emission rules are written."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Regenerate the rules when you add a power source, a GPU exporter or an emissions provider, or when you\nrename a job."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "ceems-tool-flags",
      children: "ceems_tool flags"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool tsdb create-recording-rules"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Flag"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Effect"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--url"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "http://localhost:9090"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Prometheus URL."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-http.config.file",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--http.config.file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Prometheus HTTP client file (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "basic_auth"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_config"
            }), "…) to reach Prometheus."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-start",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--start"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--end"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "3 hours ago, now"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Window in which series are looked up; RFC 3339 or Unix time."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-pue",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--pue"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "1"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Power usage effectiveness applied to all power."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-emission-factor",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--emission-factor"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Fixed emission factor in gCO2e/kWh."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-country-code",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--country-code"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "ISO 3166-1 alpha-2 country code for emission factors."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-eval-interval",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--eval-interval"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["global ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "evaluation_interval"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Interval of the per-unit rule groups."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-output-dir",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--output-dir"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rules"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Directory for the rule files."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool tsdb create-relabel-configs"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool tsdb create-ceems-tsdb-updater-queries"
      }), " take\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--url"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--http.config.file"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--start"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--end"
      }), ". The complete reference is in\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/cli/ceems-tool",
        children: "ceems_tool"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "retention",
      children: "Retention and cardinality"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Two retentions apply, and they are independent:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Prometheus keeps the time series that the dashboards of a single job, VM or pod draw\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--storage.tsdb.retention.time"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--storage.tsdb.retention.size"
        }), "). Size it for how far back users\nshould see time series, for example 30 days."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The API server keeps one aggregated row per unit for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "data.retention_period"
        }), ", typically a year or\nmore, which ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cacct"
        }), " and the summary dashboards use."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Per-unit series multiply with the number of units: every job brings a set of series for each node it\nruns on, plus the recording rules' series. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/deployments/sizing",
        children: "Sizing and scaling"
      }), " counts these\nseries per node and per unit and turns them into samples per second and disk. To keep Prometheus small:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["enable the per-unit options you need only (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.slurm.psi-metrics"
        }), ", perf and eBPF\nsub-collectors), and limit eBPF IO metrics to the file systems you care about;"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["have the TSDB updater drop the series of very short units with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cutoff_duration"
        }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "delete_ignored: true"
        }), " (needs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--web.enable-admin-api"
        }), ")."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "example",
      children: "Complete example"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">global</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">scrape_interval</span><span class=\"token punctuation\">:</span> 30s\n  <span class=\"token key atrule\">evaluation_interval</span><span class=\"token punctuation\">:</span> 30s\n\n<span class=\"token key atrule\">rule_files</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> /etc/prometheus/rules/<span class=\"token important\">*.rules</span>\n\n<span class=\"token key atrule\">scrape_configs</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">job_name</span><span class=\"token punctuation\">:</span> prometheus\n    <span class=\"token key atrule\">static_configs</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">targets</span><span class=\"token punctuation\">:</span>\n          <span class=\"token punctuation\">-</span> localhost<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">job_name</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span>gpu<span class=\"token punctuation\">-</span>ceems\n    <span class=\"token key atrule\">basic_auth</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> prometheus\n      <span class=\"token key atrule\">password_file</span><span class=\"token punctuation\">:</span> /etc/prometheus/ceems<span class=\"token punctuation\">-</span>exporter<span class=\"token punctuation\">-</span>password\n    <span class=\"token key atrule\">file_sd_configs</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">files</span><span class=\"token punctuation\">:</span>\n          <span class=\"token punctuation\">-</span> /etc/prometheus/targets/slurm<span class=\"token punctuation\">-</span>gpu<span class=\"token punctuation\">-</span>ceems.yml\n\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">job_name</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span>gpu<span class=\"token punctuation\">-</span>dcgm\n    <span class=\"token key atrule\">file_sd_configs</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">files</span><span class=\"token punctuation\">:</span>\n          <span class=\"token punctuation\">-</span> /etc/prometheus/targets/slurm<span class=\"token punctuation\">-</span>gpu<span class=\"token punctuation\">-</span>dcgm.yml\n    <span class=\"token key atrule\">metric_relabel_configs</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">source_labels</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span>modelName<span class=\"token punctuation\">,</span> UUID<span class=\"token punctuation\">]</span>\n        <span class=\"token key atrule\">regex</span><span class=\"token punctuation\">:</span> NVIDIA(.<span class=\"token important\">*);(.*)</span>\n        <span class=\"token key atrule\">target_label</span><span class=\"token punctuation\">:</span> gpuuuid\n        <span class=\"token key atrule\">replacement</span><span class=\"token punctuation\">:</span> $2\n        <span class=\"token key atrule\">action</span><span class=\"token punctuation\">:</span> replace\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">source_labels</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span>modelName<span class=\"token punctuation\">,</span> GPU_I_ID<span class=\"token punctuation\">]</span>\n        <span class=\"token key atrule\">regex</span><span class=\"token punctuation\">:</span> NVIDIA(.<span class=\"token important\">*);(.*)</span>\n        <span class=\"token key atrule\">target_label</span><span class=\"token punctuation\">:</span> gpuiid\n        <span class=\"token key atrule\">replacement</span><span class=\"token punctuation\">:</span> $2\n        <span class=\"token key atrule\">action</span><span class=\"token punctuation\">:</span> replace\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">regex</span><span class=\"token punctuation\">:</span> UUID\n        <span class=\"token key atrule\">action</span><span class=\"token punctuation\">:</span> labeldrop\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">regex</span><span class=\"token punctuation\">:</span> GPU_I_ID\n        <span class=\"token key atrule\">action</span><span class=\"token punctuation\">:</span> labeldrop\n\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">job_name</span><span class=\"token punctuation\">:</span> ceems<span class=\"token punctuation\">-</span>emissions\n    <span class=\"token key atrule\">basic_auth</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> prometheus\n      <span class=\"token key atrule\">password_file</span><span class=\"token punctuation\">:</span> /etc/prometheus/ceems<span class=\"token punctuation\">-</span>exporter<span class=\"token punctuation\">-</span>password\n    <span class=\"token key atrule\">static_configs</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">targets</span><span class=\"token punctuation\">:</span>\n          <span class=\"token punctuation\">-</span> ceems<span class=\"token punctuation\">-</span>api.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9010</span>",
        children: "global:\n  scrape_interval: 30s\n  evaluation_interval: 30s\n\nrule_files:\n  - /etc/prometheus/rules/*.rules\n\nscrape_configs:\n  - job_name: prometheus\n    static_configs:\n      - targets:\n          - localhost:9090\n\n  - job_name: slurm-gpu-ceems\n    basic_auth:\n      username: prometheus\n      password_file: /etc/prometheus/ceems-exporter-password\n    file_sd_configs:\n      - files:\n          - /etc/prometheus/targets/slurm-gpu-ceems.yml\n\n  - job_name: slurm-gpu-dcgm\n    file_sd_configs:\n      - files:\n          - /etc/prometheus/targets/slurm-gpu-dcgm.yml\n    metric_relabel_configs:\n      - source_labels: [modelName, UUID]\n        regex: NVIDIA(.*);(.*)\n        target_label: gpuuuid\n        replacement: $2\n        action: replace\n      - source_labels: [modelName, GPU_I_ID]\n        regex: NVIDIA(.*);(.*)\n        target_label: gpuiid\n        replacement: $2\n        action: replace\n      - regex: UUID\n        action: labeldrop\n      - regex: GPU_I_ID\n        action: labeldrop\n\n  - job_name: ceems-emissions\n    basic_auth:\n      username: prometheus\n      password_file: /etc/prometheus/ceems-exporter-password\n    static_configs:\n      - targets:\n          - ceems-api.example.org:9010\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The last job scrapes the one exporter that runs the emissions collector, on the API server host, started\nwith ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.disable-defaults --collector.emissions --collector.emissions.provider=owid"
      }), " so that it\nexports nothing else. Start\nPrometheus with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--storage.tsdb.retention.time=30d --web.enable-admin-api --web.enable-lifecycle"
      }), ", then\ngenerate the rules as shown above. Next, connect Grafana: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/grafana",
        children: "Grafana configuration"
      }), "."]
    })]
  });
}
function MDXContent(props = {}) {
  const {wrapper: MDXLayout} = {
    ...(0,_mdx_js_react__rspack_import_3/* .useMDXComponents */.R)(),
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
44882(module) {
// Exports
module.exports = {
	"filter": `filter_NRbM`,
	"label": `label_YHyx`,
	"input": `input_bAuK`,
	"count": `count_tQmp`
};


},
31746(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (ReferenceFilter)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _styles_module_css__rspack_import_2 = __webpack_require__(44882);
/* import */ var _styles_module_css__rspack_import_2_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_2);

/**
 * Filter box of the reference pages: narrows the rows of every flag, metric and key table of the page
 * to those containing all the words typed. The tables stay whole in the HTML (browser find, readers
 * without JavaScript); the box shows only once the page is interactive.
 */ 

const ROW_SELECTOR = 'tr.reference-row';
/** Rows of the page's reference tables and the tables that hold them. */ function referenceRows() {
    return Array.from(document.querySelectorAll(ROW_SELECTOR));
}
/** Shows the rows whose text holds every word of the query; hides a table left with none. Returns the count. */ function applyFilter(rows, query) {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    let shown = 0;
    const tablesWithRows = new Set();
    for (const row of rows){
        const text = row.textContent?.toLowerCase() ?? '';
        const match = words.every((word)=>text.includes(word));
        row.hidden = !match;
        if (match) {
            shown++;
            const table = row.closest('table');
            if (table) tablesWithRows.add(table);
        }
    }
    for (const table of new Set(rows.map((row)=>row.closest('table')))){
        if (table) table.hidden = words.length > 0 && !tablesWithRows.has(table);
    }
    return shown;
}
function ReferenceFilter() {
    const [query, setQuery] = (0,react__rspack_import_1.useState)('');
    const [counts, setCounts] = (0,react__rspack_import_1.useState)();
    const rowsRef = (0,react__rspack_import_1.useRef)([]);
    const inputId = (0,react__rspack_import_1.useId)();
    const filter = (0,react__rspack_import_1.useCallback)((value)=>{
        setQuery(value);
        setCounts({
            shown: applyFilter(rowsRef.current, value),
            total: rowsRef.current.length
        });
    }, []);
    (0,react__rspack_import_1.useEffect)(()=>{
        rowsRef.current = referenceRows();
        setCounts({
            shown: rowsRef.current.length,
            total: rowsRef.current.length
        });
        // A link to a row the filter hides clears the filter, so the row is there to scroll to: on a click
        // (before the browser scrolls, even to the hash it already has) and on any other change of the hash.
        const revealRow = (hash)=>{
            const target = document.getElementById(decodeURIComponent(hash.slice(1)));
            if (!target?.matches(ROW_SELECTOR) || !target.hidden) return;
            filter('');
            target.scrollIntoView();
        };
        const onHashChange = ()=>revealRow(window.location.hash);
        const onClick = (event)=>{
            const link = event.target?.closest?.('a[href*="#"]');
            if (link instanceof HTMLAnchorElement && link.pathname === window.location.pathname) revealRow(link.hash);
        };
        window.addEventListener('hashchange', onHashChange);
        document.addEventListener('click', onClick, true);
        return ()=>{
            window.removeEventListener('hashchange', onHashChange);
            document.removeEventListener('click', onClick, true);
            applyFilter(rowsRef.current, '');
        };
    }, [
        filter
    ]);
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
        className: (_styles_module_css__rspack_import_2_default().filter),
        "data-ready": counts ? '' : undefined,
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("label", {
                htmlFor: inputId,
                className: (_styles_module_css__rspack_import_2_default().label),
                children: "Filter this page"
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("input", {
                id: inputId,
                className: (_styles_module_css__rspack_import_2_default().input),
                type: "search",
                value: query,
                placeholder: "gpu, uuid, backup…",
                autoComplete: "off",
                spellCheck: false,
                maxLength: 64,
                onChange: (event)=>filter(event.target.value),
                onKeyDown: (event)=>{
                    if (event.key === 'Escape') filter('');
                }
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("output", {
                className: (_styles_module_css__rspack_import_2_default().count),
                "aria-live": "polite",
                children: counts && (query ? `${counts.shown} of ${counts.total} rows` : `${counts.total} rows`)
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
92195(module) {
"use strict";
module.exports = JSON.parse('{"id":"configuration/prometheus","title":"Prometheus configuration","description":"Scrape the CEEMS exporter and GPU exporters, relabel GPU metrics, generate the recording rules that estimate power and emissions per compute unit with ceems_tool, and size retention.","source":"@site/docs/configuration/prometheus.md","sourceDirName":"configuration","slug":"/configuration/prometheus","permalink":"/ceems/docs/configuration/prometheus","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/configuration/prometheus.md","tags":[],"version":"current","lastUpdatedAt":1795475658000,"sidebarPosition":6,"frontMatter":{"title":"Prometheus configuration","description":"Scrape the CEEMS exporter and GPU exporters, relabel GPU metrics, generate the recording rules that estimate power and emissions per compute unit with ceems_tool, and size retention.","sidebar_position":6},"sidebar":"ceemsSidebar","previous":{"title":"Resource managers","permalink":"/ceems/docs/configuration/resource-managers"},"next":{"title":"Grafana configuration","permalink":"/ceems/docs/configuration/grafana"}}')

},

};
;