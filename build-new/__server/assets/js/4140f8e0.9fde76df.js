exports.ids = ["8048"];
exports.modules = {
48916(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_configuration_config_reference_md_414_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_configuration_config_reference_md_414_json__rspack_import_0 = __webpack_require__(7039);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_3 = __webpack_require__(28453);
/* import */ var _site_src_components_ReferenceFilter__rspack_import_2 = __webpack_require__(31746);


const frontMatter = {
	title: 'Configuration file reference',
	description: 'Every key of every CEEMS configuration file, with its type, default and meaning, and a complete example per component.',
	sidebar_position: 10
};
const contentTitle = undefined;

const assets = {

};




const toc = [{
  "value": "How to read this page",
  "id": "conventions",
  "level": 2
}, {
  "value": "Files and the flags that load them",
  "id": "files",
  "level": 3
}, {
  "value": "Environment variables",
  "id": "environment-variables",
  "level": 2
}, {
  "value": "Common settings",
  "id": "common-settings",
  "level": 2
}, {
  "value": "HTTP client settings",
  "id": "http-client",
  "level": 3
}, {
  "value": "Relative file paths",
  "id": "relative-paths",
  "level": 3
}, {
  "value": "CEEMS API server",
  "id": "ceems-api-server",
  "level": 2
}, {
  "value": "ceems_api_server.data",
  "id": "api-server-data",
  "level": 3
}, {
  "value": "ceems_api_server.admin",
  "id": "api-server-admin",
  "level": 3
}, {
  "value": "ceems_api_server.web",
  "id": "api-server-web",
  "level": 3
}, {
  "value": "clusters",
  "id": "clusters",
  "level": 3
}, {
  "value": "Slurm clusters",
  "id": "clusters-slurm",
  "level": 3
}, {
  "value": "OpenStack clouds",
  "id": "clusters-openstack",
  "level": 3
}, {
  "value": "Kubernetes clusters",
  "id": "clusters-k8s",
  "level": 3
}, {
  "value": "updaters",
  "id": "updaters",
  "level": 3
}, {
  "value": "TSDB updater",
  "id": "updaters-tsdb",
  "level": 3
}, {
  "value": "Complete example",
  "id": "ceems-api-server-example",
  "level": 3
}, {
  "value": "CEEMS load balancer",
  "id": "ceems-lb",
  "level": 2
}, {
  "value": "ceems_lb",
  "id": "lb-backends",
  "level": 3
}, {
  "value": "ceems_api_server in the load balancer file",
  "id": "lb-api-server",
  "level": 3
}, {
  "value": "Start-up check",
  "id": "lb-startup-check",
  "level": 3
}, {
  "value": "clusters in the load balancer file",
  "id": "lb-clusters",
  "level": 3
}, {
  "value": "Complete example",
  "id": "ceems-lb-example",
  "level": 3
}, {
  "value": "Redfish proxy",
  "id": "redfish-proxy",
  "level": 2
}, {
  "value": "Complete example",
  "id": "redfish-proxy-example",
  "level": 3
}, {
  "value": "Redfish collector",
  "id": "redfish-collector",
  "level": 2
}, {
  "value": "Complete example",
  "id": "redfish-collector-example",
  "level": 3
}, {
  "value": "eBPF profiler",
  "id": "ebpf-profiler",
  "level": 2
}, {
  "value": "Complete example",
  "id": "ebpf-profiler-example",
  "level": 3
}, {
  "value": "cacct",
  "id": "cacct",
  "level": 2
}, {
  "value": "Complete example",
  "id": "cacct-example",
  "level": 3
}, {
  "value": "Web configuration file",
  "id": "web-config",
  "level": 2
}, {
  "value": "tls_server_config",
  "id": "web-config-tls",
  "level": 3
}, {
  "value": "http_server_config",
  "id": "web-config-http",
  "level": 3
}, {
  "value": "basic_auth_users",
  "id": "web-config-basic-auth",
  "level": 3
}, {
  "value": "Complete example",
  "id": "web-config-example",
  "level": 3
}, {
  "value": "ceems_tool HTTP client file",
  "id": "ceems-tool-http-config",
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
      children: ["This page is for operators. It lists every key that CEEMS 0.10.2 reads from its configuration\nfiles: the API server, the load balancer, the Redfish proxy, the two optional files of the exporter\n(Redfish collector and eBPF profiler), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), ", the web configuration file shared by all servers, and\nthe HTTP client file of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), ". Use it to look up what a key does, what it defaults to and which\ncomponent reads it. The task-oriented pages (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/ceems-api-server",
        children: "API server"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/ceems-lb",
        children: "load balancer"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/ceems-exporter",
        children: "exporter"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/resource-managers",
        children: "resource managers"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/cacct",
        children: "cacct"
      }), ") explain when to use which keys."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "conventions",
      children: "How to read this page"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["A key is written as its dotted path from the top of the file. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "[]"
        }), " marks a list item:\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "clusters[].id"
        }), " is the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "id"
        }), " key of each item of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "clusters"
        }), " list."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Types: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "string"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "bool"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "int"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "float"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "duration"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "list"
        }), " (YAML sequence), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "map"
        }), " (YAML mapping).\nA ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "duration"
        }), " is a number followed by a unit, largest unit first, without spaces: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ms"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "s"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "m"
        }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "h"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "d"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "w"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "y"
        }), " (for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "30s"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "15m"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "1h30m"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "1d"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "4w"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "1y"
        }), "). A day is 24 h and a year\nis 365 days."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "\"Required\" means that the component refuses to start, or the feature does not work, without the key."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["CEEMS configuration files are parsed leniently: a key that CEEMS does not know, including a\nmisspelled one, is ignored without a warning. Check spelling against this page. The web\nconfiguration file and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_tool"
        }), " HTTP client file are the exceptions: they are parsed\nstrictly and an unknown key is an error."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Defaults set in code apply to keys you leave out ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "of a section that is present"
        }), ". When a whole\nsection is absent, some defaults are not applied; the tables say where this matters."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "files",
      children: "Files and the flags that load them"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "File"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Read by"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Flag (environment variable)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Path in the OS packages"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#ceems-api-server",
              children: "API server configuration"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--config.file"
            }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CEEMS_API_SERVER_CONFIG_FILE"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/ceems_api_server/config.yml"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#ceems-lb",
              children: "Load balancer configuration"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--config.file"
            }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CEEMS_LB_CONFIG_FILE"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/ceems_lb/config.yml"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#redfish-proxy",
              children: "Redfish proxy configuration"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_proxy"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--config.file"
            }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "REDFISH_PROXY_CONFIG_FILE"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/redfish_proxy/config.yml"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#redfish-collector",
              children: "Redfish collector configuration"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_exporter"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.redfish.config.file"
            }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CEEMS_EXPORTER_REDFISH_COLL_CONFIG_FILE"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/ceems_exporter/redfish-config.yml"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#ebpf-profiler",
              children: "eBPF profiler configuration"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_exporter"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--profiling.ebpf.config.file"
            }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CEEMS_EXPORTER_PROFILING_CONFIG_FILE"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/ceems_exporter/ebpf-profiling-config.yml"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#cacct",
              children: "cacct configuration"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["none, found by name (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#cacct",
              children: "cacct"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/ceems/config.yml"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#web-config",
              children: "Web configuration"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["every server: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_exporter"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_proxy"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_k8s_admission_controller"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.config.file"
            }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CEEMS_EXPORTER_WEB_CONFIG_FILE"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CEEMS_API_SERVER_WEB_CONFIG_FILE"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CEEMS_LB_WEB_CONFIG_FILE"
            }), "; none for the others)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/<component>/web-config.yml"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#ceems-tool-http-config",
              children: "ceems_tool HTTP client configuration"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--http.config.file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The packaged systemd unit of the exporter passes only ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--web.config.file"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--web.telemetry-path"
      }), ": add\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.redfish.config.file"
      }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--profiling.ebpf.config.file"
      }), " yourself when you enable those\nfeatures (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#environment-variables",
        children: "Environment variables"
      }), " for the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CEEMS_EXPORTER_OPTIONS"
      }), "\nvariable the unit expands). All flags are listed in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/cli/ceems-exporter",
        children: "command line reference"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "environment-variables",
      children: "Environment variables"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Since v0.9.0, CEEMS can replace references to environment variables in its configuration files with\ntheir values. This keeps passwords and tokens out of the files. Expansion is off by default and is\nturned on per file with a flag:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Component"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "File"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Flag that turns expansion on"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "API server configuration"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--config.file.expand-env-vars"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Load balancer configuration"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--config.file.expand-env-vars"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_proxy"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Redfish proxy configuration"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--config.file.expand-env-vars"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_exporter"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Redfish collector configuration"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.redfish.config.file.expand-env-vars"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_exporter"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "eBPF profiler configuration"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--profiling.ebpf.config.file.expand-env-vars"
            })
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "How expansion works:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "The whole file is expanded as text, before it is parsed as YAML. A reference can therefore stand for\nany value, anywhere in the file."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "$NAME"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "${NAME}"
        }), " are replaced by the value of the variable ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "NAME"
        }), ". Use the braced form when the\nreference is followed by letters, digits or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "_"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "A variable that is not set is replaced by an empty string, without an error."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "$$"
        }), " stands for a literal ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "$"
        }), ". Once expansion is on, write every ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "$"
        }), " that must stay a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "$"
        }), " (in a\npassword, a PromQL template, a bcrypt hash) as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "$$"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The file must not contain the literal text ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "[[{$}]]"
        }), ": CEEMS uses it internally while expanding and\nrefuses to load a file that contains it."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The API server reads its file several times at start-up (server settings, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "clusters"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "updaters"
        }), ");\nthe flag applies to every read."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Expansion does ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "not"
      }), " apply to the web configuration file (which holds only password hashes and\nfile paths), to the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " configuration file or to the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " HTTP client file. In the last two,\nkeep secrets in separate files and point to them with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "*_file"
      }), " keys of the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#http-client",
        children: "HTTP client settings"
      }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "password_file"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "credentials_file"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "client_secret_file"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Example: the API server reads its Grafana token from the variable ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "GRAFANA_TOKEN"
      }), " when it runs with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--config.file.expand-env-vars"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">ceems_api_server</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">admin</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">grafana</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//grafana.example.com\n      <span class=\"token key atrule\">teams_ids</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token string\">\"7\"</span>\n      <span class=\"token key atrule\">authorization</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">type</span><span class=\"token punctuation\">:</span> Bearer\n        <span class=\"token key atrule\">credentials</span><span class=\"token punctuation\">:</span> $<span class=\"token punctuation\">{</span>GRAFANA_TOKEN<span class=\"token punctuation\">}</span>",
        children: "ceems_api_server:\n  admin:\n    grafana:\n      url: https://grafana.example.com\n      teams_ids:\n        - \"7\"\n      authorization:\n        type: Bearer\n        credentials: ${GRAFANA_TOKEN}\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["With the packaged systemd units, set the variables and the flag in a drop-in file\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "systemctl edit ceems_api_server"
      }), "). Each unit appends an options variable to its command line:\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CEEMS_API_SERVER_OPTIONS"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CEEMS_LB_OPTIONS"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CEEMS_EXPORTER_OPTIONS"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "REDFISH_PROXY_OPTIONS"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-ini",
        highlighted: "[Service]\nEnvironmentFile=/etc/ceems_api_server/secrets.env\nEnvironment=\"CEEMS_API_SERVER_OPTIONS=--config.file.expand-env-vars\"",
        children: "[Service]\nEnvironmentFile=/etc/ceems_api_server/secrets.env\nEnvironment=\"CEEMS_API_SERVER_OPTIONS=--config.file.expand-env-vars\"\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Here ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems_api_server/secrets.env"
      }), " holds lines such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "GRAFANA_TOKEN=<grafana-token>"
      }), " and is\nreadable by root only: systemd reads it before it starts the service."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Two more groups of environment variables matter for configuration files:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The variables in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#files",
          children: "Files"
        }), " table name the file to load instead of the flag."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The Redfish collector takes the BMC user name and password from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "REDFISH_WEB_USERNAME"
        }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "REDFISH_WEB_PASSWORD"
        }), " when they are set, whatever the file says and whether or not expansion is on."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Variables that the exporter reads at run time without any file (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "NODE_NAME"
      }), ", the emission providers'\ncredentials, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "GOMAXPROCS"
      }), ") are listed on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/cli/ceems-exporter#environment",
        children: "ceems_exporter"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "common-settings",
      children: "Common settings"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "http-client",
      children: "HTTP client settings"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Wherever CEEMS connects to another HTTP server (Prometheus, Pyroscope, Grafana, OpenStack, a BMC, the\nAPI server), the block that holds the server's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "url"
      }), " also accepts the HTTP client keys of the\nPrometheus client library, at the same level as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "url"
      }), ". This page calls that block a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "client block"
      }), ".\nThe commonly used keys are:"]
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
          id: "key-basic_auth.username",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "basic_auth.username"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "User name for HTTP basic authentication."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-basic_auth.username_file",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "basic_auth.username_file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["File whose content is the user name. Use instead of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "username"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-basic_auth.password",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "basic_auth.password"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string (secret)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Password for HTTP basic authentication."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-basic_auth.password_file",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "basic_auth.password_file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["File whose content is the password. Use instead of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "password"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-authorization.type",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "authorization.type"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Bearer"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Scheme of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Authorization"
            }), " header. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Basic"
            }), " is refused: use ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "basic_auth"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-authorization.credentials",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "authorization.credentials"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string (secret)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Credentials sent after the scheme, for example an API token."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-authorization.credentials_file",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "authorization.credentials_file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["File whose content is the credentials. Use instead of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "credentials"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-oauth2.client_id",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "oauth2.client_id"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["OAuth 2.0 client ID for the client credentials grant. Required when ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "oauth2"
            }), " is set."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-oauth2.client_secret",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "oauth2.client_secret"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string (secret)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "OAuth 2.0 client secret."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-oauth2.client_secret_file",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "oauth2.client_secret_file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "File whose content is the client secret."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-oauth2.scopes",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "oauth2.scopes"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "list of strings"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Scopes to request."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-oauth2.token_url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "oauth2.token_url"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["URL of the token endpoint. Required when ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "oauth2"
            }), " is set."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-oauth2.endpoint_params",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "oauth2.endpoint_params"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "map of strings"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Extra parameters sent to the token endpoint."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-oauth2.tls_config",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "oauth2.tls_config"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "map"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["TLS settings for the token endpoint, with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_config"
            }), " keys below."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-oauth2.proxy_url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "oauth2.proxy_url"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Proxy for the token endpoint."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-bearer_token",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "bearer_token"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string (secret)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Deprecated: use ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "authorization.credentials"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-bearer_token_file",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "bearer_token_file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Deprecated: use ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "authorization.credentials_file"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tls_config.ca_file",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_config.ca_file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "system trust store"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CA certificate file (PEM) used to verify the server."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tls_config.ca",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_config.ca"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The CA certificate itself, as PEM text."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tls_config.cert_file",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_config.cert_file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Client certificate file (PEM), for servers that require client certificates."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tls_config.cert",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_config.cert"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The client certificate as PEM text."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tls_config.key_file",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_config.key_file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Private key file (PEM) of the client certificate."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tls_config.key",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_config.key"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string (secret)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The private key as PEM text."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tls_config.server_name",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_config.server_name"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "host of the URL"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Name used to verify the server certificate (SNI)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tls_config.insecure_skip_verify",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_config.insecure_skip_verify"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Do not verify the server certificate. Use for tests only."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tls_config.min_version",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_config.min_version"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Go default"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Lowest TLS version: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "TLS10"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "TLS11"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "TLS12"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "TLS13"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tls_config.max_version",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_config.max_version"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Go default"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Highest TLS version, same values."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-follow_redirects",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "follow_redirects"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "true"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Follow HTTP 3xx redirects."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-enable_http2",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "enable_http2"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "true"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Allow HTTP/2."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-proxy_url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "proxy_url"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["HTTP proxy, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "http://proxy.example.com:3128"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-no_proxy",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "no_proxy"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Comma-separated hosts, domains or CIDRs that bypass ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "proxy_url"
            }), ". Needs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "proxy_url"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-proxy_from_environment",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "proxy_from_environment"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Take the proxy from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "HTTP_PROXY"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "HTTPS_PROXY"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "NO_PROXY"
            }), ". Do not combine with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "proxy_url"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-proxy_connect_header",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "proxy_connect_header"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "map of lists"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Headers sent to the proxy on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CONNECT"
            }), ", as header name to list of values."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-http_headers",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "http_headers"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "map"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Extra request headers. Each header name maps to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "values"
            }), " (list of strings), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "secrets"
            }), " (list of secret strings) and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "files"
            }), " (list of files whose content is sent)."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Rules that apply to every client block:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Use at most one of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "basic_auth"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "authorization"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "oauth2"
        }), ". For each secret, give either the value\nor the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "_file"
        }), " key, not both."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Headers that the client library manages itself cannot be set with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "http_headers"
        }), ", among them\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Authorization"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Host"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "User-Agent"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Content-Type"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Content-Length"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Accept-Encoding"
        }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Connection"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "follow_redirects"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "enable_http2"
        }), " default to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "true"
        }), " only where the enclosing block is present in\nthe file; write them out when you rely on them."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["In the Redfish proxy, the Redfish collector and the eBPF profiler files, the client block is not\nvalidated when it is loaded, so no default is filled in. There, always set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "authorization.type"
        }), "\nexplicitly: left out, the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Authorization"
        }), " header is sent with an empty scheme. The deprecated\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "bearer_token"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "bearer_token_file"
        }), " still work there and are sent with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Bearer"
        }), " scheme."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "relative-paths",
      children: "Relative file paths"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A relative path in a client block (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ca_file"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "password_file"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "credentials_file"
      }), " and so on) is\nresolved against a directory that depends on where the block is. Absolute paths avoid surprises."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Where the client block is"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Relative paths are resolved against"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["API server: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.admin.grafana"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].web"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "updaters[].web"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "the directory of the API server configuration file"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Load balancer: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb.backends[].tsdb[].web"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb.backends[].pyroscope[].web"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["the directory of the load balancer's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "web"
            }), " configuration file (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.config.file"
            }), "), or the working directory when that flag is not set"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Redfish proxy, Redfish collector, eBPF profiler, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["the working directory of the process (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/"
            }), " for the packaged systemd units of the proxy and the exporter; the caller's current directory for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            }), ")"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool --http.config.file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "the parent of the directory that holds the file"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Web configuration file: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_server_config.cert_file"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "key_file"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "client_ca_file"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "the directory of the web configuration file"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The API server's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server.data.path"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server.data.backup_path"
      }), " are resolved\nagainst the working directory (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/var/lib/ceems"
      }), " for the packaged unit)."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "ceems-api-server",
      children: "CEEMS API server"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server --config.file=<file>"
      }), " reads three top-level keys. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--config.file"
      }), " is required."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Key"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Meaning"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_api_server",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "map"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Server settings: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#api-server-data",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "data"
              })
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#api-server-admin",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "admin"
              })
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#api-server-web",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "web"
              })
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-clusters",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "list"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#clusters",
              children: "clusters"
            }), " whose compute units the server stores: one item per Slurm cluster, OpenStack cloud or Kubernetes cluster."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-updaters",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "updaters"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "list"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#updaters",
              children: "updaters"
            }), " that add metrics from a TSDB to compute units before they are stored."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The load balancer can read the same file: it ignores ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "updaters"
      }), " and reads only the parts described in\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#ceems-lb",
        children: "CEEMS load balancer"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "api-server-data",
      children: "ceems_api_server.data"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Where the database lives and how it is updated. Write the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "data"
      }), " section even if you keep every\ndefault: without it, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "update_interval"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "max_update_interval"
      }), " are zero and the server refuses to\nstart."]
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
          id: "key-ceems_api_server.data.path",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.data.path"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "data"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Directory of the SQLite database file ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems.db"
            }), ". Created with mode ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0750"
            }), " if missing. A relative path is resolved against the working directory."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_api_server.data.backup_path",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.data.backup_path"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty (no backups)"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Directory for database backups, created if missing. When set, the server vacuums the database and writes ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems-<YYYYMMDDhhmm>.db"
            }), " here every ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "backup_interval"
            }), "; the first backup happens one interval after start. The backup is written next to the database and then moved with a rename, so this directory must be on the same file system as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "path"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_api_server.data.retention_period",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.data.retention_period"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "duration"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "30d"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "How long units and usage records are kept, counted in whole days. A unit is deleted when it ended longer ago than this; a usage record when it was last updated longer ago than this."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_api_server.data.update_interval",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.data.update_interval"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "duration"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "15m"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["How often the server fetches new and updated units from the resource managers and runs the updaters. Must be more than ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0s"
            }), ". For Kubernetes clusters it is also the resync period of the pod watcher."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_api_server.data.max_update_interval",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.data.max_update_interval"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "duration"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "1h"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Longest period fetched in one step. When the last update is older than this (after a downtime, or on a first start with an old ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "update_from"
            }), "), the server catches up in steps of this length. Must be more than ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0s"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_api_server.data.backup_interval",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.data.backup_interval"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "duration"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "1d"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Time between two backups. Must be ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "1d"
            }), " or more: a shorter value other than ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0s"
            }), " stops the server at start-up with an error, even when ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "backup_path"
            }), " is empty. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0s"
            }), " passes that check, but with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "backup_path"
            }), " set the server then panics at start-up (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/known-issues#backup-interval-zero-panic",
              children: "known issue"
            }), "): to turn backups off, leave ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "backup_path"
            }), " empty instead."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_api_server.data.update_from",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.data.update_from"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "midnight today"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Start of the first update on an empty database, as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "YYYY-MM-DD"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "YYYY-MM-DDThh:mm"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "YYYY-MM-DDThh:mm:ss"
            }), " in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "time_zone"
            }), "; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "today"
            }), " or an empty string mean midnight today. Ignored once the database holds data: the server then continues from its last update. Quote the value in YAML."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_api_server.data.time_zone",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.data.time_zone"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Local"
            }), " (the host's time zone)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Time zone in which timestamps are stored and reported, and in which ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "update_from"
            }), " is read: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Local"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "UTC"
            }), " or an IANA name such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Europe/Paris"
            }), "."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "api-server-admin",
      children: "ceems_api_server.admin"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Who the server treats as an administrator. Admin users may call the admin endpoints of the API and\nquery any user's data; see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/security#data-access",
        children: "Security"
      }), "."]
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
          id: "key-ceems_api_server.admin.users",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.admin.users"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "list of strings"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["User names that are admins. The internal service account ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems-int-svc"
            }), ", used between CEEMS components, is added to this list only when the file has an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "admin"
            }), " section written as a mapping (with keys, or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "admin: {}"
            }), "). Without it, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems-int-svc"
            }), " is not an admin, and a load balancer that reaches this server through ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.web.url"
            }), " fails its start-up check (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/known-issues#admin-section-required",
              children: "known issue"
            }), "). Always write an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "admin"
            }), " section."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_api_server.admin.grafana.url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.admin.grafana.url"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty (Grafana not used)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "URL of a Grafana server whose team members are also admins. The server checks that the host answers at start-up and fails if it does not."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_api_server.admin.grafana.teams_ids",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.admin.grafana.teams_ids"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "list of strings"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "IDs of the Grafana teams whose members (their Grafana login) are admins. Fetched again at every update. Quote numeric IDs."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_api_server.admin.grafana",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.admin.grafana.*"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#http-client",
              children: "HTTP client settings"
            }), " for the Grafana API, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "authorization"
            }), " with a Grafana service account token that may read the teams."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "api-server-web",
      children: "ceems_api_server.web"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The API server does not use this section itself, and drops its client settings when it loads the\nfile. The load balancer reads ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server.web.url"
      }), " to reach the API server; see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#lb-api-server",
        children: "ceems_api_server in the load balancer file"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "clusters",
      children: "clusters"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "One item per cluster. Without any item, the server starts with an empty placeholder cluster and\nstores no units."
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
          id: "key-clusters.id",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].id"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none, required"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Identifier of the cluster, unique in the file, made of letters, digits, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "-"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "_"
            }), " only. It is stored with every unit and used by the load balancer (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb.backends[].id"
            }), "), by Grafana (the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Ceems-Cluster-Id"
            }), " header) and in API queries (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cluster_id"
            }), "). Do not change it once data is stored."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-clusters.manager",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].manager"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none, required"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Resource manager: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "openstack"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "k8s"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-clusters.updaters",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].updaters"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "list of strings"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["IDs of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#updaters",
              children: "updaters"
            }), " to run on this cluster's units, in this order. An unknown ID is logged as an error and skipped."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-clusters.cli.path",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].cli.path"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#clusters-slurm",
              children: "Slurm"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Directory of the resource manager's command line tools. Read by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm"
            }), " only."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-clusters.cli.environment_variables",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].cli.environment_variables"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "map of strings"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Environment variables set when the tools are run. Read by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm"
            }), " only."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-clusters.web.url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].web.url"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["URL of the resource manager's API. Not read by any manager in this version; leave it unset (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#clusters-slurm",
              children: "Slurm"
            }), ")."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-clusters.web",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].web.*"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#http-client",
              children: "HTTP client settings"
            }), " for the resource manager's API. Read by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "openstack"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-clusters.extra_config",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].extra_config"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "map"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Manager-specific settings, described below. Read by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "openstack"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "k8s"
            }), "."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "clusters-slurm",
      children: "Slurm clusters"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm"
      }), " manager runs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sacct"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sacctmgr"
      }), " to list jobs, users and accounts."]
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
          id: "key-ceems-api-server-clusters.cli.path",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].cli.path"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["directory of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sacct"
            }), " found on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "PATH"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Directory that contains ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sacct"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sacctmgr"
            }), ", for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/usr/bin"
            }), ". The server fails to start if the directory does not exist, or, without this key, if ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sacct"
            }), " is not on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "PATH"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems-api-server-clusters.cli.environment_variables",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].cli.environment_variables"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "map of strings"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Variables added to the environment of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sacct"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sacctmgr"
            }), ", for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "SLURM_CONF"
            }), " to point at one of several Slurm installations. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sacct"
            }), " also always gets ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "SLURM_TIME_FORMAT"
            }), "."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "clusters[].web"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "clusters[].extra_config"
      }), " are not read for Slurm. Do not set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "clusters[].web.url"
      }), "\non a Slurm cluster: it makes the server give up the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_SETUID"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_SETGID"
      }), " capabilities it\nneeds to run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sacct"
      }), " for all users."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["To see every user's jobs, the server runs the commands as root when it has ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_SETUID"
      }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_SETGID"
      }), " (the packaged unit grants them), through ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sudo"
      }), " when that works for the service user,\nand otherwise as the service user, which may see only its own jobs. See ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/security",
        children: "Security"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "clusters-openstack",
      children: "OpenStack clouds"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "openstack"
      }), " manager reads servers from the Compute API and users and projects from the Identity\nAPI."]
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
          id: "key-clusters.extra_config.api_service_endpoints.compute",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].extra_config.api_service_endpoints.compute"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none, required"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Compute (Nova) API endpoint, including its version path, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "https://openstack.example.com:8774/v2.1"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-clusters.extra_config.api_service_endpoints.identity",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].extra_config.api_service_endpoints.identity"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none, required"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Identity (Keystone) API endpoint without a version path, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "https://openstack.example.com:5000"
            }), ". CEEMS adds ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/v3/..."
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-clusters.extra_config.auth",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].extra_config.auth"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "map"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none, required"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Keystone v3 authentication object, sent as the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "auth"
            }), " member of the token request to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/v3/auth/tokens"
            }), ". Any Keystone method works (password, application credential). The identity needs admin rights: CEEMS lists servers of all projects and all users."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems-api-server-clusters.web",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].web.*"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#http-client",
              children: "HTTP client settings"
            }), " used for both APIs (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_config"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "proxy_url"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "http_headers"
            }), "...). ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].web.url"
            }), " is not used."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Unless ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "http_headers"
      }), " already sets ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-OpenStack-Nova-API-Version"
      }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "OpenStack-API-Version"
      }), ", CEEMS\nsends ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-OpenStack-Nova-API-Version: latest"
      }), ". It renews its token every 55 minutes and refreshes users\nand projects every 12 hours."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "clusters-k8s",
      children: "Kubernetes clusters"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "k8s"
      }), " manager watches pods and reads users from role bindings and an optional file."]
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
          id: "key-clusters.extra_config.kubeconfig_file",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].extra_config.kubeconfig_file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "kubeconfig file used to reach the cluster. When empty, the server uses the in-cluster configuration of the pod it runs in."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-clusters.extra_config.ns_users_list_file",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].extra_config.ns_users_list_file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/var/run/ceems/users.yaml"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["YAML file that maps namespaces to users: a top-level ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "users"
            }), " map of namespace name to a list of user names. Read at every update if it exists, and merged with the users of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "User"
            }), " subjects found in role bindings."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-clusters.extra_config.gpu_resource_names",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].extra_config.gpu_resource_names"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "list of strings"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "nvidia.com/gpu"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "amd.com/gpu"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Extended resource names that count as GPUs in container limits."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-clusters.extra_config.username_annotations",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].extra_config.username_annotations"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "list of strings"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems.io/created-by"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Pod annotations whose value is the pod's user. A value that contains ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "serviceaccount"
            }), " is ignored. A pod without a user becomes ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "<project>:svc"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-clusters.extra_config.project_annotations",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].extra_config.project_annotations"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "list of strings"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Pod annotations whose value is the pod's project. Without one, the project is the namespace."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["An example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ns_users_list_file"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">users</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">ml-team</span><span class=\"token punctuation\">:</span>\n    <span class=\"token punctuation\">-</span> alice\n    <span class=\"token punctuation\">-</span> bob\n  <span class=\"token key atrule\">physics</span><span class=\"token punctuation\">:</span>\n    <span class=\"token punctuation\">-</span> carol",
        children: "users:\n  ml-team:\n    - alice\n    - bob\n  physics:\n    - carol\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "updaters",
      children: "updaters"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["An updater adds aggregate metrics (CPU and GPU usage, energy, emissions, I/O and network traffic) to\neach compute unit before it is stored. The only updater is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tsdb"
      }), ", which queries Prometheus or any\nserver with the Prometheus query API."]
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
          id: "key-updaters.id",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "updaters[].id"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none, required"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Identifier, unique in the file, made of letters, digits, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "-"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "_"
            }), ". Referenced by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].updaters"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-updaters.updater",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "updaters[].updater"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none, required"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Updater type: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tsdb"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-updaters.web.url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "updaters[].web.url"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["URL of the TSDB, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "http://prometheus.example.com:9090"
            }), ". When empty, the updater does nothing."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-updaters.web",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "updaters[].web.*"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#http-client",
              children: "HTTP client settings"
            }), " for the TSDB."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-updaters.cli",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "updaters[].cli"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "map"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Not read by the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tsdb"
            }), " updater."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-updaters.extra_config",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "updaters[].extra_config"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "map"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Settings of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tsdb"
            }), " updater, below."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "updaters-tsdb",
      children: "TSDB updater"
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
          id: "key-updaters.extra_config.cutoff_duration",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "updaters[].extra_config.cutoff_duration"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "duration"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0s"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Units that ended and ran for less than this are marked as ignored: they are kept in the database but left out of the units the API returns."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-updaters.extra_config.delete_ignored",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "updaters[].extra_config.delete_ignored"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Also delete the time series of ignored units from the TSDB. Needs the TSDB's admin API (Prometheus ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.enable-admin-api"
            }), ")."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-updaters.extra_config.labels_to_drop",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "updaters[].extra_config.labels_to_drop"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "list of strings"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Extra series selectors, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "{__name__=\"ceems_compute_unit_cpu_user_seconds_total\"}"
            }), ", sent in the same delete request as the series of ignored units, over the update period extended back by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cutoff_duration"
            }), ". Needs the TSDB's admin API."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-updaters.extra_config.query_max_series",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "updaters[].extra_config.query_max_series"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "int"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "50"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Number of series one unit can contribute to a query. With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "query_min_samples"
            }), " it sets how many units go in one query. Must be more than 0."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-updaters.extra_config.query_min_samples",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "updaters[].extra_config.query_min_samples"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "float"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0.5"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Fraction, between 0 (excluded) and 1, of the query sample limit that one query may use. In this version the limit is always taken as 50000000, the Prometheus default of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--query.max-samples"
            }), ", as long as the TSDB reports its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "query.max-samples"
            }), " flag; a TSDB whose flags API does not report it gets a limit of 0, and every batch then holds the minimum of 10 units. A batch holds ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "query_min_samples × sample limit ÷ (query_max_series × samples per series)"
            }), " units, at least 10, where samples per series is the update period divided by the scrape interval."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-updaters.extra_config.queries",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "updaters[].extra_config.queries"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "map"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "the built-in queries"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "PromQL templates. When you set this key, the built-in queries are replaced, not merged."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "queries"
      }), " maps a metric name to a map of sub-metric name to PromQL template. The metric names the\nupdater stores are ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "avg_cpu_usage"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "avg_cpu_mem_usage"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "total_cpu_energy_usage_kwh"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "total_cpu_emissions_gms"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "avg_gpu_usage"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "avg_gpu_mem_usage"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "total_gpu_energy_usage_kwh"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "total_gpu_emissions_gms"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "total_io_write_stats"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "total_io_read_stats"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "total_ingress_stats"
      }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "total_egress_stats"
      }), "; other names are ignored. Each query must return one series per unit with a\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), " label. The templates can use:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Template field"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Value"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "{{.UUIDs}}"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The units of the batch, joined with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "|"
            }), " for a regex match: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid=~\"{{.UUIDs}}\""
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "{{.Range}}"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Length of the update period, as a duration such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "15m0s"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "{{.ScrapeInterval}}"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "{{.ScrapeIntervalMilli}}"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The TSDB's global scrape interval, as a duration and in milliseconds."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "{{.EvaluationInterval}}"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "{{.EvaluationIntervalMilli}}"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The TSDB's global rule evaluation interval, as a duration and in milliseconds."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "{{.RateInterval}}"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Four times the scrape interval."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool tsdb create-ceems-tsdb-updater-queries"
      }), " prints queries that match the metrics your\nPrometheus holds; see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/cli/ceems-tool",
        children: "ceems_tool"
      }), ". An example that replaces the built-in queries\nwith two of your own:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">updaters</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> tsdb<span class=\"token punctuation\">-</span>main\n    <span class=\"token key atrule\">updater</span><span class=\"token punctuation\">:</span> tsdb\n    <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//prometheus.example.com<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n    <span class=\"token key atrule\">extra_config</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">queries</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">avg_cpu_usage</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">global</span><span class=\"token punctuation\">:</span> <span class=\"token string\">'avg by (uuid) (avg_over_time(uuid:ceems_cpu_usage:ratio_irate{uuid=~\"{{.UUIDs}}\"}[{{.Range}}]))'</span>\n        <span class=\"token key atrule\">avg_gpu_usage</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">global</span><span class=\"token punctuation\">:</span> <span class=\"token string\">'avg by (uuid) (avg_over_time(uuid:ceems_gpu_usage:ratio{uuid=~\"{{.UUIDs}}\"}[{{.Range}}]))'</span>",
        children: "updaters:\n  - id: tsdb-main\n    updater: tsdb\n    web:\n      url: http://prometheus.example.com:9090\n    extra_config:\n      queries:\n        avg_cpu_usage:\n          global: 'avg by (uuid) (avg_over_time(uuid:ceems_cpu_usage:ratio_irate{uuid=~\"{{.UUIDs}}\"}[{{.Range}}]))'\n        avg_gpu_usage:\n          global: 'avg by (uuid) (avg_over_time(uuid:ceems_gpu_usage:ratio{uuid=~\"{{.UUIDs}}\"}[{{.Range}}]))'\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "ceems-api-server-example",
      children: "Complete example"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["An API server for a Slurm cluster with GPUs and an OpenStack cloud, both enriched from one Prometheus,\nwith admins from a list and from a Grafana team. It runs with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--config.file.expand-env-vars"
      }), " and the\nvariables ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "GRAFANA_TOKEN"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "OPENSTACK_PASSWORD"
      }), " set."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">ceems_api_server</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">data</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">path</span><span class=\"token punctuation\">:</span> /var/lib/ceems\n    <span class=\"token key atrule\">backup_path</span><span class=\"token punctuation\">:</span> /var/lib/ceems/backups\n    <span class=\"token key atrule\">backup_interval</span><span class=\"token punctuation\">:</span> 1d\n    <span class=\"token key atrule\">retention_period</span><span class=\"token punctuation\">:</span> 1y\n    <span class=\"token key atrule\">update_interval</span><span class=\"token punctuation\">:</span> 15m\n    <span class=\"token key atrule\">max_update_interval</span><span class=\"token punctuation\">:</span> 1h\n    <span class=\"token key atrule\">update_from</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"2025-01-01\"</span>\n    <span class=\"token key atrule\">time_zone</span><span class=\"token punctuation\">:</span> Europe/Paris\n  <span class=\"token key atrule\">admin</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">users</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> alice\n    <span class=\"token key atrule\">grafana</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//grafana.example.com\n      <span class=\"token key atrule\">teams_ids</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token string\">\"7\"</span>\n      <span class=\"token key atrule\">authorization</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">type</span><span class=\"token punctuation\">:</span> Bearer\n        <span class=\"token key atrule\">credentials</span><span class=\"token punctuation\">:</span> $<span class=\"token punctuation\">{</span>GRAFANA_TOKEN<span class=\"token punctuation\">}</span>\n\n<span class=\"token key atrule\">clusters</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span>gpu\n    <span class=\"token key atrule\">manager</span><span class=\"token punctuation\">:</span> slurm\n    <span class=\"token key atrule\">updaters</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> tsdb<span class=\"token punctuation\">-</span>main\n    <span class=\"token key atrule\">cli</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">path</span><span class=\"token punctuation\">:</span> /usr/bin\n      <span class=\"token key atrule\">environment_variables</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">SLURM_CONF</span><span class=\"token punctuation\">:</span> /etc/slurm/slurm.conf\n\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> openstack<span class=\"token punctuation\">-</span>cloud\n    <span class=\"token key atrule\">manager</span><span class=\"token punctuation\">:</span> openstack\n    <span class=\"token key atrule\">updaters</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> tsdb<span class=\"token punctuation\">-</span>main\n    <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">tls_config</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">ca_file</span><span class=\"token punctuation\">:</span> /etc/ceems_api_server/tls/openstack<span class=\"token punctuation\">-</span>ca.pem\n    <span class=\"token key atrule\">extra_config</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">api_service_endpoints</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">compute</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//openstack.example.com<span class=\"token punctuation\">:</span>8774/v2.1\n        <span class=\"token key atrule\">identity</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//openstack.example.com<span class=\"token punctuation\">:</span><span class=\"token number\">5000</span>\n      <span class=\"token key atrule\">auth</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">identity</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">methods</span><span class=\"token punctuation\">:</span>\n            <span class=\"token punctuation\">-</span> password\n          <span class=\"token key atrule\">password</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">user</span><span class=\"token punctuation\">:</span>\n              <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> ceems\n              <span class=\"token key atrule\">domain</span><span class=\"token punctuation\">:</span>\n                <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> Default\n              <span class=\"token key atrule\">password</span><span class=\"token punctuation\">:</span> $<span class=\"token punctuation\">{</span>OPENSTACK_PASSWORD<span class=\"token punctuation\">}</span>\n        <span class=\"token key atrule\">scope</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">project</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> admin\n            <span class=\"token key atrule\">domain</span><span class=\"token punctuation\">:</span>\n              <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> Default\n\n<span class=\"token key atrule\">updaters</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> tsdb<span class=\"token punctuation\">-</span>main\n    <span class=\"token key atrule\">updater</span><span class=\"token punctuation\">:</span> tsdb\n    <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//prometheus<span class=\"token punctuation\">-</span>1.example.com<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n      <span class=\"token key atrule\">basic_auth</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> ceems\n        <span class=\"token key atrule\">password_file</span><span class=\"token punctuation\">:</span> /etc/ceems_api_server/secrets/prometheus<span class=\"token punctuation\">-</span>password\n      <span class=\"token key atrule\">tls_config</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">ca_file</span><span class=\"token punctuation\">:</span> /etc/ceems_api_server/tls/ca.pem\n    <span class=\"token key atrule\">extra_config</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">cutoff_duration</span><span class=\"token punctuation\">:</span> 5m\n      <span class=\"token key atrule\">delete_ignored</span><span class=\"token punctuation\">:</span> <span class=\"token boolean important\">true</span>\n      <span class=\"token key atrule\">query_max_series</span><span class=\"token punctuation\">:</span> <span class=\"token number\">50</span>\n      <span class=\"token key atrule\">query_min_samples</span><span class=\"token punctuation\">:</span> <span class=\"token number\">0.5</span>",
        children: "ceems_api_server:\n  data:\n    path: /var/lib/ceems\n    backup_path: /var/lib/ceems/backups\n    backup_interval: 1d\n    retention_period: 1y\n    update_interval: 15m\n    max_update_interval: 1h\n    update_from: \"2025-01-01\"\n    time_zone: Europe/Paris\n  admin:\n    users:\n      - alice\n    grafana:\n      url: https://grafana.example.com\n      teams_ids:\n        - \"7\"\n      authorization:\n        type: Bearer\n        credentials: ${GRAFANA_TOKEN}\n\nclusters:\n  - id: slurm-gpu\n    manager: slurm\n    updaters:\n      - tsdb-main\n    cli:\n      path: /usr/bin\n      environment_variables:\n        SLURM_CONF: /etc/slurm/slurm.conf\n\n  - id: openstack-cloud\n    manager: openstack\n    updaters:\n      - tsdb-main\n    web:\n      tls_config:\n        ca_file: /etc/ceems_api_server/tls/openstack-ca.pem\n    extra_config:\n      api_service_endpoints:\n        compute: https://openstack.example.com:8774/v2.1\n        identity: https://openstack.example.com:5000\n      auth:\n        identity:\n          methods:\n            - password\n          password:\n            user:\n              name: ceems\n              domain:\n                name: Default\n              password: ${OPENSTACK_PASSWORD}\n        scope:\n          project:\n            name: admin\n            domain:\n              name: Default\n\nupdaters:\n  - id: tsdb-main\n    updater: tsdb\n    web:\n      url: https://prometheus-1.example.com:9090\n      basic_auth:\n        username: ceems\n        password_file: /etc/ceems_api_server/secrets/prometheus-password\n      tls_config:\n        ca_file: /etc/ceems_api_server/tls/ca.pem\n    extra_config:\n      cutoff_duration: 5m\n      delete_ignored: true\n      query_max_series: 50\n      query_min_samples: 0.5\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "ceems-lb",
      children: "CEEMS load balancer"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_lb --config.file=<file>"
      }), " reads three top-level keys. It can share its file with the API server."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Key"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Meaning"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_lb",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "map"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#lb-backends",
              children: "strategy and the backends"
            }), ", per cluster."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems-lb-ceems_api_server",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "map"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#lb-api-server",
              children: "How to reach the API server's data"
            }), ", for access control."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems-lb-clusters",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "list"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Optional. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#lb-clusters",
              children: "Cluster IDs"
            }), " to check ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb.backends[].id"
            }), " against."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "lb-backends",
      children: "ceems_lb"
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
          id: "key-ceems_lb.strategy",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb.strategy"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "round-robin"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["How a backend server is chosen among the live servers of a cluster: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "round-robin"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "least-connection"
            }), " (the server with the fewest requests in progress). Any other value stops the load balancer at start-up."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_lb.backends.id",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb.backends[].id"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none, required"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Cluster ID, as in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].id"
            }), " of the API server. Clients select it with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Ceems-Cluster-Id"
            }), " request header. When the load balancer can read the API server's data, it checks at start-up that the API server has stored units for every ID, and it does not start otherwise (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/known-issues#lb-needs-stored-units",
              children: "known issue"
            }), "). See ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#lb-startup-check",
              children: "start-up check"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_lb.backends.tsdb.web.url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb.backends[].tsdb[].web.url"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none, required"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "URL of a Prometheus (or compatible) server holding this cluster's metrics."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_lb.backends.tsdb.web",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb.backends[].tsdb[].web.*"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#http-client",
              children: "HTTP client settings"
            }), " the load balancer uses towards this server. The client's own ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Authorization"
            }), " header is removed before the request is forwarded."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_lb.backends.tsdb.filter_labels",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb.backends[].tsdb[].filter_labels"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "list of strings"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Labels removed from the responses of this server (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "query"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "query_range"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "series"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "labels"
            }), " and label values), for example to hide ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "instance"
            }), " from users."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_lb.backends.pyroscope.web.url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb.backends[].pyroscope[].web.url"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none, required"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "URL of a Pyroscope server holding this cluster's profiles."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_lb.backends.pyroscope.web",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb.backends[].pyroscope[].web.*"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#http-client",
              children: "HTTP client settings"
            }), " towards this Pyroscope server."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_lb.backends.pyroscope.filter_labels",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb.backends[].pyroscope[].filter_labels"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "list of strings"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Not applied to Pyroscope responses."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Each backend needs at least one ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tsdb"
      }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pyroscope"
      }), " server. The load balancer runs a TSDB load\nbalancer when any backend has ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tsdb"
      }), " servers and a Pyroscope load balancer when any has ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pyroscope"
      }), "\nservers. They take the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--web.listen-address"
      }), " values in the order their type first appears while\nreading ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_lb.backends"
      }), " from the top, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tsdb"
      }), " before ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pyroscope"
      }), " within one backend. When the first\nbackend lists ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tsdb"
      }), " servers, as usual, the TSDB load balancer gets the first address; when it lists only\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pyroscope"
      }), " servers, the Pyroscope load balancer gets it. See\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/cli/ceems-lb#web",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--web.listen-address"
        })
      }), ". Servers are checked every 20 seconds with a TCP\nconnection, and a server that does not answer is skipped until it does."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "lb-api-server",
      children: "ceems_api_server in the load balancer file"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The load balancer enforces access control only when it can read the API server's data, from the\ndatabase file or through the API. With neither, it forwards every request and logs a warning. In\n0.10.2 the check reads only the first ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), " (or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "service_name"
      }), ") matcher of each query\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#lb-first-matcher-only",
        children: "known issue"
      }), ")."]
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
          id: "key-ceems-lb-ceems_api_server.data.path",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.data.path"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["empty (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "data"
            }), " when the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "data"
            }), " section is present)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Directory of the API server's database, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems.db"
            }), ". When the file exists there, the load balancer opens it read-only and checks access against it directly, which is the fastest option. Use it when both run on the same host."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_api_server.web.url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.web.url"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["URL of the API server, used when the database file is not available. The load balancer asks the API for the cluster and admin lists as the service account ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems-int-svc"
            }), ", which must be an admin of the API server (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#api-server-admin",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "admin.users"
              })
            }), "), and checks unit ownership in the name of the requesting user. To authenticate to an API server protected by basic auth, put the credentials in the URL: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "https://<user>:<password>@ceems-api.example.com:9020"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_api_server.web",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.web.*"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Client keys next to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "url"
            }), " are discarded when the file is loaded in this version, so ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "basic_auth"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_config"
            }), " here have no effect. Use credentials in the URL, and a server certificate that the system trust store accepts."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Other keys of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server"
      }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "admin"
      }), ", the rest of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "data"
      }), ") are not read by the load balancer."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "lb-startup-check",
      children: "Start-up check"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["When the load balancer can read the API server's data, it lists the cluster IDs that appear in the\nstored units (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "SELECT DISTINCT cluster_id"
      }), " over the units table), from the database file or from the\nAPI's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/api/v1/clusters/admin"
      }), " endpoint, and stops with an unknown cluster ID error when a\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_lb.backends[].id"
      }), " is missing from that list. This check has a time limit of one second. In\npractice:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Start the API server first and wait until its first update has stored at least one unit of every\ncluster. On a new database, or for a cluster that has not run a job yet (or none within\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "retention_period"
        }), "), the load balancer does not start (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/advanced/known-issues#lb-needs-stored-units",
          children: "known issue"
        }), ")."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Through ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_api_server.web.url"
        }), ", the API server must answer within one second and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems-int-svc"
        }), " must be one of its admins, which needs an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "admin"
        }), " section in the API server's file\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/advanced/known-issues#admin-section-required",
          children: "known issue"
        }), ")."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "The packaged unit restarts the load balancer every second after a failure, so it comes up by itself\nonce the units are stored."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "lb-clusters",
      children: "clusters in the load balancer file"
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
      }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.tbody, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems-lb-clusters.id",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].id"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["When the file has a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters"
            }), " list, every ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb.backends[].id"
            }), " must be one of these IDs. Other keys of the items are not used by the load balancer."]
          })]
        })
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "ceems-lb-example",
      children: "Complete example"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A load balancer on the API server's host, for the Slurm cluster (two Prometheus replicas and one\nPyroscope) and the OpenStack cloud of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#ceems-api-server-example",
        children: "API server example"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">ceems_lb</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">strategy</span><span class=\"token punctuation\">:</span> least<span class=\"token punctuation\">-</span>connection\n  <span class=\"token key atrule\">backends</span><span class=\"token punctuation\">:</span>\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span>gpu\n      <span class=\"token key atrule\">tsdb</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//prometheus<span class=\"token punctuation\">-</span>1.example.com<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n            <span class=\"token key atrule\">basic_auth</span><span class=\"token punctuation\">:</span>\n              <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> ceems\n              <span class=\"token key atrule\">password_file</span><span class=\"token punctuation\">:</span> /etc/ceems_lb/secrets/prometheus<span class=\"token punctuation\">-</span>password\n            <span class=\"token key atrule\">tls_config</span><span class=\"token punctuation\">:</span>\n              <span class=\"token key atrule\">ca_file</span><span class=\"token punctuation\">:</span> /etc/ceems_lb/tls/ca.pem\n          <span class=\"token key atrule\">filter_labels</span><span class=\"token punctuation\">:</span>\n            <span class=\"token punctuation\">-</span> instance\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//prometheus<span class=\"token punctuation\">-</span>2.example.com<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n            <span class=\"token key atrule\">basic_auth</span><span class=\"token punctuation\">:</span>\n              <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> ceems\n              <span class=\"token key atrule\">password_file</span><span class=\"token punctuation\">:</span> /etc/ceems_lb/secrets/prometheus<span class=\"token punctuation\">-</span>password\n            <span class=\"token key atrule\">tls_config</span><span class=\"token punctuation\">:</span>\n              <span class=\"token key atrule\">ca_file</span><span class=\"token punctuation\">:</span> /etc/ceems_lb/tls/ca.pem\n          <span class=\"token key atrule\">filter_labels</span><span class=\"token punctuation\">:</span>\n            <span class=\"token punctuation\">-</span> instance\n      <span class=\"token key atrule\">pyroscope</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//pyroscope.example.com<span class=\"token punctuation\">:</span><span class=\"token number\">4040</span>\n\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> openstack<span class=\"token punctuation\">-</span>cloud\n      <span class=\"token key atrule\">tsdb</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//prometheus<span class=\"token punctuation\">-</span>1.example.com<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n            <span class=\"token key atrule\">basic_auth</span><span class=\"token punctuation\">:</span>\n              <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> ceems\n              <span class=\"token key atrule\">password_file</span><span class=\"token punctuation\">:</span> /etc/ceems_lb/secrets/prometheus<span class=\"token punctuation\">-</span>password\n            <span class=\"token key atrule\">tls_config</span><span class=\"token punctuation\">:</span>\n              <span class=\"token key atrule\">ca_file</span><span class=\"token punctuation\">:</span> /etc/ceems_lb/tls/ca.pem\n\n<span class=\"token key atrule\">ceems_api_server</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">data</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">path</span><span class=\"token punctuation\">:</span> /var/lib/ceems\n\n<span class=\"token key atrule\">clusters</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span>gpu\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> openstack<span class=\"token punctuation\">-</span>cloud",
        children: "ceems_lb:\n  strategy: least-connection\n  backends:\n    - id: slurm-gpu\n      tsdb:\n        - web:\n            url: https://prometheus-1.example.com:9090\n            basic_auth:\n              username: ceems\n              password_file: /etc/ceems_lb/secrets/prometheus-password\n            tls_config:\n              ca_file: /etc/ceems_lb/tls/ca.pem\n          filter_labels:\n            - instance\n        - web:\n            url: https://prometheus-2.example.com:9090\n            basic_auth:\n              username: ceems\n              password_file: /etc/ceems_lb/secrets/prometheus-password\n            tls_config:\n              ca_file: /etc/ceems_lb/tls/ca.pem\n          filter_labels:\n            - instance\n      pyroscope:\n        - web:\n            url: http://pyroscope.example.com:4040\n\n    - id: openstack-cloud\n      tsdb:\n        - web:\n            url: https://prometheus-1.example.com:9090\n            basic_auth:\n              username: ceems\n              password_file: /etc/ceems_lb/secrets/prometheus-password\n            tls_config:\n              ca_file: /etc/ceems_lb/tls/ca.pem\n\nceems_api_server:\n  data:\n    path: /var/lib/ceems\n\nclusters:\n  - id: slurm-gpu\n  - id: openstack-cloud\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["On another host, replace the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server"
      }), " section by the API server's URL:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">ceems_api_server</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//lb<span class=\"token punctuation\">:</span>&lt;api<span class=\"token punctuation\">-</span>server<span class=\"token punctuation\">-</span>password<span class=\"token punctuation\">&gt;</span>@ceems<span class=\"token punctuation\">-</span>api.example.com<span class=\"token punctuation\">:</span><span class=\"token number\">9020</span>",
        children: "ceems_api_server:\n  web:\n    url: https://lb:<api-server-password>@ceems-api.example.com:9020\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "redfish-proxy",
      children: "Redfish proxy"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "redfish_proxy --config.file=<file>"
      }), " reads one top-level key, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "redfish_proxy"
      }), ". The proxy forwards the\nRedfish requests of the exporters' Redfish collectors to the BMCs, for networks where compute nodes\ncannot reach their BMC directly."]
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
          id: "key-redfish_proxy.targets.host_ip_addrs",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_proxy.targets[].host_ip_addrs"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "list of strings"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["IP addresses of the compute nodes whose requests go to this target, as the proxy sees them (the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Real-IP"
            }), " request header if present, then the TCP peer address)."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-redfish_proxy.targets.url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_proxy.targets[].url"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none, required"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["BMC URL for those nodes, with scheme and host, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "https://node001-bmc.example.com"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-redfish_proxy.allowed_api_resources",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_proxy.allowed_api_resources"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "list of strings"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "see below"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Regular expressions of the URL paths that may be proxied, joined with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "|"
            }), ". Anchor each one with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "^"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "$"
            }), ". Any other path gets ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "401"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-redfish_proxy.insecure_skip_verify",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_proxy.insecure_skip_verify"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Deprecated: use ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_config.insecure_skip_verify"
            }), ". When ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "true"
            }), ", it replaces the whole ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_config"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-redfish_proxy",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_proxy.*"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#http-client",
              children: "HTTP client settings"
            }), " towards the BMCs, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_config.ca_file"
            }), "."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The default ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "allowed_api_resources"
      }), " allow the service root, sessions, chassis and chassis power:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "^/redfish/v1/$\n^/redfish/v1/Sessions$\n^/redfish/v1/SessionService/Sessions$\n^/redfish/v1/SessionService/Sessions/[a-zA-Z0-9-_]*$\n^/redfish/v1/Chassis$\n^/redfish/v1/Chassis/[a-zA-Z0-9-_]*$\n^/redfish/v1/Chassis/[a-zA-Z0-9-_]*/Power$",
        children: "^/redfish/v1/$\n^/redfish/v1/Sessions$\n^/redfish/v1/SessionService/Sessions$\n^/redfish/v1/SessionService/Sessions/[a-zA-Z0-9-_]*$\n^/redfish/v1/Chassis$\n^/redfish/v1/Chassis/[a-zA-Z0-9-_]*$\n^/redfish/v1/Chassis/[a-zA-Z0-9-_]*/Power$\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A request from an address not listed in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "targets"
      }), " goes to the URL in its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-Redfish-Url"
      }), " header, which\nthe Redfish collector always sends, and that address is remembered. The proxy removes\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-Redfish-Url"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Authorization"
      }), " from requests before it forwards them."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "warning",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["Without a configuration file, or with a file that has no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "redfish_proxy"
        }), " section, the proxy applies no\npath restrictions. Always load a file with a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "redfish_proxy"
        }), " section."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The section used to be called ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "redfish_config"
      }), "; that name is still read, with a deprecation warning."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "redfish-proxy-example",
      children: "Complete example"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">redfish_proxy</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">targets</span><span class=\"token punctuation\">:</span>\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">host_ip_addrs</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> 10.20.0.11\n      <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//node001<span class=\"token punctuation\">-</span>bmc.example.com\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">host_ip_addrs</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> 10.20.0.12\n      <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//node002<span class=\"token punctuation\">-</span>bmc.example.com\n  <span class=\"token key atrule\">tls_config</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">ca_file</span><span class=\"token punctuation\">:</span> /etc/redfish_proxy/tls/bmc<span class=\"token punctuation\">-</span>ca.pem",
        children: "redfish_proxy:\n  targets:\n    - host_ip_addrs:\n        - 10.20.0.11\n      url: https://node001-bmc.example.com\n    - host_ip_addrs:\n        - 10.20.0.12\n      url: https://node002-bmc.example.com\n  tls_config:\n    ca_file: /etc/redfish_proxy/tls/bmc-ca.pem\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "redfish-collector",
      children: "Redfish collector"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_exporter --collector.redfish --collector.redfish.config.file=<file>"
      }), " reads one top-level key,\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "redfish_collector"
      }), ". The collector reads the power readings of every chassis from the node's BMC,\ndirectly or through the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#redfish-proxy",
        children: "Redfish proxy"
      }), ". Its metrics are in the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/components/metrics#redfish",
        children: "metrics reference"
      }), "."]
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
          id: "key-redfish_collector.protocol",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_collector.protocol"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none, required"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "https"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "http"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-redfish_collector.hostname",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_collector.hostname"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "the BMC's address"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Host name or IP address of the BMC. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "{hostname}"
            }), " in the value is replaced by the node's host name (quote the value in YAML). When empty, the collector asks the local BMC for its LAN IP address through the OpenIPMI driver and uses its DNS name when one exists."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-redfish_collector.port",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_collector.port"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "int"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none, required"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Port of the BMC's Redfish API, usually ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "443"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-redfish_collector.username",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_collector.username"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["BMC user name. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "REDFISH_WEB_USERNAME"
            }), " overrides it."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-redfish_collector.password",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_collector.password"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["BMC password. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "REDFISH_WEB_PASSWORD"
            }), " overrides it."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-redfish_collector.use_session_token",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_collector.use_session_token"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "true"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Log in once and use a Redfish session token. When ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            }), ", every request carries the user name and password with basic auth. Keep ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "true"
            }), " when going through the proxy."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-redfish_collector.timeout",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_collector.timeout"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "int"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "5000"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Timeout of each request to the BMC, in milliseconds."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-redfish_collector.external_url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_collector.external_url"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["URL the collector connects to instead of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "<protocol>://<hostname>:<port>"
            }), ", typically the Redfish proxy, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "https://redfish-proxy.example.com:5000"
            }), ". The BMC URL built from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "protocol"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "port"
            }), " is still sent in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Redfish-Url"
            }), " header."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-redfish_collector.insecure_skip_verify",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_collector.insecure_skip_verify"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Deprecated: use ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_config.insecure_skip_verify"
            }), ". When ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "true"
            }), ", it replaces the whole ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_config"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-redfish_collector",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_collector.*"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#http-client",
              children: "HTTP client settings"
            }), " towards the BMC or the proxy. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "http_headers"
            }), " is replaced by the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Redfish-Url"
            }), " header and has no effect. With a proxy that requires basic auth, put the proxy's credentials in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "basic_auth"
            }), "."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The section used to be called ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "redfish_web_config"
      }), "; that name is still read, with a deprecation\nwarning. The packaged file ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems_exporter/redfish-config.yml"
      }), " holds an empty\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "redfish_collector"
      }), " section: add at least ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "protocol"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "port"
      }), " before you enable the collector."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "redfish-collector-example",
      children: "Complete example"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Every node reaches its own BMC, named after the node, through the proxy of the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#redfish-proxy-example",
        children: "previous example"
      }), ". The BMC password comes from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "REDFISH_WEB_PASSWORD"
      }), ", and the\nproxy's password from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "REDFISH_PROXY_PASSWORD"
      }), " with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.redfish.config.file.expand-env-vars"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">redfish_collector</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">protocol</span><span class=\"token punctuation\">:</span> https\n  <span class=\"token key atrule\">hostname</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"{hostname}-bmc.example.com\"</span>\n  <span class=\"token key atrule\">port</span><span class=\"token punctuation\">:</span> <span class=\"token number\">443</span>\n  <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> ceems\n  <span class=\"token key atrule\">use_session_token</span><span class=\"token punctuation\">:</span> <span class=\"token boolean important\">true</span>\n  <span class=\"token key atrule\">timeout</span><span class=\"token punctuation\">:</span> <span class=\"token number\">5000</span>\n  <span class=\"token key atrule\">external_url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//redfish<span class=\"token punctuation\">-</span>proxy.example.com<span class=\"token punctuation\">:</span><span class=\"token number\">5000</span>\n  <span class=\"token key atrule\">basic_auth</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> exporter\n    <span class=\"token key atrule\">password</span><span class=\"token punctuation\">:</span> $<span class=\"token punctuation\">{</span>REDFISH_PROXY_PASSWORD<span class=\"token punctuation\">}</span>\n  <span class=\"token key atrule\">tls_config</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">ca_file</span><span class=\"token punctuation\">:</span> /etc/ceems_exporter/tls/ca.pem",
        children: "redfish_collector:\n  protocol: https\n  hostname: \"{hostname}-bmc.example.com\"\n  port: 443\n  username: ceems\n  use_session_token: true\n  timeout: 5000\n  external_url: https://redfish-proxy.example.com:5000\n  basic_auth:\n    username: exporter\n    password: ${REDFISH_PROXY_PASSWORD}\n  tls_config:\n    ca_file: /etc/ceems_exporter/tls/ca.pem\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "ebpf-profiler",
      children: "eBPF profiler"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_exporter --profiling.ebpf --profiling.ebpf.config.file=<file>"
      }), " reads one top-level key,\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_profiler"
      }), ". The profiler samples the processes of compute units with eBPF and pushes the\nprofiles to Pyroscope. It works with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "k8s"
      }), " collectors, on amd64 and arm64, and the file\nis optional: without it every default below applies."]
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
          id: "key-ceems_profiler.ebpf.collect_interval",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_profiler.ebpf.collect_interval"
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
          id: "key-ceems_profiler.ebpf.discover_interval",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_profiler.ebpf.discover_interval"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "duration"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "30s"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "How often the processes to profile are discovered again."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_profiler.ebpf.sample_rate",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_profiler.ebpf.sample_rate"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "int"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "97"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Sampling frequency, in samples per second."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_profiler.ebpf.collect_user_profile",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_profiler.ebpf.collect_user_profile"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "true"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Collect user space stacks."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_profiler.ebpf.collect_kernel_profile",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_profiler.ebpf.collect_kernel_profile"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Collect kernel stacks."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_profiler.ebpf.python_enabled",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_profiler.ebpf.python_enabled"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "true"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Unwind Python stacks."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_profiler.ebpf.demangle",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_profiler.ebpf.demangle"
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
          id: "key-ceems_profiler.ebpf.build_id_cache_size",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_profiler.ebpf.build_id_cache_size"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "int"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "64"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Symbol tables kept in the cache indexed by ELF build ID."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_profiler.ebpf.pid_cache_size",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_profiler.ebpf.pid_cache_size"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "int"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "32"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Per-process symbol tables kept in the cache."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_profiler.ebpf.same_file_cache_size",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_profiler.ebpf.same_file_cache_size"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "int"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "8"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Symbol tables kept in the cache indexed by file."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_profiler.ebpf.cache_rounds",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_profiler.ebpf.cache_rounds"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "int"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "3"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Collection rounds an unused cache entry survives."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_profiler.ebpf.pid_map_size",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_profiler.ebpf.pid_map_size"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "int"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "2048"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Size of a BPF map. In this version the value sizes the symbols map (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/known-issues#ebpf-map-sizes-swapped",
              children: "known issue"
            }), ")."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_profiler.ebpf.symbols_map_size",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_profiler.ebpf.symbols_map_size"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "int"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "16384"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Size of a BPF map. In this version the value sizes the PID map (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/known-issues#ebpf-map-sizes-swapped",
              children: "known issue"
            }), ")."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_profiler.pyroscope.url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_profiler.pyroscope.url"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "http://localhost:4040"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Pyroscope server that receives the profiles."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_profiler.pyroscope.external_labels",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_profiler.pyroscope.external_labels"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "map of strings"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Labels added to every profile. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "{hostname}"
            }), " in a value is replaced by the node's host name."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_profiler.pyroscope",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_profiler.pyroscope.*"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#http-client",
              children: "HTTP client settings"
            }), " towards Pyroscope."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "ebpf-profiler-example",
      children: "Complete example"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">ceems_profiler</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">ebpf</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">collect_interval</span><span class=\"token punctuation\">:</span> 30s\n    <span class=\"token key atrule\">discover_interval</span><span class=\"token punctuation\">:</span> 30s\n    <span class=\"token key atrule\">sample_rate</span><span class=\"token punctuation\">:</span> <span class=\"token number\">97</span>\n    <span class=\"token key atrule\">collect_user_profile</span><span class=\"token punctuation\">:</span> <span class=\"token boolean important\">true</span>\n    <span class=\"token key atrule\">collect_kernel_profile</span><span class=\"token punctuation\">:</span> <span class=\"token boolean important\">false</span>\n    <span class=\"token key atrule\">python_enabled</span><span class=\"token punctuation\">:</span> <span class=\"token boolean important\">true</span>\n    <span class=\"token key atrule\">demangle</span><span class=\"token punctuation\">:</span> simplified\n  <span class=\"token key atrule\">pyroscope</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//pyroscope.example.com<span class=\"token punctuation\">:</span><span class=\"token number\">4040</span>\n    <span class=\"token key atrule\">external_labels</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">cluster</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span>gpu\n      <span class=\"token key atrule\">node</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"{hostname}\"</span>\n    <span class=\"token key atrule\">basic_auth</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> exporter\n      <span class=\"token key atrule\">password_file</span><span class=\"token punctuation\">:</span> /etc/ceems_exporter/secrets/pyroscope<span class=\"token punctuation\">-</span>password\n    <span class=\"token key atrule\">tls_config</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">ca_file</span><span class=\"token punctuation\">:</span> /etc/ceems_exporter/tls/ca.pem",
        children: "ceems_profiler:\n  ebpf:\n    collect_interval: 30s\n    discover_interval: 30s\n    sample_rate: 97\n    collect_user_profile: true\n    collect_kernel_profile: false\n    python_enabled: true\n    demangle: simplified\n  pyroscope:\n    url: https://pyroscope.example.com:4040\n    external_labels:\n      cluster: slurm-gpu\n      node: \"{hostname}\"\n    basic_auth:\n      username: exporter\n      password_file: /etc/ceems_exporter/secrets/pyroscope-password\n    tls_config:\n      ca_file: /etc/ceems_exporter/tls/ca.pem\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "cacct",
      children: "cacct"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " has no flag for its configuration file. It uses the first file it finds, looking first in\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems"
      }), ", then in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), " directory of the user's configuration directory\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "$XDG_CONFIG_HOME/ceems"
      }), ", or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "~/.config/ceems"
      }), " when ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "XDG_CONFIG_HOME"
      }), " is not set), for the names\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "config.yml"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "config.yaml"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct.yml"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct.yaml"
      }), ", in that order. The package installs\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems/config.yml"
      }), ", readable only by the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), " user and group, and makes ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " setgid ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), "\nso that users can run it without reading the credentials; see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/security#secrets",
        children: "Security"
      }), "."]
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
          id: "key-cacct-ceems_api_server.web.url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.web.url"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none, required"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["URL of the API server, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "https://ceems-api.example.com:9020"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-cacct-ceems_api_server.web",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.web.*"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#http-client",
              children: "HTTP client settings"
            }), " towards the API server, typically ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "basic_auth"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_api_server.cluster_id",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.cluster_id"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Cluster whose jobs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            }), " shows, as in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].id"
            }), ". Required in practice: with an empty value no job matches."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_api_server.user_header_name",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.user_header_name"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Grafana-User"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Request header in which ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            }), " sends the name of the user who runs it (in 0.10.2 the full name field of the account rather than the login name: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/known-issues#cacct-gecos-name",
              children: "known issue"
            }), "). It must be a header the API server reads: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Grafana-User"
            }), " unless the server runs with the hidden flag ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/cli/ceems-api-server#hidden-flags",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "--web.user-header-name"
              })
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tsdb.web.url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tsdb.web.url"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["URL of the Prometheus server used by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct --ts"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tsdb.web",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tsdb.web.*"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#http-client",
              children: "HTTP client settings"
            }), " towards that server."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tsdb.queries",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tsdb.queries"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "map of strings"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Time series that ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct --ts"
            }), " saves, as a name mapped to a PromQL query in which ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "%s"
            }), " is replaced by the job ID. Without queries, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct --ts"
            }), " prints ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "time series data not available"
            }), "."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct --ts"
      }), " writes one CSV file per series that has a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), " label, named after the series'\nfingerprint, and a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "metadata.json"
      }), " file that maps fingerprints to labels."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "cacct-example",
      children: "Complete example"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">ceems_api_server</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">cluster_id</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span>gpu\n  <span class=\"token key atrule\">user_header_name</span><span class=\"token punctuation\">:</span> X<span class=\"token punctuation\">-</span>Grafana<span class=\"token punctuation\">-</span>User\n  <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//ceems<span class=\"token punctuation\">-</span>api.example.com<span class=\"token punctuation\">:</span><span class=\"token number\">9020</span>\n    <span class=\"token key atrule\">basic_auth</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> cacct\n      <span class=\"token key atrule\">password</span><span class=\"token punctuation\">:</span> &lt;api<span class=\"token punctuation\">-</span>server<span class=\"token punctuation\">-</span>password<span class=\"token punctuation\">&gt;</span>\n    <span class=\"token key atrule\">tls_config</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">ca_file</span><span class=\"token punctuation\">:</span> /etc/ceems/tls/ca.pem\n\n<span class=\"token key atrule\">tsdb</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//prometheus<span class=\"token punctuation\">-</span>1.example.com<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n    <span class=\"token key atrule\">basic_auth</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> cacct\n      <span class=\"token key atrule\">password</span><span class=\"token punctuation\">:</span> &lt;prometheus<span class=\"token punctuation\">-</span>password<span class=\"token punctuation\">&gt;</span>\n    <span class=\"token key atrule\">tls_config</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">ca_file</span><span class=\"token punctuation\">:</span> /etc/ceems/tls/ca.pem\n  <span class=\"token key atrule\">queries</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">cpu_usage</span><span class=\"token punctuation\">:</span> <span class=\"token string\">'uuid:ceems_cpu_usage:ratio_irate{uuid=\"%s\"}'</span>\n    <span class=\"token key atrule\">cpu_memory_usage</span><span class=\"token punctuation\">:</span> <span class=\"token string\">'uuid:ceems_cpu_memory_usage:ratio{uuid=\"%s\"}'</span>\n    <span class=\"token key atrule\">host_power</span><span class=\"token punctuation\">:</span> <span class=\"token string\">'uuid:ceems_host_power_watts:pue{uuid=\"%s\"}'</span>\n    <span class=\"token key atrule\">gpu_usage</span><span class=\"token punctuation\">:</span> <span class=\"token string\">'uuid:ceems_gpu_usage:ratio{uuid=\"%s\"}'</span>\n    <span class=\"token key atrule\">gpu_power</span><span class=\"token punctuation\">:</span> <span class=\"token string\">'uuid:ceems_gpu_power_watts:pue{uuid=\"%s\"}'</span>",
        children: "ceems_api_server:\n  cluster_id: slurm-gpu\n  user_header_name: X-Grafana-User\n  web:\n    url: https://ceems-api.example.com:9020\n    basic_auth:\n      username: cacct\n      password: <api-server-password>\n    tls_config:\n      ca_file: /etc/ceems/tls/ca.pem\n\ntsdb:\n  web:\n    url: https://prometheus-1.example.com:9090\n    basic_auth:\n      username: cacct\n      password: <prometheus-password>\n    tls_config:\n      ca_file: /etc/ceems/tls/ca.pem\n  queries:\n    cpu_usage: 'uuid:ceems_cpu_usage:ratio_irate{uuid=\"%s\"}'\n    cpu_memory_usage: 'uuid:ceems_cpu_memory_usage:ratio{uuid=\"%s\"}'\n    host_power: 'uuid:ceems_host_power_watts:pue{uuid=\"%s\"}'\n    gpu_usage: 'uuid:ceems_gpu_usage:ratio{uuid=\"%s\"}'\n    gpu_power: 'uuid:ceems_gpu_power_watts:pue{uuid=\"%s\"}'\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "web-config",
      children: "Web configuration file"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Every CEEMS server (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_exporter"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_lb"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "redfish_proxy"
      }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_k8s_admission_controller"
      }), ") serves HTTP through the Prometheus exporter toolkit, and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--web.config.file"
      }), " loads the toolkit's web configuration file. CEEMS uses the format unchanged and adds\nno keys. TLS and HTTP basic authentication, when the file sets them, cover ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "every"
      }), " path the server\nserves, including ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/health"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/metrics"
      }), ". How to use it is explained in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/basic-auth",
        children: "Basic auth"
      }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/security#tls",
        children: "Security"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The file has three top-level keys: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tls_server_config"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "http_server_config"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "basic_auth_users"
      }), ". It\nis parsed strictly: an unknown key is an error. The server reads the file again for every request, so\nchanges to users and headers apply without a restart, and it reads the certificate and key files again\nfor every new TLS connection, so renewed certificates are picked up. Turning TLS on or off needs a\nrestart. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool check web-config <file>"
      }), " checks a file before you use it."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      title: "The packaged file turns nothing on",
      type: "warning",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["The OS packages install the same template as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/etc/<component>/web-config.yml"
        }), " for the exporter, the API\nserver, the load balancer and the Redfish proxy, and their systemd units pass it with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--web.config.file"
        }), ".\nIn that template ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tls_server_config"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "http_server_config"
        }), " are empty and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "basic_auth_users"
        }), " is\ncommented out, so a freshly installed server speaks plain HTTP and asks for no credentials. Fill the file\nin, for example with the output of\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/cli/ceems-tool#config-create-web-config",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_tool config create-web-config"
          })
        }), ", before you expose\nthe server."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "web-config-tls",
      children: "tls_server_config"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "TLS is on when a certificate and a key are given. When no key of this section is set, the server\nspeaks plain HTTP."
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
          id: "key-tls_server_config.cert_file",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_server_config.cert_file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Server certificate file (PEM), with any intermediate certificates after it. Relative to the directory of the web configuration file."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tls_server_config.key_file",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_server_config.key_file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Private key file (PEM) of the certificate. Relative to the directory of the web configuration file."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tls_server_config.cert",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_server_config.cert"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The certificate as PEM text, instead of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cert_file"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tls_server_config.key",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_server_config.key"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string (secret)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The private key as PEM text, instead of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "key_file"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tls_server_config.client_auth_type",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_server_config.client_auth_type"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "NoClientCert"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Client certificate policy: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "NoClientCert"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "RequestClientCert"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "RequireAnyClientCert"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "VerifyClientCertIfGiven"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "RequireAndVerifyClientCert"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tls_server_config.client_ca_file",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_server_config.client_ca_file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["CA certificates (PEM) that sign accepted client certificates. Needs a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "client_auth_type"
            }), " other than ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "NoClientCert"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tls_server_config.client_ca",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_server_config.client_ca"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The client CA certificates as PEM text, instead of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "client_ca_file"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tls_server_config.client_allowed_sans",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_server_config.client_allowed_sans"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "list of strings"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "When set, a client certificate must carry one of these subject alternative names (DNS name, e-mail address, IP address or URI)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tls_server_config.min_version",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_server_config.min_version"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "TLS12"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Lowest TLS version accepted: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "TLS10"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "TLS11"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "TLS12"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "TLS13"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tls_server_config.max_version",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_server_config.max_version"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "TLS13"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Highest TLS version accepted, same values."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tls_server_config.cipher_suites",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_server_config.cipher_suites"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "list of strings"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Go's default list"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Cipher suites allowed for TLS 1.2 and lower, by their Go names, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384"
            }), ". TLS 1.3 suites cannot be chosen."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tls_server_config.curve_preferences",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_server_config.curve_preferences"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "list of strings"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Go's default list"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Elliptic curves, in order of preference: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CurveP256"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CurveP384"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CurveP521"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X25519"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tls_server_config.prefer_server_cipher_suites",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_server_config.prefer_server_cipher_suites"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "true"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Prefer the server's cipher suite order."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "web-config-http",
      children: "http_server_config"
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
          id: "key-http_server_config.http2",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "http_server_config.http2"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "true"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Offer HTTP/2 on TLS connections."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-http_server_config.headers",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "http_server_config.headers"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "map of strings"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Response headers added to every response. Only these names are accepted: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Strict-Transport-Security"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Content-Type-Options"
            }), " (value ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "nosniff"
            }), "), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Frame-Options"
            }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "deny"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sameorigin"
            }), "), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-XSS-Protection"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Content-Security-Policy"
            }), "."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "web-config-basic-auth",
      children: "basic_auth_users"
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
      }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.tbody, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-basic_auth_users",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "basic_auth_users"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "map of strings"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty (no authentication)"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["User names mapped to the bcrypt hash of their password. When the map is not empty, every request must carry the credentials of one of these users, or it gets ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "401"
            }), ". A value that is not a bcrypt hash stops the HTTP server from starting, with an error in the log."]
          })]
        })
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/basic-auth#generate-hash",
        children: "Basic auth"
      }), " shows how to produce the hashes."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "web-config-example",
      children: "Complete example"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">tls_server_config</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">cert_file</span><span class=\"token punctuation\">:</span> /etc/ceems_api_server/tls/ceems<span class=\"token punctuation\">-</span>api.crt\n  <span class=\"token key atrule\">key_file</span><span class=\"token punctuation\">:</span> /etc/ceems_api_server/tls/ceems<span class=\"token punctuation\">-</span>api.key\n  <span class=\"token key atrule\">min_version</span><span class=\"token punctuation\">:</span> TLS12\n\n<span class=\"token key atrule\">http_server_config</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">http2</span><span class=\"token punctuation\">:</span> <span class=\"token boolean important\">true</span>\n  <span class=\"token key atrule\">headers</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">Strict-Transport-Security</span><span class=\"token punctuation\">:</span> max<span class=\"token punctuation\">-</span>age=31536000\n    <span class=\"token key atrule\">X-Content-Type-Options</span><span class=\"token punctuation\">:</span> nosniff\n    <span class=\"token key atrule\">X-Frame-Options</span><span class=\"token punctuation\">:</span> deny\n\n<span class=\"token key atrule\">basic_auth_users</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">grafana</span><span class=\"token punctuation\">:</span> &lt;bcrypt<span class=\"token punctuation\">-</span>hash<span class=\"token punctuation\">-</span>of<span class=\"token punctuation\">-</span>the<span class=\"token punctuation\">-</span>grafana<span class=\"token punctuation\">-</span>password<span class=\"token punctuation\">&gt;</span>\n  <span class=\"token key atrule\">lb</span><span class=\"token punctuation\">:</span> &lt;bcrypt<span class=\"token punctuation\">-</span>hash<span class=\"token punctuation\">-</span>of<span class=\"token punctuation\">-</span>the<span class=\"token punctuation\">-</span>lb<span class=\"token punctuation\">-</span>password<span class=\"token punctuation\">&gt;</span>\n  <span class=\"token key atrule\">cacct</span><span class=\"token punctuation\">:</span> &lt;bcrypt<span class=\"token punctuation\">-</span>hash<span class=\"token punctuation\">-</span>of<span class=\"token punctuation\">-</span>the<span class=\"token punctuation\">-</span>cacct<span class=\"token punctuation\">-</span>password<span class=\"token punctuation\">&gt;</span>",
        children: "tls_server_config:\n  cert_file: /etc/ceems_api_server/tls/ceems-api.crt\n  key_file: /etc/ceems_api_server/tls/ceems-api.key\n  min_version: TLS12\n\nhttp_server_config:\n  http2: true\n  headers:\n    Strict-Transport-Security: max-age=31536000\n    X-Content-Type-Options: nosniff\n    X-Frame-Options: deny\n\nbasic_auth_users:\n  grafana: <bcrypt-hash-of-the-grafana-password>\n  lb: <bcrypt-hash-of-the-lb-password>\n  cacct: <bcrypt-hash-of-the-cacct-password>\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "ceems-tool-http-config",
      children: "ceems_tool HTTP client file"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " subcommands that call a server (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "check api-healthy"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "check lb-healthy"
      }), " and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tsdb"
      }), "\nsubcommands) accept ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--http.config.file=<file>"
      }), ". The file holds the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#http-client",
        children: "HTTP client settings"
      }), "\nat its top level, without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "url"
      }), " (the URL comes from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--url"
      }), "). It is parsed strictly, and relative paths\nare resolved against the parent of the directory that holds the file, so prefer absolute paths.\nFor the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tsdb"
      }), " subcommands, credentials in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--url"
      }), " and a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--http.config.file"
      }), " cannot be combined."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">basic_auth</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> ceems\n  <span class=\"token key atrule\">password_file</span><span class=\"token punctuation\">:</span> /etc/ceems_api_server/secrets/prometheus<span class=\"token punctuation\">-</span>password\n<span class=\"token key atrule\">tls_config</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">ca_file</span><span class=\"token punctuation\">:</span> /etc/ceems_api_server/tls/ca.pem",
        children: "basic_auth:\n  username: ceems\n  password_file: /etc/ceems_api_server/secrets/prometheus-password\ntls_config:\n  ca_file: /etc/ceems_api_server/tls/ca.pem\n"
      })
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
7039(module) {
"use strict";
module.exports = JSON.parse('{"id":"configuration/config-reference","title":"Configuration file reference","description":"Every key of every CEEMS configuration file, with its type, default and meaning, and a complete example per component.","source":"@site/docs/configuration/config-reference.md","sourceDirName":"configuration","slug":"/configuration/config-reference","permalink":"/ceems/docs/configuration/config-reference","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/configuration/config-reference.md","tags":[],"version":"current","lastUpdatedAt":1795470005000,"sidebarPosition":10,"frontMatter":{"title":"Configuration file reference","description":"Every key of every CEEMS configuration file, with its type, default and meaning, and a complete example per component.","sidebar_position":10},"sidebar":"ceemsSidebar","previous":{"title":"Security","permalink":"/ceems/docs/configuration/security"},"next":{"title":"Usage","permalink":"/ceems/docs/category/usage"}}')

},

};
;