"use strict";
exports.ids = ["4708"];
exports.modules = {
57543(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_components_ceems_exporter_md_83f_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_components_ceems_exporter_md_83f_json__rspack_import_0 = __webpack_require__(75746);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'CEEMS exporter',
	description: 'How the CEEMS exporter finds compute units on a node, what each collector reads and which privileges and kernel features it needs.',
	sidebar_position: 1
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "What the exporter does",
  "id": "what-it-does",
  "level": 2
}, {
  "value": "How a scrape works",
  "id": "scrape",
  "level": 2
}, {
  "value": "Compute units and cgroups",
  "id": "cgroups",
  "level": 2
}, {
  "value": "GPUs",
  "id": "gpus",
  "level": 2
}, {
  "value": "Sub-collectors: perf, eBPF and RDMA",
  "id": "sub-collectors",
  "level": 2
}, {
  "value": "Energy and power collectors",
  "id": "energy",
  "level": 2
}, {
  "value": "Node collectors",
  "id": "node",
  "level": 2
}, {
  "value": "Profiling",
  "id": "profiling",
  "level": 2
}, {
  "value": "Privileges",
  "id": "privileges",
  "level": 2
}, {
  "value": "Summary of host requirements",
  "id": "requirements",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    admonition: "admonition",
    code: "code",
    h2: "h2",
    img: "img",
    li: "li",
    ol: "ol",
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
    children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["This page is for operators. It explains what ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_exporter"
      }), " measures on a compute node, where each number\ncomes from and what the host must provide, so that you can choose collectors and prepare nodes before you\ndeploy. For the list of metrics see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/components/metrics",
        children: "Metrics"
      }), "; for every flag see the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/cli/ceems-exporter",
        children: "exporter command line reference"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "what-it-does",
      children: "What the exporter does"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_exporter"
      }), " runs once on every compute node. It reads usage and energy data from the node and serves it\nin the Prometheus text format on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/metrics"
      }), ", port 9010 by default. Prometheus scrapes it like any other\nexporter."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Its main job is to measure ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "compute units"
      }), ". A compute unit is whatever the resource manager runs for a\nuser: a batch job under Slurm, a virtual machine under OpenStack (libvirt) or a pod under Kubernetes. Each\nof them lives in its own cgroup, so the exporter finds them by walking the cgroup file system and labels\nevery unit metric with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), ", the identifier the resource manager gave the unit. The rest of the stack\njoins on that label: Prometheus recording rules split node power between units, the API server aggregates\nper unit, the load balancer checks who owns a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "The exporter reads cgroups, procfs, sysfs, the kernel, the BMC, GPU tools and resource manager files, and serves metrics to Prometheus, targets to Grafana Alloy and profiles to Pyroscope",
        src: (__webpack_require__(64076)/* ["default"] */.A) + "",
        width: "900",
        height: "500"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The exporter does not measure GPU power or utilisation itself. It works out which GPU each compute unit\nuses and exports that mapping; GPU power and usage come from the vendor exporters (NVIDIA DCGM exporter,\nAMD exporters) and are joined to units in Prometheus by recording rules. See\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#gpus",
        children: "GPUs"
      }), " below."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "scrape",
      children: "How a scrape works"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Each collector is switched on or off by a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.<name>"
      }), " flag. Three are on by default: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cpu"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "meminfo"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rapl"
      }), ". All others are off until you pass their flag. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.disable-defaults"
      }), " turns\noff every collector you did not name explicitly, which is the simplest way to run exactly the set you\nlist."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["At start-up the exporter creates every enabled collector. A collector that cannot start (for example\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "redfish"
      }), " without a configuration file or a reachable BMC, or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm"
      }), " on a GPU node where ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "nvidia-smi"
      }), "\nfails) stops the exporter with an error, so a bad collector choice shows up at once and not as silently\nmissing data. A resource manager collector on a node with no running units is not an error: it reports\nzero units. The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm"
      }), " collector does need the cgroup root that ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurmd"
      }), " creates (for example\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/sys/fs/cgroup/system.slice/slurmstepd.scope"
      }), "): if the exporter starts before ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurmd"
      }), " has ever run, it\nstops with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "no cgroup roots found"
      }), ", so start it after ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurmd"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["When Prometheus requests ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/metrics"
      }), ", all enabled collectors run in parallel and read the current values.\nNothing is sampled between scrapes, except where the kernel keeps counting for us (perf and eBPF counters)\nand the emission factor providers, which refresh their data on their own timers. For every collector the\nexporter adds two metrics:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_scrape_collector_success{collector=\"<name>\"}"
        }), ": 1 if the collector returned data, 0 if it failed\nor had nothing to report."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_scrape_collector_duration_seconds{collector=\"<name>\",subcollector=\"<sub>\"}"
        }), ": how long it took,\nwith one extra series per sub-collector (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "perf"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ebpf"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "rdma"
        }), ")."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A failing collector does not fail the scrape: the other collectors' metrics are still served. Look at\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_scrape_collector_success"
      }), " first when a metric is missing."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The exporter also serves ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/health"
      }), " (a plain text answer, for liveness probes), a landing page on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/alloy-targets"
      }), " when the Alloy discoverer is on (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#profiling",
        children: "Profiling"
      }), ") and, with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--web.debug-server"
      }), ", the Go ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pprof"
      }), " endpoints under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/debug/"
      }), " to requests addressed to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "localhost"
      }), " only."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "cgroups",
      children: "Compute units and cgroups"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The three resource manager collectors, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "libvirt"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "k8s"
      }), ", share one engine. Each knows where its\nresource manager creates cgroups, how to read the unit identifier from the cgroup path, and which child\ncgroups belong to a unit. On every scrape it walks those directories, collects the processes in each\nunit's cgroups, and hands the list of units to its sub-collectors."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Both cgroup versions are supported. On cgroups v2 (unified hierarchy) all controllers are in one tree. On\ncgroups v1 the exporter walks one controller's tree, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cpuacct"
      }), " by default, chosen with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.cgroups.active-subsystem"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Collector"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "cgroups v2 location"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "cgroups v1 location"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.th, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            }), " label"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "CPUs of the unit from"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/fs/cgroup/system.slice/slurmstepd.scope/job_<id>"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/fs/cgroup/<controller>/slurm/uid_<uid>/job_<id>"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Slurm job ID"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "the unit's cpuset"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "libvirt"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/fs/cgroup/machine.slice/machine-qemu…instance-<hex>.scope"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/fs/cgroup/<controller>/machine.slice/…"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "instance UUID from the domain XML"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["number of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "vcpu*"
            }), " child cgroups"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "k8s"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/fs/cgroup/kubepods/…/pod<uid>"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "kubepods.slice/…"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/fs/cgroup/<controller>/kubepods/…"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "pod UID"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cpu.weight"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cpu.shares"
            }), ", converted to CPUs"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Details that matter in practice:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Slurm"
        }), " job steps (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/step_*"
        }), ") are folded into their job. Cgroups that Slurm left behind with no process\nin them are skipped, with a warning naming the stale job IDs. When ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "slurmd"
        }), " runs several virtual nodes on\none host (built with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--enable-multiple-slurmd"
        }), "), each virtual node has its own cgroup root, such as\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "<nodename>_slurmstepd.scope"
        }), "; the exporter finds all of them and puts the virtual node name in the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cgrouphostname"
        }), " label. Slurm does not use the block I/O controller, so the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "slurm"
        }), " collector has no\nblock I/O metrics."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "libvirt"
        }), " handles both the systemd layout (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "machine.slice"
        }), ") and the plain one (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "machine"
        }), "). It\nrecognises domains named the way OpenStack Nova names them, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "instance-<hex>"
        }), ". The cgroup\npath carries only that name, so the exporter reads ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/etc/libvirt/qemu/<instance>.xml"
        }), " to\nget the instance UUID, which is the ID OpenStack knows. It caches what it read for 15 minutes, so a\nresized instance is picked up within that time."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Kubernetes"
        }), " works with both kubelet cgroup drivers, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cgroupfs"
        }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "kubepods"
        }), ") and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "systemd"
        }), "\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "kubepods.slice"
        }), "). If both directories exist, the driver was changed without a reboot and the exporter\nwarns; pods whose containers were put under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/system.slice"
        }), " by a container runtime using a different\ndriver than the kubelet cannot be measured. Inside a pod, the exporter takes the node name from the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "NODE_NAME"
        }), " environment variable for its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "hostname"
        }), " label. The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "k8s"
        }), " collector also talks to the\nKubernetes API, with the file given by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.k8s.kubeconfig.file"
        }), " or, when that flag is empty,\nthe in-cluster service account. With neither (for example, the exporter runs outside a pod without a\nkubeconfig file), the collector cannot start and the exporter stops."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The cgroup data of each unit (CPU time, memory, swap, block I/O, pressure stall information, RDMA\nhandles) is read by the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "cgroup sub-collector"
      }), ", which always runs with a resource manager collector.\nSome of it is opt-in because it adds series per unit:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Data"
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
            children: "CPU time, CPU count, memory"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "always"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "always"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "always"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Swap memory"
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
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Block I/O"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "not available"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.libvirt.blkio-metrics"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "always"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Pressure stall information (cgroups v2)"
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
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "RDMA HCA handles and objects"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "when the cgroup reports them"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "when the cgroup reports them"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "when the cgroup reports them"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "gpus",
      children: "GPUs"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["At start-up a resource manager collector looks for GPUs: it scans PCI devices in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/sys/bus/pci/devices"
      }), "\nfor display controllers and accelerators from NVIDIA or AMD. If it finds some, it lists them with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "nvidia-smi"
      }), " for NVIDIA and with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "amd-smi"
      }), " (or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rocm-smi"
      }), " when ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "amd-smi"
      }), " is absent) for AMD, including\nMIG instances and GPU partitions. If GPUs are present but the vendor tool fails, the collector does not\nstart. On Kubernetes, the tool may also be run inside the pods of the NVIDIA GPU feature discovery or the\nAMD metrics exporter when it is not installed on the node."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Then, on each scrape, it works out which unit uses which GPU:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Slurm"
        }), ": from the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "SLURM_JOB_GPUS"
        }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "SLURM_STEP_GPUS"
        }), " environment variables of the job's processes.\nWith GPU sharding or MPS declared in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "gres.conf"
        }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.slurm.gres-config-file"
        }), ", default\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/etc/slurm/gres.conf"
        }), "), the share of each job comes from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "SLURM_SHARDS_ON_NODE"
        }), " or\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CUDA_MPS_ACTIVE_THREAD_PERCENTAGE"
        }), ". If Slurm and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "nvidia-smi"
        }), " number the GPUs differently, give the\nmapping with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.slurm.gpu-order-map"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "libvirt"
        }), ": from the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "hostdev"
        }), " entries of the domain XML, PCI passthrough or mediated devices (vGPU)."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Kubernetes"
        }), ": from the kubelet pod-resources API, through the kubelet socket,\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/var/lib/kubelet/pod-resources/kubelet.sock"
        }), " by default. If the socket file does not exist, the\nexporter does not map GPUs to pods."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      title: "Set the kubelet socket with the deprecated flag",
      type: "warning",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["In 0.10.2 ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.k8s.kubelet-podresources-socket.file"
        }), " has no effect: the hidden,\ndeprecated ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.k8s.kubelet-socket-file"
        }), " always overrides it, with the same default, and the\nexporter logs a deprecation warning at every start even when you never pass the old flag. If your\nkubelet's socket is elsewhere, set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.k8s.kubelet-socket-file=<socket-path>"
        }), ". See\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/advanced/known-issues#k8s-socket-flag-override",
          children: "known issues"
        }), "."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The result is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_compute_unit_gpu_index_flag"
      }), ", one series per unit and GPU, whose value is the unit's\nshare of the GPU (1 for a whole GPU), and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_compute_unit_gpu_sm_count"
      }), " for the number of\nmultiprocessors of the GPU or MIG instance. Its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "index"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gpuuuid"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gpuiid"
      }), " labels are the join keys\nfor the vendor exporters' metrics; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool tsdb create-relabel-configs"
      }), " writes the relabelling that\nmakes the vendor labels match (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/usage/ceems-tool",
        children: "ceems_tool"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "sub-collectors",
      children: "Sub-collectors: perf, eBPF and RDMA"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Beyond cgroup accounting, a resource manager collector can run three more sub-collectors on the same list\nof units. Each is off until you enable it."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "perf"
      }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.perf.hardware-events"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.perf.software-events"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.perf.hardware-cache-events"
      }), ") opens Linux perf event counters on every process of every unit\nand sums them per unit: cycles, instructions, cache and branch misses, page faults, context switches and\ncache-level events. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.perf.hardware-profilers"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.perf.software-profilers"
      }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.perf.cache-profilers"
      }), " narrow the events; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.perf.env-var"
      }), " limits profiling to\nprocesses that have one of the given environment variables set, so users can opt in per job. It needs\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "kernel.perf_event_paranoid"
      }), " at 2 or lower (Debian and Ubuntu kernels accept 3 and 4, which block it even\nwith capabilities) and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_PERFMON"
      }), " capability. The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "libvirt"
      }), " collector does not report perf\ncounters; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "k8s"
      }), " do."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "eBPF"
      }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.ebpf.io-metrics"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.ebpf.network-metrics"
      }), ") loads small BPF programs that\ncount, per cgroup, file system reads and writes (bytes, calls, errors; opens, creates, unlinks) and TCP and\nUDP traffic (bytes, packets, retransmissions, by protocol and address family). Because the kernel keeps\ncounting between scrapes, nothing is missed. It needs Linux 5.8 or later with BTF (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/sys/kernel/btf/vmlinux"
      }), "), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/proc/kallsyms"
      }), " to resolve\nkernel function names, and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_BPF"
      }), " with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_PERFMON"
      }), ". I/O is counted per mount point: restrict it with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.ebpf.fs-mount-point"
      }), ", otherwise every mount point becomes a label value."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "RDMA"
      }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.rdma.stats"
      }), ") reports, per unit, queue pairs, completion queues and memory regions\nwith their hardware counters, and per device the port counters, using ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/sys/class/infiniband"
      }), " and the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rdma"
      }), " command from iproute2. On Mellanox devices it switches on per-process queue pair counters with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rdma statistic qp set link <link> auto type,pid on"
      }), ", run as root, and switches them off when the exporter\nstops; that needs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_SETUID"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_SETGID"
      }), ". Without RDMA devices the sub-collector reports no data."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "energy",
      children: "Energy and power collectors"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["These collectors measure the node, not the unit. Recording rules then split node power between units in\nproportion to what they used (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/prometheus",
        children: "Prometheus configuration"
      }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/components/metrics#recording-rules",
        children: "Metrics"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Collector"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Source"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it reports"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Notes"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/components/metrics#rapl",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "rapl"
              })
            }), " (default on)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/class/powercap"
            }), " RAPL zones"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Energy counters in J per zone (package, DRAM…) and power limits in W"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Since Linux 5.10 the counters are readable by root only, so ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_READ_SEARCH"
            }), " is needed. No RAPL zones (AMD nodes without the driver, VMs) means no data, not an error."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/components/metrics#ipmi-dcmi",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "ipmi_dcmi"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "BMC through IPMI DCMI"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Current, minimum, maximum and average node power in W"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Uses the first of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ipmi-dcmi"
            }), " (FreeIPMI), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ipmitool"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ipmiutil"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "capmc"
            }), " it finds, run as root with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETUID"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETGID"
            }), " or through ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sudo"
            }), ". If none is installed, it talks to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/dev/ipmi0"
            }), " directly, which needs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_OVERRIDE"
            }), "; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.ipmi_dcmi.force-native-mode"
            }), " forces this direct mode."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/components/metrics#redfish",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "redfish"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "BMC Redfish API"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Current, minimum, maximum and average power in W per chassis"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Needs a configuration file (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.redfish.config.file"
            }), ", see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/configuration/config-reference#redfish-collector",
              children: "Redfish collector"
            }), ") and network access to the BMC, or to a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/cli/redfish-proxy",
              children: "Redfish proxy"
            }), ". If the file gives no BMC host name, the exporter asks the BMC for its address over IPMI."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/components/metrics#cray-pm-counters",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "cray_pm_counters"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/cray/pm_counters"
            }), " on HPE Cray nodes"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Energy in J, power and power cap in W, temperature in °C, for the node and each CPU, memory and accelerator domain"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "No special privilege."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/components/metrics#hwmon",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "hwmon"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/class/hwmon"
            }), " power and energy sensors"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Power in W and energy in J per sensor"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["For platforms whose sensors the kernel exposes through hwmon. Unlike ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rapl"
            }), ", a node without any power or energy hwmon sensor is an error: the collector cannot start and the exporter stops. Enable it only on nodes that have such sensors."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Use the source that measures the most of the node: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ipmi_dcmi"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "redfish"
      }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cray_pm_counters"
      }), " see the\nwhole node, RAPL sees only CPU packages and DRAM."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "node",
      children: "Node collectors"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Collector"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Source"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it reports"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/components/metrics#cpu",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "cpu"
              })
            }), " (default on)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/proc/stat"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/proc/cpuinfo"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CPU time per mode, number of CPUs, logical CPUs per core. The recording rules use it to give each unit its share of node power."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/components/metrics#meminfo",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "meminfo"
              })
            }), " (default on)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/proc/meminfo"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Total, free and available memory; every field with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.meminfo.all-stats"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/components/metrics#netdev",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "netdev"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/proc/net/dev"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Bytes, packets and errors per network device; filter with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.netdev.device-include"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.netdev.device-exclude"
            }), ", not both."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/components/metrics#infiniband",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "infiniband"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/class/infiniband"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Port state and counters per InfiniBand device and port."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/components/metrics#emissions",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "emissions"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Emission factor providers"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Grid carbon intensity in gCO2e/kWh per provider and country."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "emissions"
      }), " collector turns energy into emissions. Choose providers with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.emissions.provider"
      }), ", repeated for each one:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "owid"
        }), ": yearly averages from Our World in Data, shipped inside the binary, no network needed."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "rte"
        }), ": real-time factor for France from RTE eCO2mix, needs outbound HTTPS."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "emaps"
        }), ": Electricity Maps, needs an API token in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "EMAPS_API_TOKEN"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "wt"
        }), ": WattTime, needs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "WT_USERNAME"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "WT_PASSWORD"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "WT_REGION"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "warning",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["Without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.emissions.provider"
        }), ", the collector starts every provider, and one whose credentials\nare missing stops the exporter at start-up. It then also exports a constant world average,\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "provider=\"global\""
        }), " with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "country_code=\"ZZ\""
        }), " (475 gCO2e/kWh), which the flag cannot select by name\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/advanced/known-issues#emissions-global-provider-default",
          children: "known issue"
        }), "). Always name the\nproviders you use."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "profiling",
      children: "Profiling"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "For Slurm and Kubernetes nodes the exporter can also support continuous profiling of compute units, in\none of two ways:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Grafana Alloy does the profiling."
        }), " With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--discoverer.alloy-targets"
        }), ", the exporter serves on\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/alloy-targets"
        }), " the list of processes of each unit, one JSON object per process with the unit's ID as\ntarget and the labels ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "__process_pid__"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "service_name"
        }), " (the unit's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "uuid"
        }), "). Alloy reads it and\nprofiles those processes. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--discoverer.alloy-targets.env-var"
        }), " keeps only processes that have one of the\ngiven environment variables set."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "The exporter does the profiling."
        }), " With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--profiling.ebpf"
        }), " (experimental, amd64 and arm64 only), the\nexporter runs an eBPF profiler itself and pushes profiles to Pyroscope, configured with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--profiling.ebpf.config.file"
        }), " (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/configuration/config-reference#ebpf-profiler",
          children: "eBPF profiler"
        }), ").\nIt needs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "kernel.perf_event_paranoid"
        }), " at 2 or lower and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CAP_SYS_PTRACE"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CAP_DAC_READ_SEARCH"
        }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CAP_BPF"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CAP_PERFMON"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CAP_SYS_RESOURCE"
        }), ", which stay effective for the life of the process."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["In both cases profiles carry ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "service_name"
      }), " set to the unit's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), ", which is what the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/components/ceems-lb#access-control",
        children: "load balancer"
      }), " checks before it lets a user read them (in\n0.10.2, only the first ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "service_name"
      }), " matcher of a query)."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "privileges",
      children: "Privileges"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Reading other users' cgroups, process environments, RAPL counters or the BMC needs privileges. The\nexporter is built to hold as few of them, for as short a time, as it can:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Each enabled collector declares the Linux capabilities it needs. The exporter keeps only those and drops\nall others at start-up."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The kept capabilities sit in the permitted set. A collector raises one into the effective set only\naround the privileged read, on a locked thread, and drops it right after. With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--profiling.ebpf"
        }), " this\nis not possible and the capabilities stay effective."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["If started as root, the exporter switches to the user given by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--security.run-as-user"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "nobody"
        }), " by\ndefault, after taking the capabilities it needs. Files that user must read or write, such as the web\nconfiguration file or the kubelet socket, get a POSIX ACL entry that is removed again on exit."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Capability"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Needed by"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SYS_PTRACE"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_READ_SEARCH"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm"
            }), " (job environment, for GPU mapping), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "perf"
            }), " and the Alloy discoverer when filtering by environment variable, eBPF profiler"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_READ_SEARCH"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rapl"
            }), " on Linux 5.10 and later, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "libvirt"
            }), " (domain XML files)"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_PERFMON"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "perf"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ebpf"
            }), ", eBPF profiler"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_BPF"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ebpf"
            }), ", eBPF profiler"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETUID"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETGID"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ipmi_dcmi"
            }), " running an IPMI command as root, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rdma"
            }), " on Mellanox devices, changing user when started as root"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_OVERRIDE"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ipmi_dcmi"
            }), " talking to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/dev/ipmi0"
            }), " directly"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SYS_RESOURCE"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "eBPF profiler"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_FOWNER"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "removing the ACL entries it added, on exit"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The systemd unit shipped in the packages runs the exporter as the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), " user and grants all of these\ncapabilities as ambient capabilities; the exporter then drops the ones its collectors do not need. See\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/security",
        children: "Security"
      }), " for how to narrow them further."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "requirements",
      children: "Summary of host requirements"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Collector"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Kernel or file"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Capabilities"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "External tool"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Slurm cgroups (v1 or v2), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/proc"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SYS_PTRACE"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_READ_SEARCH"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "nvidia-smi"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "amd-smi"
            }), "/", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rocm-smi"
            }), " on GPU nodes"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "libvirt"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["libvirt cgroups, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/libvirt/qemu/*.xml"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_READ_SEARCH"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "GPU tool on GPU nodes"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "k8s"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["kubelet cgroups; access to the Kubernetes API (in-cluster service account or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.k8s.kubeconfig.file"
            }), "); on GPU nodes, read and write access to the kubelet pod-resources socket"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "GPU tool on GPU nodes"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "perf"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "kernel.perf_event_paranoid"
            }), " ≤ 2"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_PERFMON"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ebpf"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Linux ≥ 5.8 with BTF (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/kernel/btf/vmlinux"
            }), "), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/proc/kallsyms"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_BPF"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_PERFMON"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rdma"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/class/infiniband"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETUID"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETGID"
            }), " on Mellanox"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rdma"
            }), " (iproute2)"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rapl"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/class/powercap"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_READ_SEARCH"
            }), " on Linux ≥ 5.10"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ipmi_dcmi"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/dev/ipmi0"
            }), " in direct mode"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETUID"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETGID"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_OVERRIDE"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "FreeIPMI, ipmitool, ipmiutil or capmc (optional)"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["network access to the BMC; without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), " in its configuration file, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/dev/ipmi0"
            }), " (OpenIPMI driver) at start-up"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["none; without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", opening ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/dev/ipmi0"
            }), " at start-up needs root or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_OVERRIDE"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cray_pm_counters"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/cray/pm_counters"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hwmon"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/class/hwmon"
            }), " with at least one power or energy sensor"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cpu"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "meminfo"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "netdev"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/proc"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "infiniband"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/class/infiniband"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "emissions"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["outbound HTTPS for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rte"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "emaps"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "wt"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Next: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/usage/ceems-exporter",
        children: "start the exporter with your collectors"
      }), ", or look up its flags in the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/ceems-exporter",
        children: "exporter configuration"
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
64076(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5MDAgNTAwIiB3aWR0aD0iOTAwIiBoZWlnaHQ9IjUwMCIgcm9sZT0iaW1nIiBhcmlhLWxhYmVsbGVkYnk9ImV4cG9ydGVyLXRpdGxlIGV4cG9ydGVyLWRlc2MiIGZvbnQtZmFtaWx5PSJzYW5zLXNlcmlmIiBmb250LXNpemU9IjEzIj4KICA8dGl0bGUgaWQ9ImV4cG9ydGVyLXRpdGxlIj5EYXRhIGZsb3cgb2YgdGhlIENFRU1TIGV4cG9ydGVyIG9uIG9uZSBjb21wdXRlIG5vZGU8L3RpdGxlPgogIDxkZXNjIGlkPSJleHBvcnRlci1kZXNjIj5Ob2RlIHNvdXJjZXMgc3VjaCBhcyBjZ3JvdXBzLCBwcm9jZnMsIHN5c2ZzLCB0aGUgQk1DLCB0aGUga2VybmVsIGFuZCBHUFUgdG9vbHMgZmVlZCB0aGUgY29sbGVjdG9ycyBvZiBjZWVtc19leHBvcnRlci4gUHJvbWV0aGV1cyBzY3JhcGVzIHRoZSBtZXRyaWNzIGVuZHBvaW50LCBHcmFmYW5hIEFsbG95IHJlYWRzIHRoZSB0YXJnZXRzIGVuZHBvaW50IGFuZCB0aGUgZUJQRiBwcm9maWxlciBwdXNoZXMgcHJvZmlsZXMgdG8gUHlyb3Njb3BlLjwvZGVzYz4KICA8ZGVmcz4KICAgIDxtYXJrZXIgaWQ9ImV4cG9ydGVyLWFycm93IiB2aWV3Qm94PSIwIDAgMTAgMTAiIHJlZlg9IjkiIHJlZlk9IjUiIG1hcmtlcldpZHRoPSI3IiBtYXJrZXJIZWlnaHQ9IjciIG9yaWVudD0iYXV0by1zdGFydC1yZXZlcnNlIj4KICAgICAgPHBhdGggZD0iTTAgMCBMMTAgNSBMMCAxMCB6IiBmaWxsPSIjMzM0MTU1Ii8+CiAgICA8L21hcmtlcj4KICA8L2RlZnM+CiAgPHJlY3QgeD0iMCIgeT0iMCIgd2lkdGg9IjkwMCIgaGVpZ2h0PSI1MDAiIGZpbGw9IiNmOGZhZmMiLz4KCiAgPCEtLSBTb3VyY2VzIG9uIHRoZSBub2RlIC0tPgogIDxyZWN0IHg9IjE2IiB5PSIxNiIgd2lkdGg9IjIzMCIgaGVpZ2h0PSI0NjgiIHJ4PSI4IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiM5NGEzYjgiLz4KICA8dGV4dCB4PSIxMzEiIHk9IjQwIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXdlaWdodD0iYm9sZCIgZmlsbD0iIzBmMTcyYSI+T24gdGhlIGNvbXB1dGUgbm9kZTwvdGV4dD4KICA8ZyBmaWxsPSIjMGYxNzJhIj4KICAgIDxyZWN0IHg9IjMwIiB5PSI1NiIgd2lkdGg9IjIwMiIgaGVpZ2h0PSI0MCIgcng9IjUiIGZpbGw9IiNlMGYyZmUiIHN0cm9rZT0iIzAzNjlhMSIvPgogICAgPHRleHQgeD0iMTMxIiB5PSI3MyIgdGV4dC1hbmNob3I9Im1pZGRsZSI+Y2dyb3VwIGZpbGUgc3lzdGVtPC90ZXh0PgogICAgPHRleHQgeD0iMTMxIiB5PSI4OSIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMSI+L3N5cy9mcy9jZ3JvdXAgKHYxIG9yIHYyKTwvdGV4dD4KICAgIDxyZWN0IHg9IjMwIiB5PSIxMDQiIHdpZHRoPSIyMDIiIGhlaWdodD0iNDAiIHJ4PSI1IiBmaWxsPSIjZTBmMmZlIiBzdHJva2U9IiMwMzY5YTEiLz4KICAgIDx0ZXh0IHg9IjEzMSIgeT0iMTIxIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj5wcm9jZnM8L3RleHQ+CiAgICA8dGV4dCB4PSIxMzEiIHk9IjEzNyIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMSI+L3Byb2M6IHN0YXQsIG1lbWluZm8sIG5ldC9kZXYsIGVudmlyb248L3RleHQ+CiAgICA8cmVjdCB4PSIzMCIgeT0iMTUyIiB3aWR0aD0iMjAyIiBoZWlnaHQ9IjQwIiByeD0iNSIgZmlsbD0iI2UwZjJmZSIgc3Ryb2tlPSIjMDM2OWExIi8+CiAgICA8dGV4dCB4PSIxMzEiIHk9IjE2OSIgdGV4dC1hbmNob3I9Im1pZGRsZSI+c3lzZnM8L3RleHQ+CiAgICA8dGV4dCB4PSIxMzEiIHk9IjE4NSIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMSI+cG93ZXJjYXAsIGh3bW9uLCBpbmZpbmliYW5kLCBjcmF5PC90ZXh0PgogICAgPHJlY3QgeD0iMzAiIHk9IjIwMCIgd2lkdGg9IjIwMiIgaGVpZ2h0PSI0MCIgcng9IjUiIGZpbGw9IiNlMGYyZmUiIHN0cm9rZT0iIzAzNjlhMSIvPgogICAgPHRleHQgeD0iMTMxIiB5PSIyMTciIHRleHQtYW5jaG9yPSJtaWRkbGUiPktlcm5lbDwvdGV4dD4KICAgIDx0ZXh0IHg9IjEzMSIgeT0iMjMzIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjExIj5wZXJmIGV2ZW50cywgZUJQRiBwcm9iZXM8L3RleHQ+CiAgICA8cmVjdCB4PSIzMCIgeT0iMjQ4IiB3aWR0aD0iMjAyIiBoZWlnaHQ9IjQwIiByeD0iNSIgZmlsbD0iI2UwZjJmZSIgc3Ryb2tlPSIjMDM2OWExIi8+CiAgICA8dGV4dCB4PSIxMzEiIHk9IjI2NSIgdGV4dC1hbmNob3I9Im1pZGRsZSI+Qk1DPC90ZXh0PgogICAgPHRleHQgeD0iMTMxIiB5PSIyODEiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTEiPklQTUkgRENNSSwgUmVkZmlzaCBBUEk8L3RleHQ+CiAgICA8cmVjdCB4PSIzMCIgeT0iMjk2IiB3aWR0aD0iMjAyIiBoZWlnaHQ9IjQwIiByeD0iNSIgZmlsbD0iI2UwZjJmZSIgc3Ryb2tlPSIjMDM2OWExIi8+CiAgICA8dGV4dCB4PSIxMzEiIHk9IjMxMyIgdGV4dC1hbmNob3I9Im1pZGRsZSI+R1BVIHRvb2xzPC90ZXh0PgogICAgPHRleHQgeD0iMTMxIiB5PSIzMjkiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTEiPm52aWRpYS1zbWksIGFtZC1zbWksIHJvY20tc21pPC90ZXh0PgogICAgPHJlY3QgeD0iMzAiIHk9IjM0NCIgd2lkdGg9IjIwMiIgaGVpZ2h0PSI0MCIgcng9IjUiIGZpbGw9IiNlMGYyZmUiIHN0cm9rZT0iIzAzNjlhMSIvPgogICAgPHRleHQgeD0iMTMxIiB5PSIzNjEiIHRleHQtYW5jaG9yPSJtaWRkbGUiPlJlc291cmNlIG1hbmFnZXIgZmlsZXM8L3RleHQ+CiAgICA8dGV4dCB4PSIxMzEiIHk9IjM3NyIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMSI+Z3Jlcy5jb25mLCBsaWJ2aXJ0IFhNTCwga3ViZWxldCBzb2NrZXQ8L3RleHQ+CiAgICA8cmVjdCB4PSIzMCIgeT0iMzkyIiB3aWR0aD0iMjAyIiBoZWlnaHQ9IjQwIiByeD0iNSIgZmlsbD0iI2ZlZjNjNyIgc3Ryb2tlPSIjYjQ1MzA5Ii8+CiAgICA8dGV4dCB4PSIxMzEiIHk9IjQwOSIgdGV4dC1hbmNob3I9Im1pZGRsZSI+RW1pc3Npb24gZmFjdG9yIHByb3ZpZGVyczwvdGV4dD4KICAgIDx0ZXh0IHg9IjEzMSIgeT0iNDI1IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjExIj5PV0lEIGRhdGEsIHdlYiBBUElzPC90ZXh0PgogICAgPHRleHQgeD0iMTMxIiB5PSI0NjAiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTEiIGZpbGw9IiMzMzQxNTUiPnJlYWQgYnkgdGhlIGNvbGxlY3RvcnM8L3RleHQ+CiAgPC9nPgoKICA8IS0tIEV4cG9ydGVyIC0tPgogIDxyZWN0IHg9IjMwMCIgeT0iMTYiIHdpZHRoPSIzMzAiIGhlaWdodD0iNDY4IiByeD0iOCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjMGYxNzJhIiBzdHJva2Utd2lkdGg9IjEuNSIvPgogIDx0ZXh0IHg9IjQ2NSIgeT0iNDAiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSJib2xkIiBmaWxsPSIjMGYxNzJhIj5jZWVtc19leHBvcnRlcjwvdGV4dD4KICA8ZyBmaWxsPSIjMGYxNzJhIj4KICAgIDxyZWN0IHg9IjMxNiIgeT0iNTYiIHdpZHRoPSIyOTgiIGhlaWdodD0iMTQwIiByeD0iNSIgZmlsbD0iI2RjZmNlNyIgc3Ryb2tlPSIjMTU4MDNkIi8+CiAgICA8dGV4dCB4PSI0NjUiIHk9Ijc2IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXdlaWdodD0iYm9sZCI+UmVzb3VyY2UgbWFuYWdlciBjb2xsZWN0b3I8L3RleHQ+CiAgICA8dGV4dCB4PSI0NjUiIHk9Ijk0IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjEyIj5zbHVybSwgbGlidmlydCBvciBrOHM8L3RleHQ+CiAgICA8dGV4dCB4PSI0NjUiIHk9IjExMiIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMiI+ZmluZHMgY29tcHV0ZSB1bml0cyBpbiBjZ3JvdXBzLCBtYXBzIEdQVXM8L3RleHQ+CiAgICA8cmVjdCB4PSIzMzAiIHk9IjEyNCIgd2lkdGg9IjYyIiBoZWlnaHQ9IjI2IiByeD0iNCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjMTU4MDNkIi8+CiAgICA8dGV4dCB4PSIzNjEiIHk9IjE0MiIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMiI+Y2dyb3VwPC90ZXh0PgogICAgPHJlY3QgeD0iNDAwIiB5PSIxMjQiIHdpZHRoPSI2MiIgaGVpZ2h0PSIyNiIgcng9IjQiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iIzE1ODAzZCIvPgogICAgPHRleHQgeD0iNDMxIiB5PSIxNDIiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTIiPnBlcmY8L3RleHQ+CiAgICA8cmVjdCB4PSI0NzAiIHk9IjEyNCIgd2lkdGg9IjYyIiBoZWlnaHQ9IjI2IiByeD0iNCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjMTU4MDNkIi8+CiAgICA8dGV4dCB4PSI1MDEiIHk9IjE0MiIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMiI+ZWJwZjwvdGV4dD4KICAgIDxyZWN0IHg9IjU0MCIgeT0iMTI0IiB3aWR0aD0iNjIiIGhlaWdodD0iMjYiIHJ4PSI0IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMxNTgwM2QiLz4KICAgIDx0ZXh0IHg9IjU3MSIgeT0iMTQyIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjEyIj5yZG1hPC90ZXh0PgogICAgPHRleHQgeD0iNDY1IiB5PSIxNzYiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTEiPnN1Yi1jb2xsZWN0b3JzOiBzZXJpZXMgZm9yIGV2ZXJ5IGNvbXB1dGUgdW5pdDwvdGV4dD4KCiAgICA8cmVjdCB4PSIzMTYiIHk9IjIwOCIgd2lkdGg9IjI5OCIgaGVpZ2h0PSI4NCIgcng9IjUiIGZpbGw9IiNkY2ZjZTciIHN0cm9rZT0iIzE1ODAzZCIvPgogICAgPHRleHQgeD0iNDY1IiB5PSIyMjgiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSJib2xkIj5FbmVyZ3kgYW5kIHBvd2VyIGNvbGxlY3RvcnM8L3RleHQ+CiAgICA8dGV4dCB4PSI0NjUiIHk9IjI0OCIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMiI+cmFwbCwgaXBtaV9kY21pLCByZWRmaXNoLDwvdGV4dD4KICAgIDx0ZXh0IHg9IjQ2NSIgeT0iMjY2IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjEyIj5jcmF5X3BtX2NvdW50ZXJzLCBod21vbjwvdGV4dD4KICAgIDx0ZXh0IHg9IjQ2NSIgeT0iMjg0IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjExIj5vbmUgdmFsdWUgcGVyIG5vZGUgb3IgZGV2aWNlPC90ZXh0PgoKICAgIDxyZWN0IHg9IjMxNiIgeT0iMzA0IiB3aWR0aD0iMjk4IiBoZWlnaHQ9IjY0IiByeD0iNSIgZmlsbD0iI2RjZmNlNyIgc3Ryb2tlPSIjMTU4MDNkIi8+CiAgICA8dGV4dCB4PSI0NjUiIHk9IjMyNCIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC13ZWlnaHQ9ImJvbGQiPk5vZGUgY29sbGVjdG9yczwvdGV4dD4KICAgIDx0ZXh0IHg9IjQ2NSIgeT0iMzQ0IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjEyIj5jcHUsIG1lbWluZm8sIG5ldGRldiwgaW5maW5pYmFuZDwvdGV4dD4KICAgIDx0ZXh0IHg9IjQ2NSIgeT0iMzYwIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjEyIj5lbWlzc2lvbnM8L3RleHQ+CgogICAgPHJlY3QgeD0iMzE2IiB5PSIzODAiIHdpZHRoPSIyOTgiIGhlaWdodD0iNTIiIHJ4PSI1IiBmaWxsPSIjZmVmM2M3IiBzdHJva2U9IiNiNDUzMDkiLz4KICAgIDx0ZXh0IHg9IjQ2NSIgeT0iNDAwIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXdlaWdodD0iYm9sZCI+UHJvZmlsaW5nPC90ZXh0PgogICAgPHRleHQgeD0iNDY1IiB5PSI0MjAiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTIiPkFsbG95IHRhcmdldCBkaXNjb3ZlcmVyLCBlQlBGIHByb2ZpbGVyPC90ZXh0PgogICAgPHRleHQgeD0iNDY1IiB5PSI0NjAiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTEiIGZpbGw9IiMzMzQxNTUiPnJ1bnMgYXMgYW4gdW5wcml2aWxlZ2VkIHVzZXIsIGtlZXBzIG9ubHkgbmVlZGVkIGNhcGFiaWxpdGllczwvdGV4dD4KICA8L2c+CgogIDwhLS0gQ29uc3VtZXJzIC0tPgogIDxnIGZpbGw9IiMwZjE3MmEiPgogICAgPHJlY3QgeD0iNjkwIiB5PSIxNTAiIHdpZHRoPSIxOTAiIGhlaWdodD0iNzAiIHJ4PSI4IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMwZjE3MmEiLz4KICAgIDx0ZXh0IHg9Ijc4NSIgeT0iMTc2IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXdlaWdodD0iYm9sZCI+UHJvbWV0aGV1czwvdGV4dD4KICAgIDx0ZXh0IHg9Ijc4NSIgeT0iMTk2IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjEyIj5zY3JhcGVzIEdFVCAvbWV0cmljczwvdGV4dD4KICAgIDx0ZXh0IHg9Ijc4NSIgeT0iMjEyIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjExIj5wb3J0IDkwMTAgYnkgZGVmYXVsdDwvdGV4dD4KICAgIDxyZWN0IHg9IjY5MCIgeT0iMjk2IiB3aWR0aD0iMTkwIiBoZWlnaHQ9IjU2IiByeD0iOCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjMGYxNzJhIi8+CiAgICA8dGV4dCB4PSI3ODUiIHk9IjMyMCIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC13ZWlnaHQ9ImJvbGQiPkdyYWZhbmEgQWxsb3k8L3RleHQ+CiAgICA8dGV4dCB4PSI3ODUiIHk9IjM0MCIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMiI+cmVhZHMgL2FsbG95LXRhcmdldHM8L3RleHQ+CiAgICA8cmVjdCB4PSI2OTAiIHk9IjM5NiIgd2lkdGg9IjE5MCIgaGVpZ2h0PSI1NiIgcng9IjgiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iIzBmMTcyYSIvPgogICAgPHRleHQgeD0iNzg1IiB5PSI0MjAiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSJib2xkIj5QeXJvc2NvcGU8L3RleHQ+CiAgICA8dGV4dCB4PSI3ODUiIHk9IjQ0MCIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMiI+cmVjZWl2ZXMgcHVzaGVkIHByb2ZpbGVzPC90ZXh0PgogIDwvZz4KCiAgPCEtLSBBcnJvd3MgLS0+CiAgPGcgc3Ryb2tlPSIjMzM0MTU1IiBzdHJva2Utd2lkdGg9IjEuNSIgZmlsbD0ibm9uZSIgbWFya2VyLWVuZD0idXJsKCNleHBvcnRlci1hcnJvdykiPgogICAgPGxpbmUgeDE9IjI0NiIgeTE9IjEyNiIgeDI9IjMxNCIgeTI9IjEyNiIvPgogICAgPGxpbmUgeDE9IjI0NiIgeTE9IjI1MCIgeDI9IjMxNCIgeTI9IjI1MCIvPgogICAgPGxpbmUgeDE9IjI0NiIgeTE9IjMzNiIgeDI9IjMxNCIgeTI9IjMzNiIvPgogICAgPGxpbmUgeDE9IjI0NiIgeTE9IjQxMiIgeDI9IjMxNCIgeTI9IjM1MiIvPgogICAgPGxpbmUgeDE9IjYzMCIgeTE9IjE4NSIgeDI9IjY4OCIgeTI9IjE4NSIvPgogICAgPHBhdGggZD0iTTYxNCAzOTggQyA2NTAgMzk4LCA2NTAgMzI0LCA2ODggMzI0Ii8+CiAgICA8cGF0aCBkPSJNNjE0IDQxNCBDIDY1MCA0MTQsIDY1MCA0MjQsIDY4OCA0MjQiLz4KICA8L2c+Cjwvc3ZnPgo=");

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
75746(module) {
module.exports = JSON.parse('{"id":"components/ceems-exporter","title":"CEEMS exporter","description":"How the CEEMS exporter finds compute units on a node, what each collector reads and which privileges and kernel features it needs.","source":"@site/docs/components/ceems-exporter.md","sourceDirName":"components","slug":"/components/ceems-exporter","permalink":"/ceems/docs/components/ceems-exporter","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/components/ceems-exporter.md","tags":[],"version":"current","lastUpdatedAt":1795474709000,"sidebarPosition":1,"frontMatter":{"title":"CEEMS exporter","description":"How the CEEMS exporter finds compute units on a node, what each collector reads and which privileges and kernel features it needs.","sidebar_position":1},"sidebar":"ceemsSidebar","previous":{"title":"Components","permalink":"/ceems/docs/category/components"},"next":{"title":"CEEMS API server","permalink":"/ceems/docs/components/ceems-api-server"}}')

},

};
;