exports.ids = ["2165"];
exports.modules = {
75805(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_configuration_ceems_exporter_md_81b_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_configuration_ceems_exporter_md_81b_json__rspack_import_0 = __webpack_require__(64746);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_5 = __webpack_require__(28453);
/* import */ var _site_src_components_ReferenceFilter__rspack_import_2 = __webpack_require__(31746);
/* import */ var _theme_Tabs__rspack_import_3 = __webpack_require__(27154);
/* import */ var _theme_Tabs__rspack_import_3_default = /*#__PURE__*/__webpack_require__.n(_theme_Tabs__rspack_import_3);
/* import */ var _theme_TabItem__rspack_import_4 = __webpack_require__(35164);


const frontMatter = {
	title: 'CEEMS exporter configuration',
	description: 'Choose and tune the collectors of the CEEMS exporter on compute nodes with flags and its two optional YAML files, for Slurm, libvirt and Kubernetes nodes with or without GPUs.',
	sidebar_position: 1
};
const contentTitle = undefined;

const assets = {

};






const toc = [{
  "value": "How the exporter is configured",
  "id": "how-it-is-configured",
  "level": 2
}, {
  "value": "Collectors and their defaults",
  "id": "collectors",
  "level": 3
}, {
  "value": "Resource manager collectors",
  "id": "resource-manager-collectors",
  "level": 2
}, {
  "value": "GPU support",
  "id": "gpu-support",
  "level": 2
}, {
  "value": "How GPUs are mapped to compute units",
  "id": "gpu-mapping",
  "level": 3
}, {
  "value": "Correct the GPU order on Slurm nodes",
  "id": "gpu-ordering",
  "level": 3
}, {
  "value": "Power and energy collectors",
  "id": "energy-collectors",
  "level": 2
}, {
  "value": "Redfish collector file",
  "id": "redfish-collector",
  "level": 2
}, {
  "value": "perf, eBPF and RDMA sub-collectors",
  "id": "sub-collectors",
  "level": 2
}, {
  "value": "perf",
  "id": "perf",
  "level": 3
}, {
  "value": "eBPF",
  "id": "ebpf",
  "level": 3
}, {
  "value": "RDMA",
  "id": "rdma",
  "level": 3
}, {
  "value": "Emission factors",
  "id": "emissions",
  "level": 2
}, {
  "value": "Continuous profiling",
  "id": "profiling",
  "level": 2
}, {
  "value": "eBPF profiler file",
  "id": "ebpf-profiler",
  "level": 3
}, {
  "value": "Node collectors",
  "id": "node-collectors",
  "level": 2
}, {
  "value": "Web and security flags",
  "id": "web-flags",
  "level": 2
}, {
  "value": "Example: Slurm GPU node",
  "id": "example-slurm-gpu",
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
    table: "table",
    tbody: "tbody",
    td: "td",
    th: "th",
    thead: "thead",
    tr: "tr",
    ul: "ul",
    ...(0,_mdx_js_react__rspack_import_5/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["This page is for operators who run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_exporter"
      }), " on compute nodes. It shows how to pick the\ncollectors that match your nodes (a Slurm node with NVIDIA GPUs, an OpenStack hypervisor, a Kubernetes\nworker), how GPUs are mapped to compute units, and how to write the two optional files the exporter\nreads: the Redfish collector file and the eBPF profiler file. A compute unit is whatever your resource\nmanager runs: a batch job, a virtual machine or a pod."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The running example is a Slurm cluster whose GPU nodes carry NVIDIA A100 GPUs and a BMC that answers\nIPMI DCMI. Every flag on this page is spelled as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_exporter"
      }), " 0.10.2 defines it; the full\nlist, with logging and runtime flags, is in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/cli/ceems-exporter",
        children: "ceems_exporter CLI reference"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "how-it-is-configured",
      children: "How the exporter is configured"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The exporter has no main configuration file. You configure it with:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["command-line flags, one per collector (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.<name>"
        }), ") and one per option of a collector;"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["an optional ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/configuration/basic-auth",
          children: "web configuration file"
        }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--web.config.file"
        }), ") for TLS\nand basic authentication, the same format for every CEEMS server;"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["an optional ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#redfish-collector",
          children: "Redfish collector file"
        }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.redfish.config.file"
        }), ");"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["an optional ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#ebpf-profiler",
          children: "eBPF profiler file"
        }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--profiling.ebpf.config.file"
        }), ")."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The unit file shipped in the deb and rpm packages starts the exporter as user ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), " with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--web.config.file=/etc/ceems_exporter/web-config.yml"
      }), " and appends the content of the environment\nvariable ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CEEMS_EXPORTER_OPTIONS"
      }), ". Put your flags in that variable with a drop-in file:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">sudo</span> systemctl edit ceems_exporter",
        children: "sudo systemctl edit ceems_exporter\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-ini",
        highlighted: "[Service]\nEnvironment=\"CEEMS_EXPORTER_OPTIONS=--collector.slurm --collector.ipmi_dcmi --collector.perf.hardware-events\"",
        children: "[Service]\nEnvironment=\"CEEMS_EXPORTER_OPTIONS=--collector.slurm --collector.ipmi_dcmi --collector.perf.hardware-events\"\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">sudo</span> systemctl restart ceems_exporter\n<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> <span class=\"token parameter variable\">-u</span> <span class=\"token operator\">&lt;</span>user<span class=\"token operator\">&gt;</span>:<span class=\"token operator\">&lt;</span>password<span class=\"token operator\">&gt;</span> http://localhost:9010/metrics <span class=\"token operator\">|</span> <span class=\"token function\">grep</span> <span class=\"token parameter variable\">-c</span> <span class=\"token string\">'^ceems_compute_unit_'</span>",
        children: "sudo systemctl restart ceems_exporter\ncurl -s -u <user>:<password> http://localhost:9010/metrics | grep -c '^ceems_compute_unit_'\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The last command counts the compute unit series; a result of 0 on a node that runs jobs means the\nresource manager collector is not enabled or found no cgroups (see the logs with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "journalctl -u ceems_exporter"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "collectors",
      children: "Collectors and their defaults"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Each collector has a boolean flag: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.<name>"
      }), " turns it on, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--no-collector.<name>"
      }), " turns it\noff. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.disable-defaults"
      }), " turns off every collector that you did not name explicitly on the\ncommand line, so that only the ones you list run."]
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
            children: "What it reads"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "cpu"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.cpu"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "enabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Node CPU time from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/proc/stat"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "meminfo"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.meminfo"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "enabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Node memory from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/proc/meminfo"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "rapl"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.rapl"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "enabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "RAPL energy counters of CPU packages and DRAM"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "slurm"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.slurm"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Slurm job cgroups"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "libvirt"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.libvirt"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "libvirt (OpenStack Nova) VM cgroups"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "k8s"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.k8s"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Kubernetes pod cgroups"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "ipmi_dcmi"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.ipmi_dcmi"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Node power from the BMC over IPMI DCMI"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "redfish"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.redfish"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Node power from the BMC over Redfish"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "cray_pm_counters"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.cray_pm_counters"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Power counters of HPE Cray nodes"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "hwmon"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.hwmon"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Power and energy sensors exposed by kernel hwmon drivers"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "netdev"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.netdev"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Node network interface counters"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "infiniband"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.infiniband"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Node InfiniBand port counters"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "emissions"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.emissions"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Emission factors from external providers"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The metrics of each collector are listed in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/components/metrics",
        children: "Metrics"
      }), ". The perf, eBPF and\nRDMA collectors are not in this table: they are sub-collectors of the resource manager collectors and\nhave their own flags (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#sub-collectors",
        children: "below"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Enable exactly one resource manager collector per node. It discovers the compute units from their\ncgroups and labels every per-unit series with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), ", the identifier of the unit (Slurm job ID,\nlibvirt domain UUID, pod UID), and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "manager"
      }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "libvirt"
      }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "k8s"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "resource-manager-collectors",
      children: "Resource manager collectors"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)((_theme_Tabs__rspack_import_3_default()), {
      groupId: "resource-manager",
      children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_theme_TabItem__rspack_import_4["default"], {
        value: "slurm",
        label: "Slurm",
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["The Slurm collector reads the cgroups that ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "slurmd"
          }), " creates for each job: under\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/sys/fs/cgroup/system.slice/*slurmstepd.scope"
          }), " with cgroups v2, under\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/sys/fs/cgroup/cpu,cpuacct/slurm*"
          }), " with cgroups v1. Nodes that run several ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "slurmd"
          }), " daemons, with\nSlurm built with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "--enable-multiple-slurmd"
          }), " configure option, are supported: each daemon's cgroup tree is found and the name of its\nnode is put in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "cgrouphostname"
          }), " label."]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
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
              children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "--collector.slurm"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "disabled"
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "Enable the collector."
              })]
            }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
              children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "--collector.slurm.swap-memory-metrics"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "disabled"
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "Also export swap usage of each job."
              })]
            }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
              children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "--collector.slurm.psi-metrics"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "disabled"
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "Also export pressure stall information (PSI) of each job."
              })]
            }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
              children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "--collector.slurm.gres-config-file"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "/etc/slurm/gres.conf"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
                children: ["Slurm GRES file, read to find GPU sharding (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "Name=shard"
                }), ") and MPS (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "Name=mps"
                }), ")."]
              })]
            }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
              children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "--collector.slurm.gpu-order-map"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "empty"
              }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
                children: ["Map Slurm GPU indices to the GPU order of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "nvidia-smi"
                }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "amd-smi"
                }), "/", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "rocm-smi"
                }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
                  href: "#gpu-ordering",
                  children: "GPU ordering"
                }), ")."]
              })]
            }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
              children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "--collector.cgroups.active-subsystem"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "cpuacct"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "cgroups v1 only: the controller whose hierarchy is walked to find jobs."
              })]
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Job GPUs are found from the environment of the job's processes, so the exporter needs the\ncapabilities ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "CAP_SYS_PTRACE"
          }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "CAP_DAC_READ_SEARCH"
          }), " (granted by the packaged unit file)."]
        })]
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_theme_TabItem__rspack_import_4["default"], {
        value: "libvirt",
        label: "libvirt (OpenStack)",
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["The libvirt collector reads the cgroups of the VMs under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "machine.slice"
          }), " (systemd hosts) or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "machine"
          }), "\n(non-systemd hosts). The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "uuid"
          }), " label is the libvirt domain UUID, which is the OpenStack server ID."]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
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
              children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "--collector.libvirt"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "disabled"
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "Enable the collector."
              })]
            }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
              children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "--collector.libvirt.swap-memory-metrics"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "disabled"
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "Also export swap usage of each VM."
              })]
            }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
              children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "--collector.libvirt.blkio-metrics"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "disabled"
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "Also export block IO of each VM."
              })]
            }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
              children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "--collector.libvirt.psi-metrics"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "disabled"
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "Also export pressure stall information of each VM."
              })]
            }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
              children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "--collector.cgroups.active-subsystem"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "cpuacct"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "cgroups v1 only: the controller whose hierarchy is walked to find VMs."
              })]
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["To map GPUs to VMs the collector reads the domain XML files in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/etc/libvirt/qemu"
          }), ", usually readable\nby root only, so the exporter needs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "CAP_DAC_READ_SEARCH"
          }), "."]
        })]
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_theme_TabItem__rspack_import_4["default"], {
        value: "k8s",
        label: "Kubernetes",
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["The k8s collector reads the pod cgroups under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "kubepods.slice"
          }), " (systemd cgroup driver) or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "kubepods"
          }), "\n(cgroupfs driver). The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "uuid"
          }), " label is the pod UID. It always exports swap and block IO of each pod."]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
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
              children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "--collector.k8s"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "disabled"
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "Enable the collector."
              })]
            }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
              children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "--collector.k8s.psi-metrics"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "disabled"
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "Also export pressure stall information of each pod."
              })]
            }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
              children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "--collector.k8s.kubeconfig.file"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "empty"
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "kubeconfig file used to reach the API server. Empty: the in-cluster service account is used."
              })]
            }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
              children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "--collector.k8s.kubelet-podresources-socket.file"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "/var/lib/kubelet/pod-resources/kubelet.sock"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
                children: ["kubelet pod-resources socket, used to map GPUs to pods. In 0.10.2 this flag has no effect: the hidden, deprecated ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "--collector.k8s.kubelet-socket-file"
                }), " always replaces it, with the same default. To use another socket, set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "--collector.k8s.kubelet-socket-file"
                }), " (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
                  href: "/ceems/docs/advanced/known-issues#k8s-socket-flag-override",
                  children: "known issues"
                }), ")."]
              })]
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Run the exporter as a DaemonSet and set the environment variable ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "NODE_NAME"
          }), " from the pod's\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "spec.nodeName"
          }), ": the exporter uses it as its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "hostname"
          }), " label and to list only the pods of its node.\nThe service account needs to list pods and, when GPU tools are not installed on the node, to create\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "pods/exec"
          }), " in the namespace of the GPU operator (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
            href: "#gpu-support",
            children: "GPU support"
          }), ")."]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "gpu-support",
      children: "GPU support"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "You do not enable GPU support with a flag: every resource manager collector looks for GPUs when it\nstarts."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["It scans ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/sys/bus/pci/devices"
        }), " for display controllers (PCI class ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "0x03"
        }), ") and processing\naccelerators (class ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "0x12"
        }), ") from NVIDIA or AMD."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["It lists them with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "nvidia-smi"
        }), " for NVIDIA, and with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "amd-smi"
        }), ", or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "rocm-smi"
        }), " when ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "amd-smi"
        }), " is\nmissing, for AMD. The tool must be on the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "PATH"
        }), " of the exporter. On Kubernetes, when the tool is not\non the node, the exporter runs it inside the pod of the vendor's operator: the container\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "gpu-feature-discovery"
        }), " of the pod labelled ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "app=gpu-feature-discovery"
        }), " (NVIDIA), or the container\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "metrics-exporter-container"
        }), " of the pod labelled ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "app.kubernetes.io/name=metrics-exporter"
        }), " (AMD).\nIt takes the first such pod the Kubernetes API lists, which may run on another node: prefer the\ntool in the exporter's container (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/deployments/hpc#kubernetes",
          children: "Kubernetes notes"
        }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/advanced/known-issues#k8s-gpu-pod-any-node",
          children: "known issues"
        }), ")."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["On every scrape it maps GPUs, and MIG instances or AMD partitions, to the compute units that use\nthem, and exports two series per pair:\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_compute_unit_gpu_index_flag"
        }), " and, when the number of streaming multiprocessors (or compute\nunits) is known, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_compute_unit_gpu_sm_count"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["If the GPU tool fails at start-up, the collector fails and the exporter stops: check\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "nvidia-smi --query --xml-format"
      }), " as the exporter user first."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The exporter does not measure GPU power or utilisation itself. Those come from the NVIDIA DCGM exporter\nor from AMD's exporters, scraped by the same Prometheus. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_compute_unit_gpu_index_flag"
      }), " is the\nbridge: its labels let recording rules join the vendor's per-GPU series with compute units."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Label"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Value"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Compute unit that uses the GPU."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "index"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "GPU index as the resource manager numbers it (see below)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hindex"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "<hostname>/gpu-<index>"
            }), ", unique across the cluster."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpuuuid"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "UUID of the physical GPU."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpuiid"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "GPU instance ID for a MIG instance, empty for a whole GPU."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cgrouphostname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "As for the other compute unit series."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The value of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_compute_unit_gpu_index_flag"
      }), " is 1 when one unit owns the GPU. When several units\nshare it (Slurm shards or MPS, Kubernetes time slicing, several vGPUs), it is the fraction of the\nshares that the unit holds, so that GPU power can be split between units. In 0.10.2 the\nrecording rules that ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " generates cannot do that split yet: the GPU power rule fails while a\nphysical GPU serves several units or MIG instances (see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#gpu-power-rules-mig-shared",
        children: "known issues"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "gpu-mapping",
      children: "How GPUs are mapped to compute units"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)((_theme_Tabs__rspack_import_3_default()), {
      groupId: "resource-manager",
      children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_theme_TabItem__rspack_import_4["default"], {
        value: "slurm",
        label: "Slurm",
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["The exporter finds a process of the job that has ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "SLURM_JOB_ID=<job-id>"
          }), " in its environment and reads\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "SLURM_JOB_GPUS"
          }), " (or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "SLURM_STEP_GPUS"
          }), " when the former is absent). These are Slurm GPU indices. The\nexporter numbers GPUs in the order ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "nvidia-smi"
          }), " lists them, and gives each MIG instance its own index,\nin order, in place of its parent GPU. This matches Slurm as long as Slurm enumerates GPUs in the same\norder; when it does not, set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
            href: "#gpu-ordering",
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.slurm.gpu-order-map"
            })
          }), "."]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["With GPU sharding or MPS, the exporter reads ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "gres.conf"
          }), " (lines with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "Name=shard"
          }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "Name=mps"
          }), ", their\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "File="
          }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "MultipleFiles="
          }), " devices and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "Count="
          }), ") to learn how many shares each GPU offers. In\n0.10.2 it does not filter these lines by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "NodeName="
          }), ": with a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "gres.conf"
          }), " shared by nodes with\ndifferent counts, give each node its own file with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "--collector.slurm.gres-config-file"
          }), ". It reads the job's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "SLURM_SHARDS_ON_NODE"
          }), " or\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "CUDA_MPS_ACTIVE_THREAD_PERCENTAGE"
          }), " to learn how many shares the job holds."]
        })]
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_theme_TabItem__rspack_import_4["default"], {
        value: "libvirt",
        label: "libvirt (OpenStack)",
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["The exporter reads the domain XML of each VM in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/etc/libvirt/qemu"
          }), ":"]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
          children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
            children: ["a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostdev"
            }), " of type ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "pci"
            }), " (PCI passthrough) is matched with a GPU by its PCI bus address;"]
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
            children: ["a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostdev"
            }), " of type ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "mdev"
            }), " (NVIDIA vGPU) is matched by its mediated device UUID, which the exporter\nlearns from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "nvidia-smi vgpu --query"
            }), ", including vGPUs carved from MIG instances."]
          }), "\n"]
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "The mapping is refreshed when the set of VMs on the node changes, and at least every 15 minutes so\nthat a resized VM picks up its new GPUs."
        })]
      }), (0,react_jsx_runtime__rspack_import_1.jsx)(_theme_TabItem__rspack_import_4["default"], {
        value: "k8s",
        label: "Kubernetes",
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["The exporter asks the kubelet pod-resources API (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "--collector.k8s.kubelet-podresources-socket.file"
          }), ")\nwhich devices each container was given. For NVIDIA the device IDs are GPU or MIG UUIDs (a time slicing\nsuffix such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "::1"
          }), " is ignored); for AMD they are the device plugin IDs. Any resource name works:\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "nvidia.com/gpu"
          }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "amd.com/gpu"
          }), " or a MIG resource. The mapping is refreshed when the set of pods\nchanges, and at least every 15 minutes."]
        })
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "gpu-ordering",
      children: "Correct the GPU order on Slurm nodes"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.slurm.gpu-order-map"
      }), " takes a comma-separated list of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<slurm-index>:<gpu>[.<gpu-instance-id>]"
      }), "\npairs, where ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<gpu>"
      }), " is the position of the physical GPU in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "nvidia-smi"
      }), " (or AMD tool) listing,\nstarting at 0, and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<gpu-instance-id>"
      }), " is the MIG GPU instance ID. For a node where Slurm numbers GPU 1\nfirst, and where GPU 1 is split in three MIG instances (GPU instance IDs 3, 4 and 5):"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "ceems_exporter <span class=\"token parameter variable\">--collector.slurm</span> --collector.slurm.gpu-order-map<span class=\"token operator\">=</span><span class=\"token number\">0</span>:1.3,1:1.4,2:1.5,3:0,4:2,5:3",
        children: "ceems_exporter --collector.slurm --collector.slurm.gpu-order-map=0:1.3,1:1.4,2:1.5,3:0,4:2,5:3\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Run the exporter with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--log.level=debug"
      }), " once: it logs the GPU list before and after re-indexing."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "energy-collectors",
      children: "Power and energy collectors"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "CEEMS estimates the power of a compute unit from the power of its node. Enable at least one source."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Collector"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Flags"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Notes"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "rapl"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.rapl.enable-zone-label"
            }), " (default off): add the RAPL zone name as a label."]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["On by default. Reads ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/class/powercap"
            }), "; from kernel 5.10 on the counters are root-only, so the exporter uses ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_READ_SEARCH"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "ipmi_dcmi"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.ipmi_dcmi.cmd"
            }), ": IPMI command line to run, full path (default empty: look for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ipmi-dcmi"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ipmitool"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ipmiutil"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "capmc"
            }), ", in this order). ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.ipmi_dcmi.dev-num"
            }), " (default ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0"
            }), "): OpenIPMI device number, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0"
            }), " for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/dev/ipmi0"
            }), ". ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.ipmi_dcmi.force-native-mode"
            }), " (default off): talk to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/dev/ipmi<n>"
            }), " directly, without a command."]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["With no command found, the collector uses the OpenIPMI device directly. Commands run through ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETUID"
            }), "/", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETGID"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sudo"
            }), "; the native mode needs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_OVERRIDE"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "redfish"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.redfish.config.file"
            }), " (environment variable ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CEEMS_EXPORTER_REDFISH_COLL_CONFIG_FILE"
            }), "), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.redfish.config.file.expand-env-vars"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["See ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#redfish-collector",
              children: "Redfish collector file"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "cray_pm_counters"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["HPE Cray ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "pm_counters"
            }), " files."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "hwmon"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Power and energy sensors under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/class/hwmon"
            }), "."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "redfish-collector",
      children: "Redfish collector file"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The Redfish collector reads node power from the BMC's Redfish API. Write its connection settings in a\nYAML file, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems_exporter/redfish-config.yml"
      }), " in the packages, and pass it with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.redfish.config.file"
      }), ". The top-level key is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "redfish_collector"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">redfish_collector</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">protocol</span><span class=\"token punctuation\">:</span> https\n  <span class=\"token comment\"># {hostname} is replaced by the host name of the node, so one file serves all nodes.</span>\n  <span class=\"token key atrule\">hostname</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"{hostname}-bmc.mgmt.example.org\"</span>\n  <span class=\"token key atrule\">port</span><span class=\"token punctuation\">:</span> <span class=\"token number\">443</span>\n  <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> ceems<span class=\"token punctuation\">-</span>monitor\n  <span class=\"token key atrule\">password</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"&lt;redfish-password&gt;\"</span>\n  <span class=\"token key atrule\">use_session_token</span><span class=\"token punctuation\">:</span> <span class=\"token boolean important\">true</span>\n  <span class=\"token comment\"># Milliseconds.</span>\n  <span class=\"token key atrule\">timeout</span><span class=\"token punctuation\">:</span> <span class=\"token number\">5000</span>\n  <span class=\"token key atrule\">tls_config</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">ca_file</span><span class=\"token punctuation\">:</span> /etc/pki/tls/certs/bmc<span class=\"token punctuation\">-</span>ca.pem",
        children: "redfish_collector:\n  protocol: https\n  # {hostname} is replaced by the host name of the node, so one file serves all nodes.\n  hostname: \"{hostname}-bmc.mgmt.example.org\"\n  port: 443\n  username: ceems-monitor\n  password: \"<redfish-password>\"\n  use_session_token: true\n  # Milliseconds.\n  timeout: 5000\n  tls_config:\n    ca_file: /etc/pki/tls/certs/bmc-ca.pem\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_site_src_components_ReferenceFilter__rspack_import_2/* ["default"] */.A, {}), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Key"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Meaning"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-protocol",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "protocol"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "http"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "https"
            }), ". Required."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-hostname",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "discovered"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["BMC host name or IP. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "{hostname}"
            }), " is replaced by the node's host name. Empty: the exporter asks the BMC for its LAN IP address over OpenIPMI and uses its DNS name, or the IP."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-port",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "integer"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "BMC port. Required."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-username",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "username"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "password"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Redfish credentials. The environment variables ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "REDFISH_WEB_USERNAME"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "REDFISH_WEB_PASSWORD"
            }), ", when set, take precedence."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-use_session_token",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "use_session_token"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "boolean"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "true"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Open a Redfish session and use its token; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            }), " sends basic authentication with every request. Keep ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "true"
            }), " with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "external_url"
            }), ": the Redfish proxy removes the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Authorization"
            }), " header, so basic authentication never reaches the BMC."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-timeout",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "timeout"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "integer"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "5000"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Request timeout in milliseconds; 0 or less means 5000."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-external_url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "external_url"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["URL of a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/configuration/config-reference#redfish-proxy",
              children: "Redfish proxy"
            }), ". When set, the exporter sends its requests there, with the BMC URL in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Redfish-Url"
            }), " header."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "HTTP client keys"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_config"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "proxy_url"
            }), " and the other keys of the Prometheus HTTP client configuration, inline. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "http_headers"
            }), " is not kept: the exporter sets its own."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["All keys are in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/config-reference#redfish-collector",
        children: "configuration reference"
      }), ".\nTo keep the password out of the file, reference an environment variable and add\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.redfish.config.file.expand-env-vars"
      }), "; write ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "$$"
      }), " for a literal ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "$"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Use the Redfish proxy when compute nodes cannot reach the BMC network: the nodes talk to the proxy,\nwhich forwards to the BMC named in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-Redfish-Url"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">redfish_collector</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">protocol</span><span class=\"token punctuation\">:</span> https\n  <span class=\"token key atrule\">hostname</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"{hostname}-bmc.mgmt.example.org\"</span>\n  <span class=\"token key atrule\">port</span><span class=\"token punctuation\">:</span> <span class=\"token number\">443</span>\n  <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> ceems<span class=\"token punctuation\">-</span>monitor\n  <span class=\"token key atrule\">password</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"${REDFISH_PASSWORD}\"</span>\n  <span class=\"token key atrule\">external_url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//redfish<span class=\"token punctuation\">-</span>proxy.mgmt.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">5000</span>",
        children: "redfish_collector:\n  protocol: https\n  hostname: \"{hostname}-bmc.mgmt.example.org\"\n  port: 443\n  username: ceems-monitor\n  password: \"${REDFISH_PASSWORD}\"\n  external_url: http://redfish-proxy.mgmt.example.org:5000\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "sub-collectors",
      children: "perf, eBPF and RDMA sub-collectors"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["These collect per compute unit data and run inside whichever resource manager collector is enabled\n(slurm, libvirt or k8s). They have no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.<name>"
      }), " flag of their own: each is enabled by its\noptions. In 0.10.2 the libvirt collector never runs the perf sub-collector, so\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.perf.*"
      }), " exports nothing for VMs (see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#libvirt-perf-not-collected",
        children: "known issues"
      }), "); eBPF and RDMA work there."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "perf",
      children: "perf"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Hardware, software and cache counters of the processes of each unit, through ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "perf_event_open"
      }), ".\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "kernel.perf_event_paranoid"
      }), " must be 2 or less (Debian and Ubuntu set 3 or 4); the exporter needs\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_PERFMON"
      }), "."]
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
          id: "flag-collector.perf.hardware-events",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.perf.hardware-events"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Enable hardware events (cycles, instructions, branches, cache references and misses)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-collector.perf.hardware-profilers",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.perf.hardware-profilers"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "all"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Names among ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CpuCycles"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CpuInstr"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CacheRef"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CacheMisses"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "BranchInstr"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "BranchMisses"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "RefCpuCycles"
            }), ". Repeat the flag for several."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-collector.perf.software-events",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.perf.software-events"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Enable software events (page faults, context switches, CPU migrations)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-collector.perf.software-profilers",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.perf.software-profilers"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "all"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Names among ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "PageFault"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ContextSwitch"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CpuMigration"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "MinorFault"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "MajorFault"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-collector.perf.hardware-cache-events",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.perf.hardware-cache-events"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Enable cache events (L1, last level, TLB, branch prediction unit)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-collector.perf.cache-profilers",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.perf.cache-profilers"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "all"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Names among ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "L1DataReadHit"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "L1DataReadMiss"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "L1DataWriteHit"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "L1InstrReadMiss"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "LLReadHit"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "LLReadMiss"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "LLWriteHit"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "LLWriteMiss"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "InstrTLBReadHit"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "InstrTLBReadMiss"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "BPUReadHit"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "BPUReadMiss"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-collector.perf.env-var",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.perf.env-var"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Profile only processes that have one of these environment variables set. Repeat for several. Empty: every process of the unit. Needs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SYS_PTRACE"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_READ_SEARCH"
            }), "."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "note",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["In 0.10.2 the collector starts from every event of an enabled group and adds the named\nprofilers to it, so the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "*-profilers"
        }), " lists do not narrow what is collected."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "ebpf",
      children: "eBPF"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["IO and network traffic of each unit, from eBPF programs that the exporter loads into the kernel. The\nexporter needs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_BPF"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_PERFMON"
      }), ", and kernel 5.8 or later: on an older kernel it logs\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ebpf collector does not support kernel < 5.8"
      }), " and the whole exporter exits."]
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
          id: "flag-collector.ebpf.io-metrics",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.ebpf.io-metrics"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Enable IO metrics: bytes, requests and errors of reads and writes per mount point, and file opens, creations and deletions."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-collector.ebpf.network-metrics",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.ebpf.network-metrics"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Enable network metrics: ingress and egress bytes and packets, and retransmissions, by protocol and address family."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-collector.ebpf.fs-mount-point",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.ebpf.fs-mount-point"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "all"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Mount point to monitor for IO. Repeat for several. Name only the file systems you care about: each one adds series for every unit."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "rdma",
      children: "RDMA"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Active queue pairs, completion queues and memory regions of each unit on RDMA devices, hardware\ncounters of each unit's queue pairs on Mellanox devices, and the counters of each RDMA port."
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
      }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.tbody, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-collector.rdma.stats",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.rdma.stats"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Enable the collector. It uses the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rdma"
            }), " command from iproute2, found on the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "PATH"
            }), "."]
          })]
        })
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["On Mellanox devices the collector turns on per-process queue-pair counters\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rdma statistic qp set link <link> auto type,pid on"
      }), ") and turns them off when it stops; it runs that\ncommand through ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_SETUID"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_SETGID"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "emissions",
      children: "Emission factors"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The emissions collector exports the carbon intensity of electricity, in gCO2e/kWh, as\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_emissions_gCo2_kWh"
      }), " with the labels ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "provider"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "provider_name"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "country_code"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "country"
      }), ".\nRecording rules multiply unit power by it (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/prometheus",
        children: "Prometheus configuration"
      }), ")."]
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
          id: "flag-collector.emissions",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.emissions"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Enable the collector."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-collector.emissions.provider",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.emissions.provider"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "every provider"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Provider to use; repeat for several. One of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "owid"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "emaps"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rte"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "wt"
            }), ". Without the flag, a fifth provider, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "global"
            }), ", also starts."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Provider"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Source"
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
            children: "Our World in Data yearly averages per country, shipped inside the binary."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Nothing."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rte"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "RTE eCO2mix, real time, France only."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Internet access."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "emaps"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Electricity Maps, real time, per zone."
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Environment variable ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "EMAPS_API_TOKEN"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "wt"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "WattTime, real time, per region."
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Environment variables ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "WT_USERNAME"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "WT_PASSWORD"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "WT_REGION"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "global"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["A constant world average of 475 gCO2e/kWh, with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "country_code=\"ZZ\""
            }), ". Started only when no provider is named; the flag cannot select it."]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Nothing. See ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/known-issues#emissions-global-provider-default",
              children: "known issues"
            }), "."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "warning",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["Always name the providers. Without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.emissions.provider"
        }), " the exporter starts every provider,\nand a provider whose environment variables are missing makes the collector, and so the exporter, fail\nto start."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Enable this collector on one exporter only, for example on the host of the API server. The factor does\nnot depend on the node, and the generated recording rules expect one series per provider and country."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "ceems_exporter --collector.disable-defaults <span class=\"token parameter variable\">--collector.emissions</span> <span class=\"token parameter variable\">--collector.emissions.provider</span><span class=\"token operator\">=</span>owid <span class=\"token parameter variable\">--collector.emissions.provider</span><span class=\"token operator\">=</span>rte",
        children: "ceems_exporter --collector.disable-defaults --collector.emissions --collector.emissions.provider=owid --collector.emissions.provider=rte\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "profiling",
      children: "Continuous profiling"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The exporter can profile the processes of Slurm jobs and Kubernetes pods in two ways. Both need the\nslurm or k8s collector enabled, and both label each profile with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "service_name"
      }), " set to the unit's\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), ", which lets the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/ceems-lb",
        children: "load balancer"
      }), " check who may see it."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "The built-in eBPF profiler (experimental) profiles processes itself and pushes the profiles to\nPyroscope. Available on amd64 and arm64 only."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The Grafana Alloy discoverer publishes the list of processes to profile at ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/alloy-targets"
        }), ", and\nAlloy does the profiling."]
      }), "\n"]
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
          id: "flag-profiling.ebpf",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--profiling.ebpf"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Enable the built-in eBPF profiler."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-profiling.ebpf.config.file",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--profiling.ebpf.config.file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["eBPF profiler file (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#ebpf-profiler",
              children: "below"
            }), "); also read from the environment variable ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CEEMS_EXPORTER_PROFILING_CONFIG_FILE"
            }), ". Without a file, defaults apply and profiles go to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "http://localhost:4040"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-profiling.ebpf.config.file.expand-env-vars",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--profiling.ebpf.config.file.expand-env-vars"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Expand environment variables in that file; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "$$"
            }), " is a literal ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "$"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-profiling.ebpf.env-var",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--profiling.ebpf.env-var"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Profile only processes that have one of these environment variables set. Repeat for several."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-profiling.ebpf.self-profiler",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--profiling.ebpf.self-profiler"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Also profile the exporter itself."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-discoverer.alloy-targets",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--discoverer.alloy-targets"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Publish profiling targets for Grafana Alloy."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-discoverer.alloy-targets.env-var",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--discoverer.alloy-targets.env-var"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Publish only processes that have one of these environment variables set."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-discoverer.alloy-targets.self-profiler",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--discoverer.alloy-targets.self-profiler"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Also publish the exporter itself as a target."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-web.targets-path",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.targets-path"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/alloy-targets"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Path of the target list."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The eBPF profiler needs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "kernel.perf_event_paranoid"
      }), " at 2 or less and the capabilities\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_SYS_PTRACE"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_DAC_READ_SEARCH"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_BPF"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_PERFMON"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_SYS_RESOURCE"
      }), ". While it runs,\nthe exporter keeps these capabilities effective all the time instead of raising them only when needed."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "ebpf-profiler",
      children: "eBPF profiler file"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The file has one top-level key, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_profiler"
      }), ", with two sections: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ebpf"
      }), " for the profiling session\nand ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pyroscope"
      }), " for the server that receives the profiles. The packages install it as\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems_exporter/ebpf-profiling-config.yml"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">ceems_profiler</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">ebpf</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">collect_interval</span><span class=\"token punctuation\">:</span> 30s\n    <span class=\"token key atrule\">discover_interval</span><span class=\"token punctuation\">:</span> 30s\n    <span class=\"token key atrule\">sample_rate</span><span class=\"token punctuation\">:</span> <span class=\"token number\">97</span>\n    <span class=\"token key atrule\">collect_user_profile</span><span class=\"token punctuation\">:</span> <span class=\"token boolean important\">true</span>\n    <span class=\"token key atrule\">collect_kernel_profile</span><span class=\"token punctuation\">:</span> <span class=\"token boolean important\">false</span>\n    <span class=\"token key atrule\">python_enabled</span><span class=\"token punctuation\">:</span> <span class=\"token boolean important\">true</span>\n    <span class=\"token key atrule\">demangle</span><span class=\"token punctuation\">:</span> simplified\n  <span class=\"token key atrule\">pyroscope</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//pyroscope.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">4040</span>\n    <span class=\"token key atrule\">external_labels</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">cluster</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span>gpu\n      <span class=\"token key atrule\">node</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"{hostname}\"</span>\n    <span class=\"token key atrule\">basic_auth</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> ceems\n      <span class=\"token key atrule\">password_file</span><span class=\"token punctuation\">:</span> /etc/ceems_exporter/pyroscope<span class=\"token punctuation\">-</span>password",
        children: "ceems_profiler:\n  ebpf:\n    collect_interval: 30s\n    discover_interval: 30s\n    sample_rate: 97\n    collect_user_profile: true\n    collect_kernel_profile: false\n    python_enabled: true\n    demangle: simplified\n  pyroscope:\n    url: https://pyroscope.example.org:4040\n    external_labels:\n      cluster: slurm-gpu\n      node: \"{hostname}\"\n    basic_auth:\n      username: ceems\n      password_file: /etc/ceems_exporter/pyroscope-password\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Key"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Meaning"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ebpf.collect_interval",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ebpf.collect_interval"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "duration"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "30s"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "How often profiles are collected and pushed."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ebpf.discover_interval",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ebpf.discover_interval"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "duration"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "30s"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "How often the list of processes to profile is refreshed."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ebpf.sample_rate",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ebpf.sample_rate"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "integer"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "97"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Samples per second."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ebpf.collect_user_profile",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ebpf.collect_user_profile"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "boolean"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "true"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Collect user-space stacks."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ebpf.collect_kernel_profile",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ebpf.collect_kernel_profile"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "boolean"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Collect kernel stacks."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ebpf.python_enabled",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ebpf.python_enabled"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "boolean"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "true"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Profile Python interpreters."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ebpf.demangle",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ebpf.demangle"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "none"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["C++ symbol demangling: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "none"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "simplified"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "templates"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "full"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ebpf.build_id_cache_size",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ebpf.build_id_cache_size"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "integer"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "64"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Symbol cache tuning."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ebpf.pid_cache_size",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ebpf.pid_cache_size"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "integer"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "32"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Symbol cache tuning."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ebpf.pid_map_size",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ebpf.pid_map_size"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "integer"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "2048"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Size of a BPF map; in 0.10.2 this value sizes the symbols map (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/known-issues#ebpf-map-sizes-swapped",
              children: "known issue"
            }), ")."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ebpf.same_file_cache_size",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ebpf.same_file_cache_size"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "integer"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "8"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Symbol cache tuning."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ebpf.symbols_map_size",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ebpf.symbols_map_size"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "integer"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "16384"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Size of a BPF map; in 0.10.2 this value sizes the PID map."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ebpf.cache_rounds",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ebpf.cache_rounds"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "integer"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "3"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Symbol cache tuning."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-pyroscope.url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "pyroscope.url"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "http://localhost:4040"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Pyroscope server."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-pyroscope.external_labels",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "pyroscope.external_labels"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "map"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Labels added to every profile; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "{hostname}"
            }), " in a value is replaced by the node's host name."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "HTTP client keys"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "basic_auth"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "authorization"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_config"
            }), " and the other Prometheus HTTP client keys, inline under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "pyroscope"
            }), "."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["All keys are also in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/config-reference#ebpf-profiler",
        children: "configuration reference"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "node-collectors",
      children: "Node collectors"
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
          id: "flag-collector.meminfo.all-stats",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.meminfo.all-stats"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Export every field of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/proc/meminfo"
            }), ", not only the ones CEEMS uses."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-collector.netdev.device-include",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.netdev.device-include"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Regular expression of interfaces to include; exclusive with the next flag."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-collector.netdev.device-exclude",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.netdev.device-exclude"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Regular expression of interfaces to exclude."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "web-flags",
      children: "Web and security flags"
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
          id: "flag-web.listen-address",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.listen-address"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ":9010"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Address to listen on; repeat for several."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-web.config.file",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.config.file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/configuration/config-reference#web-config",
              children: "Web configuration file"
            }), " for TLS and basic authentication; also read from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CEEMS_EXPORTER_WEB_CONFIG_FILE"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-web.telemetry-path",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.telemetry-path"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/metrics"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Path of the metrics."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-web.disable-exporter-metrics",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.disable-exporter-metrics"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Drop the exporter's own ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "promhttp_*"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "process_*"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "go_*"
            }), " series."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-web.max-requests",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.max-requests"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "40"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Parallel scrapes allowed; 0 for no limit."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-security.run-as-user",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--security.run-as-user"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "nobody"
            }), " when started as root"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "User the exporter switches to after start-up, keeping only the capabilities its collectors need."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["When started as root, the exporter keeps the capabilities that its enabled collectors need and drops the\nrest; with the packaged unit it starts as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), " with a fixed set of ambient capabilities, and drops\nthose it does not need. See ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/security",
        children: "Security"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "example-slurm-gpu",
      children: "Example: Slurm GPU node"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A node of the Slurm cluster ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm-gpu"
      }), " with four A100 GPUs, IPMI DCMI power, IO and network metrics\nfor the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/scratch"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/home"
      }), " file systems, and hardware counters:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-ini",
        highlighted: "[Service]\nEnvironment=\"CEEMS_EXPORTER_OPTIONS=--collector.slurm --collector.slurm.psi-metrics --collector.ipmi_dcmi --collector.perf.hardware-events --collector.ebpf.io-metrics --collector.ebpf.network-metrics --collector.ebpf.fs-mount-point=/scratch --collector.ebpf.fs-mount-point=/home --collector.rdma.stats\"",
        children: "[Service]\nEnvironment=\"CEEMS_EXPORTER_OPTIONS=--collector.slurm --collector.slurm.psi-metrics --collector.ipmi_dcmi --collector.perf.hardware-events --collector.ebpf.io-metrics --collector.ebpf.network-metrics --collector.ebpf.fs-mount-point=/scratch --collector.ebpf.fs-mount-point=/home --collector.rdma.stats\"\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Check that the GPUs were found and that a running GPU job is mapped:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "journalctl <span class=\"token parameter variable\">-u</span> ceems_exporter <span class=\"token operator\">|</span> <span class=\"token function\">grep</span> <span class=\"token string\">'GPU Devices found'</span>\n<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> <span class=\"token parameter variable\">-u</span> <span class=\"token operator\">&lt;</span>user<span class=\"token operator\">&gt;</span>:<span class=\"token operator\">&lt;</span>password<span class=\"token operator\">&gt;</span> http://localhost:9010/metrics <span class=\"token operator\">|</span> <span class=\"token function\">grep</span> ceems_compute_unit_gpu_index_flag",
        children: "journalctl -u ceems_exporter | grep 'GPU Devices found'\ncurl -s -u <user>:<password> http://localhost:9010/metrics | grep ceems_compute_unit_gpu_index_flag\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A job that holds GPU 2 shows a series such as\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_compute_unit_gpu_index_flag{gpuiid=\"\",gpuuuid=\"GPU-5c1e07a2-8f3b-4d61-9a0e-2b7c4e91d3f8\",hindex=\"gpu-node-01/gpu-2\",index=\"2\",manager=\"slurm\",uuid=\"4182345\"}"
      }), "\nwith the value 1 (other labels left out). If the job has no such series, look in the logs for the\nwarning ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Failed to get GPU ordinals or job does not request GPU resources"
      }), ": the exporter could not read\nthe environment of the job's processes, usually because it lacks ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_SYS_PTRACE"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Next: scrape it and generate the recording rules in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/prometheus",
        children: "Prometheus configuration"
      }), "."]
    })]
  });
}
function MDXContent(props = {}) {
  const {wrapper: MDXLayout} = {
    ...(0,_mdx_js_react__rspack_import_5/* .useMDXComponents */.R)(),
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
44882(module) {
// Exports
module.exports = {
	"filter": `filter_NRbM`,
	"label": `label_YHyx`,
	"input": `input_bAuK`,
	"count": `count_tQmp`
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
64746(module) {
"use strict";
module.exports = JSON.parse('{"id":"configuration/ceems-exporter","title":"CEEMS exporter configuration","description":"Choose and tune the collectors of the CEEMS exporter on compute nodes with flags and its two optional YAML files, for Slurm, libvirt and Kubernetes nodes with or without GPUs.","source":"@site/docs/configuration/ceems-exporter.md","sourceDirName":"configuration","slug":"/configuration/ceems-exporter","permalink":"/ceems/docs/configuration/ceems-exporter","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/configuration/ceems-exporter.md","tags":[],"version":"current","lastUpdatedAt":1795474088000,"sidebarPosition":1,"frontMatter":{"title":"CEEMS exporter configuration","description":"Choose and tune the collectors of the CEEMS exporter on compute nodes with flags and its two optional YAML files, for Slurm, libvirt and Kubernetes nodes with or without GPUs.","sidebar_position":1},"sidebar":"ceemsSidebar","previous":{"title":"Configuration","permalink":"/ceems/docs/category/configuration"},"next":{"title":"CEEMS API server configuration","permalink":"/ceems/docs/configuration/ceems-api-server"}}')

},

};
;