exports.ids = ["8664"];
exports.modules = {
13670(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_deployments_sizing_md_872_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_deployments_sizing_md_872_json__rspack_import_0 = __webpack_require__(43821);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_3 = __webpack_require__(28453);
/* import */ var _site_src_components_SizingCalculator__rspack_import_2 = __webpack_require__(19663);


const frontMatter = {
	title: 'Sizing and scaling',
	description: 'Estimate how many series, samples per second and how much disk CEEMS needs in Prometheus, how fast the API server database grows, and where the load balancer fits in a highly available setup, with a calculator and a worked 3,000-node example.',
	sidebar_position: 3
};
const contentTitle = undefined;

const assets = {

};




const toc = [{
  "value": "Steps",
  "id": "steps",
  "level": 2
}, {
  "value": "Series per node and per compute unit",
  "id": "series",
  "level": 2
}, {
  "value": "What is not counted",
  "id": "not-counted",
  "level": 3
}, {
  "value": "Recording rules",
  "id": "recording-rules",
  "level": 2
}, {
  "value": "From series to samples and disk",
  "id": "prometheus",
  "level": 2
}, {
  "value": "Short units and churn",
  "id": "churn",
  "level": 3
}, {
  "value": "Worked example: 3,000 nodes",
  "id": "example",
  "level": 2
}, {
  "value": "Calculator",
  "id": "calculator",
  "level": 2
}, {
  "value": "API server database",
  "id": "api-server-db",
  "level": 2
}, {
  "value": "High availability and the load balancer",
  "id": "high-availability",
  "level": 2
}, {
  "value": "Check the estimate on a running system",
  "id": "check",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    code: "code",
    em: "em",
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
    ...(0,_mdx_js_react__rspack_import_3/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["This page is for operators who plan the Prometheus server and the API server of a CEEMS deployment. It\ncounts the series that ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_exporter"
      }), " 0.10.2 and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " recording rules create,\nturns them into samples per second and disk for a retention you choose, estimates how fast the API\nserver database grows, and shows which parts you can run twice for high availability. Work through a\n3,000-node cluster in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#example",
        children: "worked example"
      }), ", then put your own numbers in the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#calculator",
        children: "calculator"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "compute unit"
      }), " is what the resource manager runs for a user: a Slurm job, a libvirt VM or a\nKubernetes pod. A ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "series"
      }), " is one metric name with one set of label values; Prometheus keeps one series\nper combination it has seen."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "steps",
      children: "Steps"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Count the series of one node from the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#series",
          children: "tables below"
        }), ": the fixed part, plus the part of each\nrunning unit, plus the part of each GPU."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Multiply by the number of nodes and add the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#recording-rules",
          children: "recording-rule series"
        }), ". That is the\nnumber of active series."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Divide by the scrape interval to get samples per second, and multiply by the retention and the bytes\nper sample to get ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#prometheus",
          children: "Prometheus disk"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Add the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#churn",
          children: "series that short units leave behind"
        }), " to get the series in the head block, which\ndrives Prometheus memory."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Estimate the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#api-server-db",
          children: "API server database"
        }), " from the units per day."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Check the estimate on a running system with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#check",
          children: "queries"
        }), " at the end of this page."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "series",
      children: "Series per node and per compute unit"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Each row below is one group of metrics of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/components/metrics",
        children: "metrics reference"
      }), ", counted\nfrom the collectors' source in\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/ceems/tree/v0.10.2/pkg/collector",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "pkg/collector"
        })
      }), ". ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "Per"
      }), " says\nwhat multiplies the group: the node, each CPU socket, each running unit on the node, or each GPU that a\nunit uses. A unit that runs on four nodes has its per-unit series on each of the four. Counts assume a\nSlurm cluster. They apply to libvirt and Kubernetes too, with two differences: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "perf"
      }), " emits nothing for\nlibvirt, and block I/O metrics exist for libvirt and Kubernetes only (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#not-counted",
        children: "What is not counted"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Group"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Collector"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Per"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Series"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Turned on by"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What multiplies it"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Build information"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "exporter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "node"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "always"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "One series."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Go runtime, process and handler metrics"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "exporter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "node"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "50"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["on unless ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.disable-exporter-metrics"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["35 ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "go_*"
            }), ", 9 ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "process_*"
            }), " and 6 ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "promhttp_*"
            }), " series, counted from the Prometheus Go client the exporter is built with (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "client_golang"
            }), " v1.23.0)."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Number of compute units"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "node"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.slurm"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "One series."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Node CPU time"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cpu"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "node"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "10"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "on by default"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "mode"
            }), " gives 8 series of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_cpu_seconds_total"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Node memory"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "meminfo"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "node"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "3"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "on by default"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.meminfo.all-stats"
            }), " makes it one series per line of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/proc/meminfo"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "RAPL energy and power limits"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rapl"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CPU socket"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "4"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "on by default"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["An energy and a power-limit series per RAPL zone; counted with two zones, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "package"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "dram"
            }), ", per socket."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "IPMI-DCMI node power"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ipmi_dcmi"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "node"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "4"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.ipmi_dcmi"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "One series per reading."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Redfish chassis power"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "node"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "4"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.redfish"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Four series per chassis; counted with one chassis."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Unit CPU and memory"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "running unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "8"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.slurm"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Always emitted for each unit."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Unit swap"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "running unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "3"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.slurm.swap-memory-metrics"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Always on for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "k8s"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Unit pressure (PSI)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "running unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "2"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.slurm.psi-metrics"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "One series for CPU, one for memory."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "GPU mapping"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "GPU of a unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "2"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "a GPU on the node"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_gpu_sm_count"
            }), " only for GPU models whose SM count the exporter knows. A MIG instance counts as a GPU."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "perf hardware events"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "perf"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "running unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "7"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.perf.hardware-events"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "At most one series per event; events that stay at 0 are not emitted."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "perf software events"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "perf"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "running unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "5"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.perf.software-events"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "As above."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "perf cache events"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "perf"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "running unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "12"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.perf.hardware-cache-events"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "As above."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "eBPF file system I/O"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ebpf"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "running unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "12"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.ebpf.io-metrics"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "mountpoint"
            }), " multiplies the 6 read and write metrics; counted with one mount point per unit."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "eBPF network"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ebpf"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "running unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "20"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.ebpf.network-metrics"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "proto"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "family"
            }), " multiply the 4 ingress and egress metrics (4 pairs); the 2 retransmission metrics are TCP only (2 families). Counted at this upper bound."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The exporter also emits ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_scrape_collector_duration_seconds"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_scrape_collector_success"
      }), "\nfor every collector that is turned on (2 series each, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm"
      }), " included), plus one more\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_scrape_collector_duration_seconds"
      }), " series for each sub-collector in use (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "perf"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ebpf"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rdma"
      }), ").\nWith the defaults plus ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ipmi_dcmi"
      }), ", that is 10 series per node."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "not-counted",
      children: "What is not counted"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "These series depend on the hardware or on events, so the tables leave them out. Count them on one node\nof each kind you have and add them by hand:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["block I/O (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_compute_unit_blkio_*"
        }), "): never emitted for Slurm; for Kubernetes, and for libvirt\nwith ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.libvirt.blkio-metrics"
        }), ", up to 4 series per unit and block device it uses (each only\nwhile its value is above 0);"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["RDMA: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_compute_unit_rdma_hca_*"
        }), " per RDMA device a unit holds handles on, and the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/components/metrics#rdma",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "rdma"
          })
        }), " sub-collector's per-device, per-port and per-unit series;"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_compute_collect_error"
        }), ", which exists only in a scrape that failed to read a unit;"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "hwmon"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cray_pm_counters"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "netdev"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "infiniband"
        }), ", which depend on the sensors, domains and\ninterfaces of the node;"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "emissions"
        }), ", which you enable on one exporter only and which has one series per provider and\ncountry;"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["the series of your GPU exporter. The DCGM or AMD exporter runs next to CEEMS on GPU nodes and its\nseries count depends on its own configuration: measure it per GPU (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#check",
          children: "Check"
        }), ") and enter it\nin the calculator."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "recording-rules",
      children: "Recording rules"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool tsdb create-recording-rules"
      }), " writes the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/components/metrics#recording-rules",
        children: "recording rules"
      }), " that turn node power into power and\nemissions per unit, from the templates in\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/ceems/tree/v0.10.2/cmd/ceems_tool/rules",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cmd/ceems_tool/rules"
        })
      }), ". Prometheus\nevaluates them and stores each result as a new series, so they add series and samples like a scrape\ndoes. With one emission-factor provider:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Group"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Collector"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Per"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Series"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Turned on by"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What multiplies it"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Per-unit CPU, memory, power and emissions"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "running unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "4"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "a host power source"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["One more ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid:ceems_host_emissions_g_s:pue"
            }), " per extra provider."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Per-unit GPU usage, power and emissions"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "GPU of a unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "4"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "a GPU exporter job"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Plus one ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid:ceems_gpu_<name>:ratio"
            }), " per DCGM profiling metric your exporter has."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "GPU power with PUE"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "GPU"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "a GPU exporter job"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["NVIDIA template: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "dev:DCGM_FI_DEV_POWER_USAGE_INSTANT:pue"
            }), "."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["On top of these, each node has one host power series: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "instance:ceems_ipmi_dcmi_current_watts:pue"
      }), " or\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "instance:ceems_redfish_current_watts:pue"
      }), " with the IPMI and Redfish templates, or\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "instance:ceems_rapl_package_joules_total:pue"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "instance:ceems_rapl_dram_joules_total:pue"
      }), " for each\nsocket with the RAPL template. The host scrape job and the GPU scrape job have 4 aggregate ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "job:*"
      }), "\nseries each, with one exception: when ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " finds emission-factor providers in Prometheus,\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "job:ceems_host_emissions_g_s:pue"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "job:ceems_gpu_emissions_g_s:pue"
      }), " get one series per series of\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_emissions_gCo2_kWh"
      }), ", that is per provider and country the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "emissions"
      }), " collector exports. These\nare a few hundred series at most for the whole cluster, so the calculator leaves them out."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " writes no rules for a scrape job that has no host power series (from the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rapl"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ipmi_dcmi"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "redfish"
      }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cray_pm_counters"
      }), " collector). The API server's updater reads these rule\nseries, so it then stores no CPU usage, energy or emissions for that job's units."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The per-unit rule groups run at Prometheus' ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "evaluation_interval"
      }), " (or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--eval-interval"
      }), "), the aggregate\ngroups every four scrape intervals. Every evaluation of a per-unit rule reads the raw series of all\nrunning units, so rule evaluation costs Prometheus CPU in proportion to the number of running units.\nCompare each group's last duration with its interval (the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#check",
        children: "queries below"
      }), " do): a group that\ntakes longer than its interval misses evaluations."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "prometheus",
      children: "From series to samples and disk"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Prometheus takes one sample per series at every scrape and at every rule evaluation:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "samples_per_second = scraped_series / scrape_interval + rule_series / evaluation_interval",
        children: "samples_per_second = scraped_series / scrape_interval + rule_series / evaluation_interval\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["For disk, the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://prometheus.io/docs/prometheus/latest/storage/#operational-aspects",
        children: "Prometheus storage documentation"
      }), "\nstates that Prometheus stores an average of 1 to 2 bytes per sample, and gives this rough formula:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "needed_disk_space = retention_time_seconds * ingested_samples_per_second * bytes_per_sample",
        children: "needed_disk_space = retention_time_seconds * ingested_samples_per_second * bytes_per_sample\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["This page uses both ends, 1 and 2 bytes. The formula covers the blocks only. According to the same\ndocumentation, the disk must also hold the write-ahead log (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "wal"
      }), ") and the memory-mapped head chunks\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "chunks_head"
      }), "), whose combined size peaks every two hours; and if you cap the size with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--storage.tsdb.retention.size"
      }), ", set the cap to\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://prometheus.io/docs/prometheus/latest/storage/#right-sizing-retention-size",
        children: "at most 80 to 85 % of the disk"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Memory depends on the series in the head block, the part of the database that Prometheus keeps in\nmemory and that covers up to the last three hours. The Prometheus documentation gives no bytes per\nseries figure, so this page gives none either: it gives the number of head series, and the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#check",
        children: "queries below"
      }), " measure the memory your Prometheus uses for them. Size memory from the\nhead-series count and what one of your Prometheus servers uses per head series today."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "churn",
      children: "Short units and churn"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "When a unit ends, its series stop, and the next unit creates new ones. Series that stopped stay in the\nhead block until it is compacted, so a cluster with many short jobs holds more series in memory than\nare active at any moment:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "new_series_per_day = units_per_day * (unit_series + rule_series_per_unit + gpus_per_unit * gpu_series)\nhead_series        = active_series + new_series_per_day * 3 / 24",
        children: "new_series_per_day = units_per_day * (unit_series + rule_series_per_unit + gpus_per_unit * gpu_series)\nhead_series        = active_series + new_series_per_day * 3 / 24\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Every new series also grows the index of the blocks on disk, which the per-sample formula does not\ninclude. To limit churn, have the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/ceems-api-server#tsdb-updater",
        children: "TSDB updater"
      }), " mark\nunits shorter than ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cutoff_duration"
      }), " as ignored and delete their series with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "delete_ignored: true"
      }), "\n(this needs Prometheus' admin API)."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "example",
      children: "Worked example: 3,000 nodes"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The cluster:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "3,000 Slurm nodes, 2 CPU sockets each, no GPUs;"
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "4 jobs running on each node at any moment, 20 jobs starting on each node per day (a job on several\nnodes counts once per node);"
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["exporters with their default collectors (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cpu"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "meminfo"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "rapl"
        }), ") plus ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "slurm"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ipmi_dcmi"
        }), ",\nexporter self-metrics on, no optional per-unit metrics;"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Prometheus scrapes every 30 s, evaluates rules every 30 s and keeps 30 days."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "One node has 87 fixed series: 69 per node, 8 for RAPL (2 sockets × 4) and 10 scrape series. Each job\nadds 8, so a busy node has 87 + 4 × 8 = 119. The IPMI template of the rules adds 1 series per node and 4\nper job: 17 per node."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Figure"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Value"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Series per node, fixed"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "87"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Series per running unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "8"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Series per GPU"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "2"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Series per node, busy"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "119"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Scraped series"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "357,000"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Recording-rule series"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "51,004"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Active series"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "408,004"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Samples per second"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "13,600"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Samples per second from rules"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1,700"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "New series per day"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "720,000"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Head series"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "498,004"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Prometheus disk for the retention"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "32.8 GiB to 65.7 GiB"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Compute units per day"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "60,000"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "API server database growth per day"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "58.6 MiB"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "How the figures follow:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "scraped series: 3,000 × 119 = 357,000; rule series: 3,000 × 17 + 4 = 51,004;"
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "samples per second: 357,000 / 30 + 51,000 / 30 = 13,600 (the 4 job aggregates add 4 / 120);"
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "new series per day: 3,000 × 20 = 60,000 jobs, each with 8 + 4 = 12 series: 720,000; the head block\nholds 3 hours of them, 90,000, on top of the 408,004 active series;"
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "disk: 30 days × 86,400 s × 13,600 samples/s × 1 to 2 bytes;"
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["database: 60,000 units × 1 KiB per unit (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#api-server-db",
          children: "API server database"
        }), ")."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "If each of these nodes had 4 NVIDIA GPUs, the CEEMS side would add 8 mapping series and 20 rule series\nper node: 16,400 samples per second, 492,008 active series, 627,008 head series and 39.6 GiB to 79.2 GiB\nof disk, before the series of the DCGM exporter itself."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["What grows fastest with the cluster is the churn of short jobs: if your jobs last minutes rather than\nhours, raise ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "units per day"
      }), " in the calculator and watch the head series."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "calculator",
      children: "Calculator"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The calculator runs the same arithmetic as the worked example, in your browser, and starts from the\nexample's inputs. Change a number or a checkbox and the results update; the assumptions behind every\nfigure are listed under the table."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_site_src_components_SizingCalculator__rspack_import_2/* ["default"] */.A, {}), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "api-server-db",
      children: "API server database"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The API server stores one row per compute unit in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "units"
      }), " table of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems.db"
      }), " (SQLite), for every\ncluster it serves. The schema is in\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/ceems/tree/v0.10.2/pkg/api/db/migrations",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "pkg/api/db/migrations"
        })
      }), ". A row has 34\ncolumns: identifiers (cluster, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), ", name, project, group, user), three\nstart, end and creation times stored both as text and as integers, the elapsed time and state, the\nallocation and tags as JSON, and 13 JSON maps of aggregated metrics (times, CPU and GPU usage, energy,\nemissions, I/O and network). Three indexes repeat the cluster, user, project, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), " and times."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Estimate: 1 KiB per unit."
      }), " Method: the test database of the CEEMS repository\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/ceems/tree/v0.10.2/pkg/api/testdata",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "pkg/api/testdata/ceems.db"
        })
      }), ") holds 24 Slurm units whose column values average 653 bytes and reach 819\nbytes; the index entries add some tens of bytes each; 1 KiB rounds the sum up. Rows with more\nemission-factor providers or longer names are larger. Measure yours with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#check",
        children: "queries below"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "units"
        }), " grows by one row per unit per day and keeps each row until the unit ended longer ago than\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "data.retention_period"
        }), " (default 30 days). The worked example's 60,000 units per day therefore level\noff at about 30 × 58.6 MiB ≈ 1.7 GiB. A job on several nodes is one row, not one per node, so the\ncalculator's figure is an upper bound."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "usage"
        }), " holds one row per cluster, user and project, whatever the number of units."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "daily_usage"
        }), " holds one row per cluster, user, project and day with activity. In 0.10.2 the\nserver deletes old rows of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "units"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "usage"
        }), " only, so ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "daily_usage"
        }), " keeps growing: by the number of\nactive user and project pairs every day. The rows are small (the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "usage"
        }), " rows of the test database,\nwhich have the same columns, average 311 bytes), so 1,000 active pairs add about 110 MiB a year before\nindexes."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Backups copy the whole database at each ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "data.backup_interval"
      }), ", and the server does not delete old\ncopies: count ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "data.backup_path"
      }), " as the database size times the number of copies you keep."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "high-availability",
      children: "High availability and the load balancer"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Prometheus local storage is not replicated. To survive the loss of a Prometheus server, run two\nreplicas that scrape the same targets with the same recording rules, and put\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/components/ceems-lb",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_lb"
        })
      }), " in front of them:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">ceems_lb</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">strategy</span><span class=\"token punctuation\">:</span> round<span class=\"token punctuation\">-</span>robin\n  <span class=\"token key atrule\">backends</span><span class=\"token punctuation\">:</span>\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n      <span class=\"token key atrule\">tsdb</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//prometheus<span class=\"token punctuation\">-</span>a.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//prometheus<span class=\"token punctuation\">-</span>b.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>",
        children: "ceems_lb:\n  strategy: round-robin\n  backends:\n    - id: slurm-0\n      tsdb:\n        - web:\n            url: http://prometheus-a.example.org:9090\n        - web:\n            url: http://prometheus-b.example.org:9090\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "The backends of one ID must hold the same data. Each replica needs the full memory and disk of this\npage: replicas double the sizing, they do not split it."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_lb.strategy"
        }), " is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "round-robin"
        }), " (the default) or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "least-connection"
        }), "; see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/configuration/ceems-lb#strategies",
          children: "Choose a strategy"
        }), ". There is no other strategy in\n0.10.2."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "The load balancer checks every backend with a TCP connection every 20 seconds and sends queries only\nto live ones. A request that fails marks its backend down and is retried once on another one."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Each exporter is scraped by both replicas. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--web.max-requests"
        }), " (default 40) limits the scrapes one\nexporter serves at the same time, far above two."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "What stays a single point of failure:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.strong, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_lb"
          }), " itself."]
        }), " It stores nothing of its own: it reads its configuration and, for access\ncontrol, the API server's database or URL. You can run a second one with the same configuration\nbehind a virtual IP or DNS name of your choice; the CEEMS packages do not set that up."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "The API server and its database."
        }), " One ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_api_server"
        }), " writes one SQLite file. When it is down,\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cacct"
        }), " and the API do not answer, and a load balancer that checks ownership through the API server\nURL denies queries. Keep backups (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "data.backup_path"
        }), ") or replicate the file continuously."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "The TSDB updater's Prometheus."
        }), " The updater queries the one URL in its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "web.url"
        }), ". Point it at one\nreplica; series it deletes there (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "delete_ignored"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "labels_to_drop"
        }), ") stay in the other replica."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["CEEMS does not shard one cluster's series: every backend of an ID must hold all of that cluster's\ndata. To spread the load, split by cluster: run one Prometheus (or replica pair) per cluster and list\neach under its own ID in the same load balancer; see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/multi-cluster",
        children: "Multi-cluster setups"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "check",
      children: "Check the estimate on a running system"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Run these in the Prometheus UI once the exporters have run for a day."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Series per scrape job and per node:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-promql",
        highlighted: "sum by (job) (scrape_samples_scraped)",
        children: "sum by (job) (scrape_samples_scraped)\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-promql",
        highlighted: "avg by (job) (scrape_samples_post_metric_relabeling)",
        children: "avg by (job) (scrape_samples_post_metric_relabeling)\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Series of your GPU exporter per GPU, for the calculator (replace ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<gpu-job>"
      }), " with its job name):"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-promql",
        highlighted: "sum(scrape_samples_post_metric_relabeling{job=\"&lt;gpu-job&gt;\"})\n/ count(DCGM_FI_DEV_POWER_USAGE_INSTANT{job=\"&lt;gpu-job&gt;\"})",
        children: "sum(scrape_samples_post_metric_relabeling{job=\"<gpu-job>\"})\n/ count(DCGM_FI_DEV_POWER_USAGE_INSTANT{job=\"<gpu-job>\"})\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Head series, samples per second, and memory per head series (if Prometheus scrapes itself under the\njob name ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "prometheus"
      }), "):"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-promql",
        highlighted: "prometheus_tsdb_head_series",
        children: "prometheus_tsdb_head_series\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-promql",
        highlighted: "rate(prometheus_tsdb_head_samples_appended_total[1h])",
        children: "rate(prometheus_tsdb_head_samples_appended_total[1h])\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-promql",
        highlighted: "process_resident_memory_bytes{job=\"prometheus\"} / prometheus_tsdb_head_series",
        children: "process_resident_memory_bytes{job=\"prometheus\"} / prometheus_tsdb_head_series\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Time each recording-rule group takes, as a fraction of its interval (above 1, evaluations are missed):"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-promql",
        highlighted: "prometheus_rule_group_last_duration_seconds / prometheus_rule_group_interval_seconds",
        children: "prometheus_rule_group_last_duration_seconds / prometheus_rule_group_interval_seconds\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Bytes per sample on disk, to replace the 1 to 2 bytes of the formula:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-promql",
        highlighted: "rate(prometheus_tsdb_compaction_chunk_size_bytes_sum[1d])\n/ rate(prometheus_tsdb_compaction_chunk_samples_sum[1d])",
        children: "rate(prometheus_tsdb_compaction_chunk_size_bytes_sum[1d])\n/ rate(prometheus_tsdb_compaction_chunk_samples_sum[1d])\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["API server database, per table and index, with the packaged ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "data.path"
      }), " of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/var/lib/ceems"
      }), " (the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "dbstat"
      }), " table needs an SQLite build that includes it):"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "sqlite3 /var/lib/ceems/ceems.db <span class=\"token string\">\"SELECT name, SUM(pgsize) FROM dbstat GROUP BY name;\"</span>",
        children: "sqlite3 /var/lib/ceems/ceems.db \"SELECT name, SUM(pgsize) FROM dbstat GROUP BY name;\"\n"
      })
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
53859(module) {
// Exports
module.exports = {
	"calculator": `calculator_ceEZ`,
	"title": `title__49j`,
	"form": `form_v7_1`,
	"fieldset": `fieldset_LxHb`,
	"grid": `grid_aqPj`,
	"field": `field_ZmHb`,
	"option": `option_YDe8`,
	"hint": `hint_v9Mb`,
	"options": `options_sVHU`,
	"summary": `summary_iW7s`,
	"tableWrapper": `tableWrapper_DksL`,
	"results": `results_BCQl`,
	"value": `value_bwzt`,
	"assumptionsTitle": `assumptionsTitle_mKWG`,
	"assumptions": `assumptions_th_w`
};


},
19663(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (SizingCalculator)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _series__rspack_import_2 = __webpack_require__(53172);
/* import */ var _sizing__rspack_import_3 = __webpack_require__(30984);
/* import */ var _styles_module_css__rspack_import_4 = __webpack_require__(53859);
/* import */ var _styles_module_css__rspack_import_4_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_4);

