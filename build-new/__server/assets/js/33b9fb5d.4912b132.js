"use strict";
exports.ids = ["3934"];
exports.modules = {
68314(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_deployments_guide_md_33b_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_deployments_guide_md_33b_json__rspack_import_0 = __webpack_require__(13468);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Deployment guide',
	description: 'Deploy CEEMS end to end on one cluster, from the exporter on compute nodes to Grafana dashboards, and check each step.',
	sidebar_position: 1
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "What you build",
  "id": "overview",
  "level": 2
}, {
  "value": "Step 1: Run the exporter on the compute nodes",
  "id": "exporter",
  "level": 2
}, {
  "value": "Step 2: Scrape the exporters with Prometheus",
  "id": "prometheus",
  "level": 2
}, {
  "value": "Step 3: Generate the recording rules",
  "id": "rules",
  "level": 2
}, {
  "value": "Step 4: Run the API server",
  "id": "api-server",
  "level": 2
}, {
  "value": "Step 5: Put the load balancer in front of Prometheus",
  "id": "lb",
  "level": 2
}, {
  "value": "Step 6: Connect Grafana",
  "id": "grafana",
  "level": 2
}, {
  "value": "Step 7: Give users <code>cacct</code>",
  "id": "cacct",
  "level": 2
}, {
  "value": "Troubleshooting",
  "id": "troubleshooting",
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
      children: ["This guide is for operators. It takes one Slurm cluster from nothing to working dashboards: exporters\non the compute nodes, Prometheus with the CEEMS recording rules, the API server with its database, the\nload balancer with access control, Grafana, and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " for users. Every step ends with a check, so you\nknow it worked before you build on it. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/deployments/hpc",
        children: "Slurm, OpenStack and Kubernetes"
      }), " covers what is\nspecific to each resource manager."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "overview",
      children: "What you build"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "Deployment of one cluster: compute nodes run ceems_exporter on port 9010 and the DCGM exporter on port 9400; a management host runs Prometheus, an emissions-only exporter, ceems_api_server with ceems.db, and ceems_lb; Grafana queries ceems_lb and the API server; cacct on login nodes queries the API server; the API server runs sacct against slurmdbd. Numbers 1 to 7 mark the steps of this guide.",
        src: (__webpack_require__(84190)/* ["default"] */.A) + "",
        width: "1000",
        height: "450"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The example used throughout:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Item"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Value"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Cluster identifier"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm-0"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CPU nodes"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "node001"
            }), " to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "node128"
            }), ", power from IPMI-DCMI and RAPL"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "GPU nodes"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpu01"
            }), " to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpu16"
            }), ", NVIDIA GPUs"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Management host"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems.example.org"
            }), ": Prometheus, API server, load balancer"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Grafana"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "grafana.example.org"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Country of the data centre"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["France (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "FR"
            }), ")"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Ports:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Port"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Program"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Clients"
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
            children: "9400"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "NVIDIA DCGM exporter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Prometheus"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "9090"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Prometheus"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool"
            }), ", Grafana (cluster status dashboard only)"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "9020"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Grafana, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "9030"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb"
            }), " (Prometheus side)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Grafana"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "9040"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb"
            }), " (Pyroscope side, optional)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Grafana"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "4040"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Pyroscope (optional)"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb"
            }), ", exporters"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "3000"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Grafana"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "browsers"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Before you start, read the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/installation/prerequisites",
        children: "prerequisites"
      }), " and install the packages\nas described in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/installation/os-packages",
        children: "OS packages"
      }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_exporter"
      }), " on every compute node\nand on the management host, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server"
      }), " (it also installs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), ") and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_lb"
      }), " on the\nmanagement host, and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " on the login nodes. Prometheus, Grafana and the NVIDIA DCGM exporter come\nfrom their own projects."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "exporter",
      children: "Step 1: Run the exporter on the compute nodes"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Create a password for the exporters. The packages install each web config file as an empty\ntemplate, so the exporter starts with plain HTTP and no authentication. On the management host,\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_tool"
          }), " writes a web config file with basic auth for the user ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems"
          }), " and prints the plain-text\npassword once. Without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "--tls"
          }), " it does not create the output directory, so create it first:"]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">mkdir</span> <span class=\"token parameter variable\">-p</span> /root/ceems-exporter-web\nceems_tool config create-web-config --output-dir<span class=\"token operator\">=</span>/root/ceems-exporter-web",
            children: "mkdir -p /root/ceems-exporter-web\nceems_tool config create-web-config --output-dir=/root/ceems-exporter-web\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Keep the password for Prometheus (step 2). Install the file as\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/etc/ceems_exporter/web-config.yml"
          }), " on every compute node and on the management host, readable by\nthe ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems"
          }), " group that the exporter runs as; the packaged systemd unit already passes that path to\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "--web.config.file"
          }), ". On each node, after copying the file there:"]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">install</span> <span class=\"token parameter variable\">-o</span> root <span class=\"token parameter variable\">-g</span> ceems <span class=\"token parameter variable\">-m</span> 0640 web-config.yml /etc/ceems_exporter/web-config.yml",
            children: "install -o root -g ceems -m 0640 web-config.yml /etc/ceems_exporter/web-config.yml\n"
          })
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Choose the collectors. The packaged unit appends the content of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "CEEMS_EXPORTER_OPTIONS"
          }), " to the\ncommand line. Set it in a drop-in, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/etc/systemd/system/ceems_exporter.service.d/options.conf"
          }), ":"]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-ini",
            highlighted: "[Service]\nEnvironment=\"CEEMS_EXPORTER_OPTIONS=--collector.slurm --collector.ipmi_dcmi\"",
            children: "[Service]\nEnvironment=\"CEEMS_EXPORTER_OPTIONS=--collector.slurm --collector.ipmi_dcmi\"\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Keep all exporter options in this one drop-in. systemd reads the drop-ins of a unit in file name\norder, and the last ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "CEEMS_EXPORTER_OPTIONS"
          }), " it reads replaces the others."]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "cpu"
          }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "meminfo"
          }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "rapl"
          }), " are on by default. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "--collector.slurm"
          }), " reads the cgroup of each job;\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "--collector.ipmi_dcmi"
          }), " reads node power from the BMC through FreeIPMI, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ipmitool"
          }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ipmiutil"
          }), " if\none is installed, or else directly through ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/dev/ipmi0"
          }), ". The\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
            href: "/ceems/docs/configuration/ceems-exporter",
            children: "exporter configuration"
          }), " lists every collector."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["On GPU nodes, install ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "nvidia-smi"
          }), " (it comes with the NVIDIA driver) and run the NVIDIA DCGM exporter\non port 9400. Its counters must include ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "DCGM_FI_DEV_POWER_USAGE_INSTANT"
          }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "DCGM_FI_DEV_GPU_UTIL"
          }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "DCGM_FI_DEV_FB_USED"
          }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "DCGM_FI_DEV_FB_FREE"
          }), ", and also ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "DCGM_FI_PROF_SM_ACTIVE"
          }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "DCGM_FI_PROF_SM_OCCUPANCY"
          }), ". In 0.10.2 the two SM fields are required: without them the GPU\nrules that ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_tool"
          }), " writes in step 3 do not load (see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
            href: "/ceems/docs/advanced/known-issues#nvidia-rules-need-sm-fields",
            children: "known issues"
          }), "). The file\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "etc/nvidia-dcgm-exporter/counters.csv"
          }), " in the CEEMS repository lists all the counters CEEMS uses,\nthese two included."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Restart the exporter to apply the drop-in (the package enables and starts it at install time,\nwith the default collectors only):"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "systemctl daemon-reload\nsystemctl <span class=\"token builtin class-name\">enable</span> ceems_exporter\nsystemctl restart ceems_exporter",
            children: "systemctl daemon-reload\nsystemctl enable ceems_exporter\nsystemctl restart ceems_exporter\n"
          })
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "On the management host, make the exporter export only emission factors. Prometheus rules join\nevery node's power with these series, so exactly one target may export them. Use the same drop-in\nfile and the same commands as on the compute nodes, with these options:"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-ini",
            highlighted: "[Service]\nEnvironment=\"CEEMS_EXPORTER_OPTIONS=--collector.disable-defaults --collector.emissions --collector.emissions.provider=owid --collector.emissions.provider=rte\"",
            children: "[Service]\nEnvironment=\"CEEMS_EXPORTER_OPTIONS=--collector.disable-defaults --collector.emissions --collector.emissions.provider=owid --collector.emissions.provider=rte\"\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "owid"
          }), " needs nothing; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "rte"
          }), " needs outbound HTTPS and covers France only. Always name the providers:\nwithout ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "--collector.emissions.provider"
          }), ", the exporter tries all of them and refuses to start when\nElectricity Maps or WattTime credentials are missing. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
            href: "/ceems/docs/advanced/power-consumption",
            children: "Power consumption"
          }), "\ndescribes each provider."]
        }), "\n"]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Check."
      }), " From the management host, ask a node for its metrics (replace ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<password>"
      }), "):"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> <span class=\"token parameter variable\">-u</span> ceems:<span class=\"token operator\">&lt;</span>password<span class=\"token operator\">&gt;</span> http://node001:9010/metrics <span class=\"token operator\">|</span> <span class=\"token function\">grep</span> <span class=\"token parameter variable\">-E</span> <span class=\"token string\">'^ceems_(compute_units|rapl_package_joules_total|ipmi_dcmi_current_watts|scrape_collector_success)'</span>",
        children: "curl -s -u ceems:<password> http://node001:9010/metrics | grep -E '^ceems_(compute_units|rapl_package_joules_total|ipmi_dcmi_current_watts|scrape_collector_success)'\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["You should see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_compute_units"
      }), " (the number of running jobs on the node), RAPL and IPMI values, and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_scrape_collector_success"
      }), " equal to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "1"
      }), " for each collector. On the management host,\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_emissions_gCo2_kWh"
      }), " must appear with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "provider=\"owid\""
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "provider=\"rte\""
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["If the exporter does not start, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "journalctl -u ceems_exporter"
      }), " names the collector that failed. The\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/deployments/hpc#slurm",
        children: "Slurm notes"
      }), " explain what the Slurm collector needs from the node. A collector whose\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_scrape_collector_success"
      }), " is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "0"
      }), " logs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "collector failed"
      }), " with the reason at each scrape, unless\nit only found no data: then it logs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "collector returned no data"
      }), " at the debug level only. That is the\ncase of RAPL when the node has no readable ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/sys/class/powercap"
      }), " files, of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ipmi_dcmi"
      }), " for every\nfailure to read the BMC, and of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cray_pm_counters"
      }), " when its files are missing. To see why, run the\nexporter with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--log.level=debug"
      }), " (add it to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CEEMS_EXPORTER_OPTIONS"
      }), "), or run the IPMI command by hand\nas root. If ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "curl"
      }), " answers ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "401 Unauthorized"
      }), ", the password does not match the web config file on that\nnode."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "prometheus",
      children: "Step 2: Scrape the exporters with Prometheus"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Store the exporter password in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/etc/prometheus/ceems-exporter.password"
          }), ", readable by Prometheus."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Add three scrape jobs to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/etc/prometheus/prometheus.yml"
          }), ". Keep the default ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "instance"
          }), " label\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "host:port"
          }), ") and use the same host names for the CEEMS and DCGM targets of a GPU node:\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_tool"
          }), " and the GPU rules pair the two jobs by host name."]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-yaml",
            highlighted: "<span class=\"token key atrule\">global</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">scrape_interval</span><span class=\"token punctuation\">:</span> 15s\n  <span class=\"token key atrule\">evaluation_interval</span><span class=\"token punctuation\">:</span> 15s\n\n<span class=\"token key atrule\">rule_files</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> /etc/prometheus/rules/<span class=\"token important\">*.rules</span>\n\n<span class=\"token key atrule\">scrape_configs</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">job_name</span><span class=\"token punctuation\">:</span> ceems\n    <span class=\"token key atrule\">basic_auth</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> ceems\n      <span class=\"token key atrule\">password_file</span><span class=\"token punctuation\">:</span> /etc/prometheus/ceems<span class=\"token punctuation\">-</span>exporter.password\n    <span class=\"token key atrule\">static_configs</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">targets</span><span class=\"token punctuation\">:</span>\n          <span class=\"token punctuation\">-</span> node001<span class=\"token punctuation\">:</span><span class=\"token number\">9010</span>\n          <span class=\"token punctuation\">-</span> node002<span class=\"token punctuation\">:</span><span class=\"token number\">9010</span>\n          <span class=\"token punctuation\">-</span> gpu01<span class=\"token punctuation\">:</span><span class=\"token number\">9010</span>\n          <span class=\"token punctuation\">-</span> gpu02<span class=\"token punctuation\">:</span><span class=\"token number\">9010</span>\n\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">job_name</span><span class=\"token punctuation\">:</span> dcgm\n    <span class=\"token key atrule\">static_configs</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">targets</span><span class=\"token punctuation\">:</span>\n          <span class=\"token punctuation\">-</span> gpu01<span class=\"token punctuation\">:</span><span class=\"token number\">9400</span>\n          <span class=\"token punctuation\">-</span> gpu02<span class=\"token punctuation\">:</span><span class=\"token number\">9400</span>\n\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">job_name</span><span class=\"token punctuation\">:</span> ceems<span class=\"token punctuation\">-</span>emissions\n    <span class=\"token key atrule\">basic_auth</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> ceems\n      <span class=\"token key atrule\">password_file</span><span class=\"token punctuation\">:</span> /etc/prometheus/ceems<span class=\"token punctuation\">-</span>exporter.password\n    <span class=\"token key atrule\">static_configs</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">targets</span><span class=\"token punctuation\">:</span>\n          <span class=\"token punctuation\">-</span> ceems.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9010</span>",
            children: "global:\n  scrape_interval: 15s\n  evaluation_interval: 15s\n\nrule_files:\n  - /etc/prometheus/rules/*.rules\n\nscrape_configs:\n  - job_name: ceems\n    basic_auth:\n      username: ceems\n      password_file: /etc/prometheus/ceems-exporter.password\n    static_configs:\n      - targets:\n          - node001:9010\n          - node002:9010\n          - gpu01:9010\n          - gpu02:9010\n\n  - job_name: dcgm\n    static_configs:\n      - targets:\n          - gpu01:9400\n          - gpu02:9400\n\n  - job_name: ceems-emissions\n    basic_auth:\n      username: ceems\n      password_file: /etc/prometheus/ceems-exporter.password\n    static_configs:\n      - targets:\n          - ceems.example.org:9010\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "List all your nodes, or use file-based service discovery for long lists."
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Check the file and reload Prometheus:"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "promtool check config /etc/prometheus/prometheus.yml\nsystemctl reload prometheus",
            children: "promtool check config /etc/prometheus/prometheus.yml\nsystemctl reload prometheus\n"
          })
        }), "\n"]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Check."
      }), " In the Prometheus UI, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Status › Targets"
      }), " shows the three jobs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "UP"
      }), ". The query\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sum(ceems_compute_units)"
      }), " returns the number of running jobs on the cluster."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A target that is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "DOWN"
      }), " with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "401 Unauthorized"
      }), " has a password file that does not match the exporter's\nweb config file; with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "connection refused"
      }), ", the exporter is not running on that node or a firewall\nblocks port 9010."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "rules",
      children: "Step 3: Generate the recording rules"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The recording rules compute each job's CPU usage, power (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid:ceems_host_power_watts:pue"
      }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid:ceems_gpu_power_watts:pue"
      }), ") and emissions inside Prometheus. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " writes them from what\nPrometheus has actually scraped, so let the exporters run for a few minutes first, with at least one job\nrunning on a GPU node if you have GPUs. By default ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " looks at the last three hours."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["GPU nodes only: DCGM labels GPUs with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "UUID"
          }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "GPU_I_ID"
          }), ", the CEEMS exporter with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "gpuuuid"
          }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "gpuiid"
          }), ". Print the relabel rules that align them:"]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "ceems_tool tsdb create-relabel-configs <span class=\"token parameter variable\">--url</span><span class=\"token operator\">=</span>http://localhost:9090",
            children: "ceems_tool tsdb create-relabel-configs --url=http://localhost:9090\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Merge the printed ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "metric_relabel_configs"
          }), " into the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "dcgm"
          }), " job. For NVIDIA GPUs the result is:"]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-yaml",
            highlighted: "<span class=\"token key atrule\">scrape_configs</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">job_name</span><span class=\"token punctuation\">:</span> dcgm\n    <span class=\"token key atrule\">static_configs</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">targets</span><span class=\"token punctuation\">:</span>\n          <span class=\"token punctuation\">-</span> gpu01<span class=\"token punctuation\">:</span><span class=\"token number\">9400</span>\n          <span class=\"token punctuation\">-</span> gpu02<span class=\"token punctuation\">:</span><span class=\"token number\">9400</span>\n    <span class=\"token key atrule\">metric_relabel_configs</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">source_labels</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span>modelName<span class=\"token punctuation\">,</span> UUID<span class=\"token punctuation\">]</span>\n        <span class=\"token key atrule\">target_label</span><span class=\"token punctuation\">:</span> gpuuuid\n        <span class=\"token key atrule\">regex</span><span class=\"token punctuation\">:</span> NVIDIA(.<span class=\"token important\">*);(.*)</span>\n        <span class=\"token key atrule\">replacement</span><span class=\"token punctuation\">:</span> $2\n        <span class=\"token key atrule\">action</span><span class=\"token punctuation\">:</span> replace\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">source_labels</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span>modelName<span class=\"token punctuation\">,</span> GPU_I_ID<span class=\"token punctuation\">]</span>\n        <span class=\"token key atrule\">target_label</span><span class=\"token punctuation\">:</span> gpuiid\n        <span class=\"token key atrule\">regex</span><span class=\"token punctuation\">:</span> NVIDIA(.<span class=\"token important\">*);(.*)</span>\n        <span class=\"token key atrule\">replacement</span><span class=\"token punctuation\">:</span> $2\n        <span class=\"token key atrule\">action</span><span class=\"token punctuation\">:</span> replace\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">regex</span><span class=\"token punctuation\">:</span> UUID\n        <span class=\"token key atrule\">action</span><span class=\"token punctuation\">:</span> labeldrop\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">regex</span><span class=\"token punctuation\">:</span> GPU_I_ID\n        <span class=\"token key atrule\">action</span><span class=\"token punctuation\">:</span> labeldrop",
            children: "scrape_configs:\n  - job_name: dcgm\n    static_configs:\n      - targets:\n          - gpu01:9400\n          - gpu02:9400\n    metric_relabel_configs:\n      - source_labels: [modelName, UUID]\n        target_label: gpuuuid\n        regex: NVIDIA(.*);(.*)\n        replacement: $2\n        action: replace\n      - source_labels: [modelName, GPU_I_ID]\n        target_label: gpuiid\n        regex: NVIDIA(.*);(.*)\n        replacement: $2\n        action: replace\n      - regex: UUID\n        action: labeldrop\n      - regex: GPU_I_ID\n        action: labeldrop\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Reload Prometheus and wait a few scrapes before the next command."
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Write the rules. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "--country-code"
          }), " selects the emission factors of your country; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "--pue"
          }), " is the\nPower Usage Effectiveness of your data centre (default ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "1"
          }), "):"]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">mkdir</span> <span class=\"token parameter variable\">-p</span> /etc/prometheus/rules\nceems_tool tsdb create-recording-rules <span class=\"token parameter variable\">--url</span><span class=\"token operator\">=</span>http://localhost:9090 --country-code<span class=\"token operator\">=</span>FR <span class=\"token parameter variable\">--pue</span><span class=\"token operator\">=</span><span class=\"token number\">1.2</span> --output-dir<span class=\"token operator\">=</span>/etc/prometheus/rules",
            children: "mkdir -p /etc/prometheus/rules\nceems_tool tsdb create-recording-rules --url=http://localhost:9090 --country-code=FR --pue=1.2 --output-dir=/etc/prometheus/rules\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["It writes one file per scrape job that has power metrics, named after the job (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems.rules"
          }), "), and\none for the GPU job paired with it (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "dcgm-gpu.rules"
          }), "). Jobs without power metrics, such as\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems-emissions"
          }), ", get no file. With Redfish, if a node reports several chassis, the command asks you\nwhich one carries the node's power."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Make the files readable by Prometheus, check them and reload:"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">chown</span> <span class=\"token parameter variable\">-R</span> prometheus: /etc/prometheus/rules\npromtool check rules /etc/prometheus/rules/*.rules\nsystemctl reload prometheus",
            children: "chown -R prometheus: /etc/prometheus/rules\npromtool check rules /etc/prometheus/rules/*.rules\nsystemctl reload prometheus\n"
          })
        }), "\n"]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Check."
      }), " After one evaluation interval, these queries return series for every running job:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-promql",
        highlighted: "uuid:ceems_cpu_usage:ratio_irate\nuuid:ceems_host_power_watts:pue\nuuid:ceems_host_emissions_g_s:pue",
        children: "uuid:ceems_cpu_usage:ratio_irate\nuuid:ceems_host_power_watts:pue\nuuid:ceems_host_emissions_g_s:pue\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The rules keep the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "instance"
      }), " label, so a job gets one series per node it runs on, and the emissions\nrule one series per node and provider (two here, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "owid"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rte"
      }), "). On GPU jobs,\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid:ceems_gpu_power_watts:pue"
      }), " returns one series per GPU. In 0.10.2 the GPU power rule\nfails when one physical GPU serves several jobs or MIG instances at once (see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#gpu-power-rules-mig-shared",
        children: "known issues"
      }), "). Run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " again\nwhenever you add a group of nodes with another power source, rename a scrape job, or change the PUE."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["If a query returns nothing, see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#troubleshooting",
        children: "Troubleshooting"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "api-server",
      children: "Step 4: Run the API server"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Protect the API with basic auth. Create a web config file for it, give it to the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems"
          }), " user, and\nkeep the printed password for Grafana and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "cacct"
          }), ":"]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "ceems_tool config create-web-config --output-dir<span class=\"token operator\">=</span>/etc/ceems_api_server\n<span class=\"token function\">chown</span> ceems:root /etc/ceems_api_server/web-config.yml",
            children: "ceems_tool config create-web-config --output-dir=/etc/ceems_api_server\nchown ceems:root /etc/ceems_api_server/web-config.yml\n"
          })
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Write ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/etc/ceems_api_server/config.yml"
          }), ":"]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-yaml",
            highlighted: "<span class=\"token key atrule\">ceems_api_server</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">data</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">path</span><span class=\"token punctuation\">:</span> /var/lib/ceems\n    <span class=\"token key atrule\">retention_period</span><span class=\"token punctuation\">:</span> 1y\n    <span class=\"token key atrule\">update_interval</span><span class=\"token punctuation\">:</span> 15m\n    <span class=\"token key atrule\">backup_path</span><span class=\"token punctuation\">:</span> /var/lib/ceems/backups\n    <span class=\"token key atrule\">backup_interval</span><span class=\"token punctuation\">:</span> 1d\n  <span class=\"token key atrule\">admin</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">users</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> hpc<span class=\"token punctuation\">-</span>admin\n\n<span class=\"token key atrule\">clusters</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n    <span class=\"token key atrule\">manager</span><span class=\"token punctuation\">:</span> slurm\n    <span class=\"token key atrule\">updaters</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> tsdb<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n    <span class=\"token key atrule\">cli</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">path</span><span class=\"token punctuation\">:</span> /usr/bin\n\n<span class=\"token key atrule\">updaters</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> tsdb<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n    <span class=\"token key atrule\">updater</span><span class=\"token punctuation\">:</span> tsdb\n    <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//localhost<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n    <span class=\"token key atrule\">extra_config</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">cutoff_duration</span><span class=\"token punctuation\">:</span> 2m",
            children: "ceems_api_server:\n  data:\n    path: /var/lib/ceems\n    retention_period: 1y\n    update_interval: 15m\n    backup_path: /var/lib/ceems/backups\n    backup_interval: 1d\n  admin:\n    users:\n      - hpc-admin\n\nclusters:\n  - id: slurm-0\n    manager: slurm\n    updaters:\n      - tsdb-0\n    cli:\n      path: /usr/bin\n\nupdaters:\n  - id: tsdb-0\n    updater: tsdb\n    web:\n      url: http://localhost:9090\n    extra_config:\n      cutoff_duration: 2m\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
          children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
            children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
              children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "clusters[].id"
              }), " is the identifier of this cluster everywhere in CEEMS. Use letters, digits, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "-"
              }), "\nand ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "_"
              }), " only."]
            }), "\n"]
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
            children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
              children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "cli.path"
              }), " is the directory that holds ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "sacct"
              }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "sacctmgr"
              }), ". The API server runs them as root\nthrough the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "CAP_SETUID"
              }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "CAP_SETGID"
              }), " capabilities that the packaged unit grants; the host\nmust be a Slurm client that can reach ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "slurmdbd"
              }), "."]
            }), "\n"]
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
            children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
              children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "tsdb"
              }), " updater with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "id: tsdb-0"
              }), " fills energy, emissions and usage from Prometheus; the\ncluster uses it because ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "tsdb-0"
              }), " is listed in its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "updaters"
              }), ". Without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "extra_config.queries"
              }), " it\nuses built-in queries that match the rules of step 3. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "cutoff_duration: 2m"
              }), " marks jobs that ran\nfor less than two minutes as ignored, which keeps them out of the lists of units the API returns:\ntheir energy estimate rests on too few samples."]
            }), "\n"]
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
            children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
              children: ["The packaged unit only lets the server write under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "/var/lib/ceems"
              }), ". If ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "backup_path"
              }), " is\nelsewhere, add that path to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "ReadWritePaths="
              }), " in a drop-in."]
            }), "\n"]
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
            children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
              children: ["Keep the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "admin"
              }), " section. Besides naming your admins, it makes the internal account\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "ceems-int-svc"
              }), " an admin; a load balancer that calls the API server over HTTP needs that to\nstart (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
                href: "/ceems/docs/advanced/known-issues#admin-section-required",
                children: "known issues"
              }), ")."]
            }), "\n"]
          }), "\n"]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
            href: "/ceems/docs/configuration/ceems-api-server",
            children: "API server configuration"
          }), " documents every key."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Restart it to load the new files (the package enables and starts it at install time, with its\nsample configuration):"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "systemctl <span class=\"token builtin class-name\">enable</span> ceems_api_server\nsystemctl restart ceems_api_server",
            children: "systemctl enable ceems_api_server\nsystemctl restart ceems_api_server\n"
          })
        }), "\n"]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Check."
      }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " needs the API password to pass basic auth. Put it in an HTTP client file, for\nexample ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/root/api-check.yml"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">basic_auth</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> ceems\n  <span class=\"token key atrule\">password</span><span class=\"token punctuation\">:</span> &lt;password<span class=\"token punctuation\">&gt;</span>",
        children: "basic_auth:\n  username: ceems\n  password: <password>\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "ceems_tool check api-healthy <span class=\"token parameter variable\">--url</span><span class=\"token operator\">=</span>http://localhost:9020 <span class=\"token parameter variable\">--http.config.file</span><span class=\"token operator\">=</span>/root/api-check.yml\n<span class=\"token function\">ls</span> <span class=\"token parameter variable\">-l</span> /var/lib/ceems/ceems.db\njournalctl <span class=\"token parameter variable\">-u</span> ceems_api_server <span class=\"token operator\">|</span> <span class=\"token function\">grep</span> <span class=\"token parameter variable\">-E</span> <span class=\"token string\">'SLURM jobs fetched|Updater'</span>",
        children: "ceems_tool check api-healthy --url=http://localhost:9020 --http.config.file=/root/api-check.yml\nls -l /var/lib/ceems/ceems.db\njournalctl -u ceems_api_server | grep -E 'SLURM jobs fetched|Updater'\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The first command prints ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "SUCCESS:  CEEMS API Server is healthy"
      }), ". The log shows ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "SLURM jobs fetched"
      }), "\nand ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Updater"
      }), " lines every ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "update_interval"
      }), ". After the first update, an admin user can list the\nclusters the database knows and the energy of recent jobs:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> <span class=\"token parameter variable\">-u</span> ceems:<span class=\"token operator\">&lt;</span>password<span class=\"token operator\">&gt;</span> <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Grafana-User: hpc-admin'</span> http://localhost:9020/api/v1/clusters/admin\n<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> <span class=\"token parameter variable\">-u</span> ceems:<span class=\"token operator\">&lt;</span>password<span class=\"token operator\">&gt;</span> <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Grafana-User: hpc-admin'</span> <span class=\"token string\">'http://localhost:9020/api/v1/units/admin?cluster_id=slurm-0&amp;field=uuid&amp;field=total_cpu_energy_usage_kwh&amp;field=total_cpu_emissions_gms'</span>",
        children: "curl -s -u ceems:<password> -H 'X-Grafana-User: hpc-admin' http://localhost:9020/api/v1/clusters/admin\ncurl -s -u ceems:<password> -H 'X-Grafana-User: hpc-admin' 'http://localhost:9020/api/v1/units/admin?cluster_id=slurm-0&field=uuid&field=total_cpu_energy_usage_kwh&field=total_cpu_emissions_gms'\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["On its first start the API server fetches the jobs that ran since midnight of the current day; set\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "data.update_from"
      }), " before the first start to fetch older jobs."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["If the server exits at start, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "journalctl -u ceems_api_server"
      }), " names the cause: a file it cannot\nparse, a cluster that cannot be set up (for example a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cli.path"
      }), " that does not exist), or an unknown\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "updater"
      }), " type. A cluster that lists an updater ID missing from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "updaters"
      }), " logs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Unknown updater ID"
      }), "\nat every update. If ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "SLURM jobs fetched"
      }), " reports ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "num_jobs=0"
      }), " while jobs ran, run\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sacct -X --allusers --starttime=today"
      }), " as root on the host: it must list the day's jobs."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "lb",
      children: "Step 5: Put the load balancer in front of Prometheus"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The load balancer forwards Grafana's queries to Prometheus, after checking that the units named in the\nquery belong to a project (here a Slurm account) the Grafana user is a member of. In 0.10.2 it\nchecks only the first ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), " matcher of a query, so it does not fully isolate users from each other:\nread ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/ceems-lb#access-control",
        children: "Control access"
      }), " before you give users a load\nbalancer data source."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Create its web config file as in step 4, in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/etc/ceems_lb"
          }), ", and chown it to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems"
          }), "."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Write ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/etc/ceems_lb/config.yml"
          }), ":"]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-yaml",
            highlighted: "<span class=\"token key atrule\">ceems_lb</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">strategy</span><span class=\"token punctuation\">:</span> round<span class=\"token punctuation\">-</span>robin\n  <span class=\"token key atrule\">backends</span><span class=\"token punctuation\">:</span>\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n      <span class=\"token key atrule\">tsdb</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//localhost<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n\n<span class=\"token key atrule\">ceems_api_server</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">data</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">path</span><span class=\"token punctuation\">:</span> /var/lib/ceems\n\n<span class=\"token key atrule\">clusters</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n    <span class=\"token key atrule\">manager</span><span class=\"token punctuation\">:</span> slurm",
            children: "ceems_lb:\n  strategy: round-robin\n  backends:\n    - id: slurm-0\n      tsdb:\n        - web:\n            url: http://localhost:9090\n\nceems_api_server:\n  data:\n    path: /var/lib/ceems\n\nclusters:\n  - id: slurm-0\n    manager: slurm\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
          children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "backends[].id"
            }), " must equal the cluster ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "id"
            }), " of the API server."]
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.data.path"
            }), " lets the load balancer read ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems.db"
            }), " directly to check ownership.\nIt must be the API server's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "data.path"
            }), " of step 4, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/var/lib/ceems"
            }), ". With any other directory the\nload balancer finds no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems.db"
            }), " and runs without access control. If it runs on another host,\nset ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.web.url"
            }), " to the API server instead."]
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters"
            }), " is optional here; when present, the load balancer refuses backend IDs that are not in\nit."]
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
            children: ["With Pyroscope, add a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "pyroscope"
            }), " list next to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tsdb"
            }), " under the backend, with the Pyroscope URL\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "http://localhost:4040"
            }), "); the load balancer then also listens on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ":9040"
            }), "."]
          }), "\n"]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
            href: "/ceems/docs/configuration/ceems-lb",
            children: "load balancer configuration"
          }), " documents every key."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Restart it once the API server has recorded at least one job of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "slurm-0"
          }), " (the package enables\nand starts it at install time, with its sample configuration):"]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "systemctl <span class=\"token builtin class-name\">enable</span> ceems_lb\nsystemctl restart ceems_lb",
            children: "systemctl enable ceems_lb\nsystemctl restart ceems_lb\n"
          })
        }), "\n"]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      title: "Start the load balancer after the database has data",
      type: "warning",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["At start-up, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_lb"
        }), " checks that every backend ID exists in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems.db"
        }), " and exits with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "unknown cluster ID"
        }), " if the cluster has no unit yet. If ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems.db"
        }), " does not exist at all when it\nstarts, it runs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "without access control"
        }), " until you restart it. Start it, or restart it, after the\nAPI server has completed its first update. See\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/advanced/known-issues#lb-needs-stored-units",
          children: "known issues"
        }), "."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Check."
      }), " The load balancer applies its checks to every path, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/health"
      }), " included (see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#lb-health-behind-access-check",
        children: "known issues"
      }), "): a request needs the\ncluster header, and, with access control on, the header of an admin user. Give both to\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " in an HTTP client file, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/root/lb-check.yml"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">basic_auth</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> ceems\n  <span class=\"token key atrule\">password</span><span class=\"token punctuation\">:</span> &lt;password<span class=\"token punctuation\">&gt;</span>\n<span class=\"token key atrule\">http_headers</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">X-Ceems-Cluster-Id</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">values</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> slurm<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n  <span class=\"token key atrule\">X-Grafana-User</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">values</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> hpc<span class=\"token punctuation\">-</span>admin",
        children: "basic_auth:\n  username: ceems\n  password: <password>\nhttp_headers:\n  X-Ceems-Cluster-Id:\n    values:\n      - slurm-0\n  X-Grafana-User:\n    values:\n      - hpc-admin\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "ceems_tool check lb-healthy <span class=\"token parameter variable\">--url</span><span class=\"token operator\">=</span>http://localhost:9030 <span class=\"token parameter variable\">--http.config.file</span><span class=\"token operator\">=</span>/root/lb-check.yml",
        children: "ceems_tool check lb-healthy --url=http://localhost:9030 --http.config.file=/root/lb-check.yml\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["It prints ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "SUCCESS:  CEEMS LB Server is healthy"
      }), ". Then check access control as a normal user:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> <span class=\"token parameter variable\">-G</span> <span class=\"token parameter variable\">-u</span> ceems:<span class=\"token operator\">&lt;</span>password<span class=\"token operator\">&gt;</span> <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Ceems-Cluster-Id: slurm-0'</span> <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Grafana-User: alice'</span> --data-urlencode <span class=\"token string\">'query=uuid:ceems_host_power_watts:pue{uuid=\"&lt;jobid&gt;\"}'</span> http://localhost:9030/api/v1/query",
        children: "curl -s -G -u ceems:<password> -H 'X-Ceems-Cluster-Id: slurm-0' -H 'X-Grafana-User: alice' --data-urlencode 'query=uuid:ceems_host_power_watts:pue{uuid=\"<jobid>\"}' http://localhost:9030/api/v1/query\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<jobid>"
      }), " a running job of a project ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "alice"
      }), " belongs to, the answer has ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "\"status\":\"success\""
      }), ".\nWith a job of another project, the load balancer answers ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "403"
      }), " with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "user do not have permissions to view unit metrics"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["If ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_lb"
      }), " exits at start, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "journalctl -u ceems_lb"
      }), " says why; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "unknown cluster ID"
      }), " means the\ndatabase has no unit of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm-0"
      }), " yet. If ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "alice"
      }), " gets ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "403"
      }), " for her own running job, the job is not\nin the database yet: wait for the next API server update. The\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#troubleshooting",
        children: "troubleshooting table"
      }), " lists the other answers."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "grafana",
      children: "Step 6: Connect Grafana"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["In ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "grafana.ini"
          }), ", make Grafana send the logged-in user to data sources:"]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-ini",
            highlighted: "[dataproxy]\nsend_user_header = true",
            children: "[dataproxy]\nsend_user_header = true\n"
          })
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Install the Infinity data source plugin, version 3 or later, which Grafana uses to read the API\nserver's JSON:"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "grafana-cli plugins <span class=\"token function\">install</span> yesoreyeram-infinity-datasource",
            children: "grafana-cli plugins install yesoreyeram-infinity-datasource\n"
          })
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Provision two data sources in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/etc/grafana/provisioning/datasources/ceems.yml"
          }), ". The passwords come\nfrom environment variables of the Grafana service, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "CEEMS_LB_PASSWORD"
          }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "CEEMS_API_PASSWORD"
          }), ":"]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-yaml",
            highlighted: "<span class=\"token key atrule\">apiVersion</span><span class=\"token punctuation\">:</span> <span class=\"token number\">1</span>\n\n<span class=\"token key atrule\">datasources</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> CEEMS TSDB slurm<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n    <span class=\"token key atrule\">uid</span><span class=\"token punctuation\">:</span> ceems<span class=\"token punctuation\">-</span>tsdb<span class=\"token punctuation\">-</span>slurm<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n    <span class=\"token key atrule\">type</span><span class=\"token punctuation\">:</span> prometheus\n    <span class=\"token key atrule\">access</span><span class=\"token punctuation\">:</span> proxy\n    <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//ceems.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9030</span>\n    <span class=\"token key atrule\">basicAuth</span><span class=\"token punctuation\">:</span> <span class=\"token boolean important\">true</span>\n    <span class=\"token key atrule\">basicAuthUser</span><span class=\"token punctuation\">:</span> ceems\n    <span class=\"token key atrule\">jsonData</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">httpHeaderName1</span><span class=\"token punctuation\">:</span> X<span class=\"token punctuation\">-</span>Ceems<span class=\"token punctuation\">-</span>Cluster<span class=\"token punctuation\">-</span>Id\n    <span class=\"token key atrule\">secureJsonData</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">basicAuthPassword</span><span class=\"token punctuation\">:</span> $CEEMS_LB_PASSWORD\n      <span class=\"token key atrule\">httpHeaderValue1</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> CEEMS API\n    <span class=\"token key atrule\">uid</span><span class=\"token punctuation\">:</span> ceems<span class=\"token punctuation\">-</span>api\n    <span class=\"token key atrule\">type</span><span class=\"token punctuation\">:</span> yesoreyeram<span class=\"token punctuation\">-</span>infinity<span class=\"token punctuation\">-</span>datasource\n    <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//ceems.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9020</span>\n    <span class=\"token key atrule\">basicAuth</span><span class=\"token punctuation\">:</span> <span class=\"token boolean important\">true</span>\n    <span class=\"token key atrule\">basicAuthUser</span><span class=\"token punctuation\">:</span> ceems\n    <span class=\"token key atrule\">jsonData</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">auth_method</span><span class=\"token punctuation\">:</span> basicAuth\n      <span class=\"token key atrule\">allowedHosts</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> http<span class=\"token punctuation\">:</span>//ceems.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9020</span>\n      <span class=\"token key atrule\">httpHeaderName1</span><span class=\"token punctuation\">:</span> X<span class=\"token punctuation\">-</span>Grafana<span class=\"token punctuation\">-</span>User\n    <span class=\"token key atrule\">secureJsonData</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">basicAuthPassword</span><span class=\"token punctuation\">:</span> $CEEMS_API_PASSWORD\n      <span class=\"token key atrule\">httpHeaderValue1</span><span class=\"token punctuation\">:</span> $$<span class=\"token punctuation\">{</span>__user.login<span class=\"token punctuation\">}</span>",
            children: "apiVersion: 1\n\ndatasources:\n  - name: CEEMS TSDB slurm-0\n    uid: ceems-tsdb-slurm-0\n    type: prometheus\n    access: proxy\n    url: http://ceems.example.org:9030\n    basicAuth: true\n    basicAuthUser: ceems\n    jsonData:\n      httpHeaderName1: X-Ceems-Cluster-Id\n    secureJsonData:\n      basicAuthPassword: $CEEMS_LB_PASSWORD\n      httpHeaderValue1: slurm-0\n\n  - name: CEEMS API\n    uid: ceems-api\n    type: yesoreyeram-infinity-datasource\n    url: http://ceems.example.org:9020\n    basicAuth: true\n    basicAuthUser: ceems\n    jsonData:\n      auth_method: basicAuth\n      allowedHosts:\n        - http://ceems.example.org:9020\n      httpHeaderName1: X-Grafana-User\n    secureJsonData:\n      basicAuthPassword: $CEEMS_API_PASSWORD\n      httpHeaderValue1: $${__user.login}\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "X-Ceems-Cluster-Id"
          }), " header tells the load balancer which cluster a query is for. On the API\ndata source, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "$$"
          }), " escapes the dollar sign in the provisioning file, so each request carries the\nlogin of the current Grafana user."]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Restart Grafana so that it reads ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "grafana.ini"
          }), ", the plugin and this file:"]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "systemctl restart grafana-server",
            children: "systemctl restart grafana-server\n"
          })
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Optionally, make the members of a Grafana team CEEMS admins. Add to the API server configuration,\nwith a Grafana service account token in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/etc/ceems_api_server/grafana-token"
          }), " and the team's\nnumeric ID:"]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-yaml",
            highlighted: "<span class=\"token key atrule\">ceems_api_server</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">admin</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">users</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> hpc<span class=\"token punctuation\">-</span>admin\n    <span class=\"token key atrule\">grafana</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//grafana.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">3000</span>\n      <span class=\"token key atrule\">teams_ids</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token string\">\"1\"</span>\n      <span class=\"token key atrule\">authorization</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">type</span><span class=\"token punctuation\">:</span> Bearer\n        <span class=\"token key atrule\">credentials_file</span><span class=\"token punctuation\">:</span> /etc/ceems_api_server/grafana<span class=\"token punctuation\">-</span>token",
            children: "ceems_api_server:\n  admin:\n    users:\n      - hpc-admin\n    grafana:\n      url: http://grafana.example.org:3000\n      teams_ids:\n        - \"1\"\n      authorization:\n        type: Bearer\n        credentials_file: /etc/ceems_api_server/grafana-token\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Admin users pass the load balancer without ownership checks, so one data source serves both users\nand operators. Restart the API server after the change."
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Import the dashboards from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "thirdparty/grafana/dashboards"
          }), " in the CEEMS repository with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
            children: "Dashboards › New › Import"
          }), ". For ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "slurm/slurm-job-summary.json"
          }), ", pick ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "CEEMS API"
          }), ", give the cluster\nID ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "slurm-0"
          }), ", and set the endpoint input to a single space for the users' copy, which shows each\nuser their own jobs, or to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/admin"
          }), " for an operators' copy. For\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "slurm/slurm-single-job-metrics.json"
          }), ", pick ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "CEEMS TSDB slurm-0"
          }), ". The cluster status dashboard,\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "admin/cluster-status.json"
          }), ", asks for a Prometheus data source that points at Prometheus itself,\nnot at the load balancer; such a data source has no access control, so create it for operators\nonly. The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
            href: "/ceems/docs/configuration/grafana",
            children: "Grafana configuration"
          }), " page covers the details."]
        }), "\n"]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Check."
      }), " Log in as a user who has a running job, open ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Explore"
      }), " on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CEEMS TSDB slurm-0"
      }), ", and query\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid:ceems_host_power_watts:pue{uuid=\"<jobid>\"}"
      }), ": you get the job's power in W. The job summary\ndashboard lists the user's jobs with their energy and emissions after the next API server update."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["If Explore shows ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "no user header found"
      }), ", Grafana does not send the user header: check\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "send_user_header"
      }), " and restart Grafana. If the job summary dashboard stays empty, open a panel's query\ninspector: a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "401"
      }), " means the API password in the Grafana service environment is wrong, and an empty\nanswer means the API server has not recorded the user's jobs yet."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.h2, {
      id: "cacct",
      children: ["Step 7: Give users ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["On login nodes, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " reads ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems/config.yml"
      }), ". The package installs the file readable by the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), " group only and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " with the setgid bit, so users can run it without seeing the credentials:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">ceems_api_server</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">cluster_id</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n  <span class=\"token key atrule\">user_header_name</span><span class=\"token punctuation\">:</span> X<span class=\"token punctuation\">-</span>Grafana<span class=\"token punctuation\">-</span>User\n  <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//ceems.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9020</span>\n    <span class=\"token key atrule\">basic_auth</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> ceems\n      <span class=\"token key atrule\">password_file</span><span class=\"token punctuation\">:</span> /etc/ceems/api<span class=\"token punctuation\">-</span>password",
        children: "ceems_api_server:\n  cluster_id: slurm-0\n  user_header_name: X-Grafana-User\n  web:\n    url: http://ceems.example.org:9020\n    basic_auth:\n      username: ceems\n      password_file: /etc/ceems/api-password\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The password file must be readable by the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), " group as well. See the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/cacct",
        children: "cacct configuration"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Check."
      }), " As a user who ran jobs today:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "cacct",
        children: "cacct\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Without options it lists the user's jobs since midnight, with their energy and emissions. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/usage/cacct",
        children: "Using cacct"
      }), "\ndescribes the options. If ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " cannot read its configuration, check that the binary still has the\nsetgid bit (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ls -l /usr/local/bin/cacct"
      }), " shows ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "s"
      }), " in the group permissions) and that\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems/config.yml"
      }), " and the password file belong to the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), " group."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "troubleshooting",
      children: "Troubleshooting"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Symptom"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Likely cause"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What to do"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Exporter exits at start, log mentions an emission data provider"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.emissions"
            }), " without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.emissions.provider"
            }), ", so Electricity Maps or WattTime is tried without credentials"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Name the providers, or set their credentials"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Exporter exits at start with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Error fetching GPU devices"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The node has NVIDIA or AMD GPUs but no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "nvidia-smi"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "amd-smi"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rocm-smi"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Install the vendor tool"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_units"
            }), " is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0"
            }), " while jobs run"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The exporter does not find the Slurm job cgroups"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["See ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/deployments/hpc#slurm",
              children: "Slurm notes"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool"
            }), " writes no file for the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems"
            }), " job"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The job has none of the power metrics (RAPL unreadable, IPMI collector off or failing)"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Check ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_scrape_collector_success"
            }), " and the exporter log"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["No ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "-gpu.rules"
            }), " file"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The DCGM and CEEMS targets of GPU nodes use different host names, or no GPU job ran in the time window"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Use the same host names; run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool"
            }), " while a GPU job runs, or widen ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--start"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid:ceems_gpu_power_watts:pue"
            }), " is empty"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["DCGM series lack ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpuuuid"
            }), ", or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_gpu_sm_count"
            }), " is missing for your GPU model"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Apply the relabel configs; see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/power-consumption",
              children: "accuracy limits"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Units in the database have no energy"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The cluster does not list the updater in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "updaters"
            }), " (or lists an ID that no updater has), the rules are not loaded, or the unit ran for less than a few scrape intervals"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Check the API server log for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Updater"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Unknown updater ID"
            }), " lines and query the rules in Prometheus"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Load balancer answers ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "400"
            }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "invalid cluster ID"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Ceems-Cluster-Id"
            }), " header is missing or not a backend ID"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Fix the data source header"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Load balancer answers ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "401"
            }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "no user header found"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Grafana does not send ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Grafana-User"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "send_user_header = true"
            }), " and restart Grafana"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Load balancer answers ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "403"
            }), " for a user's own job"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The query names no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            }), ", or the user is not in the job's Slurm account in the database"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Query with a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            }), " matcher; wait for the next update of users and projects"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Load balancer exits with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "unknown cluster ID"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["No unit of that cluster in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems.db"
            }), " yet"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Start it after the API server's first update"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Load balancer with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.web.url"
            }), " exits at start after a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "403"
            }), " from the API server"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The API server's file has no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "admin"
            }), " section, so ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems-int-svc"
            }), " is not an admin"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Add an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "admin"
            }), " section with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "users"
            }), " and restart both"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Load balancer passes every user's query, and logs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Neither CEEMS API server DB nor web config found"
            }), " at start"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "data.path"
            }), " is not the API server's data directory, or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems.db"
            }), " did not exist when it started"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "data.path"
            }), " to the API server's value and restart it"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "promtool check rules"
            }), " fails on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "dcgm-gpu.rules"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The DCGM exporter does not export both ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DCGM_FI_PROF_SM_ACTIVE"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DCGM_FI_PROF_SM_OCCUPANCY"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Add both to the DCGM counters, then run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool"
            }), " again"]
          })]
        })]
      })]
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
84190(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxMDAwIDQ1MCIgd2lkdGg9IjEwMDAiIGhlaWdodD0iNDUwIiByb2xlPSJpbWciIGFyaWEtbGFiZWxsZWRieT0iZGVwLXRpdGxlIGRlcC1kZXNjIiBmb250LWZhbWlseT0ic2Fucy1zZXJpZiI+CiAgPHRpdGxlIGlkPSJkZXAtdGl0bGUiPlNpbmdsZS1jbHVzdGVyIENFRU1TIGRlcGxveW1lbnQ8L3RpdGxlPgogIDxkZXNjIGlkPSJkZXAtZGVzYyI+Q29tcHV0ZSBub2RlcyBydW4gY2VlbXNfZXhwb3J0ZXIgb24gcG9ydCA5MDEwIGFuZCwgb24gR1BVIG5vZGVzLCB0aGUgRENHTSBleHBvcnRlciBvbiBwb3J0IDk0MDAuIEEgbWFuYWdlbWVudCBob3N0IHJ1bnMgUHJvbWV0aGV1cyBvbiBwb3J0IDkwOTAsIGFuIGV4cG9ydGVyIHdpdGggb25seSB0aGUgZW1pc3Npb25zIGNvbGxlY3RvciwgY2VlbXNfYXBpX3NlcnZlciBvbiBwb3J0IDkwMjAgd2l0aCBpdHMgU1FMaXRlIGRhdGFiYXNlLCBhbmQgY2VlbXNfbGIgb24gcG9ydHMgOTAzMCBhbmQgOTA0MC4gUHJvbWV0aGV1cyBzY3JhcGVzIHRoZSBleHBvcnRlcnMuIFRoZSBBUEkgc2VydmVyIHF1ZXJpZXMgUHJvbWV0aGV1cyBhbmQgcnVucyBzYWNjdCBhbmQgc2FjY3RtZ3IgYWdhaW5zdCBzbHVybWRiZC4gY2VlbXNfbGIgcHJveGllcyBxdWVyaWVzIHRvIFByb21ldGhldXMuIEdyYWZhbmEgcXVlcmllcyBjZWVtc19sYiBhbmQgdGhlIEFQSSBzZXJ2ZXI7IGNhY2N0IG9uIGxvZ2luIG5vZGVzIHF1ZXJpZXMgdGhlIEFQSSBzZXJ2ZXIuIE51bWJlcnMgZ2l2ZSB0aGUgb3JkZXIgb2YgdGhlIHN0ZXBzIGluIHRoZSBkZXBsb3ltZW50IGd1aWRlLjwvZGVzYz4KICA8ZGVmcz4KICAgIDxtYXJrZXIgaWQ9ImRlcC1hcnJvdyIgdmlld0JveD0iMCAwIDEwIDEwIiByZWZYPSI5IiByZWZZPSI1IiBtYXJrZXJXaWR0aD0iOCIgbWFya2VySGVpZ2h0PSI4IiBvcmllbnQ9ImF1dG8tc3RhcnQtcmV2ZXJzZSI+CiAgICAgIDxwYXRoIGQ9Ik0wIDAgTDEwIDUgTDAgMTAgeiIgZmlsbD0iIzFmMjkzNyIvPgogICAgPC9tYXJrZXI+CiAgPC9kZWZzPgogIDxyZWN0IHg9IjAiIHk9IjAiIHdpZHRoPSIxMDAwIiBoZWlnaHQ9IjQ1MCIgZmlsbD0iI2Y4ZmFmYyIvPgogIDx0ZXh0IHg9IjIwIiB5PSIzNCIgZm9udC1zaXplPSIyMCIgZm9udC13ZWlnaHQ9ImJvbGQiIGZpbGw9IiMxMTE4MjciPk9uZSBjbHVzdGVyLCBmcm9tIG5vZGVzIHRvIGRhc2hib2FyZHM8L3RleHQ+CiAgPHRleHQgeD0iOTgwIiB5PSIzNCIgZm9udC1zaXplPSIxMiIgZmlsbD0iIzM3NDE1MSIgdGV4dC1hbmNob3I9ImVuZCI+bnVtYmVyczogc3RlcHMgb2YgdGhlIGd1aWRlOyBhcnJvd3M6IGNhbGxlciB0byBjYWxsZWU8L3RleHQ+CgogIDwhLS0gSG9zdHMgLS0+CiAgPHJlY3QgeD0iMjAiIHk9IjYwIiB3aWR0aD0iMjgwIiBoZWlnaHQ9IjIwMCIgcng9IjEwIiBmaWxsPSIjZWVmMmZmIiBzdHJva2U9IiM0MzM4Y2EiIHN0cm9rZS13aWR0aD0iMS41Ii8+CiAgPHRleHQgeD0iMzUiIHk9IjgyIiBmb250LXNpemU9IjE0IiBmb250LXdlaWdodD0iYm9sZCIgZmlsbD0iIzExMTgyNyI+Q29tcHV0ZSBub2RlczwvdGV4dD4KICA8cmVjdCB4PSIzNTAiIHk9IjYwIiB3aWR0aD0iMzgwIiBoZWlnaHQ9IjM3MCIgcng9IjEwIiBmaWxsPSIjZmZmYmViIiBzdHJva2U9IiNiNDUzMDkiIHN0cm9rZS13aWR0aD0iMS41Ii8+CiAgPHRleHQgeD0iMzY1IiB5PSI4MiIgZm9udC1zaXplPSIxNCIgZm9udC13ZWlnaHQ9ImJvbGQiIGZpbGw9IiMxMTE4MjciPk1hbmFnZW1lbnQgaG9zdDwvdGV4dD4KICA8cmVjdCB4PSI3NzAiIHk9IjYwIiB3aWR0aD0iMjEwIiBoZWlnaHQ9IjEzMCIgcng9IjEwIiBmaWxsPSIjZmZmN2VkIiBzdHJva2U9IiNjMjQxMGMiIHN0cm9rZS13aWR0aD0iMS41Ii8+CiAgPHRleHQgeD0iNzg1IiB5PSI4MiIgZm9udC1zaXplPSIxNCIgZm9udC13ZWlnaHQ9ImJvbGQiIGZpbGw9IiMxMTE4MjciPkdyYWZhbmEgaG9zdDwvdGV4dD4KICA8cmVjdCB4PSI3NzAiIHk9IjMwMCIgd2lkdGg9IjIxMCIgaGVpZ2h0PSIxMTAiIHJ4PSIxMCIgZmlsbD0iI2YwZmRmNCIgc3Ryb2tlPSIjMTU4MDNkIiBzdHJva2Utd2lkdGg9IjEuNSIvPgogIDx0ZXh0IHg9Ijc4NSIgeT0iMzIyIiBmb250LXNpemU9IjE0IiBmb250LXdlaWdodD0iYm9sZCIgZmlsbD0iIzExMTgyNyI+TG9naW4gbm9kZXM8L3RleHQ+CiAgPHJlY3QgeD0iMjAiIHk9IjMwMCIgd2lkdGg9IjI4MCIgaGVpZ2h0PSIxMTAiIHJ4PSIxMCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjNmI3MjgwIiBzdHJva2Utd2lkdGg9IjEuNSIvPgogIDx0ZXh0IHg9IjM1IiB5PSIzMjIiIGZvbnQtc2l6ZT0iMTQiIGZvbnQtd2VpZ2h0PSJib2xkIiBmaWxsPSIjMTExODI3Ij5TbHVybSBjb250cm9sbGVyPC90ZXh0PgoKICA8IS0tIFNlcnZpY2VzIC0tPgogIDxnIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iIzM3NDE1MSIgc3Ryb2tlLXdpZHRoPSIxLjMiPgogICAgPHJlY3QgeD0iNDAiIHk9IjEwMCIgd2lkdGg9IjI0MCIgaGVpZ2h0PSI3MCIgcng9IjYiLz4KICAgIDxyZWN0IHg9IjQwIiB5PSIxODIiIHdpZHRoPSIyNDAiIGhlaWdodD0iNjAiIHJ4PSI2Ii8+CiAgICA8cmVjdCB4PSIzODAiIHk9IjEwMCIgd2lkdGg9IjEzMCIgaGVpZ2h0PSI3NSIgcng9IjYiLz4KICAgIDxyZWN0IHg9IjU3MCIgeT0iMTAwIiB3aWR0aD0iMTMwIiBoZWlnaHQ9Ijc1IiByeD0iNiIvPgogICAgPHJlY3QgeD0iMzgwIiB5PSIyMzAiIHdpZHRoPSIxMzAiIGhlaWdodD0iNzUiIHJ4PSI2Ii8+CiAgICA8cmVjdCB4PSI1NzAiIHk9IjIzMCIgd2lkdGg9IjEzMCIgaGVpZ2h0PSI3NSIgcng9IjYiLz4KICAgIDxyZWN0IHg9IjgwMCIgeT0iMTAwIiB3aWR0aD0iMTUwIiBoZWlnaHQ9IjY1IiByeD0iNiIvPgogICAgPHJlY3QgeD0iODAwIiB5PSIzNDAiIHdpZHRoPSIxNTAiIGhlaWdodD0iNTUiIHJ4PSI2Ii8+CiAgICA8cmVjdCB4PSI0MCIgeT0iMzQwIiB3aWR0aD0iMjQwIiBoZWlnaHQ9IjU1IiByeD0iNiIvPgogIDwvZz4KICA8cGF0aCBkPSJNNTg1IDM0NSBhNTAgMTAgMCAwIDEgMTAwIDAgdjQwIGE1MCAxMCAwIDAgMSAtMTAwIDAgeiIgZmlsbD0iI2YxZjVmOSIgc3Ryb2tlPSIjMzM0MTU1IiBzdHJva2Utd2lkdGg9IjEuMyIvPgogIDxwYXRoIGQ9Ik01ODUgMzQ1IGE1MCAxMCAwIDAgMCAxMDAgMCIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjMzM0MTU1IiBzdHJva2Utd2lkdGg9IjEuMyIvPgoKICA8ZyBmaWxsPSIjMTExODI3IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj4KICAgIDx0ZXh0IHg9IjE2MCIgeT0iMTI0IiBmb250LXNpemU9IjE0IiBmb250LXdlaWdodD0iYm9sZCI+Y2VlbXNfZXhwb3J0ZXIgOjkwMTA8L3RleHQ+CiAgICA8dGV4dCB4PSIxNjAiIHk9IjE0MyIgZm9udC1zaXplPSIxMSI+c2x1cm0sIHJhcGwsIGlwbWlfZGNtaSwgY3B1LCBtZW1pbmZvPC90ZXh0PgogICAgPHRleHQgeD0iMTYwIiB5PSIxNTkiIGZvbnQtc2l6ZT0iMTEiPmNvbGxlY3RvcnM8L3RleHQ+CiAgICA8dGV4dCB4PSIxNjAiIHk9IjIwNiIgZm9udC1zaXplPSIxNCIgZm9udC13ZWlnaHQ9ImJvbGQiPkRDR00gZXhwb3J0ZXIgOjk0MDA8L3RleHQ+CiAgICA8dGV4dCB4PSIxNjAiIHk9IjIyNSIgZm9udC1zaXplPSIxMSI+R1BVIG5vZGVzIG9ubHk8L3RleHQ+CiAgICA8dGV4dCB4PSI0NDUiIHk9IjEyNSIgZm9udC1zaXplPSIxMyIgZm9udC13ZWlnaHQ9ImJvbGQiPlByb21ldGhldXM8L3RleHQ+CiAgICA8dGV4dCB4PSI0NDUiIHk9IjE0MyIgZm9udC1zaXplPSIxMSI+OjkwOTA8L3RleHQ+CiAgICA8dGV4dCB4PSI0NDUiIHk9IjE2MCIgZm9udC1zaXplPSIxMSI+KyByZWNvcmRpbmcgcnVsZXM8L3RleHQ+CiAgICA8dGV4dCB4PSI2MzUiIHk9IjEyNSIgZm9udC1zaXplPSIxMyIgZm9udC13ZWlnaHQ9ImJvbGQiPmNlZW1zX2xiPC90ZXh0PgogICAgPHRleHQgeD0iNjM1IiB5PSIxNDMiIGZvbnQtc2l6ZT0iMTEiPjo5MDMwIFRTREI8L3RleHQ+CiAgICA8dGV4dCB4PSI2MzUiIHk9IjE2MCIgZm9udC1zaXplPSIxMSI+OjkwNDAgUHlyb3Njb3BlPC90ZXh0PgogICAgPHRleHQgeD0iNDQ1IiB5PSIyNTUiIGZvbnQtc2l6ZT0iMTMiIGZvbnQtd2VpZ2h0PSJib2xkIj5jZWVtc19leHBvcnRlcjwvdGV4dD4KICAgIDx0ZXh0IHg9IjQ0NSIgeT0iMjczIiBmb250LXNpemU9IjExIj5lbWlzc2lvbnMgY29sbGVjdG9yPC90ZXh0PgogICAgPHRleHQgeD0iNDQ1IiB5PSIyOTAiIGZvbnQtc2l6ZT0iMTEiPm9ubHksIDo5MDEwPC90ZXh0PgogICAgPHRleHQgeD0iNjM1IiB5PSIyNTUiIGZvbnQtc2l6ZT0iMTMiIGZvbnQtd2VpZ2h0PSJib2xkIj5jZWVtc19hcGlfc2VydmVyPC90ZXh0PgogICAgPHRleHQgeD0iNjM1IiB5PSIyNzMiIGZvbnQtc2l6ZT0iMTEiPjo5MDIwPC90ZXh0PgogICAgPHRleHQgeD0iNjM1IiB5PSIyOTAiIGZvbnQtc2l6ZT0iMTEiPisgVFNEQiB1cGRhdGVyPC90ZXh0PgogICAgPHRleHQgeD0iNjM1IiB5PSIzNzIiIGZvbnQtc2l6ZT0iMTEiIGZvbnQtd2VpZ2h0PSJib2xkIj5jZWVtcy5kYjwvdGV4dD4KICAgIDx0ZXh0IHg9IjYzNSIgeT0iMzg3IiBmb250LXNpemU9IjEwIj4vdmFyL2xpYi9jZWVtczwvdGV4dD4KICAgIDx0ZXh0IHg9Ijg3NSIgeT0iMTI4IiBmb250LXNpemU9IjEzIiBmb250LXdlaWdodD0iYm9sZCI+R3JhZmFuYSA6MzAwMDwvdGV4dD4KICAgIDx0ZXh0IHg9Ijg3NSIgeT0iMTQ3IiBmb250LXNpemU9IjExIj5zZW5kX3VzZXJfaGVhZGVyID0gdHJ1ZTwvdGV4dD4KICAgIDx0ZXh0IHg9Ijg3NSIgeT0iMzY0IiBmb250LXNpemU9IjEzIiBmb250LXdlaWdodD0iYm9sZCI+Y2FjY3Q8L3RleHQ+CiAgICA8dGV4dCB4PSI4NzUiIHk9IjM4MiIgZm9udC1zaXplPSIxMSI+L2V0Yy9jZWVtcy9jb25maWcueW1sPC90ZXh0PgogICAgPHRleHQgeD0iMTYwIiB5PSIzNjQiIGZvbnQtc2l6ZT0iMTMiIGZvbnQtd2VpZ2h0PSJib2xkIj5zbHVybWRiZDwvdGV4dD4KICAgIDx0ZXh0IHg9IjE2MCIgeT0iMzgyIiBmb250LXNpemU9IjExIj5hbnN3ZXJzIHNhY2N0LCBzYWNjdG1ncjwvdGV4dD4KICA8L2c+CgogIDwhLS0gQXJyb3dzIC0tPgogIDxnIHN0cm9rZT0iIzFmMjkzNyIgc3Ryb2tlLXdpZHRoPSIxLjYiIGZpbGw9Im5vbmUiPgogICAgPGxpbmUgeDE9IjM4MCIgeTE9IjEzNyIgeDI9IjI4MiIgeTI9IjEzNyIgbWFya2VyLWVuZD0idXJsKCNkZXAtYXJyb3cpIi8+CiAgICA8cG9seWxpbmUgcG9pbnRzPSIzOTUsMTc1IDM5NSwyMDAgMjgyLDIwMCIgbWFya2VyLWVuZD0idXJsKCNkZXAtYXJyb3cpIi8+CiAgICA8bGluZSB4MT0iNDQ1IiB5MT0iMTc1IiB4Mj0iNDQ1IiB5Mj0iMjI4IiBtYXJrZXItZW5kPSJ1cmwoI2RlcC1hcnJvdykiLz4KICAgIDxsaW5lIHgxPSI1NzAiIHkxPSIxMzciIHgyPSI1MTIiIHkyPSIxMzciIG1hcmtlci1lbmQ9InVybCgjZGVwLWFycm93KSIvPgogICAgPGxpbmUgeDE9IjU3NSIgeTE9IjIzMCIgeDI9IjUwNyIgeTI9IjE3NyIgbWFya2VyLWVuZD0idXJsKCNkZXAtYXJyb3cpIi8+CiAgICA8bGluZSB4MT0iNjM1IiB5MT0iMzA1IiB4Mj0iNjM1IiB5Mj0iMzMzIiBtYXJrZXItZW5kPSJ1cmwoI2RlcC1hcnJvdykiLz4KICAgIDxwb2x5bGluZSBwb2ludHM9IjU3MCwyOTUgNTQ1LDI5NSA1NDUsMzY3IDI4MiwzNjciIG1hcmtlci1lbmQ9InVybCgjZGVwLWFycm93KSIvPgogICAgPGxpbmUgeDE9IjgwMCIgeTE9IjEzMiIgeDI9IjcwMiIgeTI9IjEzMiIgbWFya2VyLWVuZD0idXJsKCNkZXAtYXJyb3cpIi8+CiAgICA8cG9seWxpbmUgcG9pbnRzPSI4NzUsMTY1IDg3NSwyNTUgNzAyLDI1NSIgbWFya2VyLWVuZD0idXJsKCNkZXAtYXJyb3cpIi8+CiAgICA8cG9seWxpbmUgcG9pbnRzPSI4MDAsMzY3IDc1MCwzNjcgNzUwLDI5MCA3MDIsMjkwIiBtYXJrZXItZW5kPSJ1cmwoI2RlcC1hcnJvdykiLz4KICA8L2c+CiAgPGcgZm9udC1zaXplPSIxMSIgZmlsbD0iIzExMTgyNyI+CiAgICA8dGV4dCB4PSIzMzEiIHk9IjEzMCIgdGV4dC1hbmNob3I9Im1pZGRsZSI+c2NyYXBlPC90ZXh0PgogICAgPHRleHQgeD0iNDUyIiB5PSIyMDYiPnNjcmFwZTwvdGV4dD4KICAgIDx0ZXh0IHg9Ijc1MSIgeT0iMTI1IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj46OTAzMDwvdGV4dD4KICAgIDx0ZXh0IHg9Ijc5MCIgeT0iMjQ4IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj46OTAyMDwvdGV4dD4KICAgIDx0ZXh0IHg9IjU0MCIgeT0iMzkyIiB0ZXh0LWFuY2hvcj0iZW5kIj5zYWNjdCwgc2FjY3RtZ3I8L3RleHQ+CiAgICA8dGV4dCB4PSI1NTMiIHk9IjIwMiI+cXVlcmllczwvdGV4dD4KICA8L2c+CgogIDwhLS0gU3RlcCBiYWRnZXMgLS0+CiAgPGcgZm9udC1zaXplPSIxMiIgZm9udC13ZWlnaHQ9ImJvbGQiIHRleHQtYW5jaG9yPSJtaWRkbGUiPgogICAgPGNpcmNsZSBjeD0iMjcwIiBjeT0iMTAwIiByPSIxMSIgZmlsbD0iIzFkNGVkOCIvPjx0ZXh0IHg9IjI3MCIgeT0iMTA0IiBmaWxsPSIjZmZmZmZmIj4xPC90ZXh0PgogICAgPGNpcmNsZSBjeD0iNTAwIiBjeT0iMjMwIiByPSIxMSIgZmlsbD0iIzFkNGVkOCIvPjx0ZXh0IHg9IjUwMCIgeT0iMjM0IiBmaWxsPSIjZmZmZmZmIj4xPC90ZXh0PgogICAgPGNpcmNsZSBjeD0iMzgwIiBjeT0iMTAwIiByPSIxMSIgZmlsbD0iIzFkNGVkOCIvPjx0ZXh0IHg9IjM4MCIgeT0iMTA0IiBmaWxsPSIjZmZmZmZmIj4yPC90ZXh0PgogICAgPGNpcmNsZSBjeD0iNTEwIiBjeT0iMTAwIiByPSIxMSIgZmlsbD0iIzFkNGVkOCIvPjx0ZXh0IHg9IjUxMCIgeT0iMTA0IiBmaWxsPSIjZmZmZmZmIj4zPC90ZXh0PgogICAgPGNpcmNsZSBjeD0iNzAwIiBjeT0iMjMwIiByPSIxMSIgZmlsbD0iIzFkNGVkOCIvPjx0ZXh0IHg9IjcwMCIgeT0iMjM0IiBmaWxsPSIjZmZmZmZmIj40PC90ZXh0PgogICAgPGNpcmNsZSBjeD0iNzAwIiBjeT0iMTAwIiByPSIxMSIgZmlsbD0iIzFkNGVkOCIvPjx0ZXh0IHg9IjcwMCIgeT0iMTA0IiBmaWxsPSIjZmZmZmZmIj41PC90ZXh0PgogICAgPGNpcmNsZSBjeD0iOTUwIiBjeT0iMTAwIiByPSIxMSIgZmlsbD0iIzFkNGVkOCIvPjx0ZXh0IHg9Ijk1MCIgeT0iMTA0IiBmaWxsPSIjZmZmZmZmIj42PC90ZXh0PgogICAgPGNpcmNsZSBjeD0iOTUwIiBjeT0iMzQwIiByPSIxMSIgZmlsbD0iIzFkNGVkOCIvPjx0ZXh0IHg9Ijk1MCIgeT0iMzQ0IiBmaWxsPSIjZmZmZmZmIj43PC90ZXh0PgogIDwvZz4KPC9zdmc+Cg==");

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
13468(module) {
module.exports = JSON.parse('{"id":"deployments/guide","title":"Deployment guide","description":"Deploy CEEMS end to end on one cluster, from the exporter on compute nodes to Grafana dashboards, and check each step.","source":"@site/docs/deployments/guide.md","sourceDirName":"deployments","slug":"/deployments/guide","permalink":"/ceems/docs/deployments/guide","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/deployments/guide.md","tags":[],"version":"current","lastUpdatedAt":1795469923000,"sidebarPosition":1,"frontMatter":{"title":"Deployment guide","description":"Deploy CEEMS end to end on one cluster, from the exporter on compute nodes to Grafana dashboards, and check each step.","sidebar_position":1},"sidebar":"ceemsSidebar","previous":{"title":"Before you deploy","permalink":"/ceems/docs/deployments/before-you-deploy"},"next":{"title":"Slurm, OpenStack and Kubernetes","permalink":"/ceems/docs/deployments/hpc"}}')

},

};
;