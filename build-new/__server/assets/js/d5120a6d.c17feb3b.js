"use strict";
exports.ids = ["7285"];
exports.modules = {
93881(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_usage_ceems_tool_md_d51_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_usage_ceems_tool_md_d51_json__rspack_import_0 = __webpack_require__(92787);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Using ceems_tool',
	description: 'Use each ceems_tool subcommand, with a worked example, to check CEEMS servers, create web configuration files and generate Prometheus rules, relabel configs and updater queries.',
	sidebar_position: 5
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Connecting to servers",
  "id": "connecting",
  "level": 2
}, {
  "value": "check api-healthy",
  "id": "api-healthy",
  "level": 2
}, {
  "value": "check lb-healthy",
  "id": "lb-healthy",
  "level": 2
}, {
  "value": "check web-config",
  "id": "check-web-config",
  "level": 2
}, {
  "value": "config create-web-config",
  "id": "create-web-config",
  "level": 2
}, {
  "value": "tsdb create-recording-rules",
  "id": "recording-rules",
  "level": 2
}, {
  "value": "tsdb create-relabel-configs",
  "id": "relabel-configs",
  "level": 2
}, {
  "value": "tsdb create-ceems-tsdb-updater-queries",
  "id": "updater-queries",
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
      children: ["This page is for operators. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " is the helper shipped with the API server package: it checks\nthat CEEMS servers answer, writes web configuration files with a password or a self-signed certificate,\nand reads your Prometheus to generate the recording rules, relabel configurations and updater queries\nthat fit the exporters you actually run. Each section below is one subcommand with a worked example.\nEvery flag is in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/cli/ceems-tool",
        children: "ceems_tool command line reference"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The examples use the cluster of the other usage pages: Slurm GPU nodes whose CEEMS exporters Prometheus\nscrapes as job ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm-gpu"
      }), ", with the NVIDIA DCGM exporter on the same nodes scraped as job ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "dcgm"
      }), ", and a\nPrometheus at ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "http://prometheus.example.org:9090"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "connecting",
      children: "Connecting to servers"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Subcommands that talk to a server take its address with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--url"
      }), ", and can read the client settings from\na file given with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--http.config.file"
      }), ". The file uses the Prometheus HTTP client format (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "basic_auth"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "authorization"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tls_config"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "http_headers"
      }), "…). For example, for a server behind basic authentication\nand a private certificate authority:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">basic_auth</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> ceems\n  <span class=\"token key atrule\">password_file</span><span class=\"token punctuation\">:</span> /etc/ceems_tool/password\n<span class=\"token key atrule\">tls_config</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">ca_file</span><span class=\"token punctuation\">:</span> /etc/ssl/certs/site<span class=\"token punctuation\">-</span>ca.pem",
        children: "basic_auth:\n  username: ceems\n  password_file: /etc/ceems_tool/password\ntls_config:\n  ca_file: /etc/ssl/certs/site-ca.pem\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["For the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tsdb"
      }), " subcommands, credentials may instead be in the URL (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "http://user:password@host:9090"
      }), "),\nbut not both ways at once."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "api-healthy",
      children: "check api-healthy"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Asks the API server's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/health"
      }), " endpoint and exits with status 0 if the server answers 200. The default\nURL is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "http://localhost:9020"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "ceems_tool check api-healthy <span class=\"token parameter variable\">--url</span> http://localhost:9020",
        children: "ceems_tool check api-healthy --url http://localhost:9020\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "  SUCCESS:  CEEMS API Server is healthy",
        children: "  SUCCESS:  CEEMS API Server is healthy\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["If the server is down, the tool prints the connection error, for example\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "dial tcp [::1]:9020: connect: connection refused"
      }), ". If it answers with another status, it prints\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "check failed: URL=http://localhost:9020, status=401"
      }), ": with 401, pass the credentials with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--http.config.file"
      }), ". Either way the exit status is 1, which makes the command usable in scripts and\nhealth checks."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "lb-healthy",
      children: "check lb-healthy"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Does the same for the load balancer, default URL ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "http://localhost:9030"
      }), ". The load balancer checks every\nrequest, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/health"
      }), " included, so the request must carry a backend ID in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-Ceems-Cluster-Id"
      }), " and, when\nthe load balancer does access control, an admin user in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-Grafana-User"
      }), ". Put them in an HTTP\nconfiguration file, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "lb-check.yml"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">http_headers</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">X-Ceems-Cluster-Id</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">values</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> slurm<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n  <span class=\"token key atrule\">X-Grafana-User</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">values</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> hpcadmin",
        children: "http_headers:\n  X-Ceems-Cluster-Id:\n    values:\n      - slurm-0\n  X-Grafana-User:\n    values:\n      - hpcadmin\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "ceems_tool check lb-healthy <span class=\"token parameter variable\">--url</span> http://localhost:9030 <span class=\"token parameter variable\">--http.config.file</span> lb-check.yml",
        children: "ceems_tool check lb-healthy --url http://localhost:9030 --http.config.file lb-check.yml\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "  SUCCESS:  CEEMS LB Server is healthy",
        children: "  SUCCESS:  CEEMS LB Server is healthy\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Without the headers the tool reports ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "check failed: URL=http://localhost:9030, status=400"
      }), " (no cluster\nID) or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "status=401"
      }), " (no user)."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "check-web-config",
      children: "check web-config"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Validates one or more web configuration files, the files given to the CEEMS servers with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--web.config.file"
      }), ": YAML structure, password hashes and TLS files."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "ceems_tool check web-config /etc/ceems_exporter/web-config.yml /etc/ceems_api_server/web-config.yml",
        children: "ceems_tool check web-config /etc/ceems_exporter/web-config.yml /etc/ceems_api_server/web-config.yml\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "/etc/ceems_exporter/web-config.yml SUCCESS\n/etc/ceems_api_server/web-config.yml SUCCESS",
        children: "/etc/ceems_exporter/web-config.yml SUCCESS\n/etc/ceems_api_server/web-config.yml SUCCESS\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A bad file is reported as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<file> FAILED:"
      }), " followed by the reason, and the exit status is then 1. Run it\nafter every change, before restarting a server."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "create-web-config",
      children: "config create-web-config"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Creates a web configuration file with basic authentication for one user, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), ", with a random\npassword, and optionally a self-signed TLS certificate. The file is written to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "web-config.yml"
      }), " in\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--output-dir"
      }), " (default ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "config"
      }), "). Without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--tls"
      }), ", create the directory first:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">mkdir</span> <span class=\"token parameter variable\">-p</span> /tmp/ceems-web\nceems_tool config create-web-config --output-dir /tmp/ceems-web",
        children: "mkdir -p /tmp/ceems-web\nceems_tool config create-web-config --output-dir /tmp/ceems-web\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "web config file created at /tmp/ceems-web/web-config.yml\nplain text password for basic auth is AyXO781bwLPL1037HA29t2Dv\nstore the plain text password securely as you will need it to configure Prometheus",
        children: "web config file created at /tmp/ceems-web/web-config.yml\nplain text password for basic auth is AyXO781bwLPL1037HA29t2Dv\nstore the plain text password securely as you will need it to configure Prometheus\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The file holds only the bcrypt hash of the password:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">tls_server_config</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">cert_file</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"\"</span>\n  <span class=\"token key atrule\">key_file</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"\"</span>\n<span class=\"token key atrule\">basic_auth_users</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">ceems</span><span class=\"token punctuation\">:</span> $2a$10$bve7yRHX6gQlJGlvroYk7OUOQQy7d2R6s4O66ZpgmD5i6OFey.RkW",
        children: "tls_server_config:\n  cert_file: \"\"\n  key_file: \"\"\nbasic_auth_users:\n  ceems: $2a$10$bve7yRHX6gQlJGlvroYk7OUOQQy7d2R6s4O66ZpgmD5i6OFey.RkW\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--tls"
      }), " and at least one ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--tls.host"
      }), " (a name or an IP address the certificate must be valid for),\nthe tool also writes ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cert.pem"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "key.pem"
      }), ", valid for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--tls.validity"
      }), " (one year by default), next to\nthe file, and refers to them by relative paths. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--no-basic-auth"
      }), " leaves out the password."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "ceems_tool config create-web-config <span class=\"token parameter variable\">--tls</span> <span class=\"token parameter variable\">--tls.host</span> gpu-node-012.example.org --output-dir /tmp/ceems-web",
        children: "ceems_tool config create-web-config --tls --tls.host gpu-node-012.example.org --output-dir /tmp/ceems-web\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["To use the result, copy the files into the server's configuration directory, for example\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems_exporter/"
      }), ", check them with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#check-web-config",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "check web-config"
        })
      }), ", restart the server and\ngive the password to its clients. See ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/basic-auth",
        children: "Basic authentication"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "recording-rules",
      children: "tsdb create-recording-rules"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Reads which CEEMS and GPU exporter series your Prometheus holds and writes the recording rules that turn\nthem into per-unit figures: CPU and memory usage, host and GPU power with the PUE applied, and emissions.\nIt looks at the series of the last 3 hours (change with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--start"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--end"
      }), ", RFC 3339 dates or Unix\ntimestamps), so the exporters must have been scraped for a while."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "ceems_tool tsdb create-recording-rules <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">--url</span> http://prometheus.example.org:9090 <span class=\"token punctuation\">\\</span>\n  --country-code FR <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">--pue</span> <span class=\"token number\">1.3</span> <span class=\"token punctuation\">\\</span>\n  --output-dir rules",
        children: "ceems_tool tsdb create-recording-rules \\\n  --url http://prometheus.example.org:9090 \\\n  --country-code FR \\\n  --pue 1.3 \\\n  --output-dir rules\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "generating recording rules for job slurm-gpu in file slurm-gpu.rules\ngenerating recording rules for GPU for job dcgm in file dcgm-gpu.rules",
        children: "generating recording rules for job slurm-gpu in file slurm-gpu.rules\ngenerating recording rules for GPU for job dcgm in file dcgm-gpu.rules\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "How the tool decides:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["A file ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "<job>.rules"
        }), " is written for each scrape job that exports node power. The power source is\nchosen in this order: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_cray_pm_counters_power_watts"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_redfish_current_watts"
        }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_ipmi_dcmi_current_watts"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_rapl_package_joules_total"
        }), ". Jobs with none of them are skipped."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["If a DCGM exporter or an AMD GPU exporter job scrapes the same hosts, a file ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "<gpu job>-gpu.rules"
        }), " is\nwritten for it too, joining GPU metrics to units through ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_compute_unit_gpu_index_flag"
        }), ". The tool\nalso checks whether the node power already includes the GPUs, so that they are not counted twice."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Emissions use the emission factors found in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_emissions_gCo2_kWh"
        }), " for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--country-code"
        }), " (an ISO\n3166-1 alpha-2 code). When there are none, the tool uses the static OWID factor of that country and\nsays so: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "static emission factor 44.179085 g/kWh from OWID data will be used"
        }), ". ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--emission-factor"
        }), "\nsets a fixed factor in gCO2e/kWh instead; it cannot be combined with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--country-code"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--pue"
        }), " multiplies all power figures by the data centre's Power Usage Effectiveness (default 1)."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The per-unit groups (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "compute-unit-rules-<job>"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "compute-unit-gpu-rules-<gpu-job>"
        }), ") are evaluated\nevery ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--eval-interval"
        }), ", by default Prometheus' global ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "evaluation_interval"
        }), ". The per-job groups\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "host-agg-rules-<job>"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "host-agg-gpu-rules-<gpu-job>"
        }), ") are evaluated every four scrape intervals of\nthe job, which is also the range of every rate in the rules."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "If a Redfish job reports several chassis, the tool lists them and asks which one measures the node."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      title: "GPU rule files in this release",
      type: "warning",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["For a DCGM exporter job, the generated ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "<gpu-job>-gpu.rules"
        }), " is valid YAML only when the exporter\nexports both ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "DCGM_FI_PROF_SM_ACTIVE"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "DCGM_FI_PROF_SM_OCCUPANCY"
        }), ": without them, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "promtool check rules"
        }), " rejects the file and Prometheus does not load it. Enable both fields in the DCGM exporter before\nyou run the tool (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/advanced/known-issues#nvidia-rules-need-sm-fields",
          children: "known issues"
        }), "). The GPU\npower rules also fail to evaluate while one physical GPU serves several units or MIG instances (see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/advanced/known-issues#gpu-power-rules-mig-shared",
          children: "known issues"
        }), ")."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Check the files and load them into Prometheus:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "promtool check rules rules/*.rules\n<span class=\"token function\">sudo</span> <span class=\"token function\">mkdir</span> <span class=\"token parameter variable\">-p</span> /etc/prometheus/rules/ceems\n<span class=\"token function\">sudo</span> <span class=\"token function\">cp</span> rules/*.rules /etc/prometheus/rules/ceems/",
        children: "promtool check rules rules/*.rules\nsudo mkdir -p /etc/prometheus/rules/ceems\nsudo cp rules/*.rules /etc/prometheus/rules/ceems/\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Add the directory to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "prometheus.yml"
      }), ", then reload Prometheus:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">rule_files</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> /etc/prometheus/rules/ceems/<span class=\"token important\">*.rules</span>",
        children: "rule_files:\n  - /etc/prometheus/rules/ceems/*.rules\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "After one evaluation interval, the per-unit power series exist. They have one series per unit and node,\nso count the distinct units:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> http://prometheus.example.org:9090/api/v1/query <span class=\"token punctuation\">\\</span>\n  --data-urlencode <span class=\"token string\">'query=count by (job) (count by (job, uuid) (uuid:ceems_host_power_watts:pue))'</span>",
        children: "curl -s http://prometheus.example.org:9090/api/v1/query \\\n  --data-urlencode 'query=count by (job) (count by (job, uuid) (uuid:ceems_host_power_watts:pue))'\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A result with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "\"job\":\"slurm-gpu\""
      }), " and the number of running jobs as value means the rules work. Run the\ntool again whenever you add a kind of node or exporter."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "relabel-configs",
      children: "tsdb create-relabel-configs"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["GPU exporters name their labels differently from the CEEMS exporter. This subcommand finds the DCGM,\nAMD SMI and AMD device metrics exporter jobs in Prometheus and prints the metric relabelling that renames\ntheir labels to the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gpuuuid"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gpuiid"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "index"
      }), " labels the recording rules join on. Run it before\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "create-recording-rules"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "ceems_tool tsdb create-relabel-configs <span class=\"token parameter variable\">--url</span> http://prometheus.example.org:9090",
        children: "ceems_tool tsdb create-relabel-configs --url http://prometheus.example.org:9090\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "Merge the following scrape_configs with the current config.\nscrape_configs:\n  - job: dcgm\n    metric_relabel_configs:\n      - source_labels:\n          - modelName\n          - UUID\n        target_label: gpuuuid\n        regex: NVIDIA(.*);(.*)\n        replacement: $2\n        action: replace\n      - source_labels:\n          - modelName\n          - GPU_I_ID\n        target_label: gpuiid\n        regex: NVIDIA(.*);(.*)\n        replacement: $2\n        action: replace\n      - regex: UUID\n        action: labeldrop\n      - regex: GPU_I_ID\n        action: labeldrop",
        children: "Merge the following scrape_configs with the current config.\nscrape_configs:\n  - job: dcgm\n    metric_relabel_configs:\n      - source_labels:\n          - modelName\n          - UUID\n        target_label: gpuuuid\n        regex: NVIDIA(.*);(.*)\n        replacement: $2\n        action: replace\n      - source_labels:\n          - modelName\n          - GPU_I_ID\n        target_label: gpuiid\n        regex: NVIDIA(.*);(.*)\n        replacement: $2\n        action: replace\n      - regex: UUID\n        action: labeldrop\n      - regex: GPU_I_ID\n        action: labeldrop\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The output names each scrape job with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "job:"
      }), "; in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "prometheus.yml"
      }), " copy its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "metric_relabel_configs"
      }), " into\nthe scrape configuration whose ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "job_name"
      }), " is that job:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">scrape_configs</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">job_name</span><span class=\"token punctuation\">:</span> dcgm\n    <span class=\"token key atrule\">static_configs</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">targets</span><span class=\"token punctuation\">:</span>\n          <span class=\"token punctuation\">-</span> gpu<span class=\"token punctuation\">-</span>node<span class=\"token punctuation\">-</span>012.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9400</span>\n    <span class=\"token key atrule\">metric_relabel_configs</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">source_labels</span><span class=\"token punctuation\">:</span>\n          <span class=\"token punctuation\">-</span> modelName\n          <span class=\"token punctuation\">-</span> UUID\n        <span class=\"token key atrule\">target_label</span><span class=\"token punctuation\">:</span> gpuuuid\n        <span class=\"token key atrule\">regex</span><span class=\"token punctuation\">:</span> NVIDIA(.<span class=\"token important\">*);(.*)</span>\n        <span class=\"token key atrule\">replacement</span><span class=\"token punctuation\">:</span> $2\n        <span class=\"token key atrule\">action</span><span class=\"token punctuation\">:</span> replace\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">source_labels</span><span class=\"token punctuation\">:</span>\n          <span class=\"token punctuation\">-</span> modelName\n          <span class=\"token punctuation\">-</span> GPU_I_ID\n        <span class=\"token key atrule\">target_label</span><span class=\"token punctuation\">:</span> gpuiid\n        <span class=\"token key atrule\">regex</span><span class=\"token punctuation\">:</span> NVIDIA(.<span class=\"token important\">*);(.*)</span>\n        <span class=\"token key atrule\">replacement</span><span class=\"token punctuation\">:</span> $2\n        <span class=\"token key atrule\">action</span><span class=\"token punctuation\">:</span> replace\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">regex</span><span class=\"token punctuation\">:</span> UUID\n        <span class=\"token key atrule\">action</span><span class=\"token punctuation\">:</span> labeldrop\n      <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">regex</span><span class=\"token punctuation\">:</span> GPU_I_ID\n        <span class=\"token key atrule\">action</span><span class=\"token punctuation\">:</span> labeldrop",
        children: "scrape_configs:\n  - job_name: dcgm\n    static_configs:\n      - targets:\n          - gpu-node-012.example.org:9400\n    metric_relabel_configs:\n      - source_labels:\n          - modelName\n          - UUID\n        target_label: gpuuuid\n        regex: NVIDIA(.*);(.*)\n        replacement: $2\n        action: replace\n      - source_labels:\n          - modelName\n          - GPU_I_ID\n        target_label: gpuiid\n        regex: NVIDIA(.*);(.*)\n        replacement: $2\n        action: replace\n      - regex: UUID\n        action: labeldrop\n      - regex: GPU_I_ID\n        action: labeldrop\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["After a reload and a scrape, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "DCGM_FI_DEV_POWER_USAGE_INSTANT"
      }), " carries a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gpuuuid"
      }), " label and no longer a\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "UUID"
      }), " label."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "updater-queries",
      children: "tsdb create-ceems-tsdb-updater-queries"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Prints the queries for the API server's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tsdb"
      }), " updater, keeping only those whose recording rule series\nexist in your Prometheus and, for emissions, only the providers present. Run it after the recording\nrules have been evaluated for a while."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "ceems_tool tsdb create-ceems-tsdb-updater-queries <span class=\"token parameter variable\">--url</span> http://prometheus.example.org:9090",
        children: "ceems_tool tsdb create-ceems-tsdb-updater-queries --url http://prometheus.example.org:9090\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "Queries for TSDB updater:\n---\n\nqueries:\n  avg_cpu_mem_usage:\n    global: avg_over_time(avg by (uuid) (uuid:ceems_cpu_memory_usage:ratio{uuid=~\"{{.UUIDs}}\"} &gt; 0 &lt; inf)[{{.Range}}:])\n\n\n  avg_cpu_usage:\n    global: avg_over_time(avg by (uuid) (uuid:ceems_cpu_usage:ratio_irate{uuid=~\"{{.UUIDs}}\"} &gt; 0 &lt; inf)[{{.Range}}:])\n\n\n  avg_gpu_mem_usage:\n    global: avg_over_time(avg by (uuid) (uuid:ceems_gpu_memory_usage:ratio{uuid=~\"{{.UUIDs}}\"} &gt; 0 &lt; inf)[{{.Range}}:])\n\n\n  avg_gpu_usage:\n    global: avg_over_time(avg by (uuid) (uuid:ceems_gpu_usage:ratio{uuid=~\"{{.UUIDs}}\"} &gt; 0 &lt; inf)[{{.Range}}:])\n\n\n  total_cpu_emissions_gms:\n\n    owid_total: sum_over_time(sum by (uuid) (uuid:ceems_host_emissions_g_s:pue{uuid=~\"{{.UUIDs}}\",provider=\"owid\"} &gt; 0 &lt; inf)[{{.Range}}:{{.ScrapeInterval}}]) * {{.ScrapeIntervalMilli}} / 1e3\n\n\n\n  total_cpu_energy_usage_kwh:\n    total: sum_over_time(sum by (uuid) (uuid:ceems_host_power_watts:pue{uuid=~\"{{.UUIDs}}\"} &gt; 0 &lt; inf)[{{.Range}}:{{.ScrapeInterval}}]) * {{.ScrapeIntervalMilli}} / 3.6e9\n\n\n  total_gpu_emissions_gms:\n\n    owid_total: sum_over_time(sum by (uuid) (uuid:ceems_gpu_emissions_g_s:pue{uuid=~\"{{.UUIDs}}\",provider=\"owid\"} &gt; 0 &lt; inf)[{{.Range}}:{{.ScrapeInterval}}]) * {{.ScrapeIntervalMilli}} / 1e3\n\n\n\n  total_gpu_energy_usage_kwh:\n    total: sum_over_time(sum by (uuid) (uuid:ceems_gpu_power_watts:pue{uuid=~\"{{.UUIDs}}\"} &gt; 0 &lt; inf)[{{.Range}}:{{.ScrapeInterval}}]) * {{.ScrapeIntervalMilli}} / 3.6e9",
        children: "Queries for TSDB updater:\n---\n\nqueries:\n  avg_cpu_mem_usage:\n    global: avg_over_time(avg by (uuid) (uuid:ceems_cpu_memory_usage:ratio{uuid=~\"{{.UUIDs}}\"} > 0 < inf)[{{.Range}}:])\n\n\n  avg_cpu_usage:\n    global: avg_over_time(avg by (uuid) (uuid:ceems_cpu_usage:ratio_irate{uuid=~\"{{.UUIDs}}\"} > 0 < inf)[{{.Range}}:])\n\n\n  avg_gpu_mem_usage:\n    global: avg_over_time(avg by (uuid) (uuid:ceems_gpu_memory_usage:ratio{uuid=~\"{{.UUIDs}}\"} > 0 < inf)[{{.Range}}:])\n\n\n  avg_gpu_usage:\n    global: avg_over_time(avg by (uuid) (uuid:ceems_gpu_usage:ratio{uuid=~\"{{.UUIDs}}\"} > 0 < inf)[{{.Range}}:])\n\n\n  total_cpu_emissions_gms:\n\n    owid_total: sum_over_time(sum by (uuid) (uuid:ceems_host_emissions_g_s:pue{uuid=~\"{{.UUIDs}}\",provider=\"owid\"} > 0 < inf)[{{.Range}}:{{.ScrapeInterval}}]) * {{.ScrapeIntervalMilli}} / 1e3\n\n\n\n  total_cpu_energy_usage_kwh:\n    total: sum_over_time(sum by (uuid) (uuid:ceems_host_power_watts:pue{uuid=~\"{{.UUIDs}}\"} > 0 < inf)[{{.Range}}:{{.ScrapeInterval}}]) * {{.ScrapeIntervalMilli}} / 3.6e9\n\n\n  total_gpu_emissions_gms:\n\n    owid_total: sum_over_time(sum by (uuid) (uuid:ceems_gpu_emissions_g_s:pue{uuid=~\"{{.UUIDs}}\",provider=\"owid\"} > 0 < inf)[{{.Range}}:{{.ScrapeInterval}}]) * {{.ScrapeIntervalMilli}} / 1e3\n\n\n\n  total_gpu_energy_usage_kwh:\n    total: sum_over_time(sum by (uuid) (uuid:ceems_gpu_power_watts:pue{uuid=~\"{{.UUIDs}}\"} > 0 < inf)[{{.Range}}:{{.ScrapeInterval}}]) * {{.ScrapeIntervalMilli}} / 3.6e9\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Metrics with no query under them (none here) have no data in Prometheus. Copy the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "queries"
      }), " block into\nthe updater's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "extra_config"
      }), " in the API server configuration, and restart the API server:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">updaters</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> tsdb<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n    <span class=\"token key atrule\">updater</span><span class=\"token punctuation\">:</span> tsdb\n    <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//prometheus.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n    <span class=\"token key atrule\">extra_config</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">cutoff_duration</span><span class=\"token punctuation\">:</span> 2m\n      <span class=\"token key atrule\">queries</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">avg_cpu_usage</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">global</span><span class=\"token punctuation\">:</span> avg_over_time(avg by (uuid) (uuid<span class=\"token punctuation\">:</span>ceems_cpu_usage<span class=\"token punctuation\">:</span>ratio_irate<span class=\"token punctuation\">{</span>uuid=~\"<span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.UUIDs<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span>\"<span class=\"token punctuation\">}</span> <span class=\"token punctuation\">&gt;</span> 0 &lt; inf)<span class=\"token punctuation\">[</span><span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.Range<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">:</span><span class=\"token punctuation\">]</span>)\n        <span class=\"token key atrule\">avg_cpu_mem_usage</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">global</span><span class=\"token punctuation\">:</span> avg_over_time(avg by (uuid) (uuid<span class=\"token punctuation\">:</span>ceems_cpu_memory_usage<span class=\"token punctuation\">:</span>ratio<span class=\"token punctuation\">{</span>uuid=~\"<span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.UUIDs<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span>\"<span class=\"token punctuation\">}</span> <span class=\"token punctuation\">&gt;</span> 0 &lt; inf)<span class=\"token punctuation\">[</span><span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.Range<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">:</span><span class=\"token punctuation\">]</span>)\n        <span class=\"token key atrule\">total_cpu_energy_usage_kwh</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">total</span><span class=\"token punctuation\">:</span> sum_over_time(sum by (uuid) (uuid<span class=\"token punctuation\">:</span>ceems_host_power_watts<span class=\"token punctuation\">:</span>pue<span class=\"token punctuation\">{</span>uuid=~\"<span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.UUIDs<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span>\"<span class=\"token punctuation\">}</span> <span class=\"token punctuation\">&gt;</span> 0 &lt; inf)<span class=\"token punctuation\">[</span><span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.Range<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">:</span><span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.ScrapeInterval<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">]</span>) * <span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.ScrapeIntervalMilli<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span> / 3.6e9\n        <span class=\"token key atrule\">total_cpu_emissions_gms</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">owid_total</span><span class=\"token punctuation\">:</span> sum_over_time(sum by (uuid) (uuid<span class=\"token punctuation\">:</span>ceems_host_emissions_g_s<span class=\"token punctuation\">:</span>pue<span class=\"token punctuation\">{</span>uuid=~\"<span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.UUIDs<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span>\"<span class=\"token punctuation\">,</span>provider=\"owid\"<span class=\"token punctuation\">}</span> <span class=\"token punctuation\">&gt;</span> 0 &lt; inf)<span class=\"token punctuation\">[</span><span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.Range<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">:</span><span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.ScrapeInterval<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">]</span>) * <span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.ScrapeIntervalMilli<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span> / 1e3\n        <span class=\"token key atrule\">avg_gpu_usage</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">global</span><span class=\"token punctuation\">:</span> avg_over_time(avg by (uuid) (uuid<span class=\"token punctuation\">:</span>ceems_gpu_usage<span class=\"token punctuation\">:</span>ratio<span class=\"token punctuation\">{</span>uuid=~\"<span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.UUIDs<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span>\"<span class=\"token punctuation\">}</span> <span class=\"token punctuation\">&gt;</span> 0 &lt; inf)<span class=\"token punctuation\">[</span><span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.Range<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">:</span><span class=\"token punctuation\">]</span>)\n        <span class=\"token key atrule\">avg_gpu_mem_usage</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">global</span><span class=\"token punctuation\">:</span> avg_over_time(avg by (uuid) (uuid<span class=\"token punctuation\">:</span>ceems_gpu_memory_usage<span class=\"token punctuation\">:</span>ratio<span class=\"token punctuation\">{</span>uuid=~\"<span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.UUIDs<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span>\"<span class=\"token punctuation\">}</span> <span class=\"token punctuation\">&gt;</span> 0 &lt; inf)<span class=\"token punctuation\">[</span><span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.Range<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">:</span><span class=\"token punctuation\">]</span>)\n        <span class=\"token key atrule\">total_gpu_energy_usage_kwh</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">total</span><span class=\"token punctuation\">:</span> sum_over_time(sum by (uuid) (uuid<span class=\"token punctuation\">:</span>ceems_gpu_power_watts<span class=\"token punctuation\">:</span>pue<span class=\"token punctuation\">{</span>uuid=~\"<span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.UUIDs<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span>\"<span class=\"token punctuation\">}</span> <span class=\"token punctuation\">&gt;</span> 0 &lt; inf)<span class=\"token punctuation\">[</span><span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.Range<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">:</span><span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.ScrapeInterval<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">]</span>) * <span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.ScrapeIntervalMilli<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span> / 3.6e9\n        <span class=\"token key atrule\">total_gpu_emissions_gms</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">owid_total</span><span class=\"token punctuation\">:</span> sum_over_time(sum by (uuid) (uuid<span class=\"token punctuation\">:</span>ceems_gpu_emissions_g_s<span class=\"token punctuation\">:</span>pue<span class=\"token punctuation\">{</span>uuid=~\"<span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.UUIDs<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span>\"<span class=\"token punctuation\">,</span>provider=\"owid\"<span class=\"token punctuation\">}</span> <span class=\"token punctuation\">&gt;</span> 0 &lt; inf)<span class=\"token punctuation\">[</span><span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.Range<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">:</span><span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.ScrapeInterval<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span><span class=\"token punctuation\">]</span>) * <span class=\"token punctuation\">{</span><span class=\"token punctuation\">{</span>.ScrapeIntervalMilli<span class=\"token punctuation\">}</span><span class=\"token punctuation\">}</span> / 1e3",
        children: "updaters:\n  - id: tsdb-0\n    updater: tsdb\n    web:\n      url: http://prometheus.example.org:9090\n    extra_config:\n      cutoff_duration: 2m\n      queries:\n        avg_cpu_usage:\n          global: avg_over_time(avg by (uuid) (uuid:ceems_cpu_usage:ratio_irate{uuid=~\"{{.UUIDs}}\"} > 0 < inf)[{{.Range}}:])\n        avg_cpu_mem_usage:\n          global: avg_over_time(avg by (uuid) (uuid:ceems_cpu_memory_usage:ratio{uuid=~\"{{.UUIDs}}\"} > 0 < inf)[{{.Range}}:])\n        total_cpu_energy_usage_kwh:\n          total: sum_over_time(sum by (uuid) (uuid:ceems_host_power_watts:pue{uuid=~\"{{.UUIDs}}\"} > 0 < inf)[{{.Range}}:{{.ScrapeInterval}}]) * {{.ScrapeIntervalMilli}} / 3.6e9\n        total_cpu_emissions_gms:\n          owid_total: sum_over_time(sum by (uuid) (uuid:ceems_host_emissions_g_s:pue{uuid=~\"{{.UUIDs}}\",provider=\"owid\"} > 0 < inf)[{{.Range}}:{{.ScrapeInterval}}]) * {{.ScrapeIntervalMilli}} / 1e3\n        avg_gpu_usage:\n          global: avg_over_time(avg by (uuid) (uuid:ceems_gpu_usage:ratio{uuid=~\"{{.UUIDs}}\"} > 0 < inf)[{{.Range}}:])\n        avg_gpu_mem_usage:\n          global: avg_over_time(avg by (uuid) (uuid:ceems_gpu_memory_usage:ratio{uuid=~\"{{.UUIDs}}\"} > 0 < inf)[{{.Range}}:])\n        total_gpu_energy_usage_kwh:\n          total: sum_over_time(sum by (uuid) (uuid:ceems_gpu_power_watts:pue{uuid=~\"{{.UUIDs}}\"} > 0 < inf)[{{.Range}}:{{.ScrapeInterval}}]) * {{.ScrapeIntervalMilli}} / 3.6e9\n        total_gpu_emissions_gms:\n          owid_total: sum_over_time(sum by (uuid) (uuid:ceems_gpu_emissions_g_s:pue{uuid=~\"{{.UUIDs}}\",provider=\"owid\"} > 0 < inf)[{{.Range}}:{{.ScrapeInterval}}]) * {{.ScrapeIntervalMilli}} / 1e3\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "{{.UUIDs}}"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "{{.Range}}"
      }), " and other placeholders are filled in by the API server at each update.\nConfigured ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "queries"
      }), " replace the built-in defaults as a whole, so keep every metric you want; in\nexchange, the API server no longer runs queries that cannot return data, such as those of emission\nproviders you do not use. The printed queries keep only samples above zero (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "> 0 < inf"
      }), "); the built-in\nones also keep samples of zero (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: ">= 0 < inf"
      }), "), so a unit that was idle part of the time gets a higher average usage with\nthe printed set."]
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
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "error fetching config:"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "error fetching series label values:"
            }), " followed by a connection error"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Prometheus is unreachable at ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--url"
            }), ", or needs credentials: use ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--http.config.file"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "create-recording-rules"
            }), " prints no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "generating recording rules"
            }), " line"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["No job exported a node power series in the time window. Check that Prometheus scrapes the exporters and that a power collector (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rapl"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ipmi_dcmi"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cray_pm_counters"
            }), ") reports data, or widen ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--start"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "static emission factor 0 g/kWh from OWID data will be used"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--country-code"
            }), " is missing or unknown. Pass an ISO 3166-1 alpha-2 code such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "FR"
            }), ", or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--emission-factor"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--country-code and --emission-factor cannot be used together"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Keep only one of them."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["No ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "-gpu.rules"
            }), " file although nodes have GPUs"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The GPU exporter job does not scrape the same hosts as the CEEMS exporter job (the tool compares host names in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "instance"
            }), "), or the exporter exports no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_compute_unit_gpu_index_flag"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--tls.host must be provided."
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--tls"
            }), " needs at least one ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--tls.host"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "failed to write web config file:"
            }), " with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "no such file or directory"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--tls"
            }), " the output directory is not created: create it first."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "start time is not before end time"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Swap ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--start"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--end"
            }), ", or check their format."]
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
92787(module) {
module.exports = JSON.parse('{"id":"usage/ceems-tool","title":"Using ceems_tool","description":"Use each ceems_tool subcommand, with a worked example, to check CEEMS servers, create web configuration files and generate Prometheus rules, relabel configs and updater queries.","source":"@site/docs/usage/ceems-tool.md","sourceDirName":"usage","slug":"/usage/ceems-tool","permalink":"/ceems/docs/usage/ceems-tool","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/usage/ceems-tool.md","tags":[],"version":"current","lastUpdatedAt":1795475506000,"sidebarPosition":5,"frontMatter":{"title":"Using ceems_tool","description":"Use each ceems_tool subcommand, with a worked example, to check CEEMS servers, create web configuration files and generate Prometheus rules, relabel configs and updater queries.","sidebar_position":5},"sidebar":"ceemsSidebar","previous":{"title":"Using cacct","permalink":"/ceems/docs/usage/cacct"},"next":{"title":"Command Line Arguments","permalink":"/ceems/docs/category/command-line-arguments"}}')

},

};
;