"use strict";
exports.ids = ["5217"];
exports.modules = {
20619(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_intro_md_0e3_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_intro_md_0e3_json__rspack_import_0 = __webpack_require__(12833);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Introduction',
	description: 'What CEEMS measures, which programs it is made of, what it supports and which page to read next.',
	slug: '/',
	sidebar_position: 1
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "What CEEMS is",
  "id": "what-is-ceems",
  "level": 2
}, {
  "value": "Components",
  "id": "components",
  "level": 2
}, {
  "value": "Who it is for",
  "id": "audience",
  "level": 2
}, {
  "value": "What it supports",
  "id": "support",
  "level": 2
}, {
  "value": "Where to go next",
  "id": "next",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    code: "code",
    h2: "h2",
    img: "img",
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
      children: "This page is for everyone who meets CEEMS for the first time: operators who run clusters and users who\nrun work on them. It tells you what CEEMS measures, which programs make it up, what it supports, and\nwhere to go next."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "what-is-ceems",
      children: "What CEEMS is"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["CEEMS, the Compute Energy & Emissions Monitoring Stack, measures how much energy each compute unit on a\ncluster uses and how much CO2-equivalent that energy emits. A ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "compute unit"
      }), " is the piece of work a\nresource manager runs on behalf of a user: a batch job in Slurm, a virtual machine in OpenStack or a pod\nin Kubernetes. Next to energy (in kWh) and emissions (in gCO2e), CEEMS records each unit's CPU, memory\nand GPU usage, and, when you enable them, its IO, network, RDMA and hardware performance counters."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "CEEMS gives you two views of the same data:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Real-time metrics."
        }), " Time series in Prometheus, shown in Grafana while the unit runs, at the\nresolution of your scrape interval."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Accounting."
        }), " One record per unit (owner, project, start and end, CPU and GPU usage, energy,\nemissions) in a SQLite database behind a REST API. Users read it with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cacct"
        }), " or Grafana, long after\nPrometheus has dropped the time series."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "Architecture of CEEMS: ceems_exporter and a GPU exporter on every compute node are scraped by Prometheus, whose recording rules split node power per compute unit; ceems_lb sits in front of Prometheus and Pyroscope and checks ownership; Grafana queries ceems_lb and ceems_api_server; the API server stores units in SQLite, fed by the resource manager and its TSDB updater; cacct queries the API server",
        src: (__webpack_require__(28650)/* ["default"] */.A) + "",
        width: "1040",
        height: "585"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "components",
      children: "Components"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "CEEMS is a set of small, independent programs. Each is a single binary you can run on its own."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Component"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Binary"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Where it runs"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it does"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CEEMS exporter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_exporter"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "every compute node"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Prometheus exporter. Reads the cgroup of each compute unit, node energy from RAPL, IPMI-DCMI, Redfish, Cray PM counters or hwmon, and emission factors. Optionally profiles units with eBPF and pushes the profiles to Pyroscope. Listens on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ":9010"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CEEMS API server"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "one management host"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Every ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "update_interval"
            }), " (15 minutes by default) fetches units, users and projects from the resource manager, asks Prometheus for each unit's aggregate usage, energy and emissions, and stores them in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems.db"
            }), ". Serves them over a REST API on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ":9020"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CEEMS load balancer"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "next to the API server"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Reverse proxy in front of Prometheus (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ":9030"
            }), ") and Pyroscope (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ":9040"
            }), "). Routes each query to the cluster named in its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Ceems-Cluster-Id"
            }), " header, lets a user query only the units of the projects they belong to, and spreads load over replicas (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "round-robin"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "least-connection"
            }), ")."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "login nodes"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Command line accounting for users, in the spirit of Slurm's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sacct"
            }), ": energy, emissions and usage of their own units, read from the API server."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "any admin host"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Generates the Prometheus recording rules, the relabel configs for GPU exporters, the TSDB updater queries and web config files; checks that the API server and load balancer are healthy. Shipped in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server"
            }), " package."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Redfish proxy"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_proxy"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "a host that reaches the BMC network"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Forwards the exporter's Redfish requests to each node's BMC when compute nodes cannot reach the BMCs themselves. Listens on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ":5000"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Kubernetes admission controller"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_k8s_admission_controller"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "inside a Kubernetes cluster"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Mutating and validating webhook that writes who created a pod (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems.io/created-by"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems.io/created-by-uid"
            }), ") into its annotations, so the API server can attribute pods to users. Listens on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ":9000"
            }), ". Shipped in the release archives and the container image only."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/components/ceems-exporter",
        children: "exporter"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/components/ceems-api-server",
        children: "API server"
      }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/components/ceems-lb",
        children: "load balancer"
      }), " pages explain the three main ones in depth."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "audience",
      children: "Who it is for"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Operators"
        }), " of HPC centres, OpenStack clouds and Kubernetes clusters who want energy and emissions\nper job, VM or pod, without adding a new database or dashboard tool: CEEMS reuses Prometheus and\nGrafana, which many sites already run."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Users"
        }), " who want to know what their work costs in energy and emissions, and how well it uses the\nCPUs, memory and GPUs it reserved."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Site managers"
        }), " who report energy use per project or per user over weeks and months."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "support",
      children: "What it supports"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Resource managers:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Resource manager"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Compute unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Exporter collector"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.th, {
            children: ["API server ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            })]
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Slurm"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "batch job"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.slurm"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "OpenStack (Nova on libvirt)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "virtual machine"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.libvirt"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "openstack"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Kubernetes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "pod"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.k8s"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "k8s"
            })
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Energy sources on the node:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Source"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Collector"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it measures"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Enabled by default"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "RAPL"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rapl"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CPU package and DRAM energy, in J"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "IPMI-DCMI"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ipmi_dcmi"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "whole-node power reported by the BMC, in W"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "no"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Redfish"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "chassis power reported by the BMC, in W"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "no"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Cray PM counters"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cray_pm_counters"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "node, CPU, memory and accelerator power, in W"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "no"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "hwmon"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hwmon"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["power and energy sensors under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/class/hwmon"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "no"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "GPUs:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "NVIDIA."
        }), " GPU power and usage come from the NVIDIA DCGM exporter. The CEEMS exporter finds the GPUs\nwith ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "nvidia-smi"
        }), " and tells Prometheus which GPU, or which MIG instance, each unit uses. Slurm GPU\nsharding and MPS, and vGPUs attached to libvirt VMs, are taken into account. In this release the\ngenerated GPU power rules fail for MIG instances and shared GPUs\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/advanced/known-issues#gpu-power-rules-mig-shared",
          children: "known issue"
        }), ")."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "AMD."
        }), " GPU power and usage come from the AMD SMI exporter or the AMD device metrics exporter. The\nCEEMS exporter finds the GPUs with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "amd-smi"
        }), ", or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "rocm-smi"
        }), " when ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "amd-smi"
        }), " is absent, including\ncompute partitions."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Emission factors, in gCO2e per kWh: Our World in Data yearly averages (built in, every country),\nElectricity Maps (real time, needs an API token), RTE eCO2mix (real time, France) and WattTime (real\ntime marginal signal, needs an account), a world average of 475 (provider ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "global"
      }), "), or a fixed\nfactor of your choice."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Platform: Linux only. Release archives cover ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "amd64"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "arm64"
      }), " and several other architectures; deb and\nrpm packages and container images are built for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "amd64"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "arm64"
      }), ". eBPF profiling works on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "amd64"
      }), "\nand ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "arm64"
      }), " only."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "next",
      children: "Where to go next"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["See the whole stack working on one cluster: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/deployments/guide",
          children: "Deployment guide"
        }), ", then the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/deployments/hpc",
          children: "Slurm, OpenStack and Kubernetes notes"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Install the programs: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/installation/prerequisites",
          children: "prerequisites"
        }), ", then\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/installation/os-packages",
          children: "OS packages"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/installation/containers",
          children: "containers"
        }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/installation/pre-compiled-binaries",
          children: "pre-compiled binaries"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/installation/ansible",
          children: "Ansible"
        }), "\nor ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/installation/build",
          children: "build from source"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Understand each part: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/components/ceems-exporter",
          children: "exporter"
        }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/components/ceems-api-server",
          children: "API server"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/components/ceems-lb",
          children: "load balancer"
        }), " and the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/components/metrics",
          children: "list of metrics"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Learn how energy is measured and split: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/advanced/power-consumption",
          children: "Power consumption"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Why CEEMS is built this way: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/philisophy",
          children: "Philosophy"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/objectives",
          children: "Objectives"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["As a user, read your own data with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/usage/cacct",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "cacct"
          })
        }), "."]
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
28650(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9Ii0yMCAwIDEwNDAgNTg1IiB3aWR0aD0iMTA0MCIgaGVpZ2h0PSI1ODUiIHJvbGU9ImltZyIgYXJpYS1sYWJlbGxlZGJ5PSJhcmNoLXRpdGxlIGFyY2gtZGVzYyIgZm9udC1mYW1pbHk9InNhbnMtc2VyaWYiPgogIDx0aXRsZSBpZD0iYXJjaC10aXRsZSI+Q0VFTVMgYXJjaGl0ZWN0dXJlPC90aXRsZT4KICA8ZGVzYyBpZD0iYXJjaC1kZXNjIj5PbiBldmVyeSBjb21wdXRlIG5vZGUsIGNlZW1zX2V4cG9ydGVyIGFuZCBhIEdQVSBleHBvcnRlciBleHBvc2UgbWV0cmljcyB0aGF0IFByb21ldGhldXMgc2NyYXBlczsgUHJvbWV0aGV1cyByZWNvcmRpbmcgcnVsZXMgZ2VuZXJhdGVkIGJ5IGNlZW1zX3Rvb2wgY29tcHV0ZSBwZXIgY29tcHV0ZSB1bml0IHBvd2VyLiBjZWVtc19sYiBzaXRzIGluIGZyb250IG9mIFByb21ldGhldXMgYW5kIHRoZSBvcHRpb25hbCBQeXJvc2NvcGUgc2VydmVyLCB0byB3aGljaCBjZWVtc19leHBvcnRlciBjYW4gcHVzaCBlQlBGIHByb2ZpbGVzLCBhbmQgY2hlY2tzIHRoYXQgdXNlcnMgb25seSBxdWVyeSB0aGVpciBvd24gY29tcHV0ZSB1bml0cy4gR3JhZmFuYSBxdWVyaWVzIGNlZW1zX2xiIGFuZCB0aGUgY2VlbXNfYXBpX3NlcnZlci4gVGhlIEFQSSBzZXJ2ZXIgc3RvcmVzIGNvbXB1dGUgdW5pdHMgaW4gYSBTUUxpdGUgZGF0YWJhc2UsIGZlZCBieSB0aGUgcmVzb3VyY2UgbWFuYWdlciAoU2x1cm0sIE9wZW5TdGFjayBvciBLdWJlcm5ldGVzKSBhbmQgYnkgaXRzIFRTREIgdXBkYXRlciwgd2hpY2ggcmVhZHMgcGVyIHVuaXQgYWdncmVnYXRlcyBmcm9tIFByb21ldGhldXMuIGNhY2N0IHF1ZXJpZXMgdGhlIEFQSSBzZXJ2ZXIuPC9kZXNjPgogIDxkZWZzPgogICAgPG1hcmtlciBpZD0iYXJjaC1hcnJvdyIgdmlld0JveD0iMCAwIDEwIDEwIiByZWZYPSI5IiByZWZZPSI1IiBtYXJrZXJXaWR0aD0iOCIgbWFya2VySGVpZ2h0PSI4IiBvcmllbnQ9ImF1dG8tc3RhcnQtcmV2ZXJzZSI+CiAgICAgIDxwYXRoIGQ9Ik0wIDAgTDEwIDUgTDAgMTAgeiIgZmlsbD0iIzFmMjkzNyIvPgogICAgPC9tYXJrZXI+CiAgPC9kZWZzPgogIDxyZWN0IHg9Ii0yMCIgeT0iMCIgd2lkdGg9IjEwNDAiIGhlaWdodD0iNTg1IiBmaWxsPSIjZjhmYWZjIi8+CiAgPHRleHQgeD0iMjAiIHk9IjM0IiBmb250LXNpemU9IjIwIiBmb250LXdlaWdodD0iYm9sZCIgZmlsbD0iIzExMTgyNyI+Q0VFTVMgYXJjaGl0ZWN0dXJlPC90ZXh0PgogIDx0ZXh0IHg9Ijk4MCIgeT0iMzQiIGZvbnQtc2l6ZT0iMTIiIGZpbGw9IiMzNzQxNTEiIHRleHQtYW5jaG9yPSJlbmQiPmFycm93cyBwb2ludCBmcm9tIGNhbGxlciB0byBjYWxsZWU7IGRhc2hlZDogb3B0aW9uYWw8L3RleHQ+CgogIDwhLS0gQ29tcHV0ZSBub2RlcyAtLT4KICA8cmVjdCB4PSIyMCIgeT0iNTUiIHdpZHRoPSIyMzAiIGhlaWdodD0iMjcwIiByeD0iMTAiIGZpbGw9IiNlZWYyZmYiIHN0cm9rZT0iIzQzMzhjYSIgc3Ryb2tlLXdpZHRoPSIxLjUiLz4KICA8dGV4dCB4PSIzNSIgeT0iNzciIGZvbnQtc2l6ZT0iMTQiIGZvbnQtd2VpZ2h0PSJib2xkIiBmaWxsPSIjMTExODI3Ij5Db21wdXRlIG5vZGVzIChlYWNoKTwvdGV4dD4KICA8cmVjdCB4PSIzNSIgeT0iOTAiIHdpZHRoPSIyMDAiIGhlaWdodD0iNzIiIHJ4PSI2IiBmaWxsPSIjZGJlYWZlIiBzdHJva2U9IiMxZDRlZDgiIHN0cm9rZS13aWR0aD0iMS41Ii8+CiAgPHRleHQgeD0iMTM1IiB5PSIxMTMiIGZvbnQtc2l6ZT0iMTUiIGZvbnQtd2VpZ2h0PSJib2xkIiBmaWxsPSIjMTExODI3IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj5jZWVtc19leHBvcnRlcjwvdGV4dD4KICA8dGV4dCB4PSIxMzUiIHk9IjEzMiIgZm9udC1zaXplPSIxMSIgZmlsbD0iIzFmMjkzNyIgdGV4dC1hbmNob3I9Im1pZGRsZSI+Y2dyb3VwcywgUkFQTCwgSVBNSSwgUmVkZmlzaCw8L3RleHQ+CiAgPHRleHQgeD0iMTM1IiB5PSIxNDgiIGZvbnQtc2l6ZT0iMTEiIGZpbGw9IiMxZjI5MzciIHRleHQtYW5jaG9yPSJtaWRkbGUiPkNyYXkgUE1DLCBod21vbiAgOjkwMTA8L3RleHQ+CiAgPHJlY3QgeD0iMzUiIHk9IjE3MiIgd2lkdGg9IjIwMCIgaGVpZ2h0PSI1NSIgcng9IjYiIGZpbGw9IiNkYmVhZmUiIHN0cm9rZT0iIzFkNGVkOCIgc3Ryb2tlLXdpZHRoPSIxLjUiLz4KICA8dGV4dCB4PSIxMzUiIHk9IjE5NSIgZm9udC1zaXplPSIxNCIgZm9udC13ZWlnaHQ9ImJvbGQiIGZpbGw9IiMxMTE4MjciIHRleHQtYW5jaG9yPSJtaWRkbGUiPkdQVSBleHBvcnRlcjwvdGV4dD4KICA8dGV4dCB4PSIxMzUiIHk9IjIxNCIgZm9udC1zaXplPSIxMSIgZmlsbD0iIzFmMjkzNyIgdGV4dC1hbmNob3I9Im1pZGRsZSI+TlZJRElBIERDR00gb3IgQU1EIGV4cG9ydGVyPC90ZXh0PgogIDxyZWN0IHg9IjM1IiB5PSIyMzciIHdpZHRoPSIyMDAiIGhlaWdodD0iNzUiIHJ4PSI2IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiM2YjcyODAiIHN0cm9rZS13aWR0aD0iMS4yIi8+CiAgPHRleHQgeD0iMTM1IiB5PSIyNjAiIGZvbnQtc2l6ZT0iMTMiIGZvbnQtd2VpZ2h0PSJib2xkIiBmaWxsPSIjMTExODI3IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj5zbHVybWQsIGxpYnZpcnQgb3Iga3ViZWxldDwvdGV4dD4KICA8dGV4dCB4PSIxMzUiIHk9IjI3OSIgZm9udC1zaXplPSIxMSIgZmlsbD0iIzFmMjkzNyIgdGV4dC1hbmNob3I9Im1pZGRsZSI+b25lIGNncm91cCBwZXIgY29tcHV0ZSB1bml0PC90ZXh0PgogIDx0ZXh0IHg9IjEzNSIgeT0iMjk1IiBmb250LXNpemU9IjExIiBmaWxsPSIjMWYyOTM3IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj4oam9iLCBWTSBvciBwb2QpPC90ZXh0PgoKICA8IS0tIFByb21ldGhldXMgLS0+CiAgPHJlY3QgeD0iMzAwIiB5PSI2MCIgd2lkdGg9IjE5MCIgaGVpZ2h0PSI5MCIgcng9IjgiIGZpbGw9IiNmZWYzYzciIHN0cm9rZT0iI2I0NTMwOSIgc3Ryb2tlLXdpZHRoPSIxLjUiLz4KICA8dGV4dCB4PSIzOTUiIHk9Ijg2IiBmb250LXNpemU9IjE1IiBmb250LXdlaWdodD0iYm9sZCIgZmlsbD0iIzExMTgyNyIgdGV4dC1hbmNob3I9Im1pZGRsZSI+UHJvbWV0aGV1czwvdGV4dD4KICA8dGV4dCB4PSIzOTUiIHk9IjEwNiIgZm9udC1zaXplPSIxMSIgZmlsbD0iIzFmMjkzNyIgdGV4dC1hbmNob3I9Im1pZGRsZSI+cmVjb3JkaW5nIHJ1bGVzIHRoYXQgc3BsaXQ8L3RleHQ+CiAgPHRleHQgeD0iMzk1IiB5PSIxMjEiIGZvbnQtc2l6ZT0iMTEiIGZpbGw9IiMxZjI5MzciIHRleHQtYW5jaG9yPSJtaWRkbGUiPm5vZGUgcG93ZXIgcGVyIHVuaXQ8L3RleHQ+CiAgPHRleHQgeD0iMzk1IiB5PSIxMzciIGZvbnQtc2l6ZT0iMTEiIGZpbGw9IiMxZjI5MzciIHRleHQtYW5jaG9yPSJtaWRkbGUiPihnZW5lcmF0ZWQgYnkgY2VlbXNfdG9vbCk8L3RleHQ+CgogIDwhLS0gY2VlbXNfbGIgLS0+CiAgPHJlY3QgeD0iNTcwIiB5PSI2MCIgd2lkdGg9IjE5MCIgaGVpZ2h0PSI5MCIgcng9IjgiIGZpbGw9IiNkY2ZjZTciIHN0cm9rZT0iIzE1ODAzZCIgc3Ryb2tlLXdpZHRoPSIxLjUiLz4KICA8dGV4dCB4PSI2NjUiIHk9Ijg2IiBmb250LXNpemU9IjE1IiBmb250LXdlaWdodD0iYm9sZCIgZmlsbD0iIzExMTgyNyIgdGV4dC1hbmNob3I9Im1pZGRsZSI+Y2VlbXNfbGI8L3RleHQ+CiAgPHRleHQgeD0iNjY1IiB5PSIxMDYiIGZvbnQtc2l6ZT0iMTEiIGZpbGw9IiMxZjI5MzciIHRleHQtYW5jaG9yPSJtaWRkbGUiPjo5MDMwIFRTREIgIDo5MDQwIFB5cm9zY29wZTwvdGV4dD4KICA8dGV4dCB4PSI2NjUiIHk9IjEyMSIgZm9udC1zaXplPSIxMSIgZmlsbD0iIzFmMjkzNyIgdGV4dC1hbmNob3I9Im1pZGRsZSI+bGV0cyB1c2VycyBxdWVyeSBvbmx5PC90ZXh0PgogIDx0ZXh0IHg9IjY2NSIgeT0iMTM3IiBmb250LXNpemU9IjExIiBmaWxsPSIjMWYyOTM3IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj50aGUgdW5pdHMgdGhleSBvd248L3RleHQ+CgogIDwhLS0gUHlyb3Njb3BlIC0tPgogIDxyZWN0IHg9IjYwMCIgeT0iMTk1IiB3aWR0aD0iMTYwIiBoZWlnaHQ9IjcyIiByeD0iOCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjNmI3MjgwIiBzdHJva2Utd2lkdGg9IjEuNSIgc3Ryb2tlLWRhc2hhcnJheT0iNiA0Ii8+CiAgPHRleHQgeD0iNjgwIiB5PSIyMTciIGZvbnQtc2l6ZT0iMTQiIGZvbnQtd2VpZ2h0PSJib2xkIiBmaWxsPSIjMTExODI3IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj5QeXJvc2NvcGU8L3RleHQ+CiAgPHRleHQgeD0iNjgwIiB5PSIyMzYiIGZvbnQtc2l6ZT0iMTEiIGZpbGw9IiMxZjI5MzciIHRleHQtYW5jaG9yPSJtaWRkbGUiPnByb2ZpbGVzIG9mIGNvbXB1dGUgdW5pdHMsPC90ZXh0PgogIDx0ZXh0IHg9IjY4MCIgeT0iMjUyIiBmb250LXNpemU9IjExIiBmaWxsPSIjMWYyOTM3IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj5wdXNoZWQgYnkgY2VlbXNfZXhwb3J0ZXI8L3RleHQ+CgogIDwhLS0gR3JhZmFuYSAtLT4KICA8cmVjdCB4PSI4MjAiIHk9IjYwIiB3aWR0aD0iMTYwIiBoZWlnaHQ9IjkwIiByeD0iOCIgZmlsbD0iI2ZmZWRkNSIgc3Ryb2tlPSIjYzI0MTBjIiBzdHJva2Utd2lkdGg9IjEuNSIvPgogIDx0ZXh0IHg9IjkwMCIgeT0iOTIiIGZvbnQtc2l6ZT0iMTUiIGZvbnQtd2VpZ2h0PSJib2xkIiBmaWxsPSIjMTExODI3IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj5HcmFmYW5hPC90ZXh0PgogIDx0ZXh0IHg9IjkwMCIgeT0iMTEzIiBmb250LXNpemU9IjExIiBmaWxsPSIjMWYyOTM3IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj5kYXNoYm9hcmRzIGZvciB1c2VyczwvdGV4dD4KICA8dGV4dCB4PSI5MDAiIHk9IjEyOSIgZm9udC1zaXplPSIxMSIgZmlsbD0iIzFmMjkzNyIgdGV4dC1hbmNob3I9Im1pZGRsZSI+YW5kIG9wZXJhdG9yczwvdGV4dD4KCiAgPCEtLSBSZXNvdXJjZSBtYW5hZ2VyIC0tPgogIDxyZWN0IHg9IjIwIiB5PSIzNjUiIHdpZHRoPSIyMTAiIGhlaWdodD0iMTA1IiByeD0iOCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjNmI3MjgwIiBzdHJva2Utd2lkdGg9IjEuNSIvPgogIDx0ZXh0IHg9IjEyNSIgeT0iMzkwIiBmb250LXNpemU9IjE0IiBmb250LXdlaWdodD0iYm9sZCIgZmlsbD0iIzExMTgyNyIgdGV4dC1hbmNob3I9Im1pZGRsZSI+UmVzb3VyY2UgbWFuYWdlcjwvdGV4dD4KICA8dGV4dCB4PSIxMjUiIHk9IjQxMCIgZm9udC1zaXplPSIxMSIgZmlsbD0iIzFmMjkzNyIgdGV4dC1hbmNob3I9Im1pZGRsZSI+U2x1cm06IHNhY2N0LCBzYWNjdG1ncjwvdGV4dD4KICA8dGV4dCB4PSIxMjUiIHk9IjQyNyIgZm9udC1zaXplPSIxMSIgZmlsbD0iIzFmMjkzNyIgdGV4dC1hbmNob3I9Im1pZGRsZSI+T3BlblN0YWNrOiBOb3ZhLCBLZXlzdG9uZTwvdGV4dD4KICA8dGV4dCB4PSIxMjUiIHk9IjQ0NCIgZm9udC1zaXplPSIxMSIgZmlsbD0iIzFmMjkzNyIgdGV4dC1hbmNob3I9Im1pZGRsZSI+S3ViZXJuZXRlczogQVBJIHNlcnZlcjwvdGV4dD4KCiAgPCEtLSBBUEkgc2VydmVyIC0tPgogIDxyZWN0IHg9IjMxMCIgeT0iMzYwIiB3aWR0aD0iMjAwIiBoZWlnaHQ9IjExMCIgcng9IjgiIGZpbGw9IiNlMGU3ZmYiIHN0cm9rZT0iIzM3MzBhMyIgc3Ryb2tlLXdpZHRoPSIxLjUiLz4KICA8dGV4dCB4PSI0MTAiIHk9IjM4NiIgZm9udC1zaXplPSIxNSIgZm9udC13ZWlnaHQ9ImJvbGQiIGZpbGw9IiMxMTE4MjciIHRleHQtYW5jaG9yPSJtaWRkbGUiPmNlZW1zX2FwaV9zZXJ2ZXI8L3RleHQ+CiAgPHRleHQgeD0iNDEwIiB5PSI0MDYiIGZvbnQtc2l6ZT0iMTEiIGZpbGw9IiMxZjI5MzciIHRleHQtYW5jaG9yPSJtaWRkbGUiPlJFU1QgQVBJICA6OTAyMDwvdGV4dD4KICA8dGV4dCB4PSI0MTAiIHk9IjQyMyIgZm9udC1zaXplPSIxMSIgZmlsbD0iIzFmMjkzNyIgdGV4dC1hbmNob3I9Im1pZGRsZSI+cmVzb3VyY2UgbWFuYWdlciBmZXRjaGVyczwvdGV4dD4KICA8dGV4dCB4PSI0MTAiIHk9IjQ0MCIgZm9udC1zaXplPSIxMSIgZmlsbD0iIzFmMjkzNyIgdGV4dC1hbmNob3I9Im1pZGRsZSI+VFNEQiB1cGRhdGVyPC90ZXh0PgoKICA8IS0tIFNRTGl0ZSAtLT4KICA8cGF0aCBkPSJNMzM1IDUwMCBhNzUgMTIgMCAwIDEgMTUwIDAgdjQ2IGE3NSAxMiAwIDAgMSAtMTUwIDAgeiIgZmlsbD0iI2YxZjVmOSIgc3Ryb2tlPSIjMzM0MTU1IiBzdHJva2Utd2lkdGg9IjEuNSIvPgogIDxwYXRoIGQ9Ik0zMzUgNTAwIGE3NSAxMiAwIDAgMCAxNTAgMCIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjMzM0MTU1IiBzdHJva2Utd2lkdGg9IjEuNSIvPgogIDx0ZXh0IHg9IjQxMCIgeT0iNTMwIiBmb250LXNpemU9IjEzIiBmb250LXdlaWdodD0iYm9sZCIgZmlsbD0iIzExMTgyNyIgdGV4dC1hbmNob3I9Im1pZGRsZSI+U1FMaXRlIGNlZW1zLmRiPC90ZXh0PgogIDx0ZXh0IHg9IjQxMCIgeT0iNTQ3IiBmb250LXNpemU9IjExIiBmaWxsPSIjMWYyOTM3IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj51bml0cywgdXNhZ2UsIHVzZXJzPC90ZXh0PgoKICA8IS0tIGNhY2N0IC0tPgogIDxyZWN0IHg9IjgyMCIgeT0iNDIwIiB3aWR0aD0iMTYwIiBoZWlnaHQ9IjcwIiByeD0iOCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjNmI3MjgwIiBzdHJva2Utd2lkdGg9IjEuNSIvPgogIDx0ZXh0IHg9IjkwMCIgeT0iNDQ4IiBmb250LXNpemU9IjE0IiBmb250LXdlaWdodD0iYm9sZCIgZmlsbD0iIzExMTgyNyIgdGV4dC1hbmNob3I9Im1pZGRsZSI+Y2FjY3Q8L3RleHQ+CiAgPHRleHQgeD0iOTAwIiB5PSI0NjciIGZvbnQtc2l6ZT0iMTEiIGZpbGw9IiMxZjI5MzciIHRleHQtYW5jaG9yPSJtaWRkbGUiPnVzZXJzJyBDTEkgb24gbG9naW4gbm9kZXM8L3RleHQ+CgogIDwhLS0gQXJyb3dzIC0tPgogIDxnIHN0cm9rZT0iIzFmMjkzNyIgc3Ryb2tlLXdpZHRoPSIxLjYiIGZpbGw9Im5vbmUiPgogICAgPGxpbmUgeDE9IjMwMCIgeTE9IjEwNSIgeDI9IjI1MiIgeTI9IjEwNSIgbWFya2VyLWVuZD0idXJsKCNhcmNoLWFycm93KSIvPgogICAgPGxpbmUgeDE9IjgyMCIgeTE9IjEwNSIgeDI9Ijc2MiIgeTI9IjEwNSIgbWFya2VyLWVuZD0idXJsKCNhcmNoLWFycm93KSIvPgogICAgPGxpbmUgeDE9IjU3MCIgeTE9IjEwNSIgeDI9IjQ5MiIgeTI9IjEwNSIgbWFya2VyLWVuZD0idXJsKCNhcmNoLWFycm93KSIvPgogICAgPGxpbmUgeDE9IjY4MCIgeTE9IjE1MCIgeDI9IjY4MCIgeTI9IjE5MyIgc3Ryb2tlLWRhc2hhcnJheT0iNiA0IiBtYXJrZXItZW5kPSJ1cmwoI2FyY2gtYXJyb3cpIi8+CiAgICA8bGluZSB4MT0iMzk1IiB5MT0iMTUwIiB4Mj0iMzk1IiB5Mj0iMzU4IiBtYXJrZXItc3RhcnQ9InVybCgjYXJjaC1hcnJvdykiLz4KICAgIDxsaW5lIHgxPSI1ODUiIHkxPSIxNTAiIHgyPSI0OTciIHkyPSIzNTgiIG1hcmtlci1lbmQ9InVybCgjYXJjaC1hcnJvdykiLz4KICAgIDxsaW5lIHgxPSIzMTAiIHkxPSI0MTUiIHgyPSIyMzIiIHkyPSI0MTUiIG1hcmtlci1lbmQ9InVybCgjYXJjaC1hcnJvdykiLz4KICAgIDxsaW5lIHgxPSI0MTAiIHkxPSI0NzAiIHgyPSI0MTAiIHkyPSI0ODYiIG1hcmtlci1lbmQ9InVybCgjYXJjaC1hcnJvdykiLz4KICAgIDxwb2x5bGluZSBwb2ludHM9Ijg4MCwxNTAgODgwLDM4NSA1MTIsMzg1IiBtYXJrZXItZW5kPSJ1cmwoI2FyY2gtYXJyb3cpIi8+CiAgICA8bGluZSB4MT0iODIwIiB5MT0iNDU1IiB4Mj0iNTEyIiB5Mj0iNDU1IiBtYXJrZXItZW5kPSJ1cmwoI2FyY2gtYXJyb3cpIi8+CiAgPC9nPgoKICA8IS0tIEFycm93IGxhYmVscyAtLT4KICA8ZyBmb250LXNpemU9IjExIiBmaWxsPSIjMTExODI3Ij4KICAgIDx0ZXh0IHg9IjI3NCIgeT0iOTciIHRleHQtYW5jaG9yPSJtaWRkbGUiPnNjcmFwZTwvdGV4dD4KICAgIDx0ZXh0IHg9Ijc5MSIgeT0iOTciIHRleHQtYW5jaG9yPSJtaWRkbGUiPnF1ZXJpZXM8L3RleHQ+CiAgICA8dGV4dCB4PSI1MzEiIHk9Ijk3IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj5wcm94aWVkPC90ZXh0PgogICAgPHRleHQgeD0iMzg4IiB5PSIyNTAiIHRleHQtYW5jaG9yPSJlbmQiPlRTREIgdXBkYXRlciByZWFkczwvdGV4dD4KICAgIDx0ZXh0IHg9IjM4OCIgeT0iMjY1IiB0ZXh0LWFuY2hvcj0iZW5kIj5wZXItdW5pdCBhZ2dyZWdhdGVzPC90ZXh0PgogICAgPHRleHQgeD0iNTQwIiB5PSIyOTIiPm93bmVyc2hpcCBjaGVjazwvdGV4dD4KICAgIDx0ZXh0IHg9IjU0MCIgeT0iMzA2Ij4ocmVhZHMgdGhlIERCIG9yIGFza3MgdGhlIEFQSSk8L3RleHQ+CiAgICA8dGV4dCB4PSIyNzAiIHk9IjQwNyIgdGV4dC1hbmNob3I9Im1pZGRsZSI+ZmV0Y2ggdW5pdHM8L3RleHQ+CiAgICA8dGV4dCB4PSI2OTYiIHk9IjM3OCIgdGV4dC1hbmNob3I9Im1pZGRsZSI+dW5pdHMsIHVzYWdlLCBlbmVyZ3ksIGVtaXNzaW9uczwvdGV4dD4KICAgIDx0ZXh0IHg9IjY2NiIgeT0iNDQ3IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj5hIHVzZXIncyBvd24gam9iczwvdGV4dD4KICA8L2c+Cjwvc3ZnPgo=");

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
12833(module) {
module.exports = JSON.parse('{"id":"intro","title":"Introduction","description":"What CEEMS measures, which programs it is made of, what it supports and which page to read next.","source":"@site/docs/intro.md","sourceDirName":".","slug":"/","permalink":"/ceems/docs/","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/intro.md","tags":[],"version":"current","lastUpdatedAt":1795470888000,"sidebarPosition":1,"frontMatter":{"title":"Introduction","description":"What CEEMS measures, which programs it is made of, what it supports and which page to read next.","slug":"/","sidebar_position":1},"sidebar":"ceemsSidebar","next":{"title":"Philosophy","permalink":"/ceems/docs/philisophy"}}')

},

};
;