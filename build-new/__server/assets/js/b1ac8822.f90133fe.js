"use strict";
exports.ids = ["4593"];
exports.modules = {
5448(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_configuration_security_md_b1a_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_configuration_security_md_b1a_json__rspack_import_0 = __webpack_require__(83330);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Security',
	description: 'Secure a CEEMS deployment with TLS, least privilege, systemd hardening and well-kept secrets, and understand who can see whose data.',
	sidebar_position: 9
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "What to protect",
  "id": "overview",
  "level": 2
}, {
  "value": "TLS",
  "id": "tls",
  "level": 2
}, {
  "value": "Running without root",
  "id": "privileges",
  "level": 2
}, {
  "value": "Capabilities of the exporter",
  "id": "exporter-capabilities",
  "level": 3
}, {
  "value": "Capabilities of the API server",
  "id": "api-server-capabilities",
  "level": 3
}, {
  "value": "systemd hardening",
  "id": "systemd",
  "level": 2
}, {
  "value": "Secrets",
  "id": "secrets",
  "level": 2
}, {
  "value": "Who can see whose data",
  "id": "data-access",
  "level": 2
}, {
  "value": "How the user is identified",
  "id": "user-identity",
  "level": 3
}, {
  "value": "Admin users",
  "id": "admin-users",
  "level": 3
}, {
  "value": "What the API server returns",
  "id": "api-server-access",
  "level": 3
}, {
  "value": "What the load balancer enforces",
  "id": "lb-access",
  "level": 3
}, {
  "value": "The Redfish proxy",
  "id": "redfish-proxy",
  "level": 3
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    admonition: "admonition",
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
      children: ["This page is for operators who deploy CEEMS on a shared cluster. It explains how to encrypt traffic\nbetween the components, how each component runs without root and with only the Linux capabilities its\nenabled features need, how to harden the systemd units, where secrets live, and how the API server and\nthe load balancer decide which user may see which data. Passwords on every server are covered in\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/basic-auth",
        children: "Basic auth"
      }), "; every key named here is in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/config-reference",
        children: "reference"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "overview",
      children: "What to protect"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "A CEEMS deployment has three kinds of sensitive things:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Per-user data."
        }), " The API server's database holds every compute unit (job, VM or pod) with its\nowner, project, resources and energy use. Prometheus and Pyroscope hold every unit's time series and\nprofiles. Users may see their own data and their projects' data, not everyone's."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Credentials."
        }), " Configuration files hold passwords and tokens for Prometheus, Grafana, OpenStack and\nthe BMCs."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Privileges on compute nodes."
        }), " The exporter reads other users' processes and hardware counters,\nwhich needs some root privileges."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The rules below follow from that: identify users only through trusted clients, expose Prometheus and\nPyroscope to users only through the load balancer, encrypt and authenticate every connection, and keep\neach process to the smallest set of privileges."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tls",
      children: "TLS"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Every CEEMS server (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_exporter"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_lb"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "redfish_proxy"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_k8s_admission_controller"
      }), ") serves HTTPS when its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/config-reference#web-config",
        children: "web configuration file"
      }), "\nnames a certificate and a key:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">tls_server_config</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">cert_file</span><span class=\"token punctuation\">:</span> /etc/ceems_lb/tls/ceems<span class=\"token punctuation\">-</span>lb.crt\n  <span class=\"token key atrule\">key_file</span><span class=\"token punctuation\">:</span> /etc/ceems_lb/tls/ceems<span class=\"token punctuation\">-</span>lb.key\n  <span class=\"token key atrule\">min_version</span><span class=\"token punctuation\">:</span> TLS12",
        children: "tls_server_config:\n  cert_file: /etc/ceems_lb/tls/ceems-lb.crt\n  key_file: /etc/ceems_lb/tls/ceems-lb.key\n  min_version: TLS12\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Relative paths are resolved against the directory of the web configuration file. The server reads the\ncertificate and key again for each new connection, so a renewed certificate is used without a restart.\nTurning TLS on or off needs a restart. Make the key file readable only by the service user\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "chmod 0600"
      }), ", owned by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), " with the packaged units). A component started as root that switches to\nanother user grants that user access to the web configuration file only, not to the certificate and\nkey: make those readable by the run-as user yourself."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["For a test or a small site without a certificate authority, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " makes a self-signed\ncertificate (ECDSA P-256, valid one year by default, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--tls.validity"
      }), " to change it) and a web\nconfiguration file that uses it:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "ceems_tool config create-web-config <span class=\"token parameter variable\">--tls</span> <span class=\"token parameter variable\">--tls.host</span> ceems-api.example.com <span class=\"token parameter variable\">--tls.host</span> <span class=\"token number\">10.20</span>.0.5 --output-dir /etc/ceems_api_server/tls",
        children: "ceems_tool config create-web-config --tls --tls.host ceems-api.example.com --tls.host 10.20.0.5 --output-dir /etc/ceems_api_server/tls\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["It writes ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cert.pem"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "key.pem"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "web-config.yml"
      }), " (with a basic auth user, unless you add\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--no-basic-auth"
      }), ") into the output directory. Pass every host name and IP address clients use with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--tls.host"
      }), ". Copy the generated ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tls_server_config"
      }), " into the server's web configuration file, with the\nabsolute paths of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cert.pem"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "key.pem"
      }), ", and give ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "key.pem"
      }), " to the service user\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "chown ceems: key.pem"
      }), "): ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_tool"
      }), " creates it with mode ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "0600"
      }), " for the user who runs it. The\ncertificate is its own CA: give ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cert.pem"
      }), " to clients as their ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ca_file"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["On the client side, every ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/config-reference#http-client",
        children: "client block"
      }), " takes a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tls_config"
      }), ". Point\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ca_file"
      }), " at the CA that signed the server's certificate:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">updaters</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> tsdb<span class=\"token punctuation\">-</span>main\n    <span class=\"token key atrule\">updater</span><span class=\"token punctuation\">:</span> tsdb\n    <span class=\"token key atrule\">web</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//prometheus.example.com<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n      <span class=\"token key atrule\">tls_config</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">ca_file</span><span class=\"token punctuation\">:</span> /etc/ceems_api_server/tls/ca.pem",
        children: "updaters:\n  - id: tsdb-main\n    updater: tsdb\n    web:\n      url: https://prometheus.example.com:9090\n      tls_config:\n        ca_file: /etc/ceems_api_server/tls/ca.pem\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "To require client certificates as well (mutual TLS), set on the server:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">tls_server_config</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">cert_file</span><span class=\"token punctuation\">:</span> /etc/ceems_api_server/tls/ceems<span class=\"token punctuation\">-</span>api.crt\n  <span class=\"token key atrule\">key_file</span><span class=\"token punctuation\">:</span> /etc/ceems_api_server/tls/ceems<span class=\"token punctuation\">-</span>api.key\n  <span class=\"token key atrule\">client_auth_type</span><span class=\"token punctuation\">:</span> RequireAndVerifyClientCert\n  <span class=\"token key atrule\">client_ca_file</span><span class=\"token punctuation\">:</span> /etc/ceems_api_server/tls/clients<span class=\"token punctuation\">-</span>ca.pem",
        children: "tls_server_config:\n  cert_file: /etc/ceems_api_server/tls/ceems-api.crt\n  key_file: /etc/ceems_api_server/tls/ceems-api.key\n  client_auth_type: RequireAndVerifyClientCert\n  client_ca_file: /etc/ceems_api_server/tls/clients-ca.pem\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["and give each client its certificate in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tls_config.cert_file"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tls_config.key_file"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "note",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["In this version the load balancer ignores ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tls_config"
        }), " under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_api_server.web"
        }), ". When it calls the\nAPI server over HTTPS, the API server's certificate must be trusted by the system trust store of the\nload balancer's host. A load balancer on the API server's host can read the database instead\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_api_server.data.path"
        }), ") and makes no such call."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "privileges",
      children: "Running without root"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["No CEEMS component needs to run as root. The OS packages create a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), " system user and run every\nservice as that user. The exporter and the API server still need a few Linux capabilities, and they\nmanage them carefully:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["At start-up, the exporter works out the capabilities its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "enabled"
        }), " features need and keeps only\nthose in its permitted set. The API server keeps ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CAP_SETUID"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CAP_SETGID"
        }), " whatever its cluster\ntypes (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#api-server-capabilities",
          children: "below"
        }), "). Both drop every other capability and make none of\nthem inheritable by child processes."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["A capability is made effective only on the thread that performs the privileged operation (reading a\nfile in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/proc"
        }), ", running ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "sacct"
        }), ", opening a perf event), for the duration of that operation. The rest\nof the process, including the HTTP server, runs without it."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["When the exporter, the API server or the load balancer is started as root, it switches to the user\ngiven by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--security.run-as-user"
        }), " (default ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "nobody"
        }), " when started as root, the current user otherwise)\nand keeps only the capabilities above. It adds POSIX ACL entries so that this user can read its\nconfiguration files and write its data directory, and removes them when it stops; for that it also\nkeeps ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CAP_FOWNER"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The exception is the eBPF profiler (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--profiling.ebpf"
      }), "): when it is on, the exporter's capabilities stay\neffective all the time, because the profiling library runs on many threads."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "exporter-capabilities",
      children: "Capabilities of the exporter"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The packaged unit ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_exporter.service"
      }), " grants, as ambient capabilities and bounding set,\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_SYS_PTRACE CAP_DAC_READ_SEARCH CAP_SETUID CAP_SETGID CAP_DAC_OVERRIDE CAP_BPF CAP_PERFMON CAP_SYS_RESOURCE CAP_FOWNER"
      }), ": the union of what all features can need. The exporter keeps only these:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Feature"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Capabilities"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Used to"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.slurm"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SYS_PTRACE"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_READ_SEARCH"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Read the environment of job processes in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/proc"
            }), " to find each job's GPUs."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.libvirt"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_READ_SEARCH"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Read the domain XML files in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/libvirt/qemu"
            }), " to find each VM's GPUs."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.rapl"
            }), " (on by default), kernel 5.10 or later"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_READ_SEARCH"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Read the RAPL energy counters, readable by root only on these kernels."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.ipmi_dcmi"
            }), " with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ipmi-dcmi"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ipmitool"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ipmiutil"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "capmc"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETUID"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETGID"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Run the IPMI command as root. Not needed when the command works through ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sudo"
            }), " for the service user."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.ipmi_dcmi"
            }), " in native mode (no command found, or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.ipmi_dcmi.force-native-mode"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_OVERRIDE"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Open the OpenIPMI device ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/dev/ipmi<N>"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.perf.hardware-events"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.perf.software-events"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.perf.hardware-cache-events"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_PERFMON"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Open perf events on other users' processes. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "kernel.perf_event_paranoid"
            }), " must be 2 or lower."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.perf.env-var"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SYS_PTRACE"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_READ_SEARCH"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Read process environments to choose which processes to profile."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.ebpf.io-metrics"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.ebpf.network-metrics"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_BPF"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_PERFMON"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Load the BPF programs and read their maps. Needs kernel 5.8 or later: on an older kernel the exporter exits at start-up while either flag is set."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.redfish"
            }), " with an empty ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostname"
            }), " in its file"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_OVERRIDE"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Open ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/dev/ipmi0"
            }), " once at start-up, before the exporter drops its capabilities, to ask the BMC for its address. Keep it in the unit's lists."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.rdma.stats"
            }), " on Mellanox devices with per-process counters"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETUID"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETGID"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Run the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "rdma"
            }), " command as root to turn per-process queue pair counters on and off."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--discoverer.alloy-targets.env-var"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SYS_PTRACE"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_READ_SEARCH"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Read process environments to choose the targets to profile."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--profiling.ebpf"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SYS_PTRACE"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_DAC_READ_SEARCH"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_BPF"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_PERFMON"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SYS_RESOURCE"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Profile processes with eBPF. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "kernel.perf_event_paranoid"
            }), " must be 2 or lower."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Started as root, when ACL entries were added"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_FOWNER"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Remove the ACL entries at shutdown."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["With the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "k8s"
      }), " collector on a node with GPUs, the exporter also needs read and write access to the\nkubelet pod-resources socket (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.k8s.kubelet-podresources-socket.file"
      }), "). When started as root\nit grants this to the run-as user with ACL entries."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["To grant fewer capabilities, override the unit's lists with a drop-in (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "systemctl edit ceems_exporter"
      }), ").\nAn empty assignment clears the list first. For a Slurm node that runs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.slurm"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.rapl"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.ipmi_dcmi"
      }), " with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ipmitool"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-ini",
        highlighted: "[Service]\nAmbientCapabilities=\nAmbientCapabilities=CAP_SYS_PTRACE CAP_DAC_READ_SEARCH CAP_SETUID CAP_SETGID\nCapabilityBoundingSet=\nCapabilityBoundingSet=CAP_SYS_PTRACE CAP_DAC_READ_SEARCH CAP_SETUID CAP_SETGID",
        children: "[Service]\nAmbientCapabilities=\nAmbientCapabilities=CAP_SYS_PTRACE CAP_DAC_READ_SEARCH CAP_SETUID CAP_SETGID\nCapabilityBoundingSet=\nCapabilityBoundingSet=CAP_SYS_PTRACE CAP_DAC_READ_SEARCH CAP_SETUID CAP_SETGID\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "systemctl restart ceems_exporter"
      }), ", then check that no collector logs a permission error\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "journalctl -u ceems_exporter"
      }), ") and that its metrics are present."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "api-server-capabilities",
      children: "Capabilities of the API server"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The API server needs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_SETUID"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CAP_SETGID"
      }), " only to run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sacct"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sacctmgr"
      }), " as root, so that\nthey return the jobs of all users; the packaged unit grants exactly these. Without them the server tries\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sudo"
      }), ", then runs the commands as its own user, which may see only its own jobs. The server keeps the two\ncapabilities whatever its cluster types; it drops them only when a Slurm cluster sets ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "web.url"
      }), ". For\nOpenStack and Kubernetes clusters they are not used, so you can remove them with a drop-in as above."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The load balancer and the Redfish proxy need no capabilities, and their units grant none."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "systemd",
      children: "systemd hardening"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The packaged units already restrict what the services can do:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Setting"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_exporter"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_proxy"
            })
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "User=ceems"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Group=ceems"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ProtectSystem=strict"
            }), " (whole file system read-only)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ReadWritePaths"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/var/lib/ceems"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ProtectHome=read-only"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ProtectControlGroups"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ProtectKernelModules"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ProtectKernelTunables"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "AmbientCapabilities"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CapabilityBoundingSet"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#exporter-capabilities",
              children: "exporter"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETUID CAP_SETGID"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Because of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ProtectSystem=strict"
      }), ", the API server can write only below ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/var/lib/ceems"
      }), ": keep\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server.data.path"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server.data.backup_path"
      }), " there, or add the directories with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ReadWritePaths="
      }), " in a drop-in."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["You can restrict the services further with a drop-in. These settings are generic systemd options; add\nthem one at a time and check that the service still works, since some collectors need devices or\nprivileges they would remove. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "systemd-analyze security <unit>"
      }), " shows what a unit is still exposed to.\nFor the load balancer and the Redfish proxy, which only serve and make HTTP requests:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-ini",
        highlighted: "[Service]\nNoNewPrivileges=yes\nPrivateTmp=yes\nPrivateDevices=yes\nProtectClock=yes\nProtectHostname=yes\nProtectKernelLogs=yes\nRestrictNamespaces=yes\nRestrictSUIDSGID=yes\nLockPersonality=yes\nRestrictRealtime=yes",
        children: "[Service]\nNoNewPrivileges=yes\nPrivateTmp=yes\nPrivateDevices=yes\nProtectClock=yes\nProtectHostname=yes\nProtectKernelLogs=yes\nRestrictNamespaces=yes\nRestrictSUIDSGID=yes\nLockPersonality=yes\nRestrictRealtime=yes\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Do not add ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "PrivateDevices=yes"
      }), " to the exporter when it uses IPMI (it needs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/dev/ipmi<N>"
      }), "), and do not\nadd ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "NoNewPrivileges=yes"
      }), " to the exporter or the API server when they rely on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sudo"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "secrets",
      children: "Secrets"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "These files can hold credentials:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "File"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Possible secrets"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Packaged owner and mode"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/ceems_api_server/config.yml"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Prometheus password, Grafana token, OpenStack password"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems:root"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0660"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/ceems_lb/config.yml"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Prometheus and Pyroscope passwords, API server password in the URL"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems:root"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0660"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/redfish_proxy/config.yml"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "BMC credentials"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "root:ceems"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0660"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/ceems_exporter/redfish-config.yml"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "BMC password, proxy password"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "root:ceems"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0660"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/ceems_exporter/ebpf-profiling-config.yml"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Pyroscope password"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "root:ceems"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0660"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/ceems/config.yml"
            }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "API server and Prometheus passwords"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems:ceems"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0660"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/<component>/web-config.yml"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bcrypt hashes (not passwords), TLS key when inline"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0660"
            }), ", as above"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Keep those modes: readable by the service, not by users. Then pick one of three ways to keep the\nsecrets themselves:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "In the file"
        }), ", protected by its mode. Simple; anyone who can read the file, or a backup of it, has\nthe secret."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "In a separate file"
        }), ", with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "*_file"
        }), " keys of the client blocks (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "basic_auth.password_file"
        }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "authorization.credentials_file"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "oauth2.client_secret_file"
        }), "). The configuration file can then be\nshared or kept in version control. Use absolute paths; see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/configuration/config-reference#relative-paths",
          children: "relative paths"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "In environment variables"
        }), ", with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--config.file.expand-env-vars"
        }), " (API server, load balancer,\nRedfish proxy), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.redfish.config.file.expand-env-vars"
        }), " or\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--profiling.ebpf.config.file.expand-env-vars"
        }), ", and references such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "${GRAFANA_TOKEN}"
        }), " in the\nfile. Load the variables from a root-only ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "EnvironmentFile="
        }), "; see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/configuration/config-reference#environment-variables",
          children: "environment variables"
        }), ". The Redfish collector also\nreads the BMC credentials from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "REDFISH_WEB_USERNAME"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "REDFISH_WEB_PASSWORD"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The OpenStack ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "auth"
      }), " object cannot point to a file; use an environment variable or keep it in the\nprotected file. Prefer a Keystone application credential, which you can revoke on its own, over a\nperson's password."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " needs credentials but runs as the user who calls it. The package solves this with group\npermissions: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems/config.yml"
      }), " belongs to the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), " group with mode ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "0660"
      }), ", and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/usr/local/bin/cacct"
      }), " is setgid ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), ". Users can run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " but cannot read the file. Do not make the\nfile world-readable, and do not give users these credentials: with them, a user could call the API\nserver in the name of anyone (see next section). A per-user file in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "~/.config/ceems"
      }), " is read only when\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems"
      }), " has none."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "data-access",
      children: "Who can see whose data"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "user-identity",
      children: "How the user is identified"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The API server and the load balancer do not authenticate end users themselves. They read the user name\nfrom the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-Grafana-User"
      }), " request header and trust it. The header is set by the trusted clients:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Grafana sets it to the logged-in user's login when ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "send_user_header = true"
        }), " is in its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "[dataproxy]"
        }), "\nsection;"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cacct"
        }), " sets it to the name of the user who runs it, taken in 0.10.2 from the real-name field\nof the passwd entry (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/configuration/cacct#permissions",
          children: "cacct configuration"
        }), "); the header name is\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_api_server.user_header_name"
        }), " in its file;"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "the load balancer sets it when it calls the API server on a user's behalf."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["So the trust rests on keeping every other client out. Protect the API server and the load balancer with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/basic-auth",
        children: "basic auth"
      }), ", give credentials only to Grafana, the load balancer and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), ", and keep\nthe servers on a network users cannot reach directly. The API server removes the internal headers\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-Ceems-Logged-User"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-Ceems-Admin-User"
      }), " from incoming requests and sets them itself, so clients\ncannot forge them."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "danger",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["Anyone who holds a client's credentials can send any user name, including an admin's or the internal\nservice account ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems-int-svc"
        }), ", and read all data. Treat those credentials as admin credentials."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "admin-users",
      children: "Admin users"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "A user is an admin when the name is in one of:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_api_server.admin.users"
        }), " in the API server's file;"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["the members (Grafana logins) of the Grafana teams listed in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_api_server.admin.grafana.teams_ids"
        }), ",\nfetched again at every database update;"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["the internal service account ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems-int-svc"
        }), ", which the load balancer uses to ask the API server for\ncluster IDs and the admin list. It is added to the admins only when the file has an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "admin"
        }), " section\nwritten as a mapping (with keys such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "users"
        }), ", or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "admin: {}"
        }), "). Without that section, a load balancer that reaches the API\nserver through ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "web.url"
        }), " gets ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "403"
        }), " and does not start; see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/advanced/known-issues#admin-section-required",
          children: "known issues"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Admins can call the API's admin endpoints (their paths end in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/admin"
      }), ") and query any unit through the\nload balancer."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "api-server-access",
      children: "What the API server returns"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A request without the user header gets ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "401"
      }), ", except for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/health"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/swagger/..."
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/debug/..."
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/api/v1/demo/..."
      }), "; those are still behind basic auth when it is on. For a regular user:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Data"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What the user gets"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Compute units (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/api/v1/units"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The user's own units. When the request names projects, also the units of those projects that belong to no user (pods created by a service account, stored as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "<project>:svc"
            }), ")."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Ownership check (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/api/v1/units/verify"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Success only when ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "every"
            }), " queried unit belongs to a project the user is a member of."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Usage (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/api/v1/usage/current"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/api/v1/usage/global"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Usage per user and project, for the projects the user is a member of."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Users and projects (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/api/v1/users"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/api/v1/projects"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The user's own record and the projects the user is a member of."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Admin endpoints (paths ending in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/admin"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "403 Forbidden"
            }), "."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Details of each endpoint are in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/docs/category/api",
        children: "API reference"
      }), ". Three flags of the API server\nadd limits: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--web.max-requests"
      }), " (requests per minute per client address), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--query.max-period"
      }), "\n(longest time range of a query) and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--web.cors.origin"
      }), " (origins allowed in browsers). The debug\nendpoints (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--web.debug-server"
      }), ") answer only on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "localhost"
      }), ". See\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/cli/ceems-api-server",
        children: "ceems_api_server flags"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "lb-access",
      children: "What the load balancer enforces"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The load balancer sits in front of Prometheus and Pyroscope, which have no notion of users. For every\nrequest it:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Reads the cluster ID from the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "X-Ceems-Cluster-Id"
        }), " header and rejects the request with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "400"
        }), " when\nthe ID is not one of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_lb.backends[].id"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["If neither the API server's database nor its API is configured, forwards the request without any\nfurther check. The database counts as configured only when ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems.db"
        }), " exists in\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_api_server.data.path"
        }), " when the load balancer starts, so a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "data.path"
        }), " that is not the API\nserver's own data directory (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/var/lib/ceems"
        }), " in the packaged file) silently turns access control off.\nAlways configure one of them. When the API is configured but cannot be reached, requests are refused."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Reads the user from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "X-Grafana-User"
        }), ", and rejects the request with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "401"
        }), " when the header is missing."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["For a regular user, allows only the read paths: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "query"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "query_range"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "series"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "labels"
        }), " and label\nvalues for Prometheus; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "SelectMergeStacktraces"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "LabelNames"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "LabelValues"
        }), " for Pyroscope. Any\nother path gets ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "403"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["For a regular user, reads the units named by the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "first"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "uuid"
        }), " matcher of the query\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "service_name"
        }), " for Pyroscope) whose value holds only letters, digits, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "-"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "|"
        }), ", and checks that\neach of them belongs to a project the user is a member of, in the database or through the API's\nownership check. A query in which it finds no such matcher, or that names a unit of another project\nin that matcher, gets ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "403"
        }), ". Later matchers of the same query are not checked (see the warning\nbelow)."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Forwards the request to a live backend server, replacing the client's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Authorization"
        }), " header with the\nbackend's credentials."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Admins skip steps 4 and 5."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      title: "The load balancer does not fully isolate units",
      type: "danger",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["In 0.10.2 only the first ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "uuid"
        }), " matcher is checked, so a user who may see one unit can read the series of\nany other unit, for example with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "metric{uuid=\"<own-unit>\"} or metric{uuid=\"<other-unit>\"}"
        }), ", or with a\nsecond selector that has no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "uuid"
        }), " matcher at all. No setting closes this gap, and Grafana users can\nsend such queries through any data source they may query, from Explore or from Grafana's HTTP API.\nTreat every Prometheus and Pyroscope series behind the load balancer as readable by every user who has\na load balancer data source. Where that is not acceptable, give non-admin users no load balancer data\nsource and let them see their units through the API server, which checks each unit itself. See\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/advanced/known-issues#lb-first-matcher-only",
          children: "known issues"
        }), "."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "warning",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["Only the load balancer applies these rules. Give users' Grafana data sources the load balancer's URL,\nnever Prometheus' or Pyroscope's, and protect Prometheus and Pyroscope with basic auth so that only the\nload balancer, the API server, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cacct"
        }), " and administrators can reach them."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "redfish-proxy",
      children: "The Redfish proxy"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The Redfish proxy holds a path to every BMC. A client whose address is not in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "targets"
      }), " can name any\nURL in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "X-Redfish-Url"
      }), " header, and the proxy will call it. Limit who can reach the proxy with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/basic-auth",
        children: "basic auth"
      }), " and the network, list every node in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "redfish_proxy.targets"
      }), ", and keep\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "redfish_proxy.allowed_api_resources"
      }), " to the read-only paths the collector needs (the default)."]
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
83330(module) {
module.exports = JSON.parse('{"id":"configuration/security","title":"Security","description":"Secure a CEEMS deployment with TLS, least privilege, systemd hardening and well-kept secrets, and understand who can see whose data.","source":"@site/docs/configuration/security.md","sourceDirName":"configuration","slug":"/configuration/security","permalink":"/ceems/docs/configuration/security","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/configuration/security.md","tags":[],"version":"current","lastUpdatedAt":1795471870000,"sidebarPosition":9,"frontMatter":{"title":"Security","description":"Secure a CEEMS deployment with TLS, least privilege, systemd hardening and well-kept secrets, and understand who can see whose data.","sidebar_position":9},"sidebar":"ceemsSidebar","previous":{"title":"Basic authentication","permalink":"/ceems/docs/configuration/basic-auth"},"next":{"title":"Configuration file reference","permalink":"/ceems/docs/configuration/config-reference"}}')

},

};
;