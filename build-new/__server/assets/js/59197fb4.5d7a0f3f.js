"use strict";
exports.ids = ["5871"];
exports.modules = {
8788(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_advanced_known_issues_md_591_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_advanced_known_issues_md_591_json__rspack_import_0 = __webpack_require__(58879);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Known issues',
	description: 'Defects of the documented CEEMS release that operators and users run into, each with its symptom, the code behind it and a workaround.',
	sidebar_position: 3
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Access control",
  "id": "access-control",
  "level": 2
}, {
  "value": "The load balancer checks only the first unit of a query",
  "id": "lb-first-matcher-only",
  "level": 3
}, {
  "value": "The API server pastes <code>groupby</code> into its SQL",
  "id": "groupby-in-sql",
  "level": 3
}, {
  "value": "The load balancer&#39;s <code>/health</code> sits behind its access check",
  "id": "lb-health-behind-access-check",
  "level": 3
}, {
  "value": "Start-up",
  "id": "start-up",
  "level": 2
}, {
  "value": "The load balancer refuses to start until the database holds units of its clusters",
  "id": "lb-needs-stored-units",
  "level": 3
}, {
  "value": "<code>ceems-int-svc</code> is an admin only when the configuration has an <code>admin</code> section",
  "id": "admin-section-required",
  "level": 3
}, {
  "value": "<code>backup_interval: 0s</code> with a backup path makes the API server panic",
  "id": "backup-interval-zero-panic",
  "level": 3
}, {
  "value": "The emissions collector starts every provider, and a world average, by default",
  "id": "emissions-global-provider-default",
  "level": 3
}, {
  "value": "Exporter",
  "id": "exporter",
  "level": 2
}, {
  "value": "The new kubelet socket flag has no effect",
  "id": "k8s-socket-flag-override",
  "level": 3
}, {
  "value": "The <code>perf</code> sub-collector exports nothing for VMs",
  "id": "libvirt-perf-not-collected",
  "level": 3
}, {
  "value": "The eBPF profiler swaps its two map sizes",
  "id": "ebpf-map-sizes-swapped",
  "level": 3
}, {
  "value": "A GPU found through Kubernetes may come from any node",
  "id": "k8s-gpu-pod-any-node",
  "level": 3
}, {
  "value": "Recording rules",
  "id": "recording-rules",
  "level": 2
}, {
  "value": "NVIDIA rules are invalid YAML without both SM profiling fields",
  "id": "nvidia-rules-need-sm-fields",
  "level": 3
}, {
  "value": "GPU power rules fail with MIG or shared GPUs",
  "id": "gpu-power-rules-mig-shared",
  "level": 3
}, {
  "value": "Users",
  "id": "users",
  "level": 2
}, {
  "value": "<code>cacct</code> identifies users by their full name",
  "id": "cacct-gecos-name",
  "level": 3
}, {
  "value": "Database",
  "id": "database",
  "level": 2
}, {
  "value": "Daily usage is never purged",
  "id": "daily-usage-never-purged",
  "level": 3
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    code: "code",
    h2: "h2",
    h3: "h3",
    p: "p",
    strong: "strong",
    ...(0,_mdx_js_react__rspack_import_2/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "This page is for operators who deploy CEEMS 0.10.2 and users who wonder why a number or a\ncommand does not behave as the rest of these docs lead them to expect. It lists the defects of this\nrelease that change what you see or what is safe to do, each with the symptom, the releases it affects,\nwhere it sits in the source and what to do about it. The other pages link here where you meet a defect."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Each entry names a source location as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "path:line"
      }), " in the CEEMS repository at the tag\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/ceems/tree/v0.10.2",
        children: "v0.10.2"
      }), ". \"Since\" gives the oldest release we checked\nthat has the same code; earlier releases may have it too."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "access-control",
      children: "Access control"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "lb-first-matcher-only",
      children: "The load balancer checks only the first unit of a query"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Symptom."
      }), " A user who may read compute unit A but not unit B sends a PromQL query that names A first\nand B second, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_compute_unit_memory_used_bytes{uuid=\"A\"} or ceems_compute_unit_memory_used_bytes{uuid=\"B\"}"
      }), ". The load balancer forwards it, and the user gets the\nseries of B."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Cause."
      }), " To find the units a query names, the load balancer matches each ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "query"
      }), " (or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "match[]"
      }), ") value\nagainst one regular expression that captures the first ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "service_name"
      }), " matcher whose value is\nmade of letters, digits, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "-"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "|"
      }), ", and ignores the rest of that line of the value\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pkg/lb/frontend/middleware.go:74"
      }), ", applied once per value in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pkg/lb/frontend/parse.go:140-151"
      }), "). Only\nthe captured units are checked against the API server. The check itself then passes as soon as the\nAPI server finds at least as many units as were named in the user's projects\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pkg/api/http/validation.go:117"
      }), "), a rule loosened on purpose for reused Slurm job IDs."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Since"
      }), " v0.8.0 at least. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Workaround."
      }), " None in the load balancer. If a user must never see another\nproject's data, give non-admin users no Grafana data source that goes through the load balancer, and\nshow them the API server's per-unit summaries instead (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/grafana",
        children: "Grafana"
      }), "). The\ndesign of the check is described in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/components/ceems-lb#access-control",
        children: "How a request is checked"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.h3, {
      id: "groupby-in-sql",
      children: ["The API server pastes ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "groupby"
      }), " into its SQL"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Symptom."
      }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "GET /api/v1/usage/current?groupby=<anything>"
      }), " (and its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/admin"
      }), " form) sends the value\nunchanged into the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "GROUP BY"
      }), " clause of the query the API server runs on its SQLite database. A value\nthat is not a column name gives an error; a crafted value becomes part of the SQL statement."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Cause."
      }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pkg/api/http/server.go:1562-1570"
      }), " appends every ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "groupby"
      }), " parameter to the clause without\nchecking it against the known columns. The database is opened read-only for these queries\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pkg/api/http/server.go:283-287"
      }), "), so the statement cannot change data, but it runs with the server's\nview of every user's usage."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Since"
      }), " v0.8.0 at least. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Workaround."
      }), " Put the API server behind a reverse proxy that rejects any\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "groupby"
      }), " value other than the column names you use (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cluster_id"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "username"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "project"
      }), " and the like),\nand do not expose it to users directly."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.h3, {
      id: "lb-health-behind-access-check",
      children: ["The load balancer's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/health"
      }), " sits behind its access check"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Symptom."
      }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "curl http://<lb-host>:9030/health"
      }), " answers ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "400 Bad Request"
      }), " with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "invalid cluster ID"
      }), ", and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool check lb-healthy"
      }), " always reports the load balancer as unhealthy."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Cause."
      }), " The health handler is part of the proxy (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pkg/lb/frontend/frontend.go:152"
      }), "), and every request\nreaches it only after the middleware has required a known ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-Ceems-Cluster-Id"
      }), " header\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pkg/lb/frontend/middleware.go:250-269"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Since"
      }), " v0.8.0 at least. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Workaround."
      }), " Send the header with a configured cluster ID, for example\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "curl -H 'X-Ceems-Cluster-Id: <cluster-id>' http://<lb-host>:9030/health"
      }), ". For\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool check lb-healthy"
      }), ", put the same header in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "http_headers"
      }), " block of its HTTP client file\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/cli/ceems-tool#check-lb-healthy",
        children: "ceems_tool"
      }), "). A plain TCP check of the port also works for\nsystemd or an orchestrator."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "start-up",
      children: "Start-up"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "lb-needs-stored-units",
      children: "The load balancer refuses to start until the database holds units of its clusters"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Symptom."
      }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_lb"
      }), " exits right after start, and with the packaged unit (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Restart=always"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "RestartSec=1"
      }), ") it restarts every second. Its log shows one of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "unknown cluster ID"
      }), " (the database or the\nAPI has no unit of a backend's cluster), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CEEMS API server response returned no data"
      }), " (empty database,\nchecked through the API) or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "error response code 403 from CEEMS API server"
      }), " (see the next entry), after\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Failed to create load balancer frontend"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Cause."
      }), " At start-up the load balancer reads the cluster IDs that have stored units, with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "SELECT DISTINCT cluster_id FROM units"
      }), " on the database file or through ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/api/v1/clusters/admin"
      }), ", and\nstops when a backend's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "id"
      }), " is not among them (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pkg/lb/frontend/frontend.go:221-300"
      }), "). The API check\ngives up after one second (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pkg/lb/frontend/frontend.go:97-102"
      }), "). A cluster with no finished or running\nunit since the API server's first update, or an API server that answers slowly, stops the load balancer."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Since"
      }), " v0.8.0 at least. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Workaround."
      }), " Start the load balancer after the API server has run its first\nupdate and each cluster has at least one unit. Check with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sqlite3 /var/lib/ceems/ceems.db 'SELECT DISTINCT cluster_id FROM units'"
      }), ", or with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "curl -H 'X-Grafana-User: ceems-int-svc' http://<api-host>:9020/api/v1/clusters/admin"
      }), ". Leave a cluster\nout of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_lb.backends"
      }), " until it has run a job."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.h3, {
      id: "admin-section-required",
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems-int-svc"
      }), " is an admin only when the configuration has an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "admin"
      }), " section"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Symptom."
      }), " With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server.web.url"
      }), " in its file, the load balancer stops at start with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "error response code 403 from CEEMS API server"
      }), ": the API server refuses its service account,\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems-int-svc"
      }), ", on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/api/v1/clusters/admin"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Cause."
      }), " The API server adds its internal service account to the admin users while it parses the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server.admin"
      }), " section (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pkg/api/db/db.go:130-149"
      }), "). When the file has no such section, or has a\nbare ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "admin:"
      }), " with nothing under it (YAML reads that as null, and the parser is never called), the\naccount is not an admin, and the admin endpoints refuse it."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Since"
      }), " v0.8.0 at least. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Workaround."
      }), " Always write the section, at least as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "admin: {}"
      }), " or with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "users:"
      }), " under it, as the packaged configuration does. See\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/config-reference#api-server-admin",
        children: "ceems_api_server.admin"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.h3, {
      id: "backup-interval-zero-panic",
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "backup_interval: 0s"
      }), " with a backup path makes the API server panic"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Symptom."
      }), " With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server.data.backup_path"
      }), " set and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "backup_interval: 0s"
      }), ", the API server stops\nat start with a Go panic from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "time.NewTicker"
      }), " (\"non-positive interval for NewTicker\")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Cause."
      }), " Validation rejects intervals shorter than a day but lets zero through\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pkg/api/db/db.go:209-213"
      }), "); the backup loop then creates a ticker with it\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pkg/api/cli/cli.go:429-431"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Since"
      }), " v0.8.0 at least. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Workaround."
      }), " To turn backups off, leave ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "backup_path"
      }), " empty rather than\nsetting the interval to zero. Otherwise use ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "1d"
      }), " or more."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "emissions-global-provider-default",
      children: "The emissions collector starts every provider, and a world average, by default"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Symptom."
      }), " With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.emissions"
      }), " and no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.emissions.provider"
      }), ", the exporter fails to\nstart when ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "EMAPS_API_TOKEN"
      }), " or the WattTime variables are missing. When it does start, it also exports\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_emissions_gCo2_kWh{provider=\"global\",country_code=\"ZZ\"}"
      }), ", a constant 475 gCO2e/kWh, which the\njob-level emission rules add to the real factors."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Cause."
      }), " With no provider named, the collector creates every registered provider\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pkg/emissions/provider.go:41-66"
      }), "), and the first one that fails stops the exporter. The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "global"
      }), "\nprovider registers itself like the others (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pkg/emissions/global.go:11-21"
      }), ") but is missing from the\nflag's accepted values (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pkg/collector/emissions.go:19-27"
      }), "), so it runs only in this default case and\ncannot be chosen or left out by name."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Since"
      }), " v0.9.0 at least. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Workaround."
      }), " Always name the providers you want, for example\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.emissions.provider=owid"
      }), "; the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "global"
      }), " series then disappears. See\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/ceems-exporter#emissions",
        children: "Emission factors"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "exporter",
      children: "Exporter"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "k8s-socket-flag-override",
      children: "The new kubelet socket flag has no effect"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Symptom."
      }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.k8s.kubelet-podresources-socket.file=<path>"
      }), " is ignored: the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "k8s"
      }), " collector keeps\nusing ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/var/lib/kubelet/pod-resources/kubelet.sock"
      }), ", finds no GPU of pods on nodes where the socket lives\nelsewhere, and logs that ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.k8s.kubelet-socket-file"
      }), " is deprecated although you never set it."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Cause."
      }), " The deprecated flag has a default value (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pkg/collector/k8s.go:35-38"
      }), "), so the test that is meant\nto apply it only when set is always true, and it overwrites the new flag on every start\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pkg/collector/k8s.go:80-84"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Since"
      }), " v0.9.0, when the flag was renamed. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Workaround."
      }), " Set the deprecated flag instead:\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.k8s.kubelet-socket-file=<path>"
      }), ". The warning stays."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.h3, {
      id: "libvirt-perf-not-collected",
      children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "perf"
      }), " sub-collector exports nothing for VMs"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Symptom."
      }), " With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.libvirt"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.perf.hardware-events"
      }), " (or the software and cache\nevent flags), no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_perf_*"
      }), " series appear for virtual machines, although the same flags work for\nSlurm jobs and pods."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Cause."
      }), " The libvirt collector creates the perf sub-collector but never calls it during a scrape\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pkg/collector/libvirt.go:309-360"
      }), "); the Slurm and Kubernetes collectors do\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pkg/collector/slurm.go:344-351"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pkg/collector/k8s.go:296-303"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Since"
      }), " v0.10.2 (older releases not checked). ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Workaround."
      }), " None; leave the perf flags off on hypervisors."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "ebpf-map-sizes-swapped",
      children: "The eBPF profiler swaps its two map sizes"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Symptom."
      }), " Raising ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_profiler.ebpf.pid_map_size"
      }), " in the profiler's configuration enlarges the\nsymbols map instead, and the other way round."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Cause."
      }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pkg/collector/profiling.go:366-368"
      }), " passes each setting to the other field."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Since"
      }), " v0.9.0, when the profiler arrived. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Workaround."
      }), " Swap the two values in your file: put the size\nyou want for the PID map under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "symbols_map_size"
      }), ", and the other way round. Note it next to the setting,\nso that the next release, which may fix the swap, does not catch you out. See\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/config-reference#ebpf-profiler",
        children: "eBPF profiler"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "k8s-gpu-pod-any-node",
      children: "A GPU found through Kubernetes may come from any node"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Symptom."
      }), " On a Kubernetes node where the exporter cannot run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "nvidia-smi"
      }), " or the AMD tool itself, the\nGPUs it maps to pods can be another node's."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Cause."
      }), " As a fallback the collector lists the pods that carry the GPU vendor's label in every namespace\nand runs the tool in the first one the API returns, without filtering on the node\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pkg/collector/gpu.go:609-649"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Since"
      }), " v0.10.2 (older releases not checked). ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Workaround."
      }), " Make the tool available in the exporter's own container, so the\nfallback is never used. See ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/deployments/hpc",
        children: "HPC and Kubernetes deployment"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "recording-rules",
      children: "Recording rules"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "nvidia-rules-need-sm-fields",
      children: "NVIDIA rules are invalid YAML without both SM profiling fields"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Symptom."
      }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool tsdb create-recording-rules"
      }), " writes a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<job>-gpu.rules"
      }), " file that Prometheus\nrefuses to load (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "promtool check rules"
      }), " reports a YAML error), on clusters whose DCGM exporter does not\nexport both ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "DCGM_FI_PROF_SM_ACTIVE"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "DCGM_FI_PROF_SM_OCCUPANCY"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Cause."
      }), " The template's branch for GPUs without those fields is indented less than the block scalar it\nbelongs to (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cmd/ceems_tool/rules/gpu-nvidia.rules:82-92"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Since"
      }), " v0.10.2 (older releases not checked). ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Workaround."
      }), " Add both fields to the DCGM exporter's counter list, restart it,\nand generate the rules again. Check every generated file with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "promtool check rules"
      }), " before you deploy it."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "gpu-power-rules-mig-shared",
      children: "GPU power rules fail with MIG or shared GPUs"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Symptom."
      }), " Prometheus logs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "many-to-many matching not allowed"
      }), " when it evaluates\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid:ceems_gpu_power_watts:pue"
      }), ", and the rule records nothing, for every unit of the group, as long as one\nGPU is split into MIG instances or shared by several units."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Cause."
      }), " The rule divides each unit's share of a GPU and then matches it ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "on (gpuuuid)"
      }), " against the\nGPU's power (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cmd/ceems_tool/rules/gpu-nvidia.rules:50-92"
      }), "). With MIG instances or shared GPUs, several\nseries carry the same ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gpuuuid"
      }), " on the side that must have one, which PromQL refuses."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Since"
      }), " v0.10.2 (older releases not checked). ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Workaround."
      }), " None in the generated rules. Where you need GPU energy per unit\non such nodes, write the rule by hand so that the matching side is aggregated by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gpuuuid"
      }), " first, and keep\nMIG or shared GPUs out of the job the generated rules cover."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "users",
      children: "Users"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.h3, {
      id: "cacct-gecos-name",
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " identifies users by their full name"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Symptom."
      }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " prints ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "forbidden"
      }), ", or shows no job, for a user whose account has a full name: its\nrequests reach the API server under a name such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Jane Doe"
      }), " instead of the login name."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Cause."
      }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " sends the name field (GECOS) of the current account instead of the login name\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cmd/cacct/main.go:684"
      }), "). Release builds use Go's own user lookup (the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "osusergo"
      }), " build tag in\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: ".promu/.promu-go.yml"
      }), "), which reads ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/passwd"
      }), " only: a user known only to LDAP or SSSD gets an empty\nname, which the API server refuses."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Since"
      }), " v0.8.0 at least. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Workaround."
      }), " On login nodes, give each user a local ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/passwd"
      }), " line whose\nname field holds the login name. See ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/cacct",
        children: "cacct"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "database",
      children: "Database"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "daily-usage-never-purged",
      children: "Daily usage is never purged"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Symptom."
      }), " The API server's database keeps growing after ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server.data.retention_period"
      }), " has\npassed: one row a day per cluster, user and project stays forever."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Cause."
      }), " The clean-up deletes old rows from the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "units"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "usage"
      }), " tables only\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pkg/api/db/db.go:560-601"
      }), "); the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "daily_usage"
      }), " table is left out."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Since"
      }), " v0.10.2 (older releases not checked). ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Workaround."
      }), " Delete old rows yourself, on a copy first, while the API server\nis stopped. The growth is small: see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/deployments/sizing",
        children: "Sizing and scaling"
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
58879(module) {
module.exports = JSON.parse('{"id":"advanced/known-issues","title":"Known issues","description":"Defects of the documented CEEMS release that operators and users run into, each with its symptom, the code behind it and a workaround.","source":"@site/docs/advanced/known-issues.md","sourceDirName":"advanced","slug":"/advanced/known-issues","permalink":"/ceems/docs/advanced/known-issues","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/advanced/known-issues.md","tags":[],"version":"current","lastUpdatedAt":1795475589000,"sidebarPosition":3,"frontMatter":{"title":"Known issues","description":"Defects of the documented CEEMS release that operators and users run into, each with its symptom, the code behind it and a workaround.","sidebar_position":3},"sidebar":"ceemsSidebar","previous":{"title":"Power consumption","permalink":"/ceems/docs/advanced/power-consumption"}}')

},

};
;