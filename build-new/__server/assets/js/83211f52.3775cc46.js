exports.ids = ["532"];
exports.modules = {
6158(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_configuration_cacct_md_832_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_configuration_cacct_md_832_json__rspack_import_0 = __webpack_require__(75901);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_3 = __webpack_require__(28453);
/* import */ var _site_src_components_ReferenceFilter__rspack_import_2 = __webpack_require__(31746);


const frontMatter = {
	title: 'cacct configuration',
	description: 'Install the cacct configuration file so that users can list the energy, emissions and usage of their jobs from a login node, without ever seeing the credentials of the API server.',
	sidebar_position: 4
};
const contentTitle = undefined;

const assets = {

};




const toc = [{
  "value": "How cacct finds its file",
  "id": "file-location",
  "level": 2
}, {
  "value": "Write the file",
  "id": "config",
  "level": 2
}, {
  "value": "Protect the file",
  "id": "permissions",
  "level": 2
}, {
  "value": "Check it",
  "id": "check",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    admonition: "admonition",
    code: "code",
    h2: "h2",
    li: "li",
    ol: "ol",
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
      children: ["This page is for operators who install ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " on the login nodes of a cluster, and for users who want\nto know where its settings come from. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " is a command-line tool, in the spirit of Slurm's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sacct"
      }), ",\nthat shows a user's jobs with their CPU and GPU usage, energy in kWh and emissions in gCO2e, read from\nthe CEEMS API server. Users run it without any setup; the operator writes one configuration file that\nholds the API server address and credentials, and protects it so that users cannot read them. How to\nuse the tool is in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/usage/cacct",
        children: "Using cacct"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "file-location",
      children: "How cacct finds its file"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " has no flag for its configuration file. It looks in these directories, in order, for a file\nnamed ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "config.yml"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "config.yaml"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct.yml"
      }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct.yaml"
      }), ", and uses the first one it finds:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/etc/ceems"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems"
        }), " in the user's configuration directory: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "$XDG_CONFIG_HOME/ceems"
        }), ", or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "$HOME/.config/ceems"
        }), "\nwhen ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "XDG_CONFIG_HOME"
        }), " is not set."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A file in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems"
      }), " therefore always wins over a user's own file. The packages install\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems/config.yml"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "config",
      children: "Write the file"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["For the Slurm cluster ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm-gpu"
      }), " of the other configuration pages:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">ceems_api_server</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">cluster_id</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span>gpu\n  <span class=\"token key atrule\">user_header_name</span><span class=\"token punctuation\">:</span> X<span class=\"token punctuation\">-</span>Grafana<span class=\"token punctuation\">-</span>User\n  <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//ceems<span class=\"token punctuation\">-</span>api.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9020</span>\n    <span class=\"token key atrule\">basic_auth</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> cacct\n      <span class=\"token key atrule\">password</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"&lt;api-server-password&gt;\"</span>\n    <span class=\"token key atrule\">tls_config</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">ca_file</span><span class=\"token punctuation\">:</span> /etc/ceems/ceems<span class=\"token punctuation\">-</span>ca.pem\n\n<span class=\"token key atrule\">tsdb</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//prometheus.example.org<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n    <span class=\"token key atrule\">basic_auth</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> cacct\n      <span class=\"token key atrule\">password</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"&lt;prometheus-password&gt;\"</span>\n  <span class=\"token key atrule\">queries</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">cpu_usage</span><span class=\"token punctuation\">:</span> uuid<span class=\"token punctuation\">:</span>ceems_cpu_usage<span class=\"token punctuation\">:</span>ratio_irate<span class=\"token punctuation\">{</span>uuid=\"%s\"<span class=\"token punctuation\">}</span>\n    <span class=\"token key atrule\">cpu_mem_usage</span><span class=\"token punctuation\">:</span> uuid<span class=\"token punctuation\">:</span>ceems_cpu_memory_usage<span class=\"token punctuation\">:</span>ratio<span class=\"token punctuation\">{</span>uuid=\"%s\"<span class=\"token punctuation\">}</span>\n    <span class=\"token key atrule\">host_power_watts</span><span class=\"token punctuation\">:</span> uuid<span class=\"token punctuation\">:</span>ceems_host_power_watts<span class=\"token punctuation\">:</span>pue<span class=\"token punctuation\">{</span>uuid=\"%s\"<span class=\"token punctuation\">}</span>\n    <span class=\"token key atrule\">gpu_usage</span><span class=\"token punctuation\">:</span> uuid<span class=\"token punctuation\">:</span>ceems_gpu_usage<span class=\"token punctuation\">:</span>ratio<span class=\"token punctuation\">{</span>uuid=\"%s\"<span class=\"token punctuation\">}</span>\n    <span class=\"token key atrule\">gpu_power_watts</span><span class=\"token punctuation\">:</span> uuid<span class=\"token punctuation\">:</span>ceems_gpu_power_watts<span class=\"token punctuation\">:</span>pue<span class=\"token punctuation\">{</span>uuid=\"%s\"<span class=\"token punctuation\">}</span>",
        children: "ceems_api_server:\n  cluster_id: slurm-gpu\n  user_header_name: X-Grafana-User\n  web:\n    url: https://ceems-api.example.org:9020\n    basic_auth:\n      username: cacct\n      password: \"<api-server-password>\"\n    tls_config:\n      ca_file: /etc/ceems/ceems-ca.pem\n\ntsdb:\n  web:\n    url: https://prometheus.example.org:9090\n    basic_auth:\n      username: cacct\n      password: \"<prometheus-password>\"\n  queries:\n    cpu_usage: uuid:ceems_cpu_usage:ratio_irate{uuid=\"%s\"}\n    cpu_mem_usage: uuid:ceems_cpu_memory_usage:ratio{uuid=\"%s\"}\n    host_power_watts: uuid:ceems_host_power_watts:pue{uuid=\"%s\"}\n    gpu_usage: uuid:ceems_gpu_usage:ratio{uuid=\"%s\"}\n    gpu_power_watts: uuid:ceems_gpu_power_watts:pue{uuid=\"%s\"}\n"
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
          id: "key-ceems_api_server.web.url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.web.url"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "URL of the CEEMS API server. Required."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_api_server.web",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["HTTP client keys under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.web"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "basic_auth"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "authorization"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tls_config"
            }), " and the other Prometheus HTTP client keys, matching the API server's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/configuration/config-reference#web-config",
              children: "web configuration"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_api_server.cluster_id",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.cluster_id"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Cluster whose jobs are shown: the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "id"
            }), " of the cluster in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/configuration/ceems-api-server#clusters",
              children: "API server configuration"
            }), ". Set it; one file serves one cluster."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-ceems_api_server.user_header_name",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.user_header_name"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "X-Grafana-User"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Header in which ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            }), " sends the user's name. Keep the default: the API server reads that header."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tsdb.web.url",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tsdb.web.url"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Prometheus URL, used only by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct --ts"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tsdb.web",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["HTTP client keys under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tsdb.web"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {}), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Credentials and TLS for Prometheus."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "key-tsdb.queries",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tsdb.queries"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "map"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Name to PromQL query. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "%s"
            }), " in the query is replaced by the job ID; the query must return series that keep the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            }), " label. Empty: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--ts"
            }), " prints ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "time series data not available"
            }), "."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["All keys are also in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/config-reference#cacct",
        children: "configuration reference"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--ts --job=<job-id>"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " runs each query as a range query from the start to the end of the\njob, at a 10 s step, and writes one CSV file per series (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "timestamp,value"
      }), ") and a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "metadata.json"
      }), " that\nmaps file names to labels, in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "out"
      }), " or the directory given by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--ts.out-dir"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "permissions",
      children: "Protect the file"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The API server believes the user name that its clients send in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-Grafana-User"
      }), ". ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " sets that\nheader itself, to the name of the user who runs it (see the warning below), so a user can only see their own jobs, and the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/admin"
      }), " endpoints only if the API server lists them as admins. Anyone who could read the credentials\nin the file could call the API server directly with any user name. Keep the file unreadable by users and\nlet ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " read it through a group:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["the file belongs to the group ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems"
        }), " and is not readable by others;"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cacct"
        }), " binary belongs to the group ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems"
        }), " and has the setgid bit, so it runs with that group\nwhatever user starts it."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.admonition, {
      type: "warning",
      children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["In 0.10.2, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cacct"
        }), " sends the real-name (GECOS) field of the user's account, up to its first\ncomma, and not the login name. The release binaries and the deb and rpm packages are built with the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "osusergo"
        }), " tag, so ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cacct"
        }), " looks the user up in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/etc/passwd"
        }), " only, by user ID, and never asks NSS: LDAP,\nSSSD and other directory services are not consulted. It shows a user's jobs only where the fifth field of\nthat user's line in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/etc/passwd"
        }), " holds the login name:"]
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
          children: ["where the field holds a full name such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "Jane Doe"
          }), ", the API server finds no jobs for that name;"]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
          children: ["where the field is empty, or the user has no line in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/etc/passwd"
          }), " (an account that comes only from\nLDAP or SSSD), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "cacct"
          }), " sends an empty name and the API server refuses the request. If ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "$USER"
          }), " or\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "$HOME"
          }), " is also unset, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "cacct"
          }), " stops before sending anything."]
        }), "\n"]
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["On a login node whose users come from LDAP or SSSD, the release binary works only if you add a local\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/etc/passwd"
        }), " line for each user, with the login name in the fifth field. Building ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cacct"
        }), " yourself with\ncgo and without the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "osusergo"
        }), " tag makes it use NSS, but it still sends the real-name field, so that\nfield must then hold the login name in the directory. See\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/advanced/known-issues#cacct-gecos-name",
          children: "known issues"
        }), "."]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The deb and rpm packages set exactly this up: user and group ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/usr/local/bin/cacct"
      }), " with mode\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "0755"
      }), " plus setgid, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems/config.yml"
      }), " with mode ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "0660"
      }), ". To do it by hand:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">sudo</span> <span class=\"token function\">groupadd</span> <span class=\"token parameter variable\">--system</span> ceems\n<span class=\"token function\">sudo</span> <span class=\"token function\">install</span> <span class=\"token parameter variable\">-o</span> root <span class=\"token parameter variable\">-g</span> ceems <span class=\"token parameter variable\">-m</span> <span class=\"token number\">2755</span> cacct /usr/local/bin/cacct\n<span class=\"token function\">sudo</span> <span class=\"token function\">install</span> <span class=\"token parameter variable\">-d</span> <span class=\"token parameter variable\">-o</span> root <span class=\"token parameter variable\">-g</span> ceems <span class=\"token parameter variable\">-m</span> 0750 /etc/ceems\n<span class=\"token function\">sudo</span> <span class=\"token function\">install</span> <span class=\"token parameter variable\">-o</span> root <span class=\"token parameter variable\">-g</span> ceems <span class=\"token parameter variable\">-m</span> 0640 config.yml /etc/ceems/config.yml",
        children: "sudo groupadd --system ceems\nsudo install -o root -g ceems -m 2755 cacct /usr/local/bin/cacct\nsudo install -d -o root -g ceems -m 0750 /etc/ceems\nsudo install -o root -g ceems -m 0640 config.yml /etc/ceems/config.yml\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "warning",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["Give the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cacct"
        }), " account its own credentials, accepted only by the API server and the Prometheus of\nthis cluster, not the ones Grafana or the load balancer use. Prometheus does not check who is asking:\nwhoever holds the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tsdb"
        }), " credentials can read every series."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "check",
      children: "Check it"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "As a normal user on the login node:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">ls</span> <span class=\"token parameter variable\">-l</span> /usr/local/bin/cacct /etc/ceems/config.yml\n<span class=\"token function\">cat</span> /etc/ceems/config.yml\ncacct <span class=\"token parameter variable\">--starttime</span><span class=\"token operator\">=</span><span class=\"token number\">2025</span>-06-01",
        children: "ls -l /usr/local/bin/cacct /etc/ceems/config.yml\ncat /etc/ceems/config.yml\ncacct --starttime=2025-06-01\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The first command shows ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "-rwxr-sr-x"
      }), " on the binary (the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "s"
      }), " is the setgid bit); the second must fail\nwith ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Permission denied"
      }), "; the third prints a table of the user's jobs from 1 June 2025 until now."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Symptom"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Cause"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            }), " exits with status 1 and prints nothing"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["It found no file in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/ceems"
            }), " or the user's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems"
            }), " configuration directory, could not read it (the binary lacks the setgid bit or the group ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems"
            }), "), or could not reach the API server."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "forbidden. It is likely that the user is attempting to view statistics of others"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The API server answered 401 or 403: the credentials in the file are wrong, or the user passed ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--user"
            }), " with someone else's name without being an admin."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "server did not return any data due to unknown error"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The API server returned an error; see its log."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "An empty table"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["No job of this user in the period for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cluster_id"
            }), ", or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cluster_id"
            }), " names another cluster."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["An empty table or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "forbidden..."
            }), " for a user who has jobs"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The fifth field of that user's line in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/passwd"
            }), " is not the login name, or the user has no line there (see the warning in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#permissions",
              children: "Protect the file"
            }), "). Check it with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "grep \"^<user>:\" /etc/passwd"
            }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "getent passwd"
            }), " also shows LDAP and SSSD accounts, which ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            }), " does not read."]
          })]
        })]
      })]
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
75901(module) {
"use strict";
module.exports = JSON.parse('{"id":"configuration/cacct","title":"cacct configuration","description":"Install the cacct configuration file so that users can list the energy, emissions and usage of their jobs from a login node, without ever seeing the credentials of the API server.","source":"@site/docs/configuration/cacct.md","sourceDirName":"configuration","slug":"/configuration/cacct","permalink":"/ceems/docs/configuration/cacct","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/configuration/cacct.md","tags":[],"version":"current","lastUpdatedAt":1795471574000,"sidebarPosition":4,"frontMatter":{"title":"cacct configuration","description":"Install the cacct configuration file so that users can list the energy, emissions and usage of their jobs from a login node, without ever seeing the credentials of the API server.","sidebar_position":4},"sidebar":"ceemsSidebar","previous":{"title":"CEEMS load balancer configuration","permalink":"/ceems/docs/configuration/ceems-lb"},"next":{"title":"Resource managers","permalink":"/ceems/docs/configuration/resource-managers"}}')

},

};
;