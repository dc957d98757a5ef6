exports.ids = ["9754"];
exports.modules = {
39168(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_configuration_ceems_api_server_md_4b7_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_configuration_ceems_api_server_md_4b7_json__rspack_import_0 = __webpack_require__(10693);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_5 = __webpack_require__(28453);
/* import */ var _site_src_components_ReferenceFilter__rspack_import_2 = __webpack_require__(31746);
/* import */ var _theme_Tabs__rspack_import_3 = __webpack_require__(27154);
/* import */ var _theme_Tabs__rspack_import_3_default = /*#__PURE__*/__webpack_require__.n(_theme_Tabs__rspack_import_3);
/* import */ var _theme_TabItem__rspack_import_4 = __webpack_require__(35164);


const frontMatter = {
	title: 'CEEMS API server configuration',
	description: 'Write the CEEMS API server configuration file to connect Slurm, OpenStack and Kubernetes clusters, keep and back up data, name admin users and aggregate metrics from Prometheus with the TSDB updater.',
	sidebar_position: 2
};
const contentTitle = undefined;

const assets = {

};






const toc = [{
  "value": "The configuration file",
  "id": "config-file",
  "level": 2
}, {
  "value": "Store data, keep it and back it up",
  "id": "data",
  "level": 2
}, {
  "value": "Name admin users",
  "id": "admin-users",
  "level": 2
}, {
  "value": "Connect clusters",
  "id": "clusters",
  "level": 2
}, {
  "value": "Set up the TSDB updater",
  "id": "tsdb-updater",
  "level": 2
}, {
  "value": "Queries",
  "id": "tsdb-queries",
  "level": 3
}, {
  "value": "The web section and server flags",
  "id": "web",
  "level": 2
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
    p: "p",
    pre: "pre",
    table: "table",
    tbody: "tbody",
    td: "td",
    th: "th",
    thead: "thead",
    tr: "tr",
    ...(0,_mdx_js_react__rspack_import_5/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["This page is for operators who set up ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server"
      }), ". The API server polls each cluster's resource\nmanager for compute units (batch jobs, VMs, pods), users and projects, enriches each unit with\naggregated metrics from Prometheus, stores the result in an SQLite database and serves it to Grafana,\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " and the load balancer. Each section below is one task in the configuration file, with a\ncomplete example; the last section puts them together. Every key, with its type and default, is also\nlisted in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/config-reference#ceems-api-server",
        children: "configuration reference"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "config-file",
      children: "The configuration file"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The API server reads one YAML file, given by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--config.file"
      }), " or the environment variable\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CEEMS_API_SERVER_CONFIG_FILE"
      }), ". The deb and rpm packages install it as\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems_api_server/config.yml"
      }), " and start the server from the working directory ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/var/lib/ceems"
      }), ".\nThe file has three top-level sections:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Section"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Content"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The server itself: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "data"
            }), " (storage), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "admin"
            }), " (admin users) and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "web"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "One entry per cluster to poll: its ID, resource manager and connection settings."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "updaters"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "One entry per updater instance, today the TSDB updater that queries Prometheus."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/ceems-lb",
        children: "load balancer"
      }), " reads the same ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "clusters"
      }), "\nsections, so you can keep one file for both; each component ignores the sections it does not use."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Secrets need not be written in the file: start the server with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--config.file.expand-env-vars"
      }), " and\nwrite ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "${VARIABLE}"
      }), " where the value goes (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "$$"
      }), " for a literal ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "$"
      }), "). Relative file paths inside HTTP\nclient settings (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "password_file"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ca_file"
      }), ") are relative to the directory of the configuration file."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "After each change, restart the server and check the log:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">sudo</span> systemctl restart ceems_api_server\njournalctl <span class=\"token parameter variable\">-u</span> ceems_api_server <span class=\"token parameter variable\">-n</span> <span class=\"token number\">50</span>\n<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> <span class=\"token parameter variable\">-u</span> <span class=\"token operator\">&lt;</span>user<span class=\"token operator\">&gt;</span>:<span class=\"token operator\">&lt;</span>password<span class=\"token operator\">&gt;</span> http://localhost:9020/health",
        children: "sudo systemctl restart ceems_api_server\njournalctl -u ceems_api_server -n 50\ncurl -s -u <user>:<password> http://localhost:9020/health\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "data",
      children: "Store data, keep it and back it up"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">ceems_api_server</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">data</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">path</span><span class=\"token punctuation\">:</span> /var/lib/ceems\n    <span class=\"token key atrule\">retention_period</span><span class=\"token punctuation\">:</span> 1y\n    <span class=\"token key atrule\">update_interval</span><span class=\"token punctuation\">:</span> 15m\n    <span class=\"token key atrule\">max_update_interval</span><span class=\"token punctuation\">:</span> 1h\n    <span class=\"token key atrule\">update_from</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"2025-01-01\"</span>\n    <span class=\"token key atrule\">time_zone</span><span class=\"token punctuation\">:</span> Europe/Paris\n    <span class=\"token key atrule\">backup_path</span><span class=\"token punctuation\">:</span> /var/lib/ceems/backups\n    <span class=\"token key atrule\">backup_interval</span><span class=\"token punctuation\">:</span> 1d",
        children: "ceems_api_server:\n  data:\n    path: /var/lib/ceems\n    retention_period: 1y\n    update_interval: 15m\n    max_update_interval: 1h\n    update_from: \"2025-01-01\"\n    time_zone: Europe/Paris\n    backup_path: /var/lib/ceems/backups\n    backup_interval: 1d\n"
      })
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
          id: "key-data.path",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "data.path"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "data"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Directory of the database file ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems.db"
            }), ", created if missing. A relative path is relative to the working directory (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/var/lib/ceems"
            }), " with the packaged unit). The packaged file sets ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/var/lib/ceems"
            }), ". A load balancer on the same host must use the same value in its own ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "data.path"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-data.retention_period",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "data.retention_period"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "duration"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "30d"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Units that ended longer ago than this are deleted at each update. Counted in whole days."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-data.update_interval",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "data.update_interval"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "duration"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "15m"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "How often the server polls the clusters and Prometheus. Must not be 0."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-data.max_update_interval",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "data.max_update_interval"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "duration"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "1h"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Longest period fetched in one step. After downtime, or on first start with an old ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "update_from"
            }), ", the server catches up in steps of this length. Must not be 0."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-data.update_from",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "data.update_from"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "date"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "today, 00:00"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Where to start on an empty database: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "YYYY-MM-DD"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "YYYY-MM-DDTHH:MM"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "YYYY-MM-DDTHH:MM:SS"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "today"
            }), ". Ignored once the database records a last update."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-data.time_zone",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "data.time_zone"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "local time zone"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["IANA time zone name used for timestamps, such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Europe/Paris"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "UTC"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-data.backup_path",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "data.backup_path"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Directory for backups. Empty: no backups."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-data.backup_interval",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "data.backup_interval"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "duration"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "1d"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Time between backups; 1 day or more. Do not write ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0s"
            }), ": it passes validation, but with a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "backup_path"
            }), " the server then panics at start (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/known-issues#backup-interval-zero-panic",
              children: "known issues"
            }), ")."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Durations take the units ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
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
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ms"
      }), ", for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "90d"
      }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "1h30m"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["How backups work: at each interval (the first one after one full interval, not at start), the server\nvacuums the database, copies it online to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems-<YYYYMMDDHHMM>.db"
      }), " in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "data.path"
      }), ", then moves the copy\nto ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "data.backup_path"
      }), ". Because it is a move, the backup directory must be on the same file system as\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "data.path"
      }), ". The server does not delete old backups: rotate them with your own tooling, or replicate the\ndatabase continuously with a tool such as Litestream instead."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "warning",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["The packaged unit file lets the server write only under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/var/lib/ceems"
        }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ReadWritePaths"
        }), "). To put\ndata or backups elsewhere, add the directory to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ReadWritePaths"
        }), " in a drop-in\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "sudo systemctl edit ceems_api_server"
        }), ")."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "admin-users",
      children: "Name admin users"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Admin users may call the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/admin"
      }), " variants of the API endpoints and so see every user's units and\nusage. Normal users see their own units, and the usage of the projects (Slurm accounts, OpenStack\nprojects, Kubernetes namespaces) they are members of. The load balancer uses the same list: admins may\nquery the metrics of any unit, other users those of the units of their projects, whoever started them."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">ceems_api_server</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">admin</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">users</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> alice\n      <span class=\"token punctuation\">-</span> hpc<span class=\"token punctuation\">-</span>support\n    <span class=\"token key atrule\">grafana</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//grafana.example.org\n      <span class=\"token key atrule\">teams_ids</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token string\">\"3\"</span>\n      <span class=\"token key atrule\">authorization</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">type</span><span class=\"token punctuation\">:</span> Bearer\n        <span class=\"token key atrule\">credentials_file</span><span class=\"token punctuation\">:</span> /etc/ceems_api_server/grafana<span class=\"token punctuation\">-</span>token",
        children: "ceems_api_server:\n  admin:\n    users:\n      - alice\n      - hpc-support\n    grafana:\n      url: https://grafana.example.org\n      teams_ids:\n        - \"3\"\n      authorization:\n        type: Bearer\n        credentials_file: /etc/ceems_api_server/grafana-token\n"
      })
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
          id: "key-admin.users",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "admin.users"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "list of strings"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["User names with admin rights. The internal service account ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems-int-svc"
            }), ", used between CEEMS components, is added whenever the file has an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "admin"
            }), " section written as a mapping: with keys, or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "admin: {}"
            }), ". A bare ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "admin:"
            }), " with no value does not count."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-admin.grafana.url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "admin.grafana.url"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Grafana server whose team members become admins too."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-admin.grafana.teams_ids",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "admin.grafana.teams_ids"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "list of strings"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "IDs of the Grafana teams (the number in the team's URL) whose members are admins."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-admin.grafana",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["HTTP client keys under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "admin.grafana"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "authorization"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "basic_auth"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_config"
            }), " and the other Prometheus HTTP client keys, to call the Grafana API (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/api/teams/<id>/members"
            }), "). A Grafana service account token with permission to read teams works."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Team members are re-read at every update, so adding someone to the team in Grafana grants admin rights\nwithin one ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "update_interval"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Always write an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "admin"
      }), " section, even with an empty ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "users: []"
      }), ". Without it, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems-int-svc"
      }), " is not an\nadmin, and a load balancer that reaches this server through ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server.web.url"
      }), " gets ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "403"
      }), " on\nits start-up check and does not start (see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#admin-section-required",
        children: "known issues"
      }), "). The names must match what Grafana sends in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-Grafana-User"
      }), " header\n(the Grafana login)."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "clusters",
      children: "Connect clusters"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Each entry of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "clusters"
      }), " describes one cluster. Its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "id"
      }), " is the cluster ID used everywhere else: in the\nload balancer backends, in the Grafana data source header ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-Ceems-Cluster-Id"
      }), ", in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " and in the\nAPI query parameter ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cluster_id"
      }), "."]
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
          id: "key-id",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "id"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Unique ID, letters, digits, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "-"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "_"
            }), " only."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-manager",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "openstack"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "k8s"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-updaters",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "updaters"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "list of strings"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["IDs of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#tsdb-updater",
              children: "updaters"
            }), " that enrich this cluster's units, applied in order."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-cli.path",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cli.path"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Slurm only: directory that holds ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sacct"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sacctmgr"
            }), ". Empty: found on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "PATH"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-cli.environment_variables",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cli.environment_variables"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "map"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Slurm only: environment variables for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sacct"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sacctmgr"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-web.url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "web.url"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Not used by the managers of 0.10.2; leave it empty."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-web",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["HTTP client keys under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "web"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "OpenStack only: TLS, proxy and headers for the OpenStack API."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-extra_config",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "extra_config"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "map"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Manager specific settings, below."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["What each resource manager needs on the API server host (commands, privileges, credentials) is in\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/resource-managers",
        children: "Resource managers"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)((_theme_Tabs__rspack_import_3_default()), {
      groupId: "resource-manager",
      children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_theme_TabItem__rspack_import_4["default"], {
        value: "slurm",
        label: "Slurm",
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["The API server reads jobs with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "sacct"
          }), " and user to account associations with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "sacctmgr"
          }), ", run on the API\nserver host. It needs no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "extra_config"
          }), "."]
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-yaml",
            highlighted: "<span class=\"token key atrule\">clusters</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span>gpu\n    <span class=\"token key atrule\">manager</span><span class=\"token punctuation\">:</span> slurm\n    <span class=\"token key atrule\">updaters</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> tsdb<span class=\"token punctuation\">-</span>slurm\n    <span class=\"token key atrule\">cli</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">path</span><span class=\"token punctuation\">:</span> /usr/bin\n      <span class=\"token key atrule\">environment_variables</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">SLURM_CONF</span><span class=\"token punctuation\">:</span> /etc/slurm/slurm.conf",
            children: "clusters:\n  - id: slurm-gpu\n    manager: slurm\n    updaters:\n      - tsdb-slurm\n    cli:\n      path: /usr/bin\n      environment_variables:\n        SLURM_CONF: /etc/slurm/slurm.conf\n"
          })
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
          type: "warning",
          children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
            children: ["Do not set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "web.url"
            }), " on a Slurm cluster in 0.10.2. The Slurm manager works only through the\ncommands, and a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "web.url"
            }), " on a Slurm cluster makes the server drop the capabilities it needs to run\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sacct"
            }), " as root."]
          })
        })]
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_theme_TabItem__rspack_import_4["default"], {
        value: "openstack",
        label: "OpenStack",
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["The API server reads servers from Nova (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/servers/detail"
          }), ", all projects, deleted ones included) and\nusers and projects from Keystone v3, with a token it requests at start and renews before its one\nhour lifetime ends."]
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-yaml",
            highlighted: "<span class=\"token key atrule\">clusters</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> os<span class=\"token punctuation\">-</span>cloud\n    <span class=\"token key atrule\">manager</span><span class=\"token punctuation\">:</span> openstack\n    <span class=\"token key atrule\">updaters</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> tsdb<span class=\"token punctuation\">-</span>openstack\n    <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">tls_config</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">ca_file</span><span class=\"token punctuation\">:</span> /etc/pki/tls/certs/openstack<span class=\"token punctuation\">-</span>ca.pem\n    <span class=\"token key atrule\">extra_config</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">api_service_endpoints</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">compute</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//nova.cloud.example.org<span class=\"token punctuation\">:</span>8774/v2.1\n        <span class=\"token key atrule\">identity</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//keystone.cloud.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">5000</span>\n      <span class=\"token key atrule\">auth</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">identity</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">methods</span><span class=\"token punctuation\">:</span>\n            <span class=\"token punctuation\">-</span> password\n          <span class=\"token key atrule\">password</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">user</span><span class=\"token punctuation\">:</span>\n              <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> ceems\n              <span class=\"token key atrule\">domain</span><span class=\"token punctuation\">:</span>\n                <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> default\n              <span class=\"token key atrule\">password</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"${OS_CEEMS_PASSWORD}\"</span>\n        <span class=\"token key atrule\">scope</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">project</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> admin\n            <span class=\"token key atrule\">domain</span><span class=\"token punctuation\">:</span>\n              <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> default",
            children: "clusters:\n  - id: os-cloud\n    manager: openstack\n    updaters:\n      - tsdb-openstack\n    web:\n      tls_config:\n        ca_file: /etc/pki/tls/certs/openstack-ca.pem\n    extra_config:\n      api_service_endpoints:\n        compute: https://nova.cloud.example.org:8774/v2.1\n        identity: https://keystone.cloud.example.org:5000\n      auth:\n        identity:\n          methods:\n            - password\n          password:\n            user:\n              name: ceems\n              domain:\n                id: default\n              password: \"${OS_CEEMS_PASSWORD}\"\n        scope:\n          project:\n            name: admin\n            domain:\n              id: default\n"
          })
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
            children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
              children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
                children: "Key"
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
                children: "Meaning"
              })]
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
              children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "extra_config.api_service_endpoints.compute"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
                children: ["Nova endpoint, including the version path (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "/v2.1"
                }), ")."]
              })]
            }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
              children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "extra_config.api_service_endpoints.identity"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
                children: ["Keystone endpoint, without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "/v3"
                }), "."]
              })]
            }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
              children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "extra_config.auth"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
                children: ["The body of a Keystone v3 ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "auth"
                }), " request, as you would send it to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "/v3/auth/tokens"
                }), ": any method Keystone accepts (password, application credential) and a scope."]
              })]
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["The server sends the header ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "X-OpenStack-Nova-API-Version: latest"
          }), " unless you set\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "X-OpenStack-Nova-API-Version"
          }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "OpenStack-API-Version"
          }), " yourself under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "web.http_headers"
          }), ". User and\nproject lists are refreshed every 12 hours. The password above is expanded from the environment:\nstart the server with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "--config.file.expand-env-vars"
          }), "."]
        })]
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_theme_TabItem__rspack_import_4["default"], {
        value: "k8s",
        label: "Kubernetes",
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "The API server watches pods through the Kubernetes API and reads users from role bindings, from an\noptional file and from pod annotations."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-yaml",
            highlighted: "<span class=\"token key atrule\">clusters</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> k8s<span class=\"token punctuation\">-</span>prod\n    <span class=\"token key atrule\">manager</span><span class=\"token punctuation\">:</span> k8s\n    <span class=\"token key atrule\">updaters</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> tsdb<span class=\"token punctuation\">-</span>k8s\n    <span class=\"token key atrule\">extra_config</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">kubeconfig_file</span><span class=\"token punctuation\">:</span> /etc/ceems_api_server/kubeconfig.yml\n      <span class=\"token key atrule\">gpu_resource_names</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> nvidia.com/gpu\n        <span class=\"token punctuation\">-</span> nvidia.com/mig<span class=\"token punctuation\">-</span>1g.10gb\n      <span class=\"token key atrule\">username_annotations</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> ceems.io/created<span class=\"token punctuation\">-</span>by\n      <span class=\"token key atrule\">project_annotations</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token punctuation\">]</span>\n      <span class=\"token key atrule\">ns_users_list_file</span><span class=\"token punctuation\">:</span> /var/run/ceems/users.yaml",
            children: "clusters:\n  - id: k8s-prod\n    manager: k8s\n    updaters:\n      - tsdb-k8s\n    extra_config:\n      kubeconfig_file: /etc/ceems_api_server/kubeconfig.yml\n      gpu_resource_names:\n        - nvidia.com/gpu\n        - nvidia.com/mig-1g.10gb\n      username_annotations:\n        - ceems.io/created-by\n      project_annotations: []\n      ns_users_list_file: /var/run/ceems/users.yaml\n"
          })
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
            children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
              children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
                children: "Key"
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
                children: "Default"
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
                children: "Meaning"
              })]
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
              children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "extra_config.kubeconfig_file"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "empty"
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "kubeconfig to reach the cluster. Empty: in-cluster service account."
              })]
            }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
              children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "extra_config.gpu_resource_names"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
                children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "nvidia.com/gpu"
                }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "amd.com/gpu"
                })]
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "Resource names counted as GPUs in each pod's limits."
              })]
            }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
              children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "extra_config.username_annotations"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "ceems.io/created-by"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "Pod annotations that hold the name of the user who created the pod."
              })]
            }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
              children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "extra_config.project_annotations"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "empty"
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "Pod annotations that hold the project; without one, the project is the namespace."
              })]
            }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
              children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "extra_config.ns_users_list_file"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                  children: "/var/run/ceems/users.yaml"
                })
              }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
                children: "YAML file mapping namespaces to users, read at each update if it exists."
              })]
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["The users file has one key, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "users"
          }), ", mapping each namespace to its users:"]
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-yaml",
            highlighted: "<span class=\"token key atrule\">users</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">team-vision</span><span class=\"token punctuation\">:</span>\n    <span class=\"token punctuation\">-</span> alice\n    <span class=\"token punctuation\">-</span> bob\n  <span class=\"token key atrule\">team-nlp</span><span class=\"token punctuation\">:</span>\n    <span class=\"token punctuation\">-</span> carol",
            children: "users:\n  team-vision:\n    - alice\n    - bob\n  team-nlp:\n    - carol\n"
          })
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tsdb-updater",
      children: "Set up the TSDB updater"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The resource managers give each unit its times, owner and allocation. The TSDB updater adds what\nPrometheus knows: average CPU and GPU usage, energy in kWh and emissions in gCO2e. At each update it\nruns a set of PromQL queries over the units of the period and stores the results with the units."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The default queries read the series that the recording rules generated by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " produce\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid:ceems_cpu_usage:ratio_irate"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid:ceems_host_power_watts:pue"
      }), " and so on). Generate and load\nthose rules first, as described in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/prometheus",
        children: "Prometheus configuration"
      }), ", or the\nupdater stores nothing."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">updaters</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> tsdb<span class=\"token punctuation\">-</span>slurm\n    <span class=\"token key atrule\">updater</span><span class=\"token punctuation\">:</span> tsdb\n    <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//prometheus.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n      <span class=\"token key atrule\">basic_auth</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> ceems\n        <span class=\"token key atrule\">password_file</span><span class=\"token punctuation\">:</span> /etc/ceems_api_server/prometheus<span class=\"token punctuation\">-</span>password\n    <span class=\"token key atrule\">extra_config</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">cutoff_duration</span><span class=\"token punctuation\">:</span> 5m\n      <span class=\"token key atrule\">delete_ignored</span><span class=\"token punctuation\">:</span> <span class=\"token boolean important\">false</span>\n      <span class=\"token key atrule\">query_max_series</span><span class=\"token punctuation\">:</span> <span class=\"token number\">50</span>\n      <span class=\"token key atrule\">query_min_samples</span><span class=\"token punctuation\">:</span> <span class=\"token number\">0.5</span>",
        children: "updaters:\n  - id: tsdb-slurm\n    updater: tsdb\n    web:\n      url: https://prometheus.example.org:9090\n      basic_auth:\n        username: ceems\n        password_file: /etc/ceems_api_server/prometheus-password\n    extra_config:\n      cutoff_duration: 5m\n      delete_ignored: false\n      query_max_series: 50\n      query_min_samples: 0.5\n"
      })
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
          id: "key-tsdb-updater-id",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "id"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Unique ID, referenced from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].updaters"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-updater",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "updater"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tsdb"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tsdb-updater-web.url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "web.url"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Prometheus URL. Empty: the updater does nothing."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tsdb-updater-web",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["HTTP client keys under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "web"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "basic_auth"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "authorization"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_config"
            }), " and the other Prometheus HTTP client keys."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-extra_config.cutoff_duration",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "extra_config.cutoff_duration"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "duration"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0s"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Units that ran less than this are marked as ignored."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-extra_config.delete_ignored",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "extra_config.delete_ignored"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "boolean"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Delete the Prometheus series of ignored units. Needs Prometheus started with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.enable-admin-api"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-extra_config.labels_to_drop",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "extra_config.labels_to_drop"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "list of strings"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Series selectors deleted from Prometheus over each update window, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "{__name__=\"ceems_ipmi_dcmi_avg_watts\"}"
            }), ". Needs the admin API too."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-extra_config.query_max_series",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "extra_config.query_max_series"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "integer"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "50"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Series that one unit may contribute to a query; with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "query_min_samples"
            }), " it sets how many units go in one query batch. The sample limit it is weighed against is always 50000000 (Prometheus' default ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--query.max-samples"
            }), ") in 0.10.2."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-extra_config.query_min_samples",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "extra_config.query_min_samples"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "number"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0.5"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Fraction, greater than 0 and at most 1, of the sample budget to use per batch."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-extra_config.queries",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "extra_config.queries"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "map"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "built in"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The queries, described below."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The updater reads Prometheus' global ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "scrape_interval"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "evaluation_interval"
      }), " from its configuration\nAPI, and uses 4 × ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "scrape_interval"
      }), " as rate interval. If a proxy in front of Prometheus filters paths,\nlet the updater reach ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/api/v1/status/config"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/api/v1/status/flags"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/api/v1/status/runtimeinfo"
      }), "\nbesides the query endpoints."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "tsdb-queries",
      children: "Queries"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "queries"
      }), " maps each metric that a unit stores to one or more named sub-queries. Each sub-query is a Go\ntemplate that renders to PromQL and must return one value per ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), ". The sub-query name becomes the key\nof the value in the API and in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " (for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "owid_total"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rte_total"
      }), " for emissions from two\nproviders)."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Metric key"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it stores"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Unit"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "avg_cpu_usage"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Average CPU usage"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "%"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "avg_cpu_mem_usage"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Average CPU memory usage"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "%"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "total_cpu_energy_usage_kwh"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Host (CPU and memory) energy"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "kWh"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "total_cpu_emissions_gms"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Emissions of the host energy"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gCO2e"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "avg_gpu_usage"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Average GPU usage"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["%, or a 0–1 ratio when the NVIDIA rules use ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DCGM_FI_PROF_GR_ENGINE_ACTIVE"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "avg_gpu_mem_usage"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Average GPU memory usage"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "%"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "total_gpu_energy_usage_kwh"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "GPU energy"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "kWh"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "total_gpu_emissions_gms"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Emissions of the GPU energy"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gCO2e"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "total_io_write_stats"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Bytes, requests and errors written (eBPF)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "total_io_read_stats"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Bytes, requests and errors read (eBPF)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "count"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "total_ingress_stats"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Bytes received (eBPF)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bytes"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "total_egress_stats"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Bytes sent (eBPF)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bytes"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Template variable"
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
            children: ["UUIDs of the units of the batch joined with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "|"
            }), ", for a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid=~"
            }), " matcher."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "{{.Range}}"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Length of the update window, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
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
            children: "Prometheus' global scrape interval, as a duration and in milliseconds."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "{{.EvaluationInterval}}"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "{{.EvaluationIntervalMilli}}"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Prometheus' global evaluation interval."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "{{.RateInterval}}"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "4 × scrape interval."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["When you set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "queries"
      }), ", it replaces the built-in set entirely. Let ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " write a set that uses\nonly the series your Prometheus has, then paste its output under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "extra_config"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "ceems_tool tsdb create-ceems-tsdb-updater-queries <span class=\"token parameter variable\">--url</span><span class=\"token operator\">=</span>https://prometheus.example.org:9090 <span class=\"token parameter variable\">--http.config.file</span><span class=\"token operator\">=</span>/etc/ceems_api_server/prometheus-client.yml",
        children: "ceems_tool tsdb create-ceems-tsdb-updater-queries --url=https://prometheus.example.org:9090 --http.config.file=/etc/ceems_api_server/prometheus-client.yml\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "A set for a cluster with RAPL or IPMI power, NVIDIA GPUs and the OWID provider looks like this:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">updaters</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> tsdb<span class=\"token punctuation\">-</span>slurm\n    <span class=\"token key atrule\">updater</span><span class=\"token punctuation\">:</span> tsdb\n    <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//prometheus.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n    <span class=\"token key atrule\">extra_config</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">cutoff_duration</span><span class=\"token punctuation\">:</span> 5m\n      <span class=\"token key atrule\">queries</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">avg_cpu_usage</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">global</span><span class=\"token punctuation\">:</span> avg_over_time(avg by (uuid) (uuid<span class=\"token punctuation\">:</span>ceems_cpu_usage<span class=\"token punctuation\">:</span>ratio_irate<span class=\"token punctuation\">{</span>uuid=~\"<span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.UUIDs<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span>\"<span class=\"token punctuation\">}</span> <span class=\"token punctuation\">&gt;</span> 0 &lt; inf)<span class=\"token punctuation\">[</span><span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.Range<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">:</span><span class=\"token punctuation\">]</span>)\n        <span class=\"token key atrule\">avg_cpu_mem_usage</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">global</span><span class=\"token punctuation\">:</span> avg_over_time(avg by (uuid) (uuid<span class=\"token punctuation\">:</span>ceems_cpu_memory_usage<span class=\"token punctuation\">:</span>ratio<span class=\"token punctuation\">{</span>uuid=~\"<span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.UUIDs<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span>\"<span class=\"token punctuation\">}</span> <span class=\"token punctuation\">&gt;</span> 0 &lt; inf)<span class=\"token punctuation\">[</span><span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.Range<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">:</span><span class=\"token punctuation\">]</span>)\n        <span class=\"token key atrule\">total_cpu_energy_usage_kwh</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">total</span><span class=\"token punctuation\">:</span> sum_over_time(sum by (uuid) (uuid<span class=\"token punctuation\">:</span>ceems_host_power_watts<span class=\"token punctuation\">:</span>pue<span class=\"token punctuation\">{</span>uuid=~\"<span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.UUIDs<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span>\"<span class=\"token punctuation\">}</span> <span class=\"token punctuation\">&gt;</span> 0 &lt; inf)<span class=\"token punctuation\">[</span><span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.Range<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">:</span><span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.ScrapeInterval<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">]</span>) * <span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.ScrapeIntervalMilli<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span> / 3.6e9\n        <span class=\"token key atrule\">total_cpu_emissions_gms</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">owid_total</span><span class=\"token punctuation\">:</span> sum_over_time(sum by (uuid) (uuid<span class=\"token punctuation\">:</span>ceems_host_emissions_g_s<span class=\"token punctuation\">:</span>pue<span class=\"token punctuation\">{</span>uuid=~\"<span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.UUIDs<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span>\"<span class=\"token punctuation\">,</span>provider=\"owid\"<span class=\"token punctuation\">}</span> <span class=\"token punctuation\">&gt;</span> 0 &lt; inf)<span class=\"token punctuation\">[</span><span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.Range<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">:</span><span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.ScrapeInterval<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">]</span>) * <span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.ScrapeIntervalMilli<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span> / 1e3\n        <span class=\"token key atrule\">avg_gpu_usage</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">global</span><span class=\"token punctuation\">:</span> avg_over_time(avg by (uuid) (uuid<span class=\"token punctuation\">:</span>ceems_gpu_usage<span class=\"token punctuation\">:</span>ratio<span class=\"token punctuation\">{</span>uuid=~\"<span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.UUIDs<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span>\"<span class=\"token punctuation\">}</span> <span class=\"token punctuation\">&gt;</span> 0 &lt; inf)<span class=\"token punctuation\">[</span><span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.Range<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">:</span><span class=\"token punctuation\">]</span>)\n        <span class=\"token key atrule\">avg_gpu_mem_usage</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">global</span><span class=\"token punctuation\">:</span> avg_over_time(avg by (uuid) (uuid<span class=\"token punctuation\">:</span>ceems_gpu_memory_usage<span class=\"token punctuation\">:</span>ratio<span class=\"token punctuation\">{</span>uuid=~\"<span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.UUIDs<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span>\"<span class=\"token punctuation\">}</span> <span class=\"token punctuation\">&gt;</span> 0 &lt; inf)<span class=\"token punctuation\">[</span><span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.Range<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">:</span><span class=\"token punctuation\">]</span>)\n        <span class=\"token key atrule\">total_gpu_energy_usage_kwh</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">total</span><span class=\"token punctuation\">:</span> sum_over_time(sum by (uuid) (uuid<span class=\"token punctuation\">:</span>ceems_gpu_power_watts<span class=\"token punctuation\">:</span>pue<span class=\"token punctuation\">{</span>uuid=~\"<span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.UUIDs<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span>\"<span class=\"token punctuation\">}</span> <span class=\"token punctuation\">&gt;</span> 0 &lt; inf)<span class=\"token punctuation\">[</span><span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.Range<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">:</span><span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.ScrapeInterval<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">]</span>) * <span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.ScrapeIntervalMilli<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span> / 3.6e9\n        <span class=\"token key atrule\">total_gpu_emissions_gms</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">owid_total</span><span class=\"token punctuation\">:</span> sum_over_time(sum by (uuid) (uuid<span class=\"token punctuation\">:</span>ceems_gpu_emissions_g_s<span class=\"token punctuation\">:</span>pue<span class=\"token punctuation\">{</span>uuid=~\"<span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.UUIDs<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span>\"<span class=\"token punctuation\">,</span>provider=\"owid\"<span class=\"token punctuation\">}</span> <span class=\"token punctuation\">&gt;</span> 0 &lt; inf)<span class=\"token punctuation\">[</span><span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.Range<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">:</span><span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.ScrapeInterval<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">]</span>) * <span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.ScrapeIntervalMilli<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span> / 1e3",
        children: "updaters:\n  - id: tsdb-slurm\n    updater: tsdb\n    web:\n      url: https://prometheus.example.org:9090\n    extra_config:\n      cutoff_duration: 5m\n      queries:\n        avg_cpu_usage:\n          global: avg_over_time(avg by (uuid) (uuid:ceems_cpu_usage:ratio_irate{uuid=~\"{{.UUIDs}}\"} > 0 < inf)[{{.Range}}:])\n        avg_cpu_mem_usage:\n          global: avg_over_time(avg by (uuid) (uuid:ceems_cpu_memory_usage:ratio{uuid=~\"{{.UUIDs}}\"} > 0 < inf)[{{.Range}}:])\n        total_cpu_energy_usage_kwh:\n          total: sum_over_time(sum by (uuid) (uuid:ceems_host_power_watts:pue{uuid=~\"{{.UUIDs}}\"} > 0 < inf)[{{.Range}}:{{.ScrapeInterval}}]) * {{.ScrapeIntervalMilli}} / 3.6e9\n        total_cpu_emissions_gms:\n          owid_total: sum_over_time(sum by (uuid) (uuid:ceems_host_emissions_g_s:pue{uuid=~\"{{.UUIDs}}\",provider=\"owid\"} > 0 < inf)[{{.Range}}:{{.ScrapeInterval}}]) * {{.ScrapeIntervalMilli}} / 1e3\n        avg_gpu_usage:\n          global: avg_over_time(avg by (uuid) (uuid:ceems_gpu_usage:ratio{uuid=~\"{{.UUIDs}}\"} > 0 < inf)[{{.Range}}:])\n        avg_gpu_mem_usage:\n          global: avg_over_time(avg by (uuid) (uuid:ceems_gpu_memory_usage:ratio{uuid=~\"{{.UUIDs}}\"} > 0 < inf)[{{.Range}}:])\n        total_gpu_energy_usage_kwh:\n          total: sum_over_time(sum by (uuid) (uuid:ceems_gpu_power_watts:pue{uuid=~\"{{.UUIDs}}\"} > 0 < inf)[{{.Range}}:{{.ScrapeInterval}}]) * {{.ScrapeIntervalMilli}} / 3.6e9\n        total_gpu_emissions_gms:\n          owid_total: sum_over_time(sum by (uuid) (uuid:ceems_gpu_emissions_g_s:pue{uuid=~\"{{.UUIDs}}\",provider=\"owid\"} > 0 < inf)[{{.Range}}:{{.ScrapeInterval}}]) * {{.ScrapeIntervalMilli}} / 1e3\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The energy queries sum power samples taken every scrape interval and convert W × ms to kWh\n(÷ 3.6e9); the emission queries sum gCO2e/s samples and convert ms to s (÷ 1e3)."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " filters samples with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "> 0 < inf"
      }), ", while the built-in queries use ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: ">= 0 < inf"
      }), ". Both drop\nnegative, infinite and NaN samples, but the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " set also drops samples of exactly zero. Sums of\nenergy and emissions do not change; averages of CPU, GPU and memory usage come out higher for units that were idle part of the time,\nbecause their idle samples no longer count."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "web",
      children: "The web section and server flags"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The API server does not use ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server.web"
      }), ": when it loads the file it drops that section's\nHTTP client keys and ignores its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "url"
      }), ". Only the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/ceems-lb#access-control",
        children: "load balancer"
      }), " reads it, and only its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "url"
      }), ", when it\nchecks access by calling the API server instead of opening the database. In 0.10.2 the load\nbalancer also discards the client keys written next to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "url"
      }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "basic_auth"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tls_config"
      }), " and the\nothers), so give the API server's user and password inside the URL, and percent-encode any special\ncharacter of the password:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">ceems_api_server</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//lb<span class=\"token punctuation\">:</span>&lt;lb<span class=\"token punctuation\">-</span>password<span class=\"token punctuation\">&gt;</span>@ceems<span class=\"token punctuation\">-</span>api.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9020</span>",
        children: "ceems_api_server:\n  web:\n    url: https://lb:<lb-password>@ceems-api.example.org:9020\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The API server's certificate must then be trusted by the system trust store of the load balancer's\nhost. A load balancer on the API server's host needs none of this: it reads the database directly."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["How the server listens and behaves is set with flags; the full list is in the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/cli/ceems-api-server",
        children: "ceems_api_server CLI reference"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Flag"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Effect"
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
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ":9020"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Address to listen on; repeat for several."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-web.config.file",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.config.file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/configuration/config-reference#web-config",
              children: "Web configuration file"
            }), " for TLS and basic authentication; also read from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CEEMS_API_SERVER_WEB_CONFIG_FILE"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-web.route-prefix",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.route-prefix"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Prefix of the API routes, for a server behind a reverse proxy on a sub-path."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-web.max-requests",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.max-requests"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Requests allowed per client IP per minute (from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "True-Client-IP"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Real-IP"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Forwarded-For"
            }), "); 0 for no limit."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-web.cors.origin",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.cors.origin"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".*"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Anchored regular expression of allowed CORS origins."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-web.compression",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.compression"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "disabled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Compress responses with gzip."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-web.compression.level",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.compression.level"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "5"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "gzip level."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-query.max-period",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--query.max-period"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0s"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Longest time range one request may ask for; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0s"
            }), " for no limit."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-security.run-as-user",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--security.run-as-user"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "nobody"
            }), " when started as root"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["User the server switches to. Start it as an unprivileged user instead (the packaged unit uses ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems"
            }), ")."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The server takes the user name of each request from the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-Grafana-User"
      }), " header and refuses API\nrequests without it; only the landing page, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/health"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/swagger/"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/api/v1/demo/"
      }), " answer without it. Put\nbasic authentication in front with the web configuration file, so that only Grafana, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " and the\nload balancer can set that header: see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/security",
        children: "Security"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "example",
      children: "Complete example"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "One API server for the Slurm cluster of the other pages, with one year of data, daily backups, an\nadmin team in Grafana and the TSDB updater:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">ceems_api_server</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">data</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">path</span><span class=\"token punctuation\">:</span> /var/lib/ceems\n    <span class=\"token key atrule\">backup_path</span><span class=\"token punctuation\">:</span> /var/lib/ceems/backups\n    <span class=\"token key atrule\">retention_period</span><span class=\"token punctuation\">:</span> 1y\n    <span class=\"token key atrule\">update_interval</span><span class=\"token punctuation\">:</span> 15m\n    <span class=\"token key atrule\">max_update_interval</span><span class=\"token punctuation\">:</span> 1h\n    <span class=\"token key atrule\">backup_interval</span><span class=\"token punctuation\">:</span> 1d\n    <span class=\"token key atrule\">update_from</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"2025-01-01\"</span>\n    <span class=\"token key atrule\">time_zone</span><span class=\"token punctuation\">:</span> Europe/Paris\n  <span class=\"token key atrule\">admin</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">users</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> alice\n    <span class=\"token key atrule\">grafana</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//grafana.example.org\n      <span class=\"token key atrule\">teams_ids</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token string\">\"3\"</span>\n      <span class=\"token key atrule\">authorization</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">type</span><span class=\"token punctuation\">:</span> Bearer\n        <span class=\"token key atrule\">credentials_file</span><span class=\"token punctuation\">:</span> /etc/ceems_api_server/grafana<span class=\"token punctuation\">-</span>token\n\n<span class=\"token key atrule\">clusters</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span>gpu\n    <span class=\"token key atrule\">manager</span><span class=\"token punctuation\">:</span> slurm\n    <span class=\"token key atrule\">updaters</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> tsdb<span class=\"token punctuation\">-</span>slurm\n    <span class=\"token key atrule\">cli</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">path</span><span class=\"token punctuation\">:</span> /usr/bin\n\n<span class=\"token key atrule\">updaters</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> tsdb<span class=\"token punctuation\">-</span>slurm\n    <span class=\"token key atrule\">updater</span><span class=\"token punctuation\">:</span> tsdb\n    <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//prometheus.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n      <span class=\"token key atrule\">basic_auth</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> ceems\n        <span class=\"token key atrule\">password_file</span><span class=\"token punctuation\">:</span> /etc/ceems_api_server/prometheus<span class=\"token punctuation\">-</span>password\n    <span class=\"token key atrule\">extra_config</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">cutoff_duration</span><span class=\"token punctuation\">:</span> 5m",
        children: "ceems_api_server:\n  data:\n    path: /var/lib/ceems\n    backup_path: /var/lib/ceems/backups\n    retention_period: 1y\n    update_interval: 15m\n    max_update_interval: 1h\n    backup_interval: 1d\n    update_from: \"2025-01-01\"\n    time_zone: Europe/Paris\n  admin:\n    users:\n      - alice\n    grafana:\n      url: https://grafana.example.org\n      teams_ids:\n        - \"3\"\n      authorization:\n        type: Bearer\n        credentials_file: /etc/ceems_api_server/grafana-token\n\nclusters:\n  - id: slurm-gpu\n    manager: slurm\n    updaters:\n      - tsdb-slurm\n    cli:\n      path: /usr/bin\n\nupdaters:\n  - id: tsdb-slurm\n    updater: tsdb\n    web:\n      url: https://prometheus.example.org:9090\n      basic_auth:\n        username: ceems\n        password_file: /etc/ceems_api_server/prometheus-password\n    extra_config:\n      cutoff_duration: 5m\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Check that units arrive after the first update, which runs as soon as the server starts. Without\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "from"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "to"
      }), ", the API returns units that ended in the last 24 hours; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "running"
      }), " adds the running\nones:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> <span class=\"token parameter variable\">-u</span> <span class=\"token operator\">&lt;</span>user<span class=\"token operator\">&gt;</span>:<span class=\"token operator\">&lt;</span>password<span class=\"token operator\">&gt;</span> <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Grafana-User: alice'</span> <span class=\"token string\">'http://localhost:9020/api/v1/units/admin?cluster_id=slurm-gpu&amp;running'</span> <span class=\"token operator\">|</span> <span class=\"token function\">head</span> <span class=\"token parameter variable\">-c</span> <span class=\"token number\">600</span>",
        children: "curl -s -u <user>:<password> -H 'X-Grafana-User: alice' 'http://localhost:9020/api/v1/units/admin?cluster_id=slurm-gpu&running' | head -c 600\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["An empty ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "data"
      }), " list with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "\"status\":\"success\""
      }), " means the server reached Slurm but found no jobs in the\nperiod; an error in the log such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Failed to execute SLURM sacct command"
      }), " points to the privileges\ndescribed in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/resource-managers",
        children: "Resource managers"
      }), ". The endpoints and their\nparameters are in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/docs/category/api",
        children: "API reference"
      }), "."]
    })]
  });
}
function MDXContent(props = {}) {
  const {wrapper: MDXLayout} = {
    ...(0,_mdx_js_react__rspack_import_5/* .useMDXComponents */.R)(),
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
44882(module) {
// Exports
module.exports = {
	"filter": `filter_NRbM`,
	"label": `label_YHyx`,
	"input": `input_bAuK`,
	"count": `count_tQmp`
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
10693(module) {
"use strict";
module.exports = JSON.parse('{"id":"configuration/ceems-api-server","title":"CEEMS API server configuration","description":"Write the CEEMS API server configuration file to connect Slurm, OpenStack and Kubernetes clusters, keep and back up data, name admin users and aggregate metrics from Prometheus with the TSDB updater.","source":"@site/docs/configuration/ceems-api-server.md","sourceDirName":"configuration","slug":"/configuration/ceems-api-server","permalink":"/ceems/docs/configuration/ceems-api-server","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/configuration/ceems-api-server.md","tags":[],"version":"current","lastUpdatedAt":1795475658000,"sidebarPosition":2,"frontMatter":{"title":"CEEMS API server configuration","description":"Write the CEEMS API server configuration file to connect Slurm, OpenStack and Kubernetes clusters, keep and back up data, name admin users and aggregate metrics from Prometheus with the TSDB updater.","sidebar_position":2},"sidebar":"ceemsSidebar","previous":{"title":"CEEMS exporter configuration","permalink":"/ceems/docs/configuration/ceems-exporter"},"next":{"title":"CEEMS load balancer configuration","permalink":"/ceems/docs/configuration/ceems-lb"}}')

},

};
;