"use strict";
exports.ids = ["9259"];
exports.modules = {
70482(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_advanced_multi_cluster_md_246_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_advanced_multi_cluster_md_246_json__rspack_import_0 = __webpack_require__(40060);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Multi-cluster setups',
	description: 'Serve several clusters from one CEEMS API server and one load balancer, identify each cluster by its ID, and keep that ID and the Prometheus data consistent across components.',
	sidebar_position: 1
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "How CEEMS tells clusters apart",
  "id": "cluster-ids",
  "level": 2
}, {
  "value": "Example: three clusters",
  "id": "example",
  "level": 2
}, {
  "value": "What must be consistent",
  "id": "consistency",
  "level": 2
}, {
  "value": "One Prometheus per Slurm cluster",
  "id": "uuid-collisions",
  "level": 3
}, {
  "value": "Start-up and failures",
  "id": "failures",
  "level": 3
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
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
    ...(0,_mdx_js_react__rspack_import_2/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["This page is for operators who run more than one cluster, for example a CPU and a GPU Slurm cluster\nnext to an OpenStack cloud, and want one API server, one database, one load balancer and one Grafana\nfor all of them. It explains how CEEMS tells clusters apart, gives a complete configuration for three\nclusters, and lists what must stay consistent. Read the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/deployments/guide",
        children: "deployment guide"
      }), "\nfirst: each cluster is set up as described there."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "cluster-ids",
      children: "How CEEMS tells clusters apart"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Every cluster has an identifier, its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "cluster ID"
      }), ": the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "id"
      }), " of its entry in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "clusters"
      }), " list of\nthe API server. It may contain letters, digits, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "-"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "_"
      }), " only, and must be unique."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "API server."
        }), " Every update, it fetches units, users and projects from each cluster's resource\nmanager and stores them with the cluster ID in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cluster_id"
        }), " column. Each cluster lists in\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "updaters"
        }), " the TSDB updater that reads its own Prometheus. Its endpoints filter by cluster with the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cluster_id"
        }), " query parameter."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Load balancer."
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_lb.backends"
        }), " has one entry per cluster ID, each with the Prometheus servers\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tsdb"
        }), ") and, optionally, the Pyroscope servers (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "pyroscope"
        }), ") of that cluster. When a backend lists\nseveral servers, the load balancer spreads requests over the ones that answer its health check,\nwith the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "round-robin"
        }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "least-connection"
        }), " strategy. It does not route by time range, so all the\nservers of one backend must hold the same data, as an HA pair of Prometheus servers scraping the same\ntargets does."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Requests to the load balancer"
        }), " carry the cluster ID in the header ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "X-Ceems-Cluster-Id"
        }), ". A request\nwithout it, or with an ID that is not a backend, gets ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "400"
        }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "invalid cluster ID. Set cluster ID using X-Ceems-Cluster-Id header in Prometheus datasource."
        }), "\nThe ownership check then looks for the queried units of that cluster in the database."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.strong, {
          children: ["A ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_id"
          }), " matcher in the query"]
        }), " overrides the header: for\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "uuid:ceems_host_power_watts:pue{uuid=\"4242\",ceems_id=\"slurm-gpu\"}"
        }), " the load balancer checks\nownership in, and forwards to, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "slurm-gpu"
        }), ", whatever cluster the header names (the header must still\nname a configured cluster). Prometheus only returns data for such a query if its series carry a\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_id"
        }), " label, for example added as a target label in the cluster's scrape configuration."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "cacct"
          })
        }), " asks the API server for the units of the cluster in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_api_server.cluster_id"
        }), " of its\nconfiguration file, so each cluster's login nodes have their own file."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "example",
      children: "Example: three clusters"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Two Slurm clusters, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm-cpu"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm-gpu"
      }), ", each with its own Prometheus (an HA pair for the GPU\ncluster), and an OpenStack cloud, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "os-cloud"
      }), ". The API server and the load balancer run on the same\nhost and share one file, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems_api_server/config.yml"
      }), ": each program reads its own sections\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "clusters"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "updaters"
      }), " for the API server; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_lb"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server"
      }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "clusters"
      }), " for the load balancer) and ignores the others. With the packages, which pass\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--config.file=/etc/ceems_lb/config.yml"
      }), " to the load balancer, replace that file by a symbolic link:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">ln</span> <span class=\"token parameter variable\">-sf</span> /etc/ceems_api_server/config.yml /etc/ceems_lb/config.yml",
        children: "ln -sf /etc/ceems_api_server/config.yml /etc/ceems_lb/config.yml\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Both services run as the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), " user, which owns the file. Sharing the file also keeps\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server.data.path"
      }), " the same for both, so the load balancer reads the API server's own\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems.db"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">ceems_api_server</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">data</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">path</span><span class=\"token punctuation\">:</span> /var/lib/ceems\n    <span class=\"token key atrule\">retention_period</span><span class=\"token punctuation\">:</span> 1y\n    <span class=\"token key atrule\">update_interval</span><span class=\"token punctuation\">:</span> 15m\n  <span class=\"token key atrule\">admin</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">users</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> hpc<span class=\"token punctuation\">-</span>admin\n\n<span class=\"token key atrule\">clusters</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span>cpu\n    <span class=\"token key atrule\">manager</span><span class=\"token punctuation\">:</span> slurm\n    <span class=\"token key atrule\">updaters</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> tsdb<span class=\"token punctuation\">-</span>cpu\n    <span class=\"token key atrule\">cli</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">path</span><span class=\"token punctuation\">:</span> /usr/bin\n      <span class=\"token key atrule\">environment_variables</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">SLURM_CONF</span><span class=\"token punctuation\">:</span> /etc/slurm<span class=\"token punctuation\">-</span>cpu/slurm.conf\n\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span>gpu\n    <span class=\"token key atrule\">manager</span><span class=\"token punctuation\">:</span> slurm\n    <span class=\"token key atrule\">updaters</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> tsdb<span class=\"token punctuation\">-</span>gpu\n    <span class=\"token key atrule\">cli</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">path</span><span class=\"token punctuation\">:</span> /usr/bin\n      <span class=\"token key atrule\">environment_variables</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">SLURM_CONF</span><span class=\"token punctuation\">:</span> /etc/slurm<span class=\"token punctuation\">-</span>gpu/slurm.conf\n\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> os<span class=\"token punctuation\">-</span>cloud\n    <span class=\"token key atrule\">manager</span><span class=\"token punctuation\">:</span> openstack\n    <span class=\"token key atrule\">updaters</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> tsdb<span class=\"token punctuation\">-</span>cloud\n    <span class=\"token key atrule\">extra_config</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">api_service_endpoints</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">compute</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//cloud.example.org<span class=\"token punctuation\">:</span>8774/v2.1\n        <span class=\"token key atrule\">identity</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//cloud.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">5000</span>\n      <span class=\"token key atrule\">auth</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">identity</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">methods</span><span class=\"token punctuation\">:</span>\n            <span class=\"token punctuation\">-</span> password\n          <span class=\"token key atrule\">password</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">user</span><span class=\"token punctuation\">:</span>\n              <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> ceems\n              <span class=\"token key atrule\">password</span><span class=\"token punctuation\">:</span> &lt;password<span class=\"token punctuation\">&gt;</span>\n              <span class=\"token key atrule\">domain</span><span class=\"token punctuation\">:</span>\n                <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> default\n        <span class=\"token key atrule\">scope</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">project</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> admin\n            <span class=\"token key atrule\">domain</span><span class=\"token punctuation\">:</span>\n              <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> default\n\n<span class=\"token key atrule\">updaters</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> tsdb<span class=\"token punctuation\">-</span>cpu\n    <span class=\"token key atrule\">updater</span><span class=\"token punctuation\">:</span> tsdb\n    <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//prom<span class=\"token punctuation\">-</span>cpu.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> tsdb<span class=\"token punctuation\">-</span>gpu\n    <span class=\"token key atrule\">updater</span><span class=\"token punctuation\">:</span> tsdb\n    <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//prom<span class=\"token punctuation\">-</span>gpu<span class=\"token punctuation\">-</span>0.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> tsdb<span class=\"token punctuation\">-</span>cloud\n    <span class=\"token key atrule\">updater</span><span class=\"token punctuation\">:</span> tsdb\n    <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//prom<span class=\"token punctuation\">-</span>cloud.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n\n<span class=\"token key atrule\">ceems_lb</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">strategy</span><span class=\"token punctuation\">:</span> least<span class=\"token punctuation\">-</span>connection\n  <span class=\"token key atrule\">backends</span><span class=\"token punctuation\">:</span>\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span>cpu\n      <span class=\"token key atrule\">tsdb</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//prom<span class=\"token punctuation\">-</span>cpu.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span>gpu\n      <span class=\"token key atrule\">tsdb</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//prom<span class=\"token punctuation\">-</span>gpu<span class=\"token punctuation\">-</span>0.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//prom<span class=\"token punctuation\">-</span>gpu<span class=\"token punctuation\">-</span>1.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n      <span class=\"token key atrule\">pyroscope</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//pyroscope<span class=\"token punctuation\">-</span>gpu.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">4040</span>\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> os<span class=\"token punctuation\">-</span>cloud\n      <span class=\"token key atrule\">tsdb</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//prom<span class=\"token punctuation\">-</span>cloud.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n          <span class=\"token key atrule\">filter_labels</span><span class=\"token punctuation\">:</span>\n            <span class=\"token punctuation\">-</span> hostname\n            <span class=\"token punctuation\">-</span> instance",
        children: "ceems_api_server:\n  data:\n    path: /var/lib/ceems\n    retention_period: 1y\n    update_interval: 15m\n  admin:\n    users:\n      - hpc-admin\n\nclusters:\n  - id: slurm-cpu\n    manager: slurm\n    updaters:\n      - tsdb-cpu\n    cli:\n      path: /usr/bin\n      environment_variables:\n        SLURM_CONF: /etc/slurm-cpu/slurm.conf\n\n  - id: slurm-gpu\n    manager: slurm\n    updaters:\n      - tsdb-gpu\n    cli:\n      path: /usr/bin\n      environment_variables:\n        SLURM_CONF: /etc/slurm-gpu/slurm.conf\n\n  - id: os-cloud\n    manager: openstack\n    updaters:\n      - tsdb-cloud\n    extra_config:\n      api_service_endpoints:\n        compute: https://cloud.example.org:8774/v2.1\n        identity: https://cloud.example.org:5000\n      auth:\n        identity:\n          methods:\n            - password\n          password:\n            user:\n              name: ceems\n              password: <password>\n              domain:\n                id: default\n        scope:\n          project:\n            name: admin\n            domain:\n              id: default\n\nupdaters:\n  - id: tsdb-cpu\n    updater: tsdb\n    web:\n      url: http://prom-cpu.example.org:9090\n  - id: tsdb-gpu\n    updater: tsdb\n    web:\n      url: http://prom-gpu-0.example.org:9090\n  - id: tsdb-cloud\n    updater: tsdb\n    web:\n      url: http://prom-cloud.example.org:9090\n\nceems_lb:\n  strategy: least-connection\n  backends:\n    - id: slurm-cpu\n      tsdb:\n        - web:\n            url: http://prom-cpu.example.org:9090\n    - id: slurm-gpu\n      tsdb:\n        - web:\n            url: http://prom-gpu-0.example.org:9090\n        - web:\n            url: http://prom-gpu-1.example.org:9090\n      pyroscope:\n        - web:\n            url: http://pyroscope-gpu.example.org:4040\n    - id: os-cloud\n      tsdb:\n        - web:\n            url: http://prom-cloud.example.org:9090\n          filter_labels:\n            - hostname\n            - instance\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Both Slurm clusters use the same ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "sacct"
        }), " binary and differ by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "SLURM_CONF"
        }), "; the API server host must\nbe a client of both ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "slurmdbd"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "filter_labels"
        }), " removes the listed labels from the query results of that backend, so cloud users do\nnot learn the names of the hypervisors their VMs run on. It applies to Prometheus backends only."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Because a backend here has Pyroscope servers, the load balancer serves two ports, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: ":9030"
        }), " for\nPrometheus and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: ":9040"
        }), " for Pyroscope (the defaults of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--web.listen-address"
        }), ")."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["In Grafana, create one Prometheus data source per cluster, all pointing at the load balancer and\ndiffering only by the value of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-Ceems-Cluster-Id"
      }), ", and one Infinity data source for the API server,\nshared by all clusters. The summary dashboards of the repository ask for a cluster ID when you import\nthem: import them once per cluster. The summary tables link to the single-unit dashboard by its UID\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm-single-job-metrics"
      }), " for Slurm), so when you import the single-job dashboard a second time for\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm-gpu"
      }), ", give the copy a new UID and change the link in that cluster's summary dashboard to match.\nSee ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/grafana",
        children: "Grafana configuration"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Check."
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> <span class=\"token parameter variable\">-u</span> ceems:<span class=\"token operator\">&lt;</span>password<span class=\"token operator\">&gt;</span> <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Grafana-User: hpc-admin'</span> http://localhost:9020/api/v1/clusters/admin",
        children: "curl -s -u ceems:<password> -H 'X-Grafana-User: hpc-admin' http://localhost:9020/api/v1/clusters/admin\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The answer lists the three cluster IDs with their resource managers, once each cluster has at least\none unit in the database. Then, for each cluster, run a query through the load balancer with that\ncluster's ID in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-Ceems-Cluster-Id"
      }), ", as in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/deployments/guide#lb",
        children: "guide"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["If a cluster is missing from the answer, read the API server log: the line\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Fetching units from atleast one resource manager failed"
      }), ", with the error that follows it, means a\nresource manager failed during the update, while the other clusters were updated. If ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_lb"
      }), " exits with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "unknown cluster ID"
      }), ", that cluster has no unit in the database yet; restart the load balancer after its\nfirst update."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "consistency",
      children: "What must be consistent"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Where"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Rule"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Cluster ID"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].id"
            }), " of the API server"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The reference. Letters, digits, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "-"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "_"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Backend ID"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb.backends[].id"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Equal to a cluster ID. If the load balancer's file has a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters"
            }), " list, it refuses IDs that are not in it."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Units in the database"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems.db"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["At start-up the load balancer checks that every backend ID has units in the database, and exits with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "unknown cluster ID"
            }), " otherwise. Start it after each cluster's first update (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/known-issues#lb-needs-stored-units",
              children: "known issues"
            }), ")."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Database path"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.data.path"
            }), " of the API server and of the load balancer"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The same directory, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/var/lib/ceems"
            }), " in the packaged API server file. With another directory the load balancer finds no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems.db"
            }), " and, without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "web.url"
            }), ", applies no access control."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Admin section"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.admin"
            }), " of the API server"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Present, as a mapping (with keys, or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "admin: {}"
            }), "). A load balancer that uses ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.web.url"
            }), " needs it to start (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/known-issues#admin-section-required",
              children: "known issues"
            }), ")."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Data source header"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Grafana, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Ceems-Cluster-Id"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Equal to the cluster ID of the Prometheus behind it."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Dashboard input"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "cluster ID asked at import"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Equal to the cluster ID of that dashboard's data."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.cluster_id"
            }), " on the cluster's login nodes"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Equal to the cluster ID."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Updater"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].updaters"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "updaters[].web.url"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Each cluster's updater queries the Prometheus that scrapes that cluster."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Recording rules"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "each cluster's Prometheus"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Generated by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool"
            }), " against that Prometheus. Keep the series names (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid:ceems_host_power_watts:pue"
            }), " and the others) and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "instance"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpuuuid"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpuiid"
            }), " labels: the updater's queries, the dashboards and the load balancer's ownership check depend on them."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Unit IDs"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            }), " label"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Unique within a Prometheus. See below."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "uuid-collisions",
      children: "One Prometheus per Slurm cluster"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The TSDB updater and the load balancer identify a unit in Prometheus by its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), " label only. Slurm job\nIDs of two clusters overlap, so if two Slurm clusters share a Prometheus, job ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "4242"
      }), " of one cluster and\njob ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "4242"
      }), " of the other have the same ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), ": the updater adds up both jobs' energy, and a user allowed\nto see one sees the other's time series too. Give each Slurm cluster its own Prometheus (or HA pair) and\nits own backend. OpenStack instance UUIDs and Kubernetes pod UIDs are unique across clusters, so such\nclusters can share a Prometheus with others without this problem."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "failures",
      children: "Start-up and failures"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["At start-up, the API server sets up every cluster in its file. If one of them cannot be set up, for\nexample when ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "sacct"
        }), " is missing or Keystone does not answer, the API server exits. Fix or remove that\ncluster before restarting."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Once running, if one cluster's resource manager fails during an update, the other clusters are still\nupdated, and the API server logs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Fetching units from atleast one resource manager failed"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "The load balancer checks every 20 seconds whether each backend server accepts TCP connections, and\nonly sends requests to the ones that do. When a request to a server fails, it marks the server down\nand retries the request once on another server of the same backend."
      }), "\n"]
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
40060(module) {
module.exports = JSON.parse('{"id":"advanced/multi-cluster","title":"Multi-cluster setups","description":"Serve several clusters from one CEEMS API server and one load balancer, identify each cluster by its ID, and keep that ID and the Prometheus data consistent across components.","source":"@site/docs/advanced/multi-cluster.md","sourceDirName":"advanced","slug":"/advanced/multi-cluster","permalink":"/ceems/docs/advanced/multi-cluster","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/advanced/multi-cluster.md","tags":[],"version":"current","lastUpdatedAt":1795470201000,"sidebarPosition":1,"frontMatter":{"title":"Multi-cluster setups","description":"Serve several clusters from one CEEMS API server and one load balancer, identify each cluster by its ID, and keep that ID and the Prometheus data consistent across components.","sidebar_position":1},"sidebar":"ceemsSidebar","previous":{"title":"Advanced","permalink":"/ceems/docs/category/advanced"},"next":{"title":"Power consumption","permalink":"/ceems/docs/advanced/power-consumption"}}')

},

};
;