exports.ids = ["5223"];
exports.modules = {
29155(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_components_metrics_md_81d_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_components_metrics_md_81d_json__rspack_import_0 = __webpack_require__(17230);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_3 = __webpack_require__(28453);
/* import */ var _site_src_components_ReferenceFilter__rspack_import_2 = __webpack_require__(31746);


const frontMatter = {
	title: 'Metrics reference',
	description: 'Every metric the CEEMS exporter emits, grouped by collector, with its type, labels, unit and the flag that turns it on, plus the recording rules that ceems_tool generates.',
	sidebar_position: 4
};
const contentTitle = undefined;

const assets = {

};




const toc = [{
  "value": "How to read this page",
  "id": "conventions",
  "level": 2
}, {
  "value": "Collectors at a glance",
  "id": "collectors",
  "level": 2
}, {
  "value": "Exporter metrics",
  "id": "exporter",
  "level": 2
}, {
  "value": "<code>slurm</code> collector",
  "id": "slurm",
  "level": 2
}, {
  "value": "<code>libvirt</code> collector",
  "id": "libvirt",
  "level": 2
}, {
  "value": "<code>k8s</code> collector",
  "id": "k8s",
  "level": 2
}, {
  "value": "cgroup metrics",
  "id": "cgroup",
  "level": 2
}, {
  "value": "GPU mapping metrics",
  "id": "gpu",
  "level": 2
}, {
  "value": "<code>perf</code> sub-collector",
  "id": "perf",
  "level": 2
}, {
  "value": "<code>ebpf</code> sub-collector",
  "id": "ebpf",
  "level": 2
}, {
  "value": "<code>rdma</code> sub-collector",
  "id": "rdma",
  "level": 2
}, {
  "value": "<code>rapl</code> collector",
  "id": "rapl",
  "level": 2
}, {
  "value": "<code>ipmi_dcmi</code> collector",
  "id": "ipmi-dcmi",
  "level": 2
}, {
  "value": "<code>redfish</code> collector",
  "id": "redfish",
  "level": 2
}, {
  "value": "<code>cray_pm_counters</code> collector",
  "id": "cray-pm-counters",
  "level": 2
}, {
  "value": "<code>hwmon</code> collector",
  "id": "hwmon",
  "level": 2
}, {
  "value": "<code>cpu</code> collector",
  "id": "cpu",
  "level": 2
}, {
  "value": "<code>meminfo</code> collector",
  "id": "meminfo",
  "level": 2
}, {
  "value": "<code>netdev</code> collector",
  "id": "netdev",
  "level": 2
}, {
  "value": "<code>infiniband</code> collector",
  "id": "infiniband",
  "level": 2
}, {
  "value": "<code>emissions</code> collector",
  "id": "emissions",
  "level": 2
}, {
  "value": "Profiling",
  "id": "profiling",
  "level": 2
}, {
  "value": "Recording rules",
  "id": "recording-rules",
  "level": 2
}, {
  "value": "CPU and host rules",
  "id": "recording-rules-host",
  "level": 3
}, {
  "value": "GPU rules",
  "id": "recording-rules-gpu",
  "level": 3
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    admonition: "admonition",
    code: "code",
    em: "em",
    h2: "h2",
    h3: "h3",
    li: "li",
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
      children: ["This page is for operators who run the CEEMS exporter and for users who write PromQL queries or Grafana\npanels on its data. It lists every metric that ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_exporter"
      }), " 0.10.2 can put on its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/metrics"
      }), "\nendpoint, grouped by the collector that produces it, and every series that the recording rules of\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " add to Prometheus. Search this page for a metric name you see in Prometheus to learn where it\ncomes from, what its labels mean and which flag controls it."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "conventions",
      children: "How to read this page"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "compute unit"
      }), " is the thing a resource manager runs for a user: a Slurm batch job, a libvirt virtual\nmachine (for example an OpenStack instance) or a Kubernetes pod. The exporter finds compute units through\ntheir cgroups and reports per-unit metrics for them, next to node-level metrics such as CPU time, memory\nand power."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Names."
        }), " Every metric that CEEMS defines starts with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_"
        }), ", followed by the collector's subsystem\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "compute"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "perf"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ebpf"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "rdma"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "rapl"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ipmi_dcmi"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "redfish"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cray_pm_counters"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "hwmon"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cpu"
        }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "meminfo"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "netdev"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "infiniband"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "emissions"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "scrape"
        }), ") and the metric name."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Type"
        }), " is the Prometheus type the exporter declares. A few values are declared with a type that does\nnot match their nature; the description says so."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Labels"
        }), " are the labels the exporter sets. Prometheus adds ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "job"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "instance"
        }), " when it scrapes."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Unit"
        }), " is the unit of the value: s (seconds), bytes, W (watts), J (joules), °C, gCO2e/kWh, or a count."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Most metrics are only emitted when their value is known; where the exporter skips zero values, the\ndescription says so."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Labels that appear on many metrics:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Label"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Meaning"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Name of the node that runs the exporter: the value of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "NODE_NAME"
            }), " environment variable when it is set (as in a Kubernetes DaemonSet), otherwise the host name of the machine."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Resource manager of the compute unit: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "libvirt"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "k8s"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Identifier of the compute unit: the Slurm job ID, the libvirt domain UUID, or the Kubernetes pod UID."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cgrouphostname"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Slurm only: the node name that appears in the cgroup path when ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurmd"
            }), " runs several virtual nodes on one host (Slurm built with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--enable-multiple-slurmd"
            }), "). Empty in every other case."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "collectors",
      children: "Collectors at a glance"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Each collector has a boolean flag ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.<name>"
      }), "; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--no-collector.<name>"
      }), " turns it off.\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.disable-defaults"
      }), " turns off every collector that you do not enable explicitly. The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "perf"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ebpf"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rdma"
      }), " sub-collectors and the GPU mapping run inside the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "libvirt"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "k8s"
      }), "\ncollectors and have their own option flags."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Collector"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Flag"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Metrics"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#slurm",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "slurm"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.slurm"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_*"
            }), ", plus ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#perf",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "perf"
              })
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#ebpf",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "ebpf"
              })
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#rdma",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "rdma"
              })
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#libvirt",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "libvirt"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.libvirt"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_*"
            }), ", plus ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#ebpf",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "ebpf"
              })
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#rdma",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "rdma"
              })
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#k8s",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "k8s"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.k8s"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_*"
            }), ", plus ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#perf",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "perf"
              })
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#ebpf",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "ebpf"
              })
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#rdma",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "rdma"
              })
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#rapl",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "rapl"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.rapl"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "enabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rapl_*"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#ipmi-dcmi",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "ipmi_dcmi"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.ipmi_dcmi"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ipmi_dcmi_*"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#redfish",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "redfish"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.redfish"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_redfish_*"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#cray-pm-counters",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "cray_pm_counters"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.cray_pm_counters"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_cray_pm_counters_*"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#hwmon",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "hwmon"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.hwmon"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_hwmon_*"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#cpu",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "cpu"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.cpu"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "enabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_cpu_*"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#meminfo",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "meminfo"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.meminfo"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "enabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_meminfo_*"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#netdev",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "netdev"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.netdev"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_netdev_*"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#infiniband",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "infiniband"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.infiniband"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_*"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#emissions",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "emissions"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.emissions"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_emissions_*"
            })
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The flags themselves are described in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/cli/ceems-exporter",
        children: "ceems_exporter CLI reference"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "exporter",
      children: "Exporter metrics"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["These metrics describe the exporter itself. The two ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_scrape_*"
      }), " metrics and the build information\nare always present."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_site_src_components_ReferenceFilter__rspack_import_2/* ["default"] */.A, {}), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Metric"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_scrape_collector_duration_seconds",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_scrape_collector_duration_seconds"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "collector"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "subcollector"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "s"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Time the last scrape spent in a collector. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "subcollector"
            }), " is empty for the collector itself and is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "perf"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ebpf"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rdma"
            }), " for the time spent in that sub-collector of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "libvirt"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "k8s"
            }), " collector."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_scrape_collector_success",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_scrape_collector_success"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "collector"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0 or 1"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1 when the collector's last scrape succeeded, 0 when it failed or found no data (for example no RAPL files on the node)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_exporter_build_info",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_exporter_build_info"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "version"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "revision"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "branch"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "goversion"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "goos"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "goarch"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tags"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Always 1; the labels describe the binary."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Unless you pass ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--web.disable-exporter-metrics"
      }), ", the endpoint also carries the standard metrics of the\nPrometheus Go client library about the exporter process: the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "go_*"
      }), " family (Go runtime: goroutines,\ngarbage collection, memory), the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "process_*"
      }), " family (CPU time, resident memory, open file descriptors,\nstart time) and these three about the metrics handler:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Metric"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-promhttp_metric_handler_requests_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "promhttp_metric_handler_requests_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "code"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Scrapes of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/metrics"
            }), ", by HTTP status code."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-promhttp_metric_handler_requests_in_flight",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "promhttp_metric_handler_requests_in_flight"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Scrapes being served right now."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-promhttp_metric_handler_errors_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "promhttp_metric_handler_errors_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cause"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Internal errors of the handler; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cause"
            }), " is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gathering"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "encoding"
            }), "."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "To check which collectors are failing on a fleet:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-promql",
        highlighted: "ceems_scrape_collector_success == 0",
        children: "ceems_scrape_collector_success == 0\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.h2, {
      id: "slurm",
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm"
      }), " collector"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Reports Slurm batch jobs. Enable it with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.slurm"
      }), " (disabled by default)."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Compute units."
        }), " Every cgroup that ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "slurmstepd"
        }), " creates for a job (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "job_<id>"
        }), "), on cgroups v1 and v2.\nCgroups that no longer hold any process (left behind by a terminated job) are skipped. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "uuid"
        }), " is the\njob ID and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "manager"
        }), " is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "slurm"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Metrics."
        }), " The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#cgroup",
          children: "cgroup metrics"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_compute_*"
        }), ". Swap metrics need\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.slurm.swap-memory-metrics"
        }), ", pressure (PSI) metrics need ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.slurm.psi-metrics"
        }), ".\nBlock I/O metrics are never emitted for Slurm."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "GPUs."
        }), " When the node has NVIDIA or AMD GPUs, the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#gpu",
          children: "GPU mapping metrics"
        }), " tell which job uses\nwhich GPU. The exporter reads the GPU ordinals from the job's environment (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "SLURM_JOB_GPUS"
        }), ", or\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "SLURM_STEP_GPUS"
        }), ") and the shard or MPS share counts from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "SLURM_SHARDS_ON_NODE"
        }), " or\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CUDA_MPS_ACTIVE_THREAD_PERCENTAGE"
        }), " when ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.slurm.gres-config-file"
        }), " (default\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/etc/slurm/gres.conf"
        }), ") declares ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "shard"
        }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "mps"
        }), " resources. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.slurm.gpu-order-map"
        }), " fixes a\nSlurm GPU order that differs from the order of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "nvidia-smi"
        }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "rocm-smi"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Sub-collectors."
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#perf",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "perf"
          })
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#ebpf",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ebpf"
          })
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#rdma",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "rdma"
          })
        }), " when their flags are set."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["CPU usage of job ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<job-id>"
      }), " as a fraction of its allocated CPUs:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-promql",
        highlighted: "(\n    rate(ceems_compute_unit_cpu_user_seconds_total{manager=\"slurm\",uuid=\"&lt;job-id&gt;\"}[5m])\n  + rate(ceems_compute_unit_cpu_system_seconds_total{manager=\"slurm\",uuid=\"&lt;job-id&gt;\"}[5m])\n)\n/ ceems_compute_unit_cpus{manager=\"slurm\",uuid=\"&lt;job-id&gt;\"}",
        children: "(\n    rate(ceems_compute_unit_cpu_user_seconds_total{manager=\"slurm\",uuid=\"<job-id>\"}[5m])\n  + rate(ceems_compute_unit_cpu_system_seconds_total{manager=\"slurm\",uuid=\"<job-id>\"}[5m])\n)\n/ ceems_compute_unit_cpus{manager=\"slurm\",uuid=\"<job-id>\"}\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.h2, {
      id: "libvirt",
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "libvirt"
      }), " collector"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Reports libvirt/QEMU virtual machines, such as OpenStack Nova instances. Enable it with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.libvirt"
      }), " (disabled by default)."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Compute units."
        }), " Every QEMU cgroup under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "machine.slice"
        }), " (systemd layout) or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "machine"
        }), " (non-systemd\nlayout), on cgroups v1 and v2, of a domain named ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "instance-<hex>"
        }), " as OpenStack Nova names them; VMs with\nother domain names are not reported. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "uuid"
        }), " is the domain UUID read from the instance's XML file in\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/etc/libvirt/qemu"
        }), "; if that file cannot be read, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "uuid"
        }), " falls back to the instance name\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "instance-<hex>"
        }), "). ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "manager"
        }), " is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "libvirt"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Metrics."
        }), " The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#cgroup",
          children: "cgroup metrics"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_compute_*"
        }), ". ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_compute_unit_cpus"
        }), " counts the VM's\nvirtual CPUs. Swap metrics need ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.libvirt.swap-memory-metrics"
        }), ", block I/O metrics need\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.libvirt.blkio-metrics"
        }), ", pressure metrics need ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.libvirt.psi-metrics"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "GPUs."
        }), " The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#gpu",
          children: "GPU mapping metrics"
        }), " for GPUs passed through to the VM over PCI, and for NVIDIA\nvGPU or MIG devices attached as mediated devices (mdev)."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Sub-collectors."
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#ebpf",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ebpf"
          })
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#rdma",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "rdma"
          })
        }), " when their flags are set. The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "perf"
        }), "\nsub-collector emits no metrics for libvirt."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Memory used by each VM on a hypervisor, in bytes:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-promql",
        highlighted: "ceems_compute_unit_memory_used_bytes{manager=\"libvirt\",hostname=\"&lt;hypervisor&gt;\"}",
        children: "ceems_compute_unit_memory_used_bytes{manager=\"libvirt\",hostname=\"<hypervisor>\"}\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.h2, {
      id: "k8s",
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "k8s"
      }), " collector"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Reports Kubernetes pods. Enable it with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.k8s"
      }), " (disabled by default)."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Compute units."
        }), " Every pod cgroup under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "kubepods"
        }), " (cgroupfs driver) or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "kubepods.slice"
        }), " (systemd\ndriver), on cgroups v1 and v2. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "uuid"
        }), " is the pod UID and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "manager"
        }), " is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "k8s"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Metrics."
        }), " The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#cgroup",
          children: "cgroup metrics"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_compute_*"
        }), ". Swap and block I/O metrics are always on;\npressure metrics need ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.k8s.psi-metrics"
        }), ". ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_compute_unit_cpus"
        }), " is derived from the pod's\nCPU weight (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cpu.weight"
        }), " on v2, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cpu.shares"
        }), " on v1, 1024 shares per CPU), so it can be fractional."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "GPUs."
        }), " The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#gpu",
          children: "GPU mapping metrics"
        }), ", built from the kubelet pod-resources API through the\nsocket ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/var/lib/kubelet/pod-resources/kubelet.sock"
        }), " (default). Time-sliced GPUs give fractional\nvalues. In 0.10.2 ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.k8s.kubelet-podresources-socket.file"
        }), " has no effect; to use\nanother socket, set the deprecated ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.k8s.kubelet-socket-file"
        }), " (see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/advanced/known-issues#k8s-socket-flag-override",
          children: "known issues"
        }), ")."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Kubernetes API."
        }), " The collector needs the API server of the Kubernetes cluster, through\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.k8s.kubeconfig.file"
        }), " or, when that flag is empty, the pod's in-cluster service account.\nWithout either it cannot start, and the exporter stops."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Sub-collectors."
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#perf",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "perf"
          })
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#ebpf",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ebpf"
          })
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#rdma",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "rdma"
          })
        }), " when their flags are set."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Number of pods the exporter sees on each node:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-promql",
        highlighted: "ceems_compute_units{manager=\"k8s\"}",
        children: "ceems_compute_units{manager=\"k8s\"}\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "cgroup",
      children: "cgroup metrics"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "libvirt"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "k8s"
      }), " collectors share one cgroup sub-collector. It reads the cgroup of every\ncompute unit and emits the metrics below with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "manager"
      }), " set to the collector's name. Values come from\ncgroups v2 files (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cpu.stat"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "memory.current"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "memory.stat"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "io.stat"
      }), ", …) or from the cgroups v1\ncontrollers (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cpuacct"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "memory"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "blkio"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cpuset"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rdma"
      }), "), depending on the node."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Which groups of metrics each collector emits:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Metrics"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "libvirt"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "k8s"
            })
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Units, CPU, memory, RDMA handles, collection errors"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "always"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "always"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "always"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-memsw",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Swap (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "memsw"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.slurm.swap-memory-metrics"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.libvirt.swap-memory-metrics"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "always"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-psi",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Pressure (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "psi"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.slurm.psi-metrics"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.libvirt.psi-metrics"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.k8s.psi-metrics"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-blkio",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Block I/O (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "blkio"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "never"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.libvirt.blkio-metrics"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "always"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["In the table below, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "unit labels"
      }), " means ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "manager"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "hostname"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cgrouphostname"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Metric"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_compute_units",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_units"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Number of compute units found on the node in this scrape."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_compute_unit_cpu_user_seconds_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_cpu_user_seconds_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "unit labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "s"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CPU time the unit spent in user mode."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_compute_unit_cpu_system_seconds_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_cpu_system_seconds_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "unit labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "s"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CPU time the unit spent in kernel mode."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_compute_unit_cpus",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_cpus"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "unit labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CPUs"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["CPUs available to the unit. Slurm: CPUs in the job's cpuset (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cpuset.cpus.effective"
            }), " on v2, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cpuset.cpus"
            }), " on v1). libvirt: number of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "vcpu*"
            }), " child cgroups. k8s: CPU weight or shares converted to CPUs. 0 when it cannot be read."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_compute_unit_memory_rss_bytes",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_memory_rss_bytes"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "unit labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bytes"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Anonymous (RSS) memory: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "anon"
            }), " on v2, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "total_rss"
            }), " on v1."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_compute_unit_memory_cache_bytes",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_memory_cache_bytes"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "unit labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bytes"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Page cache: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "file"
            }), " on v2, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "total_cache"
            }), " on v1."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_compute_unit_memory_used_bytes",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_memory_used_bytes"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "unit labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bytes"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Memory in use by the cgroup: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "memory.current"
            }), " on v2, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "memory.usage_in_bytes"
            }), " on v1."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_compute_unit_memory_total_bytes",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_memory_total_bytes"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "unit labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bytes"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Memory limit of the cgroup. When the cgroup has no limit, the node's total memory (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "MemTotal"
            }), ")."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_compute_unit_memory_fail_count",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_memory_fail_count"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "unit labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["On v2, number of OOM events of the cgroup (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "oom"
            }), " in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "memory.events"
            }), "); on v1, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "memory.failcnt"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_compute_unit_memsw_used_bytes",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_memsw_used_bytes"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "unit labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bytes"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Swap in use: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "memory.swap.current"
            }), " on v2; memory plus swap (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "memory.memsw.usage_in_bytes"
            }), ") on v1."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_compute_unit_memsw_total_bytes",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_memsw_total_bytes"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "unit labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bytes"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Swap limit. When unlimited, the node's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "SwapTotal"
            }), ", or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "MemTotal"
            }), " if the node has no swap."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_compute_unit_memsw_fail_count",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_memsw_fail_count"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "unit labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "memory.memsw.failcnt"
            }), " on v1; always 0 on v2."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_compute_unit_cpu_psi_seconds",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_cpu_psi_seconds"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "unit labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "s"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Cumulative time during which all non-idle tasks of the unit were stalled waiting for CPU (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "full"
            }), " total of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cpu.pressure"
            }), "). cgroups v2 only; 0 on v1. The value only grows."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_compute_unit_memory_psi_seconds",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_memory_psi_seconds"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "unit labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "s"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Same for memory (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "full"
            }), " total of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "memory.pressure"
            }), "). cgroups v2 only; 0 on v1."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_compute_unit_blkio_read_total_bytes",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_blkio_read_total_bytes"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["unit labels, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bytes"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Bytes read from block device ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), " (for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sda"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "nvme0n1"
            }), "). Cumulative. Emitted only when not 0."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_compute_unit_blkio_write_total_bytes",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_blkio_write_total_bytes"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["unit labels, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bytes"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Bytes written to block device ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ". Cumulative. Emitted only when not 0."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_compute_unit_blkio_read_total_requests",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_blkio_read_total_requests"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["unit labels, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Read operations on block device ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ". Cumulative. Emitted only when not 0."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_compute_unit_blkio_write_total_requests",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_blkio_write_total_requests"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["unit labels, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Write operations on block device ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ". Cumulative. Emitted only when not 0."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_compute_unit_rdma_hca_handles",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_rdma_hca_handles"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["unit labels, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["RDMA HCA handles the unit currently holds on RDMA device ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rdma.current"
            }), " of the RDMA cgroup controller). Emitted only when the controller reports a value above 0."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_compute_unit_rdma_hca_objects",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_rdma_hca_objects"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["unit labels, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Meant to report the RDMA HCA objects of the unit. In this version the exporter fills it with the HCA handle count, so it repeats ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_rdma_hca_handles"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_compute_collect_error",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_collect_error"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "unit labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Present, with value 1, when the exporter failed to read the cgroup of this unit in the scrape. Absent otherwise."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The block I/O counters and the PSI totals only grow while the unit runs, although they are declared as\ngauges; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rate()"
      }), " works on them. Read bandwidth of a VM, in bytes per second:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-promql",
        highlighted: "sum by (uuid) (rate(ceems_compute_unit_blkio_read_total_bytes{manager=\"libvirt\"}[5m]))",
        children: "sum by (uuid) (rate(ceems_compute_unit_blkio_read_total_bytes{manager=\"libvirt\"}[5m]))\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "gpu",
      children: "GPU mapping metrics"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The exporter does not measure GPUs itself: GPU usage and power come from the NVIDIA DCGM exporter or an AMD\nexporter. The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "libvirt"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "k8s"
      }), " collectors emit two mapping metrics that tie each GPU, or each\nGPU instance (NVIDIA MIG instance, AMD partition), to the compute units using it, so that you can join the\ntwo sources. They appear only when the exporter finds GPUs on the node (through ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "nvidia-smi"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rocm-smi"
      }), " or\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "amd-smi"
      }), ") and a compute unit uses them. There is no separate flag."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Metric"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_compute_unit_gpu_index_flag",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_gpu_index_flag"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cgrouphostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "index"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hindex"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpuuuid"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpuiid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "fraction"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Share of the GPU that the unit uses. 1 when the unit has the GPU (or GPU instance) to itself. Below 1 when the GPU is shared: with Slurm shards or MPS, the unit's shares divided by all shares in use on that GPU; with libvirt vGPUs or Kubernetes time slicing, the unit's allocations divided by all allocations on that GPU."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_compute_unit_gpu_sm_count",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_gpu_sm_count"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "same as above"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Streaming multiprocessors (NVIDIA) or compute units (AMD) in the GPU or GPU instance. Emitted only when the exporter knows the count. The recording rules use it to split the power of a partitioned GPU between its instances."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Label"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Meaning"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "index"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Index of the GPU or GPU instance on the node. Each MIG instance or AMD partition has its own index. For Slurm, this is the ordinal that Slurm uses, after any remapping by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.slurm.gpu-order-map"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hindex"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "<hostname>/gpu-<index>"
            }), ": an index that is unique across nodes."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpuuuid"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["UUID of the physical GPU as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "nvidia-smi"
            }), " reports it (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "GPU-…"
            }), "); for AMD GPUs, the board serial number."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpuiid"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "GPU instance ID of the MIG instance or AMD partition. Empty for a whole GPU."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cgrouphostname"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["As for the cgroup metrics; always empty for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "libvirt"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "k8s"
            }), "."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The DCGM exporter labels its series with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "UUID"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "GPU_I_ID"
      }), ". Rename them to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gpuuuid"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gpuiid"
      }), " with\nthe metric relabel configs that ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool tsdb create-relabel-configs"
      }), " prints (see the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/cli/ceems-tool",
        children: "ceems_tool CLI reference"
      }), "); then GPU power of job ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<job-id>"
      }), ", in W:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-promql",
        highlighted: "DCGM_FI_DEV_POWER_USAGE_INSTANT\n  * on (gpuuuid, gpuiid) group_right ()\nceems_compute_unit_gpu_index_flag{uuid=\"&lt;job-id&gt;\"}",
        children: "DCGM_FI_DEV_POWER_USAGE_INSTANT\n  * on (gpuuuid, gpuiid) group_right ()\nceems_compute_unit_gpu_index_flag{uuid=\"<job-id>\"}\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.h2, {
      id: "perf",
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "perf"
      }), " sub-collector"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Reads Linux perf events of the processes of each compute unit and sums them per unit. It runs inside the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "k8s"
      }), " collectors; under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "libvirt"
      }), " it emits nothing. There is no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.perf"
      }), " flag:\nturn on one or more event groups instead, all disabled by default."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Event group"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Flag"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Hardware events"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.perf.hardware-events"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Software events"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.perf.software-events"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Hardware cache events"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.perf.hardware-cache-events"
            })
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.perf.env-var"
      }), " (repeatable), only processes that have one of the named environment\nvariables are counted. Every metric has the labels ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "manager"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "hostname"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), " and type counter, and is\nemitted only when its value is above 0. Which events exist depends on the CPU and the kernel."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Hardware and cache counts are corrected for perf multiplexing and accumulated over the life of the unit,\nincluding processes that have exited. Software counts are the sum over the unit's current processes, so\nthey can drop when a process exits."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Metric"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_perf_cpucycles_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_perf_cpucycles_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CPU cycles (hardware; affected by CPU frequency scaling)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_perf_instructions_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_perf_instructions_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Instructions retired (hardware)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_perf_branch_instructions_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_perf_branch_instructions_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Branch instructions retired (hardware)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_perf_branch_misses_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_perf_branch_misses_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Mispredicted branches (hardware)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_perf_cache_refs_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_perf_cache_refs_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Cache accesses (hardware)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_perf_cache_misses_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_perf_cache_misses_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Cache misses (hardware)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_perf_ref_cpucycles_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_perf_ref_cpucycles_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Reference CPU cycles, not affected by frequency scaling (hardware)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_perf_page_faults_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_perf_page_faults_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Page faults (software)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_perf_context_switches_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_perf_context_switches_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Context switches (software)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_perf_cpu_migrations_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_perf_cpu_migrations_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Migrations of a process to another CPU (software)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_perf_minor_faults_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_perf_minor_faults_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Minor page faults, served without disk I/O (software)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_perf_major_faults_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_perf_major_faults_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Major page faults, which needed disk I/O (software)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_perf_cache_l1d_read_hits_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_perf_cache_l1d_read_hits_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "L1 data cache read hits (cache)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_perf_cache_l1d_read_misses_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_perf_cache_l1d_read_misses_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "L1 data cache read misses (cache)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_perf_cache_l1d_write_hits_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_perf_cache_l1d_write_hits_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "L1 data cache write hits (cache)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_perf_cache_l1_instr_read_misses_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_perf_cache_l1_instr_read_misses_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "L1 instruction cache read misses (cache)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_perf_cache_tlb_instr_read_hits_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_perf_cache_tlb_instr_read_hits_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Instruction TLB read hits (cache)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_perf_cache_tlb_instr_read_misses_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_perf_cache_tlb_instr_read_misses_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Instruction TLB read misses (cache)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_perf_cache_ll_read_hits_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_perf_cache_ll_read_hits_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Last-level cache read hits (cache)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_perf_cache_ll_read_misses_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_perf_cache_ll_read_misses_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Last-level cache read misses (cache)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_perf_cache_ll_write_hits_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_perf_cache_ll_write_hits_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Last-level cache write hits (cache)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_perf_cache_ll_write_misses_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_perf_cache_ll_write_misses_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Last-level cache write misses (cache)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_perf_cache_bpu_read_hits_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_perf_cache_bpu_read_hits_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Branch prediction unit read hits (cache)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_perf_cache_bpu_read_misses_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_perf_cache_bpu_read_misses_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Branch prediction unit read misses (cache)."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Instructions per cycle of job ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<job-id>"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-promql",
        highlighted: "rate(ceems_perf_instructions_total{uuid=\"&lt;job-id&gt;\"}[5m])\n/ rate(ceems_perf_cpucycles_total{uuid=\"&lt;job-id&gt;\"}[5m])",
        children: "rate(ceems_perf_instructions_total{uuid=\"<job-id>\"}[5m])\n/ rate(ceems_perf_cpucycles_total{uuid=\"<job-id>\"}[5m])\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.h2, {
      id: "ebpf",
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ebpf"
      }), " sub-collector"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Counts file system and network activity of each compute unit with eBPF programs attached to kernel\nfunctions. It runs inside the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "libvirt"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "k8s"
      }), " collectors and needs Linux 5.8 or later. Turn\non one or both groups, disabled by default:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Group"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Flag"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Kernel functions"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "I/O"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.ebpf.io-metrics"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "VFS read, write, open, create, mkdir, unlink and rmdir"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Network"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.ebpf.network-metrics"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "TCP and UDP send and receive, TCP retransmissions"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.ebpf.fs-mount-point"
      }), " (repeatable) limits the read and write metrics to mount points that\ncontain one of the given strings; without it every mount point is reported, which can create many series.\nAll metrics are counters of events since the exporter started."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Metric"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_ebpf_read_bytes_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ebpf_read_bytes_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "mountpoint"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bytes"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Bytes read by the unit through VFS on file system ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "mountpoint"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_ebpf_read_requests_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ebpf_read_requests_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "mountpoint"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "VFS read calls."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_ebpf_read_errors_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ebpf_read_errors_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "mountpoint"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "VFS read calls that returned an error."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_ebpf_write_bytes_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ebpf_write_bytes_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "mountpoint"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bytes"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Bytes written by the unit through VFS on file system ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "mountpoint"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_ebpf_write_requests_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ebpf_write_requests_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "mountpoint"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "VFS write calls."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_ebpf_write_errors_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ebpf_write_errors_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "mountpoint"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "VFS write calls that returned an error."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_ebpf_open_requests_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ebpf_open_requests_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Files opened."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_ebpf_open_errors_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ebpf_open_errors_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Failed file opens."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_ebpf_create_requests_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ebpf_create_requests_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Files and directories created."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_ebpf_open_create_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ebpf_open_create_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Failed creations of files and directories. The name is spelled this way in the code; it is the error counterpart of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ebpf_create_requests_total"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_ebpf_unlink_requests_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ebpf_unlink_requests_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Files and directories removed."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_ebpf_unlink_errors_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ebpf_unlink_errors_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Failed removals of files and directories."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_ebpf_ingress_bytes_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ebpf_ingress_bytes_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "proto"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "family"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bytes"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Bytes received by the unit. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "proto"
            }), " is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tcp"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "udp"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "family"
            }), " is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ipv4"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ipv6"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_ebpf_ingress_packets_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ebpf_ingress_packets_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "proto"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "family"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Packets received."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_ebpf_egress_bytes_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ebpf_egress_bytes_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "proto"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "family"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bytes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Bytes sent by the unit."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_ebpf_egress_packets_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ebpf_egress_packets_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "proto"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "family"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Packets sent."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_ebpf_retrans_bytes_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ebpf_retrans_bytes_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "proto"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "family"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bytes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Bytes retransmitted (TCP)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_ebpf_retrans_packets_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ebpf_retrans_packets_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "proto"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "family"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Packets retransmitted (TCP)."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Write bandwidth of job ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<job-id>"
      }), " per file system, in bytes per second:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-promql",
        highlighted: "sum by (mountpoint) (rate(ceems_ebpf_write_bytes_total{uuid=\"&lt;job-id&gt;\"}[5m]))",
        children: "sum by (mountpoint) (rate(ceems_ebpf_write_bytes_total{uuid=\"<job-id>\"}[5m]))\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.h2, {
      id: "rdma",
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rdma"
      }), " sub-collector"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Reports RDMA (InfiniBand, RoCE) use. It runs inside the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "libvirt"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "k8s"
      }), " collectors when you\npass ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.rdma.stats"
      }), " (disabled by default). Per-unit metrics come from the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rdma"
      }), " command of\niproute2, which must be installed; port counters come from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/sys/class/infiniband"
      }), ". On Mellanox (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "mlx*"
      }), ")\nlinks the exporter turns on per-process queue pair counters (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rdma statistic qp set … auto type,pid on"
      }), ")\nand turns them off again when it stops."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Port metrics (whole node). Each is emitted only when its value is above 0."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Metric"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rdma_port_data_received_bytes_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rdma_port_data_received_bytes_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bytes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Data received on the port."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rdma_port_data_transmitted_bytes_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rdma_port_data_transmitted_bytes_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bytes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Data transmitted on the port."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rdma_port_packets_received_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rdma_port_packets_received_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Packets received, errors included."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rdma_port_packets_transmitted_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rdma_port_packets_transmitted_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Packets transmitted, errors included."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rdma_port_errors_received_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rdma_port_errors_received_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Received packets that contained an error."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rdma_port_discards_received_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rdma_port_discards_received_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Inbound packets discarded because the port was down or congested."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rdma_port_discards_transmitted_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rdma_port_discards_transmitted_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Outbound packets discarded because the port was down or congested."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rdma_port_constraint_errors_received_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rdma_port_constraint_errors_received_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Received packets discarded by the switch port's constraints."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rdma_port_constraint_errors_transmitted_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rdma_port_constraint_errors_transmitted_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Packets not transmitted because of the switch port's constraints."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rdma_state_id",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rdma_state_id"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "state"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Port state: 1 down, 2 init, 3 armed, 4 active, 5 active defer."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Per-unit metrics. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "device"
      }), " is the RDMA device; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "port"
      }), " is set on queue pair metrics and empty on the others."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Metric"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rdma_qps_active",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rdma_qps_active"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Queue pairs (QP) the unit has open."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rdma_cqs_active",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rdma_cqs_active"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Completion queues (CQ) the unit has open."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rdma_cqe_len_active",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rdma_cqe_len_active"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Total entries of the unit's completion queues."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rdma_mrs_active",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rdma_mrs_active"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Memory regions (MR) the unit has registered."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rdma_mrs_len_active",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rdma_mrs_len_active"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bytes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Total length of the unit's memory regions."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Per-unit queue pair counters, Mellanox devices only. Counters, emitted only when above 0, all with the\nlabels ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "manager"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "hostname"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "device"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "port"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), ". Their names have no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "_total"
      }), " suffix."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Metric"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rdma_rx_write_requests",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rdma_rx_write_requests"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "as above"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "RDMA write requests received on the unit's QPs."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rdma_rx_read_requests",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rdma_rx_read_requests"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "as above"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "RDMA read requests received."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rdma_rx_atomic_requests",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rdma_rx_atomic_requests"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "as above"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Atomic requests received."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rdma_req_cqe_error",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rdma_req_cqe_error"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "as above"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Completions with error seen by the requester."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rdma_req_cqe_flush_error",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rdma_req_cqe_flush_error"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "as above"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Completions with flush error seen by the requester."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rdma_req_remote_access_errors",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rdma_req_remote_access_errors"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "as above"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Remote access errors seen by the requester."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rdma_req_remote_invalid_request",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rdma_req_remote_invalid_request"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "as above"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Remote invalid request errors seen by the requester."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rdma_resp_cqe_error",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rdma_resp_cqe_error"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "as above"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Completions with error seen by the responder."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rdma_resp_cqe_flush_error",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rdma_resp_cqe_flush_error"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "as above"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Completions with flush error seen by the responder."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rdma_resp_local_length_error",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rdma_resp_local_length_error"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "as above"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Local length errors seen by the responder."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rdma_resp_remote_access_errors",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rdma_resp_remote_access_errors"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "as above"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Remote access errors seen by the responder."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.h2, {
      id: "rapl",
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rapl"
      }), " collector"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Reads the energy counters of Intel and AMD CPUs through RAPL (Running Average Power Limit) in\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/sys/class/powercap"
      }), ". Enabled by default; turn it off with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--no-collector.rapl"
      }), ". From Linux 5.10 the\ncounters are readable by root only, so the exporter reads them with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_DAC_READ_SEARCH"
      }), " capability."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["By default the RAPL zone is part of the metric name, one metric per zone name that the kernel exposes\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "package"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "dram"
      }), ", and on some CPUs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "core"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uncore"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "psys"
      }), "):"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Metric"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rapl_-zone-_joules_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rapl_<zone>_joules_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "index"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "path"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "J"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Energy counter of the zone, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rapl_package_joules_total"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rapl_dram_joules_total"
            }), ". The counter wraps around at the zone's maximum range, which ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rate()"
            }), " treats as a reset."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rapl_-zone-_power_limit_watts_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rapl_<zone>_power_limit_watts_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "index"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "path"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Long-term power limit of the zone (the constraint with the longest time window), for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rapl_package_power_limit_watts_total"
            }), ". A setting, not a cumulative count, although it is declared as a counter: read it as is."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.rapl.enable-zone-label"
      }), " the zone moves into a label instead:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Metric"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rapl_joules_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rapl_joules_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "index"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "path"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rapl_zone"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "J"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Energy counter of zone ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rapl_zone"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_rapl_power_limit_watts_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rapl_power_limit_watts_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "index"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "path"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rapl_zone"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Long-term power limit of zone ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rapl_zone"
            }), "; declared as a counter, read it as is."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "index"
      }), " is the zone's index (the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "0"
      }), " of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "package-0"
      }), ", or a count for repeated names) and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "path"
      }), " is the\nzone's directory in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/sys/class/powercap"
      }), ". The recording rules of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " expect the default names\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_rapl_package_joules_total"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_rapl_dram_joules_total"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "CPU package power of each node, in W:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-promql",
        highlighted: "sum by (instance) (rate(ceems_rapl_package_joules_total[5m]))",
        children: "sum by (instance) (rate(ceems_rapl_package_joules_total[5m]))\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.h2, {
      id: "ipmi-dcmi",
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ipmi_dcmi"
      }), " collector"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Reads the node's power from the BMC with the DCMI \"get power reading\" command. Enable it with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.ipmi_dcmi"
      }), " (disabled by default). The exporter uses the first of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ipmi-dcmi"
      }), " (FreeIPMI),\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ipmitool"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ipmiutil"
      }), " or Cray ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "capmc"
      }), " that it finds, or the command in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.ipmi_dcmi.cmd"
      }), ", and\notherwise talks to the OpenIPMI device ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/dev/ipmi<n>"
      }), " directly (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.ipmi_dcmi.dev-num"
      }), ", or\nalways with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.ipmi_dcmi.force-native-mode"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Values are emitted only when above 0. When a reading fails, the exporter repeats the last good values.\nWith ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "capmc"
      }), ", which reports no current value, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "current_watts"
      }), " is the average."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Metric"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_ipmi_dcmi_current_watts",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ipmi_dcmi_current_watts"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Current power of the node."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_ipmi_dcmi_min_watts",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ipmi_dcmi_min_watts"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Minimum power over the BMC's sampling period."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_ipmi_dcmi_max_watts",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ipmi_dcmi_max_watts"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Maximum power over the BMC's sampling period."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_ipmi_dcmi_avg_watts",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ipmi_dcmi_avg_watts"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Average power over the BMC's sampling period."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.h2, {
      id: "redfish",
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "redfish"
      }), " collector"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Reads power from the BMC's Redfish API. Enable it with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.redfish"
      }), " (disabled by default) and\npoint ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.redfish.config.file"
      }), " to the Redfish client configuration (see the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/config-reference#redfish-collector",
        children: "configuration reference"
      }), "). The exporter reports\nevery chassis the BMC lists; for each chassis it sums all ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "PowerControl"
      }), " entries. Values are emitted only\nwhen above 0; when a request fails, the last good values are reported."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Metric"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_redfish_current_watts",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_redfish_current_watts"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "chassis"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Power consumed by the chassis (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "PowerConsumedWatts"
            }), ")."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_redfish_min_watts",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_redfish_min_watts"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "chassis"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Minimum power over the BMC's interval (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "MinConsumedWatts"
            }), ")."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_redfish_max_watts",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_redfish_max_watts"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "chassis"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Maximum power over the BMC's interval (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "MaxConsumedWatts"
            }), ")."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_redfish_avg_watts",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_redfish_avg_watts"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "chassis"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Average power over the BMC's interval (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "AverageConsumedWatts"
            }), ")."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "chassis"
      }), " is the Redfish chassis ID in which every run of characters other than letters, digits and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "_"
      }), " is\nreplaced by a single ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "_"
      }), ".\nWhen a node has several chassis, pick the one that reports the whole server in your queries."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.h2, {
      id: "cray-pm-counters",
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cray_pm_counters"
      }), " collector"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Reads the power management counters of HPE Cray EX nodes in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/sys/cray/pm_counters"
      }), ". Enable it with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.cray_pm_counters"
      }), " (disabled by default). ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "domain"
      }), " is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "node"
      }), " for the whole node, or the\ncomponent named in the counter files: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cpu"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "memory"
      }), ", or an accelerator such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "accel0"
      }), ". Values are\nemitted only when above 0."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Metric"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_cray_pm_counters_energy_joules",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_cray_pm_counters_energy_joules"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "domain"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "J"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Energy consumed by the domain. Cumulative, although declared as a gauge."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_cray_pm_counters_power_watts",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_cray_pm_counters_power_watts"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "domain"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Current power of the domain."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_cray_pm_counters_power_limit_watts",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_cray_pm_counters_power_limit_watts"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "domain"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Power cap of the domain."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_cray_pm_counters_temp_celsius",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_cray_pm_counters_temp_celsius"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "domain"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "°C"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Temperature of the domain."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Fraction of each node's power drawn by its CPUs:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-promql",
        highlighted: "ceems_cray_pm_counters_power_watts{domain=\"cpu\"}\n/ on (instance) ceems_cray_pm_counters_power_watts{domain=\"node\"}",
        children: "ceems_cray_pm_counters_power_watts{domain=\"cpu\"}\n/ on (instance) ceems_cray_pm_counters_power_watts{domain=\"node\"}\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.h2, {
      id: "hwmon",
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "hwmon"
      }), " collector"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Reads power and energy sensors of the Linux hardware monitoring subsystem in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/sys/class/hwmon"
      }), ", such as\nACPI power meters. Enable it with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.hwmon"
      }), " (disabled by default). Only ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "power*"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "energy*"
      }), "\nsensors are read; values are emitted only when above 0. If the node has no power or energy sensor at\nall, the collector fails at start-up and the exporter stops, so enable it only on nodes that have them."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Metric"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_hwmon_power_current_watts",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_hwmon_power_current_watts"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sensor"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "chip"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "chip_name"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Current power (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "power<n>_input"
            }), ")."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_hwmon_power_min_watts",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_hwmon_power_min_watts"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sensor"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "chip"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "chip_name"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Historical lowest power (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "power<n>_input_lowest"
            }), ")."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_hwmon_power_max_watts",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_hwmon_power_max_watts"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sensor"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "chip"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "chip_name"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Historical highest power (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "power<n>_input_highest"
            }), ")."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_hwmon_power_avg_watts",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_hwmon_power_avg_watts"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sensor"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "chip"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "chip_name"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Average power (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "power<n>_average"
            }), ")."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_hwmon_energy_current_joules",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_hwmon_energy_current_joules"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sensor"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "chip"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "chip_name"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "J"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Energy used (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "energy<n>_input"
            }), "). Cumulative, although declared as a gauge."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sensor"
      }), " is the sensor's type and number (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "power1"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "energy1"
      }), "), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "chip"
      }), " a stable name built from the\ndevice path of the monitor, and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "chip_name"
      }), " the content of the monitor's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "name"
      }), " file."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.h2, {
      id: "cpu",
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cpu"
      }), " collector"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Reads node CPU time from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/proc/stat"
      }), ". Enabled by default; turn it off with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--no-collector.cpu"
      }), ". The\nrecording rules need it to split node power between compute units."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Metric"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_cpu_seconds_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_cpu_seconds_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "mode"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "s"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["CPU time of all CPUs of the node in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "mode"
            }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "user"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "nice"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "system"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "idle"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "iowait"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "irq"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "softirq"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "steal"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_cpu_count",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_cpu_count"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CPUs"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Logical CPUs of the node."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_cpu_per_core_count",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_cpu_per_core_count"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CPUs"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Logical CPUs per physical core (2 with simultaneous multithreading, otherwise 1)."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Busy fraction of each node:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-promql",
        highlighted: "sum by (instance) (rate(ceems_cpu_seconds_total{mode!~\"idle|iowait|steal\"}[5m]))\n/ on (instance) ceems_cpu_count",
        children: "sum by (instance) (rate(ceems_cpu_seconds_total{mode!~\"idle|iowait|steal\"}[5m]))\n/ on (instance) ceems_cpu_count\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.h2, {
      id: "meminfo",
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "meminfo"
      }), " collector"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Reads node memory from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/proc/meminfo"
      }), ". Enabled by default; turn it off with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--no-collector.meminfo"
      }), ".\nBy default it emits three metrics:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Metric"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_meminfo_MemTotal_bytes",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_meminfo_MemTotal_bytes"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bytes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Total usable memory of the node."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_meminfo_MemFree_bytes",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_meminfo_MemFree_bytes"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bytes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Memory not used at all."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_meminfo_MemAvailable_bytes",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_meminfo_MemAvailable_bytes"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bytes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Memory available to new processes without swapping."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.meminfo.all-stats"
      }), " it emits one gauge per line of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/proc/meminfo"
      }), ", named\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_meminfo_<field>"
      }), ", with label ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "hostname"
      }), ". Parentheses in the field name become an underscore\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Active(anon)"
      }), " gives ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Active_anon"
      }), "), and fields that the kernel gives in kB are converted to bytes and\nget the suffix ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "_bytes"
      }), ": for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_meminfo_Cached_bytes"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_meminfo_Active_anon_bytes"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_meminfo_SwapTotal_bytes"
      }), ", and without a unit ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_meminfo_HugePages_Total"
      }), ". The exact list depends\non the kernel."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.h2, {
      id: "netdev",
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "netdev"
      }), " collector"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Reads network interface counters from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/proc/net/dev"
      }), ". Enable it with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.netdev"
      }), " (disabled by\ndefault). Select interfaces with a regular expression in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.netdev.device-include"
      }), " or\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.netdev.device-exclude"
      }), " (not both). All metrics are counters with the labels ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "hostname"
      }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "device"
      }), " (the interface name)."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Metric"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_netdev_receive_bytes_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_netdev_receive_bytes_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bytes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Bytes received."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_netdev_receive_packets_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_netdev_receive_packets_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Packets received."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_netdev_receive_errors_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_netdev_receive_errors_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Receive errors."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_netdev_receive_dropped_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_netdev_receive_dropped_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Received packets dropped."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_netdev_receive_fifo_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_netdev_receive_fifo_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Receive FIFO buffer errors."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_netdev_receive_frame_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_netdev_receive_frame_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Receive framing errors."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_netdev_receive_compressed_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_netdev_receive_compressed_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Compressed packets received."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_netdev_receive_multicast_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_netdev_receive_multicast_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Multicast packets received."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_netdev_transmit_bytes_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_netdev_transmit_bytes_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bytes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Bytes transmitted."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_netdev_transmit_packets_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_netdev_transmit_packets_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Packets transmitted."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_netdev_transmit_errors_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_netdev_transmit_errors_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Transmit errors."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_netdev_transmit_dropped_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_netdev_transmit_dropped_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Packets dropped on transmit."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_netdev_transmit_fifo_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_netdev_transmit_fifo_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Transmit FIFO buffer errors."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_netdev_transmit_colls_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_netdev_transmit_colls_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Collisions on transmit."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_netdev_transmit_carrier_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_netdev_transmit_carrier_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Transmit errors due to loss of carrier."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_netdev_transmit_compressed_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_netdev_transmit_compressed_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Compressed packets transmitted."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.h2, {
      id: "infiniband",
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "infiniband"
      }), " collector"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Reads InfiniBand device and port counters from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/sys/class/infiniband"
      }), ". Enable it with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.infiniband"
      }), " (disabled by default). Unlike the other collectors, its metrics carry no\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "hostname"
      }), " label; use ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "instance"
      }), ". ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "device"
      }), " is the HCA name (for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "mlx5_0"
      }), ") and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "port"
      }), " the port\nnumber. Counters the device does not provide are not emitted."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Metric"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_info",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_info"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "board_id"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "firmware_version"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hca_type"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Always 1; the labels describe the device."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_state_id",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_state_id"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "state"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Port state: 1 down, 2 init, 3 armed, 4 active, 5 active defer."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_physical_state_id",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_physical_state_id"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "state"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Physical port state: 1 sleep, 2 polling, 3 disabled, 4 port configuration training, 5 link up, 6 link error recovery, 7 PHY test."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_rate_bytes_per_second",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_rate_bytes_per_second"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bytes/s"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Maximum signalling rate of the port."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_port_data_received_bytes_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_port_data_received_bytes_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bytes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Data received on the port."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_port_data_transmitted_bytes_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_port_data_transmitted_bytes_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bytes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Data transmitted on the port."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_port_packets_received_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_port_packets_received_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Packets received, errors included."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_port_packets_transmitted_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_port_packets_transmitted_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Packets transmitted, errors included."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_unicast_packets_received_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_unicast_packets_received_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Unicast packets received, errors included."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_unicast_packets_transmitted_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_unicast_packets_transmitted_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Unicast packets transmitted, errors included."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_multicast_packets_received_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_multicast_packets_received_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Multicast packets received, errors included."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_multicast_packets_transmitted_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_multicast_packets_transmitted_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Multicast packets transmitted, errors included."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_port_errors_received_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_port_errors_received_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Received packets that contained an error."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_port_discards_received_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_port_discards_received_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Inbound packets discarded because the port was down or congested."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_port_discards_transmitted_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_port_discards_transmitted_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Outbound packets discarded because the port was down or congested."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_port_constraint_errors_received_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_port_constraint_errors_received_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Received packets discarded by the switch port's constraints."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_port_constraint_errors_transmitted_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_port_constraint_errors_transmitted_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Packets not transmitted because of the switch port's constraints."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_port_receive_remote_physical_errors_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_port_receive_remote_physical_errors_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Received packets marked with the End of Bad Packet delimiter."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_port_receive_switch_relay_errors_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_port_receive_switch_relay_errors_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Received packets the switch could not forward."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_port_transmit_wait_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_port_transmit_wait_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ticks during which the port had data to send but sent nothing."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_excessive_buffer_overrun_errors_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_excessive_buffer_overrun_errors_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Times the overrun error threshold was exceeded on consecutive flow control updates."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_link_downed_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_link_downed_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Times the link failed to recover from an error and went down."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_link_error_recovery_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_link_error_recovery_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Times the link recovered from an error."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_local_link_integrity_errors_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_local_link_integrity_errors_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Times the local physical error count exceeded its threshold."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_symbol_error_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_symbol_error_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Minor link errors on the physical lanes."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_vl15_dropped_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_vl15_dropped_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Incoming VL15 (subnet management) packets dropped for lack of resources."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_legacy_data_received_bytes_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_legacy_data_received_bytes_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bytes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Data received, from the legacy (non-extended) counters."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_legacy_data_transmitted_bytes_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_legacy_data_transmitted_bytes_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bytes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Data transmitted, from the legacy counters."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_legacy_packets_received_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_legacy_packets_received_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Packets received, from the legacy counters."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_legacy_packets_transmitted_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_legacy_packets_transmitted_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Packets transmitted, from the legacy counters."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_legacy_unicast_packets_received_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_legacy_unicast_packets_received_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Unicast packets received, from the legacy counters."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_legacy_unicast_packets_transmitted_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_legacy_unicast_packets_transmitted_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Unicast packets transmitted, from the legacy counters."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_legacy_multicast_packets_received_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_legacy_multicast_packets_received_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Multicast packets received, from the legacy counters."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_infiniband_legacy_multicast_packets_transmitted_total",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_infiniband_legacy_multicast_packets_transmitted_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "counter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "device"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Multicast packets transmitted, from the legacy counters."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.h2, {
      id: "emissions",
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "emissions"
      }), " collector"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Exports the carbon intensity of electricity (the emission factor) from public data providers. Enable it\nwith ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.emissions"
      }), " (disabled by default). Enable it on one exporter only: the values do not\ndepend on the node, the per-unit recording rules expect a single series per provider and country, and\nthe per-job emissions rules add up the factors of every exporter that reports them."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Metric"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.tbody, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "metric-ceems_emissions_gCo2_kWh",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_emissions_gCo2_kWh"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gauge"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "provider"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "provider_name"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "country_code"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "country"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gCO2e/kWh"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Grams of CO2 equivalent emitted per kWh of electricity, for one provider and one country or zone. Emitted only when above 0."
          })]
        })
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "provider"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "provider_name"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.th, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "country_code"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "country"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Refreshed"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Needs"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "owid"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "OWID"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "ISO 3166-1 alpha-2 code and name of every country in the Our World in Data dataset built into the exporter."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "never (latest yearly value)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "nothing"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rte"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "RTE eCO2 Mix"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "FR"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "France"
            }), "."]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "every 30 minutes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "internet access"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "emaps"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Electricity Maps"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Zone code and name of every Electricity Maps zone."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "every 30 minutes"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "EMAPS_API_TOKEN"
            }), " environment variable"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "wt"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Watt Time"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The WattTime region in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "WT_REGION"
            }), ", as both code and name (value converted from lb/MWh to g/kWh)."]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "every 2 minutes"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "WT_USERNAME"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "WT_PASSWORD"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "WT_REGION"
            }), " environment variables"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "global"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "World Average"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ZZ"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "World"
            }), ": a constant 475 gCO2e/kWh."]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "never"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "nothing"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Choose providers with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.emissions.provider"
      }), " (repeatable; accepts ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "owid"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "emaps"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rte"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "wt"
      }), ").\nWithout it, the collector starts every provider, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "global"
      }), " included."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.admonition, {
      type: "warning",
      children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["Without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.emissions.provider"
        }), ", the collector also starts ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "emaps"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "wt"
        }), ", and a provider\nwhose environment variables are missing fails to start, which stops the exporter. Unless you have those\ncredentials, name the providers you want:"]
      }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          className: "language-bash",
          highlighted: "ceems_exporter <span class=\"token parameter variable\">--collector.emissions</span> <span class=\"token parameter variable\">--collector.emissions.provider</span><span class=\"token operator\">=</span>owid <span class=\"token parameter variable\">--collector.emissions.provider</span><span class=\"token operator\">=</span>rte",
          children: "ceems_exporter --collector.emissions --collector.emissions.provider=owid --collector.emissions.provider=rte\n"
        })
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Emission rate of job ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<job-id>"
      }), " in gCO2e/s from its host power, with the RTE factor:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-promql",
        highlighted: "uuid:ceems_host_power_watts:pue{uuid=\"&lt;job-id&gt;\"} / 3.6e6\n* on () group_left ()\nceems_emissions_gCo2_kWh{provider=\"rte\",country_code=\"FR\"}",
        children: "uuid:ceems_host_power_watts:pue{uuid=\"<job-id>\"} / 3.6e6\n* on () group_left ()\nceems_emissions_gCo2_kWh{provider=\"rte\",country_code=\"FR\"}\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "profiling",
      children: "Profiling"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Continuous profiling, turned on with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--profiling.ebpf"
      }), " (or served to Grafana Alloy through\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--discoverer.alloy-targets"
      }), "), adds ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "no metrics"
      }), " to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/metrics"
      }), ". The eBPF profiler pushes CPU profiles of\nthe processes of each compute unit to Pyroscope; each profile carries the label ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "service_name"
      }), " set to the\ncompute unit's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), ", plus any external labels from the profiling configuration file. The Alloy targets\nendpoint (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/alloy-targets"
      }), ") lists the same processes with the labels ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "__process_pid__"
      }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "service_name"
      }), ". The profiler's own internal counters are not exposed. See the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/config-reference#ebpf-profiler",
        children: "configuration reference"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "recording-rules",
      children: "Recording rules"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool tsdb create-recording-rules"
      }), " reads which CEEMS and GPU exporter series a Prometheus server\nholds and writes Prometheus recording rules that turn them into per-compute-unit and per-job usage, power\nand emissions series. The TSDB updater of the CEEMS API server and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " query these series, so load\nthe rules into the Prometheus that scrapes the exporters."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "ceems_tool tsdb create-recording-rules <span class=\"token parameter variable\">--url</span> http://localhost:9090 --country-code FR <span class=\"token parameter variable\">--pue</span> <span class=\"token number\">1.2</span> --output-dir rules",
        children: "ceems_tool tsdb create-recording-rules --url http://localhost:9090 --country-code FR --pue 1.2 --output-dir rules\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The tool writes one file per Prometheus scrape job, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<job>.rules"
      }), ", and, when a GPU exporter job runs on\nthe same instances, a second file ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<gpu-job>-gpu.rules"
      }), ". It picks the template from the power source it\nfinds for the job, in this order:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Source series found"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Template"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Host power series"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_cray_pm_counters_power_watts"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Cray PM counters"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_cray_pm_counters_power_watts"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_redfish_current_watts"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "IPMI / Redfish"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_redfish_current_watts"
            }), " (you choose the chassis when there are several)"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ipmi_dcmi_current_watts"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "IPMI / Redfish"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ipmi_dcmi_current_watts"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rapl_package_joules_total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "RAPL"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rapl_package_joules_total"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rapl_dram_joules_total"
            })]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["GPU templates: NVIDIA when the GPU job has ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "DCGM_FI_DEV_POWER_USAGE_INSTANT"
      }), " (DCGM exporter), AMD device\nmetrics exporter when it has ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gpu_power_usage"
      }), ", AMD SMI exporter when it has ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "amd_gpu_power"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Rules that matter for the values:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--pue"
        }), " (default 1) multiplies every power series: the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: ":pue"
        }), " suffix means the data centre's Power\nUsage Effectiveness is included."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Emissions rules are written only when an emission factor is known: from the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_emissions_gCo2_kWh"
        }), "\nseries, when Prometheus has some for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--country-code"
        }), " (one per-unit rule per provider found), else\nfrom the static OWID data for that country (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "provider=\"owid\""
        }), "), or from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--emission-factor"
        }), "\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "provider=\"custom\""
        }), "). ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--country-code"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--emission-factor"
        }), " cannot be used together."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Only the per-unit emissions rules select the factor by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "country_code"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "provider"
        }), ". The per-job\nrules ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "job:ceems_host_emissions_g_s:pue"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "job:ceems_gpu_emissions_g_s:pue"
        }), " multiply the job's power\nby every ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_emissions_gCo2_kWh"
        }), " series Prometheus has, whatever its country or provider: with the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "owid"
        }), " provider, one job gives one series per country. Filter on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "country_code"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "provider"
        }), " when\nyou query them."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Per-unit groups (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "compute-unit-rules-<job>"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "compute-unit-gpu-rules-<gpu-job>"
        }), ") are evaluated every\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--eval-interval"
        }), ", by default Prometheus' global ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "evaluation_interval"
        }), ". Per-job groups\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "host-agg-rules-<job>"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "host-agg-gpu-rules-<gpu-job>"
        }), ") are evaluated every four scrape intervals of\nthe job, which is also the range of every ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "irate()"
        }), " in the rules."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Power in W divided by 3.6e6 gives kWh per second; multiplied by gCO2e/kWh it gives the emission rate in\ngCO2e/s."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "recording-rules-host",
      children: "CPU and host rules"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Per-unit series keep the labels of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_compute_unit_*"
      }), " series they come from (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "manager"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "hostname"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cgrouphostname"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "instance"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "job"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Series"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Templates"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Meaning"
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
            children: "all"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "%"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["CPU time (user plus system) of the unit per second, as a percentage of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_cpus"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-uuid-ceems_cpu_memory_usage-ratio",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid:ceems_cpu_memory_usage:ratio"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "all"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "%"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_memory_used_bytes"
            }), " as a percentage of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_memory_total_bytes"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-instance-ceems_rapl_package_joules_total-pue",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "instance:ceems_rapl_package_joules_total:pue"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "RAPL"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "J"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "RAPL package energy counter times PUE."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-instance-ceems_rapl_dram_joules_total-pue",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "instance:ceems_rapl_dram_joules_total:pue"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "RAPL"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "J"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "RAPL DRAM energy counter times PUE."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-instance-ceems_ipmi_dcmi_current_watts-pue",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "instance:ceems_ipmi_dcmi_current_watts:pue"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "IPMI / Redfish"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Node power times PUE. When the node's power includes its GPUs, the GPU power reported by the GPU exporter is subtracted first."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-instance-ceems_redfish_current_watts-pue",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "instance:ceems_redfish_current_watts:pue"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "IPMI / Redfish"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Same, from the chosen Redfish chassis."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-instance-ceems_cray_pm_counters_power_watts-pue",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "instance:ceems_cray_pm_counters_power_watts:pue"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Cray"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Power of each Cray PM domain times PUE (keeps the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "domain"
            }), " label)."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-uuid-ceems_host_power_watts-pue",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid:ceems_host_power_watts:pue"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "all"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Host power (CPU, memory and the rest of the node, GPUs excluded) attributed to the unit, PUE included. RAPL: package power split by the unit's share of busy CPU time plus DRAM power split by its share of used memory. IPMI / Redfish: 90 % of node power split between CPU and DRAM in the ratio of RAPL package to DRAM power when RAPL is available (all to CPU otherwise), then by CPU time and memory as above, plus the other 10 % shared equally among the units on the node. Cray: the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cpu"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "memory"
            }), " domains split by CPU time and memory, plus the rest of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "node"
            }), " domain shared equally."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-uuid-ceems_host_emissions_g_s-pue",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid:ceems_host_emissions_g_s:pue"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "all"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gCO2e/s"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid:ceems_host_power_watts:pue"
            }), " times the emission factor; label ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "provider"
            }), " added."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-job-ceems_cpu_usage-avg_ratio_irate",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "job:ceems_cpu_usage:avg_ratio_irate"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "all"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "%"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Average over the job's nodes of busy CPU time (modes other than idle, iowait and steal) as a percentage of the node's physical cores (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_cpu_count"
            }), " divided by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_cpu_per_core_count"
            }), ")."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-job-ceems_cpu_memory_usage-avg_ratio",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "job:ceems_cpu_memory_usage:avg_ratio"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "all"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "%"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Average over the job's nodes of used memory (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "MemTotal"
            }), " minus ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "MemAvailable"
            }), ") as a percentage of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "MemTotal"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-job-ceems_host_power_watts-pue",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "job:ceems_host_power_watts:pue"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "all"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Power of all nodes of the job, GPUs excluded, PUE included. RAPL: package plus DRAM. IPMI / Redfish: node power, minus GPU power when it is included. Cray: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "node"
            }), " domain minus the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "accel*"
            }), " domains."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-job-ceems_host_emissions_g_s-pue",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "job:ceems_host_emissions_g_s:pue"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "all"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gCO2e/s"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "job:ceems_host_power_watts:pue"
            }), " times each emission factor series. With factors from the exporter: one series per ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_emissions_gCo2_kWh"
            }), " series, all countries and providers, with labels ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "job"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "country_code"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "country"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "provider"
            }), ". With a static factor: one series with labels ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "job"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "provider"
            }), " and, for OWID data, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "country_code"
            }), " (a factor from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--emission-factor"
            }), " gives no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "country_code"
            }), ", since that flag excludes ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--country-code"
            }), ")."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "recording-rules-gpu",
      children: "GPU rules"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Per-unit GPU series join the GPU exporter's series with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#gpu",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_compute_unit_gpu_index_flag"
        })
      }), " on\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gpuuuid"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gpuiid"
      }), " (NVIDIA) or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "index"
      }), " (AMD), so they carry the labels of the flag series and are\nweighted by its value. The GPU exporter's labels must first be relabelled with the configs from\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool tsdb create-relabel-configs"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Series"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Templates"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Meaning"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-uuid-ceems_gpu_usage-ratio",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid:ceems_gpu_usage:ratio"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "all"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "see meaning"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["GPU utilisation of the unit's GPUs. NVIDIA: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DCGM_FI_PROF_GR_ENGINE_ACTIVE"
            }), " when present (a 0–1 ratio), else ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DCGM_FI_DEV_GPU_UTIL"
            }), " (%). AMD SMI: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "amd_gpu_use_percent"
            }), " (%). AMD device metrics: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpu_gfx_activity"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-uuid-ceems_gpu_memory_usage-ratio",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid:ceems_gpu_memory_usage:ratio"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "all"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "%"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["GPU memory used as a percentage of the GPU's memory (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DCGM_FI_DEV_FB_USED"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DCGM_FI_DEV_FB_FREE"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "amd_gpu_memory_use_percent"
            }), ", or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpu_used_vram"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpu_total_vram"
            }), ")."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-dev-DCGM_FI_DEV_POWER_USAGE_INSTANT-pue",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "dev:DCGM_FI_DEV_POWER_USAGE_INSTANT:pue"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "NVIDIA"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Power of each GPU times PUE."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-dev-amd_gpu_power_watts-pue",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "dev:amd_gpu_power_watts:pue"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "AMD SMI"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Power of each GPU times PUE, converted from µW."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-dev-gpu_power_usage_watts-pue",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "dev:gpu_power_usage_watts:pue"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "AMD device metrics"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Power of each GPU times PUE."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-uuid-ceems_gpu_power_watts-pue",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid:ceems_gpu_power_watts:pue"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "all"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["GPU power attributed to the unit, PUE included. A partitioned GPU's power is split between its instances by their SM (or CU) count; for NVIDIA, when ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DCGM_FI_PROF_SM_ACTIVE"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DCGM_FI_PROF_SM_OCCUPANCY"
            }), " are present, by SM count times SM activity times SM occupancy."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-uuid-ceems_gpu_emissions_g_s-pue",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid:ceems_gpu_emissions_g_s:pue"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "all"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gCO2e/s"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Power of the unit's GPUs (whole device power weighted by the mapping flag) times the emission factor; label ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "provider"
            }), " added."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-uuid-ceems_gpu_-name-ratio",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid:ceems_gpu_<name>:ratio"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "NVIDIA"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "see meaning"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["One series per DCGM profiling series the GPU job has, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "<name>"
            }), " being the lower-case part after ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DCGM_FI_PROF_"
            }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sm_active"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sm_occupancy"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gr_engine_active"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "pipe_tensor_active"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "pipe_fp64_active"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "pipe_fp32_active"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "pipe_fp16_active"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "dram_active"
            }), " (ratios times 100, so %), and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "nvlink_tx_bytes"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "nvlink_rx_bytes"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "pcie_tx_bytes"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "pcie_rx_bytes"
            }), " (the DCGM value times 100, not a percentage)."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-job-ceems_gpu_usage-avg",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "job:ceems_gpu_usage:avg"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "all"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "%"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Average utilisation of all GPUs of the job (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DCGM_FI_DEV_GPU_UTIL"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "amd_gpu_use_percent"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpu_gfx_activity"
            }), ")."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-job-ceems_gpu_memory_usage-avg_ratio",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "job:ceems_gpu_memory_usage:avg_ratio"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "all"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "%"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Average GPU memory use of all GPUs of the job."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-job-ceems_gpu_power_watts-pue",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "job:ceems_gpu_power_watts:pue"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "all"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "W"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Power of all GPUs of the job times PUE. The AMD device metrics template divides ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpu_power_usage"
            }), " by 1e6 in this rule only, unlike ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "dev:gpu_power_usage_watts:pue"
            }), "; check the unit your exporter reports."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "series-job-ceems_gpu_emissions_g_s-pue",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "job:ceems_gpu_emissions_g_s:pue"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "all"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gCO2e/s"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "job:ceems_gpu_power_watts:pue"
            }), " times each emission factor series, with the same labels as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "job:ceems_host_emissions_g_s:pue"
            }), ": every country and provider with factors from the exporter, one series without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "country"
            }), " (and, with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--emission-factor"
            }), ", without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "country_code"
            }), ") with a static factor."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Total power of job ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<job-id>"
      }), ", host and GPUs, in W:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-promql",
        highlighted: "sum(uuid:ceems_host_power_watts:pue{uuid=\"&lt;job-id&gt;\"})\n+ sum(uuid:ceems_gpu_power_watts:pue{uuid=\"&lt;job-id&gt;\"} or vector(0))",
        children: "sum(uuid:ceems_host_power_watts:pue{uuid=\"<job-id>\"})\n+ sum(uuid:ceems_gpu_power_watts:pue{uuid=\"<job-id>\"} or vector(0))\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Energy of job ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<job-id>"
      }), " over the last day, in kWh:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-promql",
        highlighted: "sum(sum_over_time(uuid:ceems_host_power_watts:pue{uuid=\"&lt;job-id&gt;\"}[1d:1m])) * 60 / 3.6e6",
        children: "sum(sum_over_time(uuid:ceems_host_power_watts:pue{uuid=\"<job-id>\"}[1d:1m])) * 60 / 3.6e6\n"
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
17230(module) {
"use strict";
module.exports = JSON.parse('{"id":"components/metrics","title":"Metrics reference","description":"Every metric the CEEMS exporter emits, grouped by collector, with its type, labels, unit and the flag that turns it on, plus the recording rules that ceems_tool generates.","source":"@site/docs/components/metrics.md","sourceDirName":"components","slug":"/components/metrics","permalink":"/ceems/docs/components/metrics","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/components/metrics.md","tags":[],"version":"current","lastUpdatedAt":1795473035000,"sidebarPosition":4,"frontMatter":{"title":"Metrics reference","description":"Every metric the CEEMS exporter emits, grouped by collector, with its type, labels, unit and the flag that turns it on, plus the recording rules that ceems_tool generates.","sidebar_position":4},"sidebar":"ceemsSidebar","previous":{"title":"CEEMS load balancer","permalink":"/ceems/docs/components/ceems-lb"},"next":{"title":"Installation","permalink":"/ceems/docs/category/installation"}}')

},

};
;