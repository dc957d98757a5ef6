"use strict";
exports.ids = ["7042"];
exports.modules = {
19205(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_installation_prerequisites_md_1f8_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_installation_prerequisites_md_1f8_json__rspack_import_0 = __webpack_require__(24476);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Prerequisites',
	description: 'Check the operating system, CPU architecture, kernel, cgroups, privileges and companion software that each CEEMS component and exporter collector needs before you install it.',
	sidebar_position: 1
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Components and where they run",
  "id": "components",
  "level": 2
}, {
  "value": "Operating system and architectures",
  "id": "platforms",
  "level": 2
}, {
  "value": "cgroups",
  "id": "cgroups",
  "level": 2
}, {
  "value": "Kernel and host requirements of each collector",
  "id": "collector-requirements",
  "level": 2
}, {
  "value": "Privileges",
  "id": "privileges",
  "level": 2
}, {
  "value": "Network ports",
  "id": "ports",
  "level": 2
}, {
  "value": "Next step",
  "id": "next",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    admonition: "admonition",
    code: "code",
    em: "em",
    h2: "h2",
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
    ...(0,_mdx_js_react__rspack_import_2/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["This page is for operators who plan a CEEMS installation. It lists what each component expects from the\nhost it runs on, so you can check your compute and service nodes before you pick an installation method:\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/installation/pre-compiled-binaries",
        children: "release archives"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/installation/os-packages",
        children: "deb and rpm packages"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/installation/containers",
        children: "containers"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/installation/build",
        children: "a build from source"
      }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/installation/ansible",
        children: "Ansible"
      }), ". A ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "compute unit"
      }), " is\nwhatever a resource manager runs for a user: a Slurm batch job, an OpenStack VM or a Kubernetes pod."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "components",
      children: "Components and where they run"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "CEEMS is a set of separate programs. You rarely need all of them on one host."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Program"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it does"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Where it runs"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default listen address"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "OS package"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_exporter"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Prometheus exporter: usage, power and energy metrics of the node and of every compute unit on it"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Every compute node"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ":9010"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_exporter"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Keeps compute units, users, projects and their aggregated usage in a SQLite database and serves them over HTTP"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "One service node"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ":9020"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Load balancer in front of Prometheus and Pyroscope that only lets users query compute units of the projects they belong to"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "One service node"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ":9030"
            }), " (TSDB) and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ":9040"
            }), " (Pyroscope)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_proxy"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Reverse proxy that lets exporters reach BMC Redfish APIs on a management network"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A host that can reach the BMCs"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ":5000"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_proxy"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Command line tool that shows users the usage, energy and emissions of their own jobs"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Login nodes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Operator tool that generates Prometheus recording rules, relabel configs, TSDB updater queries and web config files"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "An admin host"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["shipped in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_k8s_admission_controller"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Kubernetes admission webhook that records which user created each pod"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Inside a Kubernetes cluster"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ":9000"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none (archive or image)"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The stack also relies on software that CEEMS does not ship:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Prometheus"
        }), " (or a Prometheus-compatible TSDB) scrapes the exporters and evaluates the recording rules\nthat turn raw counters into power per compute unit. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_api_server"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_lb"
        }), " talk to it."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Grafana"
        }), " shows dashboards to users; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_lb"
        }), " sits between Grafana and Prometheus."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Pyroscope"
        }), " is optional. It receives profiles when you enable continuous profiling."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "GPU exporters"
        }), " provide GPU power and usage: the NVIDIA DCGM exporter for NVIDIA GPUs, and the AMD\ndevice metrics exporter or the AMD SMI exporter for AMD GPUs. The generated recording rules join their\nseries (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "DCGM_FI_DEV_POWER_USAGE_INSTANT"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "gpu_power_usage"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "amd_gpu_power"
        }), ") to compute units."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "platforms",
      children: "Operating system and architectures"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Every CEEMS program runs on Linux only. The release builds are statically linked Go binaries (built with\nthe ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "netgo"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "osusergo"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "static_build"
      }), " tags and a static external link), so they do not depend on the\nC library or any other shared library of your distribution."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Artifact"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Architectures"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Release archives (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".tar.gz"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "386"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "amd64"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "arm64"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "mips"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "mips64"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "mips64le"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "mipsle"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ppc64le"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "riscv64"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "deb and rpm packages"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "amd64"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "arm64"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Container images"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "amd64"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "arm64"
            })]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "note",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["The project's CI runs the unit and end-to-end tests on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "amd64"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "arm64"
        }), ". The other architectures are\ncross-compiled from the same source but are not tested. Continuous profiling with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--profiling.ebpf"
        }), " is\ncompiled in only on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "amd64"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "arm64"
        }), "; on the other architectures the profiler is a no-op."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The OS packages install systemd units and call ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "systemctl"
      }), " from their install scripts, so they need a\nsystemd-based distribution. The release archives and container images have no such requirement."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "cgroups",
      children: "cgroups"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_exporter"
      }), " finds compute units through the cgroups that the resource manager creates for them. It\nworks with cgroups v2 (unified hierarchy) and with cgroups v1 (legacy and hybrid hierarchies), detects the\nmode at start-up and needs no setting for it. Under cgroups v1 it reads accounting from one controller,\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cpuacct"
      }), " by default; change it with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.cgroups.active-subsystem"
      }), " (for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "memory"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Resource manager"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Collector"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Where the exporter looks for compute unit cgroups"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Slurm"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.slurm"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["v2: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "system.slice/slurmstepd.scope/job_<id>"
            }), " (or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "<nodename>_slurmstepd.scope"
            }), " when several ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurmd"
            }), " run on one host). v1: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "<controller>/slurm/uid_<uid>/job_<id>"
            }), " (or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm_<nodename>"
            }), ")"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "libvirt (OpenStack Nova)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.libvirt"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "machine.slice/machine-qemu\\x2d<n>\\x2dinstance\\x2d<id>.scope"
            }), " on systemd hosts, or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "machine/qemu-<n>-instance-<id>.libvirt-qemu"
            }), " on hosts where libvirt does not use systemd. Only guests named ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "instance-<hex id>"
            }), ", as OpenStack Nova names them, are recognised"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Kubernetes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.k8s"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "kubepods…pod<uid>…"
            }), " slices of the kubelet, with either the systemd or the cgroupfs driver"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "For Slurm, jobs only get their own cgroup when Slurm's cgroup plugins confine them; without a job cgroup\nthe exporter sees no job. The exporter ignores job cgroups that no longer hold any process (Slurm\nsometimes leaves them behind) and logs a warning listing them."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "collector-requirements",
      children: "Kernel and host requirements of each collector"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The collectors ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cpu"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "meminfo"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rapl"
      }), " are on by default; every other collector is off until you\nenable it. The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "perf"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ebpf"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rdma"
      }), " sub-collectors run inside the Slurm, libvirt and Kubernetes\ncollectors and are enabled by their own flags; in this release the libvirt collector exports nothing\nfrom ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "perf"
      }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#libvirt-perf-not-collected",
        children: "known issue"
      }), "). The full list of metrics per collector is in the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/components/metrics",
        children: "metrics reference"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Collector"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Enable with"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What the host must provide"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/components/metrics#cpu",
              children: "cpu"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "on by default"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["procfs (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/proc/stat"
            }), ")"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/components/metrics#meminfo",
              children: "meminfo"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "on by default"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["procfs (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/proc/meminfo"
            }), ")"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/components/metrics#rapl",
              children: "rapl"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "on by default"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The powercap sysfs interface (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/class/powercap"
            }), ") with RAPL zones. From kernel 5.10 the energy counters are readable by root only, so the exporter needs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_READ_SEARCH"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/components/metrics#ipmi-dcmi",
              children: "ipmi_dcmi"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.ipmi_dcmi"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["A BMC that supports DCMI power readings, and either one of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ipmi-dcmi"
            }), " (FreeIPMI), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ipmitool"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ipmiutil"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "capmc"
            }), " (on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "PATH"
            }), " or in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sbin"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/usr/sbin"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/usr/local/sbin"
            }), "), or the OpenIPMI kernel driver device ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/dev/ipmi<N>"
            }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.ipmi_dcmi.dev-num"
            }), ", default ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0"
            }), "). When none of the tools is found the exporter talks to the device itself"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/components/metrics#redfish",
              children: "redfish"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.redfish"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Network access to the BMC Redfish API, directly or through ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_proxy"
            }), ", and a configuration file given with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.redfish.config.file"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/components/metrics#cray-pm-counters",
              children: "cray_pm_counters"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.cray_pm_counters"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["HPE Cray power counters in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/cray/pm_counters"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/components/metrics#hwmon",
              children: "hwmon"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.hwmon"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Power or energy sensors in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/class/hwmon"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/components/metrics#netdev",
              children: "netdev"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.netdev"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "procfs network device statistics"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/components/metrics#infiniband",
              children: "infiniband"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.infiniband"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["InfiniBand devices in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/class/infiniband"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/components/metrics#slurm",
              children: "slurm"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.slurm"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Job cgroups (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#cgroups",
              children: "cgroups"
            }), "). On GPU nodes, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "nvidia-smi"
            }), " (NVIDIA) or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "amd-smi"
            }), " / ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rocm-smi"
            }), " (AMD) on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "PATH"
            }), " to list the GPUs, and readable job process environments to map GPUs to jobs. Reads ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/slurm/gres.conf"
            }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.slurm.gres-config-file"
            }), ") to detect GPU sharding and MPS"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/components/metrics#libvirt",
              children: "libvirt"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.libvirt"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Guest cgroups and the instance XML files in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/libvirt/qemu"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/components/metrics#k8s",
              children: "k8s"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.k8s"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The kubelet pod-resources socket (default ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/var/lib/kubelet/pod-resources/kubelet.sock"
            }), "; to change it, set the deprecated ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.k8s.kubelet-socket-file"
            }), ", because ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.k8s.kubelet-podresources-socket.file"
            }), " has no effect in this release, see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/known-issues#k8s-socket-flag-override",
              children: "known issues"
            }), ") and access to the Kubernetes API, from a kubeconfig file (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.k8s.kubeconfig.file"
            }), ") or the in-cluster service account"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/components/metrics#emissions",
              children: "emissions"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.emissions"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Outbound HTTPS for the real-time providers: Electricity Maps needs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "EMAPS_API_TOKEN"
            }), ", WattTime needs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "WT_USERNAME"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "WT_PASSWORD"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "WT_REGION"
            }), ". The OWID factors are built into the binary. Turn it on for one exporter only: the recording rules expect one series per provider and country (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/configuration/ceems-exporter#emissions",
              children: "why"
            }), ")"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/components/metrics#perf",
              children: "perf"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.perf.hardware-events"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.perf.software-events"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.perf.hardware-cache-events"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "kernel.perf_event_paranoid"
            }), " at ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "2"
            }), " or lower; the exporter refuses to open perf events when it is higher (some distributions set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "3"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "4"
            }), ")"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/components/metrics#ebpf",
              children: "ebpf"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.ebpf.io-metrics"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.ebpf.network-metrics"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Kernel 5.8 or newer (on an older kernel the whole exporter exits at start-up) with BTF type information (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/kernel/btf/vmlinux"
            }), ") and a readable ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/proc/kallsyms"
            }), ", because the programs attach as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "fexit"
            }), " tracing programs, kprobes and kretprobes. The exporter embeds several builds of each program and loads the one that matches the running kernel (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/installation/build#ebpf",
              children: "eBPF objects"
            }), ")"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/components/metrics#rdma",
              children: "rdma"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.rdma.stats"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["RDMA devices in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/class/infiniband"
            }), " and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rdma"
            }), " tool from iproute2 on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "PATH"
            }), ". Per-process queue pair counters are available on Mellanox devices only"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/components/metrics#profiling",
              children: "profiling"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--profiling.ebpf"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "amd64"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "arm64"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "kernel.perf_event_paranoid"
            }), " at ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "2"
            }), " or lower, the Slurm or Kubernetes collector enabled, and a Pyroscope server"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "To check a node quickly:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">uname</span> <span class=\"token parameter variable\">-r</span>\n<span class=\"token function\">stat</span> <span class=\"token parameter variable\">-fc</span> %T /sys/fs/cgroup/\n<span class=\"token function\">cat</span> /proc/sys/kernel/perf_event_paranoid\n<span class=\"token function\">ls</span> /sys/class/powercap/ /sys/kernel/btf/vmlinux",
        children: "uname -r\nstat -fc %T /sys/fs/cgroup/\ncat /proc/sys/kernel/perf_event_paranoid\nls /sys/class/powercap/ /sys/kernel/btf/vmlinux\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "stat"
      }), " prints ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cgroup2fs"
      }), " on a cgroups v2 host and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tmpfs"
      }), " on a cgroups v1 or hybrid host."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "privileges",
      children: "Privileges"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_exporter"
      }), " is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "capability aware"
      }), ": it works out from the enabled collectors which Linux capabilities\nit needs, keeps only those and raises each one only around the operation that needs it. Run it as an\nunprivileged user that holds the capabilities (the OS packages do this with systemd\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "AmbientCapabilities"
      }), "). When you start it as root instead, it switches to the user given by\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--security.run-as-user"
      }), " (default ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "nobody"
      }), ") and keeps the same minimal set."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Collector or feature"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Capabilities"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Why"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Start as root and switch user"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETUID"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETGID"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Change to the run-as user"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Files the run-as user cannot read"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_FOWNER"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The exporter adds a POSIX ACL for its user to such files (for example the web configuration file) and removes it at shutdown"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rapl"
            }), " on kernel 5.10 and newer"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_READ_SEARCH"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Read the root-only energy counters"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ipmi_dcmi"
            }), " with an IPMI tool"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETUID"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETGID"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Run the tool as root (a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sudo"
            }), " rule for the tool works too)"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ipmi_dcmi"
            }), " without a tool"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_OVERRIDE"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Open ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/dev/ipmi<N>"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SYS_PTRACE"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_READ_SEARCH"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Read job process environments to find the GPUs of each job"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "libvirt"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_READ_SEARCH"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Read the instance XML files"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "perf"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_PERFMON"
            }), ", plus ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SYS_PTRACE"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_READ_SEARCH"
            }), " with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.perf.env-var"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Open perf events on any process; filter processes by environment variable"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ebpf"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_BPF"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_PERFMON"
            }), ", plus ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SYS_RESOURCE"
            }), " at start-up on kernels older than 5.11"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Load and read BPF programs and maps. Before 5.11 the kernel counts BPF memory against the locked-memory limit, which the exporter lifts when the collector starts; the packaged unit grants ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SYS_RESOURCE"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rdma"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETUID"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETGID"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rdma"
            }), " as root to switch per-process queue pair counters on and off"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Alloy targets with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--discoverer.alloy-targets.env-var"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SYS_PTRACE"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_READ_SEARCH"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Filter processes by environment variable"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--profiling.ebpf"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SYS_PTRACE"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_READ_SEARCH"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_BPF"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_PERFMON"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SYS_RESOURCE"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Profile processes with eBPF. The profiler turns capability awareness off, so these capabilities stay effective all the time"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server"
      }), " needs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_SETUID"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_SETGID"
      }), " only for Slurm clusters: it fetches jobs, users\nand accounts by running ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sacct"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sacctmgr"
      }), ", and runs them as root so that they see every job; without\nthe capabilities it falls back to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sudo"
      }), " or to its own user. It also needs a directory it can write its\ndatabase to (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/var/lib/ceems"
      }), " in the packages). ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_lb"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "redfish_proxy"
      }), " need no capabilities. Both ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_lb"
      }), "\nswitch to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "nobody"
      }), " when started as root, so run them as a dedicated user. How to harden each component is\non ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/security",
        children: "security"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "ports",
      children: "Network ports"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Open these ports between the hosts that talk to each other. Every listen address is a flag\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--web.listen-address"
      }), "); the values below are the defaults."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Port"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Program"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Who connects"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "9010"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_exporter"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Prometheus"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "9020"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb"
            }), ", Grafana, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "9030"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb"
            }), " (TSDB)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Grafana, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "9040"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb"
            }), " (Pyroscope)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Grafana"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "5000"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_proxy"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_exporter"
            }), " with the Redfish collector"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "9000"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_k8s_admission_controller"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The Kubernetes API server"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "next",
      children: "Next step"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Pick an installation method. For a cluster of systemd hosts, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/installation/os-packages",
        children: "deb and rpm packages"
      }), " are\nthe shortest path; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/installation/pre-compiled-binaries",
        children: "release archives"
      }), " suit any Linux host and architecture.\nIf CEEMS already runs and you move to a newer release, follow ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/installation/upgrading",
        children: "Upgrading"
      }), " instead."]
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
24476(module) {
module.exports = JSON.parse('{"id":"installation/prerequisites","title":"Prerequisites","description":"Check the operating system, CPU architecture, kernel, cgroups, privileges and companion software that each CEEMS component and exporter collector needs before you install it.","source":"@site/docs/installation/prerequisites.md","sourceDirName":"installation","slug":"/installation/prerequisites","permalink":"/ceems/docs/installation/prerequisites","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/installation/prerequisites.md","tags":[],"version":"current","lastUpdatedAt":1795474709000,"sidebarPosition":1,"frontMatter":{"title":"Prerequisites","description":"Check the operating system, CPU architecture, kernel, cgroups, privileges and companion software that each CEEMS component and exporter collector needs before you install it.","sidebar_position":1},"sidebar":"ceemsSidebar","previous":{"title":"Installation","permalink":"/ceems/docs/category/installation"},"next":{"title":"Pre-compiled binaries","permalink":"/ceems/docs/installation/pre-compiled-binaries"}}')

},

};
;