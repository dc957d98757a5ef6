"use strict";
exports.ids = ["9096"];
exports.modules = {
99557(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_usage_ceems_lb_md_901_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_usage_ceems_lb_md_901_json__rspack_import_0 = __webpack_require__(34533);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Running the CEEMS load balancer',
	description: 'Put the CEEMS load balancer in front of several Prometheus servers, query through it as a user and an admin, and check that access control and failover work.',
	sidebar_position: 3
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "1. Write the configuration",
  "id": "configure",
  "level": 2
}, {
  "value": "2. Start the load balancer",
  "id": "start",
  "level": 2
}, {
  "value": "3. Query through the load balancer",
  "id": "query",
  "level": 2
}, {
  "value": "4. Check the access rules",
  "id": "access",
  "level": 2
}, {
  "value": "5. Check failover",
  "id": "failover",
  "level": 2
}, {
  "value": "6. Point Grafana at the load balancer",
  "id": "grafana",
  "level": 2
}, {
  "value": "When it does not work",
  "id": "troubleshooting",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    admonition: "admonition",
    code: "code",
    h2: "h2",
    li: "li",
    mdxAdmonitionTitle: "mdxAdmonitionTitle",
    p: "p",
    pre: "pre",
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
      children: ["This page is for operators. It sets up ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_lb"
      }), " in front of the Prometheus servers of two clusters,\nsends queries through it with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "curl"
      }), " the way Grafana does, and checks that a user's query for a\ncompute unit outside their own projects is refused and that queries survive a Prometheus going down.\nThe check has a gap in 0.10.2: it reads only the first ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), " matcher of a query (see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#access",
        children: "step 4"
      }), "). How the load balancer decides is\nexplained in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/components/ceems-lb",
        children: "CEEMS load balancer"
      }), "; its keys are in the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/config-reference#ceems-lb",
        children: "configuration reference"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The example has two clusters known to the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/usage/ceems-api-server",
        children: "API server"
      }), ", which runs on the same\nhost as the load balancer with its database in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/var/lib/ceems"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "slurm-0"
        }), ", scraped by two Prometheus replicas, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "prom-a.example.org"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "prom-b.example.org"
        }), ", that\nhave the same configuration;"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "os-0"
        }), ", scraped by one Prometheus, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "prom-os.example.org"
        }), ", which requires basic authentication."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "configure",
      children: "1. Write the configuration"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Replace ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems_lb/config.yml"
      }), ", installed by the packages, with:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">ceems_lb</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">strategy</span><span class=\"token punctuation\">:</span> least<span class=\"token punctuation\">-</span>connection\n  <span class=\"token key atrule\">backends</span><span class=\"token punctuation\">:</span>\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n      <span class=\"token key atrule\">tsdb</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//prom<span class=\"token punctuation\">-</span>a.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//prom<span class=\"token punctuation\">-</span>b.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> os<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n      <span class=\"token key atrule\">tsdb</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//prom<span class=\"token punctuation\">-</span>os.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n            <span class=\"token key atrule\">basic_auth</span><span class=\"token punctuation\">:</span>\n              <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> ceems\n              <span class=\"token key atrule\">password_file</span><span class=\"token punctuation\">:</span> /etc/ceems_lb/prom<span class=\"token punctuation\">-</span>os<span class=\"token punctuation\">-</span>password\n\n<span class=\"token key atrule\">ceems_api_server</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">data</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">path</span><span class=\"token punctuation\">:</span> /var/lib/ceems",
        children: "ceems_lb:\n  strategy: least-connection\n  backends:\n    - id: slurm-0\n      tsdb:\n        - web:\n            url: http://prom-a.example.org:9090\n        - web:\n            url: http://prom-b.example.org:9090\n    - id: os-0\n      tsdb:\n        - web:\n            url: http://prom-os.example.org:9090\n            basic_auth:\n              username: ceems\n              password_file: /etc/ceems_lb/prom-os-password\n\nceems_api_server:\n  data:\n    path: /var/lib/ceems\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Each ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "backends[].id"
        }), " must be a cluster ID of the API server."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "The servers under one ID must hold the same data; the load balancer treats them as interchangeable."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_api_server.data.path"
        }), " lets the load balancer read the API server's database directly to check\nwho owns which unit. The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems"
        }), " user, which runs both services in the packages, can read it."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Write the Prometheus password to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems_lb/prom-os-password"
      }), ", readable by the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), " user only."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "start",
      children: "2. Start the load balancer"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The load balancer refuses to start until the API server's database holds at least one unit of every\nbackend ID: a cluster whose units the API server has not fetched yet counts as unknown. Ask the API\nserver, as an admin user, which clusters have stored units; the answer must list ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm-0"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "os-0"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> http://localhost:9020/api/v1/clusters/admin <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Grafana-User: hpcadmin'</span>",
        children: "curl -s http://localhost:9020/api/v1/clusters/admin -H 'X-Grafana-User: hpcadmin'\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Then start the load balancer. If you give the load balancer ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server.web.url"
      }), " instead of\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "data.path"
      }), ", it also needs the API server's configuration to have a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server.admin"
      }), " section\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "admin: {}"
      }), " is enough): only then is its internal account ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems-int-svc"
      }), " an admin. See the known\nissues ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#lb-needs-stored-units",
        children: "load balancer needs stored units"
      }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#admin-section-required",
        children: "admin section required"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">sudo</span> systemctl restart ceems_lb\n<span class=\"token function\">sudo</span> journalctl <span class=\"token parameter variable\">-u</span> ceems_lb <span class=\"token parameter variable\">-f</span>",
        children: "sudo systemctl restart ceems_lb\nsudo journalctl -u ceems_lb -f\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["In the log you should see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Load balancers: tsdb"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Starting health checker"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Starting ceems_lb"
      }), "\nwith ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "listening=:9030"
      }), ", and no warning ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Neither CEEMS API server DB nor web config found"
      }), ": that warning\nmeans access control is off (see the table at the end)."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The load balancer applies its checks to every path, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/health"
      }), " included\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#lb-health-behind-access-check",
        children: "known issue"
      }), "), so ask for it with a cluster\nID and an admin user:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> http://localhost:9030/health <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Ceems-Cluster-Id: slurm-0'</span> <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Grafana-User: hpcadmin'</span>",
        children: "curl -s http://localhost:9030/health \\\n  -H 'X-Ceems-Cluster-Id: slurm-0' \\\n  -H 'X-Grafana-User: hpcadmin'\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "CEEMS LB Server is healthy",
        children: "CEEMS LB Server is healthy\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "query",
      children: "3. Query through the load balancer"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Grafana sends two headers with each query: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-Ceems-Cluster-Id"
      }), ", set on the data source, and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-Grafana-User"
      }), ", the logged-in user. Send the same with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "curl"
      }), ". User ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "alice"
      }), " asks for the CPU usage of\nher running job 2154903:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> http://localhost:9030/api/v1/query <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Ceems-Cluster-Id: slurm-0'</span> <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Grafana-User: alice'</span> <span class=\"token punctuation\">\\</span>\n  --data-urlencode <span class=\"token string\">'query=uuid:ceems_cpu_usage:ratio_irate{uuid=\"2154903\"}'</span>",
        children: "curl -s http://localhost:9030/api/v1/query \\\n  -H 'X-Ceems-Cluster-Id: slurm-0' \\\n  -H 'X-Grafana-User: alice' \\\n  --data-urlencode 'query=uuid:ceems_cpu_usage:ratio_irate{uuid=\"2154903\"}'\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-json",
        highlighted: "<span class=\"token punctuation\">{</span><span class=\"token property\">\"status\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"success\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"data\"</span><span class=\"token operator\">:</span><span class=\"token punctuation\">{</span><span class=\"token property\">\"resultType\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"vector\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"result\"</span><span class=\"token operator\">:</span><span class=\"token punctuation\">[</span><span class=\"token punctuation\">{</span><span class=\"token property\">\"metric\"</span><span class=\"token operator\">:</span><span class=\"token punctuation\">{</span><span class=\"token property\">\"__name__\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"uuid:ceems_cpu_usage:ratio_irate\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"hostname\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"gpu-node-012\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"instance\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"gpu-node-012:9010\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"job\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"slurm-gpu\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"manager\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"slurm\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"uuid\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"2154903\"</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"value\"</span><span class=\"token operator\">:</span><span class=\"token punctuation\">[</span><span class=\"token number\">1741690800.514</span><span class=\"token punctuation\">,</span><span class=\"token string\">\"12.56\"</span><span class=\"token punctuation\">]</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">]</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span>",
        children: "{\"status\":\"success\",\"data\":{\"resultType\":\"vector\",\"result\":[{\"metric\":{\"__name__\":\"uuid:ceems_cpu_usage:ratio_irate\",\"hostname\":\"gpu-node-012\",\"instance\":\"gpu-node-012:9010\",\"job\":\"slurm-gpu\",\"manager\":\"slurm\",\"uuid\":\"2154903\"},\"value\":[1741690800.514,\"12.56\"]}]}}\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The answer is Prometheus' own: the load balancer forwarded the query to one of the two replicas."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "access",
      children: "4. Check the access rules"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["User ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "carol"
      }), ", who is not a member of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "alice"
      }), "'s project, asks for the same job:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> http://localhost:9030/api/v1/query <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Ceems-Cluster-Id: slurm-0'</span> <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Grafana-User: carol'</span> <span class=\"token punctuation\">\\</span>\n  --data-urlencode <span class=\"token string\">'query=uuid:ceems_cpu_usage:ratio_irate{uuid=\"2154903\"}'</span>",
        children: "curl -s http://localhost:9030/api/v1/query \\\n  -H 'X-Ceems-Cluster-Id: slurm-0' \\\n  -H 'X-Grafana-User: carol' \\\n  --data-urlencode 'query=uuid:ceems_cpu_usage:ratio_irate{uuid=\"2154903\"}'\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-json",
        highlighted: "<span class=\"token punctuation\">{</span><span class=\"token property\">\"status\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"error\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"data\"</span><span class=\"token operator\">:</span><span class=\"token null keyword\">null</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"errorType\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"forbidden\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"error\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"user do not have permissions to view unit metrics\"</span><span class=\"token punctuation\">}</span>",
        children: "{\"status\":\"error\",\"data\":null,\"errorType\":\"forbidden\",\"error\":\"user do not have permissions to view unit metrics\"}\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The same answer comes back to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "alice"
      }), " for a query that names no unit, such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "query=up"
      }), ": a regular user's\nquery must name the units it reads with a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), " label. An admin user (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "hpcadmin"
      }), ", from the API server's\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "admin.users"
      }), ") may run any query."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.admonition, {
      type: "danger",
      children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.mdxAdmonitionTitle, {
        children: ["The check covers the first ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "uuid"
        }), " matcher only"]
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["In 0.10.2 the load balancer checks only the first ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "uuid"
        }), " matcher of each ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "query"
        }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "match[]"
        }), "\nvalue and forwards the rest unchecked. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "alice"
        }), " gets the series of a unit of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "carol"
        }), "'s with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "query=uuid:ceems_cpu_usage:ratio_irate{uuid=\"2154903\"} or uuid:ceems_cpu_usage:ratio_irate{uuid=\"<carol-unit>\"}"
        }), ". Do not rely on the\nload balancer to keep users' metrics apart; see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/components/ceems-lb#access-control",
          children: "How a request is checked"
        }), " for what it checks and the\nworkaround, and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/advanced/known-issues#lb-first-matcher-only",
          children: "known issues"
        }), "."]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Without the cluster header, or with an ID that is not a backend ID, the answer is 400:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> http://localhost:9030/api/v1/query <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Grafana-User: alice'</span> <span class=\"token punctuation\">\\</span>\n  --data-urlencode <span class=\"token string\">'query=uuid:ceems_cpu_usage:ratio_irate{uuid=\"2154903\"}'</span>",
        children: "curl -s http://localhost:9030/api/v1/query \\\n  -H 'X-Grafana-User: alice' \\\n  --data-urlencode 'query=uuid:ceems_cpu_usage:ratio_irate{uuid=\"2154903\"}'\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-json",
        highlighted: "<span class=\"token punctuation\">{</span><span class=\"token property\">\"status\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"error\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"data\"</span><span class=\"token operator\">:</span><span class=\"token null keyword\">null</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"errorType\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"bad_request\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"error\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"invalid cluster ID. Set cluster ID using X-Ceems-Cluster-Id header in Prometheus datasource.\"</span><span class=\"token punctuation\">}</span>",
        children: "{\"status\":\"error\",\"data\":null,\"errorType\":\"bad_request\",\"error\":\"invalid cluster ID. Set cluster ID using X-Ceems-Cluster-Id header in Prometheus datasource.\"}\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "failover",
      children: "5. Check failover"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Stop Prometheus on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "prom-b.example.org"
      }), ". Within 20 seconds the load balancer's log shows an error line\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Health check"
      }), " with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "id=slurm-0"
      }), ", the backend's URL and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "status=down"
      }), ". Run the query of step 3 again a few\ntimes: it keeps succeeding, answered by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "prom-a"
      }), ". With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--log.level=debug"
      }), " in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CEEMS_LB_OPTIONS"
      }), ", each\nrequest logs the backend chosen (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Least connection strategy"
      }), " with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "selected_backend"
      }), "). Start ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "prom-b"
      }), "\nagain; the next health check marks it up."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "grafana",
      children: "6. Point Grafana at the load balancer"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Create one Prometheus data source per cluster, with the load balancer as URL and the cluster ID in a\ncustom header, and let Grafana send the user header. With Grafana's provisioning files:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">apiVersion</span><span class=\"token punctuation\">:</span> <span class=\"token number\">1</span>\n<span class=\"token key atrule\">datasources</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> CEEMS slurm<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n    <span class=\"token key atrule\">type</span><span class=\"token punctuation\">:</span> prometheus\n    <span class=\"token key atrule\">access</span><span class=\"token punctuation\">:</span> proxy\n    <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//ceems<span class=\"token punctuation\">-</span>lb.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9030</span>\n    <span class=\"token key atrule\">jsonData</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">httpHeaderName1</span><span class=\"token punctuation\">:</span> X<span class=\"token punctuation\">-</span>Ceems<span class=\"token punctuation\">-</span>Cluster<span class=\"token punctuation\">-</span>Id\n    <span class=\"token key atrule\">secureJsonData</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">httpHeaderValue1</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> CEEMS os<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n    <span class=\"token key atrule\">type</span><span class=\"token punctuation\">:</span> prometheus\n    <span class=\"token key atrule\">access</span><span class=\"token punctuation\">:</span> proxy\n    <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//ceems<span class=\"token punctuation\">-</span>lb.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9030</span>\n    <span class=\"token key atrule\">jsonData</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">httpHeaderName1</span><span class=\"token punctuation\">:</span> X<span class=\"token punctuation\">-</span>Ceems<span class=\"token punctuation\">-</span>Cluster<span class=\"token punctuation\">-</span>Id\n    <span class=\"token key atrule\">secureJsonData</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">httpHeaderValue1</span><span class=\"token punctuation\">:</span> os<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>",
        children: "apiVersion: 1\ndatasources:\n  - name: CEEMS slurm-0\n    type: prometheus\n    access: proxy\n    url: http://ceems-lb.example.org:9030\n    jsonData:\n      httpHeaderName1: X-Ceems-Cluster-Id\n    secureJsonData:\n      httpHeaderValue1: slurm-0\n  - name: CEEMS os-0\n    type: prometheus\n    access: proxy\n    url: http://ceems-lb.example.org:9030\n    jsonData:\n      httpHeaderName1: X-Ceems-Cluster-Id\n    secureJsonData:\n      httpHeaderValue1: os-0\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["and in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "grafana.ini"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-ini",
        highlighted: "[dataproxy]\nsend_user_header = true",
        children: "[dataproxy]\nsend_user_header = true\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["As packaged, the load balancer's web configuration file, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems_lb/web-config.yml"
      }), ", is an empty\ntemplate: the load balancer serves plain HTTP with no authentication. If you enable basic authentication\nin it, add the credentials to the data sources. The full Grafana setup, dashboards included, is in\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/grafana",
        children: "Grafana configuration"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["To put Pyroscope behind the same process, add a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pyroscope"
      }), " list with the Pyroscope URL to a backend;\nthe second load balancer then listens on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: ":9040"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "troubleshooting",
      children: "When it does not work"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Symptom"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Cause and fix"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The load balancer exits with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "unknown cluster ID: os-0. Cluster IDs in CEEMS DB are slurm-0"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The database has no unit of that cluster yet: backend IDs are checked against the units the API server has stored. Wait for the API server's first update of that cluster, or fix a misspelt ID (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/known-issues#lb-needs-stored-units",
              children: "known issue"
            }), ")."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.web.url"
            }), ", it exits with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "error response code 403 from CEEMS API server"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The API server's configuration has no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.admin"
            }), " section, so ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems-int-svc"
            }), " is not an admin. Add ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "admin: {}"
            }), " or a list of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "users"
            }), ", restart the API server, then the load balancer (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/known-issues#admin-section-required",
              children: "known issue"
            }), ")."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["It exits with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "missing ID for backend(s)"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "missing TSDB and Pyroscope URL(s) for backend(s)"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Every backend needs an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "id"
            }), " and at least one ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tsdb"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "pyroscope"
            }), " entry."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["It exits with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "insufficient --web.listen-address"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Both a TSDB and a Pyroscope load balancer are configured: give two ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.listen-address"
            }), " flags. The first goes to the kind of backend that appears first in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb.backends"
            }), ", the second to the other."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Log warning ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Neither CEEMS API server DB nor web config found"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Access control is off and every query is forwarded. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems.db"
            }), " was not found in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.data.path"
            }), " at start-up: fix the path, make sure the API server has created the database, and restart."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Every query of a user is 403"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The query has no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid=\"…\""
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid=~\"…\""
            }), " matcher whose value holds only letters, digits, hyphens and pipe signs (a value such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".*"
            }), " does not count), or the user is not a member of the unit's project in that cluster. Check the user's projects with the API server's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/api/v1/projects"
            }), " endpoint."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["401 with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "no user header found"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The client did not send ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Grafana-User"
            }), ". In Grafana, set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "send_user_header = true"
            }), " in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "[dataproxy]"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["503 ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Service not available"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "No backend of that ID is alive. The log shows which health checks fail."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["401 ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Unauthorized"
            }), " without a JSON body"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Basic authentication of the load balancer's own web configuration: the client sent no or wrong credentials."
          })]
        })]
      })]
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
34533(module) {
module.exports = JSON.parse('{"id":"usage/ceems-lb","title":"Running the CEEMS load balancer","description":"Put the CEEMS load balancer in front of several Prometheus servers, query through it as a user and an admin, and check that access control and failover work.","source":"@site/docs/usage/ceems-lb.md","sourceDirName":"usage","slug":"/usage/ceems-lb","permalink":"/ceems/docs/usage/ceems-lb","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/usage/ceems-lb.md","tags":[],"version":"current","lastUpdatedAt":1795473035000,"sidebarPosition":3,"frontMatter":{"title":"Running the CEEMS load balancer","description":"Put the CEEMS load balancer in front of several Prometheus servers, query through it as a user and an admin, and check that access control and failover work.","sidebar_position":3},"sidebar":"ceemsSidebar","previous":{"title":"Running the CEEMS API server","permalink":"/ceems/docs/usage/ceems-api-server"},"next":{"title":"Using cacct","permalink":"/ceems/docs/usage/cacct"}}')

},

};
;