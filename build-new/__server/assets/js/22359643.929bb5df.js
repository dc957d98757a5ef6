exports.ids = ["6910"];
exports.modules = {
13983(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_usage_ceems_api_server_md_223_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_usage_ceems_api_server_md_223_json__rspack_import_0 = __webpack_require__(73774);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_4 = __webpack_require__(28453);
/* import */ var _theme_Tabs__rspack_import_2 = __webpack_require__(27154);
/* import */ var _theme_Tabs__rspack_import_2_default = /*#__PURE__*/__webpack_require__.n(_theme_Tabs__rspack_import_2);
/* import */ var _theme_TabItem__rspack_import_3 = __webpack_require__(35164);


const frontMatter = {
	title: 'Running the CEEMS API server',
	description: 'Configure the CEEMS API server for a Slurm cluster or an OpenStack cloud, start it, and query compute units and usage over its HTTP API.',
	sidebar_position: 2
};
const contentTitle = undefined;

const assets = {

};





const toc = [{
  "value": "1. Write the configuration",
  "id": "configure",
  "level": 2
}, {
  "value": "2. Start the server",
  "id": "start",
  "level": 2
}, {
  "value": "3. Check the server and its database",
  "id": "check",
  "level": 2
}, {
  "value": "4. Query as a user",
  "id": "query-user",
  "level": 2
}, {
  "value": "5. Query as an admin",
  "id": "query-admin",
  "level": 2
}, {
  "value": "6. Check the access rules",
  "id": "access",
  "level": 2
}, {
  "value": "When it does not work",
  "id": "troubleshooting",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    code: "code",
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
    ...(0,_mdx_js_react__rspack_import_4/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["This page is for operators. It gets ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server"
      }), " to fill its database from a Slurm cluster or an\nOpenStack cloud and from Prometheus, then shows how to query it as a user and as an admin, with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "curl"
      }), ", so\nthat you know it works before you connect Grafana, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " or the load balancer. How the server works is\nexplained in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/components/ceems-api-server",
        children: "CEEMS API server"
      }), "; all keys are in the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/config-reference#ceems-api-server",
        children: "configuration reference"
      }), " and all endpoints in the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/docs/category/api",
        children: "API reference"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The example is a Slurm cluster ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm-0"
      }), " (or an OpenStack cloud ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "os-0"
      }), ") whose nodes run the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/usage/ceems-exporter",
        children: "exporter"
      }), ", and a Prometheus at ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "http://prometheus.example.org:9090"
      }), " that scrapes\nthem and has the CEEMS recording rules loaded (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/usage/ceems-tool#recording-rules",
        children: "ceems_tool"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "configure",
      children: "1. Write the configuration"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The packages install the server with its configuration in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems_api_server/config.yml"
      }), " and its data\nin ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/var/lib/ceems"
      }), ". Replace the configuration file with one for your cluster:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)((_theme_Tabs__rspack_import_2_default()), {
      groupId: "resource-manager",
      children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_theme_TabItem__rspack_import_3["default"], {
        value: "slurm",
        label: "Slurm",
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-yaml",
            highlighted: "<span class=\"token key atrule\">ceems_api_server</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">data</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">path</span><span class=\"token punctuation\">:</span> /var/lib/ceems\n    <span class=\"token key atrule\">update_interval</span><span class=\"token punctuation\">:</span> 15m\n    <span class=\"token key atrule\">retention_period</span><span class=\"token punctuation\">:</span> 90d\n    <span class=\"token key atrule\">time_zone</span><span class=\"token punctuation\">:</span> Europe/Paris\n    <span class=\"token key atrule\">backup_path</span><span class=\"token punctuation\">:</span> /var/lib/ceems/backups\n    <span class=\"token key atrule\">backup_interval</span><span class=\"token punctuation\">:</span> 1d\n  <span class=\"token key atrule\">admin</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">users</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> hpcadmin\n\n<span class=\"token key atrule\">clusters</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n    <span class=\"token key atrule\">manager</span><span class=\"token punctuation\">:</span> slurm\n    <span class=\"token key atrule\">updaters</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> tsdb<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n    <span class=\"token key atrule\">cli</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">path</span><span class=\"token punctuation\">:</span> /usr/bin\n\n<span class=\"token key atrule\">updaters</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> tsdb<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n    <span class=\"token key atrule\">updater</span><span class=\"token punctuation\">:</span> tsdb\n    <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//prometheus.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n    <span class=\"token key atrule\">extra_config</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">cutoff_duration</span><span class=\"token punctuation\">:</span> 2m",
            children: "ceems_api_server:\n  data:\n    path: /var/lib/ceems\n    update_interval: 15m\n    retention_period: 90d\n    time_zone: Europe/Paris\n    backup_path: /var/lib/ceems/backups\n    backup_interval: 1d\n  admin:\n    users:\n      - hpcadmin\n\nclusters:\n  - id: slurm-0\n    manager: slurm\n    updaters:\n      - tsdb-0\n    cli:\n      path: /usr/bin\n\nupdaters:\n  - id: tsdb-0\n    updater: tsdb\n    web:\n      url: http://prometheus.example.org:9090\n    extra_config:\n      cutoff_duration: 2m\n"
          })
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["The server runs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "sacct"
          }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "sacctmgr"
          }), " from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "cli.path"
          }), ". Run it on a host where those commands work, for\nexample the Slurm controller or a login node."]
        })]
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_theme_TabItem__rspack_import_3["default"], {
        value: "openstack",
        label: "OpenStack",
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-yaml",
            highlighted: "<span class=\"token key atrule\">ceems_api_server</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">data</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">path</span><span class=\"token punctuation\">:</span> /var/lib/ceems\n    <span class=\"token key atrule\">update_interval</span><span class=\"token punctuation\">:</span> 15m\n    <span class=\"token key atrule\">retention_period</span><span class=\"token punctuation\">:</span> 90d\n    <span class=\"token key atrule\">time_zone</span><span class=\"token punctuation\">:</span> Europe/Paris\n    <span class=\"token key atrule\">backup_path</span><span class=\"token punctuation\">:</span> /var/lib/ceems/backups\n    <span class=\"token key atrule\">backup_interval</span><span class=\"token punctuation\">:</span> 1d\n  <span class=\"token key atrule\">admin</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">users</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> cloudadmin\n\n<span class=\"token key atrule\">clusters</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> os<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n    <span class=\"token key atrule\">manager</span><span class=\"token punctuation\">:</span> openstack\n    <span class=\"token key atrule\">updaters</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> tsdb<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n    <span class=\"token key atrule\">extra_config</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">api_service_endpoints</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">compute</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//openstack.example.org<span class=\"token punctuation\">:</span>8774/v2.1\n        <span class=\"token key atrule\">identity</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//openstack.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">5000</span>\n      <span class=\"token key atrule\">auth</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">identity</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">methods</span><span class=\"token punctuation\">:</span>\n            <span class=\"token punctuation\">-</span> password\n          <span class=\"token key atrule\">password</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">user</span><span class=\"token punctuation\">:</span>\n              <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> ceems\n              <span class=\"token key atrule\">password</span><span class=\"token punctuation\">:</span> &lt;password<span class=\"token punctuation\">&gt;</span>\n              <span class=\"token key atrule\">domain</span><span class=\"token punctuation\">:</span>\n                <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> default\n        <span class=\"token key atrule\">scope</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">project</span><span class=\"token punctuation\">:</span>\n            <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> admin\n            <span class=\"token key atrule\">domain</span><span class=\"token punctuation\">:</span>\n              <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> default\n\n<span class=\"token key atrule\">updaters</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> tsdb<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n    <span class=\"token key atrule\">updater</span><span class=\"token punctuation\">:</span> tsdb\n    <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//prometheus.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n    <span class=\"token key atrule\">extra_config</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">cutoff_duration</span><span class=\"token punctuation\">:</span> 2m",
            children: "ceems_api_server:\n  data:\n    path: /var/lib/ceems\n    update_interval: 15m\n    retention_period: 90d\n    time_zone: Europe/Paris\n    backup_path: /var/lib/ceems/backups\n    backup_interval: 1d\n  admin:\n    users:\n      - cloudadmin\n\nclusters:\n  - id: os-0\n    manager: openstack\n    updaters:\n      - tsdb-0\n    extra_config:\n      api_service_endpoints:\n        compute: https://openstack.example.org:8774/v2.1\n        identity: https://openstack.example.org:5000\n      auth:\n        identity:\n          methods:\n            - password\n          password:\n            user:\n              name: ceems\n              password: <password>\n              domain:\n                id: default\n        scope:\n          project:\n            name: admin\n            domain:\n              id: default\n\nupdaters:\n  - id: tsdb-0\n    updater: tsdb\n    web:\n      url: http://prometheus.example.org:9090\n    extra_config:\n      cutoff_duration: 2m\n"
          })
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "auth"
          }), " becomes the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "auth"
          }), " object of the token request sent to Keystone (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "POST /v3/auth/tokens"
          }), "), so any\nKeystone authentication method works.\nThe account needs the admin role: the server lists the servers of all projects and all users. Give the\nidentity endpoint without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/v3"
          }), ", and the compute endpoint with its version path. If the APIs use a\nprivate certificate authority, add a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "web.tls_config"
          }), " block with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ca_file"
          }), " to the cluster."]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "What the keys do here:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "data.path"
        }), " holds ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems.db"
        }), "; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "backup_path"
        }), " receives a copy every ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "backup_interval"
        }), ". Keep it under\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/var/lib/ceems"
        }), ": the packaged systemd unit lets the server write nowhere else, and each backup is\nwritten next to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems.db"
        }), " and then renamed into ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "backup_path"
        }), ", which works only on the same file\nsystem. Copy the backups to another disk yourself."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "retention_period"
        }), " is how long finished units and idle usage totals are kept. The daily totals of the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "daily_usage"
        }), " table are never deleted (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/advanced/known-issues#daily-usage-never-purged",
          children: "known issue"
        }), ")."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "admin.users"
        }), " are the users allowed to call the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/admin"
        }), " endpoints. The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "admin"
        }), " section also makes the\ninternal account ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems-int-svc"
        }), " an admin, which the load balancer needs when it reaches the server by\nURL. Keep the section even with no admin user, as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "admin: {}"
        }), " (see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/advanced/known-issues#admin-section-required",
          children: "known issues"
        }), ")."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "clusters[].id"
        }), " is the name that the load balancer, Grafana and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cacct"
        }), " will use for this cluster. Use\nletters, digits, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "-"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "_"
        }), " only."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tsdb-0"
        }), " updater adds CPU, GPU, energy and emissions figures from Prometheus to each unit;\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cutoff_duration: 2m"
        }), " hides units that ran for less than two minutes."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["By default the first update fetches units from midnight today. To load older units, set\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "data.update_from"
      }), " to a date such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "'2025-03-01'"
      }), " before the first start; the server catches up one\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "max_update_interval"
      }), " (1 hour) at a time."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "start",
      children: "2. Start the server"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">sudo</span> systemctl restart ceems_api_server\n<span class=\"token function\">sudo</span> journalctl <span class=\"token parameter variable\">-u</span> ceems_api_server <span class=\"token parameter variable\">-f</span>",
        children: "sudo systemctl restart ceems_api_server\nsudo journalctl -u ceems_api_server -f\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "In the log, within a minute, you should see:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Batch jobs from SLURM cluster will be fetched"
        }), " with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "id=slurm-0"
        }), " (on OpenStack:\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "VM instances from Openstack cluster will be fetched"
        }), " with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "id=os-0"
        }), ");"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "TSDB updater setup successful"
        }), " with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "id=tsdb-0"
        }), ";"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["on Slurm, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Current user/process have enough privileges to execute SLURM commands"
        }), ". If you see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "SLURM commands will be executed as current user. Might not fetch jobs of all users"
        }), " instead, the\nprocess lacks ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CAP_SETUID"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CAP_SETGID"
        }), ";"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "SLURM jobs fetched"
        }), " (on OpenStack ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Openstack VM instances fetched"
        }), ") with the number of units, then\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "DB updated for period"
        }), " with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "from"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "to"
        }), " of the update."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "check",
      children: "3. Check the server and its database"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The health endpoint needs no user header:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> http://localhost:9020/health",
        children: "curl -s http://localhost:9020/health\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "CEEMS API Server is healthy",
        children: "CEEMS API Server is healthy\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The clusters the database knows, asked as an admin user:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Grafana-User: hpcadmin'</span> http://localhost:9020/api/v1/clusters/admin",
        children: "curl -s -H 'X-Grafana-User: hpcadmin' http://localhost:9020/api/v1/clusters/admin\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-json",
        highlighted: "<span class=\"token punctuation\">{</span><span class=\"token property\">\"status\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"success\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"data\"</span><span class=\"token operator\">:</span><span class=\"token punctuation\">[</span><span class=\"token punctuation\">{</span><span class=\"token property\">\"id\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"slurm-0\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"manager\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"slurm\"</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">]</span><span class=\"token punctuation\">}</span>",
        children: "{\"status\":\"success\",\"data\":[{\"id\":\"slurm-0\",\"manager\":\"slurm\"}]}\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["As packaged, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems_api_server/web-config.yml"
      }), " is an empty template: the API server serves plain\nHTTP with no authentication. If you have enabled basic authentication in it (see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/basic-auth",
        children: "Basic authentication"
      }), "), add ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "-u <user>:<password>"
      }), " to every ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "curl"
      }), "\ncommand on this page."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "query-user",
      children: "4. Query as a user"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Every request names the user in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-Grafana-User"
      }), " header. List what user ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "alice"
      }), " ran in the last day,\nincluding running jobs (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "running"
      }), "), and print one line per unit with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "jq"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> <span class=\"token parameter variable\">-G</span> http://localhost:9020/api/v1/units <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Grafana-User: alice'</span> <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-d</span> <span class=\"token assign-left variable\">cluster_id</span><span class=\"token operator\">=</span>slurm-0 <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-d</span> <span class=\"token assign-left variable\">from</span><span class=\"token operator\">=</span><span class=\"token string\">\"</span><span class=\"token string variable\">$(</span><span class=\"token string variable function\">date</span><span class=\"token string variable\"> </span><span class=\"token string variable parameter variable\">-d</span><span class=\"token string variable\"> </span><span class=\"token string variable string\">'1 day ago'</span><span class=\"token string variable\"> +%s</span><span class=\"token string variable\">)</span><span class=\"token string\">\"</span> <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-d</span> <span class=\"token assign-left variable\">to</span><span class=\"token operator\">=</span><span class=\"token string\">\"</span><span class=\"token string variable\">$(</span><span class=\"token string variable function\">date</span><span class=\"token string variable\"> +%s</span><span class=\"token string variable\">)</span><span class=\"token string\">\"</span> <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-d</span> running <span class=\"token punctuation\">\\</span>\n  <span class=\"token operator\">|</span> jq <span class=\"token parameter variable\">-r</span> <span class=\"token string\">'.data[] | [.uuid, .project, .state, .elapsed] | @tsv'</span>",
        children: "curl -s -G http://localhost:9020/api/v1/units \\\n  -H 'X-Grafana-User: alice' \\\n  -d cluster_id=slurm-0 \\\n  -d from=\"$(date -d '1 day ago' +%s)\" \\\n  -d to=\"$(date +%s)\" \\\n  -d running \\\n  | jq -r '.data[] | [.uuid, .project, .state, .elapsed] | @tsv'\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "2154871\tclimsim\tCOMPLETED\t03:12:45\n2154872\tclimsim\tCOMPLETED\t00:47:09\n2154903\tmlphys\tRUNNING\t01:05:10",
        children: "2154871\tclimsim\tCOMPLETED\t03:12:45\n2154872\tclimsim\tCOMPLETED\t00:47:09\n2154903\tmlphys\tRUNNING\t01:05:10\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "from"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "to"
      }), " are Unix timestamps in seconds; without them the window is the last 24 hours."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Ask for one unit, with only the fields you need:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> <span class=\"token parameter variable\">-G</span> http://localhost:9020/api/v1/units <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Grafana-User: alice'</span> <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-d</span> <span class=\"token assign-left variable\">cluster_id</span><span class=\"token operator\">=</span>slurm-0 <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-d</span> <span class=\"token assign-left variable\">uuid</span><span class=\"token operator\">=</span><span class=\"token number\">2154871</span> <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-d</span> <span class=\"token assign-left variable\">field</span><span class=\"token operator\">=</span>uuid <span class=\"token parameter variable\">-d</span> <span class=\"token assign-left variable\">field</span><span class=\"token operator\">=</span>project <span class=\"token parameter variable\">-d</span> <span class=\"token assign-left variable\">field</span><span class=\"token operator\">=</span>elapsed <span class=\"token parameter variable\">-d</span> <span class=\"token assign-left variable\">field</span><span class=\"token operator\">=</span>state <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-d</span> <span class=\"token assign-left variable\">field</span><span class=\"token operator\">=</span>total_cpu_energy_usage_kwh <span class=\"token parameter variable\">-d</span> <span class=\"token assign-left variable\">field</span><span class=\"token operator\">=</span>total_cpu_emissions_gms",
        children: "curl -s -G http://localhost:9020/api/v1/units \\\n  -H 'X-Grafana-User: alice' \\\n  -d cluster_id=slurm-0 \\\n  -d uuid=2154871 \\\n  -d field=uuid -d field=project -d field=elapsed -d field=state \\\n  -d field=total_cpu_energy_usage_kwh -d field=total_cpu_emissions_gms\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-json",
        highlighted: "<span class=\"token punctuation\">{</span><span class=\"token property\">\"status\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"success\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"data\"</span><span class=\"token operator\">:</span><span class=\"token punctuation\">[</span><span class=\"token punctuation\">{</span><span class=\"token property\">\"uuid\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"2154871\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"project\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"climsim\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"elapsed\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"03:12:45\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"state\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"COMPLETED\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"total_cpu_energy_usage_kwh\"</span><span class=\"token operator\">:</span><span class=\"token punctuation\">{</span><span class=\"token property\">\"total\"</span><span class=\"token operator\">:</span><span class=\"token number\">2.84159000</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"total_cpu_emissions_gms\"</span><span class=\"token operator\">:</span><span class=\"token punctuation\">{</span><span class=\"token property\">\"owid_total\"</span><span class=\"token operator\">:</span><span class=\"token number\">125.53884615</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">]</span><span class=\"token punctuation\">}</span>",
        children: "{\"status\":\"success\",\"data\":[{\"uuid\":\"2154871\",\"project\":\"climsim\",\"elapsed\":\"03:12:45\",\"state\":\"COMPLETED\",\"total_cpu_energy_usage_kwh\":{\"total\":2.84159000},\"total_cpu_emissions_gms\":{\"owid_total\":125.53884615}}]}\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Energy is in kWh and emissions in grams of CO2 equivalent. The keys inside each map (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "total"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "owid_total"
      }), ") are the sub-metrics of the updater's queries: one per energy source or emission factor\nprovider."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Usage totals per user and project, for the projects ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "alice"
      }), " belongs to, since the first of the month:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> <span class=\"token parameter variable\">-G</span> http://localhost:9020/api/v1/usage/current <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Grafana-User: alice'</span> <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-d</span> <span class=\"token assign-left variable\">cluster_id</span><span class=\"token operator\">=</span>slurm-0 <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-d</span> <span class=\"token assign-left variable\">project</span><span class=\"token operator\">=</span>climsim <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-d</span> <span class=\"token assign-left variable\">from</span><span class=\"token operator\">=</span><span class=\"token string\">\"$(date -d \"</span><span class=\"token string variable\">$(</span><span class=\"token string variable function\">date</span><span class=\"token string variable\"> +%Y-%m-01</span><span class=\"token string variable\">)</span><span class=\"token string\">\"</span> +%s<span class=\"token punctuation\">)</span>\" <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-d</span> <span class=\"token assign-left variable\">field</span><span class=\"token operator\">=</span>cluster_id <span class=\"token parameter variable\">-d</span> <span class=\"token assign-left variable\">field</span><span class=\"token operator\">=</span>resource_manager <span class=\"token parameter variable\">-d</span> <span class=\"token assign-left variable\">field</span><span class=\"token operator\">=</span>num_units <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-d</span> <span class=\"token assign-left variable\">field</span><span class=\"token operator\">=</span>project <span class=\"token parameter variable\">-d</span> <span class=\"token assign-left variable\">field</span><span class=\"token operator\">=</span>groupname <span class=\"token parameter variable\">-d</span> <span class=\"token assign-left variable\">field</span><span class=\"token operator\">=</span>username <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-d</span> <span class=\"token assign-left variable\">field</span><span class=\"token operator\">=</span>total_cpu_energy_usage_kwh <span class=\"token parameter variable\">-d</span> <span class=\"token assign-left variable\">field</span><span class=\"token operator\">=</span>total_cpu_emissions_gms",
        children: "curl -s -G http://localhost:9020/api/v1/usage/current \\\n  -H 'X-Grafana-User: alice' \\\n  -d cluster_id=slurm-0 \\\n  -d project=climsim \\\n  -d from=\"$(date -d \"$(date +%Y-%m-01)\" +%s)\" \\\n  -d field=cluster_id -d field=resource_manager -d field=num_units \\\n  -d field=project -d field=groupname -d field=username \\\n  -d field=total_cpu_energy_usage_kwh -d field=total_cpu_emissions_gms\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-json",
        highlighted: "<span class=\"token punctuation\">{</span><span class=\"token property\">\"status\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"success\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"data\"</span><span class=\"token operator\">:</span><span class=\"token punctuation\">[</span><span class=\"token punctuation\">{</span><span class=\"token property\">\"cluster_id\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"slurm-0\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"resource_manager\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"slurm\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"num_units\"</span><span class=\"token operator\">:</span><span class=\"token number\">2</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"project\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"climsim\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"groupname\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"climate\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"username\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"alice\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"total_cpu_energy_usage_kwh\"</span><span class=\"token operator\">:</span><span class=\"token punctuation\">{</span><span class=\"token property\">\"total\"</span><span class=\"token operator\">:</span><span class=\"token number\">3.43980400</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"total_cpu_emissions_gms\"</span><span class=\"token operator\">:</span><span class=\"token punctuation\">{</span><span class=\"token property\">\"owid_total\"</span><span class=\"token operator\">:</span><span class=\"token number\">151.96739330</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">,</span><span class=\"token punctuation\">{</span><span class=\"token property\">\"cluster_id\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"slurm-0\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"resource_manager\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"slurm\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"num_units\"</span><span class=\"token operator\">:</span><span class=\"token number\">1</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"project\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"climsim\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"groupname\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"climate\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"username\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"bob\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"total_cpu_energy_usage_kwh\"</span><span class=\"token operator\">:</span><span class=\"token punctuation\">{</span><span class=\"token property\">\"total\"</span><span class=\"token operator\">:</span><span class=\"token number\">1.20773300</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"total_cpu_emissions_gms\"</span><span class=\"token operator\">:</span><span class=\"token punctuation\">{</span><span class=\"token property\">\"owid_total\"</span><span class=\"token operator\">:</span><span class=\"token number\">53.35653886</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">]</span><span class=\"token punctuation\">}</span>",
        children: "{\"status\":\"success\",\"data\":[{\"cluster_id\":\"slurm-0\",\"resource_manager\":\"slurm\",\"num_units\":2,\"project\":\"climsim\",\"groupname\":\"climate\",\"username\":\"alice\",\"total_cpu_energy_usage_kwh\":{\"total\":3.43980400},\"total_cpu_emissions_gms\":{\"owid_total\":151.96739330}},{\"cluster_id\":\"slurm-0\",\"resource_manager\":\"slurm\",\"num_units\":1,\"project\":\"climsim\",\"groupname\":\"climate\",\"username\":\"bob\",\"total_cpu_energy_usage_kwh\":{\"total\":1.20773300},\"total_cpu_emissions_gms\":{\"owid_total\":53.35653886}}]}\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The answer has a row for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "bob"
      }), " because he is a member of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "climsim"
      }), ": users see the usage of their\nprojects broken down by member. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "usage/global"
      }), " gives the same totals over all the data kept, without a\ntime window."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "query-admin",
      children: "5. Query as an admin"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/admin"
      }), " endpoints answer for any user. They take the same parameters, plus ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "user"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> <span class=\"token parameter variable\">-G</span> http://localhost:9020/api/v1/units/admin <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Grafana-User: hpcadmin'</span> <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-d</span> <span class=\"token assign-left variable\">cluster_id</span><span class=\"token operator\">=</span>slurm-0 <span class=\"token parameter variable\">-d</span> <span class=\"token assign-left variable\">user</span><span class=\"token operator\">=</span>bob <span class=\"token parameter variable\">-d</span> running <span class=\"token punctuation\">\\</span>\n  <span class=\"token operator\">|</span> jq <span class=\"token parameter variable\">-r</span> <span class=\"token string\">'.data[] | [.uuid, .username, .project, .state] | @tsv'</span>",
        children: "curl -s -G http://localhost:9020/api/v1/units/admin \\\n  -H 'X-Grafana-User: hpcadmin' \\\n  -d cluster_id=slurm-0 -d user=bob -d running \\\n  | jq -r '.data[] | [.uuid, .username, .project, .state] | @tsv'\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "2154880\tbob\tclimsim\tCOMPLETED",
        children: "2154880\tbob\tclimsim\tCOMPLETED\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "And a quick count of units, projects and users per cluster over the last day:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Grafana-User: hpcadmin'</span> http://localhost:9020/api/v1/stats/current/admin",
        children: "curl -s -H 'X-Grafana-User: hpcadmin' http://localhost:9020/api/v1/stats/current/admin\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-json",
        highlighted: "<span class=\"token punctuation\">{</span><span class=\"token property\">\"status\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"success\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"data\"</span><span class=\"token operator\">:</span><span class=\"token punctuation\">[</span><span class=\"token punctuation\">{</span><span class=\"token property\">\"cluster_id\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"slurm-0\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"resource_manager\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"slurm\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"num_units\"</span><span class=\"token operator\">:</span><span class=\"token number\">1843</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"num_inactive_units\"</span><span class=\"token operator\">:</span><span class=\"token number\">1712</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"num_active_units\"</span><span class=\"token operator\">:</span><span class=\"token number\">131</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"num_projects\"</span><span class=\"token operator\">:</span><span class=\"token number\">42</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"num_users\"</span><span class=\"token operator\">:</span><span class=\"token number\">187</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">]</span><span class=\"token punctuation\">}</span>",
        children: "{\"status\":\"success\",\"data\":[{\"cluster_id\":\"slurm-0\",\"resource_manager\":\"slurm\",\"num_units\":1843,\"num_inactive_units\":1712,\"num_active_units\":131,\"num_projects\":42,\"num_users\":187}]}\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "access",
      children: "6. Check the access rules"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "A non-admin user asking an admin endpoint is refused:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Grafana-User: alice'</span> http://localhost:9020/api/v1/units/admin",
        children: "curl -s -H 'X-Grafana-User: alice' http://localhost:9020/api/v1/units/admin\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-json",
        highlighted: "<span class=\"token punctuation\">{</span><span class=\"token property\">\"status\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"error\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"data\"</span><span class=\"token operator\">:</span><span class=\"token null keyword\">null</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"errorType\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"forbidden\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"error\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"current user does not have admin privileges\"</span><span class=\"token punctuation\">}</span>",
        children: "{\"status\":\"error\",\"data\":null,\"errorType\":\"forbidden\",\"error\":\"current user does not have admin privileges\"}\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "A request without the user header is refused with 401:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> http://localhost:9020/api/v1/units",
        children: "curl -s http://localhost:9020/api/v1/units\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-json",
        highlighted: "<span class=\"token punctuation\">{</span><span class=\"token property\">\"status\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"error\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"data\"</span><span class=\"token operator\">:</span><span class=\"token null keyword\">null</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"errorType\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"unauthorized\"</span><span class=\"token punctuation\">,</span><span class=\"token property\">\"error\"</span><span class=\"token operator\">:</span><span class=\"token string\">\"no user identified\"</span><span class=\"token punctuation\">}</span>",
        children: "{\"status\":\"error\",\"data\":null,\"errorType\":\"unauthorized\",\"error\":\"no user identified\"}\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The load balancer asks ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "units/verify"
      }), " whether a user may see a unit. A member of the unit's project gets\n200, anyone else 403:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> <span class=\"token parameter variable\">-o</span> /dev/null <span class=\"token parameter variable\">-w</span> <span class=\"token string\">'%{http_code}\\n'</span> <span class=\"token parameter variable\">-G</span> http://localhost:9020/api/v1/units/verify <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Grafana-User: bob'</span> <span class=\"token parameter variable\">-d</span> <span class=\"token assign-left variable\">cluster_id</span><span class=\"token operator\">=</span>slurm-0 <span class=\"token parameter variable\">-d</span> <span class=\"token assign-left variable\">uuid</span><span class=\"token operator\">=</span><span class=\"token number\">2154871</span>",
        children: "curl -s -o /dev/null -w '%{http_code}\\n' -G http://localhost:9020/api/v1/units/verify \\\n  -H 'X-Grafana-User: bob' -d cluster_id=slurm-0 -d uuid=2154871\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "200",
        children: "200\n"
      })
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
            children: ["The server exits with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "failed to parse config file"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The YAML is invalid or has an unknown structure; the rest of the message gives the line."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The server exits with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "duplicate ID found in clusters config"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "unknown resource manager found in the config"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "invalid cluster ID"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Each ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters[].id"
            }), " must be unique and made of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "a-z"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "A-Z"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0-9"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "-"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "_"
            }), "; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), " must be ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "openstack"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "k8s"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The server exits with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "backup_interval of less than 1 day is not supported"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "backup_interval"
            }), " to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "1d"
            }), " or more. With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "backup_interval: 0s"
            }), " and a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "backup_path"
            }), ", the server panics at start instead (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/known-issues#backup-interval-zero-panic",
              children: "known issue"
            }), ")."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The server exits with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "failed to create backup data directory"
            }), ", or the log shows ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Failed to backup DB"
            }), " with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "failed to move backup DB file"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "backup_path"
            }), " is outside ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/var/lib/ceems"
            }), ", where the packaged unit forbids writes, or on another file system than ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "data.path"
            }), ". Move it under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/var/lib/ceems"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "No clusters found in config. Using a default cluster"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The file has no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters"
            }), " section, or the server reads another file: check ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--config.file"
            }), " in the unit."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["On Slurm, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Failed to find SLURM utility executables on PATH"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cli.path"
            }), " to the directory that holds ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sacct"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "On Slurm, only the server user's own jobs appear"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The log says ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "SLURM commands will be executed as current user"
            }), ": give the process ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETUID"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETGID"
            }), " (the packaged unit does) or a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sudo"
            }), " rule for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sacct"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sacctmgr"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["On OpenStack, the server exits after ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Failed to request API token for Openstack cluster"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Keystone refused the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "auth"
            }), " block or is unreachable: test the same body with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "curl"
            }), " against ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/v3/auth/tokens"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Units are listed but energy and usage maps are empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The updater found no data: check that the cluster lists the updater ID, that Prometheus answers at ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "web.url"
            }), ", and that the recording rules produce ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid:ceems_host_power_watts:pue"
            }), ". Units shorter than the update interval may also fall between two scrapes."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "{\"status\":\"success\",\"data\":[]}"
            }), " for a user"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The user has no unit in the window, or the name in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Grafana-User"
            }), " differs from the resource manager's user name."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["HTTP 401 ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Unauthorized"
            }), " without a JSON body"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Basic authentication from the web configuration file: add ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "-u"
            }), "."]
          })]
        })]
      })]
    })]
  });
}
function MDXContent(props = {}) {
  const {wrapper: MDXLayout} = {
    ...(0,_mdx_js_react__rspack_import_4/* .useMDXComponents */.R)(),
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
73774(module) {
"use strict";
module.exports = JSON.parse('{"id":"usage/ceems-api-server","title":"Running the CEEMS API server","description":"Configure the CEEMS API server for a Slurm cluster or an OpenStack cloud, start it, and query compute units and usage over its HTTP API.","source":"@site/docs/usage/ceems-api-server.md","sourceDirName":"usage","slug":"/usage/ceems-api-server","permalink":"/ceems/docs/usage/ceems-api-server","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/usage/ceems-api-server.md","tags":[],"version":"current","lastUpdatedAt":1795474088000,"sidebarPosition":2,"frontMatter":{"title":"Running the CEEMS API server","description":"Configure the CEEMS API server for a Slurm cluster or an OpenStack cloud, start it, and query compute units and usage over its HTTP API.","sidebar_position":2},"sidebar":"ceemsSidebar","previous":{"title":"Running the CEEMS exporter","permalink":"/ceems/docs/usage/ceems-exporter"},"next":{"title":"Running the CEEMS load balancer","permalink":"/ceems/docs/usage/ceems-lb"}}')

},

};
;