"use strict";
exports.ids = ["1319"];
exports.modules = {
95467(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_advanced_power_consumption_md_b26_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_advanced_power_consumption_md_b26_json__rspack_import_0 = __webpack_require__(20089);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Power consumption',
	description: 'How CEEMS measures node and GPU power, the formulas that split it among compute units, how energy and emissions follow, how to configure emission factors, and how accurate the result is.',
	sidebar_position: 2
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "The chain at a glance",
  "id": "overview",
  "level": 2
}, {
  "value": "Power sources",
  "id": "sources",
  "level": 2
}, {
  "value": "How node power is split",
  "id": "formulas",
  "level": 2
}, {
  "value": "RAPL only",
  "id": "formula-rapl",
  "level": 3
}, {
  "value": "IPMI-DCMI or Redfish",
  "id": "formula-bmc",
  "level": 3
}, {
  "value": "Cray PM counters",
  "id": "formula-cray",
  "level": 3
}, {
  "value": "GPUs",
  "id": "formula-gpu",
  "level": 3
}, {
  "value": "Per-job aggregates",
  "id": "aggregates",
  "level": 3
}, {
  "value": "From power to energy",
  "id": "energy",
  "level": 2
}, {
  "value": "From energy to emissions",
  "id": "emissions",
  "level": 2
}, {
  "value": "Where the emission factor comes from",
  "id": "emission-factor",
  "level": 3
}, {
  "value": "Emission factor providers",
  "id": "providers",
  "level": 3
}, {
  "value": "Factors the API server does not store by default",
  "id": "custom-queries",
  "level": 3
}, {
  "value": "Accuracy and limits",
  "id": "accuracy",
  "level": 2
}, {
  "value": "Changing the rules",
  "id": "custom-rules",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    admonition: "admonition",
    code: "code",
    h2: "h2",
    h3: "h3",
    img: "img",
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
    ...(0,_mdx_js_react__rspack_import_2/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "This page is for operators who choose power sources, tune the recording rules or configure emission\nfactors, and for users who want to know where their energy and emissions figures come from. It covers\nthe whole chain: measuring node and GPU power, splitting it among compute units (a compute unit is a\nbatch job, a VM or a pod), turning power into energy, energy into emissions, and the limits of each\nstep."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "overview",
      children: "The chain at a glance"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Measure."
        }), " On each node, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_exporter"
        }), " reads node power (RAPL, IPMI-DCMI, Redfish or Cray PM\ncounters) and the CPU time and memory of every compute unit. A GPU exporter (NVIDIA DCGM or AMD)\nreads GPU power, and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_exporter"
        }), " says which unit uses which GPU."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Split."
        }), " Prometheus recording rules, written by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_tool tsdb create-recording-rules"
        }), ", compute\nat every evaluation the power of each unit: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "uuid:ceems_host_power_watts:pue"
        }), " for the host part and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "uuid:ceems_gpu_power_watts:pue"
        }), " for GPUs, both in W, PUE included."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Integrate."
        }), " Every ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "update_interval"
        }), ", the TSDB updater of the API server sums each unit's power\nover the interval into energy in kWh, and stores it in the unit's record."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Emissions."
        }), " The rules multiply power by an emission factor in gCO2e/kWh\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "uuid:ceems_host_emissions_g_s:pue"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "uuid:ceems_gpu_emissions_g_s:pue"
        }), ", in gCO2e/s) and the\nupdater sums them into grams."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "Diagram of the split. Host lane: node power times PUE, without GPU power, is divided into 90 % for CPU and memory, split by the ratio of RAPL package to DRAM power, and 10 % for the rest of the node; the CPU part goes to each unit by CPU time share, the DRAM part by memory share, the 10 % equally among running units; the sum is uuid:ceems_host_power_watts. GPU lane: GPU power times PUE, times the SM share of the GPU instance, times the unit&#39;s share, gives uuid:ceems_gpu_power_watts.",
        src: (__webpack_require__(95921)/* ["default"] */.A) + "",
        width: "1000",
        height: "470"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "sources",
      children: "Power sources"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Source"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Collector"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Series the rules use"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it covers"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "RAPL"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rapl"
            }), " (on by default)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rapl_package_joules_total"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rapl_dram_joules_total"
            }), " (counters, J)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CPU packages and DRAM only"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "IPMI-DCMI"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ipmi_dcmi"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_ipmi_dcmi_current_watts"
            }), " (W)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "the whole node as the BMC sees it, often GPUs included"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Redfish"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_redfish_current_watts{chassis}"
            }), " (W)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "one chassis of the BMC; you pick the chassis that carries node power"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Cray PM counters"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cray_pm_counters"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_cray_pm_counters_power_watts{domain}"
            }), " (W)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "node"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cpu"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "memory"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "accel<N>"
            }), " domains separately"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "hwmon"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hwmon"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_hwmon_power_*_watts"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_hwmon_energy_current_joules"
            }), " are exported but no generated rule uses them"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "NVIDIA GPUs"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "DCGM exporter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DCGM_FI_DEV_POWER_USAGE_INSTANT"
            }), " (W)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "each physical GPU"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "AMD GPUs"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "AMD device metrics exporter, or AMD SMI exporter"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpu_power_usage"
            }), " (W), or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "amd_gpu_power"
            }), " (µW)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "each physical GPU"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["For each Prometheus scrape job, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " takes the first source it finds in this order: Cray PM\ncounters, Redfish, IPMI-DCMI, RAPL. GPU rules are added when a GPU exporter job scrapes the same hosts\nas the CEEMS job and the CEEMS job exported GPU mappings (a unit used a GPU) in the query window."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "What each collector needs on the node:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "RAPL"
        }), " reads ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/sys/class/powercap"
        }), ". Since Linux 5.10 the energy files are readable by root only,\nso the exporter keeps ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CAP_DAC_READ_SEARCH"
        }), ". Leave ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.rapl.enable-zone-label"
        }), " off if you\nuse the generated rules: it replaces the per-zone series with a single ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_rapl_joules_total"
        }), "\ncarrying a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "rapl_zone"
        }), " label, which the rules do not read."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "IPMI-DCMI"
        }), " runs the first tool it finds among ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ipmi-dcmi --get-system-power-statistics"
        }), "\n(FreeIPMI), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ipmitool dcmi power reading"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ipmiutil dcmi power"
        }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "capmc get_system_power -w 600"
        }), " (Cray), as root through ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CAP_SETUID"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CAP_SETGID"
        }), ", or through\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "sudo"
        }), ". With none installed, or with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.ipmi_dcmi.force-native-mode"
        }), ", it talks to the\nOpenIPMI device ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/dev/ipmi<N>"
        }), " itself (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.ipmi_dcmi.dev-num"
        }), ", default ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "0"
        }), "), which needs\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CAP_DAC_OVERRIDE"
        }), ". ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.ipmi_dcmi.cmd"
        }), " sets the command explicitly. To leave the collector\nout of a custom build, the Go build tag is spelled ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "noimpi"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Redfish"
        }), " reads the BMC over HTTP(S), configured in the file given to\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.redfish.config.file"
        }), "; when the file names no BMC host, the exporter asks the local BMC\nfor its LAN address through ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/dev/ipmi0"
        }), ". When compute nodes cannot reach the BMC network, point\nthe collector at ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "redfish_proxy"
        }), ". See the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/configuration/config-reference#redfish-collector",
          children: "Redfish collector file"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Cray PM counters"
        }), " reads ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/sys/cray/pm_counters"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "GPUs."
        }), " The CEEMS exporter exports ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_compute_unit_gpu_index_flag"
        }), " (which unit uses which GPU\nor GPU instance, and with which share) and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_compute_unit_gpu_sm_count"
        }), " (streaming\nmultiprocessors, or compute units on AMD, of each GPU or instance). GPU power itself comes from the\nvendor's exporter, relabelled with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_tool tsdb create-relabel-configs"
        }), " so both sides share the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "gpuuuid"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "gpuiid"
        }), " (NVIDIA) or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "index"
        }), " (AMD) labels."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "formulas",
      children: "How node power is split"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The rules are evaluated at every Prometheus evaluation interval. In the formulas below, a rate is an\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "irate"
      }), " over the rate interval, which ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " sets to four times the job's scrape interval."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "PUE       value of --pue given to ceems_tool (default 1)\nP_node    node power in W: ceems_ipmi_dcmi_current_watts,\n          or ceems_redfish_current_watts of the chosen chassis\nP_g       power of GPU g in W: DCGM_FI_DEV_POWER_USAGE_INSTANT,\n          gpu_power_usage, or amd_gpu_power / 1e6\nP_pkg     sum over CPU packages of rate(ceems_rapl_package_joules_total), in W\nP_dram    sum over CPU packages of rate(ceems_rapl_dram_joules_total), in W\nC_u       rate(ceems_compute_unit_cpu_user_seconds_total)\n          + rate(ceems_compute_unit_cpu_system_seconds_total) of unit u\nC_node    sum of rate(ceems_cpu_seconds_total) over all modes but idle, iowait and steal\nM_u       ceems_compute_unit_memory_used_bytes of unit u\nM_node    ceems_meminfo_MemTotal_bytes - ceems_meminfo_MemAvailable_bytes\nN         ceems_compute_units: number of compute units on the node",
        children: "PUE       value of --pue given to ceems_tool (default 1)\nP_node    node power in W: ceems_ipmi_dcmi_current_watts,\n          or ceems_redfish_current_watts of the chosen chassis\nP_g       power of GPU g in W: DCGM_FI_DEV_POWER_USAGE_INSTANT,\n          gpu_power_usage, or amd_gpu_power / 1e6\nP_pkg     sum over CPU packages of rate(ceems_rapl_package_joules_total), in W\nP_dram    sum over CPU packages of rate(ceems_rapl_dram_joules_total), in W\nC_u       rate(ceems_compute_unit_cpu_user_seconds_total)\n          + rate(ceems_compute_unit_cpu_system_seconds_total) of unit u\nC_node    sum of rate(ceems_cpu_seconds_total) over all modes but idle, iowait and steal\nM_u       ceems_compute_unit_memory_used_bytes of unit u\nM_node    ceems_meminfo_MemTotal_bytes - ceems_meminfo_MemAvailable_bytes\nN         ceems_compute_units: number of compute units on the node\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "formula-rapl",
      children: "RAPL only"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Rule template ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cpu-rapl.rules"
      }), ". The CPU package power is shared by CPU time, DRAM power by memory use:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "P_u = PUE × ( P_pkg × C_u / C_node  +  P_dram × M_u / M_node )",
        children: "P_u = PUE × ( P_pkg × C_u / C_node  +  P_dram × M_u / M_node )\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "formula-bmc",
      children: "IPMI-DCMI or Redfish"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Rule template ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cpu-ipmi-redfish.rules"
      }), ". First the host power, without GPUs:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "P_host = PUE × P_node                        if the BMC reading excludes the GPUs\nP_host = PUE × (P_node − Σ_g P_g)            if it includes them (kept only when positive)",
        children: "P_host = PUE × P_node                        if the BMC reading excludes the GPUs\nP_host = PUE × (P_node − Σ_g P_g)            if it includes them (kept only when positive)\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " decides between the two by checking whether node power minus GPU power stays positive on\naverage over its query window."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Then the split. The rules assume that 90 % of host power goes to CPUs and memory and 10 % to the rest\nof the node (disks, network cards, fans). With both RAPL counters available, RAPL gives the ratio\nbetween CPUs and memory:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "P_u = 0.9 × P_host × P_pkg  / (P_pkg + P_dram) × C_u / C_node\n    + 0.9 × P_host × P_dram / (P_pkg + P_dram) × M_u / M_node\n    + 0.1 × P_host / N",
        children: "P_u = 0.9 × P_host × P_pkg  / (P_pkg + P_dram) × C_u / C_node\n    + 0.9 × P_host × P_dram / (P_pkg + P_dram) × M_u / M_node\n    + 0.1 × P_host / N\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Without RAPL, the 90 % follows CPU time only:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "P_u = 0.9 × P_host × C_u / C_node  +  0.1 × P_host / N",
        children: "P_u = 0.9 × P_host × C_u / C_node  +  0.1 × P_host / N\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "formula-cray",
      children: "Cray PM counters"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Rule template ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cpu-cray.rules"
      }), ". Cray nodes report CPU, memory and node power separately, so no 90/10\nassumption is needed. With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "P_d"
      }), " the power of domain ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "d"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "P_u = PUE × ( P_cpu × C_u / C_node\n            + P_memory × M_u / M_node\n            + (P_node − Σ_{d ≠ node} P_d) / N )",
        children: "P_u = PUE × ( P_cpu × C_u / C_node\n            + P_memory × M_u / M_node\n            + (P_node − Σ_{d ≠ node} P_d) / N )\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The sum runs over every domain but ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "node"
      }), " (CPU, memory and accelerators), so GPU power stays out of\nhost power."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "formula-gpu",
      children: "GPUs"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Rule templates ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gpu-nvidia.rules"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gpu-amd-smi.rules"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gpu-amd-device-metrics.rules"
      }), ". For unit\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "u"
      }), " on GPU, or GPU instance, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "i"
      }), " of physical GPU ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "g"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "P_gpu,u = PUE × P_g × w_i / Σ_j w_j × f_u,i\n\nw_i    ceems_compute_unit_gpu_sm_count of i (SMs, or compute units on AMD)\n       NVIDIA with DCGM profiling metrics:\n       DCGM_FI_PROF_SM_ACTIVE × DCGM_FI_PROF_SM_OCCUPANCY × ceems_compute_unit_gpu_sm_count\nΣ_j    sum of the same weight over the series of physical GPU g\nf_u,i  ceems_compute_unit_gpu_index_flag of u on i: 1, or, when the GPU is\n       shared (for example with Slurm shards or MPS), the shares of u divided\n       by all the shares that running units hold on i",
        children: "P_gpu,u = PUE × P_g × w_i / Σ_j w_j × f_u,i\n\nw_i    ceems_compute_unit_gpu_sm_count of i (SMs, or compute units on AMD)\n       NVIDIA with DCGM profiling metrics:\n       DCGM_FI_PROF_SM_ACTIVE × DCGM_FI_PROF_SM_OCCUPANCY × ceems_compute_unit_gpu_sm_count\nΣ_j    sum of the same weight over the series of physical GPU g\nf_u,i  ceems_compute_unit_gpu_index_flag of u on i: 1, or, when the GPU is\n       shared (for example with Slurm shards or MPS), the shares of u divided\n       by all the shares that running units hold on i\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["On a whole GPU used by one unit, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "w_i / Σ_j w_j"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "f_u,i"
      }), " are both 1 and the unit gets the GPU's\npower. With MIG, each instance gets power in proportion to its SMs, or to its active SMs when the\nprofiling metrics ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "DCGM_FI_PROF_SM_ACTIVE"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "DCGM_FI_PROF_SM_OCCUPANCY"
      }), " are scraped."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.admonition, {
      title: "Known defects of the GPU rules",
      type: "warning",
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
        children: "The formula above is what the rules intend. In 0.10.2, two defects limit it:"
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
          children: ["For NVIDIA, scrape both ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "DCGM_FI_PROF_SM_ACTIVE"
          }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "DCGM_FI_PROF_SM_OCCUPANCY"
          }), ". Without them,\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_tool"
          }), " writes a GPU rules file that is not valid YAML, and Prometheus does not load it (see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
            href: "/ceems/docs/advanced/known-issues#nvidia-rules-need-sm-fields",
            children: "known issues"
          }), ")."]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
          children: ["While one physical GPU has more than one unit or MIG instance in use, the GPU power rule fails with a\nmany-to-many matching error, and no unit of that Prometheus scrape job gets GPU power for that evaluation (see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
            href: "/ceems/docs/advanced/known-issues#gpu-power-rules-mig-shared",
            children: "known issues"
          }), "). Only whole GPUs used by one\nunit each are accounted for reliably."]
        }), "\n"]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "aggregates",
      children: "Per-job aggregates"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The rules also record cluster-wide series per scrape job, used by the operator dashboards:\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "job:ceems_host_power_watts:pue"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "job:ceems_gpu_power_watts:pue"
      }), ", their emission counterparts\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "job:ceems_host_emissions_g_s:pue"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "job:ceems_gpu_emissions_g_s:pue"
      }), ", and average CPU, memory and\nGPU usage. These rule groups are evaluated once per rate interval, not at every evaluation interval."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "energy",
      children: "From power to energy"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Every ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "update_interval"
      }), ", the TSDB updater samples each unit's power over the interval at the scrape\ninterval and sums it:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "E_u [kWh] = Σ_k P_u(t_k) [W] × Δ [ms] / 3.6e9\n\nt_k   points spaced by the scrape interval over the update interval\nΔ     scrape interval in milliseconds\n3.6e9 W·ms in one kWh",
        children: "E_u [kWh] = Σ_k P_u(t_k) [W] × Δ [ms] / 3.6e9\n\nt_k   points spaced by the scrape interval over the update interval\nΔ     scrape interval in milliseconds\n3.6e9 W·ms in one kWh\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Negative and infinite samples are dropped. The API server adds the result of each interval to the\nunit's record: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "total_cpu_energy_usage_kwh"
      }), " (key ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "total"
      }), ") from the host series and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "total_gpu_energy_usage_kwh"
      }), " (key ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "total"
      }), ") from the GPU series."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "emissions",
      children: "From energy to emissions"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The rules turn power into an emission rate with an emission factor ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "EF"
      }), " in gCO2e/kWh:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "R_u [gCO2e/s] = P_u [W] / 3.6e6 × EF [gCO2e/kWh]",
        children: "R_u [gCO2e/s] = P_u [W] / 3.6e6 × EF [gCO2e/kWh]\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "P_u / 3.6e6"
      }), " is the energy in kWh used per second. Each series carries a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "provider"
      }), " label naming the\nsource of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "EF"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["For GPUs, the emission rules start from the GPU's power times ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "f_u,i"
      }), ", without the SM weight\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "w_i / Σ_j w_j"
      }), " of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#formula-gpu",
        children: "power formula"
      }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid:ceems_gpu_emissions_g_s:pue"
      }), " is\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "PUE × P_g × f_u,i / 3.6e6 × EF"
      }), ". On whole GPUs the two agree; on MIG instances the emission rate is\nthat of the whole GPU's power, not of the instance's share."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The updater sums the rate like power:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "G_u [gCO2e] = Σ_k R_u(t_k) × Δ [ms] / 1e3",
        children: "G_u [gCO2e] = Σ_k R_u(t_k) × Δ [ms] / 1e3\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["and stores it in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "total_cpu_emissions_gms"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "total_gpu_emissions_gms"
      }), ", one key per provider:\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "owid_total"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "emaps_total"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rte_total"
      }), ". Because the factor is applied at each evaluation, a factor\nthat changes during the day (Electricity Maps, RTE, WattTime) is weighted by when the energy was used."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "emission-factor",
      children: "Where the emission factor comes from"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool tsdb create-recording-rules"
      }), " picks the factor in this order:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--emission-factor=<value>"
        }), ": a fixed factor in gCO2e/kWh, labelled ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "provider=\"custom\""
        }), ". It cannot\nbe combined with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--country-code"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--country-code=<ISO code>"
        }), ": one rule per provider that has a\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_emissions_gCo2_kWh{country_code=\"<ISO code>\"}"
        }), " series in Prometheus over the query window.\nThese rules use the live factor."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["If no provider series exists for that country: the Our World in Data factor of the country built\ninto ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_tool"
        }), ", as a constant, labelled ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "provider=\"owid\""
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--country-code"
      }), " and without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--emission-factor"
      }), ", no emission rules are written."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "providers",
      children: "Emission factor providers"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Live factors come from the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "emissions"
      }), " collector of the exporter. It exports\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_emissions_gCo2_kWh"
      }), " (gauge, gCO2e/kWh) with the labels ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "provider"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "provider_name"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "country_code"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "country"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Provider"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.emissions.provider"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Data"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.th, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "country_code"
            }), " values"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Refreshed"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Configuration"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Our World in Data"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "owid"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yearly average carbon intensity of electricity, embedded in the binary"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "ISO 3166-1 alpha-2 code of every country with data"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "never (static)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Electricity Maps"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "emaps"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "latest carbon intensity from the Electricity Maps API"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "every zone the API lists, by zone code"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "every 30 minutes, one request per zone"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["environment variable ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "EMAPS_API_TOKEN"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "RTE eCO2mix"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rte"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "real-time CO2 rate of French electricity from RTE's open data"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "FR"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "every 30 minutes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "WattTime"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "wt"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["marginal operating emission rate (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "co2_moer"
            }), "), converted from lb/MWh"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["the value of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "WT_REGION"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "every 2 minutes"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["environment variables ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "WT_USERNAME"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "WT_PASSWORD"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "WT_REGION"
            })]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.emissions.provider"
      }), " can be repeated. Without it, the collector starts every provider, plus\na constant world average of 475 gCO2e/kWh (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "provider=\"global\""
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "country_code=\"ZZ\""
      }), ") that you cannot\nselect by name (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#emissions-global-provider-default",
        children: "known issues"
      }), "),\nand the exporter refuses to start when the Electricity Maps or WattTime variables are missing. To use\nElectricity Maps on the exporter that exports emission factors, give the token to the packaged service\nin the drop-in that already holds its options, for example\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/systemd/system/ceems_exporter.service.d/options.conf"
      }), " of the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/deployments/guide#exporter",
        children: "deployment guide"
      }), ". Do not put ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CEEMS_EXPORTER_OPTIONS"
      }), " in a second\ndrop-in: systemd reads drop-ins in file name order, and the last value it reads wins."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-ini",
        highlighted: "[Service]\nEnvironment=\"CEEMS_EXPORTER_OPTIONS=--collector.disable-defaults --collector.emissions --collector.emissions.provider=owid --collector.emissions.provider=emaps\"\nEnvironment=\"EMAPS_API_TOKEN=&lt;token&gt;\"",
        children: "[Service]\nEnvironment=\"CEEMS_EXPORTER_OPTIONS=--collector.disable-defaults --collector.emissions --collector.emissions.provider=owid --collector.emissions.provider=emaps\"\nEnvironment=\"EMAPS_API_TOKEN=<token>\"\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Then reload systemd, restart the exporter and check that each provider exports a factor for your\ncountry (replace ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<password>"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "FR"
      }), "):"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "systemctl daemon-reload\nsystemctl restart ceems_exporter\n<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> <span class=\"token parameter variable\">-u</span> ceems:<span class=\"token operator\">&lt;</span>password<span class=\"token operator\">&gt;</span> http://localhost:9010/metrics <span class=\"token operator\">|</span> <span class=\"token function\">grep</span> <span class=\"token string\">'^ceems_emissions_gCo2_kWh'</span> <span class=\"token operator\">|</span> <span class=\"token function\">grep</span> <span class=\"token string\">'country_code=\"FR\"'</span>",
        children: "systemctl daemon-reload\nsystemctl restart ceems_exporter\ncurl -s -u ceems:<password> http://localhost:9010/metrics | grep '^ceems_emissions_gCo2_kWh' | grep 'country_code=\"FR\"'\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Each provider you named has one line. If the exporter does not start, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "journalctl -u ceems_exporter"
      }), "\nshows ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Failed to create emission data provider"
      }), " with the provider and the reason, such as a missing\ntoken. A provider that started but has no line yet could not reach its API; the log names it with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Failed to fetch emission factor"
      }), ". Run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool tsdb create-recording-rules"
      }), " again after adding a\nprovider: it writes rules only for the providers it finds in Prometheus."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      title: "Export emission factors from one target only",
      type: "warning",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["The rules join every unit's power with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_emissions_gCo2_kWh"
        }), " on the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "provider"
        }), " label. If several\ntargets export the same provider and country, the join finds duplicates and Prometheus fails to\nevaluate the rule. Enable the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "emissions"
        }), " collector on a single exporter, for example one on the\nmanagement host, as in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/deployments/guide",
          children: "deployment guide"
        }), "."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "custom-queries",
      children: "Factors the API server does not store by default"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The built-in queries of the TSDB updater only know the providers ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "owid"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "emaps"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rte"
      }), ". With\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--emission-factor"
      }), " (provider ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "custom"
      }), ") or WattTime (provider ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "wt"
      }), "), the live series exist in\nPrometheus, but nothing reaches the database until you add queries for them. Setting\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "extra_config.queries"
      }), " replaces the built-in set, so give every query you want to keep. For a cluster\nwith CPU and GPU rules and a fixed factor:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">updaters</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> tsdb<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n    <span class=\"token key atrule\">updater</span><span class=\"token punctuation\">:</span> tsdb\n    <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//localhost<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n    <span class=\"token key atrule\">extra_config</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">queries</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">avg_cpu_usage</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">global</span><span class=\"token punctuation\">:</span> <span class=\"token string\">'avg_over_time(avg by (uuid) (uuid:ceems_cpu_usage:ratio_irate{uuid=~\"{{.UUIDs}}\"} &gt;= 0 &lt; inf)[{{.Range}}:])'</span>\n        <span class=\"token key atrule\">avg_cpu_mem_usage</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">global</span><span class=\"token punctuation\">:</span> <span class=\"token string\">'avg_over_time(avg by (uuid) (uuid:ceems_cpu_memory_usage:ratio{uuid=~\"{{.UUIDs}}\"} &gt;= 0 &lt; inf)[{{.Range}}:])'</span>\n        <span class=\"token key atrule\">total_cpu_energy_usage_kwh</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">total</span><span class=\"token punctuation\">:</span> <span class=\"token string\">'sum_over_time(sum by (uuid) (uuid:ceems_host_power_watts:pue{uuid=~\"{{.UUIDs}}\"} &gt;= 0 &lt; inf)[{{.Range}}:{{.ScrapeInterval}}]) * {{.ScrapeIntervalMilli}} / 3.6e9'</span>\n        <span class=\"token key atrule\">total_cpu_emissions_gms</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">custom_total</span><span class=\"token punctuation\">:</span> <span class=\"token string\">'sum_over_time(sum by (uuid) (uuid:ceems_host_emissions_g_s:pue{uuid=~\"{{.UUIDs}}\",provider=\"custom\"} &gt;= 0 &lt; inf)[{{.Range}}:{{.ScrapeInterval}}]) * {{.ScrapeIntervalMilli}} / 1e3'</span>\n        <span class=\"token key atrule\">avg_gpu_usage</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">global</span><span class=\"token punctuation\">:</span> <span class=\"token string\">'avg_over_time(avg by (uuid) (uuid:ceems_gpu_usage:ratio{uuid=~\"{{.UUIDs}}\"} &gt;= 0 &lt; inf)[{{.Range}}:])'</span>\n        <span class=\"token key atrule\">avg_gpu_mem_usage</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">global</span><span class=\"token punctuation\">:</span> <span class=\"token string\">'avg_over_time(avg by (uuid) (uuid:ceems_gpu_memory_usage:ratio{uuid=~\"{{.UUIDs}}\"} &gt;= 0 &lt; inf)[{{.Range}}:])'</span>\n        <span class=\"token key atrule\">total_gpu_energy_usage_kwh</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">total</span><span class=\"token punctuation\">:</span> <span class=\"token string\">'sum_over_time(sum by (uuid) (uuid:ceems_gpu_power_watts:pue{uuid=~\"{{.UUIDs}}\"} &gt;= 0 &lt; inf)[{{.Range}}:{{.ScrapeInterval}}]) * {{.ScrapeIntervalMilli}} / 3.6e9'</span>\n        <span class=\"token key atrule\">total_gpu_emissions_gms</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">custom_total</span><span class=\"token punctuation\">:</span> <span class=\"token string\">'sum_over_time(sum by (uuid) (uuid:ceems_gpu_emissions_g_s:pue{uuid=~\"{{.UUIDs}}\",provider=\"custom\"} &gt;= 0 &lt; inf)[{{.Range}}:{{.ScrapeInterval}}]) * {{.ScrapeIntervalMilli}} / 1e3'</span>",
        children: "updaters:\n  - id: tsdb-0\n    updater: tsdb\n    web:\n      url: http://localhost:9090\n    extra_config:\n      queries:\n        avg_cpu_usage:\n          global: 'avg_over_time(avg by (uuid) (uuid:ceems_cpu_usage:ratio_irate{uuid=~\"{{.UUIDs}}\"} >= 0 < inf)[{{.Range}}:])'\n        avg_cpu_mem_usage:\n          global: 'avg_over_time(avg by (uuid) (uuid:ceems_cpu_memory_usage:ratio{uuid=~\"{{.UUIDs}}\"} >= 0 < inf)[{{.Range}}:])'\n        total_cpu_energy_usage_kwh:\n          total: 'sum_over_time(sum by (uuid) (uuid:ceems_host_power_watts:pue{uuid=~\"{{.UUIDs}}\"} >= 0 < inf)[{{.Range}}:{{.ScrapeInterval}}]) * {{.ScrapeIntervalMilli}} / 3.6e9'\n        total_cpu_emissions_gms:\n          custom_total: 'sum_over_time(sum by (uuid) (uuid:ceems_host_emissions_g_s:pue{uuid=~\"{{.UUIDs}}\",provider=\"custom\"} >= 0 < inf)[{{.Range}}:{{.ScrapeInterval}}]) * {{.ScrapeIntervalMilli}} / 1e3'\n        avg_gpu_usage:\n          global: 'avg_over_time(avg by (uuid) (uuid:ceems_gpu_usage:ratio{uuid=~\"{{.UUIDs}}\"} >= 0 < inf)[{{.Range}}:])'\n        avg_gpu_mem_usage:\n          global: 'avg_over_time(avg by (uuid) (uuid:ceems_gpu_memory_usage:ratio{uuid=~\"{{.UUIDs}}\"} >= 0 < inf)[{{.Range}}:])'\n        total_gpu_energy_usage_kwh:\n          total: 'sum_over_time(sum by (uuid) (uuid:ceems_gpu_power_watts:pue{uuid=~\"{{.UUIDs}}\"} >= 0 < inf)[{{.Range}}:{{.ScrapeInterval}}]) * {{.ScrapeIntervalMilli}} / 3.6e9'\n        total_gpu_emissions_gms:\n          custom_total: 'sum_over_time(sum by (uuid) (uuid:ceems_gpu_emissions_g_s:pue{uuid=~\"{{.UUIDs}}\",provider=\"custom\"} >= 0 < inf)[{{.Range}}:{{.ScrapeInterval}}]) * {{.ScrapeIntervalMilli}} / 1e3'\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool tsdb create-ceems-tsdb-updater-queries"
      }), " prints the usage, energy and emission queries that\nmatch the series in your Prometheus, for the providers ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "owid"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "emaps"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rte"
      }), "; start from its output\nand add the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "custom_total"
      }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "wt_total"
      }), " lines. Its queries keep only samples above zero (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "> 0 < inf"
      }), "),\nwhere the built-in ones, as in the example above, also keep samples of zero (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: ">= 0 < inf"
      }), "): averages of\nusage differ for units that were idle part of the time, energy and emission totals do not. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " prints no IO or network queries. If you collect eBPF\nmetrics, add them as well; the built-in one for bytes written, for example, is the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "bytes_total"
      }), " entry\nof ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "total_io_write_stats"
      }), ":\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sum by (uuid) (increase(ceems_ebpf_write_bytes_total{uuid=~\"{{.UUIDs}}\"}[{{.Range}}]) >= 0 < inf)"
      }), ".\nThe ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/ceems-api-server",
        children: "API server configuration"
      }), " describes the query keys."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "accuracy",
      children: "Accuracy and limits"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The figures are estimates. Know where they can be off:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "No per-process meter."
        }), " CEEMS splits measured node and GPU power; it cannot see that one job's\ninstructions draw more power per CPU second than another's."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Idle power goes to the running units."
        }), " A unit's share is its part of the node's busy CPU time, not\nof the node's capacity. A single small job on an otherwise idle node receives most of the node's\nidle power. CPU time of processes outside any unit (system daemons) keeps its share, which no unit\nreceives."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "The 90/10 split is an assumption"
        }), " written in the IPMI/Redfish rules. A node with many disks or\naccelerators other than GPUs may spend more than 10 % elsewhere. Edit the constants in the rule file\nif you know better."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "The rest-of-node share is equal per unit"
        }), ", whatever the size of the unit."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "RAPL covers CPUs and DRAM only."
        }), " With RAPL as the only source, power supply losses, fans, disks\nand network cards are missing, so energy is lower than at the wall. Some CPUs have no RAPL DRAM\ndomain: the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cpu-rapl.rules"
        }), " expression adds a DRAM term, and without DRAM counters Prometheus records\nnothing for the unit. Remove that term from the rule on such nodes."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "BMC readings are coarse."
        }), " IPMI-DCMI reports whole watts, and BMCs refresh and sometimes average\ntheir readings on their own schedule. Check the reading against a known load before trusting small\ndifferences."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "GPU power in BMC readings."
        }), " The decision to subtract GPU power rests on a heuristic over the\nquery window (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#formula-bmc",
          children: "above"
        }), "). Check the generated\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "instance:ceems_ipmi_dcmi_current_watts:pue"
        }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "instance:ceems_redfish_current_watts:pue"
        }), " rule on\nyour hardware."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "SM counts of whole NVIDIA GPUs."
        }), " For a GPU that is not split with MIG, the exporter knows the SM\ncount only for the V100, A2, A10, A16, A30, A40, A100, A800, H100, H200, H800, B100 and B200\nmodels. For other models ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_compute_unit_gpu_sm_count"
        }), " is missing, and the generated GPU rule,\nwhich multiplies by it, records no GPU power for the units. MIG instances always have their SM count\nfrom ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "nvidia-smi"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Sampling."
        }), " Power is sampled at the scrape interval and rates use four scrape intervals. Units\nshorter than that are poorly measured. The TSDB updater's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cutoff_duration"
        }), " marks shorter units as\nignored so they do not skew statistics."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "PUE is one constant"
        }), " for the whole data centre and all seasons."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Emission factors differ in kind."
        }), " OWID gives a yearly average per country; Electricity Maps and\nRTE give the current average intensity; WattTime gives the marginal rate, which answers another\nquestion. Compare emissions only across units computed with the same provider."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Rules apply to new data."
        }), " Changing a rule, the PUE or the factor does not rewrite past samples\nor units already stored."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "custom-rules",
      children: "Changing the rules"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The generated rule files are plain Prometheus rule files and yours to edit. Keep in mind that running\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool tsdb create-recording-rules"
      }), " again overwrites the files of the same names in the output\ndirectory, so keep your edits in version control or write new rules to another directory first and\ncompare. Check every change with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "promtool check rules"
      }), " before reloading Prometheus."]
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
95921(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxMDAwIDQ3MCIgd2lkdGg9IjEwMDAiIGhlaWdodD0iNDcwIiByb2xlPSJpbWciIGFyaWEtbGFiZWxsZWRieT0icHMtdGl0bGUgcHMtZGVzYyIgZm9udC1mYW1pbHk9InNhbnMtc2VyaWYiPgogIDx0aXRsZSBpZD0icHMtdGl0bGUiPkhvdyBDRUVNUyBzcGxpdHMgbm9kZSBhbmQgR1BVIHBvd2VyIGFtb25nIGNvbXB1dGUgdW5pdHM8L3RpdGxlPgogIDxkZXNjIGlkPSJwcy1kZXNjIj5Ib3N0IGxhbmU6IG5vZGUgcG93ZXIgZnJvbSBJUE1JLURDTUkgb3IgUmVkZmlzaCwgbXVsdGlwbGllZCBieSB0aGUgUFVFIGFuZCB3aXRob3V0IEdQVSBwb3dlciwgaXMgc3BsaXQgaW50byA5MCBwZXJjZW50IGZvciBDUFUgYW5kIG1lbW9yeSBhbmQgMTAgcGVyY2VudCBmb3IgdGhlIHJlc3Qgb2YgdGhlIG5vZGUuIFRoZSA5MCBwZXJjZW50IGlzIGRpdmlkZWQgYmV0d2VlbiBDUFUgYW5kIERSQU0gaW4gdGhlIHJhdGlvIG9mIHRoZSBSQVBMIHBhY2thZ2UgYW5kIERSQU0gcG93ZXIuIFRoZSBDUFUgcGFydCBnb2VzIHRvIGVhY2ggY29tcHV0ZSB1bml0IGluIHByb3BvcnRpb24gdG8gaXRzIENQVSB0aW1lLCB0aGUgRFJBTSBwYXJ0IGluIHByb3BvcnRpb24gdG8gaXRzIG1lbW9yeSB1c2UsIGFuZCB0aGUgMTAgcGVyY2VudCBpcyBzaGFyZWQgZXF1YWxseSBhbW9uZyB0aGUgcnVubmluZyB1bml0cy4gVGhlIHRocmVlIHBhcnRzIGFkZCB1cCB0byB1dWlkOmNlZW1zX2hvc3RfcG93ZXJfd2F0dHM6cHVlLiBHUFUgbGFuZTogdGhlIHBvd2VyIG9mIGVhY2ggR1BVLCBtdWx0aXBsaWVkIGJ5IHRoZSBQVUUsIGlzIGRpdmlkZWQgYW1vbmcgR1BVIGluc3RhbmNlcyBieSB0aGVpciBzaGFyZSBvZiBzdHJlYW1pbmcgbXVsdGlwcm9jZXNzb3JzLCB0aGVuIG11bHRpcGxpZWQgYnkgdGhlIGNvbXB1dGUgdW5pdCdzIGZsYWcgb24gdGhhdCBpbnN0YW5jZSAoMSwgb3IgaXRzIHNoYXJkcyBkaXZpZGVkIGJ5IGFsbCBzaGFyZHMgaW4gdXNlIG9uIHRoZSBHUFUpLCBnaXZpbmcgdXVpZDpjZWVtc19ncHVfcG93ZXJfd2F0dHM6cHVlLjwvZGVzYz4KICA8ZGVmcz4KICAgIDxtYXJrZXIgaWQ9InBzLWFycm93IiB2aWV3Qm94PSIwIDAgMTAgMTAiIHJlZlg9IjkiIHJlZlk9IjUiIG1hcmtlcldpZHRoPSI4IiBtYXJrZXJIZWlnaHQ9IjgiIG9yaWVudD0iYXV0by1zdGFydC1yZXZlcnNlIj4KICAgICAgPHBhdGggZD0iTTAgMCBMMTAgNSBMMCAxMCB6IiBmaWxsPSIjMWYyOTM3Ii8+CiAgICA8L21hcmtlcj4KICA8L2RlZnM+CiAgPHJlY3QgeD0iMCIgeT0iMCIgd2lkdGg9IjEwMDAiIGhlaWdodD0iNDcwIiBmaWxsPSIjZjhmYWZjIi8+CiAgPHRleHQgeD0iMjAiIHk9IjMyIiBmb250LXNpemU9IjE4IiBmb250LXdlaWdodD0iYm9sZCIgZmlsbD0iIzExMTgyNyI+U3BsaXR0aW5nIHBvd2VyIGFtb25nIGNvbXB1dGUgdW5pdHMgKElQTUkgb3IgUmVkZmlzaCBub2RlIHBvd2VyLCBSQVBMIGF2YWlsYWJsZSk8L3RleHQ+CiAgPHRleHQgeD0iMjAiIHk9IjU2IiBmb250LXNpemU9IjEyIiBmb250LXdlaWdodD0iYm9sZCIgZmlsbD0iIzM3NDE1MSI+SE9TVCBQT1dFUjwvdGV4dD4KCiAgPGcgc3Ryb2tlPSIjMzc0MTUxIiBzdHJva2Utd2lkdGg9IjEuMyI+CiAgICA8cmVjdCB4PSIyMCIgeT0iMTIwIiB3aWR0aD0iMjAwIiBoZWlnaHQ9IjEwMCIgcng9IjgiIGZpbGw9IiNmZWYzYzciLz4KICAgIDxyZWN0IHg9IjI3MCIgeT0iNzAiIHdpZHRoPSIxOTAiIGhlaWdodD0iNjAiIHJ4PSI2IiBmaWxsPSIjZmZmZmZmIi8+CiAgICA8cmVjdCB4PSIyNzAiIHk9IjE0NSIgd2lkdGg9IjE5MCIgaGVpZ2h0PSI2MCIgcng9IjYiIGZpbGw9IiNmZmZmZmYiLz4KICAgIDxyZWN0IHg9IjI3MCIgeT0iMjIwIiB3aWR0aD0iMTkwIiBoZWlnaHQ9IjYwIiByeD0iNiIgZmlsbD0iI2ZmZmZmZiIvPgogICAgPHJlY3QgeD0iNTEwIiB5PSI3MCIgd2lkdGg9IjE5MCIgaGVpZ2h0PSI2MCIgcng9IjYiIGZpbGw9IiNkYmVhZmUiLz4KICAgIDxyZWN0IHg9IjUxMCIgeT0iMTQ1IiB3aWR0aD0iMTkwIiBoZWlnaHQ9IjYwIiByeD0iNiIgZmlsbD0iI2RiZWFmZSIvPgogICAgPHJlY3QgeD0iNTEwIiB5PSIyMjAiIHdpZHRoPSIxOTAiIGhlaWdodD0iNjAiIHJ4PSI2IiBmaWxsPSIjZGJlYWZlIi8+CiAgICA8cmVjdCB4PSI3NjAiIHk9IjEzNSIgd2lkdGg9IjIyMCIgaGVpZ2h0PSI4NSIgcng9IjgiIGZpbGw9IiNkY2ZjZTciLz4KICA8L2c+CiAgPGcgZmlsbD0iIzExMTgyNyIgdGV4dC1hbmNob3I9Im1pZGRsZSI+CiAgICA8dGV4dCB4PSIxMjAiIHk9IjE0NSIgZm9udC1zaXplPSIxNCIgZm9udC13ZWlnaHQ9ImJvbGQiPk5vZGUgcG93ZXI8L3RleHQ+CiAgICA8dGV4dCB4PSIxMjAiIHk9IjE2NCIgZm9udC1zaXplPSIxMSI+SVBNSS1EQ01JIG9yIFJlZGZpc2ggcmVhZGluZzwvdGV4dD4KICAgIDx0ZXh0IHg9IjEyMCIgeT0iMTgxIiBmb250LXNpemU9IjExIj5tdWx0aXBsaWVkIGJ5IHRoZSBQVUUsPC90ZXh0PgogICAgPHRleHQgeD0iMTIwIiB5PSIxOTgiIGZvbnQtc2l6ZT0iMTEiPkdQVSBwb3dlciByZW1vdmVkIGlmIGluY2x1ZGVkPC90ZXh0PgogICAgPHRleHQgeD0iMzY1IiB5PSI5NSIgZm9udC1zaXplPSIxMyIgZm9udC13ZWlnaHQ9ImJvbGQiPjkwICUgw5cgcGFja2FnZSBzaGFyZTwvdGV4dD4KICAgIDx0ZXh0IHg9IjM2NSIgeT0iMTE0IiBmb250LXNpemU9IjExIj5QX3BrZyAvIChQX3BrZyArIFBfZHJhbSk8L3RleHQ+CiAgICA8dGV4dCB4PSIzNjUiIHk9IjE3MCIgZm9udC1zaXplPSIxMyIgZm9udC13ZWlnaHQ9ImJvbGQiPjkwICUgw5cgRFJBTSBzaGFyZTwvdGV4dD4KICAgIDx0ZXh0IHg9IjM2NSIgeT0iMTg5IiBmb250LXNpemU9IjExIj5QX2RyYW0gLyAoUF9wa2cgKyBQX2RyYW0pPC90ZXh0PgogICAgPHRleHQgeD0iMzY1IiB5PSIyNDUiIGZvbnQtc2l6ZT0iMTMiIGZvbnQtd2VpZ2h0PSJib2xkIj4xMCAlIHJlc3Qgb2YgdGhlIG5vZGU8L3RleHQ+CiAgICA8dGV4dCB4PSIzNjUiIHk9IjI2NCIgZm9udC1zaXplPSIxMSI+ZGlza3MsIG5ldHdvcmssIGZhbnMsIC4uLjwvdGV4dD4KICAgIDx0ZXh0IHg9IjYwNSIgeT0iOTUiIGZvbnQtc2l6ZT0iMTMiIGZvbnQtd2VpZ2h0PSJib2xkIj7DlyBDUFUgdGltZSBzaGFyZTwvdGV4dD4KICAgIDx0ZXh0IHg9IjYwNSIgeT0iMTE0IiBmb250LXNpemU9IjExIj5DX3UgLyBDX25vZGU8L3RleHQ+CiAgICA8dGV4dCB4PSI2MDUiIHk9IjE3MCIgZm9udC1zaXplPSIxMyIgZm9udC13ZWlnaHQ9ImJvbGQiPsOXIG1lbW9yeSBzaGFyZTwvdGV4dD4KICAgIDx0ZXh0IHg9IjYwNSIgeT0iMTg5IiBmb250LXNpemU9IjExIj5NX3UgLyBNX25vZGU8L3RleHQ+CiAgICA8dGV4dCB4PSI2MDUiIHk9IjI0NSIgZm9udC1zaXplPSIxMyIgZm9udC13ZWlnaHQ9ImJvbGQiPsO3IHJ1bm5pbmcgdW5pdHM8L3RleHQ+CiAgICA8dGV4dCB4PSI2MDUiIHk9IjI2NCIgZm9udC1zaXplPSIxMSI+MSAvIE48L3RleHQ+CiAgICA8dGV4dCB4PSI4NzAiIHk9IjE2MiIgZm9udC1zaXplPSIxNCIgZm9udC13ZWlnaHQ9ImJvbGQiPlN1bTogaG9zdCBwb3dlciBvZiB1bml0IHU8L3RleHQ+CiAgICA8dGV4dCB4PSI4NzAiIHk9IjE4NSIgZm9udC1zaXplPSIxMSI+dXVpZDpjZWVtc19ob3N0X3Bvd2VyX3dhdHRzOnB1ZTwvdGV4dD4KICAgIDx0ZXh0IHg9Ijg3MCIgeT0iMjA0IiBmb250LXNpemU9IjExIj4oVyk8L3RleHQ+CiAgPC9nPgogIDxnIHN0cm9rZT0iIzFmMjkzNyIgc3Ryb2tlLXdpZHRoPSIxLjYiIGZpbGw9Im5vbmUiPgogICAgPHBvbHlsaW5lIHBvaW50cz0iMjIwLDE1MCAyNDUsMTUwIDI0NSwxMDAgMjY4LDEwMCIgbWFya2VyLWVuZD0idXJsKCNwcy1hcnJvdykiLz4KICAgIDxsaW5lIHgxPSIyMjAiIHkxPSIxNzUiIHgyPSIyNjgiIHkyPSIxNzUiIG1hcmtlci1lbmQ9InVybCgjcHMtYXJyb3cpIi8+CiAgICA8cG9seWxpbmUgcG9pbnRzPSIyMjAsMjAwIDI0NSwyMDAgMjQ1LDI1MCAyNjgsMjUwIiBtYXJrZXItZW5kPSJ1cmwoI3BzLWFycm93KSIvPgogICAgPGxpbmUgeDE9IjQ2MCIgeTE9IjEwMCIgeDI9IjUwOCIgeTI9IjEwMCIgbWFya2VyLWVuZD0idXJsKCNwcy1hcnJvdykiLz4KICAgIDxsaW5lIHgxPSI0NjAiIHkxPSIxNzUiIHgyPSI1MDgiIHkyPSIxNzUiIG1hcmtlci1lbmQ9InVybCgjcHMtYXJyb3cpIi8+CiAgICA8bGluZSB4MT0iNDYwIiB5MT0iMjUwIiB4Mj0iNTA4IiB5Mj0iMjUwIiBtYXJrZXItZW5kPSJ1cmwoI3BzLWFycm93KSIvPgogICAgPHBvbHlsaW5lIHBvaW50cz0iNzAwLDEwMCA3MzAsMTAwIDczMCwxNjAgNzU4LDE2MCIgbWFya2VyLWVuZD0idXJsKCNwcy1hcnJvdykiLz4KICAgIDxsaW5lIHgxPSI3MDAiIHkxPSIxNzUiIHgyPSI3NTgiIHkyPSIxNzUiIG1hcmtlci1lbmQ9InVybCgjcHMtYXJyb3cpIi8+CiAgICA8cG9seWxpbmUgcG9pbnRzPSI3MDAsMjUwIDczMCwyNTAgNzMwLDE5NSA3NTgsMTk1IiBtYXJrZXItZW5kPSJ1cmwoI3BzLWFycm93KSIvPgogIDwvZz4KICA8dGV4dCB4PSIyMCIgeT0iMzAyIiBmb250LXNpemU9IjExIiBmaWxsPSIjMzc0MTUxIj5XaXRob3V0IFJBUEwgdGhlIDkwICUgZm9sbG93cyBDUFUgdGltZSBvbmx5LiBDcmF5IFBNIGNvdW50ZXJzIGdpdmUgQ1BVLCBtZW1vcnkgYW5kIG5vZGUgcG93ZXIgZGlyZWN0bHksIHNvIG5vIDkwLzEwIGFzc3VtcHRpb24gaXMgbWFkZS48L3RleHQ+CgogIDxsaW5lIHgxPSIyMCIgeTE9IjMyMCIgeDI9Ijk4MCIgeTI9IjMyMCIgc3Ryb2tlPSIjOWNhM2FmIiBzdHJva2Utd2lkdGg9IjEiLz4KICA8dGV4dCB4PSIyMCIgeT0iMzQ1IiBmb250LXNpemU9IjEyIiBmb250LXdlaWdodD0iYm9sZCIgZmlsbD0iIzM3NDE1MSI+R1BVIFBPV0VSPC90ZXh0PgoKICA8ZyBzdHJva2U9IiMzNzQxNTEiIHN0cm9rZS13aWR0aD0iMS4zIj4KICAgIDxyZWN0IHg9IjIwIiB5PSIzNjAiIHdpZHRoPSIyMDAiIGhlaWdodD0iODAiIHJ4PSI4IiBmaWxsPSIjZmVmM2M3Ii8+CiAgICA8cmVjdCB4PSIyNzAiIHk9IjM2MCIgd2lkdGg9IjE5MCIgaGVpZ2h0PSI4MCIgcng9IjYiIGZpbGw9IiNkYmVhZmUiLz4KICAgIDxyZWN0IHg9IjUxMCIgeT0iMzYwIiB3aWR0aD0iMTkwIiBoZWlnaHQ9IjgwIiByeD0iNiIgZmlsbD0iI2RiZWFmZSIvPgogICAgPHJlY3QgeD0iNzYwIiB5PSIzNjAiIHdpZHRoPSIyMjAiIGhlaWdodD0iODAiIHJ4PSI4IiBmaWxsPSIjZGNmY2U3Ii8+CiAgPC9nPgogIDxnIGZpbGw9IiMxMTE4MjciIHRleHQtYW5jaG9yPSJtaWRkbGUiPgogICAgPHRleHQgeD0iMTIwIiB5PSIzODYiIGZvbnQtc2l6ZT0iMTQiIGZvbnQtd2VpZ2h0PSJib2xkIj5HUFUgcG93ZXIgw5cgUFVFPC90ZXh0PgogICAgPHRleHQgeD0iMTIwIiB5PSI0MDUiIGZvbnQtc2l6ZT0iMTEiPmZyb20gRENHTSBvciBBTUQgZXhwb3J0ZXI8L3RleHQ+CiAgICA8dGV4dCB4PSIxMjAiIHk9IjQyMiIgZm9udC1zaXplPSIxMSI+b25lIHZhbHVlIHBlciBwaHlzaWNhbCBHUFU8L3RleHQ+CiAgICA8dGV4dCB4PSIzNjUiIHk9IjM4NiIgZm9udC1zaXplPSIxMyIgZm9udC13ZWlnaHQ9ImJvbGQiPsOXIFNNIHNoYXJlPC90ZXh0PgogICAgPHRleHQgeD0iMzY1IiB5PSI0MDUiIGZvbnQtc2l6ZT0iMTEiPm9mIHRoZSBHUFUgaW5zdGFuY2UgKE1JRyk8L3RleHQ+CiAgICA8dGV4dCB4PSIzNjUiIHk9IjQyMiIgZm9udC1zaXplPSIxMSI+b3Igb2YgYWN0aXZlIFNNcywgd2hlbiBwcm9maWxlZDwvdGV4dD4KICAgIDx0ZXh0IHg9IjYwNSIgeT0iMzgwIiBmb250LXNpemU9IjEzIiBmb250LXdlaWdodD0iYm9sZCI+w5cgc2hhcmUgb2YgdW5pdCB1PC90ZXh0PgogICAgPHRleHQgeD0iNjA1IiB5PSIzOTciIGZvbnQtc2l6ZT0iMTEiPjEsIG9yIGl0cyBzaGFyZHMgKE1QUykgZGl2aWRlZDwvdGV4dD4KICAgIDx0ZXh0IHg9IjYwNSIgeT0iNDEyIiBmb250LXNpemU9IjExIj5ieSBhbGwgc2hhcmRzIGluIHVzZSBvbiB0aGUgR1BVPC90ZXh0PgogICAgPHRleHQgeD0iNjA1IiB5PSI0MjgiIGZvbnQtc2l6ZT0iMTEiPihncHVfaW5kZXhfZmxhZyk8L3RleHQ+CiAgICA8dGV4dCB4PSI4NzAiIHk9IjM5MCIgZm9udC1zaXplPSIxNCIgZm9udC13ZWlnaHQ9ImJvbGQiPkdQVSBwb3dlciBvZiB1bml0IHU8L3RleHQ+CiAgICA8dGV4dCB4PSI4NzAiIHk9IjQxMiIgZm9udC1zaXplPSIxMSI+dXVpZDpjZWVtc19ncHVfcG93ZXJfd2F0dHM6cHVlIChXKTwvdGV4dD4KICA8L2c+CiAgPGcgc3Ryb2tlPSIjMWYyOTM3IiBzdHJva2Utd2lkdGg9IjEuNiIgZmlsbD0ibm9uZSI+CiAgICA8bGluZSB4MT0iMjIwIiB5MT0iNDAwIiB4Mj0iMjY4IiB5Mj0iNDAwIiBtYXJrZXItZW5kPSJ1cmwoI3BzLWFycm93KSIvPgogICAgPGxpbmUgeDE9IjQ2MCIgeTE9IjQwMCIgeDI9IjUwOCIgeTI9IjQwMCIgbWFya2VyLWVuZD0idXJsKCNwcy1hcnJvdykiLz4KICAgIDxsaW5lIHgxPSI3MDAiIHkxPSI0MDAiIHgyPSI3NTgiIHkyPSI0MDAiIG1hcmtlci1lbmQ9InVybCgjcHMtYXJyb3cpIi8+CiAgPC9nPgo8L3N2Zz4K");

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
20089(module) {
module.exports = JSON.parse('{"id":"advanced/power-consumption","title":"Power consumption","description":"How CEEMS measures node and GPU power, the formulas that split it among compute units, how energy and emissions follow, how to configure emission factors, and how accurate the result is.","source":"@site/docs/advanced/power-consumption.md","sourceDirName":"advanced","slug":"/advanced/power-consumption","permalink":"/ceems/docs/advanced/power-consumption","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/advanced/power-consumption.md","tags":[],"version":"current","lastUpdatedAt":1795475506000,"sidebarPosition":2,"frontMatter":{"title":"Power consumption","description":"How CEEMS measures node and GPU power, the formulas that split it among compute units, how energy and emissions follow, how to configure emission factors, and how accurate the result is.","sidebar_position":2},"sidebar":"ceemsSidebar","previous":{"title":"Multi-cluster setups","permalink":"/ceems/docs/advanced/multi-cluster"},"next":{"title":"Known issues","permalink":"/ceems/docs/advanced/known-issues"}}')

},

};
;