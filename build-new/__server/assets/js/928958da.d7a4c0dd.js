exports.ids = ["4638"];
exports.modules = {
7512(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_cli_ceems_api_server_md_928_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_cli_ceems_api_server_md_928_json__rspack_import_0 = __webpack_require__(26031);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_3 = __webpack_require__(28453);
/* import */ var _site_src_components_ReferenceFilter__rspack_import_2 = __webpack_require__(31746);


const frontMatter = {
	title: 'ceems_api_server',
	description: 'Every command line flag of ceems_api_server, the CEEMS API server, with its type, default, environment variable and effect.',
	sidebar_position: 2
};
const contentTitle = undefined;

const assets = {

};




const toc = [{
  "value": "Synopsis",
  "id": "synopsis",
  "level": 2
}, {
  "value": "Common invocations",
  "id": "common-invocations",
  "level": 2
}, {
  "value": "Reading the tables",
  "id": "reading-the-tables",
  "level": 2
}, {
  "value": "Help",
  "id": "help",
  "level": 2
}, {
  "value": "Configuration file",
  "id": "config-file",
  "level": 2
}, {
  "value": "Web server",
  "id": "web",
  "level": 2
}, {
  "value": "Queries",
  "id": "queries",
  "level": 2
}, {
  "value": "Security",
  "id": "security",
  "level": 2
}, {
  "value": "Runtime",
  "id": "runtime",
  "level": 2
}, {
  "value": "Socket activation",
  "id": "socket-activation",
  "level": 2
}, {
  "value": "Logging",
  "id": "logging",
  "level": 2
}, {
  "value": "Version",
  "id": "version",
  "level": 2
}, {
  "value": "Hidden flags",
  "id": "hidden-flags",
  "level": 2
}, {
  "value": "See also",
  "id": "see-also",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    code: "code",
    em: "em",
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
    ...(0,_mdx_js_react__rspack_import_3/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["This page is for operators who run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server"
      }), ", the service that keeps the CEEMS database of compute\nunits and serves it over HTTP. It lists every flag the server accepts in CEEMS 0.10.2: those\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server --help"
      }), " prints, in its order, then the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#hidden-flags",
        children: "hidden flags"
      }), ". Clusters, database, updaters and admin users are not flags: they live\nin the YAML file that ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--config.file"
      }), " points to, described on\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/ceems-api-server",
        children: "CEEMS API server configuration"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "synopsis",
      children: "Synopsis"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "ceems_api_server [&lt;flags&gt;]",
        children: "ceems_api_server [<flags>]\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The server takes no arguments. It refuses to start without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--config.file"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "common-invocations",
      children: "Common invocations"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The packaged systemd unit runs the server with its configuration file and a web configuration file.\nThe packages install that web configuration file as an empty template: until you add a certificate and\nusers to it, the server speaks plain HTTP with no authentication (see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/config-reference#web-config",
        children: "web configuration"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "ceems_api_server <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">--config.file</span><span class=\"token operator\">=</span>/etc/ceems_api_server/config.yml <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">--web.config.file</span><span class=\"token operator\">=</span>/etc/ceems_api_server/web-config.yml",
        children: "ceems_api_server \\\n  --config.file=/etc/ceems_api_server/config.yml \\\n  --web.config.file=/etc/ceems_api_server/web-config.yml\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Behind a reverse proxy that publishes the API under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/ceems"
      }), ", with responses compressed, at most 300\nrequests a minute per client and queries no longer than one year:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "ceems_api_server <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">--config.file</span><span class=\"token operator\">=</span>/etc/ceems_api_server/config.yml <span class=\"token punctuation\">\\</span>\n  --web.route-prefix<span class=\"token operator\">=</span>/ceems <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">--web.compression</span> <span class=\"token punctuation\">\\</span>\n  --web.max-requests<span class=\"token operator\">=</span><span class=\"token number\">300</span> <span class=\"token punctuation\">\\</span>\n  --query.max-period<span class=\"token operator\">=</span>1y",
        children: "ceems_api_server \\\n  --config.file=/etc/ceems_api_server/config.yml \\\n  --web.route-prefix=/ceems \\\n  --web.compression \\\n  --web.max-requests=300 \\\n  --query.max-period=1y\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["With the configuration file taken from the environment, passwords in that file written as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "${VAR}"
      }), "\nreferences and filled in from the environment, and debug logs while you set things up:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token assign-left variable\">CEEMS_API_SERVER_CONFIG_FILE</span><span class=\"token operator\">=</span>/etc/ceems_api_server/config.yml <span class=\"token punctuation\">\\</span>\nceems_api_server <span class=\"token punctuation\">\\</span>\n  --config.file.expand-env-vars <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">--log.level</span><span class=\"token operator\">=</span>debug",
        children: "CEEMS_API_SERVER_CONFIG_FILE=/etc/ceems_api_server/config.yml \\\nceems_api_server \\\n  --config.file.expand-env-vars \\\n  --log.level=debug\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The packaged unit appends the contents of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CEEMS_API_SERVER_OPTIONS"
      }), " environment variable to its\ncommand line: set that variable in a drop-in (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "systemctl edit ceems_api_server"
      }), ") to add flags."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "reading-the-tables",
      children: "Reading the tables"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["A boolean flag prints as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--[no-]name"
        }), " in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--help"
        }), ". Pass ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--name"
        }), " to turn it on and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--no-name"
        }), " to turn\nit off."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["A flag marked ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "repeatable"
        }), " takes one value each time it is given."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "When a flag has an environment variable and you do not pass the flag, the server takes the value from\nthat variable, then from the default."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "help",
      children: "Help"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_site_src_components_ReferenceFilter__rspack_import_2/* ["default"] */.A, {}), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Flag"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type/value"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Env var"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.tbody, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-help",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "-h, --[no-]help"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Print the flags and exit."
          })]
        })
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "config-file",
      children: "Configuration file"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["File layout and every key: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/ceems-api-server",
        children: "CEEMS API server configuration"
      }), " and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/config-reference#ceems-api-server",
        children: "configuration reference"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Flag"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type/value"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Env var"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-config.file",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--config.file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string (path)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "\"\""
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CEEMS_API_SERVER_CONFIG_FILE"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "YAML configuration file of the server: data directory, update and backup intervals, admin users, clusters and updaters. Required."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-config.file.expand-env-vars",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]config.file.expand-env-vars"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Replace ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "$VAR"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "${VAR}"
            }), " references in the configuration file with environment variables before parsing it. Write ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "$$"
            }), " for a literal ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "$"
            }), "."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "web",
      children: "Web server"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["TLS and basic auth file format: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/config-reference#web-config",
        children: "web configuration"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/basic-auth",
        children: "basic auth"
      }), ". Endpoints: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/docs/category/api",
        children: "API reference"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Flag"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type/value"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Env var"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
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
              children: ":9020"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Address and port to listen on. Repeat to listen on several addresses."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-web.config.file",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.config.file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string (path)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "\"\""
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CEEMS_API_SERVER_WEB_CONFIG_FILE"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Prometheus exporter-toolkit web configuration file, in which you can turn on TLS and basic auth. Without it, or with a file that sets neither, the server speaks plain HTTP with no authentication."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-web.route-prefix",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.route-prefix"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Path prefix of the API routes. With the default the API answers under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/api/v1/"
            }), "; with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/ceems"
            }), " it answers under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/ceems/api/v1/"
            }), ". Set it when a reverse proxy publishes the server under a sub-path."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-web.max-requests",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.max-requests"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "int"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Requests allowed per client and per minute. The client is identified by its real IP address, taken from the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "True-Client-IP"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Real-IP"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Forwarded-For"
            }), " header when present. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0"
            }), " applies no limit."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-web.cors.origin",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.cors.origin"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string (regexp)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".*"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Regular expression of the browser origins allowed to call the API (CORS). It must match the whole origin, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "https?://(grafana|portal)\\.example\\.org"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-web.compression",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]web.compression"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Compress responses when the client accepts it: with gzip, or with deflate when the client accepts only that."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-web.compression.level",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.compression.level"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "int"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "5"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Compression level used with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.compression"
            }), ", from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "1"
            }), " (fastest) to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "9"
            }), " (smallest)."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-web.debug-server",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]web.debug-server"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Serve Go profiling endpoints under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/debug/pprof"
            }), ", only to requests addressed to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "localhost"
            }), "."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "queries",
      children: "Queries"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Flag"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type/value"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Env var"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.tbody, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-query.max-period",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--query.max-period"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "duration"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0s"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Longest time window, between the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "from"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "to"
            }), " of a query, that the server accepts. Longer queries get an error instead of data. Units: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "y"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "w"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "d"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "h"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "m"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "s"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ms"
            }), ", for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "30d"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "1y"
            }), ". ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0s"
            }), " applies no limit."]
          })]
        })
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "security",
      children: "Security"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Why and how the server drops privileges: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/security",
        children: "security"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Flag"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type/value"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Env var"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.tbody, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-security.run-as-user",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--security.run-as-user"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "nobody"
            }), " when started as root, otherwise the current user"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["User name or UID the server switches to after start-up, keeping at most ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETUID"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETGID"
            }), ", which the Slurm resource manager uses to run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sacct"
            }), ". Start the server as the user that owns the data directory (the packages use ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems"
            }), ") rather than as root, or it ends up as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "nobody"
            }), "."]
          })]
        })
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "runtime",
      children: "Runtime"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Flag"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type/value"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Env var"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.tbody, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-runtime.gomaxprocs",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--runtime.gomaxprocs"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "int"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "1"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "GOMAXPROCS"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Largest number of CPUs that run the server's Go code at the same time."
          })]
        })
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "socket-activation",
      children: "Socket activation"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Flag"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type/value"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Env var"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.tbody, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-web.systemd-socket",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]web.systemd-socket"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Accept connections on the sockets systemd passes (socket activation) instead of opening ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.listen-address"
            }), ", which is then ignored. The flag exists only in Linux builds. When systemd passes no socket, the server logs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Failed to start server"
            }), " and keeps running without serving HTTP."]
          })]
        })
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "logging",
      children: "Logging"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Flag"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type/value"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Env var"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-log.level",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--log.level"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
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
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Lowest severity that is logged."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-log.format",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--log.format"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "logfmt"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "json"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "logfmt"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Format of log lines on standard error."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "version",
      children: "Version"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Flag"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type/value"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Env var"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.tbody, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-version",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]version"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Print the version and build information, then exit."
          })]
        })
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "hidden-flags",
      children: "Hidden flags"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--help"
      }), " does not print these flags, but the server accepts them. The first two are meant for operators;\nthe ones marked ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "test only"
      }), " exist for the CEEMS test suite and change behaviour you rely on in\nproduction."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Flag"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type/value"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Env var"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-web.external-url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.external-url"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "URL"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "\"\""
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["URL at which clients reach the server, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "https://ceems.example.org:9020"
            }), ". Only its host and scheme are used, in the Swagger documentation served under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/swagger/"
            }), " so that its requests go to that address. Without it, the Swagger documentation uses the listen address."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-web.user-header-name",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.user-header-name"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string, repeatable"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Grafana-User"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Request header that names the user making an API request. Repeat it to accept several headers: the first one present in a request is used. Giving it once replaces the default, so add ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.user-header-name=X-Grafana-User"
            }), " again if Grafana, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            }), " and the load balancer must keep working. The names are also allowed in CORS requests."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-security.drop-privileges",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]security.drop-privileges"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "true"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Switch to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--security.run-as-user"
            }), " and drop the capabilities the server does not need after start-up. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--no-security.drop-privileges"
            }), " keeps the user and every capability the server started with."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-security.disable-cap-awareness",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]security.disable-cap-awareness"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Keep the retained capabilities (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETUID"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETGID"
            }), ") effective all the time, instead of raising them only around the calls that need them, such as running ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sacct"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-storage.data.skip.delete.old.units",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]storage.data.skip.delete.old.units"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
              children: "Test only."
            }), " Never delete units older than ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "retention_period"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-test.disable.checks",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]test.disable.checks"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
              children: "Test only."
            }), " Ignore the errors of the configuration file's validation (update and backup intervals, Grafana client settings) instead of stopping."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The command line library adds these hidden flags to every CEEMS binary:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Flag"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type/value"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Env var"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-help-long",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]help-long"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Print the help with more detail, then exit."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-help-man",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]help-man"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Print the help as a man page, then exit."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-completion-bash",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]completion-bash"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Meant to print the possible completions of the command line given so far. In ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server"
            }), " it is accepted but has no effect: the server starts as usual."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-completion-script-bash",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]completion-script-bash"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Print a bash completion script, then exit."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-completion-script-zsh",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]completion-script-zsh"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Print a zsh completion script, then exit."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/configuration/ceems-api-server",
          children: "CEEMS API server configuration"
        }), ": the configuration file, cluster by\ncluster."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/usage/ceems-api-server",
          children: "Using the CEEMS API server"
        }), ": querying it and checking its health."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/cli/ceems-tool",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_tool check api-healthy"
          })
        }), ": a health check for scripts and probes."]
      }), "\n"]
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
26031(module) {
"use strict";
module.exports = JSON.parse('{"id":"cli/ceems-api-server","title":"ceems_api_server","description":"Every command line flag of ceems_api_server, the CEEMS API server, with its type, default, environment variable and effect.","source":"@site/docs/cli/ceems-api-server.md","sourceDirName":"cli","slug":"/cli/ceems-api-server","permalink":"/ceems/docs/cli/ceems-api-server","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/cli/ceems-api-server.md","tags":[],"version":"current","lastUpdatedAt":1795469810000,"sidebarPosition":2,"frontMatter":{"title":"ceems_api_server","description":"Every command line flag of ceems_api_server, the CEEMS API server, with its type, default, environment variable and effect.","sidebar_position":2},"sidebar":"ceemsSidebar","previous":{"title":"ceems_exporter","permalink":"/ceems/docs/cli/ceems-exporter"},"next":{"title":"ceems_lb","permalink":"/ceems/docs/cli/ceems-lb"}}')

},

};
;