exports.ids = ["4452"];
exports.modules = {
40146(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_usage_ceems_exporter_md_e62_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_usage_ceems_exporter_md_e62_json__rspack_import_0 = __webpack_require__(55331);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_4 = __webpack_require__(28453);
/* import */ var _theme_Tabs__rspack_import_2 = __webpack_require__(27154);
/* import */ var _theme_Tabs__rspack_import_2_default = /*#__PURE__*/__webpack_require__.n(_theme_Tabs__rspack_import_2);
/* import */ var _theme_TabItem__rspack_import_3 = __webpack_require__(35164);


const frontMatter = {
	title: 'Running the CEEMS exporter',
	description: 'Start the CEEMS exporter on a compute node with the collectors you need and check that it exports compute unit and energy metrics.',
	sidebar_position: 1
};
const contentTitle = undefined;

const assets = {

};





const toc = [{
  "value": "1. Choose the collectors",
  "id": "choose",
  "level": 2
}, {
  "value": "2. Run the exporter in the foreground",
  "id": "run",
  "level": 2
}, {
  "value": "3. Check the exported metrics",
  "id": "check",
  "level": 2
}, {
  "value": "4. Make the flags permanent",
  "id": "systemd",
  "level": 2
}, {
  "value": "When it does not work",
  "id": "troubleshooting",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    admonition: "admonition",
    code: "code",
    h2: "h2",
    li: "li",
    p: "p",
    pre: "pre",
    table: "table",
    tbody: "tbody",
    td: "td",
    th: "th",
    thead: "thead",
    tr: "tr",
    ul: "ul",
    ...(0,_mdx_js_react__rspack_import_4/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["This page is for operators. It takes you from an installed ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_exporter"
      }), " binary to an exporter that\nreports the compute units and the power of a node, checked with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "curl"
      }), ". The example is a Slurm GPU node\ncalled ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gpu-node-012"
      }), " with a BMC that supports IPMI DCMI; the tabs show the changes for OpenStack and\nKubernetes nodes. What each collector reads and needs is explained in\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/components/ceems-exporter",
        children: "CEEMS exporter"
      }), "; every flag is in the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/cli/ceems-exporter",
        children: "command line reference"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["You need the exporter installed (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/installation/os-packages",
        children: "OS packages"
      }), " or\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/installation/pre-compiled-binaries",
        children: "pre-compiled binaries"
      }), ") and root access on the node."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "choose",
      children: "1. Choose the collectors"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Three collectors run unless you turn them off: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cpu"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "meminfo"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rapl"
      }), ". Add the collector of your\nresource manager, one source of node power, and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "emissions"
      }), " if you want emissions in gCO2e. These are the\nflags to add to the command line:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      title: "Emission factors from one exporter only",
      type: "warning",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["Run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.emissions"
        }), " on one exporter of the cluster only, and leave it out on every other node.\nThe factors do not depend on the node, and the recording rules that turn power into emissions need a\nsingle ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_emissions_gCo2_kWh"
        }), " series per provider and country (see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/components/metrics#emissions",
          children: "the emissions collector"
        }), "). A common choice is a separate exporter\non the API server host with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.disable-defaults --collector.emissions --collector.emissions.provider=owid"
        }), " (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/configuration/prometheus#example",
          children: "Prometheus configuration"
        }), ").\nThis page enables it on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "gpu-node-012"
        }), " so that you can check its output in one place."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)((_theme_Tabs__rspack_import_2_default()), {
      groupId: "resource-manager",
      children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_theme_TabItem__rspack_import_3["default"], {
        value: "slurm",
        label: "Slurm",
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-text",
            highlighted: "--collector.slurm\n--collector.ipmi_dcmi\n--collector.emissions\n--collector.emissions.provider=owid",
            children: "--collector.slurm\n--collector.ipmi_dcmi\n--collector.emissions\n--collector.emissions.provider=owid\n"
          })
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["On GPU nodes the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "slurm"
          }), " collector also maps jobs to GPUs, so ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "nvidia-smi"
          }), " (or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "amd-smi"
          }), ") must work on\nthe node."]
        })]
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_theme_TabItem__rspack_import_3["default"], {
        value: "openstack",
        label: "OpenStack (libvirt)",
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-text",
            highlighted: "--collector.libvirt\n--collector.libvirt.blkio-metrics\n--collector.redfish\n--collector.redfish.config.file=/etc/ceems_exporter/redfish-config.yml\n--collector.emissions\n--collector.emissions.provider=owid",
            children: "--collector.libvirt\n--collector.libvirt.blkio-metrics\n--collector.redfish\n--collector.redfish.config.file=/etc/ceems_exporter/redfish-config.yml\n--collector.emissions\n--collector.emissions.provider=owid\n"
          })
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["The Redfish configuration file holds the BMC address and credentials; see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
            href: "/ceems/docs/configuration/config-reference#redfish-collector",
            children: "Redfish collector"
          }), "."]
        })]
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_theme_TabItem__rspack_import_3["default"], {
        value: "k8s",
        label: "Kubernetes",
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-text",
            highlighted: "--collector.k8s\n--collector.ipmi_dcmi\n--collector.emissions\n--collector.emissions.provider=owid",
            children: "--collector.k8s\n--collector.ipmi_dcmi\n--collector.emissions\n--collector.emissions.provider=owid\n"
          })
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["The exporter maps GPUs to pods through the kubelet socket ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/var/lib/kubelet/pod-resources/kubelet.sock"
          }), ".\nIf your kubelet keeps it elsewhere, add ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "--collector.k8s.kubelet-socket-file=<socket-path>"
          }), ": in\n0.10.2 that deprecated flag always overrides ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "--collector.k8s.kubelet-podresources-socket.file"
          }), ",\nwhich therefore has no effect, and the exporter logs a deprecation warning at every start (see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
            href: "/ceems/docs/advanced/known-issues#k8s-socket-flag-override",
            children: "known issues"
          }), ")."]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "--collector.k8s.kubeconfig.file"
          }), " the exporter uses the in-cluster configuration, which is what\nyou want when it runs as a DaemonSet. Outside a pod, give it a kubeconfig file: with neither, the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "k8s"
          }), "\ncollector cannot start and the exporter exits. Set the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "NODE_NAME"
          }), " environment variable of the pod to the node\nname, so that the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "hostname"
          }), " label is the node and not the pod."]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["To run only the collectors you list, add ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.disable-defaults"
      }), " and name ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cpu"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "meminfo"
      }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rapl"
      }), " explicitly if you want them. Keep ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cpu"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "meminfo"
      }), ": the recording rules use them to split node\npower between units."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "run",
      children: "2. Run the exporter in the foreground"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Stop the service if it is running, so that port 9010 is free, and start the exporter by hand with your\nflags and debug logging:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">sudo</span> systemctl stop ceems_exporter\n<span class=\"token function\">sudo</span> /usr/local/bin/ceems_exporter <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">--collector.slurm</span> <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">--collector.ipmi_dcmi</span> <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">--collector.emissions</span> <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">--collector.emissions.provider</span><span class=\"token operator\">=</span>owid <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">--log.level</span><span class=\"token operator\">=</span>debug",
        children: "sudo systemctl stop ceems_exporter\nsudo /usr/local/bin/ceems_exporter \\\n  --collector.slurm \\\n  --collector.ipmi_dcmi \\\n  --collector.emissions \\\n  --collector.emissions.provider=owid \\\n  --log.level=debug\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Running it as root is fine: it keeps only the capabilities its collectors need and continues as the\nuser ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "nobody"
      }), ". In the log, check:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["the line with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Enabled collectors"
        }), ", followed by one line per collector: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cpu"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "emissions"
        }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ipmi_dcmi"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "meminfo"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "rapl"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "slurm"
        }), ";"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["for the resource manager collector, a line starting with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cgroup: mode:"
        }), " that shows the cgroup version\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "v2/unified"
        }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "v1/legacy"
        }), ") and the directories it will walk, for example\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/sys/fs/cgroup/system.slice/slurmstepd.scope"
        }), ";"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["no line with level ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ERROR"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "check",
      children: "3. Check the exported metrics"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "In a second terminal on the node, ask for the metrics and look at the number of units, the node power\nand the status of each collector:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> http://localhost:9010/metrics <span class=\"token operator\">|</span> <span class=\"token function\">grep</span> <span class=\"token parameter variable\">-E</span> <span class=\"token string\">'^ceems_(compute_units|ipmi_dcmi_current_watts|scrape_collector_success)'</span>",
        children: "curl -s http://localhost:9010/metrics | grep -E '^ceems_(compute_units|ipmi_dcmi_current_watts|scrape_collector_success)'\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "ceems_compute_units{hostname=\"gpu-node-012\",manager=\"slurm\"} 3\nceems_ipmi_dcmi_current_watts{hostname=\"gpu-node-012\"} 1184\nceems_scrape_collector_success{collector=\"cpu\"} 1\nceems_scrape_collector_success{collector=\"emissions\"} 1\nceems_scrape_collector_success{collector=\"ipmi_dcmi\"} 1\nceems_scrape_collector_success{collector=\"meminfo\"} 1\nceems_scrape_collector_success{collector=\"rapl\"} 1\nceems_scrape_collector_success{collector=\"slurm\"} 1",
        children: "ceems_compute_units{hostname=\"gpu-node-012\",manager=\"slurm\"} 3\nceems_ipmi_dcmi_current_watts{hostname=\"gpu-node-012\"} 1184\nceems_scrape_collector_success{collector=\"cpu\"} 1\nceems_scrape_collector_success{collector=\"emissions\"} 1\nceems_scrape_collector_success{collector=\"ipmi_dcmi\"} 1\nceems_scrape_collector_success{collector=\"meminfo\"} 1\nceems_scrape_collector_success{collector=\"rapl\"} 1\nceems_scrape_collector_success{collector=\"slurm\"} 1\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_compute_units"
      }), " must match the number of jobs Slurm runs on the node (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "squeue -w gpu-node-012"
      }), ").\nEvery collector should report 1."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Then pick one of the running jobs and look at its series:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> http://localhost:9010/metrics <span class=\"token operator\">|</span> <span class=\"token function\">grep</span> <span class=\"token string\">'uuid=\"2154871\"'</span>",
        children: "curl -s http://localhost:9010/metrics | grep 'uuid=\"2154871\"'\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "ceems_compute_unit_cpu_system_seconds_total{cgrouphostname=\"\",hostname=\"gpu-node-012\",manager=\"slurm\",uuid=\"2154871\"} 312.45\nceems_compute_unit_cpu_user_seconds_total{cgrouphostname=\"\",hostname=\"gpu-node-012\",manager=\"slurm\",uuid=\"2154871\"} 41237.82\nceems_compute_unit_cpus{cgrouphostname=\"\",hostname=\"gpu-node-012\",manager=\"slurm\",uuid=\"2154871\"} 32\nceems_compute_unit_gpu_index_flag{cgrouphostname=\"\",gpuiid=\"\",gpuuuid=\"GPU-3f8a9c21-7b4e-4d6a-9e12-5c0b8d7f2a64\",hindex=\"gpu-node-012/gpu-1\",hostname=\"gpu-node-012\",index=\"1\",manager=\"slurm\",uuid=\"2154871\"} 1\nceems_compute_unit_gpu_sm_count{cgrouphostname=\"\",gpuiid=\"\",gpuuuid=\"GPU-3f8a9c21-7b4e-4d6a-9e12-5c0b8d7f2a64\",hindex=\"gpu-node-012/gpu-1\",hostname=\"gpu-node-012\",index=\"1\",manager=\"slurm\",uuid=\"2154871\"} 108\nceems_compute_unit_memory_cache_bytes{cgrouphostname=\"\",hostname=\"gpu-node-012\",manager=\"slurm\",uuid=\"2154871\"} 1.234178048e+09\nceems_compute_unit_memory_fail_count{cgrouphostname=\"\",hostname=\"gpu-node-012\",manager=\"slurm\",uuid=\"2154871\"} 0\nceems_compute_unit_memory_rss_bytes{cgrouphostname=\"\",hostname=\"gpu-node-012\",manager=\"slurm\",uuid=\"2154871\"} 4.1876537344e+10\nceems_compute_unit_memory_total_bytes{cgrouphostname=\"\",hostname=\"gpu-node-012\",manager=\"slurm\",uuid=\"2154871\"} 6.8719476736e+10\nceems_compute_unit_memory_used_bytes{cgrouphostname=\"\",hostname=\"gpu-node-012\",manager=\"slurm\",uuid=\"2154871\"} 4.3110715392e+10",
        children: "ceems_compute_unit_cpu_system_seconds_total{cgrouphostname=\"\",hostname=\"gpu-node-012\",manager=\"slurm\",uuid=\"2154871\"} 312.45\nceems_compute_unit_cpu_user_seconds_total{cgrouphostname=\"\",hostname=\"gpu-node-012\",manager=\"slurm\",uuid=\"2154871\"} 41237.82\nceems_compute_unit_cpus{cgrouphostname=\"\",hostname=\"gpu-node-012\",manager=\"slurm\",uuid=\"2154871\"} 32\nceems_compute_unit_gpu_index_flag{cgrouphostname=\"\",gpuiid=\"\",gpuuuid=\"GPU-3f8a9c21-7b4e-4d6a-9e12-5c0b8d7f2a64\",hindex=\"gpu-node-012/gpu-1\",hostname=\"gpu-node-012\",index=\"1\",manager=\"slurm\",uuid=\"2154871\"} 1\nceems_compute_unit_gpu_sm_count{cgrouphostname=\"\",gpuiid=\"\",gpuuuid=\"GPU-3f8a9c21-7b4e-4d6a-9e12-5c0b8d7f2a64\",hindex=\"gpu-node-012/gpu-1\",hostname=\"gpu-node-012\",index=\"1\",manager=\"slurm\",uuid=\"2154871\"} 108\nceems_compute_unit_memory_cache_bytes{cgrouphostname=\"\",hostname=\"gpu-node-012\",manager=\"slurm\",uuid=\"2154871\"} 1.234178048e+09\nceems_compute_unit_memory_fail_count{cgrouphostname=\"\",hostname=\"gpu-node-012\",manager=\"slurm\",uuid=\"2154871\"} 0\nceems_compute_unit_memory_rss_bytes{cgrouphostname=\"\",hostname=\"gpu-node-012\",manager=\"slurm\",uuid=\"2154871\"} 4.1876537344e+10\nceems_compute_unit_memory_total_bytes{cgrouphostname=\"\",hostname=\"gpu-node-012\",manager=\"slurm\",uuid=\"2154871\"} 6.8719476736e+10\nceems_compute_unit_memory_used_bytes{cgrouphostname=\"\",hostname=\"gpu-node-012\",manager=\"slurm\",uuid=\"2154871\"} 4.3110715392e+10\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Compare with what Slurm allocated (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "scontrol show job 2154871"
      }), "): ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_compute_unit_cpus"
      }), " is the number\nof CPUs in the job's cpuset, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_compute_unit_memory_total_bytes"
      }), " its memory limit, and the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_compute_unit_gpu_index_flag"
      }), " series name the GPUs the job holds. Run the command twice a few\nseconds apart: the CPU seconds must grow while the job computes."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "For the emissions collector, look for your country's factor in gCO2e/kWh:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> http://localhost:9010/metrics <span class=\"token operator\">|</span> <span class=\"token function\">grep</span> <span class=\"token string\">'ceems_emissions_gCo2_kWh{.*country_code=\"FR\"'</span>",
        children: "curl -s http://localhost:9010/metrics | grep 'ceems_emissions_gCo2_kWh{.*country_code=\"FR\"'\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "ceems_emissions_gCo2_kWh{country=\"France\",country_code=\"FR\",provider=\"owid\",provider_name=\"OWID\"} 44.179085",
        children: "ceems_emissions_gCo2_kWh{country=\"France\",country_code=\"FR\",provider=\"owid\",provider_name=\"OWID\"} 44.179085\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Stop the exporter with Ctrl+C when you are satisfied."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "systemd",
      children: "4. Make the flags permanent"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The systemd unit installed by the packages runs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_exporter"
      }), " as the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), " user with the\ncapabilities the collectors may need, and appends the content of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CEEMS_EXPORTER_OPTIONS"
      }), "\nenvironment variable to its command line. Set it in a drop-in file:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">sudo</span> systemctl edit ceems_exporter",
        children: "sudo systemctl edit ceems_exporter\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "In the editor, add:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-ini",
        highlighted: "[Service]\nEnvironment=\"CEEMS_EXPORTER_OPTIONS=--collector.slurm --collector.ipmi_dcmi --collector.emissions --collector.emissions.provider=owid\"",
        children: "[Service]\nEnvironment=\"CEEMS_EXPORTER_OPTIONS=--collector.slurm --collector.ipmi_dcmi --collector.emissions --collector.emissions.provider=owid\"\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Then start the service and check it again:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">sudo</span> systemctl restart ceems_exporter\nsystemctl status ceems_exporter\n<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> http://localhost:9010/metrics <span class=\"token operator\">|</span> <span class=\"token function\">grep</span> <span class=\"token string\">'^ceems_scrape_collector_success'</span>",
        children: "sudo systemctl restart ceems_exporter\nsystemctl status ceems_exporter\ncurl -s http://localhost:9010/metrics | grep '^ceems_scrape_collector_success'\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The unit also passes ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--web.config.file=/etc/ceems_exporter/web-config.yml"
      }), ". As packaged, that file is\nan empty template: the exporter serves plain HTTP with no authentication until you fill it in. If you\nenabled basic authentication there (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/basic-auth",
        children: "Basic authentication"
      }), "), add\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "-u <user>:<password>"
      }), " to the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "curl"
      }), " commands; an answer of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Unauthorized"
      }), " means the credentials are\nmissing or wrong."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The last step is to let Prometheus scrape the exporter: see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/prometheus",
        children: "Prometheus configuration"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "troubleshooting",
      children: "When it does not work"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Symptom"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Cause and fix"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The exporter exits at once with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "failed to parse CLI flags"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["A flag is misspelt or belongs to another version; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_exporter --help"
            }), " lists the flags of the installed binary."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The exporter exits after ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Failed to create a new CEEMS collector"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["A collector could not start; the error just before names it. With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "emissions"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "api token missing for Electricity Maps"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "missing username/password/region for Watt Time"
            }), " means you did not limit ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.emissions.provider"
            }), "; with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish"
            }), ", the configuration file or the BMC is unreachable; with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hwmon"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "power or energy hwmon are not available for this system"
            }), " means the node has no power sensor (drop ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.hwmon"
            }), " there); with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "k8s"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Failed to create k8s client"
            }), " means it found neither a kubeconfig file nor an in-cluster configuration; on GPU nodes, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Error fetching GPU devices"
            }), " means ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "nvidia-smi"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "amd-smi"
            }), " failed."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["On a Slurm node, the exporter exits with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "no cgroup roots found in /sys/fs/cgroup/system.slice with name slurmstepd.scope"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurmd"
            }), " has not run since the node booted, so its cgroup root does not exist yet. Start ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurmd"
            }), " first, then the exporter."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The log shows ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Failed to start server"
            }), " with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "bind: address already in use"
            }), ", and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "curl"
            }), " reaches another process"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Another exporter (often the service) holds the port. Stop it, or use ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.listen-address=:9011"
            }), " for the test."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_units"
            }), " is 0 while jobs run"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cgroup:"
            }), " log line shows where the collector looks. On cgroups v1 the jobs may be under another controller; set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.cgroups.active-subsystem"
            }), ". On Kubernetes, containers under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/system.slice"
            }), " mean the kubelet and the container runtime use different cgroup drivers."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Stale cgroups without any processes found"
            }), " warnings"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Slurm left cgroups of finished jobs behind. They are ignored; clean them up on the Slurm side."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["No ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_gpu_index_flag"
            }), " series on a GPU node"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The exporter cannot read the jobs' environment: it needs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SYS_PTRACE"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_READ_SEARCH"
            }), ". The log warns ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Failed to get GPU ordinals or job does not request GPU resources"
            }), " for each such job."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_scrape_collector_success{collector=\"rapl\"} 0"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The exporter found no RAPL zones: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/class/powercap"
            }), " is missing (virtual machines, nodes without the RAPL driver) or cannot be listed. With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--log.level=debug"
            }), " the log says ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Platform doesn't have powercap files present"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Can't access powercap files"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rapl_*_power_limit_watts_total"
            }), " series are present but ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_rapl_package_joules_total"
            }), " is missing, and the log shows ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Failed to update RAPL energy counters"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The exporter cannot read the energy counters, which are readable by root only since Linux 5.10: it lacks ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_READ_SEARCH"
            }), ". ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_scrape_collector_success{collector=\"rapl\"}"
            }), " stays 1 in this case."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_scrape_collector_success{collector=\"ipmi_dcmi\"} 0"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The BMC gave no power reading. Run the IPMI tool by hand (for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ipmitool dcmi power reading"
            }), ") to see whether the BMC supports DCMI power readings."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "perf_event_open syscall is not possible with perf_event_paranoid=3"
            }), " with perf collectors"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sysctl kernel.perf_event_paranoid=2"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ebpf collector does not support kernel < 5.8"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Upgrade the kernel or drop the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.ebpf.*"
            }), " flags."]
          })]
        })]
      })]
    })]
  });
}
function MDXContent(props = {}) {
  const {wrapper: MDXLayout} = {
    ...(0,_mdx_js_react__rspack_import_4/* .useMDXComponents */.R)(),
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
55331(module) {
"use strict";
module.exports = JSON.parse('{"id":"usage/ceems-exporter","title":"Running the CEEMS exporter","description":"Start the CEEMS exporter on a compute node with the collectors you need and check that it exports compute unit and energy metrics.","source":"@site/docs/usage/ceems-exporter.md","sourceDirName":"usage","slug":"/usage/ceems-exporter","permalink":"/ceems/docs/usage/ceems-exporter","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/usage/ceems-exporter.md","tags":[],"version":"current","lastUpdatedAt":1795471597000,"sidebarPosition":1,"frontMatter":{"title":"Running the CEEMS exporter","description":"Start the CEEMS exporter on a compute node with the collectors you need and check that it exports compute unit and energy metrics.","sidebar_position":1},"sidebar":"ceemsSidebar","previous":{"title":"Usage","permalink":"/ceems/docs/category/usage"},"next":{"title":"Running the CEEMS API server","permalink":"/ceems/docs/usage/ceems-api-server"}}')

},

};
;