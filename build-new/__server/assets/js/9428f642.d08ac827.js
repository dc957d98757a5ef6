"use strict";
exports.ids = ["7861"];
exports.modules = {
36614(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_components_ceems_api_server_md_942_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_components_ceems_api_server_md_942_json__rspack_import_0 = __webpack_require__(24125);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'CEEMS API server',
	description: 'How the CEEMS API server builds its database of compute units from resource managers and Prometheus, what it stores and who may read what.',
	sidebar_position: 2
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "What the API server does",
  "id": "what-it-does",
  "level": 2
}, {
  "value": "The update loop",
  "id": "update-loop",
  "level": 2
}, {
  "value": "Fetchers",
  "id": "fetchers",
  "level": 3
}, {
  "value": "Updaters",
  "id": "updaters",
  "level": 3
}, {
  "value": "The database",
  "id": "database",
  "level": 2
}, {
  "value": "What the API serves",
  "id": "api",
  "level": 2
}, {
  "value": "Who may read what",
  "id": "access-model",
  "level": 2
}, {
  "value": "Privileges",
  "id": "privileges",
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
      children: ["This page is for operators who deploy ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server"
      }), " and for users who read their data through Grafana,\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " or the API. It explains where the server gets its data, how it aggregates it, what the database\nholds and how the server decides what each user may see. The endpoints themselves are listed in the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/docs/category/api",
        children: "API reference"
      }), "; the configuration keys in\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/ceems-api-server",
        children: "API server configuration"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "what-it-does",
      children: "What the API server does"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Prometheus holds time series: the power of a node every 15 s, the CPU time of a cgroup. Users ask other\nquestions: what did my job 2154871 use, how much energy did my project spend this month. Answering them\nmeans knowing which jobs, VMs or pods existed, who owned them and when they ran, and summing metrics over\neach one's lifetime. The API server does that work once, in the background, and keeps the answers in a\nsmall database that is cheap to query."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Its one process has two halves:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "update loop"
        }), " that, at a fixed interval, fetches the compute units from the resource managers,\ncompletes them with aggregated metrics from Prometheus and writes them to the database;"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "HTTP API"
        }), " on port 9020 that serves the database, read-only, to Grafana, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cacct"
        }), " and the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/components/ceems-lb",
          children: "load balancer"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "The update loop fetches units from Slurm, OpenStack or Kubernetes, adds metrics from Prometheus and writes to SQLite; Grafana, cacct and the load balancer read through the HTTP API",
        src: (__webpack_require__(29903)/* ["default"] */.A) + "",
        width: "900",
        height: "480"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "update-loop",
      children: "The update loop"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["At start-up and then every ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server.data.update_interval"
      }), " (15 minutes by default) the server runs\none update for the period since the previous one:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Fetch."
        }), " Each configured cluster's fetcher returns the compute units that were active during the\nperiod, and the current users, projects and memberships. A failing cluster is logged; the update goes\non with the others."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Update."
        }), " The updaters listed for the cluster add aggregated metrics to each unit for that period:\naverage CPU and GPU usage, energy in kWh, emissions in g, I/O and network totals."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Admin users."
        }), " If Grafana teams are configured as a source of admin users, their members are read."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Write."
        }), " In one transaction the server deletes the units that ended, and the usage rows last updated,\nlonger ago than the retention period (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "retention_period"
        }), ", 30 days by default), then inserts or\nupdates the units, the usage totals, the users, the projects and the admin users. Rows of the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "daily_usage"
        }), " table are never deleted: each day adds a row for every cluster, user and project with\nunits updated that day, and the table keeps growing\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/advanced/known-issues#daily-usage-never-purged",
          children: "known issue"
        }), ")."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The time of the last successful update is stored in the database and is where the next update starts,\neven after a restart. On a new database, updates start from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "update_from"
      }), " (midnight today by default), so\nyou can load history by setting a date in the past. A period longer than ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "max_update_interval"
      }), " (1 hour\nby default) is split into steps of that length, so that catching up on weeks of history does not ask\nSlurm or Prometheus for everything at once."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "A unit that runs across several update periods is updated in each of them: its times are added up and\nits averages are recomputed as weighted averages, so the row always describes the unit's whole life so\nfar."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "fetchers",
      children: "Fetchers"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A cluster is one resource manager instance, declared under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "clusters"
      }), " with an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "id"
      }), " that must be unique\nand stay stable: it is the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cluster_id"
      }), " of every row and the backend ID in the load balancer. Each cluster\nhas a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "manager"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Manager"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "How it fetches"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "A unit is"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Project is"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "User is"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["runs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sacct"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sacctmgr"
            }), " (from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cli.path"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "PATH"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "a job (steps are ignored)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "the Slurm account"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "the Slurm user"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "openstack"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["calls the Nova and Keystone APIs given in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "extra_config"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "a server (VM)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "the OpenStack project"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "the OpenStack user"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "k8s"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "watches pods through the Kubernetes API"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "a pod"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "the namespace, or a project annotation"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["the user in an annotation, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems.io/created-by"
            }), " by default"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Some behaviour worth knowing:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Slurm"
        }), " jobs are listed with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "sacct"
        }), " for all users, with the states ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "RUNNING"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "COMPLETED"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "FAILED"
        }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CANCELLED"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "TIMEOUT"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "PREEMPTED"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "NODE_FAIL"
        }), "; jobs that never got nodes are skipped. Listing all\nusers' jobs needs privileges: if the server runs as root or holds ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CAP_SETUID"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CAP_SETGID"
        }), ", it runs\nthe commands as root; otherwise it tries ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "sudo"
        }), "; otherwise it runs them as itself and warns that it may\nnot see every job. Memberships come from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "sacctmgr list associations"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "OpenStack"
        }), " needs an account that can list the servers of all projects and all users. The server asks\nKeystone for a token and renews it every hour, and refreshes users and projects every 12 hours."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Kubernetes"
        }), " users and namespaces: the members of a namespace are merged from three sources: the\nannotations of its pods, a file (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ns_users_list_file"
        }), ", by default ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/var/run/ceems/users.yaml"
        }), ") that\nlists the users of each namespace, and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "User"
        }), " subjects of the RBAC role bindings in that namespace."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["With no cluster configured the server starts a placeholder cluster ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "default"
      }), " that returns nothing, so\nthat the rest of the stack can be set up first."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["For each unit the fetcher also records an allocation (CPUs, memory, GPUs; flavor for VMs) and the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "total_time_seconds"
      }), " map: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "walltime"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "alloc_cputime"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "alloc_cpumemtime"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "alloc_gputime"
      }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "alloc_gpumemtime"
      }), ", all counted within the update period. These times are the weights of the averages."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "updaters",
      children: "Updaters"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Updaters are declared under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "updaters"
      }), " with an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "id"
      }), ", and a cluster lists the updater IDs to run in its\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "updaters"
      }), " key. The one updater in CEEMS 0.10.2 is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tsdb"
      }), ": it runs PromQL queries against a Prometheus (or\ncompatible) server for all units of the period and stores the results in the unit's metric maps."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The queries live in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "extra_config.queries"
      }), " as a map of metric to sub-metrics, each a Go template. The\ntemplate gets the units' IDs joined by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "|"
      }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "UUIDs"
      }), "), the period (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Range"
      }), "), Prometheus' scrape and\nevaluation intervals and a rate interval. The built-in defaults read the series written by the CEEMS\nrecording rules (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid:ceems_cpu_usage:ratio_irate"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid:ceems_host_power_watts:pue"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid:ceems_host_emissions_g_s:pue"
      }), ", the GPU equivalents) and the eBPF counters. Each sub-metric becomes\na key of the stored map, which is why an energy or emissions value in the API looks like\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "{\"total\":2.84159000}"
      }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "{\"owid_total\":125.53884615,\"rte_total\":85.24770000}"
      }), ": one key per source.\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool tsdb create-ceems-tsdb-updater-queries"
      }), " writes queries that match the series your\nPrometheus actually has (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/usage/ceems-tool",
        children: "ceems_tool"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["To keep each query under Prometheus' sample limit, the updater queries units in batches sized from\nthat limit, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "query_max_series"
      }), " (default 50) and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "query_min_samples"
      }), " (default 0.5). In CEEMS\n0.10.2 the limit is always taken as 50000000, the Prometheus default of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--query.max-samples"
      }), ",\nwhatever your Prometheus is started with. Units shorter\nthan ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cutoff_duration"
      }), " are marked as ignored and left out of unit listings; with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "delete_ignored"
      }), " their\nseries are also deleted from Prometheus, and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "labels_to_drop"
      }), " names more series selectors to delete. Both\nneed Prometheus started with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--web.enable-admin-api"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "database",
      children: "The database"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The database is one SQLite file, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems.db"
      }), ", in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server.data.path"
      }), ". SQLite needs no server of\nits own, the API opens it read-only while the update loop writes, and a copy of the file is a complete\nbackup. With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "backup_path"
      }), " set, the server writes a backup with SQLite's online backup API every\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "backup_interval"
      }), " (at least one day; in 0.10.2 a value of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "0s"
      }), " makes the server panic at\nstart, see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#backup-interval-zero-panic",
        children: "known issues"
      }), "). The backup is written next to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems.db"
      }), " and then renamed into\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "backup_path"
      }), ", so that directory must be on the same file system as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "data.path"
      }), "; copy the backups to\nanother disk yourself."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The schema is created and migrated at start-up. Its tables:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Table"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "One row per"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Holds"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "units"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["compute unit (unique on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cluster_id"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "started_at"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["identity (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "name"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "project"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "groupname"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "username"
            }), "), times and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "elapsed"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "state"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "allocation"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tags"
            }), ", and the metric maps ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "total_time_seconds"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "avg_cpu_usage"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "avg_cpu_mem_usage"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "total_cpu_energy_usage_kwh"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "total_cpu_emissions_gms"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "avg_gpu_usage"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "avg_gpu_mem_usage"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "total_gpu_energy_usage_kwh"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "total_gpu_emissions_gms"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "total_io_write_stats"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "total_io_read_stats"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "total_ingress_stats"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "total_egress_stats"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "usage"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "cluster, user and project"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "number of units and the same metric maps, summed (totals) or weighted (averages) over every unit ever seen"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "daily_usage"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "cluster, user, project and day"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "the same, per day"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "users"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "cluster and user"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "the projects of the user"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "projects"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "cluster and project"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "the users of the project"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "admin_users"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "admin user"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["where the user comes from (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tags"
            }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems"
            }), " for the configuration, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "grafana"
            }), " for a Grafana team)"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Averages are weighted by the matching allocated time: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "avg_cpu_usage"
      }), " by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "alloc_cputime"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "avg_cpu_mem_usage"
      }), " by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "alloc_cpumemtime"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "avg_gpu_usage"
      }), " by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "alloc_gputime"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "avg_gpu_mem_usage"
      }), " by\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "alloc_gpumemtime"
      }), ". Energy is in kWh, emissions in grams of CO2 equivalent."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "api",
      children: "What the API serves"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["All data endpoints are under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/api/v1"
      }), " (under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<prefix>/api/v1"
      }), " when you set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--web.route-prefix"
      }), ") and\naccept ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "GET"
      }), ", plus ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "OPTIONS"
      }), " for CORS preflight requests. Each has a user form, which answers for the\nuser making the request, and an admin form ending in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/admin"
      }), ", which answers for anyone:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Resource"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "User endpoint returns"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Admin endpoint"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "units"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["the user's own compute units that ended in a time window (default: last 24 h; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "running"
            }), " adds running units; with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid="
            }), " no window applies)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/units/admin"
            }), ", any user with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "user="
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "usage/current"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "per user and project, totals over units updated in a time window, for the projects the user belongs to"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/usage/current/admin"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "usage/global"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "per user and project, totals since the data began, for the projects the user belongs to"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/usage/global/admin"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "users"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "the user's record and projects"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/users/admin"
            }), "; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "role=admin"
            }), " lists admin users"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "projects"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "the projects the user belongs to, with their members"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/projects/admin"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "units/verify"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["200 if every ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            }), " given (with its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cluster_id"
            }), ") belongs to a project of the user, 403 otherwise"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/clusters/admin"
            }), ": the cluster IDs in the database"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "stats"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/stats/current/admin"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/stats/global/admin"
            }), ": unit, project and user counts per cluster"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "demo"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/demo/units"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/demo/usage"
            }), ": random mock units or usage rows, for trying out clients; no user header needed"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Times in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "from"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "to"
      }), " are Unix timestamps in seconds. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "field="
      }), " limits the columns returned,\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cluster_id="
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "project="
      }), " filter. The current usage endpoints (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/usage/current"
      }), " and its admin form)\nalso take ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "groupby="
      }), ", which in 0.10.2 is pasted into the SQL query unchecked (see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#groupby-in-sql",
        children: "known issues"
      }), "). Current usage is computed from the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "units"
      }), "\ntable on request; its\nwindow is rounded to 15 minutes and the answer is cached for 15 minutes, so repeated dashboard loads are\ncheap. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--query.max-period"
      }), " caps the window a request may ask for, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--web.max-requests"
      }), " caps requests per\nclient per minute."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Every answer has the same envelope: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "{\"status\":\"success\",\"data\":[...]}"
      }), " on success, and on failure an\nHTTP error code with a body such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "{\"status\":\"error\",\"data\":null,\"errorType\":\"unauthorized\",\"error\":\"no user identified\"}"
      }), ".\nThe server also serves ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/health"
      }), " and an interactive Swagger UI under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/swagger/"
      }), "; these, like ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "demo"
      }), ",\nneed no user header."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "access-model",
      children: "Who may read what"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The API server does not log users in. It trusts the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "X-Grafana-User"
        })
      }), " header: whatever name the header\ncarries is the user the request is answered for. A request to a data endpoint without it is refused with\n401. This fits the way Grafana works: Grafana authenticates the user and, with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "send_user_header"
      }), "\nenabled, adds ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-Grafana-User"
      }), " to the requests it proxies to data sources."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["It follows that clients must not be able to reach the API server directly and set the header themselves.\nThe web configuration file installed by the packages is an empty template, so the server starts with\nplain HTTP and no authentication. Turn on basic authentication and TLS in that\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/basic-auth",
        children: "web configuration file"
      }), ", and give the credentials only to Grafana,\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " and the load balancer. Those clients set the header to\nthe user they act for."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Within that model:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["A ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "user"
        }), " sees their own units, their own record, the projects they belong to, and usage totals of\nthose projects broken down by member. Through ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "units/verify"
        }), " (used by the load balancer), a user may\nread the metrics of any unit of a project they belong to."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["An ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "admin user"
        }), " may call the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/admin"
        }), " endpoints and see everything. Admin users are the names in\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_api_server.admin.users"
        }), ", the members of the Grafana teams in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "admin.grafana.teams_ids"
        }), " (read at\nevery update, so adding someone to the team is enough), and the internal service account\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems-int-svc"
        }), " that the load balancer uses for its own checks. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems-int-svc"
        }), " is added only when the\nconfiguration has a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_api_server.admin"
        }), " section written as a mapping (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "admin: {}"
        }), " is enough): a\nload balancer that reaches the API server by URL cannot start without it (see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/advanced/known-issues#admin-section-required",
          children: "known issues"
        }), "). A non-admin calling an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/admin"
        }), "\nendpoint gets 403."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "note",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "X-Grafana-User"
        }), " is the default and the name Grafana uses. The header names can be changed with the\nhidden ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--web.user-header-name"
        }), " flag; if you do, set the same name in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cacct"
        }), "'s ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "user_header_name"
        }), "."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "privileges",
      children: "Privileges"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The server needs no privilege except to list all users' Slurm jobs. When started as root it switches to\nthe user given by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--security.run-as-user"
      }), ", keeping only ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_SETUID"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_SETGID"
      }), " for running\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sacct"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sacctmgr"
      }), " as root; since that user must also own the database, run the server as a dedicated\nuser from the start. The systemd unit shipped in the packages runs it as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), " with those two\ncapabilities and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/var/lib/ceems"
      }), " as its writable directory."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Next: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/usage/ceems-api-server",
        children: "run the API server against Slurm or OpenStack"
      }), ", or see every key\nin the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/config-reference#ceems-api-server",
        children: "configuration reference"
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
29903(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5MDAgNDgwIiB3aWR0aD0iOTAwIiBoZWlnaHQ9IjQ4MCIgcm9sZT0iaW1nIiBhcmlhLWxhYmVsbGVkYnk9ImFwaS10aXRsZSBhcGktZGVzYyIgZm9udC1mYW1pbHk9InNhbnMtc2VyaWYiIGZvbnQtc2l6ZT0iMTMiPgogIDx0aXRsZSBpZD0iYXBpLXRpdGxlIj5EYXRhIGZsb3cgb2YgdGhlIENFRU1TIEFQSSBzZXJ2ZXI8L3RpdGxlPgogIDxkZXNjIGlkPSJhcGktZGVzYyI+T24gZXZlcnkgdXBkYXRlIGludGVydmFsIHRoZSBBUEkgc2VydmVyIGZldGNoZXMgY29tcHV0ZSB1bml0cywgdXNlcnMgYW5kIHByb2plY3RzIGZyb20gdGhlIHJlc291cmNlIG1hbmFnZXJzLCBjb21wbGV0ZXMgdGhlIHVuaXRzIHdpdGggYWdncmVnYXRlZCBtZXRyaWNzIHF1ZXJpZWQgZnJvbSBQcm9tZXRoZXVzLCBhbmQgd3JpdGVzIHRoZW0gdG8gaXRzIFNRTGl0ZSBkYXRhYmFzZS4gR3JhZmFuYSwgY2FjY3QgYW5kIHRoZSBsb2FkIGJhbGFuY2VyIHJlYWQgdGhlIGRhdGFiYXNlIHRocm91Z2ggdGhlIEhUVFAgQVBJLCBpZGVudGlmaWVkIGJ5IHRoZSBYLUdyYWZhbmEtVXNlciBoZWFkZXIuPC9kZXNjPgogIDxkZWZzPgogICAgPG1hcmtlciBpZD0iYXBpLWFycm93IiB2aWV3Qm94PSIwIDAgMTAgMTAiIHJlZlg9IjkiIHJlZlk9IjUiIG1hcmtlcldpZHRoPSI3IiBtYXJrZXJIZWlnaHQ9IjciIG9yaWVudD0iYXV0by1zdGFydC1yZXZlcnNlIj4KICAgICAgPHBhdGggZD0iTTAgMCBMMTAgNSBMMCAxMCB6IiBmaWxsPSIjMzM0MTU1Ii8+CiAgICA8L21hcmtlcj4KICA8L2RlZnM+CiAgPHJlY3QgeD0iMCIgeT0iMCIgd2lkdGg9IjkwMCIgaGVpZ2h0PSI0ODAiIGZpbGw9IiNmOGZhZmMiLz4KCiAgPGcgZmlsbD0iIzBmMTcyYSI+CiAgICA8dGV4dCB4PSIxMTAiIHk9IjMwIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXdlaWdodD0iYm9sZCI+U291cmNlczwvdGV4dD4KICAgIDxyZWN0IHg9IjE2IiB5PSI0NCIgd2lkdGg9IjE5MCIgaGVpZ2h0PSI1OCIgcng9IjYiIGZpbGw9IiNlMGYyZmUiIHN0cm9rZT0iIzAzNjlhMSIvPgogICAgPHRleHQgeD0iMTExIiB5PSI2NiIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC13ZWlnaHQ9ImJvbGQiPlNsdXJtPC90ZXh0PgogICAgPHRleHQgeD0iMTExIiB5PSI4NiIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMiI+c2FjY3QsIHNhY2N0bWdyPC90ZXh0PgogICAgPHJlY3QgeD0iMTYiIHk9IjExMiIgd2lkdGg9IjE5MCIgaGVpZ2h0PSI1OCIgcng9IjYiIGZpbGw9IiNlMGYyZmUiIHN0cm9rZT0iIzAzNjlhMSIvPgogICAgPHRleHQgeD0iMTExIiB5PSIxMzQiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSJib2xkIj5PcGVuU3RhY2s8L3RleHQ+CiAgICA8dGV4dCB4PSIxMTEiIHk9IjE1NCIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMiI+Tm92YSBhbmQgS2V5c3RvbmUgQVBJczwvdGV4dD4KICAgIDxyZWN0IHg9IjE2IiB5PSIxODAiIHdpZHRoPSIxOTAiIGhlaWdodD0iNTgiIHJ4PSI2IiBmaWxsPSIjZTBmMmZlIiBzdHJva2U9IiMwMzY5YTEiLz4KICAgIDx0ZXh0IHg9IjExMSIgeT0iMjAyIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXdlaWdodD0iYm9sZCI+S3ViZXJuZXRlczwvdGV4dD4KICAgIDx0ZXh0IHg9IjExMSIgeT0iMjIyIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjEyIj5BUEkgc2VydmVyIChwb2QgaW5mb3JtZXIpPC90ZXh0PgogICAgPHJlY3QgeD0iMTYiIHk9IjI3NiIgd2lkdGg9IjE5MCIgaGVpZ2h0PSI1OCIgcng9IjYiIGZpbGw9IiNmZWYzYzciIHN0cm9rZT0iI2I0NTMwOSIvPgogICAgPHRleHQgeD0iMTExIiB5PSIyOTgiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSJib2xkIj5Qcm9tZXRoZXVzPC90ZXh0PgogICAgPHRleHQgeD0iMTExIiB5PSIzMTgiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTIiPkNFRU1TIHJlY29yZGluZyBydWxlczwvdGV4dD4KICAgIDxyZWN0IHg9IjE2IiB5PSIzNzIiIHdpZHRoPSIxOTAiIGhlaWdodD0iNTgiIHJ4PSI2IiBmaWxsPSIjZmVmM2M3IiBzdHJva2U9IiNiNDUzMDkiLz4KICAgIDx0ZXh0IHg9IjExMSIgeT0iMzk0IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXdlaWdodD0iYm9sZCI+R3JhZmFuYTwvdGV4dD4KICAgIDx0ZXh0IHg9IjExMSIgeT0iNDE0IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjEyIj5hZG1pbiB0ZWFtIG1lbWJlcnM8L3RleHQ+CiAgPC9nPgoKICA8cmVjdCB4PSIyNjAiIHk9IjE2IiB3aWR0aD0iMzgwIiBoZWlnaHQ9IjQ0OCIgcng9IjgiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iIzBmMTcyYSIgc3Ryb2tlLXdpZHRoPSIxLjUiLz4KICA8ZyBmaWxsPSIjMGYxNzJhIj4KICAgIDx0ZXh0IHg9IjQ1MCIgeT0iNDAiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSJib2xkIj5jZWVtc19hcGlfc2VydmVyPC90ZXh0PgogICAgPHRleHQgeD0iNDUwIiB5PSI2MCIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMiI+dXBkYXRlIGxvb3AsIGV2ZXJ5IHVwZGF0ZV9pbnRlcnZhbCAoMTVtKTwvdGV4dD4KICAgIDxyZWN0IHg9IjI3OCIgeT0iNzQiIHdpZHRoPSIxNTAiIGhlaWdodD0iOTYiIHJ4PSI1IiBmaWxsPSIjZGNmY2U3IiBzdHJva2U9IiMxNTgwM2QiLz4KICAgIDx0ZXh0IHg9IjM1MyIgeT0iOTgiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSJib2xkIj5GZXRjaGVyczwvdGV4dD4KICAgIDx0ZXh0IHg9IjM1MyIgeT0iMTE4IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjEyIj5vbmUgcGVyIGNsdXN0ZXI8L3RleHQ+CiAgICA8dGV4dCB4PSIzNTMiIHk9IjEzNiIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMiI+dW5pdHMsIHVzZXJzLDwvdGV4dD4KICAgIDx0ZXh0IHg9IjM1MyIgeT0iMTUyIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjEyIj5wcm9qZWN0czwvdGV4dD4KICAgIDxyZWN0IHg9IjQ3MiIgeT0iNzQiIHdpZHRoPSIxNTAiIGhlaWdodD0iOTYiIHJ4PSI1IiBmaWxsPSIjZGNmY2U3IiBzdHJva2U9IiMxNTgwM2QiLz4KICAgIDx0ZXh0IHg9IjU0NyIgeT0iOTgiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSJib2xkIj5VcGRhdGVyczwvdGV4dD4KICAgIDx0ZXh0IHg9IjU0NyIgeT0iMTE4IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjEyIj50c2RiOiBwZXItdW5pdDwvdGV4dD4KICAgIDx0ZXh0IHg9IjU0NyIgeT0iMTM2IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjEyIj5DUFUsIEdQVSwgZW5lcmd5LDwvdGV4dD4KICAgIDx0ZXh0IHg9IjU0NyIgeT0iMTUyIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjEyIj5lbWlzc2lvbnMsIEkvTzwvdGV4dD4KCiAgICA8cmVjdCB4PSIyNzgiIHk9IjIwMCIgd2lkdGg9IjM0NCIgaGVpZ2h0PSIxMTIiIHJ4PSI1IiBmaWxsPSIjZWRlOWZlIiBzdHJva2U9IiM2ZDI4ZDkiLz4KICAgIDx0ZXh0IHg9IjQ1MCIgeT0iMjIyIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXdlaWdodD0iYm9sZCI+U1FMaXRlIGRhdGFiYXNlIGNlZW1zLmRiPC90ZXh0PgogICAgPHRleHQgeD0iNDUwIiB5PSIyNDQiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTIiPnVuaXRzOiBvbmUgcm93IHBlciBjb21wdXRlIHVuaXQ8L3RleHQ+CiAgICA8dGV4dCB4PSI0NTAiIHk9IjI2MiIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMiI+dXNhZ2UsIGRhaWx5X3VzYWdlOiB0b3RhbHMgcGVyIHVzZXIgYW5kIHByb2plY3Q8L3RleHQ+CiAgICA8dGV4dCB4PSI0NTAiIHk9IjI4MCIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMiI+dXNlcnMsIHByb2plY3RzOiBtZW1iZXJzaGlwczwvdGV4dD4KICAgIDx0ZXh0IHg9IjQ1MCIgeT0iMjk4IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjEyIj5hZG1pbl91c2VyczwvdGV4dD4KCiAgICA8cmVjdCB4PSIyNzgiIHk9IjM0MiIgd2lkdGg9IjM0NCIgaGVpZ2h0PSIxMDAiIHJ4PSI1IiBmaWxsPSIjZGNmY2U3IiBzdHJva2U9IiMxNTgwM2QiLz4KICAgIDx0ZXh0IHg9IjQ1MCIgeT0iMzY0IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXdlaWdodD0iYm9sZCI+SFRUUCBBUEksIHBvcnQgOTAyMDwvdGV4dD4KICAgIDx0ZXh0IHg9IjQ1MCIgeT0iMzg0IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjEyIj4vYXBpL3YxL3VuaXRzLCB1c2FnZSwgdXNlcnMsIHByb2plY3RzPC90ZXh0PgogICAgPHRleHQgeD0iNDUwIiB5PSI0MDIiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTIiPmFuZCB0aGVpciAvYWRtaW4gdmFyaWFudHM8L3RleHQ+CiAgICA8dGV4dCB4PSI0NTAiIHk9IjQyMiIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMiI+dXNlciB0YWtlbiBmcm9tIFgtR3JhZmFuYS1Vc2VyPC90ZXh0PgogIDwvZz4KCiAgPGcgZmlsbD0iIzBmMTcyYSI+CiAgICA8cmVjdCB4PSI3MDAiIHk9IjIwMCIgd2lkdGg9IjE4MCIgaGVpZ2h0PSI1OCIgcng9IjYiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iIzBmMTcyYSIvPgogICAgPHRleHQgeD0iNzkwIiB5PSIyMzQiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSJib2xkIj5CYWNrdXAgZGlyZWN0b3J5PC90ZXh0PgogICAgPHJlY3QgeD0iNzAwIiB5PSIzMTIiIHdpZHRoPSIxODAiIGhlaWdodD0iNDYiIHJ4PSI2IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMwZjE3MmEiLz4KICAgIDx0ZXh0IHg9Ijc5MCIgeT0iMzQwIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXdlaWdodD0iYm9sZCI+R3JhZmFuYTwvdGV4dD4KICAgIDxyZWN0IHg9IjcwMCIgeT0iMzY2IiB3aWR0aD0iMTgwIiBoZWlnaHQ9IjQ2IiByeD0iNiIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjMGYxNzJhIi8+CiAgICA8dGV4dCB4PSI3OTAiIHk9IjM5NCIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC13ZWlnaHQ9ImJvbGQiPmNhY2N0PC90ZXh0PgogICAgPHJlY3QgeD0iNzAwIiB5PSI0MjAiIHdpZHRoPSIxODAiIGhlaWdodD0iNDYiIHJ4PSI2IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMwZjE3MmEiLz4KICAgIDx0ZXh0IHg9Ijc5MCIgeT0iNDQ4IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXdlaWdodD0iYm9sZCI+Y2VlbXNfbGI8L3RleHQ+CiAgPC9nPgoKICA8ZyBzdHJva2U9IiMzMzQxNTUiIHN0cm9rZS13aWR0aD0iMS41IiBmaWxsPSJub25lIiBtYXJrZXItZW5kPSJ1cmwoI2FwaS1hcnJvdykiPgogICAgPGxpbmUgeDE9IjIwNiIgeTE9IjczIiB4Mj0iMjc2IiB5Mj0iMTAwIi8+CiAgICA8bGluZSB4MT0iMjA2IiB5MT0iMTQxIiB4Mj0iMjc2IiB5Mj0iMTIyIi8+CiAgICA8bGluZSB4MT0iMjA2IiB5MT0iMjA5IiB4Mj0iMjc2IiB5Mj0iMTQ0Ii8+CiAgICA8cGF0aCBkPSJNMjA2IDMwNSBDIDIzOCAzMDUsIDIzOCAxODYsIDI3MCAxODYgTCA1MDAgMTg2IEwgNTAwIDE3MiIvPgogICAgPHBhdGggZD0iTTIwNiA0MDEgQyAyNDggNDAxLCAyNDggMjkwLCAyNzYgMjkwIi8+CiAgICA8bGluZSB4MT0iNDI4IiB5MT0iMTIyIiB4Mj0iNDcwIiB5Mj0iMTIyIi8+CiAgICA8bGluZSB4MT0iNTQ3IiB5MT0iMTcwIiB4Mj0iNTQ3IiB5Mj0iMTk4Ii8+CiAgICA8bGluZSB4MT0iNDUwIiB5MT0iMzEyIiB4Mj0iNDUwIiB5Mj0iMzQwIi8+CiAgICA8bGluZSB4MT0iNjIyIiB5MT0iMjI5IiB4Mj0iNjk4IiB5Mj0iMjI5Ii8+CiAgICA8bGluZSB4MT0iNjk4IiB5MT0iMzM1IiB4Mj0iNjI0IiB5Mj0iMzcyIi8+CiAgICA8bGluZSB4MT0iNjk4IiB5MT0iMzg5IiB4Mj0iNjI0IiB5Mj0iMzkyIi8+CiAgICA8bGluZSB4MT0iNjk4IiB5MT0iNDQzIiB4Mj0iNjI0IiB5Mj0iNDEyIi8+CiAgPC9nPgo8L3N2Zz4K");

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
24125(module) {
module.exports = JSON.parse('{"id":"components/ceems-api-server","title":"CEEMS API server","description":"How the CEEMS API server builds its database of compute units from resource managers and Prometheus, what it stores and who may read what.","source":"@site/docs/components/ceems-api-server.md","sourceDirName":"components","slug":"/components/ceems-api-server","permalink":"/ceems/docs/components/ceems-api-server","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/components/ceems-api-server.md","tags":[],"version":"current","lastUpdatedAt":1795474088000,"sidebarPosition":2,"frontMatter":{"title":"CEEMS API server","description":"How the CEEMS API server builds its database of compute units from resource managers and Prometheus, what it stores and who may read what.","sidebar_position":2},"sidebar":"ceemsSidebar","previous":{"title":"CEEMS exporter","permalink":"/ceems/docs/components/ceems-exporter"},"next":{"title":"CEEMS load balancer","permalink":"/ceems/docs/components/ceems-lb"}}')

},

};
;