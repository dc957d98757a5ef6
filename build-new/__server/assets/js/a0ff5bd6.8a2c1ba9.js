exports.ids = ["716"];
exports.modules = {
56770(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_cli_ceems_tool_md_a0f_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_cli_ceems_tool_md_a0f_json__rspack_import_0 = __webpack_require__(25909);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_3 = __webpack_require__(28453);
/* import */ var _site_src_components_ReferenceFilter__rspack_import_2 = __webpack_require__(31746);


const frontMatter = {
	title: 'ceems_tool',
	description: 'Every subcommand, flag and argument of ceems_tool, the CEEMS helper that checks services and generates web configs, Prometheus rules and TSDB updater queries.',
	sidebar_position: 5
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
  "value": "Global flags",
  "id": "global-flags",
  "level": 2
}, {
  "value": "help",
  "id": "help",
  "level": 2
}, {
  "value": "check api-healthy",
  "id": "check-api-healthy",
  "level": 2
}, {
  "value": "check lb-healthy",
  "id": "check-lb-healthy",
  "level": 2
}, {
  "value": "check web-config",
  "id": "check-web-config",
  "level": 2
}, {
  "value": "config create-web-config",
  "id": "config-create-web-config",
  "level": 2
}, {
  "value": "tsdb create-recording-rules",
  "id": "tsdb-create-recording-rules",
  "level": 2
}, {
  "value": "tsdb create-relabel-configs",
  "id": "tsdb-create-relabel-configs",
  "level": 2
}, {
  "value": "tsdb create-ceems-tsdb-updater-queries",
  "id": "tsdb-create-ceems-tsdb-updater-queries",
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
      children: ["This page is for operators who use ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " to check CEEMS services and to generate configuration: web\nconfiguration files with basic auth and TLS, Prometheus recording rules and relabel configs, and the\nqueries of the CEEMS API server's TSDB updater. It lists every subcommand of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " in CEEMS\n0.10.2, in the order ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool --help"
      }), " prints them, with each flag and argument, and then the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#hidden-flags",
        children: "hidden flags"
      }), ". Walk-throughs\nare on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/usage/ceems-tool",
        children: "using ceems_tool"
      }), ". ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " ships in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server"
      }), " package\nand in the release archives."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "synopsis",
      children: "Synopsis"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "ceems_tool [&lt;flags&gt;] &lt;command&gt; [&lt;args&gt; ...]",
        children: "ceems_tool [<flags>] <command> [<args> ...]\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Command"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it does"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#help",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "help"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Show help for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool"
            }), " or for one command."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#check-api-healthy",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "check api-healthy"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Check that the CEEMS API server answers its health endpoint."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#check-lb-healthy",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "check lb-healthy"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Check that the CEEMS load balancer answers its health endpoint."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#check-web-config",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "check web-config"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Validate web configuration files."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#config-create-web-config",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "config create-web-config"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Write a web configuration file with a basic auth password and, optionally, a self-signed TLS certificate."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#tsdb-create-recording-rules",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "tsdb create-recording-rules"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Write Prometheus recording rules that estimate power and emissions of compute units, from what Prometheus scrapes."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#tsdb-create-relabel-configs",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "tsdb create-relabel-configs"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Print the relabel configs that make GPU exporter metrics match CEEMS labels."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#tsdb-create-ceems-tsdb-updater-queries",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "tsdb create-ceems-tsdb-updater-queries"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Print TSDB updater queries for the CEEMS API server configuration."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Every command returns exit status ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "0"
      }), " on success and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "1"
      }), " on failure, so you can use it in scripts and\nhealth probes. Results and messages go to standard error; help goes to standard output."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "common-invocations",
      children: "Common invocations"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Create a web configuration file with basic auth and a self-signed certificate for a compute node, in a new\ndirectory ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "web"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "ceems_tool config create-web-config <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">--tls</span> <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">--tls.host</span><span class=\"token operator\">=</span>compute-01.example.org <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">--tls.host</span><span class=\"token operator\">=</span><span class=\"token number\">10.0</span>.0.11 <span class=\"token punctuation\">\\</span>\n  --output-dir<span class=\"token operator\">=</span>web",
        children: "ceems_tool config create-web-config \\\n  --tls \\\n  --tls.host=compute-01.example.org \\\n  --tls.host=10.0.0.11 \\\n  --output-dir=web\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Generate recording rules for every Prometheus job that scrapes CEEMS exporters, for a data centre in\nFrance with a power usage effectiveness (PUE) of 1.3:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "ceems_tool tsdb create-recording-rules <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">--url</span><span class=\"token operator\">=</span>http://prometheus.example.org:9090 <span class=\"token punctuation\">\\</span>\n  --country-code<span class=\"token operator\">=</span>FR <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">--pue</span><span class=\"token operator\">=</span><span class=\"token number\">1.3</span> <span class=\"token punctuation\">\\</span>\n  --output-dir<span class=\"token operator\">=</span>rules",
        children: "ceems_tool tsdb create-recording-rules \\\n  --url=http://prometheus.example.org:9090 \\\n  --country-code=FR \\\n  --pue=1.3 \\\n  --output-dir=rules\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Check the API server from a monitoring script, over TLS with basic auth, the credentials and CA\ncertificate being in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "http-client.yml"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "ceems_tool check api-healthy <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">--url</span><span class=\"token operator\">=</span>https://ceems.example.org:9020 <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">--http.config.file</span><span class=\"token operator\">=</span>http-client.yml",
        children: "ceems_tool check api-healthy \\\n  --url=https://ceems.example.org:9020 \\\n  --http.config.file=http-client.yml\n"
      })
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
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_tool"
        }), " reads no environment variables for its flags, so the Env var column is empty throughout."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["A flag of type ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Go duration"
        }), " takes a number and a unit among ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "h"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "m"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "s"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ms"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "us"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ns"
        }), ",\ncombined if needed (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "8760h"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "1h30m"
        }), "). Days, weeks and years (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "d"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "w"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "y"
        }), ") are refused: write ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "720h"
        }), "\nfor 30 days."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--http.config.file"
        }), " takes a Prometheus HTTP client configuration file: the same ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "basic_auth"
        }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "authorization"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "oauth2"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tls_config"
        }), " keys as a Prometheus scrape configuration, at the top level\nof the file. The file must exist."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "global-flags",
      children: "Global flags"
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
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
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
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Show help for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool"
            }), ", or for the command it follows, and exit."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
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
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "help",
      children: "help"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "ceems_tool help [&lt;command&gt;...]",
        children: "ceems_tool help [<command>...]\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Argument"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.tbody, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "[<command>...]"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Command to show help for, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool help tsdb create-recording-rules"
            }), ". Without it, prints the help of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool"
            }), "."]
          })]
        })
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "check-api-healthy",
      children: "check api-healthy"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "ceems_tool check api-healthy [&lt;flags&gt;]",
        children: "ceems_tool check api-healthy [<flags>]\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Sends ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "GET <url>/health"
      }), " and succeeds when the answer is HTTP 200 within 10 seconds. Server flags:\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/cli/ceems-api-server",
        children: "ceems_api_server"
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
          id: "flag-http.config.file",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--http.config.file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "<filename>"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "HTTP client configuration used to connect to the CEEMS API server, for basic auth and TLS."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--url"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "URL"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "http://localhost:9020"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Base URL of the CEEMS API server."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "check-lb-healthy",
      children: "check lb-healthy"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "ceems_tool check lb-healthy [&lt;flags&gt;]",
        children: "ceems_tool check lb-healthy [<flags>]\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Sends ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "GET <url>/health"
      }), " and succeeds when the answer is HTTP 200 within 10 seconds. Load balancer flags:\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/cli/ceems-lb",
        children: "ceems_lb"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["In 0.10.2 the load balancer checks access before it answers ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/health"
      }), "\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#lb-health-behind-access-check",
        children: "known issue"
      }), "). A bare request gets HTTP 400\nfor its missing cluster ID, so this check fails against a healthy load balancer. Send the headers the\nload balancer expects through ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "http_headers"
      }), " in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--http.config.file"
      }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-Ceems-Cluster-Id"
      }), " with one\nof the IDs of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_lb.backends"
      }), ", and, when the load balancer enforces access control, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-Grafana-User"
      }), "\nwith the name of an admin user of the CEEMS API server."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">http_headers</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">X-Ceems-Cluster-Id</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">values</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> &lt;cluster<span class=\"token punctuation\">-</span>id<span class=\"token punctuation\">&gt;</span>\n  <span class=\"token key atrule\">X-Grafana-User</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">values</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> &lt;admin<span class=\"token punctuation\">-</span>user<span class=\"token punctuation\">&gt;</span>",
        children: "http_headers:\n  X-Ceems-Cluster-Id:\n    values:\n      - <cluster-id>\n  X-Grafana-User:\n    values:\n      - <admin-user>\n"
      })
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
          id: "flag-check-lb-healthy-http.config.file",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--http.config.file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "<filename>"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "HTTP client configuration used to connect to the CEEMS load balancer, for basic auth and TLS."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-check-lb-healthy-url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--url"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "URL"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "http://localhost:9030"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Base URL of the TSDB load balancer."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "check-web-config",
      children: "check web-config"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "ceems_tool check web-config &lt;web-config-files&gt;...",
        children: "ceems_tool check web-config <web-config-files>...\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Validates each file as a Prometheus exporter-toolkit web configuration and prints ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "SUCCESS"
      }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "FAILED"
      }), "\nwith the reason for each. Fails when any file is invalid. File format:\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/config-reference#web-config",
        children: "web configuration"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Argument"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.tbody, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "<web-config-files>..."
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "One or more web configuration files to check. Required; every file must exist."
          })]
        })
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "config-create-web-config",
      children: "config create-web-config"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "ceems_tool config create-web-config [&lt;flags&gt;]",
        children: "ceems_tool config create-web-config [<flags>]\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Writes ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "web-config.yml"
      }), " into ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--output-dir"
      }), ", readable by its owner only. With basic auth, it generates a\nrandom 24-character password, stores its bcrypt hash for the user ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), ", and prints the plain password\nonce on standard error: keep it, Prometheus needs it to scrape. With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--tls"
      }), ", it also writes a self-signed\nECDSA certificate ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cert.pem"
      }), " and its key ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "key.pem"
      }), " next to the file and points the file at them. How to use\nthe result: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/basic-auth",
        children: "basic auth"
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
          id: "flag-basic-auth",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]basic-auth"
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
            children: ["Add a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "basic_auth_users"
            }), " entry for the user ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems"
            }), " with a generated password. With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--no-basic-auth"
            }), " the file has no users, and the command still prints the password line, with an empty password; without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--tls"
            }), " as well, the file then turns nothing on."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-tls",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]tls"
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
            children: ["Generate a self-signed certificate and fill the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_server_config"
            }), " section with the paths of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cert.pem"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "key.pem"
            }), ". Needs at least one ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--tls.host"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-tls.host",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--tls.host"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string, repeatable"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Host name or IP address the certificate is valid for. Repeat for each name and address clients use."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-tls.validity",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--tls.validity"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Go duration"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "8760h"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "How long the certificate is valid, from now. The default is one year (365 days)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-output-dir",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--output-dir"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string (path)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "config"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Directory the files are written to. With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--tls"
            }), " it is created when missing; without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--tls"
            }), " it must already exist."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tsdb-create-recording-rules",
      children: "tsdb create-recording-rules"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "ceems_tool tsdb create-recording-rules [&lt;flags&gt;]",
        children: "ceems_tool tsdb create-recording-rules [<flags>]\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Asks Prometheus which CEEMS exporter and GPU exporter series it stored between ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--start"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--end"
      }), ", then\nwrites one rules file, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<job>.rules"
      }), ", per Prometheus job whose CEEMS exporters report node power, and one,\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<gpu-job>-gpu.rules"
      }), ", per job that scrapes a GPU exporter (NVIDIA DCGM, AMD SMI or AMD device metrics\nexporter) on the same hosts as such a CEEMS job. The node power source is picked per job, in this order: Cray PM\ncounters, Redfish, IPMI DCMI, RAPL. When a Redfish job reports several chassis, the command asks on the\nterminal which chassis reports host power. In 0.10.2 two defects affect the GPU rules files: the\nNVIDIA file is invalid YAML unless the DCGM exporter exports both ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "DCGM_FI_PROF_SM_ACTIVE"
      }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "DCGM_FI_PROF_SM_OCCUPANCY"
      }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#nvidia-rules-need-sm-fields",
        children: "known issue"
      }), "), and\nthe GPU power rules fail with MIG or shared GPUs\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#gpu-power-rules-mig-shared",
        children: "known issue"
      }), "). Check the files with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "promtool check rules"
      }), " before you load them. Load the files in Prometheus as described on\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/prometheus",
        children: "Prometheus configuration"
      }), "; the resulting series are in the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/components/metrics#recording-rules",
        children: "metrics reference"
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
          id: "flag-tsdb-create-recording-rules-http.config.file",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--http.config.file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "<filename>"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["HTTP client configuration used to connect to Prometheus. Cannot be combined with a user name in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--url"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-tsdb-create-recording-rules-url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--url"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "URL"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "http://localhost:9090"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Base URL of the Prometheus server."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-start",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--start"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "RFC 3339 time or Unix timestamp"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "3 hours ago"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Start of the window in which series are looked up."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-end",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--end"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "RFC 3339 time or Unix timestamp"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "now"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["End of the window in which series are looked up. Must be after ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--start"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-pue",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--pue"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "float"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "1"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Power usage effectiveness of the data centre; the power and energy series in the rules are multiplied by it."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-emission-factor",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--emission-factor"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "float, gCO2e/kWh"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Fixed emission factor used in the emissions rules. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0"
            }), " means: use the providers that export ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_emissions_gCo2_kWh"
            }), " for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--country-code"
            }), " in Prometheus, or, when there are none, the static Our World in Data factor of that country. A non-zero value cannot be combined with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--country-code"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-country-code",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--country-code"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "ISO 3166-1 alpha-2 code"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Country whose emission factor the rules use, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "FR"
            }), ". Cannot be combined with a non-zero ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--emission-factor"
            }), ". Required in practice when ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--emission-factor"
            }), " is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0"
            }), ": without it, or with a code that has no emission factor, no provider and no static factor are found, the command prints ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "static emission factor 0 g/kWh from OWID data will be used"
            }), ", and the files hold no emissions rules at all."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-eval-interval",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--eval-interval"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Go duration"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0s"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Evaluation interval written into the rule groups. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0s"
            }), " uses the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "evaluation_interval"
            }), " of the Prometheus global configuration."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-tsdb-create-recording-rules-output-dir",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--output-dir"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string (path)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rules"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Directory the rules files are written to. Created when missing."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tsdb-create-relabel-configs",
      children: "tsdb create-relabel-configs"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "ceems_tool tsdb create-relabel-configs [&lt;flags&gt;]",
        children: "ceems_tool tsdb create-relabel-configs [<flags>]\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Finds the Prometheus jobs that scrape NVIDIA DCGM, AMD SMI or AMD device metrics exporters, and prints on\nstandard error a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "scrape_configs"
      }), " list with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "metric_relabel_configs"
      }), " each of those jobs needs so that\nGPU labels match the CEEMS exporter's. Merge it into your Prometheus configuration: see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/prometheus",
        children: "Prometheus configuration"
      }), ". Nothing is written to disk."]
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
          id: "flag-tsdb-create-relabel-configs-http.config.file",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--http.config.file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "<filename>"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["HTTP client configuration used to connect to Prometheus. Cannot be combined with a user name in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--url"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-tsdb-create-relabel-configs-url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--url"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "URL"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "http://localhost:9090"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Base URL of the Prometheus server."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-tsdb-create-relabel-configs-start",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--start"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "RFC 3339 time or Unix timestamp"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "3 hours ago"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Start of the window in which series are looked up."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-tsdb-create-relabel-configs-end",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--end"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "RFC 3339 time or Unix timestamp"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "now"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["End of the window in which series are looked up. Must be after ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--start"
            }), "."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tsdb-create-ceems-tsdb-updater-queries",
      children: "tsdb create-ceems-tsdb-updater-queries"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "ceems_tool tsdb create-ceems-tsdb-updater-queries [&lt;flags&gt;]",
        children: "ceems_tool tsdb create-ceems-tsdb-updater-queries [<flags>]\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Checks which series the recording rules produced in Prometheus and which emission factor providers they\nuse, then prints on standard error the queries for the TSDB updater of the CEEMS API server, limited to\nseries that exist. Paste them into the updater section of the API server configuration: see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/ceems-api-server",
        children: "CEEMS API server configuration"
      }), ". Nothing is written to disk."]
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
          id: "flag-tsdb-create-ceems-tsdb-updater-queries-http.config.file",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--http.config.file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "<filename>"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["HTTP client configuration used to connect to Prometheus. Cannot be combined with a user name in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--url"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-tsdb-create-ceems-tsdb-updater-queries-url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--url"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "URL"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "http://localhost:9090"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Base URL of the Prometheus server."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-tsdb-create-ceems-tsdb-updater-queries-start",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--start"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "RFC 3339 time or Unix timestamp"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "3 hours ago"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Start of the window in which series are looked up."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-tsdb-create-ceems-tsdb-updater-queries-end",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--end"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "RFC 3339 time or Unix timestamp"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "now"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["End of the window in which series are looked up. Must be after ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--start"
            }), "."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "hidden-flags",
      children: "Hidden flags"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--help"
      }), " does not print these flags, but ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " accepts them."]
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
          id: "flag-disable-providers",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]disable-providers"
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
            children: ["Flag of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tsdb create-recording-rules"
            }), ". ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
              children: "Test only."
            }), " Ignore the emission factor providers found in Prometheus and use the static Our World in Data factor of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--country-code"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
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
            children: "Global. Print the help with more detail, then exit."
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
            children: "Global. Print the help as a man page, then exit."
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
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Global. Print the possible completions of the command line given so far, then exit. Used by the completion scripts below."
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
            children: "Global. Print a bash completion script, then exit."
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
            children: "Global. Print a zsh completion script, then exit."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The last five come from the command line library and exist in every CEEMS binary."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/usage/ceems-tool",
          children: "Using ceems_tool"
        }), ": the commands above, step by step."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/configuration/basic-auth",
          children: "Basic auth"
        }), ": using the web configuration files that\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "config create-web-config"
        }), " writes."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/configuration/prometheus",
          children: "Prometheus configuration"
        }), ": loading the rules and relabel configs."]
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
25909(module) {
"use strict";
module.exports = JSON.parse('{"id":"cli/ceems-tool","title":"ceems_tool","description":"Every subcommand, flag and argument of ceems_tool, the CEEMS helper that checks services and generates web configs, Prometheus rules and TSDB updater queries.","source":"@site/docs/cli/ceems-tool.md","sourceDirName":"cli","slug":"/cli/ceems-tool","permalink":"/ceems/docs/cli/ceems-tool","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/cli/ceems-tool.md","tags":[],"version":"current","lastUpdatedAt":1795469951000,"sidebarPosition":5,"frontMatter":{"title":"ceems_tool","description":"Every subcommand, flag and argument of ceems_tool, the CEEMS helper that checks services and generates web configs, Prometheus rules and TSDB updater queries.","sidebar_position":5},"sidebar":"ceemsSidebar","previous":{"title":"cacct","permalink":"/ceems/docs/cli/cacct"},"next":{"title":"redfish_proxy","permalink":"/ceems/docs/cli/redfish-proxy"}}')

},

};
;