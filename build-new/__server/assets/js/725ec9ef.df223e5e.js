exports.ids = ["1836"];
exports.modules = {
74831(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_deployments_hpc_md_725_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_deployments_hpc_md_725_json__rspack_import_0 = __webpack_require__(3895);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_3 = __webpack_require__(28453);
/* import */ var _site_src_components_ReferenceFilter__rspack_import_2 = __webpack_require__(31746);


const frontMatter = {
	title: 'Slurm, OpenStack and Kubernetes',
	description: 'What each resource manager must provide for CEEMS, how to set up the exporter and the API server for Slurm, OpenStack and Kubernetes, and how to deploy the Kubernetes admission controller.',
	sidebar_position: 2
};
const contentTitle = undefined;

const assets = {

};




const toc = [{
  "value": "Slurm",
  "id": "slurm",
  "level": 2
}, {
  "value": "What Slurm must provide",
  "id": "slurm-requirements",
  "level": 3
}, {
  "value": "cgroups v1 and v2",
  "id": "cgroups",
  "level": 3
}, {
  "value": "The exporter on Slurm nodes",
  "id": "slurm-exporter",
  "level": 3
}, {
  "value": "GPUs on Slurm nodes",
  "id": "slurm-gpus",
  "level": 3
}, {
  "value": "The API server on Slurm",
  "id": "slurm-api",
  "level": 3
}, {
  "value": "Check the Slurm setup",
  "id": "slurm-check",
  "level": 3
}, {
  "value": "OpenStack",
  "id": "openstack",
  "level": 2
}, {
  "value": "Kubernetes",
  "id": "kubernetes",
  "level": 2
}, {
  "value": "Kubernetes admission controller",
  "id": "admission-controller",
  "level": 2
}, {
  "value": "What it does",
  "id": "admission-controller-behaviour",
  "level": 3
}, {
  "value": "Deploy it",
  "id": "admission-controller-deploy",
  "level": 3
}, {
  "value": "Flags",
  "id": "admission-controller-flags",
  "level": 3
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
    ...(0,_mdx_js_react__rspack_import_3/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["This page is for operators who follow the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/deployments/guide",
        children: "deployment guide"
      }), " on a real cluster. It lists\nwhat Slurm must be configured to do for CEEMS, the exporter and API server settings that are specific\nto Slurm, and then where OpenStack and Kubernetes differ, including the Kubernetes admission\ncontroller."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "slurm",
      children: "Slurm"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["On a Slurm cluster, a compute unit is a batch job, identified by its job ID. The exporter finds each\njob through the cgroup that Slurm creates for it on the node; the API server gets the job's owner,\naccount and times from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sacct"
      }), ", and users and accounts from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sacctmgr"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "slurm-requirements",
      children: "What Slurm must provide"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Setting"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "File"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Why CEEMS needs it"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ProctrackType=proctrack/cgroup"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm.conf"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Puts every job's processes in a job cgroup. The exporter discovers jobs only through these cgroups."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "TaskPlugin=task/cgroup"
            }), " (alone or as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "task/affinity,task/cgroup"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm.conf"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Applies the constraints below to the job cgroup."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ConstrainCores=yes"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cgroup.conf"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The exporter counts a job's CPUs from the job's cpuset (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_cpus"
            }), "). Without a cpuset of its own, the count is either missing, and the job gets no CPU usage percentage, or the whole node."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ConstrainRAMSpace=yes"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cgroup.conf"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Sets the job's memory limit to its allocation. Without a limit, the exporter reports the node's total memory as the job's memory, and the memory usage percentage is relative to the node."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CgroupPlugin=cgroup/v2"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "autodetect"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cgroup.conf"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Either cgroup version works; see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#cgroups",
              children: "cgroups v1 and v2"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "AccountingStorageType=accounting_storage/slurmdbd"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm.conf"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The API server reads jobs with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sacct"
            }), " and accounts with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sacctmgr"
            }), ", which both need ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurmdbd"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "GresTypes=gpu"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Gres=gpu:..."
            }), " on the nodes, and a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gres.conf"
            }), " with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "File="
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "AutoDetect="
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm.conf"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gres.conf"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Slurm then sets ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "SLURM_JOB_GPUS"
            }), " in each GPU job, which the exporter reads to know which GPUs the job uses."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "What CEEMS does not need:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "No prolog or epilog."
        }), " The exporter reads the GPU indices from the environment of the job's\nprocesses (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/proc/<pid>/environ"
        }), "), not from files written by a prolog."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.strong, {
          children: ["No particular ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "JobAcctGatherType"
          }), "."]
        }), " CEEMS does not read the usage statistics that the job\naccounting gather plugin collects; its CPU, memory and energy figures come from the cgroups and from\nPrometheus. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "sacct"
        }), " is only used for job metadata and allocations."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "cgroups",
      children: "cgroups v1 and v2"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The exporter detects the cgroup mode of the node. In unified mode it uses the v2 layout; in legacy or\nhybrid mode it uses the v1 layout."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {}), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "cgroups v2"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "cgroups v1"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Where the exporter looks"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/fs/cgroup/system.slice/slurmstepd.scope/job_<id>"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/fs/cgroup/cpu,cpuacct/slurm/uid_<uid>/job_<id>"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Controller used to find jobs"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "the unified hierarchy"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.cgroups.active-subsystem"
            }), ", default ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cpuacct"
            }), " (the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cpu,cpuacct"
            }), " hierarchy)"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CPU count"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cpuset.cpus.effective"
            }), " of the job"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cpuset.cpus"
            }), " in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cpuset"
            }), " hierarchy"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Slurm built with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--enable-multiple-slurmd"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["one ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "<nodename>_slurmstepd.scope"
            }), " per ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurmd"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["one ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm_<nodename>"
            }), " directory per ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurmd"
            })]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["With several ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurmd"
      }), " on one host, the exporter finds all of them and adds the Slurm node name of the\njob in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cgrouphostname"
      }), " label."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      title: "The Slurm collector waits for slurmd",
      type: "note",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["The exporter refuses to start the Slurm collector, and therefore exits, while no Slurm cgroup root\nexists, for example right after boot when ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "slurmd"
        }), " has not started yet. The packaged unit restarts the\nexporter every second until it succeeds. To avoid the noise, add ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "After=slurmd.service"
        }), " in a drop-in."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Cgroups without any process are stale (Slurm sometimes fails to remove them). The exporter ignores\nthem and logs a warning with their job IDs."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "slurm-exporter",
      children: "The exporter on Slurm nodes"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Enable the Slurm collector with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.slurm"
      }), ". These flags tune it:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_site_src_components_ReferenceFilter__rspack_import_2/* ["default"] */.A, {}), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Flag"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it does"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-collector.slurm",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.slurm"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Enables the collector."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-collector.slurm.swap-memory-metrics",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.slurm.swap-memory-metrics"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Also exports swap usage of each job."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-collector.slurm.psi-metrics",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.slurm.psi-metrics"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Also exports pressure stall information of each job."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-collector.slurm.gres-config-file",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.slurm.gres-config-file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/slurm/gres.conf"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gres.conf"
            }), " read at start to detect GPU sharding and MPS."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-collector.slurm.gpu-order-map",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.slurm.gpu-order-map"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Maps Slurm GPU indices to the GPUs as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "nvidia-smi"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "amd-smi"
            }), " lists them; see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#slurm-gpus",
              children: "below"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-collector.cgroups.active-subsystem",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.cgroups.active-subsystem"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cpuacct"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "cgroups v1 only: the hierarchy in which jobs are searched."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The full list is in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/cli/ceems-exporter",
        children: "exporter CLI reference"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      title: "Capabilities for GPU jobs",
      type: "warning",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["To read ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "SLURM_JOB_GPUS"
        }), " from job processes owned by other users, the exporter needs\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CAP_SYS_PTRACE"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CAP_DAC_READ_SEARCH"
        }), ". The packaged systemd unit grants them. If you run the\nexporter as an unprivileged user without these capabilities, it still exports CPU and memory metrics,\nbut it cannot tell which GPUs a job uses and logs\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Failed to get GPU ordinals or job does not request GPU resources"
        }), "."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "slurm-gpus",
      children: "GPUs on Slurm nodes"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The exporter takes the GPU indices of a job from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "SLURM_JOB_GPUS"
      }), " or, if that is not set,\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "SLURM_STEP_GPUS"
      }), ", and exports ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_compute_unit_gpu_index_flag"
      }), " for each GPU (or MIG instance) the\njob uses. It finds the GPUs of the node with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "nvidia-smi"
      }), " (NVIDIA) or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "amd-smi"
      }), ", falling back to\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rocm-smi"
      }), " (AMD). If GPUs are present but the tool is not, the exporter does not start."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "GPU order."
      }), " The indices in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "SLURM_JOB_GPUS"
      }), " follow Slurm's own GRES numbering, which is not\nalways the order in which the vendor tool lists the GPUs. If the two differ, give the mapping with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.slurm.gpu-order-map"
      }), ": a comma-separated list of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<slurm-index>:<smi-index>"
      }), ", where\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<smi-index>"
      }), " is the position of the GPU in the output of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "nvidia-smi"
      }), " (or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "amd-smi"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rocm-smi"
      }), "),\ncounted from 0. For a MIG instance, append the GPU instance ID after a dot:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "ceems_exporter <span class=\"token parameter variable\">--collector.slurm</span> --collector.slurm.gpu-order-map<span class=\"token operator\">=</span><span class=\"token number\">0</span>:1,1:0,2:3.1,3:3.2",
        children: "ceems_exporter --collector.slurm --collector.slurm.gpu-order-map=0:1,1:0,2:3.1,3:3.2\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Here Slurm's GPU 0 is the second GPU that ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "nvidia-smi"
      }), " lists, GPU 1 the first, and GPUs 2 and 3 are\nMIG instances 1 and 2 of the fourth."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Sharding and MPS."
      }), " When ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gres.conf"
      }), " has ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Name=shard"
      }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Name=mps"
      }), " lines, the exporter takes the\nnumber of shares of each GPU from their ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Count="
      }), " (for the GPUs named in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "File="
      }), ", or for every GPU when\nthe line has no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "File="
      }), "). It reads these lines as they are, without filtering them by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "NodeName="
      }), ": if a\nshared ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gres.conf"
      }), " gives different counts to different nodes, give each node a file of its own with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.slurm.gres-config-file"
      }), ". The exporter then reads ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "SLURM_SHARDS_ON_NODE"
      }), " or\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CUDA_MPS_ACTIVE_THREAD_PERCENTAGE"
      }), " from each job and sets the job's\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_compute_unit_gpu_index_flag"
      }), " to its shares divided by all the shares that running jobs hold on\nthat GPU, instead of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "1"
      }), ". A job holding 2 shards of a GPU on which jobs hold 4 shards in total gets\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "0.5"
      }), ". In 0.10.2 the generated GPU power rule fails while one physical GPU serves several\njobs or MIG instances, so those jobs get no GPU power (see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#gpu-power-rules-mig-shared",
        children: "known issues"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "slurm-api",
      children: "The API server on Slurm"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Every ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "update_interval"
      }), ", the API server runs, on its own host:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "sacct -D -X --allusers --parsable2"
        }), " over the interval, for jobs in the states ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CANCELLED"
        }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "COMPLETED"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "FAILED"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "NODE_FAIL"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "PREEMPTED"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "TIMEOUT"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "RUNNING"
        }), ". Job steps and jobs that\nnever got nodes are skipped."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "sacctmgr list associations format=Account,User"
        }), ", to know which users belong to which account. An\naccount is a project in CEEMS; access control in Grafana and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cacct"
        }), " relies on it."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["So the API server host must be a working Slurm client: the Slurm commands, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm.conf"
      }), " (or\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "SLURM_CONF"
      }), "), the MUNGE key, and network access to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurmdbd"
      }), ". Tell the API server where the commands\nare and which environment they need:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">clusters</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n    <span class=\"token key atrule\">manager</span><span class=\"token punctuation\">:</span> slurm\n    <span class=\"token key atrule\">updaters</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> tsdb<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n    <span class=\"token key atrule\">cli</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">path</span><span class=\"token punctuation\">:</span> /opt/slurm/bin\n      <span class=\"token key atrule\">environment_variables</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">SLURM_CONF</span><span class=\"token punctuation\">:</span> /opt/slurm/etc/slurm.conf",
        children: "clusters:\n  - id: slurm-0\n    manager: slurm\n    updaters:\n      - tsdb-0\n    cli:\n      path: /opt/slurm/bin\n      environment_variables:\n        SLURM_CONF: /opt/slurm/etc/slurm.conf\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cli.path"
      }), ", the API server looks for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sacct"
      }), " on its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "PATH"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Privileges."
      }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sacct --allusers"
      }), " only returns every user's jobs to a privileged caller. The API\nserver picks the first mode that works:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["If it runs as root or has ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CAP_SETUID"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CAP_SETGID"
        }), " (the packaged unit grants both), it runs the\ncommands as root."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Otherwise, if ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "sudo sacct"
        }), " works without a password, it uses ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "sudo"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Otherwise it runs them as its own user and logs\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "SLURM commands will be executed as current user. Might not fetch jobs of all users"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "GPU accounting."
      }), " The number of GPUs of a job comes from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gres/gpu"
      }), " in its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "AllocTRES"
      }), ", and feeds\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "alloc_gputime"
      }), ". Check that it is there with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sacct -X -j <jobid> -o AllocTRES%80"
      }), "; if it is not,\nadd ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gres/gpu"
      }), " to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "AccountingStorageTRES"
      }), " in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm.conf"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "slurm-check",
      children: "Check the Slurm setup"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["On a compute node that runs a GPU job, ask the exporter for the job's CPUs and GPUs (replace\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<password>"
      }), "):"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> <span class=\"token parameter variable\">-u</span> ceems:<span class=\"token operator\">&lt;</span>password<span class=\"token operator\">&gt;</span> http://localhost:9010/metrics <span class=\"token operator\">|</span> <span class=\"token function\">grep</span> <span class=\"token parameter variable\">-E</span> <span class=\"token string\">'^ceems_compute_unit_(cpus|gpu_index_flag)'</span>",
        children: "curl -s -u ceems:<password> http://localhost:9010/metrics | grep -E '^ceems_compute_unit_(cpus|gpu_index_flag)'\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Every running job has a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_compute_unit_cpus"
      }), " series with the number of CPUs it was given, and\nevery GPU job one ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_compute_unit_gpu_index_flag"
      }), " series per GPU, or MIG instance, it uses."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["A job is missing: its cgroup is not where the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#cgroups",
          children: "table above"
        }), " says; check\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ProctrackType"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CgroupPlugin"
        }), ", then restart ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "slurmd"
        }), " and the exporter."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The CPU count is the whole node: set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ConstrainCores=yes"
        }), " in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cgroup.conf"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["A GPU job has no GPU series: the exporter log says\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Failed to get GPU ordinals or job does not request GPU resources"
        }), "; check the capabilities above and\nthat the job asked for GPUs with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--gres=gpu"
        }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--gpus"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The series names the wrong GPU: set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.slurm.gpu-order-map"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "openstack",
      children: "OpenStack"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "On OpenStack, a compute unit is a Nova instance, identified by its UUID. What changes from Slurm:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Exporter."
      }), " Run it on the compute hosts (hypervisors) with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.libvirt"
      }), ". It finds VMs in the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "machine.slice"
      }), " cgroup (or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "machine"
      }), " on hosts without systemd), takes each VM's UUID from its domain\nXML in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/libvirt/qemu"
      }), ", and maps passthrough GPUs and NVIDIA vGPUs to the VM from the same XML.\nReading these files needs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_DAC_READ_SEARCH"
      }), ", which the packaged unit grants. Optional flags:\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.libvirt.swap-memory-metrics"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.libvirt.blkio-metrics"
      }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.libvirt.psi-metrics"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "API server."
      }), " Use ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "manager: openstack"
      }), ". The server calls Keystone and Nova directly, so give it\ntheir endpoints and, under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "auth"
      }), " in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "extra_config"
      }), ", what goes under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "auth"
      }), " in a Keystone v3 token\nrequest (the server wraps it in the request body itself):"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">clusters</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> os<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n    <span class=\"token key atrule\">manager</span><span class=\"token punctuation\">:</span> openstack\n    <span class=\"token key atrule\">updaters</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> tsdb<span class=\"token punctuation\">-</span>os<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n    <span class=\"token key atrule\">extra_config</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">api_service_endpoints</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">compute</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//openstack.example.org<span class=\"token punctuation\">:</span>8774/v2.1\n        <span class=\"token key atrule\">identity</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//openstack.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">5000</span>\n      <span class=\"token key atrule\">auth</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">identity</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">methods</span><span class=\"token punctuation\">:</span>\n            <span class=\"token punctuation\">-</span> password\n          <span class=\"token key atrule\">password</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">user</span><span class=\"token punctuation\">:</span>\n              <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> ceems\n              <span class=\"token key atrule\">password</span><span class=\"token punctuation\">:</span> &lt;password<span class=\"token punctuation\">&gt;</span>\n              <span class=\"token key atrule\">domain</span><span class=\"token punctuation\">:</span>\n                <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> default\n        <span class=\"token key atrule\">scope</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">project</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> admin\n            <span class=\"token key atrule\">domain</span><span class=\"token punctuation\">:</span>\n              <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> default",
        children: "clusters:\n  - id: os-0\n    manager: openstack\n    updaters:\n      - tsdb-os-0\n    extra_config:\n      api_service_endpoints:\n        compute: https://openstack.example.org:8774/v2.1\n        identity: https://openstack.example.org:5000\n      auth:\n        identity:\n          methods:\n            - password\n          password:\n            user:\n              name: ceems\n              password: <password>\n              domain:\n                id: default\n        scope:\n          project:\n            name: admin\n            domain:\n              id: default\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The identity endpoint is given without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/v3"
      }), "; the server appends ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/v3/auth/tokens"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/v3/users"
      }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/v3/users/<id>/projects"
      }), ", and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/servers/detail"
      }), " to the compute endpoint. It lists servers with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "all_tenants=true"
      }), " and deleted servers too, so the account needs the admin role. Users and projects\nare refreshed every 12 hours. TLS and proxy settings for these calls go in the cluster's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "web"
      }), "\nsection. See ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/resource-managers",
        children: "resource managers"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Check."
      }), " On a hypervisor that runs an instance, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_compute_units"
      }), " in the exporter's metrics\nequals the number of running instances, and each ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_compute_unit_cpus"
      }), " series carries an instance\nUUID as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), ". When it starts, and every 12 hours after, the API server logs\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Openstack user data fetched"
      }), " for the cluster. If the API server exits at start with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Failed to request API token for Openstack cluster"
      }), ", Keystone refused the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "auth"
      }), " object or is\nunreachable: try the same credentials with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "openstack token issue"
      }), " command from that host."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "kubernetes",
      children: "Kubernetes"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "On Kubernetes, a compute unit is a pod, identified by its UID. What changes from Slurm:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Exporter."
      }), " Run it as a DaemonSet with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.k8s"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Set the environment variable ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "NODE_NAME"
        }), " from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "spec.nodeName"
        }), ": the exporter uses it as its host name."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["It connects to the Kubernetes API with the in-cluster configuration, or with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.k8s.kubeconfig.file"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["It asks the kubelet which devices each pod has through the pod resources socket,\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.k8s.kubelet-podresources-socket.file"
        }), " (default\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/var/lib/kubelet/pod-resources/kubelet.sock"
        }), "); mount it into the pod. In 0.10.2 that flag\nhas no effect, because the deprecated ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.k8s.kubelet-socket-file"
        }), " always overrides it: to\nuse another path, set the deprecated flag (see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/advanced/known-issues#k8s-socket-flag-override",
          children: "known issues"
        }), ")."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["It finds pods under the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "kubepods"
        }), " cgroups, with both the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "systemd"
        }), " and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cgroupfs"
        }), " cgroup\ndrivers."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["If ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "nvidia-smi"
        }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "amd-smi"
        }), " is not available in its container, it runs them in a GPU vendor's\npod: the pod labelled ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "app=gpu-feature-discovery"
        }), " (container ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "gpu-feature-discovery"
        }), ") for NVIDIA,\nor ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "app.kubernetes.io/name=metrics-exporter"
        }), " (container ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "metrics-exporter-container"
        }), ") for AMD. Its\nservice account then needs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "list"
        }), " on pods and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "create"
        }), " on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "pods/exec"
        }), ". In 0.10.2 it takes\nthe first such pod that the Kubernetes API lists, in any namespace and on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "any node"
        }), ", not the one\non its own node (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/advanced/known-issues#k8s-gpu-pod-any-node",
          children: "known issue"
        }), "). On a cluster with\nmore than one GPU node it can therefore read another node's GPUs and map the wrong devices. Make the vendor tool available inside the exporter's container instead,\nfor example by running the exporter pod with the NVIDIA container runtime so that ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "nvidia-smi"
        }), " is\nmounted into it, and check with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "kubectl exec"
        }), " that ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "nvidia-smi"
        }), " (or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "amd-smi"
        }), ") runs there."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "API server."
      }), " Use ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "manager: k8s"
      }), ". It watches all pods with an informer, and needs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "list"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "watch"
      }), "\non pods and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "list"
      }), " on role bindings in all namespaces. Its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "extra_config"
      }), " keys:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Key"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Meaning"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-kubeconfig_file",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "kubeconfig_file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty: in-cluster configuration"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Kubeconfig used to reach the cluster."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ns_users_list_file",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ns_users_list_file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/var/run/ceems/users.yaml"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["YAML file of the form ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "users: {<namespace>: [<user>, ...]}"
            }), " that lists the users of each namespace, for example from a ConfigMap."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-gpu_resource_names",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpu_resource_names"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "nvidia.com/gpu"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "amd.com/gpu"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Resource names counted as GPUs in pod limits."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-username_annotations",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "username_annotations"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems.io/created-by"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Pod annotations that hold the user name."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-project_annotations",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "project_annotations"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Pod annotations that hold the project; without one, the namespace is the project."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Users of a namespace are the union of that file, the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "User"
      }), " subjects of the namespace's role bindings,\nand the creators of its pods. A pod without a user annotation, or whose annotation names a service\naccount, is attributed to the pseudo-user ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<namespace>:svc"
      }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<project>:svc"
      }), " when a project annotation\nsets the project). The admission controller below fills the annotation for you."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Check."
      }), " On a node that runs pods, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_compute_units"
      }), " in the exporter's metrics equals the number\nof pods on the node, and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), " labels are pod UIDs, as printed by\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "kubectl get pod <pod> -o jsonpath='{.metadata.uid}'"
      }), ". If the exporter logs\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Failed to fetch pod resources"
      }), ", the kubelet socket is not mounted into its pod at the path of\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.k8s.kubelet-podresources-socket.file"
      }), ", and GPUs are not mapped to pods. In the API server,\nevery pod created after the admission controller is deployed has its creator as owner; pods owned by\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<namespace>:svc"
      }), " lack the annotation."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "admission-controller",
      children: "Kubernetes admission controller"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Kubernetes does not record who created a pod. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_k8s_admission_controller"
      }), " is a webhook that writes\nit down at admission time."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "admission-controller-behaviour",
      children: "What it does"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Mutation"
        }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "POST /ceems-admission-controller/mutate"
        }), "), on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CREATE"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "UPDATE"
        }), ":", "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
          children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
            children: ["a Pod without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems.io/created-by"
            }), " gets ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems.io/created-by"
            }), " (the requesting user's name) and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems.io/created-by-uid"
            }), " (their UID). If the annotation names a service account and the request\ncomes from a real user, it is replaced;"]
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
            children: ["a Deployment, StatefulSet, DaemonSet or Job gets the two annotations in its pod template\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/spec/template/metadata/annotations"
            }), "), a CronJob in its job template\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/spec/jobTemplate/spec/template/metadata/annotations"
            }), "). If the object itself already carries a\nreal user in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems.io/created-by"
            }), ", that user is copied to the template; if the template already\nnames a real user, nothing changes. Pods created later by controllers, whose requester is a service\naccount, then carry the human creator;"]
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
            children: "an annotation already set by another tool, such as a JupyterHub spawner, is kept."
          }), "\n"]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Validation"
        }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "POST /ceems-admission-controller/validate"
        }), ") always admits the object and only logs\na warning when the annotation is missing. Use it to find objects that escaped mutation."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "GET /health"
        }), " answers ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "200"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["It accepts ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "AdmissionReview"
      }), " in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "admission.k8s.io/v1"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "v1beta1"
      }), ", with content type\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "application/json"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      title: "Existing annotations",
      type: "warning",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["The mutation is a JSON Patch ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "add"
        }), " on the whole annotations object of the pod or template, with the two\nCEEMS keys as its value. Under JSON Patch rules this replaces annotations already present at that\nplace. Test with a Deployment that carries annotations your cluster relies on before you enable the\nwebhook everywhere."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "admission-controller-deploy",
      children: "Deploy it"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The binary ships in the CEEMS container image and the release archives; there is no deb or rpm\npackage. Kubernetes only calls webhooks over HTTPS, so the controller needs a certificate for its\nService name and a web config file that points to it. The manifests below deploy it in the namespace\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), ", with the certificate and key in the Secret ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems-admission-controller-tls"
      }), "\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "kubectl create secret tls"
      }), ", or a cert-manager ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Certificate"
      }), ") and the CA that signed it in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "caBundle"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">apiVersion</span><span class=\"token punctuation\">:</span> v1\n<span class=\"token key atrule\">kind</span><span class=\"token punctuation\">:</span> ConfigMap\n<span class=\"token key atrule\">metadata</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> ceems<span class=\"token punctuation\">-</span>admission<span class=\"token punctuation\">-</span>controller<span class=\"token punctuation\">-</span>web\n  <span class=\"token key atrule\">namespace</span><span class=\"token punctuation\">:</span> ceems\n<span class=\"token key atrule\">data</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">web-config.yml</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">|</span>\n<span class=\"token scalar string\">    tls_server_config:</span>\n<span class=\"token scalar string\">      cert_file: /etc/ceems/tls/tls.crt</span>\n<span class=\"token scalar string\">      key_file: /etc/ceems/tls/tls.key</span>\n<span class=\"token punctuation\">---</span>\n<span class=\"token key atrule\">apiVersion</span><span class=\"token punctuation\">:</span> apps/v1\n<span class=\"token key atrule\">kind</span><span class=\"token punctuation\">:</span> Deployment\n<span class=\"token key atrule\">metadata</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> ceems<span class=\"token punctuation\">-</span>admission<span class=\"token punctuation\">-</span>controller\n  <span class=\"token key atrule\">namespace</span><span class=\"token punctuation\">:</span> ceems\n<span class=\"token key atrule\">spec</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">replicas</span><span class=\"token punctuation\">:</span> <span class=\"token number\">2</span>\n  <span class=\"token key atrule\">selector</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">matchLabels</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">app</span><span class=\"token punctuation\">:</span> ceems<span class=\"token punctuation\">-</span>admission<span class=\"token punctuation\">-</span>controller\n  <span class=\"token key atrule\">template</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">metadata</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">labels</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">app</span><span class=\"token punctuation\">:</span> ceems<span class=\"token punctuation\">-</span>admission<span class=\"token punctuation\">-</span>controller\n    <span class=\"token key atrule\">spec</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">securityContext</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">runAsNonRoot</span><span class=\"token punctuation\">:</span> <span class=\"token boolean important\">true</span>\n        <span class=\"token key atrule\">runAsUser</span><span class=\"token punctuation\">:</span> <span class=\"token number\">65534</span>\n      <span class=\"token key atrule\">containers</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> controller\n          <span class=\"token key atrule\">image</span><span class=\"token punctuation\">:</span> quay.io/ceems/ceems<span class=\"token punctuation\">:</span>v0.10.2\n          <span class=\"token key atrule\">command</span><span class=\"token punctuation\">:</span>\n            <span class=\"token punctuation\">-</span> /bin/ceems_k8s_admission_controller\n          <span class=\"token key atrule\">args</span><span class=\"token punctuation\">:</span>\n            <span class=\"token punctuation\">-</span> <span class=\"token punctuation\">-</span><span class=\"token punctuation\">-</span>web.listen<span class=\"token punctuation\">-</span>address=<span class=\"token punctuation\">:</span><span class=\"token number\">9000</span>\n            <span class=\"token punctuation\">-</span> <span class=\"token punctuation\">-</span><span class=\"token punctuation\">-</span>web.config.file=/etc/ceems/web/web<span class=\"token punctuation\">-</span>config.yml\n          <span class=\"token key atrule\">ports</span><span class=\"token punctuation\">:</span>\n            <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">containerPort</span><span class=\"token punctuation\">:</span> <span class=\"token number\">9000</span>\n              <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> https\n          <span class=\"token key atrule\">livenessProbe</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">httpGet</span><span class=\"token punctuation\">:</span>\n              <span class=\"token key atrule\">path</span><span class=\"token punctuation\">:</span> /health\n              <span class=\"token key atrule\">port</span><span class=\"token punctuation\">:</span> https\n              <span class=\"token key atrule\">scheme</span><span class=\"token punctuation\">:</span> HTTPS\n          <span class=\"token key atrule\">volumeMounts</span><span class=\"token punctuation\">:</span>\n            <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> web\n              <span class=\"token key atrule\">mountPath</span><span class=\"token punctuation\">:</span> /etc/ceems/web\n            <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> tls\n              <span class=\"token key atrule\">mountPath</span><span class=\"token punctuation\">:</span> /etc/ceems/tls\n      <span class=\"token key atrule\">volumes</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> web\n          <span class=\"token key atrule\">configMap</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> ceems<span class=\"token punctuation\">-</span>admission<span class=\"token punctuation\">-</span>controller<span class=\"token punctuation\">-</span>web\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> tls\n          <span class=\"token key atrule\">secret</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">secretName</span><span class=\"token punctuation\">:</span> ceems<span class=\"token punctuation\">-</span>admission<span class=\"token punctuation\">-</span>controller<span class=\"token punctuation\">-</span>tls\n<span class=\"token punctuation\">---</span>\n<span class=\"token key atrule\">apiVersion</span><span class=\"token punctuation\">:</span> v1\n<span class=\"token key atrule\">kind</span><span class=\"token punctuation\">:</span> Service\n<span class=\"token key atrule\">metadata</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> ceems<span class=\"token punctuation\">-</span>admission<span class=\"token punctuation\">-</span>controller\n  <span class=\"token key atrule\">namespace</span><span class=\"token punctuation\">:</span> ceems\n<span class=\"token key atrule\">spec</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">selector</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">app</span><span class=\"token punctuation\">:</span> ceems<span class=\"token punctuation\">-</span>admission<span class=\"token punctuation\">-</span>controller\n  <span class=\"token key atrule\">ports</span><span class=\"token punctuation\">:</span>\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">port</span><span class=\"token punctuation\">:</span> <span class=\"token number\">443</span>\n      <span class=\"token key atrule\">targetPort</span><span class=\"token punctuation\">:</span> https\n<span class=\"token punctuation\">---</span>\n<span class=\"token key atrule\">apiVersion</span><span class=\"token punctuation\">:</span> admissionregistration.k8s.io/v1\n<span class=\"token key atrule\">kind</span><span class=\"token punctuation\">:</span> MutatingWebhookConfiguration\n<span class=\"token key atrule\">metadata</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> ceems<span class=\"token punctuation\">-</span>admission<span class=\"token punctuation\">-</span>controller\n<span class=\"token key atrule\">webhooks</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> mutate.ceems.io\n    <span class=\"token key atrule\">admissionReviewVersions</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"v1\"</span><span class=\"token punctuation\">]</span>\n    <span class=\"token key atrule\">sideEffects</span><span class=\"token punctuation\">:</span> None\n    <span class=\"token key atrule\">failurePolicy</span><span class=\"token punctuation\">:</span> Ignore\n    <span class=\"token key atrule\">namespaceSelector</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">matchExpressions</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">key</span><span class=\"token punctuation\">:</span> kubernetes.io/metadata.name\n          <span class=\"token key atrule\">operator</span><span class=\"token punctuation\">:</span> NotIn\n          <span class=\"token key atrule\">values</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"kube-system\"</span><span class=\"token punctuation\">,</span> <span class=\"token string\">\"ceems\"</span><span class=\"token punctuation\">]</span>\n    <span class=\"token key atrule\">clientConfig</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">caBundle</span><span class=\"token punctuation\">:</span> &lt;base64<span class=\"token punctuation\">-</span>encoded<span class=\"token punctuation\">-</span>ca<span class=\"token punctuation\">-</span>certificate<span class=\"token punctuation\">&gt;</span>\n      <span class=\"token key atrule\">service</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> ceems<span class=\"token punctuation\">-</span>admission<span class=\"token punctuation\">-</span>controller\n        <span class=\"token key atrule\">namespace</span><span class=\"token punctuation\">:</span> ceems\n        <span class=\"token key atrule\">path</span><span class=\"token punctuation\">:</span> /ceems<span class=\"token punctuation\">-</span>admission<span class=\"token punctuation\">-</span>controller/mutate\n    <span class=\"token key atrule\">rules</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">apiGroups</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"\"</span><span class=\"token punctuation\">]</span>\n        <span class=\"token key atrule\">apiVersions</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"v1\"</span><span class=\"token punctuation\">]</span>\n        <span class=\"token key atrule\">operations</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"CREATE\"</span><span class=\"token punctuation\">,</span> <span class=\"token string\">\"UPDATE\"</span><span class=\"token punctuation\">]</span>\n        <span class=\"token key atrule\">resources</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"pods\"</span><span class=\"token punctuation\">]</span>\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">apiGroups</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"apps\"</span><span class=\"token punctuation\">]</span>\n        <span class=\"token key atrule\">apiVersions</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"v1\"</span><span class=\"token punctuation\">]</span>\n        <span class=\"token key atrule\">operations</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"CREATE\"</span><span class=\"token punctuation\">,</span> <span class=\"token string\">\"UPDATE\"</span><span class=\"token punctuation\">]</span>\n        <span class=\"token key atrule\">resources</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"deployments\"</span><span class=\"token punctuation\">,</span> <span class=\"token string\">\"statefulsets\"</span><span class=\"token punctuation\">,</span> <span class=\"token string\">\"daemonsets\"</span><span class=\"token punctuation\">]</span>\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">apiGroups</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"batch\"</span><span class=\"token punctuation\">]</span>\n        <span class=\"token key atrule\">apiVersions</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"v1\"</span><span class=\"token punctuation\">]</span>\n        <span class=\"token key atrule\">operations</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"CREATE\"</span><span class=\"token punctuation\">,</span> <span class=\"token string\">\"UPDATE\"</span><span class=\"token punctuation\">]</span>\n        <span class=\"token key atrule\">resources</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"jobs\"</span><span class=\"token punctuation\">,</span> <span class=\"token string\">\"cronjobs\"</span><span class=\"token punctuation\">]</span>\n<span class=\"token punctuation\">---</span>\n<span class=\"token key atrule\">apiVersion</span><span class=\"token punctuation\">:</span> admissionregistration.k8s.io/v1\n<span class=\"token key atrule\">kind</span><span class=\"token punctuation\">:</span> ValidatingWebhookConfiguration\n<span class=\"token key atrule\">metadata</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> ceems<span class=\"token punctuation\">-</span>admission<span class=\"token punctuation\">-</span>controller\n<span class=\"token key atrule\">webhooks</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> validate.ceems.io\n    <span class=\"token key atrule\">admissionReviewVersions</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"v1\"</span><span class=\"token punctuation\">]</span>\n    <span class=\"token key atrule\">sideEffects</span><span class=\"token punctuation\">:</span> None\n    <span class=\"token key atrule\">failurePolicy</span><span class=\"token punctuation\">:</span> Ignore\n    <span class=\"token key atrule\">namespaceSelector</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">matchExpressions</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">key</span><span class=\"token punctuation\">:</span> kubernetes.io/metadata.name\n          <span class=\"token key atrule\">operator</span><span class=\"token punctuation\">:</span> NotIn\n          <span class=\"token key atrule\">values</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"kube-system\"</span><span class=\"token punctuation\">,</span> <span class=\"token string\">\"ceems\"</span><span class=\"token punctuation\">]</span>\n    <span class=\"token key atrule\">clientConfig</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">caBundle</span><span class=\"token punctuation\">:</span> &lt;base64<span class=\"token punctuation\">-</span>encoded<span class=\"token punctuation\">-</span>ca<span class=\"token punctuation\">-</span>certificate<span class=\"token punctuation\">&gt;</span>\n      <span class=\"token key atrule\">service</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> ceems<span class=\"token punctuation\">-</span>admission<span class=\"token punctuation\">-</span>controller\n        <span class=\"token key atrule\">namespace</span><span class=\"token punctuation\">:</span> ceems\n        <span class=\"token key atrule\">path</span><span class=\"token punctuation\">:</span> /ceems<span class=\"token punctuation\">-</span>admission<span class=\"token punctuation\">-</span>controller/validate\n    <span class=\"token key atrule\">rules</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">apiGroups</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"\"</span><span class=\"token punctuation\">]</span>\n        <span class=\"token key atrule\">apiVersions</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"v1\"</span><span class=\"token punctuation\">]</span>\n        <span class=\"token key atrule\">operations</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"CREATE\"</span><span class=\"token punctuation\">,</span> <span class=\"token string\">\"UPDATE\"</span><span class=\"token punctuation\">]</span>\n        <span class=\"token key atrule\">resources</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"pods\"</span><span class=\"token punctuation\">]</span>",
        children: "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ceems-admission-controller-web\n  namespace: ceems\ndata:\n  web-config.yml: |\n    tls_server_config:\n      cert_file: /etc/ceems/tls/tls.crt\n      key_file: /etc/ceems/tls/tls.key\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ceems-admission-controller\n  namespace: ceems\nspec:\n  replicas: 2\n  selector:\n    matchLabels:\n      app: ceems-admission-controller\n  template:\n    metadata:\n      labels:\n        app: ceems-admission-controller\n    spec:\n      securityContext:\n        runAsNonRoot: true\n        runAsUser: 65534\n      containers:\n        - name: controller\n          image: quay.io/ceems/ceems:v0.10.2\n          command:\n            - /bin/ceems_k8s_admission_controller\n          args:\n            - --web.listen-address=:9000\n            - --web.config.file=/etc/ceems/web/web-config.yml\n          ports:\n            - containerPort: 9000\n              name: https\n          livenessProbe:\n            httpGet:\n              path: /health\n              port: https\n              scheme: HTTPS\n          volumeMounts:\n            - name: web\n              mountPath: /etc/ceems/web\n            - name: tls\n              mountPath: /etc/ceems/tls\n      volumes:\n        - name: web\n          configMap:\n            name: ceems-admission-controller-web\n        - name: tls\n          secret:\n            secretName: ceems-admission-controller-tls\n---\napiVersion: v1\nkind: Service\nmetadata:\n  name: ceems-admission-controller\n  namespace: ceems\nspec:\n  selector:\n    app: ceems-admission-controller\n  ports:\n    - port: 443\n      targetPort: https\n---\napiVersion: admissionregistration.k8s.io/v1\nkind: MutatingWebhookConfiguration\nmetadata:\n  name: ceems-admission-controller\nwebhooks:\n  - name: mutate.ceems.io\n    admissionReviewVersions: [\"v1\"]\n    sideEffects: None\n    failurePolicy: Ignore\n    namespaceSelector:\n      matchExpressions:\n        - key: kubernetes.io/metadata.name\n          operator: NotIn\n          values: [\"kube-system\", \"ceems\"]\n    clientConfig:\n      caBundle: <base64-encoded-ca-certificate>\n      service:\n        name: ceems-admission-controller\n        namespace: ceems\n        path: /ceems-admission-controller/mutate\n    rules:\n      - apiGroups: [\"\"]\n        apiVersions: [\"v1\"]\n        operations: [\"CREATE\", \"UPDATE\"]\n        resources: [\"pods\"]\n      - apiGroups: [\"apps\"]\n        apiVersions: [\"v1\"]\n        operations: [\"CREATE\", \"UPDATE\"]\n        resources: [\"deployments\", \"statefulsets\", \"daemonsets\"]\n      - apiGroups: [\"batch\"]\n        apiVersions: [\"v1\"]\n        operations: [\"CREATE\", \"UPDATE\"]\n        resources: [\"jobs\", \"cronjobs\"]\n---\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata:\n  name: ceems-admission-controller\nwebhooks:\n  - name: validate.ceems.io\n    admissionReviewVersions: [\"v1\"]\n    sideEffects: None\n    failurePolicy: Ignore\n    namespaceSelector:\n      matchExpressions:\n        - key: kubernetes.io/metadata.name\n          operator: NotIn\n          values: [\"kube-system\", \"ceems\"]\n    clientConfig:\n      caBundle: <base64-encoded-ca-certificate>\n      service:\n        name: ceems-admission-controller\n        namespace: ceems\n        path: /ceems-admission-controller/validate\n    rules:\n      - apiGroups: [\"\"]\n        apiVersions: [\"v1\"]\n        operations: [\"CREATE\", \"UPDATE\"]\n        resources: [\"pods\"]\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "failurePolicy: Ignore"
      }), " lets pods start when the controller is down; they then lack the annotation and\nare attributed to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<namespace>:svc"
      }), ". The controller needs no Kubernetes API access of its own: it\ndecides from the admission request alone."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Check."
      }), " Create a pod as a normal user and read its annotations:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "kubectl run ceems-check <span class=\"token parameter variable\">--image</span><span class=\"token operator\">=</span>busybox <span class=\"token parameter variable\">--restart</span><span class=\"token operator\">=</span>Never -- <span class=\"token function\">sleep</span> <span class=\"token number\">60</span>\nkubectl get pod ceems-check <span class=\"token parameter variable\">-o</span> <span class=\"token assign-left variable\">jsonpath</span><span class=\"token operator\">=</span><span class=\"token string\">'{.metadata.annotations}'</span>",
        children: "kubectl run ceems-check --image=busybox --restart=Never -- sleep 60\nkubectl get pod ceems-check -o jsonpath='{.metadata.annotations}'\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The output contains ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems.io/created-by"
      }), " with your user name."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "admission-controller-flags",
      children: "Flags"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["These are all the flags of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_k8s_admission_controller"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Flag"
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
          id: "flag-web.listen-address",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.listen-address"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string, repeatable"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ":9000"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Address on which the controller listens. Repeat the flag to listen on several addresses."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-web.config.file",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.config.file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Path of the web config file that enables TLS and, optionally, basic auth. Kubernetes requires TLS."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-web.debug-server",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.debug-server"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "boolean"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Serves the Go ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/debug/pprof"
            }), " profiling endpoints, only to requests addressed to the host name ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "localhost"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-runtime.gomaxprocs",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--runtime.gomaxprocs"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "integer"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "1"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Number of CPUs the Go runtime uses. Also read from the environment variable ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "GOMAXPROCS"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-log.level",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--log.level"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["one of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "debug"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "info"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "warn"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "error"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "info"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Lowest severity of the messages logged."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-log.format",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--log.format"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["one of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "logfmt"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "json"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "logfmt"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Format of log messages."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-h",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "-h"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--help"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Prints the help and exits."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-version",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--version"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Prints the version and exits."
          })]
        })]
      })]
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
3895(module) {
"use strict";
module.exports = JSON.parse('{"id":"deployments/hpc","title":"Slurm, OpenStack and Kubernetes","description":"What each resource manager must provide for CEEMS, how to set up the exporter and the API server for Slurm, OpenStack and Kubernetes, and how to deploy the Kubernetes admission controller.","source":"@site/docs/deployments/hpc.md","sourceDirName":"deployments","slug":"/deployments/hpc","permalink":"/ceems/docs/deployments/hpc","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/deployments/hpc.md","tags":[],"version":"current","lastUpdatedAt":1795474088000,"sidebarPosition":2,"frontMatter":{"title":"Slurm, OpenStack and Kubernetes","description":"What each resource manager must provide for CEEMS, how to set up the exporter and the API server for Slurm, OpenStack and Kubernetes, and how to deploy the Kubernetes admission controller.","sidebar_position":2},"sidebar":"ceemsSidebar","previous":{"title":"Deployment guide","permalink":"/ceems/docs/deployments/guide"},"next":{"title":"Sizing and scaling","permalink":"/ceems/docs/deployments/sizing"}}')

},

};
;