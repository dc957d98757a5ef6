"use strict";
exports.ids = ["9440"];
exports.modules = {
40168(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_configuration_grafana_md_e8c_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_configuration_grafana_md_e8c_json__rspack_import_0 = __webpack_require__(21236);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Grafana configuration',
	description: 'Connect Grafana to CEEMS through the load balancer and the API server, send the signed-in user\'s name with every query, and import the CEEMS dashboards with the right variables.',
	sidebar_position: 7
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Data sources",
  "id": "data-sources",
  "level": 2
}, {
  "value": "Send the user&#39;s name",
  "id": "user-header",
  "level": 2
}, {
  "value": "Provision the data sources",
  "id": "provisioning",
  "level": 2
}, {
  "value": "Import the dashboards",
  "id": "dashboards",
  "level": 2
}, {
  "value": "Dashboard variables",
  "id": "dashboard-variables",
  "level": 3
}, {
  "value": "Check it",
  "id": "check",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    code: "code",
    h2: "h2",
    h3: "h3",
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
      children: ["This page is for operators who give users their CEEMS dashboards in Grafana. It shows which data sources\nto create (Prometheus and Pyroscope through the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/ceems-lb",
        children: "load balancer"
      }), ", the API\nserver through the Infinity plugin), how Grafana tells CEEMS who the user is, and how to import the\ndashboards that CEEMS ships. Users then see the energy, emissions and usage of their own jobs, VMs or\npods, and the usage of the projects (Slurm accounts, OpenStack projects, Kubernetes namespaces) they\nare members of. Through the load balancer they may query the metrics of every unit of those projects;\nin 0.10.2 that check is incomplete, as\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/ceems-lb#access-control",
        children: "Control access"
      }), " explains. The example continues the\nSlurm cluster ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm-gpu"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "data-sources",
      children: "Data sources"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Data source"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type (plugin ID)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Points to"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Sends"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Used by"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CEEMS LB, Prometheus"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "prometheus"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["load balancer, first listener (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ":9030"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Ceems-Cluster-Id"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Grafana-User"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "single unit dashboards"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CEEMS LB, Pyroscope"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "grafana-pyroscope-datasource"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["load balancer, second listener (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ":9040"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Ceems-Cluster-Id"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Grafana-User"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "single unit dashboards (profiles)"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CEEMS API"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "yesoreyeram-infinity-datasource"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["API server (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ":9020"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Grafana-User"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "summary dashboards"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Prometheus"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "prometheus"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Prometheus directly"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "nothing special"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "admin dashboard only"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Create one pair of load balancer data sources per cluster: the header ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-Ceems-Cluster-Id"
      }), " carries the\ncluster ID, and it is fixed in the data source. The CEEMS API data source needs the Infinity plugin,\nversion 3 or later (the dashboards were made with Grafana 11.4 and Infinity 3.0):"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "grafana-cli plugins <span class=\"token function\">install</span> yesoreyeram-infinity-datasource",
        children: "grafana-cli plugins install yesoreyeram-infinity-datasource\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The plain Prometheus data source bypasses all access control. Give it only to admins, through data\nsource permissions or a separate Grafana organisation."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "user-header",
      children: "Send the user's name"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The load balancer and the API server both identify the user by the HTTP header ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-Grafana-User"
      }), ", and\nrefuse requests without it (401). Grafana adds it to data source requests, with the login of the\nsigned-in user, when this is set in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "grafana.ini"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-ini",
        highlighted: "[dataproxy]\nsend_user_header = true",
        children: "[dataproxy]\nsend_user_header = true\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Grafana never sends it for anonymous users, so disable anonymous access for CEEMS dashboards. For the\nInfinity data source, also set the header explicitly to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "${__user.login}"
      }), " (next section)."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Two conditions make this safe:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Grafana logins must be the user names of the resource manager (the Unix user names for Slurm, the\nOpenStack user names, the Kubernetes user names), because the API server matches the header against\nthem. Use the same directory (LDAP, OAuth) for Grafana and the cluster."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Only Grafana and trusted CEEMS components may reach the API server and the load balancer. Protect both\nwith basic authentication in their ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/configuration/basic-auth",
          children: "web configuration file"
        }), ", and put\nthose credentials only in the Grafana data sources. Otherwise anyone could send any user name."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "provisioning",
      children: "Provision the data sources"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Write a provisioning file, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/grafana/provisioning/datasources/ceems.yml"
      }), ", and restart\nGrafana. Grafana expands ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "$NAME"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "${NAME}"
      }), " from its environment in provisioning files, so the\nInfinity header value ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "${__user.login}"
      }), " is written with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "$$"
      }), " to keep it literal."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">apiVersion</span><span class=\"token punctuation\">:</span> <span class=\"token number\">1</span>\n\n<span class=\"token key atrule\">datasources</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> CEEMS LB slurm<span class=\"token punctuation\">-</span>gpu\n    <span class=\"token key atrule\">uid</span><span class=\"token punctuation\">:</span> ceems<span class=\"token punctuation\">-</span>lb<span class=\"token punctuation\">-</span>slurm<span class=\"token punctuation\">-</span>gpu\n    <span class=\"token key atrule\">type</span><span class=\"token punctuation\">:</span> prometheus\n    <span class=\"token key atrule\">access</span><span class=\"token punctuation\">:</span> proxy\n    <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//ceems<span class=\"token punctuation\">-</span>lb.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9030</span>\n    <span class=\"token key atrule\">basicAuth</span><span class=\"token punctuation\">:</span> <span class=\"token boolean important\">true</span>\n    <span class=\"token key atrule\">basicAuthUser</span><span class=\"token punctuation\">:</span> grafana\n    <span class=\"token key atrule\">jsonData</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">httpHeaderName1</span><span class=\"token punctuation\">:</span> X<span class=\"token punctuation\">-</span>Ceems<span class=\"token punctuation\">-</span>Cluster<span class=\"token punctuation\">-</span>Id\n    <span class=\"token key atrule\">secureJsonData</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">basicAuthPassword</span><span class=\"token punctuation\">:</span> $<span class=\"token punctuation\">{</span>CEEMS_LB_PASSWORD<span class=\"token punctuation\">}</span>\n      <span class=\"token key atrule\">httpHeaderValue1</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span>gpu\n\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> CEEMS LB Pyroscope slurm<span class=\"token punctuation\">-</span>gpu\n    <span class=\"token key atrule\">uid</span><span class=\"token punctuation\">:</span> ceems<span class=\"token punctuation\">-</span>lb<span class=\"token punctuation\">-</span>pyro<span class=\"token punctuation\">-</span>slurm<span class=\"token punctuation\">-</span>gpu\n    <span class=\"token key atrule\">type</span><span class=\"token punctuation\">:</span> grafana<span class=\"token punctuation\">-</span>pyroscope<span class=\"token punctuation\">-</span>datasource\n    <span class=\"token key atrule\">access</span><span class=\"token punctuation\">:</span> proxy\n    <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//ceems<span class=\"token punctuation\">-</span>lb.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9040</span>\n    <span class=\"token key atrule\">basicAuth</span><span class=\"token punctuation\">:</span> <span class=\"token boolean important\">true</span>\n    <span class=\"token key atrule\">basicAuthUser</span><span class=\"token punctuation\">:</span> grafana\n    <span class=\"token key atrule\">jsonData</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">httpHeaderName1</span><span class=\"token punctuation\">:</span> X<span class=\"token punctuation\">-</span>Ceems<span class=\"token punctuation\">-</span>Cluster<span class=\"token punctuation\">-</span>Id\n    <span class=\"token key atrule\">secureJsonData</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">basicAuthPassword</span><span class=\"token punctuation\">:</span> $<span class=\"token punctuation\">{</span>CEEMS_LB_PASSWORD<span class=\"token punctuation\">}</span>\n      <span class=\"token key atrule\">httpHeaderValue1</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span>gpu\n\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> CEEMS API\n    <span class=\"token key atrule\">uid</span><span class=\"token punctuation\">:</span> ceems<span class=\"token punctuation\">-</span>api\n    <span class=\"token key atrule\">type</span><span class=\"token punctuation\">:</span> yesoreyeram<span class=\"token punctuation\">-</span>infinity<span class=\"token punctuation\">-</span>datasource\n    <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//ceems<span class=\"token punctuation\">-</span>api.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9020</span>\n    <span class=\"token key atrule\">basicAuth</span><span class=\"token punctuation\">:</span> <span class=\"token boolean important\">true</span>\n    <span class=\"token key atrule\">basicAuthUser</span><span class=\"token punctuation\">:</span> grafana\n    <span class=\"token key atrule\">jsonData</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">auth_method</span><span class=\"token punctuation\">:</span> basicAuth\n      <span class=\"token key atrule\">allowedHosts</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> https<span class=\"token punctuation\">:</span>//ceems<span class=\"token punctuation\">-</span>api.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9020</span>\n      <span class=\"token key atrule\">httpHeaderName1</span><span class=\"token punctuation\">:</span> X<span class=\"token punctuation\">-</span>Grafana<span class=\"token punctuation\">-</span>User\n    <span class=\"token key atrule\">secureJsonData</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">basicAuthPassword</span><span class=\"token punctuation\">:</span> $<span class=\"token punctuation\">{</span>CEEMS_API_PASSWORD<span class=\"token punctuation\">}</span>\n      <span class=\"token key atrule\">httpHeaderValue1</span><span class=\"token punctuation\">:</span> $$<span class=\"token punctuation\">{</span>__user.login<span class=\"token punctuation\">}</span>\n\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> Prometheus admin\n    <span class=\"token key atrule\">uid</span><span class=\"token punctuation\">:</span> prometheus<span class=\"token punctuation\">-</span>admin\n    <span class=\"token key atrule\">type</span><span class=\"token punctuation\">:</span> prometheus\n    <span class=\"token key atrule\">access</span><span class=\"token punctuation\">:</span> proxy\n    <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//prometheus.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n    <span class=\"token key atrule\">basicAuth</span><span class=\"token punctuation\">:</span> <span class=\"token boolean important\">true</span>\n    <span class=\"token key atrule\">basicAuthUser</span><span class=\"token punctuation\">:</span> grafana\n    <span class=\"token key atrule\">secureJsonData</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">basicAuthPassword</span><span class=\"token punctuation\">:</span> $<span class=\"token punctuation\">{</span>PROMETHEUS_PASSWORD<span class=\"token punctuation\">}</span>",
        children: "apiVersion: 1\n\ndatasources:\n  - name: CEEMS LB slurm-gpu\n    uid: ceems-lb-slurm-gpu\n    type: prometheus\n    access: proxy\n    url: https://ceems-lb.example.org:9030\n    basicAuth: true\n    basicAuthUser: grafana\n    jsonData:\n      httpHeaderName1: X-Ceems-Cluster-Id\n    secureJsonData:\n      basicAuthPassword: ${CEEMS_LB_PASSWORD}\n      httpHeaderValue1: slurm-gpu\n\n  - name: CEEMS LB Pyroscope slurm-gpu\n    uid: ceems-lb-pyro-slurm-gpu\n    type: grafana-pyroscope-datasource\n    access: proxy\n    url: https://ceems-lb.example.org:9040\n    basicAuth: true\n    basicAuthUser: grafana\n    jsonData:\n      httpHeaderName1: X-Ceems-Cluster-Id\n    secureJsonData:\n      basicAuthPassword: ${CEEMS_LB_PASSWORD}\n      httpHeaderValue1: slurm-gpu\n\n  - name: CEEMS API\n    uid: ceems-api\n    type: yesoreyeram-infinity-datasource\n    url: https://ceems-api.example.org:9020\n    basicAuth: true\n    basicAuthUser: grafana\n    jsonData:\n      auth_method: basicAuth\n      allowedHosts:\n        - https://ceems-api.example.org:9020\n      httpHeaderName1: X-Grafana-User\n    secureJsonData:\n      basicAuthPassword: ${CEEMS_API_PASSWORD}\n      httpHeaderValue1: $${__user.login}\n\n  - name: Prometheus admin\n    uid: prometheus-admin\n    type: prometheus\n    access: proxy\n    url: https://prometheus.example.org:9090\n    basicAuth: true\n    basicAuthUser: grafana\n    secureJsonData:\n      basicAuthPassword: ${PROMETHEUS_PASSWORD}\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "grafana"
      }), " user and its passwords are the ones in the web configuration files of the load balancer\nand the API server, and in Prometheus' own authentication. The dashboards query the API server with\npaths relative to the Infinity data source's URL (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/api/v1/units"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/api/v1/usage/current"
      }), "), so that URL\nmust be the API server's root, without a path. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "allowedHosts"
      }), " restricts the Infinity data source to\nthat server."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "dashboards",
      children: "Import the dashboards"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["CEEMS ships dashboards as JSON files in\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/ceems/tree/v0.10.2/thirdparty/grafana/dashboards",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "thirdparty/grafana/dashboards"
        })
      }), "\nof its repository. Import them with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Dashboards › New › Import"
      }), "; Grafana asks for the inputs below."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "File"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Dashboard"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Inputs"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "admin/cluster-status.json"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Cluster Status: usage, power and emissions of whole clusters"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DS_PROMETHEUS"
            }), ": the plain Prometheus data source."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm/slurm-job-summary.json"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "User SLURM Job Summary"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "VAR_ORG_ID"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DS_CEEMS-API"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "VAR_CLUSTER_ID"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "VAR_ENDPOINT"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm/slurm-single-job-metrics.json"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Single Job Metrics (UID ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm-single-job-metrics"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DS_PROMETHEUS"
            }), ": the CEEMS LB Prometheus data source of the cluster. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DS_GRAFANA-PYROSCOPE-DATASOURCE"
            }), ": the CEEMS LB Pyroscope data source."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "openstack/os-vm-summary.json"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "User Openstack VM Summary"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "VAR_ORG_ID"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DS_CEEMS-API"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "VAR_CLUSTER_ID"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "VAR_ENDPOINT"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "openstack/os-single-vm-metrics.json"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Single VM Metrics (UID ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "os-vm-metrics"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DS_PROMETHEUS"
            }), ": the CEEMS LB Prometheus data source."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "k8s/k8s-pod-summary.json"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "User k8s Pod Summary"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "VAR_ORG_ID"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DS_CEEMS-API"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "VAR_CLUSTER_ID"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "VAR_ENDPOINT"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "k8s/k8s-single-pod-metrics.json"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Single Pod Metrics (UID ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "k8s-single-pod-metrics"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DS_PROMETHEUS"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DS_GRAFANA-PYROSCOPE-DATASOURCE"
            }), ": the CEEMS LB data sources."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Input"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Value"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "VAR_ORG_ID"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["ID of the Grafana organisation, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "1"
            }), " by default. Used in links to the single unit dashboard."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DS_CEEMS-API"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The CEEMS API (Infinity) data source."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "VAR_CLUSTER_ID"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The cluster ID from the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/configuration/ceems-api-server#clusters",
              children: "API server configuration"
            }), ", here ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm-gpu"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "VAR_ENDPOINT"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["A single space for a user dashboard: each user sees their own units. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/admin"
            }), " for an admin dashboard: the API server's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/admin"
            }), " endpoints, which let admins pick any user. In ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "openstack/os-vm-summary.json"
            }), " the VM list ignores this input and always calls ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/api/v1/units/admin"
            }), ", so in a users' copy it stays empty for non-admins: before the import, change that panel's URL in the JSON file to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/api/v1/units${VAR_ENDPOINT}"
            }), ", as in the Slurm and Kubernetes summaries; after the import, change it to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/api/v1/units"
            }), " in the users' copy (the input no longer exists then)."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Import each summary dashboard twice if you want both: once with a space as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "VAR_ENDPOINT"
      }), " in a folder\nevery user can view, and once with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/admin"
      }), " in a folder only admins can view (the API server refuses\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/admin"
      }), " requests from non-admins anyway). Keep the UIDs of the single unit dashboards: the summary\ntables link to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/d/slurm-single-job-metrics"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/d/os-vm-metrics"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/d/k8s-single-pod-metrics"
      }), ". For\na second cluster, import the summary and single unit dashboards again with its own cluster ID and data\nsources, and give the copies of the single unit dashboards new UIDs and matching links."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "dashboard-variables",
      children: "Dashboard variables"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Dashboard"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Variables the user sets"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Variables filled by links"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Cluster Status"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "job"
            }), " (scrape job), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "provider"
            }), " (emission factor provider), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "country_code"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Summary dashboards"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "user"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "account"
            }), " (Slurm account, OpenStack project, namespace), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "provider"
            }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rte"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "emaps"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "owid"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Single Job Metrics"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "host"
            }), " (compute node), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpu"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "jobid"
            }), " and the job name, submit time, node list, state, elapsed time, account, partition, QoS, usage, energy and emissions totals"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Single VM Metrics, Single Pod Metrics"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpu"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            }), " and the name, times, state, elapsed time, project or namespace, usage, energy and emissions totals"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "jobid"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), " are hidden text variables that the links of the summary tables fill in; to open a\nsingle unit dashboard by hand, add ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "?var-jobid=<jobid>"
      }), " (or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "?var-uuid=<uuid>"
      }), ") to its URL and pick a\ntime range that covers the unit. The other hidden fields (name, state, totals) are then not filled in."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Every query of the single unit dashboards filters on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), " (and the Pyroscope panels on\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "service_name"
      }), "), which is what the load balancer requires from non-admin users. The dashboards do not\nstop a user from writing other queries in Explore or through Grafana's API, and in 0.10.2 the\nload balancer checks only the first ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), " matcher of a query (see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#lb-first-matcher-only",
        children: "known issues"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "check",
      children: "Check it"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Sign in as a user who ran a job yesterday and open the User SLURM Job Summary dashboard: the job list\nshows that user's jobs only."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Click a job: the Single Job Metrics dashboard opens with its CPU, memory, power and GPU panels."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["In ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Explore"
        }), ", with the CEEMS LB data source, run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "uuid:ceems_cpu_usage:ratio_irate"
        }), " without a\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "uuid"
        }), " matcher: a non-admin user gets ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "user do not have permissions to view unit metrics"
        }), ". This\nshows the check is on; it does not prove isolation (see the note above)."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Error in a panel"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Cause"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "no user header found. Make sure to set send_user_header = true in [dataproxy] section of Grafana configuration file."
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "send_user_header"
            }), " is off, or the user is anonymous."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "invalid cluster ID. Set cluster ID using X-Ceems-Cluster-Id header in Prometheus datasource."
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The data source lacks the header, or its value is not a backend ID of the load balancer."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "user do not have permissions to view unit metrics"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The unit is not in one of the user's projects, the query has no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            }), " matcher, or the API server has not recorded the unit yet (it updates every ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "update_interval"
            }), ")."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Empty summary tables"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Wrong ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "VAR_CLUSTER_ID"
            }), ", or the Grafana login differs from the user name in the resource manager."]
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
21236(module) {
module.exports = JSON.parse('{"id":"configuration/grafana","title":"Grafana configuration","description":"Connect Grafana to CEEMS through the load balancer and the API server, send the signed-in user\'s name with every query, and import the CEEMS dashboards with the right variables.","source":"@site/docs/configuration/grafana.md","sourceDirName":"configuration","slug":"/configuration/grafana","permalink":"/ceems/docs/configuration/grafana","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/configuration/grafana.md","tags":[],"version":"current","lastUpdatedAt":1795471802000,"sidebarPosition":7,"frontMatter":{"title":"Grafana configuration","description":"Connect Grafana to CEEMS through the load balancer and the API server, send the signed-in user\'s name with every query, and import the CEEMS dashboards with the right variables.","sidebar_position":7},"sidebar":"ceemsSidebar","previous":{"title":"Prometheus configuration","permalink":"/ceems/docs/configuration/prometheus"},"next":{"title":"Basic authentication","permalink":"/ceems/docs/configuration/basic-auth"}}')

},

};
;