// The sizing page's calculator: the page imports it, so its code loads on that page only.




const NUMBER_INPUTS = [
    {
        field: 'nodes',
        label: 'Compute nodes',
        min: 1
    },
    {
        field: 'socketsPerNode',
        label: 'CPU sockets per node',
        min: 0
    },
    {
        field: 'gpusPerNode',
        label: 'GPUs per node',
        min: 0,
        hint: 'Count each MIG instance as a GPU.'
    },
    {
        field: 'runningUnitsPerNode',
        label: 'Compute units running per node',
        min: 0,
        hint: 'Jobs, VMs or pods at any moment.'
    },
    {
        field: 'unitsPerNodePerDay',
        label: 'Compute units per node per day',
        min: 0,
        hint: 'A job on 4 nodes counts on each.'
    },
    {
        field: 'gpuExporterSeriesPerGpu',
        label: 'GPU exporter series per GPU',
        min: 0,
        hint: 'Measure it; 0 leaves it out.'
    },
    {
        field: 'scrapeIntervalSeconds',
        label: 'Scrape interval (s)',
        min: 1
    },
    {
        field: 'retentionDays',
        label: 'Prometheus retention (days)',
        min: 1
    }
];
const OPTION_INPUTS = [
    {
        option: 'cpu',
        label: 'cpu collector'
    },
    {
        option: 'meminfo',
        label: 'meminfo collector'
    },
    {
        option: 'rapl',
        label: 'rapl collector'
    },
    {
        option: 'ipmiDcmi',
        label: 'ipmi_dcmi collector'
    },
    {
        option: 'redfish',
        label: 'redfish collector'
    },
    {
        option: 'exporterMetrics',
        label: 'Exporter self-metrics (go_*, process_*, promhttp_*)'
    },
    {
        option: 'swap',
        label: 'Swap metrics'
    },
    {
        option: 'psi',
        label: 'PSI metrics'
    },
    {
        option: 'perfHardware',
        label: 'perf hardware events'
    },
    {
        option: 'perfSoftware',
        label: 'perf software events'
    },
    {
        option: 'perfCache',
        label: 'perf cache events'
    },
    {
        option: 'ebpfIo',
        label: 'eBPF I/O metrics'
    },
    {
        option: 'ebpfNetwork',
        label: 'eBPF network metrics'
    }
];
function toDraft(inputs) {
    return Object.fromEntries(NUMBER_INPUTS.map(({ field })=>[
            field,
            String(inputs[field])
        ]));
}
/** The inputs the arithmetic gets: empty or out-of-range fields fall back to their minimum. */ function toInputs(draft, options) {
    const values = Object.fromEntries(NUMBER_INPUTS.map(({ field, min })=>{
        const value = Number(draft[field]);
        return [
            field,
            Number.isFinite(value) && value >= min ? value : min
        ];
    }));
    return {
        ...values,
        options
    };
}
function SizingCalculator() {
    const id = (0,react__rspack_import_1.useId)();
    const [draft, setDraft] = (0,react__rspack_import_1.useState)(()=>toDraft(_sizing__rspack_import_3/* .WORKED_EXAMPLE */.WQ));
    const [options, setOptions] = (0,react__rspack_import_1.useState)(_sizing__rspack_import_3/* .WORKED_EXAMPLE.options */.WQ.options);
    const inputs = toInputs(draft, options);
    const result = (0,_sizing__rspack_import_3/* .computeSizing */.u8)(inputs);
    const enabledGroups = _series__rspack_import_2/* .EXPORTER_GROUPS.filter */.jr.filter((group)=>group.option === undefined || options[group.option]);
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("section", {
        className: (_styles_module_css__rspack_import_4_default().calculator),
        "aria-labelledby": `${id}-title`,
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                id: `${id}-title`,
                className: (_styles_module_css__rspack_import_4_default().title),
                children: "Sizing calculator"
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("form", {
                className: (_styles_module_css__rspack_import_4_default().form),
                onSubmit: (event)=>event.preventDefault(),
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("fieldset", {
                        className: (_styles_module_css__rspack_import_4_default().fieldset),
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("legend", {
                                children: "Cluster"
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("div", {
                                className: (_styles_module_css__rspack_import_4_default().grid),
                                children: NUMBER_INPUTS.map(({ field, label, min, hint })=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
                                        className: (_styles_module_css__rspack_import_4_default().field),
                                        children: [
                                            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("label", {
                                                htmlFor: `${id}-${field}`,
                                                children: label
                                            }),
                                            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("input", {
                                                id: `${id}-${field}`,
                                                name: field,
                                                type: "number",
                                                inputMode: "numeric",
                                                min: min,
                                                step: "any",
                                                value: draft[field],
                                                "aria-describedby": hint ? `${id}-${field}-hint` : undefined,
                                                onChange: (event)=>setDraft({
                                                        ...draft,
                                                        [field]: event.target.value
                                                    })
                                            }),
                                            hint && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("small", {
                                                id: `${id}-${field}-hint`,
                                                className: (_styles_module_css__rspack_import_4_default().hint),
                                                children: hint
                                            })
                                        ]
                                    }, field))
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("fieldset", {
                        className: (_styles_module_css__rspack_import_4_default().fieldset),
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("legend", {
                                children: "Collectors and options (the slurm collector is always on)"
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("div", {
                                className: (_styles_module_css__rspack_import_4_default().options),
                                children: OPTION_INPUTS.map(({ option, label })=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("label", {
                                        className: (_styles_module_css__rspack_import_4_default().option),
                                        children: [
                                            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("input", {
                                                type: "checkbox",
                                                name: option,
                                                checked: options[option],
                                                onChange: (event)=>setOptions({
                                                        ...options,
                                                        [option]: event.target.checked
                                                    })
                                            }),
                                            ' ',
                                            label
                                        ]
                                    }, option))
                            })
                        ]
                    })
                ]
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("p", {
                className: (_styles_module_css__rspack_import_4_default().summary),
                "aria-live": "polite",
                children: [
                    (0,_sizing__rspack_import_3/* .formatCount */.B4)(result.activeSeries),
                    " active series, ",
                    (0,_sizing__rspack_import_3/* .formatCount */.B4)(result.samplesPerSecond),
                    " samples/s,",
                    ' ',
                    (0,_sizing__rspack_import_3/* .formatBytes */.z3)(result.diskBytes.low),
                    " to ",
                    (0,_sizing__rspack_import_3/* .formatBytes */.z3)(result.diskBytes.high),
                    " of Prometheus disk."
                ]
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("div", {
                className: (_styles_module_css__rspack_import_4_default().tableWrapper),
                children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("table", {
                    className: (_styles_module_css__rspack_import_4_default().results),
                    children: [
                        /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("caption", {
                            children: "Results for these inputs"
                        }),
                        /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("thead", {
                            children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("tr", {
                                children: [
                                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("th", {
                                        scope: "col",
                                        children: "Figure"
                                    }),
                                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("th", {
                                        scope: "col",
                                        children: "Value"
                                    }),
                                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("th", {
                                        scope: "col",
                                        children: "How"
                                    })
                                ]
                            })
                        }),
                        /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("tbody", {
                            children: (0,_sizing__rspack_import_3/* .summaryRows */.QW)(result, (0,_sizing__rspack_import_3/* .rulesWritten */.n4)(options)).map((row)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("tr", {
                                    children: [
                                        /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("th", {
                                            scope: "row",
                                            children: row.label
                                        }),
                                        /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("td", {
                                            className: (_styles_module_css__rspack_import_4_default().value),
                                            children: row.value
                                        }),
                                        /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("td", {
                                            children: row.note
                                        })
                                    ]
                                }, row.label))
                        })
                    ]
                })
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                className: (_styles_module_css__rspack_import_4_default().assumptionsTitle),
                children: "Assumptions behind these figures"
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("ul", {
                className: (_styles_module_css__rspack_import_4_default().assumptions),
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("li", {
                        children: "The slurm collector is on; every node has the same shape; all GPUs are in use, each by one unit."
                    }),
                    enabledGroups.map((group)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("li", {
                            children: [
                                group.label,
                                ": ",
                                (0,_series__rspack_import_2/* .seriesOf */.Lf)(group),
                                " per ",
                                _series__rspack_import_2/* .SCOPE_LABELS */.Bb[group.scope],
                                ". ",
                                group.basis
                            ]
                        }, group.id)),
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("li", {
                        children: "Recording rules evaluate at the scrape interval, with one emission-factor provider; the per-job aggregates run every four scrape intervals."
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("li", {
                        children: "Disk follows the Prometheus formula retention \xd7 samples/s \xd7 bytes per sample; the write-ahead log and head chunks come on top."
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("li", {
                        children: "Units that run on several nodes are counted once per node, so the database figure is an upper bound."
                    })
                ]
            })
        ]
    });
}


},
53172(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  Bb: () => (SCOPE_LABELS),
  JA: () => (HOST_POWER_RULES),
  Ky: () => (RULE_GROUPS),
  Lf: () => (seriesOf),
  jr: () => (EXPORTER_GROUPS),
  k7: () => (JOB_RULES)
});
/**
 * How many series each part of ceems_exporter puts on /metrics, and how many the recording rules of
 * ceems_tool add, counted from the CEEMS source (pkg/collector, cmd/ceems_tool/rules). The sizing page's
 * tables, its worked example and the calculator all read this one module, and a unit test checks every
 * name here against the metrics reference (docs/components/metrics.md).
 */ /** What one copy of a group is counted for: the node, a CPU socket, a compute unit, a GPU. */ /** How the page and the calculator name each scope. */ const SCOPE_LABELS = {
    node: 'node',
    socket: 'CPU socket',
    unit: 'running unit',
    'unit-gpu': 'GPU of a unit',
    gpu: 'GPU'
};
/** Series of one copy of a group. */ const seriesOf = (group)=>group.metrics.reduce((sum, metric)=>sum + metric.series, 0);
/** Series that ceems_exporter emits, per node, socket, unit or GPU of a unit. */ const EXPORTER_GROUPS = [
    {
        id: 'build-info',
        label: 'Build information',
        source: 'exporter',
        anchor: 'exporter',
        scope: 'node',
        metrics: [
            {
                name: 'ceems_exporter_build_info',
                series: 1
            }
        ],
        basis: 'One series.'
    },
    {
        id: 'go-process',
        label: 'Go runtime, process and handler metrics',
        source: 'exporter',
        anchor: 'exporter',
        scope: 'node',
        option: 'exporterMetrics',
        metrics: [
            // client_golang 1.23: 11 base Go series (the GC summary is 7), 21 memstats, 3 default runtime/metrics.
            {
                name: 'go_*',
                series: 35
            },
            {
                name: 'process_*',
                series: 9
            },
            {
                name: 'promhttp_metric_handler_requests_total',
                series: 3
            },
            {
                name: 'promhttp_metric_handler_requests_in_flight',
                series: 1
            },
            {
                name: 'promhttp_metric_handler_errors_total',
                series: 2
            }
        ],
        basis: 'Counted from the Prometheus Go client the exporter is built with: 35 go_* series, 9 process_* series on Linux, and the handler counters with their pre-set codes 200, 500, 503 and causes gathering, encoding. Gone with --web.disable-exporter-metrics.'
    },
    {
        id: 'compute-units',
        label: 'Number of compute units',
        source: 'slurm',
        anchor: 'cgroup',
        scope: 'node',
        metrics: [
            {
                name: 'ceems_compute_units',
                series: 1
            }
        ],
        basis: 'One series per node.'
    },
    {
        id: 'cpu',
        label: 'Node CPU time',
        source: 'cpu',
        anchor: 'cpu',
        scope: 'node',
        option: 'cpu',
        metrics: [
            {
                name: 'ceems_cpu_seconds_total',
                series: 8
            },
            {
                name: 'ceems_cpu_count',
                series: 1
            },
            {
                name: 'ceems_cpu_per_core_count',
                series: 1
            }
        ],
        basis: 'mode multiplies ceems_cpu_seconds_total by 8 (user, nice, system, idle, iowait, irq, softirq, steal).'
    },
    {
        id: 'meminfo',
        label: 'Node memory',
        source: 'meminfo',
        anchor: 'meminfo',
        scope: 'node',
        option: 'meminfo',
        metrics: [
            {
                name: 'ceems_meminfo_MemTotal_bytes',
                series: 1
            },
            {
                name: 'ceems_meminfo_MemFree_bytes',
                series: 1
            },
            {
                name: 'ceems_meminfo_MemAvailable_bytes',
                series: 1
            }
        ],
        basis: 'The three default fields; --collector.meminfo.all-stats emits one series per line of /proc/meminfo instead.'
    },
    {
        id: 'rapl',
        label: 'RAPL energy and power limits',
        source: 'rapl',
        anchor: 'rapl',
        scope: 'socket',
        option: 'rapl',
        metrics: [
            {
                name: 'ceems_rapl_package_joules_total',
                series: 1
            },
            {
                name: 'ceems_rapl_dram_joules_total',
                series: 1
            },
            {
                name: 'ceems_rapl_package_power_limit_watts_total',
                series: 1
            },
            {
                name: 'ceems_rapl_dram_power_limit_watts_total',
                series: 1
            }
        ],
        basis: 'One energy and one power-limit series per RAPL zone; assumes two zones (package and dram) per CPU socket. CPUs that also expose core, uncore or psys zones add two series per extra zone.'
    },
    {
        id: 'ipmi-dcmi',
        label: 'IPMI-DCMI node power',
        source: 'ipmi_dcmi',
        anchor: 'ipmi-dcmi',
        scope: 'node',
        option: 'ipmiDcmi',
        metrics: [
            {
                name: 'ceems_ipmi_dcmi_current_watts',
                series: 1
            },
            {
                name: 'ceems_ipmi_dcmi_min_watts',
                series: 1
            },
            {
                name: 'ceems_ipmi_dcmi_max_watts',
                series: 1
            },
            {
                name: 'ceems_ipmi_dcmi_avg_watts',
                series: 1
            }
        ],
        basis: 'Four series per node (each only when above 0).'
    },
    {
        id: 'redfish',
        label: 'Redfish chassis power',
        source: 'redfish',
        anchor: 'redfish',
        scope: 'node',
        option: 'redfish',
        metrics: [
            {
                name: 'ceems_redfish_current_watts',
                series: 1
            },
            {
                name: 'ceems_redfish_min_watts',
                series: 1
            },
            {
                name: 'ceems_redfish_max_watts',
                series: 1
            },
            {
                name: 'ceems_redfish_avg_watts',
                series: 1
            }
        ],
        basis: 'Four series per chassis; assumes the BMC lists one chassis.'
    },
    {
        id: 'cgroup',
        label: 'Unit CPU and memory',
        source: 'slurm',
        anchor: 'cgroup',
        scope: 'unit',
        metrics: [
            {
                name: 'ceems_compute_unit_cpu_user_seconds_total',
                series: 1
            },
            {
                name: 'ceems_compute_unit_cpu_system_seconds_total',
                series: 1
            },
            {
                name: 'ceems_compute_unit_cpus',
                series: 1
            },
            {
                name: 'ceems_compute_unit_memory_rss_bytes',
                series: 1
            },
            {
                name: 'ceems_compute_unit_memory_cache_bytes',
                series: 1
            },
            {
                name: 'ceems_compute_unit_memory_used_bytes',
                series: 1
            },
            {
                name: 'ceems_compute_unit_memory_total_bytes',
                series: 1
            },
            {
                name: 'ceems_compute_unit_memory_fail_count',
                series: 1
            }
        ],
        basis: 'Eight series per unit on each node it runs on, always emitted.'
    },
    {
        id: 'swap',
        label: 'Unit swap',
        source: 'slurm',
        anchor: 'cgroup',
        scope: 'unit',
        option: 'swap',
        metrics: [
            {
                name: 'ceems_compute_unit_memsw_used_bytes',
                series: 1
            },
            {
                name: 'ceems_compute_unit_memsw_total_bytes',
                series: 1
            },
            {
                name: 'ceems_compute_unit_memsw_fail_count',
                series: 1
            }
        ],
        basis: 'With --collector.slurm.swap-memory-metrics.'
    },
    {
        id: 'psi',
        label: 'Unit pressure (PSI)',
        source: 'slurm',
        anchor: 'cgroup',
        scope: 'unit',
        option: 'psi',
        metrics: [
            {
                name: 'ceems_compute_unit_cpu_psi_seconds',
                series: 1
            },
            {
                name: 'ceems_compute_unit_memory_psi_seconds',
                series: 1
            }
        ],
        basis: 'With --collector.slurm.psi-metrics.'
    },
    {
        id: 'gpu-mapping',
        label: 'GPU mapping',
        source: 'slurm',
        anchor: 'gpu',
        scope: 'unit-gpu',
        metrics: [
            {
                name: 'ceems_compute_unit_gpu_index_flag',
                series: 1
            },
            {
                name: 'ceems_compute_unit_gpu_sm_count',
                series: 1
            }
        ],
        basis: 'Two series per GPU that a unit uses; ceems_compute_unit_gpu_sm_count only for GPU models whose SM count the exporter knows. Each MIG instance counts as a GPU.'
    },
    {
        id: 'perf-hardware',
        label: 'perf hardware events',
        source: 'perf',
        anchor: 'perf',
        scope: 'unit',
        option: 'perfHardware',
        metrics: [
            {
                name: 'ceems_perf_cpucycles_total',
                series: 1
            },
            {
                name: 'ceems_perf_instructions_total',
                series: 1
            },
            {
                name: 'ceems_perf_branch_instructions_total',
                series: 1
            },
            {
                name: 'ceems_perf_branch_misses_total',
                series: 1
            },
            {
                name: 'ceems_perf_cache_refs_total',
                series: 1
            },
            {
                name: 'ceems_perf_cache_misses_total',
                series: 1
            },
            {
                name: 'ceems_perf_ref_cpucycles_total',
                series: 1
            }
        ],
        basis: 'With --collector.perf.hardware-events; at most one series per event, only when above 0.'
    },
    {
        id: 'perf-software',
        label: 'perf software events',
        source: 'perf',
        anchor: 'perf',
        scope: 'unit',
        option: 'perfSoftware',
        metrics: [
            {
                name: 'ceems_perf_page_faults_total',
                series: 1
            },
            {
                name: 'ceems_perf_context_switches_total',
                series: 1
            },
            {
                name: 'ceems_perf_cpu_migrations_total',
                series: 1
            },
            {
                name: 'ceems_perf_minor_faults_total',
                series: 1
            },
            {
                name: 'ceems_perf_major_faults_total',
                series: 1
            }
        ],
        basis: 'With --collector.perf.software-events; at most one series per event.'
    },
    {
        id: 'perf-cache',
        label: 'perf cache events',
        source: 'perf',
        anchor: 'perf',
        scope: 'unit',
        option: 'perfCache',
        metrics: [
            {
                name: 'ceems_perf_cache_l1d_read_hits_total',
                series: 1
            },
            {
                name: 'ceems_perf_cache_l1d_read_misses_total',
                series: 1
            },
            {
                name: 'ceems_perf_cache_l1d_write_hits_total',
                series: 1
            },
            {
                name: 'ceems_perf_cache_l1_instr_read_misses_total',
                series: 1
            },
            {
                name: 'ceems_perf_cache_tlb_instr_read_hits_total',
                series: 1
            },
            {
                name: 'ceems_perf_cache_tlb_instr_read_misses_total',
                series: 1
            },
            {
                name: 'ceems_perf_cache_ll_read_hits_total',
                series: 1
            },
            {
                name: 'ceems_perf_cache_ll_read_misses_total',
                series: 1
            },
            {
                name: 'ceems_perf_cache_ll_write_hits_total',
                series: 1
            },
            {
                name: 'ceems_perf_cache_ll_write_misses_total',
                series: 1
            },
            {
                name: 'ceems_perf_cache_bpu_read_hits_total',
                series: 1
            },
            {
                name: 'ceems_perf_cache_bpu_read_misses_total',
                series: 1
            }
        ],
        basis: 'With --collector.perf.hardware-cache-events; at most one series per event.'
    },
    {
        id: 'ebpf-io',
        label: 'eBPF file system I/O',
        source: 'ebpf',
        anchor: 'ebpf',
        scope: 'unit',
        option: 'ebpfIo',
        metrics: [
            {
                name: 'ceems_ebpf_read_bytes_total',
                series: 1
            },
            {
                name: 'ceems_ebpf_read_requests_total',
                series: 1
            },
            {
                name: 'ceems_ebpf_read_errors_total',
                series: 1
            },
            {
                name: 'ceems_ebpf_write_bytes_total',
                series: 1
            },
            {
                name: 'ceems_ebpf_write_requests_total',
                series: 1
            },
            {
                name: 'ceems_ebpf_write_errors_total',
                series: 1
            },
            {
                name: 'ceems_ebpf_open_requests_total',
                series: 1
            },
            {
                name: 'ceems_ebpf_open_errors_total',
                series: 1
            },
            {
                name: 'ceems_ebpf_create_requests_total',
                series: 1
            },
            {
                name: 'ceems_ebpf_open_create_total',
                series: 1
            },
            {
                name: 'ceems_ebpf_unlink_requests_total',
                series: 1
            },
            {
                name: 'ceems_ebpf_unlink_errors_total',
                series: 1
            }
        ],
        basis: 'With --collector.ebpf.io-metrics; mountpoint multiplies the six read and write metrics. Assumes each unit reads and writes on one mount point: add 6 series per unit for every further one.'
    },
    {
        id: 'ebpf-network',
        label: 'eBPF network',
        source: 'ebpf',
        anchor: 'ebpf',
        scope: 'unit',
        option: 'ebpfNetwork',
        metrics: [
            {
                name: 'ceems_ebpf_ingress_bytes_total',
                series: 4
            },
            {
                name: 'ceems_ebpf_ingress_packets_total',
                series: 4
            },
            {
                name: 'ceems_ebpf_egress_bytes_total',
                series: 4
            },
            {
                name: 'ceems_ebpf_egress_packets_total',
                series: 4
            },
            // Retransmissions are traced for TCP only: at most the ipv4 and ipv6 families.
            {
                name: 'ceems_ebpf_retrans_bytes_total',
                series: 2
            },
            {
                name: 'ceems_ebpf_retrans_packets_total',
                series: 2
            }
        ],
        basis: 'With --collector.ebpf.network-metrics; proto (tcp, udp) and family (ipv4, ipv6) multiply the ingress and egress metrics, family alone the TCP-only retransmission metrics. Counted as the upper bound; a unit that only uses TCP over IPv4 has 6.'
    }
];
/**
 * Per-unit metrics of the metrics reference that the calculator does not count, and why. With
 * EXPORTER_GROUPS this covers every per-unit (uuid-labelled) metric of the reference.
 */ const NOT_COUNTED = (/* unused pure expression or super */ null && ([
    {
        name: 'ceems_compute_unit_blkio_read_total_bytes',
        reason: 'never emitted for Slurm; per block device for libvirt and k8s'
    },
    {
        name: 'ceems_compute_unit_blkio_write_total_bytes',
        reason: 'never emitted for Slurm; per block device for libvirt and k8s'
    },
    {
        name: 'ceems_compute_unit_blkio_read_total_requests',
        reason: 'never emitted for Slurm; per block device for libvirt and k8s'
    },
    {
        name: 'ceems_compute_unit_blkio_write_total_requests',
        reason: 'never emitted for Slurm; per block device for libvirt and k8s'
    },
    {
        name: 'ceems_compute_unit_rdma_hca_handles',
        reason: 'per RDMA device, only while the unit holds handles'
    },
    {
        name: 'ceems_compute_unit_rdma_hca_objects',
        reason: 'per RDMA device, only while the unit holds handles'
    },
    {
        name: 'ceems_compute_collect_error',
        reason: 'only in a scrape that failed to read the unit'
    },
    {
        name: 'ceems_rdma_qps_active',
        reason: 'rdma sub-collector: per RDMA device and port'
    },
    {
        name: 'ceems_rdma_cqs_active',
        reason: 'rdma sub-collector: per RDMA device'
    },
    {
        name: 'ceems_rdma_cqe_len_active',
        reason: 'rdma sub-collector: per RDMA device'
    },
    {
        name: 'ceems_rdma_mrs_active',
        reason: 'rdma sub-collector: per RDMA device'
    },
    {
        name: 'ceems_rdma_mrs_len_active',
        reason: 'rdma sub-collector: per RDMA device'
    },
    {
        name: 'ceems_rdma_rx_write_requests',
        reason: 'rdma sub-collector: Mellanox queue pair counters, per device and port'
    },
    {
        name: 'ceems_rdma_rx_read_requests',
        reason: 'rdma sub-collector: Mellanox queue pair counters, per device and port'
    },
    {
        name: 'ceems_rdma_rx_atomic_requests',
        reason: 'rdma sub-collector: Mellanox queue pair counters, per device and port'
    },
    {
        name: 'ceems_rdma_req_cqe_error',
        reason: 'rdma sub-collector: Mellanox queue pair counters, per device and port'
    },
    {
        name: 'ceems_rdma_req_cqe_flush_error',
        reason: 'rdma sub-collector: Mellanox queue pair counters, per device and port'
    },
    {
        name: 'ceems_rdma_req_remote_access_errors',
        reason: 'rdma sub-collector: Mellanox queue pair counters, per device and port'
    },
    {
        name: 'ceems_rdma_req_remote_invalid_request',
        reason: 'rdma sub-collector: Mellanox queue pair counters, per device and port'
    },
    {
        name: 'ceems_rdma_resp_cqe_error',
        reason: 'rdma sub-collector: Mellanox queue pair counters, per device and port'
    },
    {
        name: 'ceems_rdma_resp_cqe_flush_error',
        reason: 'rdma sub-collector: Mellanox queue pair counters, per device and port'
    },
    {
        name: 'ceems_rdma_resp_local_length_error',
        reason: 'rdma sub-collector: Mellanox queue pair counters, per device and port'
    },
    {
        name: 'ceems_rdma_resp_remote_access_errors',
        reason: 'rdma sub-collector: Mellanox queue pair counters, per device and port'
    }
]));
/** Scrape metrics: per enabled collector, and one more duration series per enabled sub-collector. */ const SCRAPE_METRICS = (/* unused pure expression or super */ null && ({
    perCollector: [
        'ceems_scrape_collector_duration_seconds',
        'ceems_scrape_collector_success'
    ],
    perSubCollector: [
        'ceems_scrape_collector_duration_seconds'
    ]
}));
/**
 * Series the recording rules of `ceems_tool tsdb create-recording-rules` add, with one emission-factor
 * provider. Rules are written only when a host power source (RAPL, IPMI-DCMI or Redfish) is scraped.
 */ const RULE_GROUPS = [
    {
        id: 'rules-unit',
        label: 'Per-unit CPU, memory, power and emissions',
        source: 'ceems_tool',
        anchor: 'recording-rules-host',
        scope: 'unit',
        metrics: [
            {
                name: 'uuid:ceems_cpu_usage:ratio_irate',
                series: 1
            },
            {
                name: 'uuid:ceems_cpu_memory_usage:ratio',
                series: 1
            },
            {
                name: 'uuid:ceems_host_power_watts:pue',
                series: 1
            },
            {
                name: 'uuid:ceems_host_emissions_g_s:pue',
                series: 1
            }
        ],
        basis: 'Four series per unit and node; one more per extra emission-factor provider.'
    },
    {
        id: 'rules-unit-gpu',
        label: 'Per-unit GPU usage, power and emissions',
        source: 'ceems_tool',
        anchor: 'recording-rules-gpu',
        scope: 'unit-gpu',
        metrics: [
            {
                name: 'uuid:ceems_gpu_usage:ratio',
                series: 1
            },
            {
                name: 'uuid:ceems_gpu_memory_usage:ratio',
                series: 1
            },
            {
                name: 'uuid:ceems_gpu_power_watts:pue',
                series: 1
            },
            {
                name: 'uuid:ceems_gpu_emissions_g_s:pue',
                series: 1
            }
        ],
        basis: 'Four series per GPU of a unit (NVIDIA template); plus one uuid:ceems_gpu_<name>:ratio series per DCGM profiling metric that your GPU exporter has, not counted here.'
    },
    {
        id: 'rules-gpu',
        label: 'GPU power with PUE',
        source: 'ceems_tool',
        anchor: 'recording-rules-gpu',
        scope: 'gpu',
        metrics: [
            {
                name: 'dev:DCGM_FI_DEV_POWER_USAGE_INSTANT:pue',
                series: 1
            }
        ],
        basis: 'One series per GPU (NVIDIA template).'
    }
];
/** Host power rule series per node or socket, by the template ceems_tool picks. */ const HOST_POWER_RULES = {
    redfish: {
        name: 'instance:ceems_redfish_current_watts:pue',
        perNode: 1
    },
    ipmiDcmi: {
        name: 'instance:ceems_ipmi_dcmi_current_watts:pue',
        perNode: 1
    },
    rapl: {
        names: [
            'instance:ceems_rapl_package_joules_total:pue',
            'instance:ceems_rapl_dram_joules_total:pue'
        ],
        perSocket: 2
    }
};
/** Per scrape job aggregates (host job and GPU job), evaluated every 4 scrape intervals. */ const JOB_RULES = {
    host: [
        'job:ceems_cpu_usage:avg_ratio_irate',
        'job:ceems_cpu_memory_usage:avg_ratio',
        'job:ceems_host_power_watts:pue',
        'job:ceems_host_emissions_g_s:pue'
    ],
    gpu: [
        'job:ceems_gpu_usage:avg',
        'job:ceems_gpu_memory_usage:avg_ratio',
        'job:ceems_gpu_power_watts:pue',
        'job:ceems_gpu_emissions_g_s:pue'
    ]
};
/** Every metric name this module counts, for the test against the metrics reference. */ function countedNames() {
    return [
        ...EXPORTER_GROUPS.flatMap((group)=>group.metrics.map((metric)=>metric.name)),
        ...SCRAPE_METRICS.perCollector,
        ...RULE_GROUPS.flatMap((group)=>group.metrics.map((metric)=>metric.name)),
        HOST_POWER_RULES.redfish.name,
        HOST_POWER_RULES.ipmiDcmi.name,
        ...HOST_POWER_RULES.rapl.names,
        ...JOB_RULES.host,
        ...JOB_RULES.gpu
    ];
}


},
30984(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  B4: () => (formatCount),
  QW: () => (summaryRows),
  WQ: () => (WORKED_EXAMPLE),
  n4: () => (rulesWritten),
  u8: () => (computeSizing),
  z3: () => (formatBytes)
});
/* import */ var _series__rspack_import_0 = __webpack_require__(53172);
/**
 * The arithmetic of the sizing page: from a cluster's shape to series, samples per second, Prometheus
 * disk and API server database growth. Pure functions, so the unit tests and the page's worked example
 * use exactly what the calculator shows.
 */ 
/** Prometheus stores "an average of only 1-2 bytes per sample" (storage docs, Operational aspects). */ const BYTES_PER_SAMPLE = {
    low: 1,
    high: 2
};
/** The head block covers up to the last three hours of samples (Prometheus storage docs). */ const HEAD_HOURS = 3;
/** Estimated bytes one compute unit adds to the API server's `units` table, indexes included. */ const DB_BYTES_PER_UNIT = 1024;
/** Rule groups of the host and GPU scrape jobs run every four scrape intervals. */ const JOB_RULE_INTERVAL_SCRAPES = 4;
const SECONDS_PER_DAY = 86400;
/** Whether ceems_tool writes rules at all: it needs a host power source in the scrape job. */ const rulesWritten = (options)=>options.rapl || options.ipmiDcmi || options.redfish;
function groupSeries(scope, options, groups = _series__rspack_import_0/* .EXPORTER_GROUPS */.jr) {
    return groups.filter((group)=>group.scope === scope && (group.option === undefined || options[group.option])).reduce((sum, group)=>sum + (0,_series__rspack_import_0/* .seriesOf */.Lf)(group), 0);
}
/** Collectors turned on, each with a duration and a success series; sub-collectors add one duration. */ function scrapeSeriesPerNode(options) {
    const collectors = 1 + [
        options.cpu,
        options.meminfo,
        options.rapl,
        options.ipmiDcmi,
        options.redfish
    ].filter(Boolean).length;
    const subCollectors = [
        options.perfHardware || options.perfSoftware || options.perfCache,
        options.ebpfIo || options.ebpfNetwork
    ].filter(Boolean).length;
    return 2 * collectors + subCollectors;
}
function computeSizing(inputs) {
    const { options } = inputs;
    const sockets = Math.max(0, inputs.socketsPerNode);
    const gpus = Math.max(0, inputs.gpusPerNode);
    const running = Math.max(0, inputs.runningUnitsPerNode);
    const nodeSeries = groupSeries('node', options) + sockets * groupSeries('socket', options) + scrapeSeriesPerNode(options);
    const unitSeries = groupSeries('unit', options);
    // Every GPU is in use by exactly one unit while units run: G unit-GPU pairs per node.
    const gpuPairs = running > 0 ? gpus : 0;
    const mappingSeriesPerPair = groupSeries('unit-gpu', options);
    const gpuSeries = mappingSeriesPerPair + inputs.gpuExporterSeriesPerGpu;
    const seriesPerNode = nodeSeries + running * unitSeries + gpuPairs * mappingSeriesPerPair + gpus * inputs.gpuExporterSeriesPerGpu;
    const scrapedSeries = inputs.nodes * seriesPerNode;
    const rules = rulesWritten(options);
    const hostPowerPerNode = options.redfish ? _series__rspack_import_0/* .HOST_POWER_RULES.redfish.perNode */.JA.redfish.perNode : options.ipmiDcmi ? _series__rspack_import_0/* .HOST_POWER_RULES.ipmiDcmi.perNode */.JA.ipmiDcmi.perNode : _series__rspack_import_0/* .HOST_POWER_RULES.rapl.perSocket */.JA.rapl.perSocket * sockets;
    const ruleSeriesPerUnit = rules ? groupSeries('unit', options, _series__rspack_import_0/* .RULE_GROUPS */.Ky) : 0;
    const ruleSeriesPerGpuPair = rules && gpus > 0 ? groupSeries('unit-gpu', options, _series__rspack_import_0/* .RULE_GROUPS */.Ky) : 0;
    const ruleSeriesPerGpu = rules && gpus > 0 ? groupSeries('gpu', options, _series__rspack_import_0/* .RULE_GROUPS */.Ky) : 0;
    const perNodeRules = rules ? hostPowerPerNode + running * ruleSeriesPerUnit + gpuPairs * ruleSeriesPerGpuPair + gpus * ruleSeriesPerGpu : 0;
    const jobRules = rules ? _series__rspack_import_0/* .JOB_RULES.host.length */.k7.host.length + (gpus > 0 ? _series__rspack_import_0/* .JOB_RULES.gpu.length */.k7.gpu.length : 0) : 0;
    const ruleSeries = inputs.nodes * perNodeRules + jobRules;
    const interval = inputs.scrapeIntervalSeconds;
    // Per-unit rule groups run at the evaluation interval, taken equal to the scrape interval.
    const ruleSamplesPerSecond = (ruleSeries - jobRules) / interval + jobRules / (JOB_RULE_INTERVAL_SCRAPES * interval);
    const samplesPerSecond = scrapedSeries / interval + ruleSamplesPerSecond;
    const unitsPerDay = inputs.nodes * inputs.unitsPerNodePerDay;
    // GPUs are shared out evenly: each unit holds G / U GPUs on average.
    const gpusPerUnit = running > 0 ? gpus / running : 0;
    const newSeriesPerDay = unitsPerDay * (unitSeries + ruleSeriesPerUnit + gpusPerUnit * (mappingSeriesPerPair + ruleSeriesPerGpuPair));
    const headSeries = scrapedSeries + ruleSeries + newSeriesPerDay * HEAD_HOURS / 24;
    const retentionSeconds = inputs.retentionDays * SECONDS_PER_DAY;
    const diskBytes = {
        low: retentionSeconds * samplesPerSecond * BYTES_PER_SAMPLE.low,
        high: retentionSeconds * samplesPerSecond * BYTES_PER_SAMPLE.high
    };
    return {
        nodeSeries,
        unitSeries,
        gpuSeries,
        seriesPerNode,
        scrapedSeries,
        ruleSeries,
        ruleSeriesPerUnit,
        activeSeries: scrapedSeries + ruleSeries,
        samplesPerSecond,
        ruleSamplesPerSecond,
        newSeriesPerDay,
        headSeries,
        diskBytes,
        dbBytesPerDay: unitsPerDay * DB_BYTES_PER_UNIT,
        unitsPerDay
    };
}
/** Options of the worked example: the defaults of ceems_exporter plus slurm and ipmi_dcmi. */ const DEFAULT_OPTIONS = {
    exporterMetrics: true,
    cpu: true,
    meminfo: true,
    rapl: true,
    ipmiDcmi: true,
    redfish: false,
    swap: false,
    psi: false,
    perfHardware: false,
    perfSoftware: false,
    perfCache: false,
    ebpfIo: false,
    ebpfNetwork: false
};
/** The 3,000-node cluster of the page's worked example. */ const WORKED_EXAMPLE = {
    nodes: 3000,
    socketsPerNode: 2,
    gpusPerNode: 0,
    runningUnitsPerNode: 4,
    unitsPerNodePerDay: 20,
    gpuExporterSeriesPerGpu: 0,
    scrapeIntervalSeconds: 30,
    retentionDays: 30,
    options: DEFAULT_OPTIONS
};
/** The same cluster with four NVIDIA GPUs per node, for the page's GPU sentence. */ const WORKED_EXAMPLE_GPU = {
    ...WORKED_EXAMPLE,
    gpusPerNode: 4
};
/** Formatting shared by the page and the calculator: whole numbers with thousands separators. */ function formatCount(value) {
    return Math.round(value).toLocaleString('en-US');
}
/** Bytes in binary units with up to three significant digits (GiB, TiB). */ function formatBytes(bytes) {
    const units = [
        'B',
        'KiB',
        'MiB',
        'GiB',
        'TiB',
        'PiB'
    ];
    let value = bytes;
    let unit = 0;
    while(value >= 1024 && unit < units.length - 1){
        value /= 1024;
        unit += 1;
    }
    const digits = value >= 100 ? 0 : value >= 10 ? 1 : 2;
    return `${value.toFixed(digits)} ${units[unit]}`;
}
/** The figures the calculator shows and the page's worked example states, in one order and one format. */ function summaryRows(result, rules) {
    return [
        {
            label: 'Series per node, fixed',
            value: formatCount(result.nodeSeries),
            note: 'node, socket and scrape series'
        },
        {
            label: 'Series per running unit',
            value: formatCount(result.unitSeries),
            note: 'on each node the unit runs on'
        },
        {
            label: 'Series per GPU',
            value: formatCount(result.gpuSeries),
            note: 'mapping series plus GPU exporter series'
        },
        {
            label: 'Series per node, busy',
            value: formatCount(result.seriesPerNode),
            note: 'fixed + units + GPUs'
        },
        {
            label: 'Scraped series',
            value: formatCount(result.scrapedSeries),
            note: 'series per node, busy × nodes'
        },
        {
            label: 'Recording-rule series',
            value: formatCount(result.ruleSeries),
            note: rules ? 'ceems_tool rules, one emission-factor provider' : 'none: no host power collector'
        },
        {
            label: 'Active series',
            value: formatCount(result.activeSeries),
            note: 'scraped + rules'
        },
        {
            label: 'Samples per second',
            value: formatCount(result.samplesPerSecond),
            note: 'series ÷ interval'
        },
        {
            label: 'Samples per second from rules',
            value: formatCount(result.ruleSamplesPerSecond),
            note: 'rules evaluated at the scrape interval'
        },
        {
            label: 'New series per day',
            value: formatCount(result.newSeriesPerDay),
            note: 'units per day × (unit + rule series)'
        },
        {
            label: 'Head series',
            value: formatCount(result.headSeries),
            note: `active + ${HEAD_HOURS} h of new series`
        },
        {
            label: 'Prometheus disk for the retention',
            value: `${formatBytes(result.diskBytes.low)} to ${formatBytes(result.diskBytes.high)}`,
            note: `retention × samples/s × ${BYTES_PER_SAMPLE.low} to ${BYTES_PER_SAMPLE.high} bytes`
        },
        {
            label: 'Compute units per day',
            value: formatCount(result.unitsPerDay),
            note: 'nodes × units per node per day'
        },
        {
            label: 'API server database growth per day',
            value: formatBytes(result.dbBytesPerDay),
            note: `estimate: ${formatCount(DB_BYTES_PER_UNIT)} bytes per unit`
        }
    ];
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
43821(module) {
"use strict";
module.exports = JSON.parse('{"id":"deployments/sizing","title":"Sizing and scaling","description":"Estimate how many series, samples per second and how much disk CEEMS needs in Prometheus, how fast the API server database grows, and where the load balancer fits in a highly available setup, with a calculator and a worked 3,000-node example.","source":"@site/docs/deployments/sizing.md","sourceDirName":"deployments","slug":"/deployments/sizing","permalink":"/ceems/docs/deployments/sizing","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/deployments/sizing.md","tags":[],"version":"current","lastUpdatedAt":1795472927000,"sidebarPosition":3,"frontMatter":{"title":"Sizing and scaling","description":"Estimate how many series, samples per second and how much disk CEEMS needs in Prometheus, how fast the API server database grows, and where the load balancer fits in a highly available setup, with a calculator and a worked 3,000-node example.","sidebar_position":3},"sidebar":"ceemsSidebar","previous":{"title":"Slurm, OpenStack and Kubernetes","permalink":"/ceems/docs/deployments/hpc"},"next":{"title":"Advanced","permalink":"/ceems/docs/category/advanced"}}')

},

};
;