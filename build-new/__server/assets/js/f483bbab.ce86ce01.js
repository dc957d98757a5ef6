exports.ids = ["3180"];
exports.modules = {
46872(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_installation_containers_md_f48_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_installation_containers_md_f48_json__rspack_import_0 = __webpack_require__(69928);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_4 = __webpack_require__(28453);
/* import */ var _theme_Tabs__rspack_import_2 = __webpack_require__(27154);
/* import */ var _theme_Tabs__rspack_import_2_default = /*#__PURE__*/__webpack_require__.n(_theme_Tabs__rspack_import_2);
/* import */ var _theme_TabItem__rspack_import_3 = __webpack_require__(35164);


const frontMatter = {
	title: 'Containers',
	description: 'Pull the CEEMS container image from Quay or Docker Hub and run the exporter, API server, load balancer and Redfish proxy with Docker, Podman or a Podman Quadlet.',
	sidebar_position: 4
};
const contentTitle = undefined;

const assets = {

};





const toc = [{
  "value": "Images and tags",
  "id": "images",
  "level": 2
}, {
  "value": "What is in the image",
  "id": "contents",
  "level": 2
}, {
  "value": "Run the exporter",
  "id": "exporter",
  "level": 2
}, {
  "value": "Run the API server",
  "id": "api-server",
  "level": 2
}, {
  "value": "Run the load balancer and the Redfish proxy",
  "id": "lb-proxy",
  "level": 2
}, {
  "value": "Kubernetes",
  "id": "kubernetes",
  "level": 2
}, {
  "value": "Upgrade",
  "id": "upgrade",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    code: "code",
    h2: "h2",
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
    ...(0,_mdx_js_react__rspack_import_4/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["This page is for operators who run CEEMS components as containers on hosts that have Docker or Podman.\nIt says which images the project publishes, what is inside them, and which privileges and mounts each\ncomponent needs, with a complete command for each. Check ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/installation/prerequisites",
        children: "prerequisites"
      }), " first: a\ncontainer does not lift any kernel or cgroups requirement of the host."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "images",
      children: "Images and tags"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["One image holds every CEEMS program. The project builds it for every release and pushes it to two\nregistries under the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), " organisation:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Registry"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Image"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Quay"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "quay.io/ceems/ceems"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Docker Hub"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "docker.io/ceems/ceems"
            })
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Tag"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Points to"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "v<version>"
            }), ", for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "v0.10.2"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "That release"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "latest"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The newest release"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "main"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The latest build of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "main"
            }), " branch, for testing unreleased changes"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The tags are multi-architecture manifests for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "linux/amd64"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "linux/arm64"
      }), "; your engine pulls the right\none. The per-architecture images are also published as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems/ceems-linux-amd64"
      }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems/ceems-linux-arm64"
      }), " with the same tags. Pin a version tag in production so that a restart never\nchanges the release you run."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">docker</span> pull quay.io/ceems/ceems:v0.10.2\n<span class=\"token function\">docker</span> run <span class=\"token parameter variable\">--rm</span> quay.io/ceems/ceems:v0.10.2 ceems_exporter <span class=\"token parameter variable\">--version</span>",
        children: "docker pull quay.io/ceems/ceems:v0.10.2\ndocker run --rm quay.io/ceems/ceems:v0.10.2 ceems_exporter --version\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The second command prints ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_exporter, version 0.10.2"
      }), " followed by build details."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "contents",
      children: "What is in the image"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The image is based on Alpine Linux 3, runs as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "root"
      }), " by default, uses ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/var/lib/ceems"
      }), " as working\ndirectory and has ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "no entrypoint"
      }), ": you always give the program to run as the container command, for\nexample ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Path"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Content"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/bin/ceems_exporter"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/bin/ceems_api_server"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/bin/ceems_lb"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/bin/redfish_proxy"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/bin/ceems_tool"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/bin/cacct"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/bin/ceems_k8s_admission_controller"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The programs, the same static binaries as in the release archives"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/bin/liveness-probe.sh"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Health check script: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "liveness-probe.sh -a <program> -p <port>"
            }), " checks that the process runs and that the port is listening"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/ceems_api_server/config.yml"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Default API server configuration; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CEEMS_API_SERVER_CONFIG_FILE"
            }), " points to it"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/ceems_lb/config.yml"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Default load balancer configuration; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CEEMS_LB_CONFIG_FILE"
            }), " points to it"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/redfish_proxy/config.yml"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Default Redfish proxy configuration; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "REDFISH_PROXY_CONFIG_FILE"
            }), " points to it"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/ceems_exporter/redfish_config.yml"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Default Redfish collector configuration"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/ceems_exporter/ebpf_profiling_config.yml"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Default eBPF profiler configuration"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/ceems/config.yml"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Empty ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            }), " configuration"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Because the three environment variables set the default of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--config.file"
      }), ", mounting your own file at\nthe same path is enough; you do not need to pass the flag."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The image does not contain GPU tools (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "nvidia-smi"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "amd-smi"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rocm-smi"
      }), "), IPMI tools or Slurm\ncommands. This decides what a containerised component can do:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The exporter's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ipmi_dcmi"
        }), " collector falls back to talking to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/dev/ipmi0"
        }), " directly, which works."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The exporter cannot list GPUs without a vendor tool, so on GPU nodes outside Kubernetes install the\nexporter from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/installation/os-packages",
          children: "packages"
        }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/installation/pre-compiled-binaries",
          children: "archives"
        }), " instead."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The API server fetches Slurm jobs by running ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "sacct"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "sacctmgr"
        }), ", so for a Slurm cluster run it on a\nhost with the Slurm client. For OpenStack and Kubernetes clusters the image is fine."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "exporter",
      children: "Run the exporter"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The exporter reads the host's processes, cgroups, sysfs and devices, so its container must share the\nhost's view of them:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Option"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Why"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--privileged"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Gives access to host devices (such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/dev/ipmi0"
            }), ") and a writable sysfs, and every capability the collectors may need. The exporter still drops to the capabilities of the enabled collectors and switches to the user ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "nobody"
            }), " right after start-up"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--pid host"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Compute unit cgroups list host process IDs; perf, eBPF and the Slurm GPU mapping open those processes"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--cgroupns host"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The exporter must see the whole cgroup tree in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/sys/fs/cgroup"
            }), ", not the container's own branch"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--network host"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Network counters (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "netdev"
            }), ") are per network namespace, and Prometheus scrapes port 9010 on the host address"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--uts host"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Metrics carry the host name the exporter sees; sharing the host's UTS namespace makes it the node's name, not one the engine picked for the container"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Mount what your collectors read from the host. The exporter switches to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "nobody"
      }), " after start-up, so the\nfiles you mount must be readable by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "nobody"
      }), ". For the web configuration file and the kubelet\npod-resources socket, the exporter instead adds a POSIX ACL for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "nobody"
      }), " at start-up when it needs one\n(and removes it at shutdown), which needs a writable mount."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Mount"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Needed by"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/ceems_exporter"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Your ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "web-config.yml"
            }), " and collector configuration files. It hides the image's own files in that directory"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/slurm:/etc/slurm:ro"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm"
            }), ", to read ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gres.conf"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/libvirt/qemu:/etc/libvirt/qemu:ro"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "libvirt"
            }), ", to read the instance XML files"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/var/lib/kubelet/pod-resources"
            }), " and a kubeconfig file"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "k8s"
            }), ", for the kubelet pod-resources socket and for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.k8s.kubeconfig.file"
            })]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The steps run the exporter on a Slurm CPU node that reads power from RAPL and from IPMI DCMI."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Put a web configuration file at ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/etc/ceems_exporter/web-config.yml"
          }), " on the host. An empty one is\nvalid and leaves TLS and basic auth off:"]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-yaml",
            highlighted: "<span class=\"token key atrule\">tls_server_config</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">{</span><span class=\"token punctuation\">}</span>\n<span class=\"token key atrule\">http_server_config</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">{</span><span class=\"token punctuation\">}</span>",
            children: "tls_server_config: {}\nhttp_server_config: {}\n"
          })
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Start the container with your engine."
        }), "\n"]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)((_theme_Tabs__rspack_import_2_default()), {
      groupId: "container-engine",
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_theme_TabItem__rspack_import_3["default"], {
        value: "docker",
        label: "Docker",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">docker</span> run <span class=\"token parameter variable\">-d</span> <span class=\"token parameter variable\">--name</span> ceems-exporter <span class=\"token parameter variable\">--restart</span> unless-stopped <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">--privileged</span> <span class=\"token parameter variable\">--pid</span> <span class=\"token function\">host</span> <span class=\"token parameter variable\">--cgroupns</span> <span class=\"token function\">host</span> <span class=\"token parameter variable\">--network</span> <span class=\"token function\">host</span> <span class=\"token parameter variable\">--uts</span> <span class=\"token function\">host</span> <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-v</span> /etc/ceems_exporter:/etc/ceems_exporter <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-v</span> /etc/slurm:/etc/slurm:ro <span class=\"token punctuation\">\\</span>\n  quay.io/ceems/ceems:v0.10.2 <span class=\"token punctuation\">\\</span>\n  ceems_exporter <span class=\"token parameter variable\">--collector.slurm</span> <span class=\"token parameter variable\">--collector.ipmi_dcmi</span> <span class=\"token punctuation\">\\</span>\n    <span class=\"token parameter variable\">--web.config.file</span><span class=\"token operator\">=</span>/etc/ceems_exporter/web-config.yml",
            children: "docker run -d --name ceems-exporter --restart unless-stopped \\\n  --privileged --pid host --cgroupns host --network host --uts host \\\n  -v /etc/ceems_exporter:/etc/ceems_exporter \\\n  -v /etc/slurm:/etc/slurm:ro \\\n  quay.io/ceems/ceems:v0.10.2 \\\n  ceems_exporter --collector.slurm --collector.ipmi_dcmi \\\n    --web.config.file=/etc/ceems_exporter/web-config.yml\n"
          })
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsx)(_theme_TabItem__rspack_import_3["default"], {
        value: "podman",
        label: "Podman",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">sudo</span> <span class=\"token function\">podman</span> run <span class=\"token parameter variable\">-d</span> <span class=\"token parameter variable\">--name</span> ceems-exporter <span class=\"token parameter variable\">--restart</span> unless-stopped <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">--privileged</span> <span class=\"token parameter variable\">--pid</span> <span class=\"token function\">host</span> <span class=\"token parameter variable\">--cgroupns</span> <span class=\"token function\">host</span> <span class=\"token parameter variable\">--network</span> <span class=\"token function\">host</span> <span class=\"token parameter variable\">--uts</span> <span class=\"token function\">host</span> <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-v</span> /etc/ceems_exporter:/etc/ceems_exporter <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-v</span> /etc/slurm:/etc/slurm:ro <span class=\"token punctuation\">\\</span>\n  quay.io/ceems/ceems:v0.10.2 <span class=\"token punctuation\">\\</span>\n  ceems_exporter <span class=\"token parameter variable\">--collector.slurm</span> <span class=\"token parameter variable\">--collector.ipmi_dcmi</span> <span class=\"token punctuation\">\\</span>\n    <span class=\"token parameter variable\">--web.config.file</span><span class=\"token operator\">=</span>/etc/ceems_exporter/web-config.yml",
            children: "sudo podman run -d --name ceems-exporter --restart unless-stopped \\\n  --privileged --pid host --cgroupns host --network host --uts host \\\n  -v /etc/ceems_exporter:/etc/ceems_exporter \\\n  -v /etc/slurm:/etc/slurm:ro \\\n  quay.io/ceems/ceems:v0.10.2 \\\n  ceems_exporter --collector.slurm --collector.ipmi_dcmi \\\n    --web.config.file=/etc/ceems_exporter/web-config.yml\n"
          })
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_theme_TabItem__rspack_import_3["default"], {
        value: "quadlet",
        label: "Podman Quadlet",
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["With Podman 4.4 or newer, systemd can manage the container from a Quadlet file. Save this as\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/etc/containers/systemd/ceems-exporter.container"
          }), ":"]
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-ini",
            highlighted: "[Unit]\nDescription=CEEMS exporter container\nWants=network-online.target\nAfter=network-online.target\n\n[Container]\nImage=quay.io/ceems/ceems:v0.10.2\nContainerName=ceems-exporter\nNetwork=host\nPodmanArgs=--privileged --pid=host --cgroupns=host --uts=host\nVolume=/etc/ceems_exporter:/etc/ceems_exporter\nVolume=/etc/slurm:/etc/slurm:ro\nExec=ceems_exporter --collector.slurm --collector.ipmi_dcmi --web.config.file=/etc/ceems_exporter/web-config.yml\n\n[Service]\nRestart=always\n\n[Install]\nWantedBy=multi-user.target",
            children: "[Unit]\nDescription=CEEMS exporter container\nWants=network-online.target\nAfter=network-online.target\n\n[Container]\nImage=quay.io/ceems/ceems:v0.10.2\nContainerName=ceems-exporter\nNetwork=host\nPodmanArgs=--privileged --pid=host --cgroupns=host --uts=host\nVolume=/etc/ceems_exporter:/etc/ceems_exporter\nVolume=/etc/slurm:/etc/slurm:ro\nExec=ceems_exporter --collector.slurm --collector.ipmi_dcmi --web.config.file=/etc/ceems_exporter/web-config.yml\n\n[Service]\nRestart=always\n\n[Install]\nWantedBy=multi-user.target\n"
          })
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Then generate and start the service:"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">sudo</span> systemctl daemon-reload\n<span class=\"token function\">sudo</span> systemctl start ceems-exporter",
            children: "sudo systemctl daemon-reload\nsudo systemctl start ceems-exporter\n"
          })
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "[Install]"
          }), " section starts it at boot; generated units cannot be enabled with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "systemctl enable"
          }), "."]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      start: "3",
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Check the result:"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> http://localhost:9010/metrics <span class=\"token operator\">|</span> <span class=\"token function\">grep</span> <span class=\"token parameter variable\">-E</span> <span class=\"token string\">'^ceems_(rapl_package_joules_total|ipmi_dcmi_current_watts|compute_units)'</span>",
            children: "curl -s http://localhost:9010/metrics | grep -E '^ceems_(rapl_package_joules_total|ipmi_dcmi_current_watts|compute_units)'\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["You see the RAPL package counters in J, the node's power in W and the number of jobs on the node. If\nnothing comes back, read the container log (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "docker logs ceems-exporter"
          }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "podman logs ceems-exporter"
          }), "\nor ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "journalctl -u ceems-exporter"
          }), "). The exporter logs each collector that fails to start and why."]
        }), "\n"]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "api-server",
      children: "Run the API server"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The API server needs its configuration and a persistent data directory. It runs as UID and GID ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "65534"
      }), "\n(the image's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "nobody"
      }), "), which must be able to read the configuration and owns the data."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Put ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "config.yml"
          }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "web-config.yml"
          }), " in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/etc/ceems_api_server"
          }), " on the host (the files of the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
            href: "/ceems/docs/installation/pre-compiled-binaries#archives",
            children: "release archive"
          }), " are a starting point). Keep\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_api_server.data.path"
          }), " at ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/var/lib/ceems"
          }), ", as in the archive's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_api_server.yml"
          }), ", so the\ndatabase lands on the mounted directory. Keep its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "admin:"
          }), " section too, even with no users: without\nit the load balancer cannot start\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
            href: "/ceems/docs/advanced/known-issues#admin-section-required",
            children: "known issue"
          }), ")."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Create the data directory and let UID ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "65534"
          }), " read the configuration:"]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">sudo</span> <span class=\"token function\">install</span> <span class=\"token parameter variable\">-d</span> <span class=\"token parameter variable\">-o</span> <span class=\"token number\">65534</span> <span class=\"token parameter variable\">-g</span> <span class=\"token number\">65534</span> <span class=\"token parameter variable\">-m</span> 0700 /var/lib/ceems\n<span class=\"token function\">sudo</span> <span class=\"token function\">chgrp</span> <span class=\"token parameter variable\">-R</span> <span class=\"token number\">65534</span> /etc/ceems_api_server\n<span class=\"token function\">sudo</span> <span class=\"token function\">chmod</span> 0750 /etc/ceems_api_server\n<span class=\"token function\">sudo</span> <span class=\"token function\">chmod</span> 0640 /etc/ceems_api_server/config.yml /etc/ceems_api_server/web-config.yml",
            children: "sudo install -d -o 65534 -g 65534 -m 0700 /var/lib/ceems\nsudo chgrp -R 65534 /etc/ceems_api_server\nsudo chmod 0750 /etc/ceems_api_server\nsudo chmod 0640 /etc/ceems_api_server/config.yml /etc/ceems_api_server/web-config.yml\n"
          })
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Start the container."
        }), "\n"]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)((_theme_Tabs__rspack_import_2_default()), {
      groupId: "container-engine",
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_theme_TabItem__rspack_import_3["default"], {
        value: "docker",
        label: "Docker",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">docker</span> run <span class=\"token parameter variable\">-d</span> <span class=\"token parameter variable\">--name</span> ceems-api-server <span class=\"token parameter variable\">--restart</span> unless-stopped <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">--user</span> <span class=\"token number\">65534</span>:65534 <span class=\"token parameter variable\">-p</span> <span class=\"token number\">9020</span>:9020 <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-v</span> /etc/ceems_api_server:/etc/ceems_api_server:ro <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-v</span> /var/lib/ceems:/var/lib/ceems <span class=\"token punctuation\">\\</span>\n  quay.io/ceems/ceems:v0.10.2 <span class=\"token punctuation\">\\</span>\n  ceems_api_server <span class=\"token parameter variable\">--web.config.file</span><span class=\"token operator\">=</span>/etc/ceems_api_server/web-config.yml",
            children: "docker run -d --name ceems-api-server --restart unless-stopped \\\n  --user 65534:65534 -p 9020:9020 \\\n  -v /etc/ceems_api_server:/etc/ceems_api_server:ro \\\n  -v /var/lib/ceems:/var/lib/ceems \\\n  quay.io/ceems/ceems:v0.10.2 \\\n  ceems_api_server --web.config.file=/etc/ceems_api_server/web-config.yml\n"
          })
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsx)(_theme_TabItem__rspack_import_3["default"], {
        value: "podman",
        label: "Podman",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">sudo</span> <span class=\"token function\">podman</span> run <span class=\"token parameter variable\">-d</span> <span class=\"token parameter variable\">--name</span> ceems-api-server <span class=\"token parameter variable\">--restart</span> unless-stopped <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">--user</span> <span class=\"token number\">65534</span>:65534 <span class=\"token parameter variable\">-p</span> <span class=\"token number\">9020</span>:9020 <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-v</span> /etc/ceems_api_server:/etc/ceems_api_server:ro <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-v</span> /var/lib/ceems:/var/lib/ceems <span class=\"token punctuation\">\\</span>\n  quay.io/ceems/ceems:v0.10.2 <span class=\"token punctuation\">\\</span>\n  ceems_api_server <span class=\"token parameter variable\">--web.config.file</span><span class=\"token operator\">=</span>/etc/ceems_api_server/web-config.yml",
            children: "sudo podman run -d --name ceems-api-server --restart unless-stopped \\\n  --user 65534:65534 -p 9020:9020 \\\n  -v /etc/ceems_api_server:/etc/ceems_api_server:ro \\\n  -v /var/lib/ceems:/var/lib/ceems \\\n  quay.io/ceems/ceems:v0.10.2 \\\n  ceems_api_server --web.config.file=/etc/ceems_api_server/web-config.yml\n"
          })
        })
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      start: "4",
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Check it:"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> http://localhost:9020/health",
            children: "curl -s http://localhost:9020/health\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["It prints ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "CEEMS API Server is healthy"
          }), " (add ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "-u <user>:<password>"
          }), " if your web configuration enables\nbasic auth). If it prints ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "KO"
          }), " or nothing, read the container log (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "docker logs ceems-api-server"
          }), "): it\nsays why the configuration or the database could not be loaded, and which clusters it fetches compute\nunits from."]
        }), "\n"]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "lb-proxy",
      children: "Run the load balancer and the Redfish proxy"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Both follow the same pattern: mount the configuration directory read-only and run as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "65534"
      }), ". The load\nbalancer listens on 9030 for Prometheus queries and on 9040 for Pyroscope queries when its configuration\nhas Pyroscope backends. When its configuration reads the API server database directly\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server.data.path"
      }), " in the load balancer file), also mount that directory read-only, for\nexample ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "-v /var/lib/ceems:/var/lib/ceems:ro"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Start the load balancer after the API server has stored units. When its configuration has a\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server"
      }), " section, the load balancer checks at start-up that every backend ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "id"
      }), " is a cluster\nwith units in the API server's database, and exits otherwise\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#lb-needs-stored-units",
        children: "known issue"
      }), "); with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--restart unless-stopped"
      }), " the\nengine starts it again and again until the check passes. Over the API server's URL, the check also needs\nthe API server configuration's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "admin:"
      }), " section. Each failed start logs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Failed to create load balancer frontend"
      }), ". Check first that every cluster is listed:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Grafana-User: ceems-int-svc'</span> http://localhost:9020/api/v1/clusters/admin",
        children: "curl -s -H 'X-Grafana-User: ceems-int-svc' http://localhost:9020/api/v1/clusters/admin\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Inside the container, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "localhost"
      }), " is the container itself: set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server.web.url"
      }), " in the load\nbalancer file to an address of the host that the container can reach."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">docker</span> run <span class=\"token parameter variable\">-d</span> <span class=\"token parameter variable\">--name</span> ceems-lb <span class=\"token parameter variable\">--restart</span> unless-stopped <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">--user</span> <span class=\"token number\">65534</span>:65534 <span class=\"token parameter variable\">-p</span> <span class=\"token number\">9030</span>:9030 <span class=\"token parameter variable\">-p</span> <span class=\"token number\">9040</span>:9040 <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-v</span> /etc/ceems_lb:/etc/ceems_lb:ro <span class=\"token punctuation\">\\</span>\n  quay.io/ceems/ceems:v0.10.2 <span class=\"token punctuation\">\\</span>\n  ceems_lb <span class=\"token parameter variable\">--web.config.file</span><span class=\"token operator\">=</span>/etc/ceems_lb/web-config.yml",
        children: "docker run -d --name ceems-lb --restart unless-stopped \\\n  --user 65534:65534 -p 9030:9030 -p 9040:9040 \\\n  -v /etc/ceems_lb:/etc/ceems_lb:ro \\\n  quay.io/ceems/ceems:v0.10.2 \\\n  ceems_lb --web.config.file=/etc/ceems_lb/web-config.yml\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">docker</span> run <span class=\"token parameter variable\">-d</span> <span class=\"token parameter variable\">--name</span> redfish-proxy <span class=\"token parameter variable\">--restart</span> unless-stopped <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">--user</span> <span class=\"token number\">65534</span>:65534 <span class=\"token parameter variable\">-p</span> <span class=\"token number\">5000</span>:5000 <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-v</span> /etc/redfish_proxy:/etc/redfish_proxy:ro <span class=\"token punctuation\">\\</span>\n  quay.io/ceems/ceems:v0.10.2 <span class=\"token punctuation\">\\</span>\n  redfish_proxy <span class=\"token parameter variable\">--web.config.file</span><span class=\"token operator\">=</span>/etc/redfish_proxy/web-config.yml",
        children: "docker run -d --name redfish-proxy --restart unless-stopped \\\n  --user 65534:65534 -p 5000:5000 \\\n  -v /etc/redfish_proxy:/etc/redfish_proxy:ro \\\n  quay.io/ceems/ceems:v0.10.2 \\\n  redfish_proxy --web.config.file=/etc/redfish_proxy/web-config.yml\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["With Podman, use the same options with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "podman run"
      }), ". The configuration of each component is described on\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/ceems-lb",
        children: "CEEMS LB configuration"
      }), " and in the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/config-reference#redfish-proxy",
        children: "configuration reference"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "kubernetes",
      children: "Kubernetes"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["On Kubernetes, deploy the same image with the Helm charts kept in the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/helm-charts",
        children: "helm-charts repository"
      }), " of the CEEMS organisation. They\ncover the exporter as a DaemonSet, the API server with the admission controller\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_k8s_admission_controller"
      }), "), and the load balancer."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "upgrade",
      children: "Upgrade"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Pull the image of the new tag and create each container again with the same options. Read\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/installation/upgrading",
        children: "Upgrading"
      }), " first: some releases rename flags and configuration sections."]
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
69928(module) {
"use strict";
module.exports = JSON.parse('{"id":"installation/containers","title":"Containers","description":"Pull the CEEMS container image from Quay or Docker Hub and run the exporter, API server, load balancer and Redfish proxy with Docker, Podman or a Podman Quadlet.","source":"@site/docs/installation/containers.md","sourceDirName":"installation","slug":"/installation/containers","permalink":"/ceems/docs/installation/containers","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/installation/containers.md","tags":[],"version":"current","lastUpdatedAt":1795472311000,"sidebarPosition":4,"frontMatter":{"title":"Containers","description":"Pull the CEEMS container image from Quay or Docker Hub and run the exporter, API server, load balancer and Redfish proxy with Docker, Podman or a Podman Quadlet.","sidebar_position":4},"sidebar":"ceemsSidebar","previous":{"title":"OS packages","permalink":"/ceems/docs/installation/os-packages"},"next":{"title":"Build from source","permalink":"/ceems/docs/installation/build"}}')

},

};
;