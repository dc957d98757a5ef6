"use strict";
exports.ids = ["8146"];
exports.modules = {
53613(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_deployments_before_you_deploy_md_68b_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_deployments_before_you_deploy_md_68b_json__rspack_import_0 = __webpack_require__(97901);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Before you deploy',
	description: 'The requirements and limits of CEEMS that decide whether it fits your site, each with what happens when you miss it and where it is explained.',
	sidebar_position: 0
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Hosts and kernels",
  "id": "hosts",
  "level": 2
}, {
  "value": "GPUs",
  "id": "gpus",
  "level": 2
}, {
  "value": "Who sees what",
  "id": "access",
  "level": 2
}, {
  "value": "Start-up and defaults",
  "id": "defaults",
  "level": 2
}, {
  "value": "Next",
  "id": "next",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    code: "code",
    em: "em",
    h2: "h2",
    p: "p",
    table: "table",
    tbody: "tbody",
    td: "td",
    th: "th",
    thead: "thead",
    tr: "tr",
    ...(0,_mdx_js_react__rspack_import_2/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["This page is for operators who are deciding whether and how to deploy CEEMS. It collects on one page\nthe requirements and limits that are easy to miss and costly to find out after the deployment. Each\nitem says what CEEMS needs or cannot do, what happens at your site if you miss it, and where to read\nmore. The defects of 0.10.2 are collected on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues",
        children: "known issues"
      }), ".\nA ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "compute unit"
      }), " is a batch job, a VM or a pod."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "hosts",
      children: "Hosts and kernels"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Requirement or limit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What happens if you miss it"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Read more"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Slurm confines jobs with its cgroup plugins (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ProctrackType=proctrack/cgroup"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "TaskPlugin=task/cgroup"
            }), ") and stores jobs in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurmdbd"
            }), "."]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Without job cgroups the exporter finds no jobs. Without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurmdbd"
            }), ", the API server, which reads jobs with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sacct"
            }), " and accounts with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sacctmgr"
            }), ", stores no jobs. There is no support for the Slurm REST API."]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/deployments/hpc#slurm-requirements",
              children: "What Slurm must provide"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["cgroups v1 and v2 both work. Under v1 the exporter reads one controller, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cpuacct"
            }), " unless you set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.cgroups.active-subsystem"
            }), "."]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Nothing to change on most hosts; the exporter detects the mode at start-up."
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/installation/prerequisites#cgroups",
              children: "cgroups"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/deployments/hpc#cgroups",
              children: "cgroups v1 and v2 on Slurm"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The eBPF IO and network metrics need kernel 5.8 or newer with BTF (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/kernel/btf/vmlinux"
            }), ")."]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["On an older kernel the exporter does not start while ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.ebpf.io-metrics"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.ebpf.network-metrics"
            }), " is set; it logs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ebpf collector does not support kernel < 5.8"
            }), "."]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/installation/prerequisites#collector-requirements",
              children: "Kernel and host requirements"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The perf metrics and the eBPF profiler need ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "kernel.perf_event_paranoid"
            }), " at ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "2"
            }), " or lower."]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["With a higher value (some distributions set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "3"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "4"
            }), "), the exporter refuses to open perf events and does not start with those flags."]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/installation/prerequisites#collector-requirements",
              children: "Kernel and host requirements"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The exporter needs Linux capabilities for some collectors, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SYS_PTRACE"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_READ_SEARCH"
            }), " for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.slurm"
            }), " on GPU nodes. The packaged unit grants them; a unit of your own must too."]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Without them the exporter cannot read which GPUs a job uses: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_gpu_index_flag"
            }), " is missing and jobs get no GPU power."]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/installation/prerequisites#privileges",
              children: "Privileges"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/configuration/security#exporter-capabilities",
              children: "capabilities of the exporter"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The API server for a Slurm cluster runs on a working Slurm client: the Slurm commands, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm.conf"
            }), " and the MUNGE key. The container image has no Slurm commands."]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "It cannot fetch jobs and stores none. Run it from the packages or an archive on such a host."
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/deployments/hpc#slurm-api",
              children: "The API server on Slurm"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/installation/containers",
              children: "containers"
            })]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "gpus",
      children: "GPUs"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Requirement or limit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What happens if you miss it"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Read more"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["NVIDIA GPU power and usage come from the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "https://github.com/NVIDIA/dcgm-exporter",
              children: "NVIDIA DCGM exporter"
            }), ", which you install and run yourself. CEEMS does not measure GPU power."]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Without it, jobs get no GPU power, energy or emissions, and no GPU usage."
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/deployments/guide#exporter",
              children: "Step 1 of the guide"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/configuration/prometheus#scrape-configs",
              children: "Prometheus configuration"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The DCGM exporter must export ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DCGM_FI_DEV_POWER_USAGE_INSTANT"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DCGM_FI_DEV_FB_USED"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DCGM_FI_DEV_FB_FREE"
            }), ", and the two profiling fields ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DCGM_FI_PROF_SM_ACTIVE"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DCGM_FI_PROF_SM_OCCUPANCY"
            }), ". ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DCGM_FI_DEV_POWER_USAGE"
            }), " alone is not enough: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool"
            }), " finds NVIDIA GPU nodes by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DCGM_FI_DEV_POWER_USAGE_INSTANT"
            }), " only."]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DCGM_FI_DEV_POWER_USAGE_INSTANT"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool"
            }), " generates no NVIDIA GPU rules and there is no GPU power. Without both SM fields, it writes a GPU rule file that Prometheus cannot load."]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/known-issues#nvidia-rules-need-sm-fields",
              children: "Known issue"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/configuration/prometheus#relabel",
              children: "relabel GPU exporter metrics"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The DCGM exporter and the CEEMS exporter are scraped with the same host names, so that their series join."
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool"
            }), " generates no GPU rules, and GPU figures stay empty."]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/configuration/prometheus#scrape-configs",
              children: "Scrape the exporters"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/deployments/guide#troubleshooting",
              children: "guide troubleshooting"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["On every node with an NVIDIA or AMD GPU on the PCI bus, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "nvidia-smi"
            }), " (or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "amd-smi"
            }), ", else ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rocm-smi"
            }), ") must work for the exporter, with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "libvirt"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "k8s"
            }), " collector."]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "If the command fails, the exporter does not start on that node."
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/components/ceems-exporter#gpus",
              children: "GPUs in the exporter"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/installation/upgrading#changes-0-10",
              children: "Upgrading: 0.10.x"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["AMD GPU power comes from the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "https://github.com/amd/amd_smi_exporter",
              children: "AMD SMI exporter"
            }), " or the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "https://github.com/ROCm/device-metrics-exporter",
              children: "AMD device metrics exporter"
            }), ", which you run yourself."]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Without one of them, AMD jobs get no GPU power."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/installation/prerequisites#components",
              children: "Components and where they run"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "For a whole NVIDIA GPU (not split with MIG), the exporter knows the number of SMs only for the V100, A2, A10, A16, A30, A40, A100, A800, H100, H200, H800, B100 and B200."
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["On any other model (L4, L40S, RTX cards, GH200 and so on) ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_gpu_sm_count"
            }), " is missing, and the generated rule records no GPU power for the jobs. Check your models before you promise GPU energy figures."]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/power-consumption#accuracy",
              children: "Accuracy and limits"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "GPUs split with MIG or shared between jobs."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The generated GPU power rules can fail to evaluate on such nodes."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/known-issues#gpu-power-rules-mig-shared",
              children: "Known issue"
            })
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "access",
      children: "Who sees what"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Requirement or limit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What happens if you miss it"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Read more"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Access is granted per project, not per user. A user may read the metrics and usage of every unit of every project (Slurm account, OpenStack project, Kubernetes namespace) they belong to."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Members of a shared account see each other's jobs in Grafana and through the API. If you need per-user privacy, give each user an account of their own; CEEMS cannot restrict further."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/configuration/security#data-access",
              children: "Who can see whose data"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The load balancer checks the units of the first ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            }), " matcher of a query only."]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A crafted query can reach units outside the user's projects."
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/known-issues#lb-first-matcher-only",
              children: "Known issue"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/configuration/security#lb-access",
              children: "what the load balancer enforces"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The API server and the load balancer trust the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Grafana-User"
            }), " header of any client that holds their credentials, and of any client at all while their web configuration has no users."]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Whoever can reach them with valid credentials, or without any when basic auth is off, can act as any user, admins included. Turn basic auth on and give the credentials to Grafana, the load balancer and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            }), " only."]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/configuration/security#user-identity",
              children: "How the user is identified"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            }), " identifies the user by the real-name (GECOS) field of the user's entry in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/passwd"
            }), ", up to its first comma, not by the login name. Release builds use Go's own user lookup, which reads ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/passwd"
            }), " only."]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Where the field holds a full name such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Jane Doe"
            }), ", users see no jobs; where the field is empty, or the user exists only in LDAP or SSSD, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            }), " sends an empty user name (or, without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "$USER"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "$HOME"
            }), ", stops with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "failed to get current user"
            }), ") and the API server refuses the request. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            }), " works only where the field equals the login name."]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/usage/cacct#prerequisites",
              children: "Using cacct"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/known-issues#cacct-gecos-name",
              children: "known issue"
            })]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "defaults",
      children: "Start-up and defaults"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Requirement or limit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What happens if you miss it"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Read more"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The load balancer starts only when the API server's database already holds units of every cluster ID in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb.backends"
            }), "."]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Started too early, it exits with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "unknown cluster ID"
            }), " and systemd restarts it until units appear. Start it after the API server's first update has stored units."]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/deployments/guide#lb",
              children: "Step 5 of the guide"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/known-issues#lb-needs-stored-units",
              children: "known issue"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["When the load balancer reaches the API server through ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.web.url"
            }), ", the API server's file needs an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "admin"
            }), " section."]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Without it the load balancer gets ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "403"
            }), " at its start-up check and does not start."]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/configuration/security#admin-users",
              children: "Admin users"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/known-issues#admin-section-required",
              children: "known issue"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The packaged web configuration files (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/<component>/web-config.yml"
            }), ") are templates with no TLS and no users."]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "After a package install every component serves plain HTTP without authentication until you fill in the file."
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/configuration/security#tls",
              children: "TLS"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/configuration/basic-auth",
              children: "basic authentication"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The exporter's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/ceems_exporter/web-config.yml"
            }), " is the one configuration file that rpm may replace on upgrade (your copy goes to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".rpmsave"
            }), ")."]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "If a future release changes the packaged template, an rpm upgrade turns TLS and authentication off on every node. Check after each upgrade."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/installation/upgrading#packages",
              children: "Packages and your files"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.emissions.provider"
            }), ", the emissions collector starts every provider. Name the providers you want."]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The first provider that cannot start stops the exporter. With the default, the exporter starts only when ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "EMAPS_API_TOKEN"
            }), " (Electricity Maps) and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "WT_USERNAME"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "WT_PASSWORD"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "WT_REGION"
            }), " (WattTime) are all set and both services answer at start-up."]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/power-consumption#providers",
              children: "Emission factor providers"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/known-issues#emissions-global-provider-default",
              children: "known issue"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Recording rules do the power split, and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool"
            }), " generates them for your hosts."]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Without the generated rules Prometheus holds only raw counters, and the API server stores no energy or emissions."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/configuration/prometheus#recording-rules",
              children: "Generate the recording rules"
            })
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "next",
      children: "Next"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["When every item fits your site, follow the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/deployments/guide",
        children: "deployment guide"
      }), " from step 1. To move an existing\ninstallation to 0.10.2, read ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/installation/upgrading",
        children: "Upgrading CEEMS"
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
97901(module) {
module.exports = JSON.parse('{"id":"deployments/before-you-deploy","title":"Before you deploy","description":"The requirements and limits of CEEMS that decide whether it fits your site, each with what happens when you miss it and where it is explained.","source":"@site/docs/deployments/before-you-deploy.md","sourceDirName":"deployments","slug":"/deployments/before-you-deploy","permalink":"/ceems/docs/deployments/before-you-deploy","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/deployments/before-you-deploy.md","tags":[],"version":"current","lastUpdatedAt":1795472328000,"sidebarPosition":0,"frontMatter":{"title":"Before you deploy","description":"The requirements and limits of CEEMS that decide whether it fits your site, each with what happens when you miss it and where it is explained.","sidebar_position":0},"sidebar":"ceemsSidebar","previous":{"title":"Deployment","permalink":"/ceems/docs/category/deployment"},"next":{"title":"Deployment guide","permalink":"/ceems/docs/deployments/guide"}}')

},

};
;