"use strict";
exports.ids = ["3983"];
exports.modules = {
26696(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_components_ceems_lb_md_68b_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_components_ceems_lb_md_68b_json__rspack_import_0 = __webpack_require__(41130);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'CEEMS load balancer',
	description: 'Why the CEEMS load balancer sits in front of Prometheus and Pyroscope, how it picks a backend and how it decides whether a user may query a compute unit.',
	sidebar_position: 3
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Why a load balancer",
  "id": "why",
  "level": 2
}, {
  "value": "Two load balancers in one process",
  "id": "frontends",
  "level": 2
}, {
  "value": "Backends, clusters and strategies",
  "id": "backends",
  "level": 2
}, {
  "value": "How a request is checked",
  "id": "access-control",
  "level": 2
}, {
  "value": "Where ownership comes from",
  "id": "ownership",
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
      children: ["This page is for operators. It explains what ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_lb"
      }), " does between Grafana and your Prometheus and\nPyroscope servers, how it spreads queries over several backends, and the exact checks it applies before\nit lets a user read the metrics or profiles of a compute unit. To set it up, follow\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/usage/ceems-lb",
        children: "Using the load balancer"
      }), "; for its keys see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/ceems-lb",
        children: "load balancer configuration"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "why",
      children: "Why a load balancer"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Prometheus and Pyroscope have no notion of users. Anyone who can query them can read every series, so a\nGrafana data source pointing straight at Prometheus lets every Grafana user see every job's metrics, and\na user who knows the API can ask for any ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), ". On a shared cluster that is often not acceptable: the\nresource manager shows users their own jobs only, and the monitoring should not be weaker."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_lb"
      }), " is a reverse proxy meant to close that gap. Grafana talks to it instead of to Prometheus or\nPyroscope; it checks the unit a query names against what the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/components/ceems-api-server",
        children: "API server"
      }), " knows\nabout compute units and their projects, and refuses the query when the unit belongs to no project the\nuser is a member of. In\n0.10.2 it reads only the first unit matcher of a query, so the gap is not fully closed: see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#access-control",
        children: "How a request is checked"
      }), ". Because it\nproxies anyway, it also spreads queries over several replicas of the same data and skips the ones that\nare down."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "Grafana sends queries with a user and cluster header to ceems_lb, which checks ownership against the CEEMS database or API server and forwards to a healthy Prometheus or Pyroscope of that cluster",
        src: (__webpack_require__(17949)/* ["default"] */.A) + "",
        width: "900",
        height: "470"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "frontends",
      children: "Two load balancers in one process"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["One ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_lb"
      }), " process can run two independent load balancers:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "TSDB"
        }), " load balancer for Prometheus (or any server with the Prometheus query API), on the first\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--web.listen-address"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: ":9030"
        }), " by default;"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Pyroscope"
        }), " load balancer, on the second address, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: ":9040"
        }), " by default."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Each starts only if at least one backend of its kind is configured, and the addresses are handed out in\nthe order the two kinds first appear in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_lb.backends"
      }), ": with only Pyroscope backends, the Pyroscope\nload balancer takes the first address. Both use the same\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/basic-auth",
        children: "web configuration file"
      }), " for TLS and basic authentication of their own\nlisteners. The file installed by the packages is an empty template: until you fill it in, both listen on\nplain HTTP without authentication."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "backends",
      children: "Backends, clusters and strategies"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Backends are grouped by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "ID"
      }), " under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_lb.backends"
      }), ". The ID is the cluster ID of the API server\nconfiguration (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "clusters[].id"
      }), "), because a compute unit's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), " is only unique within a cluster. Each ID\nhas a list of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tsdb"
      }), " servers and a list of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pyroscope"
      }), " servers, each with a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "web"
      }), " block for the URL and\nthe client settings (basic auth, TLS, headers) the load balancer uses to reach it."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The servers of one ID must hold the same data, for example two Prometheus replicas scraping the same\ntargets. For each request the load balancer picks one of the servers of the requested ID that is\ncurrently marked alive, using ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_lb.strategy"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Strategy"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Picks"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "round-robin"
            }), " (default)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "the next server in turn"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "least-connection"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "the server with the fewest requests in progress"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A health checker opens a TCP connection to every backend every 20 seconds and marks it up or down. If a\nproxied request fails, the backend is marked down at once and the request is retried once on another\nbackend; if none is alive the client gets ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "503 Service not available"
      }), ". For a highly available setup, and\nwhat stays a single point of failure, see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/deployments/sizing#high-availability",
        children: "Sizing and scaling"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The load balancer removes any ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Authorization"
      }), " header the client sent before forwarding, so Grafana's\ncredentials for the load balancer never reach the backend; the backend sees only the credentials set in\nthe backend's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "web"
      }), " block. With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "filter_labels"
      }), ", a TSDB backend's answers to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "query"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "query_range"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "series"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "labels"
      }), " and label ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "values"
      }), " requests have those labels removed, to hide, say, node names from\nusers."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["At start-up the load balancer checks its configuration: every backend needs an ID and at least one URL,\nand when a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "clusters"
      }), " section is present (the load balancer can read the API server's configuration\nfile) every backend ID must be one of its cluster IDs. When it has access to CEEMS data (see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#ownership",
        children: "Where ownership comes from"
      }), "), it then lists the clusters that have at least one unit stored\nin the API server's database, and refuses to start if a backend ID is not among them."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      title: "Start the load balancer after the API server has stored units",
      type: "warning",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["A cluster that the API server knows from its configuration but for which it has stored no unit yet\ncounts as unknown: the load balancer exits with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "unknown cluster ID"
        }), ". Start it after the API server's\nfirst update has fetched units of every backend cluster. The packaged systemd unit restarts it every\nsecond, so it comes up on its own once those units are stored, and its log repeats the error until\nthen. When the load balancer reads the clusters through the API server, it asks as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems-int-svc"
        }), ",\nwhich is an admin only if the API server's configuration has a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_api_server.admin"
        }), " section; without\none the API server answers 403 and the load balancer exits. The whole check, through the database or\nthe API server, must finish within one second, or the load balancer exits as well. See the known issues\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/advanced/known-issues#lb-needs-stored-units",
          children: "load balancer needs stored units"
        }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/advanced/known-issues#admin-section-required",
          children: "admin section required"
        }), "."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "access-control",
      children: "How a request is checked"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Every request goes through the same steps, in this order. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/health"
      }), " is no exception: a health probe\nmust send a backend ID and, once access control is on, an admin user name (see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#lb-health-behind-access-check",
        children: "known issues"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Cluster."
        }), " The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "X-Ceems-Cluster-Id"
        }), " header must name one of the configured backend IDs. Otherwise\nthe answer is 400. In Grafana you set this header on the data source, one data source per cluster."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Access control configured?"
        }), " If the load balancer has neither the CEEMS database nor the API server\nURL (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#ownership",
          children: "Where ownership comes from"
        }), "), it forwards the request without further checks."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "User."
        }), " The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "X-Grafana-User"
        }), " header must be present; otherwise 401. Grafana sends it when\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "send_user_header"
        }), " is enabled in its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "[dataproxy]"
        }), " section."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Admin."
        }), " If the user is a CEEMS admin user, the request is forwarded as is. The lookup of admin\nusers has a one second timeout; when it fails or times out, the user is treated as a regular user."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Path."
        }), " Non-admin users may only call read endpoints: for Prometheus, paths ending in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "query"
        }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "query_range"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "labels"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "series"
        }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "values"
        }), "; for Pyroscope, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "SelectMergeStacktraces"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "LabelNames"
        }), "\nand ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "LabelValues"
        }), ". Anything else (the admin API, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "targets"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "status"
        }), "…) gets 403."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Units in the query."
        }), " The load balancer reads the query: the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "query"
        }), " parameter, each ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "match[]"
        }), "\nparameter for label and series requests, the label selector or matchers for Pyroscope. In each of\nthese values it takes only the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "first"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "uuid"
        }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "service_name"
        }), " matcher, written ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "=\"…\""
        }), " or\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "=~\"…\""
        }), ", whose value holds letters, digits, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "-"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "|"
        }), " only. It collects that value, or each\nalternative of a regular expression such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "uuid=~\"2154871|2154872\""
        }), ". Later matchers on the same\nline of the value are not read (a query written over several lines has its first matcher of each line\nread). A ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_id"
        }), " matcher in the query, if present, selects the cluster instead of the header."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Ownership."
        }), " The units collected in step 6 must all belong, in that cluster, to projects the user\nis a member of. If one does not, or if step 6 collected no unit, the answer is 403. Otherwise the\nwhole request, including the matchers that were not read, is forwarded to a backend of that cluster."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      title: "Only the first unit matcher of a query is checked",
      type: "danger",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["In 0.10.2 step 6 reads one matcher per query value (per line of it), so the check does not\ncover the rest of the query. A user who may see one unit can read the series of any other unit, for example with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "metric{uuid=\"<own-unit>\"} or metric{uuid=\"<other-unit>\"}"
        }), ", or with a second selector that has no\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "uuid"
        }), " matcher at all. No setting closes this gap, and a Grafana user can send such a query from\nExplore or through Grafana's HTTP API with any data source they may query. Treat every series behind\nthe load balancer as readable by every user who has a load balancer data source. Where users must not\nsee each other's metrics, give non-admin users no load balancer data source and show them their units\nthrough the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/components/ceems-api-server",
          children: "API server"
        }), ", which checks each unit it returns. See\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/advanced/known-issues#lb-first-matcher-only",
          children: "known issues"
        }), "."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Error answers use the API server's envelope, for example:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-json",
        highlighted: "<span class=\"token punctuation\">{</span><span class=\"token property\">\"status\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"error\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"data\"</span><span class=\"token operator\">:</span><span class=\"token null keyword\">null</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"errorType\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"forbidden\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"error\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"user do not have permissions to view unit metrics\"</span><span class=\"token punctuation\">}</span>",
        children: "{\"status\":\"error\",\"data\":null,\"errorType\":\"forbidden\",\"error\":\"user do not have permissions to view unit metrics\"}\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Two consequences shape how dashboards are built. A regular user's query must always name the unit it is\nabout in its first ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), " matcher, which is why CEEMS dashboards select units by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), "; a panel such as\n\"all jobs on this node\" works for admin users only. And ownership is by project: members of a project\ncan look at each other's units, as they can in the API server."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "ownership",
      children: "Where ownership comes from"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The load balancer does not keep its own list of units. It asks CEEMS, in one of two ways, configured\nunder ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server"
      }), " in its configuration file:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "The database, directly."
        }), " With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_api_server.data.path"
        }), ", the load balancer opens the API server's\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems.db"
        }), " read-only and runs the ownership and admin queries itself. This is the fastest way and the\nnatural one when the load balancer runs on the same host as the API server."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "The API server."
        }), " With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_api_server.web.url"
        }), ", it calls ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/api/v1/units/verify"
        }), " with the user's\nname for each query, and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/api/v1/users/admin?role=admin"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/api/v1/clusters/admin"
        }), " as the internal\naccount ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems-int-svc"
        }), ". The API server treats that account as an admin only when its configuration\nhas a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_api_server.admin"
        }), " section written as a mapping (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "admin: {}"
        }), " is enough, a bare ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "admin:"
        }), " is\nnot); without it the load balancer cannot start. Any error from the API server denies the query."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["When both are set, the database is used. The database file must exist when the load balancer starts: if\nit does not, the load balancer falls back to the URL, and with no URL either it runs without access\ncontrol and says so in its log with the warning ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Neither CEEMS API server DB nor web config found"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "warning",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["In CEEMS 0.10.2 the load balancer keeps only ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "url"
        }), " from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_api_server.web"
        }), ": client settings\nsuch as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "basic_auth"
        }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tls_config"
        }), " in that block are discarded when the file is read. If the API server\nrequires basic authentication, put the credentials in the URL\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "https://<user>:<password>@<api-host>:9020"
        }), ") or use ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_api_server.data.path"
        }), " instead."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "privileges",
      children: "Privileges"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The load balancer needs no Linux capability. Started as root, it switches to the user given by\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--security.run-as-user"
      }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "nobody"
      }), " by default) after granting that user read access to its configuration\nfiles and to the database, if any. The systemd unit shipped in the packages runs it as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), ", the same\nuser as the API server, so it can read the database directly."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Next: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/usage/ceems-lb",
        children: "put the load balancer in front of several Prometheus servers"
      }), ", or see every\nkey in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/config-reference#ceems-lb",
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
17949(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5MDAgNDcwIiB3aWR0aD0iOTAwIiBoZWlnaHQ9IjQ3MCIgcm9sZT0iaW1nIiBhcmlhLWxhYmVsbGVkYnk9ImxiLXRpdGxlIGxiLWRlc2MiIGZvbnQtZmFtaWx5PSJzYW5zLXNlcmlmIiBmb250LXNpemU9IjEzIj4KICA8dGl0bGUgaWQ9ImxiLXRpdGxlIj5SZXF1ZXN0IHBhdGggdGhyb3VnaCB0aGUgQ0VFTVMgbG9hZCBiYWxhbmNlcjwvdGl0bGU+CiAgPGRlc2MgaWQ9ImxiLWRlc2MiPkdyYWZhbmEgc2VuZHMgcXVlcmllcyB3aXRoIHRoZSBYLUdyYWZhbmEtVXNlciBhbmQgWC1DZWVtcy1DbHVzdGVyLUlkIGhlYWRlcnMgdG8gY2VlbXNfbGIuIEl0cyBhY2Nlc3MgY2hlY2sgYXNrcyB0aGUgQ0VFTVMgZGF0YWJhc2Ugb3IgQVBJIHNlcnZlciB3aGV0aGVyIHRoZSB1c2VyIG93bnMgdGhlIHF1ZXJpZWQgdW5pdHMsIHRoZW4gdGhlIHNlcnZlciBwb29sIG9mIHRoZSBjbHVzdGVyIHBpY2tzIGEgaGVhbHRoeSBQcm9tZXRoZXVzIG9yIFB5cm9zY29wZSBiYWNrZW5kIGJ5IHJvdW5kLXJvYmluIG9yIGxlYXN0LWNvbm5lY3Rpb24gYW5kIHByb3hpZXMgdGhlIHJlcXVlc3QuPC9kZXNjPgogIDxkZWZzPgogICAgPG1hcmtlciBpZD0ibGItYXJyb3ciIHZpZXdCb3g9IjAgMCAxMCAxMCIgcmVmWD0iOSIgcmVmWT0iNSIgbWFya2VyV2lkdGg9IjciIG1hcmtlckhlaWdodD0iNyIgb3JpZW50PSJhdXRvLXN0YXJ0LXJldmVyc2UiPgogICAgICA8cGF0aCBkPSJNMCAwIEwxMCA1IEwwIDEwIHoiIGZpbGw9IiMzMzQxNTUiLz4KICAgIDwvbWFya2VyPgogIDwvZGVmcz4KICA8cmVjdCB4PSIwIiB5PSIwIiB3aWR0aD0iOTAwIiBoZWlnaHQ9IjQ3MCIgZmlsbD0iI2Y4ZmFmYyIvPgoKICA8ZyBmaWxsPSIjMGYxNzJhIj4KICAgIDxyZWN0IHg9IjE2IiB5PSIxMzAiIHdpZHRoPSIxNzAiIGhlaWdodD0iMTEwIiByeD0iOCIgZmlsbD0iI2ZlZjNjNyIgc3Ryb2tlPSIjYjQ1MzA5Ii8+CiAgICA8dGV4dCB4PSIxMDEiIHk9IjE1NiIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC13ZWlnaHQ9ImJvbGQiPkdyYWZhbmE8L3RleHQ+CiAgICA8dGV4dCB4PSIxMDEiIHk9IjE3OCIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMiI+ZGF0YSBzb3VyY2UgcGVyIGNsdXN0ZXI8L3RleHQ+CiAgICA8dGV4dCB4PSIxMDEiIHk9IjE5OCIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMSI+WC1HcmFmYW5hLVVzZXI6IGFsaWNlPC90ZXh0PgogICAgPHRleHQgeD0iMTAxIiB5PSIyMTYiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTEiPlgtQ2VlbXMtQ2x1c3Rlci1JZDogc2x1cm0tMDwvdGV4dD4KICA8L2c+CgogIDxyZWN0IHg9IjIzMCIgeT0iMTYiIHdpZHRoPSIzNzAiIGhlaWdodD0iNDM4IiByeD0iOCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjMGYxNzJhIiBzdHJva2Utd2lkdGg9IjEuNSIvPgogIDxnIGZpbGw9IiMwZjE3MmEiPgogICAgPHRleHQgeD0iNDE1IiB5PSI0MCIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC13ZWlnaHQ9ImJvbGQiPmNlZW1zX2xiPC90ZXh0PgogICAgPHRleHQgeD0iNDE1IiB5PSI1OCIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMiI+VFNEQiBvbiA6OTAzMCwgUHlyb3Njb3BlIG9uIDo5MDQwPC90ZXh0PgogICAgPHJlY3QgeD0iMjQ4IiB5PSI3MiIgd2lkdGg9IjMzNCIgaGVpZ2h0PSIxNTAiIHJ4PSI1IiBmaWxsPSIjZGNmY2U3IiBzdHJva2U9IiMxNTgwM2QiLz4KICAgIDx0ZXh0IHg9IjQxNSIgeT0iOTQiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSJib2xkIj5BY2Nlc3MgY2hlY2s8L3RleHQ+CiAgICA8dGV4dCB4PSIyNjIiIHk9IjExNiIgZm9udC1zaXplPSIxMiI+MS4gY2x1c3RlciBJRCBrbm93bj8gZWxzZSA0MDA8L3RleHQ+CiAgICA8dGV4dCB4PSIyNjIiIHk9IjEzNiIgZm9udC1zaXplPSIxMiI+Mi4gdXNlciBoZWFkZXIgcHJlc2VudD8gZWxzZSA0MDE8L3RleHQ+CiAgICA8dGV4dCB4PSIyNjIiIHk9IjE1NiIgZm9udC1zaXplPSIxMiI+My4gYWRtaW4gdXNlcj8gdGhlbiBhbGxvdzwvdGV4dD4KICAgIDx0ZXh0IHg9IjI2MiIgeT0iMTc2IiBmb250LXNpemU9IjEyIj40LiBhbGxvd2VkIEFQSSBwYXRoPyBlbHNlIDQwMzwvdGV4dD4KICAgIDx0ZXh0IHg9IjI2MiIgeT0iMTk2IiBmb250LXNpemU9IjEyIj41LiBldmVyeSB1dWlkIG9yIHNlcnZpY2VfbmFtZSBpbiB0aGUgcXVlcnk8L3RleHQ+CiAgICA8dGV4dCB4PSIyNzgiIHk9IjIxMiIgZm9udC1zaXplPSIxMiI+aW4gYSBwcm9qZWN0IG9mIHRoZSB1c2VyPyBlbHNlIDQwMzwvdGV4dD4KCiAgICA8cmVjdCB4PSIyNDgiIHk9IjI0NCIgd2lkdGg9IjMzNCIgaGVpZ2h0PSI5NiIgcng9IjUiIGZpbGw9IiNkY2ZjZTciIHN0cm9rZT0iIzE1ODAzZCIvPgogICAgPHRleHQgeD0iNDE1IiB5PSIyNjYiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSJib2xkIj5TZXJ2ZXIgcG9vbCBvZiB0aGUgY2x1c3RlciBJRDwvdGV4dD4KICAgIDx0ZXh0IHg9IjQxNSIgeT0iMjg4IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjEyIj5yb3VuZC1yb2JpbiBvciBsZWFzdC1jb25uZWN0aW9uPC90ZXh0PgogICAgPHRleHQgeD0iNDE1IiB5PSIzMDYiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTIiPmFtb25nIGJhY2tlbmRzIG1hcmtlZCBhbGl2ZTwvdGV4dD4KICAgIDx0ZXh0IHg9IjQxNSIgeT0iMzI2IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjEyIj5vbmUgcmV0cnkgb24gYW5vdGhlciBiYWNrZW5kIG9uIGVycm9yPC90ZXh0PgoKICAgIDxyZWN0IHg9IjI0OCIgeT0iMzYyIiB3aWR0aD0iMzM0IiBoZWlnaHQ9IjcyIiByeD0iNSIgZmlsbD0iI2UwZjJmZSIgc3Ryb2tlPSIjMDM2OWExIi8+CiAgICA8dGV4dCB4PSI0MTUiIHk9IjM4NCIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC13ZWlnaHQ9ImJvbGQiPkhlYWx0aCBjaGVja2VyPC90ZXh0PgogICAgPHRleHQgeD0iNDE1IiB5PSI0MDQiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTIiPlRDUCBjb25uZWN0IHRvIGV2ZXJ5IGJhY2tlbmQ8L3RleHQ+CiAgICA8dGV4dCB4PSI0MTUiIHk9IjQyMiIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMiI+ZXZlcnkgMjAgcywgbWFya3MgaXQgdXAgb3IgZG93bjwvdGV4dD4KICA8L2c+CgogIDxnIGZpbGw9IiMwZjE3MmEiPgogICAgPHJlY3QgeD0iMTYiIHk9IjMzMCIgd2lkdGg9IjE3MCIgaGVpZ2h0PSIxMDQiIHJ4PSI4IiBmaWxsPSIjZWRlOWZlIiBzdHJva2U9IiM2ZDI4ZDkiLz4KICAgIDx0ZXh0IHg9IjEwMSIgeT0iMzU2IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXdlaWdodD0iYm9sZCI+T3duZXJzaGlwIGRhdGE8L3RleHQ+CiAgICA8dGV4dCB4PSIxMDEiIHk9IjM3OCIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMiI+Q0VFTVMgZGF0YWJhc2UsIHJlYWQtb25seTwvdGV4dD4KICAgIDx0ZXh0IHg9IjEwMSIgeT0iMzk2IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjEyIj5vciBDRUVNUyBBUEkgc2VydmVyPC90ZXh0PgogICAgPHRleHQgeD0iMTAxIiB5PSI0MTQiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTEiPi9hcGkvdjEvdW5pdHMvdmVyaWZ5PC90ZXh0PgogIDwvZz4KCiAgPGcgZmlsbD0iIzBmMTcyYSI+CiAgICA8dGV4dCB4PSI3NTUiIHk9IjQwIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXdlaWdodD0iYm9sZCI+QmFja2VuZHM8L3RleHQ+CiAgICA8cmVjdCB4PSI2NDAiIHk9IjU2IiB3aWR0aD0iMjMwIiBoZWlnaHQ9IjE0MCIgcng9IjgiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iIzk0YTNiOCIvPgogICAgPHRleHQgeD0iNzU1IiB5PSI3OCIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC13ZWlnaHQ9ImJvbGQiPmlkOiBzbHVybS0wPC90ZXh0PgogICAgPHJlY3QgeD0iNjU2IiB5PSI5MCIgd2lkdGg9IjE5OCIgaGVpZ2h0PSIzMCIgcng9IjQiIGZpbGw9IiNmZWYzYzciIHN0cm9rZT0iI2I0NTMwOSIvPgogICAgPHRleHQgeD0iNzU1IiB5PSIxMTAiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTIiPlByb21ldGhldXMgcmVwbGljYSBBPC90ZXh0PgogICAgPHJlY3QgeD0iNjU2IiB5PSIxMjYiIHdpZHRoPSIxOTgiIGhlaWdodD0iMzAiIHJ4PSI0IiBmaWxsPSIjZmVmM2M3IiBzdHJva2U9IiNiNDUzMDkiLz4KICAgIDx0ZXh0IHg9Ijc1NSIgeT0iMTQ2IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjEyIj5Qcm9tZXRoZXVzIHJlcGxpY2EgQjwvdGV4dD4KICAgIDxyZWN0IHg9IjY1NiIgeT0iMTYyIiB3aWR0aD0iMTk4IiBoZWlnaHQ9IjI2IiByeD0iNCIgZmlsbD0iI2ZlZjNjNyIgc3Ryb2tlPSIjYjQ1MzA5Ii8+CiAgICA8dGV4dCB4PSI3NTUiIHk9IjE4MCIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMiI+UHlyb3Njb3BlPC90ZXh0PgogICAgPHJlY3QgeD0iNjQwIiB5PSIyMjIiIHdpZHRoPSIyMzAiIGhlaWdodD0iNzYiIHJ4PSI4IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiM5NGEzYjgiLz4KICAgIDx0ZXh0IHg9Ijc1NSIgeT0iMjQ0IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXdlaWdodD0iYm9sZCI+aWQ6IG9zLTA8L3RleHQ+CiAgICA8cmVjdCB4PSI2NTYiIHk9IjI1NiIgd2lkdGg9IjE5OCIgaGVpZ2h0PSIzMCIgcng9IjQiIGZpbGw9IiNmZWYzYzciIHN0cm9rZT0iI2I0NTMwOSIvPgogICAgPHRleHQgeD0iNzU1IiB5PSIyNzYiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTIiPlByb21ldGhldXM8L3RleHQ+CiAgPC9nPgoKICA8ZyBzdHJva2U9IiMzMzQxNTUiIHN0cm9rZS13aWR0aD0iMS41IiBmaWxsPSJub25lIiBtYXJrZXItZW5kPSJ1cmwoI2xiLWFycm93KSI+CiAgICA8bGluZSB4MT0iMTg2IiB5MT0iMTc2IiB4Mj0iMjQ2IiB5Mj0iMTUwIi8+CiAgICA8cGF0aCBkPSJNMjQ2IDE5NiBDIDIxNCAyMjAsIDIwMCAzMDAsIDEyMCAzMjgiLz4KICAgIDxsaW5lIHgxPSI0MTUiIHkxPSIyMjIiIHgyPSI0MTUiIHkyPSIyNDIiLz4KICAgIDxwYXRoIGQ9Ik01ODIgMjgwIEMgNjE1IDI4MCwgNjE1IDEyMCwgNjU0IDEwOCIvPgogICAgPGxpbmUgeDE9IjU4MiIgeTE9IjI4NiIgeDI9IjY1NCIgeTI9IjE0MiIvPgogICAgPGxpbmUgeDE9IjU4MiIgeTE9IjI5MiIgeDI9IjY1NCIgeTI9IjI3MiIvPgogIDwvZz4KICA8ZyBzdHJva2U9IiMwMzY5YTEiIHN0cm9rZS13aWR0aD0iMS4yIiBzdHJva2UtZGFzaGFycmF5PSI1IDQiIGZpbGw9Im5vbmUiPgogICAgPHBhdGggZD0iTTU4MiAzOTYgQyA2MjggMzk2LCA2MjggMzIwLCA2NDAgMjk4Ii8+CiAgICA8cGF0aCBkPSJNNTgyIDQwMiBDIDYzMCA0MDIsIDYzMCAyNDAsIDY0MCAxOTYiLz4KICA8L2c+Cjwvc3ZnPgo=");

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
41130(module) {
module.exports = JSON.parse('{"id":"components/ceems-lb","title":"CEEMS load balancer","description":"Why the CEEMS load balancer sits in front of Prometheus and Pyroscope, how it picks a backend and how it decides whether a user may query a compute unit.","source":"@site/docs/components/ceems-lb.md","sourceDirName":"components","slug":"/components/ceems-lb","permalink":"/ceems/docs/components/ceems-lb","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/components/ceems-lb.md","tags":[],"version":"current","lastUpdatedAt":1795473084000,"sidebarPosition":3,"frontMatter":{"title":"CEEMS load balancer","description":"Why the CEEMS load balancer sits in front of Prometheus and Pyroscope, how it picks a backend and how it decides whether a user may query a compute unit.","sidebar_position":3},"sidebar":"ceemsSidebar","previous":{"title":"CEEMS API server","permalink":"/ceems/docs/components/ceems-api-server"},"next":{"title":"Metrics reference","permalink":"/ceems/docs/components/metrics"}}')

},

};
;