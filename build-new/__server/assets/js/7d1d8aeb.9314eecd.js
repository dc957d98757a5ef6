exports.ids = ["5270"];
exports.modules = {
21614(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_configuration_ceems_lb_md_7d1_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_configuration_ceems_lb_md_7d1_json__rspack_import_0 = __webpack_require__(18462);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_3 = __webpack_require__(28453);
/* import */ var _site_src_components_ReferenceFilter__rspack_import_2 = __webpack_require__(31746);


const frontMatter = {
	title: 'CEEMS load balancer configuration',
	description: 'Configure ceems_lb to route Grafana queries to the Prometheus and Pyroscope servers of each cluster and to let users query the metrics of the compute units of their own projects.',
	sidebar_position: 3
};
const contentTitle = undefined;

const assets = {

};




const toc = [{
  "value": "The configuration file",
  "id": "config-file",
  "level": 2
}, {
  "value": "Declare the backends of each cluster",
  "id": "backends",
  "level": 2
}, {
  "value": "Choose a strategy",
  "id": "strategies",
  "level": 2
}, {
  "value": "Control access",
  "id": "access-control",
  "level": 2
}, {
  "value": "Database on the same host",
  "id": "access-db",
  "level": 3
}, {
  "value": "API server on another host",
  "id": "access-api",
  "level": 3
}, {
  "value": "Complete example",
  "id": "example",
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
    mdxAdmonitionTitle: "mdxAdmonitionTitle",
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
    ...(0,_mdx_js_react__rspack_import_3/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["This page is for operators who put ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_lb"
      }), " between Grafana and their Prometheus and Pyroscope\nservers. The load balancer does two jobs. It routes each query to a backend server of the right cluster,\nchosen by the cluster ID that Grafana sends. And it checks, with the data of the CEEMS API server, that\nthe Grafana user may see the compute units named in the query. Access is granted by project, not by\nuser: a user may query the units of every project (Slurm account, OpenStack project, Kubernetes\nnamespace) they are a member of, including units that other members started. In 0.10.2 this\ncheck has a gap, described in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#access-control",
        children: "Control access"
      }), ". The examples continue the Slurm cluster ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm-gpu"
      }), " of\nthe other configuration pages and add an OpenStack cloud, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "os-cloud"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "config-file",
      children: "The configuration file"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The load balancer reads one YAML file, given by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--config.file"
      }), " or the environment variable\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CEEMS_LB_CONFIG_FILE"
      }), "; the packages install it as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems_lb/config.yml"
      }), ". It reads three top-level\nsections:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Section"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Used for"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The backends of each cluster and the strategy."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["How to reach the API server's data for access control: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "data.path"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "web"
            }), ". Same keys as in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/configuration/ceems-api-server",
              children: "API server file"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Optional. When present, every backend ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "id"
            }), " must be one of its cluster IDs. Same keys as in the API server file."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Because the sections have the same names and keys, a load balancer on the API server host can read the\nAPI server's own file. With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--config.file.expand-env-vars"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "${VARIABLE}"
      }), " in the file is replaced by\nthe environment variable (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "$$"
      }), " for a literal ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "$"
      }), "). All keys are in the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/config-reference#ceems-lb",
        children: "configuration reference"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The load balancer starts one listener per kind of backend. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--web.listen-address"
      }), " defaults to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: ":9030"
      }), "\nand ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: ":9040"
      }), ": the first address serves the Prometheus backends, the second the Pyroscope backends.\nAddresses are handed out in the order the two kinds first appear in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "backends"
      }), ", so list a backend with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tsdb"
      }), " servers first; when only one kind is configured, it gets the first address. Protect both with\nbasic authentication in\nthe ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/config-reference#web-config",
        children: "web configuration file"
      }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--web.config.file"
      }), "):\nGrafana is the only client that should reach them. The packages install ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems_lb/web-config.yml"
      }), "\nas an empty template, so a fresh install serves plain HTTP with no authentication until you fill it in\nas described in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/basic-auth",
        children: "Basic auth"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "backends",
      children: "Declare the backends of each cluster"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">ceems_lb</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">strategy</span><span class=\"token punctuation\">:</span> round<span class=\"token punctuation\">-</span>robin\n  <span class=\"token key atrule\">backends</span><span class=\"token punctuation\">:</span>\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span>gpu\n      <span class=\"token key atrule\">tsdb</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//prometheus<span class=\"token punctuation\">-</span>a.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n            <span class=\"token key atrule\">basic_auth</span><span class=\"token punctuation\">:</span>\n              <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> ceems<span class=\"token punctuation\">-</span>lb\n              <span class=\"token key atrule\">password_file</span><span class=\"token punctuation\">:</span> /etc/ceems_lb/prometheus<span class=\"token punctuation\">-</span>password\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//prometheus<span class=\"token punctuation\">-</span>b.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n            <span class=\"token key atrule\">basic_auth</span><span class=\"token punctuation\">:</span>\n              <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> ceems<span class=\"token punctuation\">-</span>lb\n              <span class=\"token key atrule\">password_file</span><span class=\"token punctuation\">:</span> /etc/ceems_lb/prometheus<span class=\"token punctuation\">-</span>password\n      <span class=\"token key atrule\">pyroscope</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//pyroscope.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">4040</span>\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> os<span class=\"token punctuation\">-</span>cloud\n      <span class=\"token key atrule\">tsdb</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//prometheus<span class=\"token punctuation\">-</span>cloud.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n          <span class=\"token key atrule\">filter_labels</span><span class=\"token punctuation\">:</span>\n            <span class=\"token punctuation\">-</span> hypervisor_rack",
        children: "ceems_lb:\n  strategy: round-robin\n  backends:\n    - id: slurm-gpu\n      tsdb:\n        - web:\n            url: http://prometheus-a.example.org:9090\n            basic_auth:\n              username: ceems-lb\n              password_file: /etc/ceems_lb/prometheus-password\n        - web:\n            url: http://prometheus-b.example.org:9090\n            basic_auth:\n              username: ceems-lb\n              password_file: /etc/ceems_lb/prometheus-password\n      pyroscope:\n        - web:\n            url: http://pyroscope.example.org:4040\n    - id: os-cloud\n      tsdb:\n        - web:\n            url: http://prometheus-cloud.example.org:9090\n          filter_labels:\n            - hypervisor_rack\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_site_src_components_ReferenceFilter__rspack_import_2/* ["default"] */.A, {}), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
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
          id: "key-ceems_lb.backends.id",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb.backends[].id"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Cluster ID, the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "id"
            }), " of the cluster in the API server configuration. Required."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_lb.backends.tsdb",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb.backends[].tsdb"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "list"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Prometheus servers (or Prometheus API compatible servers) holding this cluster's metrics."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_lb.backends.pyroscope",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb.backends[].pyroscope"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "list"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Pyroscope servers holding this cluster's profiles."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tsdb.web.url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "…tsdb[].web.url"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "…pyroscope[].web.url"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "URL of the server."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-web",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["HTTP client keys under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "web"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "basic_auth"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "authorization"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_config"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "proxy_url"
            }), " and the other Prometheus HTTP client keys: how the load balancer authenticates to the backend."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tsdb.filter_labels",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "…tsdb[].filter_labels"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "list of strings"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Labels removed from the responses of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "query"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "query_range"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "series"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "labels"
            }), " and label values requests, to hide them from users. Prometheus backends only."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Each backend needs at least one ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tsdb"
      }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pyroscope"
      }), " server. Several servers under one ID are\nreplicas that hold the same data, for example two Prometheus servers scraping the same targets."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The load balancer removes the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Authorization"
      }), " header that Grafana sends and lets the backend's own\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "web"
      }), " settings authenticate instead, so users never hold backend credentials. Every 20 seconds it opens\na TCP connection to each backend and stops sending queries to those that do not answer. When a request\nto a backend fails, it marks the backend down and retries the request once on another backend."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Relative paths in the backends' ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "web"
      }), " settings (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "password_file"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ca_file"
      }), ") are resolved against the\ndirectory of the web configuration file given with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--web.config.file"
      }), ". Use absolute paths to avoid\nsurprises."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "strategies",
      children: "Choose a strategy"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_lb.strategy"
      }), " picks, for each query, one of the live servers of the cluster named in the query."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Value"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Behaviour"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "round-robin"
            }), " (default)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Servers take turns."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "least-connection"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The server with the fewest requests in progress."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Any other value stops the load balancer at start-up. The strategy applies to both Prometheus and\nPyroscope backends."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "access-control",
      children: "Control access"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The load balancer checks every query against the data of the API server, read in one of two ways. When\nboth are configured it uses the database."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Way"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Configure"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "When to use"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Database"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.data.path"
            }), ": the API server's data directory, the same value as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "data.path"
            }), " in the API server's file (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/var/lib/ceems"
            }), " in the packaged file). The load balancer opens ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems.db"
            }), " there read-only."]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The load balancer runs on the API server host. Fastest."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "API"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.web.url"
            }), ": the API server URL, with the user name and password of its web configuration inside the URL."]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The load balancer runs on another host."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Neither"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "No access control: every query with a valid cluster ID is passed on. The load balancer logs a warning once, at start-up. Test setups only."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The load balancer opens the database file only if it exists when it starts. If ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "data.path"
      }), " names\nanother directory than the API server's, or the API server has not created ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems.db"
      }), " yet, and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "web.url"
      }), "\nis not set, the load balancer only logs a warning and runs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "without access control"
      }), ": every user can\nquery every unit. Copy ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "data.path"
      }), " from the API server's file, and restart the load balancer if it\nstarted before the database existed."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["With either way configured, the load balancer refuses to start unless every backend ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "id"
      }), " is a cluster\nID that already has units in the API server's data; it exits with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "unknown cluster ID"
      }), ". Start it after\nthe API server has completed its first update; see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#lb-needs-stored-units",
        children: "known issues"
      }), ". In API mode it asks the API server\nfor its clusters as the internal service account ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems-int-svc"
      }), ", which is an admin only when the API\nserver's file has an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "admin"
      }), " section written as a mapping (with keys such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "users"
      }), ", or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "admin: {}"
      }), "). Without that section the\nAPI server answers ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "403"
      }), " and the load balancer does not start; see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#admin-section-required",
        children: "known issues"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "For each request it checks, in order:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The header ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "X-Ceems-Cluster-Id"
        }), " holds the ID of a configured backend. Otherwise: 400."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The header ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "X-Grafana-User"
        }), " holds a user name. Otherwise: 401. Grafana sends it when\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "send_user_header"
        }), " is enabled (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/configuration/grafana",
          children: "Grafana configuration"
        }), ")."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["If the user is an admin of the API server (the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "admin"
        }), " section of its configuration and the\nGrafana admin teams), the request is passed on."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Otherwise the request must be a read: for Prometheus, a path ending in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "query"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "query_range"
        }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "labels"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "series"
        }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "values"
        }), "; for Pyroscope, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "SelectMergeStacktraces"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "LabelNames"
        }), " or\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "LabelValues"
        }), ". Anything else: 403."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The query must name compute units with a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "uuid"
        }), " matcher (for Pyroscope, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "service_name"
        }), ", which the\nexporter sets to the unit's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "uuid"
        }), "), for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "{uuid=\"4182345\"}"
        }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "{uuid=~\"4182345|4182346\"}"
        }), ".\nThe load balancer takes the units of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "first"
        }), " such matcher whose value holds only letters,\ndigits, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "-"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "|"
        }), ", and checks that each of them belongs to a project (Slurm account, OpenStack\nproject, Kubernetes namespace) the user is a member of. Otherwise: 403. A query in which it finds no\nsuch matcher is refused for non-admin users."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["So user dashboards must always filter their queries by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), "; dashboards that show whole-cluster data\nare for admins, or should use a Prometheus data source that does not go through the load balancer and\nthat users cannot reach."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.admonition, {
      type: "danger",
      children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.mdxAdmonitionTitle, {
        children: ["Only the first ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "uuid"
        }), " matcher is checked"]
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["In 0.10.2 the load balancer reads only the first ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "uuid"
        }), " (or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "service_name"
        }), ") matcher of each\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "query"
        }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "match[]"
        }), " value. Later matchers, and selectors without a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "uuid"
        }), " matcher, are forwarded\nunchecked. A user who may see one unit can therefore read any unit's series, for example with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "metric{uuid=\"<own-unit>\"} or metric{uuid=\"<other-unit>\"}"
        }), ". No setting closes this gap. Grafana users\ncan send such queries through any data source they may query, from Explore or from Grafana's HTTP API,\nwhatever dashboards you give them. Where users must not see each other's metrics, give non-admin users\nno load balancer data source, and show them only the API server's summary dashboards, without the\nsingle unit dashboards that need it: the API server checks each unit itself. See ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/advanced/known-issues#lb-first-matcher-only",
          children: "known issues"
        }), "."]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "access-db",
      children: "Database on the same host"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">ceems_api_server</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">data</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">path</span><span class=\"token punctuation\">:</span> /var/lib/ceems",
        children: "ceems_api_server:\n  data:\n    path: /var/lib/ceems\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Use the same ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "data.path"
      }), " as the API server: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/var/lib/ceems"
      }), " is the value in the packaged API server\nfile. With the packages, the API server and the load balancer both run as user ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), ", which can read\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/var/lib/ceems"
      }), ". Check that the load balancer found the database: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ls <data-path>/ceems.db"
      }), " must list\nthe file, and the load balancer's log must not warn ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Neither CEEMS API server DB nor web config found"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "access-api",
      children: "API server on another host"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">ceems_api_server</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//lb<span class=\"token punctuation\">:</span>&lt;lb<span class=\"token punctuation\">-</span>password<span class=\"token punctuation\">&gt;</span>@ceems<span class=\"token punctuation\">-</span>api.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9020</span>",
        children: "ceems_api_server:\n  web:\n    url: https://lb:<lb-password>@ceems-api.example.org:9020\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["In 0.10.2 the load balancer reads only ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "url"
      }), " here and discards the HTTP client keys written\nnext to it (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "basic_auth"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tls_config"
      }), " and the others). Give the user and password of the API server's\nweb configuration inside the URL, percent-encoding any special character of the password, and keep this\nfile readable by the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), " user only. The API server's certificate must be trusted by the system trust\nstore of the load balancer's host."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The load balancer then calls ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/api/v1/units/verify"
      }), " with the user's name in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-Grafana-User"
      }), " for each\nquery, and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/api/v1/users/admin"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/api/v1/clusters/admin"
      }), " as the internal service account\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems-int-svc"
      }), ". These admin calls succeed only when the API server's file has an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "admin"
      }), " section, as\nexplained above. If the API server cannot be reached, queries are refused."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "example",
      children: "Complete example"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "A load balancer on the API server host, for the Slurm cluster (two Prometheus replicas and a Pyroscope\nserver) and the OpenStack cloud:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">ceems_api_server</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">data</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">path</span><span class=\"token punctuation\">:</span> /var/lib/ceems\n\n<span class=\"token key atrule\">clusters</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span>gpu\n    <span class=\"token key atrule\">manager</span><span class=\"token punctuation\">:</span> slurm\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> os<span class=\"token punctuation\">-</span>cloud\n    <span class=\"token key atrule\">manager</span><span class=\"token punctuation\">:</span> openstack\n\n<span class=\"token key atrule\">ceems_lb</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">strategy</span><span class=\"token punctuation\">:</span> least<span class=\"token punctuation\">-</span>connection\n  <span class=\"token key atrule\">backends</span><span class=\"token punctuation\">:</span>\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span>gpu\n      <span class=\"token key atrule\">tsdb</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//prometheus<span class=\"token punctuation\">-</span>a.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n            <span class=\"token key atrule\">basic_auth</span><span class=\"token punctuation\">:</span>\n              <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> ceems<span class=\"token punctuation\">-</span>lb\n              <span class=\"token key atrule\">password_file</span><span class=\"token punctuation\">:</span> /etc/ceems_lb/prometheus<span class=\"token punctuation\">-</span>password\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//prometheus<span class=\"token punctuation\">-</span>b.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n            <span class=\"token key atrule\">basic_auth</span><span class=\"token punctuation\">:</span>\n              <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> ceems<span class=\"token punctuation\">-</span>lb\n              <span class=\"token key atrule\">password_file</span><span class=\"token punctuation\">:</span> /etc/ceems_lb/prometheus<span class=\"token punctuation\">-</span>password\n      <span class=\"token key atrule\">pyroscope</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//pyroscope.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">4040</span>\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> os<span class=\"token punctuation\">-</span>cloud\n      <span class=\"token key atrule\">tsdb</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//prometheus<span class=\"token punctuation\">-</span>cloud.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>",
        children: "ceems_api_server:\n  data:\n    path: /var/lib/ceems\n\nclusters:\n  - id: slurm-gpu\n    manager: slurm\n  - id: os-cloud\n    manager: openstack\n\nceems_lb:\n  strategy: least-connection\n  backends:\n    - id: slurm-gpu\n      tsdb:\n        - web:\n            url: http://prometheus-a.example.org:9090\n            basic_auth:\n              username: ceems-lb\n              password_file: /etc/ceems_lb/prometheus-password\n        - web:\n            url: http://prometheus-b.example.org:9090\n            basic_auth:\n              username: ceems-lb\n              password_file: /etc/ceems_lb/prometheus-password\n      pyroscope:\n        - web:\n            url: http://pyroscope.example.org:4040\n    - id: os-cloud\n      tsdb:\n        - web:\n            url: http://prometheus-cloud.example.org:9090\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Start it and send a query as a user, the way Grafana would:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">sudo</span> systemctl restart ceems_lb\n<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> <span class=\"token parameter variable\">-u</span> grafana:<span class=\"token operator\">&lt;</span>grafana-password<span class=\"token operator\">&gt;</span> <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Ceems-Cluster-Id: slurm-gpu'</span> <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Grafana-User: bob'</span> --data-urlencode <span class=\"token string\">'query=uuid:ceems_cpu_usage:ratio_irate{uuid=\"4182345\"}'</span> http://localhost:9030/api/v1/query",
        children: "sudo systemctl restart ceems_lb\ncurl -s -u grafana:<grafana-password> -H 'X-Ceems-Cluster-Id: slurm-gpu' -H 'X-Grafana-User: bob' --data-urlencode 'query=uuid:ceems_cpu_usage:ratio_irate{uuid=\"4182345\"}' http://localhost:9030/api/v1/query\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Response"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Meaning"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "\"status\":\"success\""
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Job 4182345 belongs to one of bob's accounts."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["403, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "user do not have permissions to view unit metrics"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The job is not in bob's accounts, or the API server has not recorded it yet."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["400, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "invalid cluster ID"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The header is missing or names no backend."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["401, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "no user header found"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Grafana-User"
            }), " header is missing."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The load balancer answers ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/health"
      }), " itself, but only after the same checks: the request needs a valid\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-Ceems-Cluster-Id"
      }), " header and, with access control on, the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-Grafana-User"
      }), " header of an admin user.\nA bare health probe gets ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "400"
      }), ". The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/deployments/guide#lb",
        children: "deployment guide"
      }), " shows a health check\nwith both headers; see also ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#lb-health-behind-access-check",
        children: "known issues"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Next: point Grafana's data sources at the two listeners, as shown in\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/grafana",
        children: "Grafana configuration"
      }), "."]
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
18462(module) {
"use strict";
module.exports = JSON.parse('{"id":"configuration/ceems-lb","title":"CEEMS load balancer configuration","description":"Configure ceems_lb to route Grafana queries to the Prometheus and Pyroscope servers of each cluster and to let users query the metrics of the compute units of their own projects.","source":"@site/docs/configuration/ceems-lb.md","sourceDirName":"configuration","slug":"/configuration/ceems-lb","permalink":"/ceems/docs/configuration/ceems-lb","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/configuration/ceems-lb.md","tags":[],"version":"current","lastUpdatedAt":1795471912000,"sidebarPosition":3,"frontMatter":{"title":"CEEMS load balancer configuration","description":"Configure ceems_lb to route Grafana queries to the Prometheus and Pyroscope servers of each cluster and to let users query the metrics of the compute units of their own projects.","sidebar_position":3},"sidebar":"ceemsSidebar","previous":{"title":"CEEMS API server configuration","permalink":"/ceems/docs/configuration/ceems-api-server"},"next":{"title":"cacct configuration","permalink":"/ceems/docs/configuration/cacct"}}')

},

};
;