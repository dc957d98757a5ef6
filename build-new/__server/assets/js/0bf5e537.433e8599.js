"use strict";
exports.ids = ["6227"];
exports.modules = {
39512(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_blog_default_site_blog_2025_06_27_breaking_changes_in_0_9_0_md_0bf_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_blog_default_site_blog_2025_06_27_breaking_changes_in_0_9_0_md_0bf_json__rspack_import_0 = __webpack_require__(27975);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	slug: 'v0-9-0-breaking-changes',
	title: 'CEEMS v0.9.0: what to change before you upgrade',
	authors: [
		'ceems-team'
	],
	tags: [
		'release',
		'breaking-changes',
		'upgrade'
	],
	description: 'CEEMS v0.9.0 renames configuration sections and flags of the exporter and the Redfish proxy, removes a load balancer strategy, and adds an eBPF profiler and a Kubernetes admission controller.',
	date: new Date('2025-06-27T00:00:00.000Z')
};
const contentTitle = undefined;

const assets = {
"authorsImageUrls": [undefined],
};

/*truncate*/


const toc = [{
  "value": "Before you upgrade",
  "id": "before-you-upgrade",
  "level": 2
}, {
  "value": "Load balancer: the resource-based strategy is gone",
  "id": "load-balancer-the-resource-based-strategy-is-gone",
  "level": 3
}, {
  "value": "Exporter: Redfish collector section and flags",
  "id": "exporter-redfish-collector-section-and-flags",
  "level": 3
}, {
  "value": "Redfish proxy: a flatter configuration",
  "id": "redfish-proxy-a-flatter-configuration",
  "level": 3
}, {
  "value": "Exporter unit: the exporter&#39;s own metrics are back",
  "id": "exporter-unit-the-exporters-own-metrics-are-back",
  "level": 3
}, {
  "value": "New in this release",
  "id": "new-in-this-release",
  "level": 2
}, {
  "value": "An eBPF profiler inside the exporter",
  "id": "an-ebpf-profiler-inside-the-exporter",
  "level": 3
}, {
  "value": "A Kubernetes admission controller",
  "id": "a-kubernetes-admission-controller",
  "level": 3
}, {
  "value": "Environment variables in configuration files",
  "id": "environment-variables-in-configuration-files",
  "level": 3
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    admonition: "admonition",
    code: "code",
    h2: "h2",
    h3: "h3",
    p: "p",
    pre: "pre",
    table: "table",
    tbody: "tbody",
    td: "td",
    th: "th",
    thead: "thead",
    tr: "tr",
    ...(0,_mdx_js_react__rspack_import_2/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "CEEMS v0.9.0 makes configuration names consistent across components, and that means a few renames. Most\nold names keep working for now but are deprecated; one load balancer strategy and one Redfish proxy layout\nare gone. This post lists what to check before you upgrade, then the new features: an eBPF profiler built\ninto the exporter, a Kubernetes admission controller, and environment variables in configuration files."
    }), "\n", "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "before-you-upgrade",
      children: "Before you upgrade"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "load-balancer-the-resource-based-strategy-is-gone",
      children: "Load balancer: the resource-based strategy is gone"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_lb"
      }), " could route queries with an undocumented ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "resource-based"
      }), " strategy. It has been removed\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/ceems/pull/361",
        children: "#361"
      }), "); ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "round-robin"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "least-connection"
      }), " remain. If your\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_lb.strategy"
      }), " is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "resource-based"
      }), ", switch to one of those. To spread queries over Prometheus\nservers that hold different time ranges, put a Prometheus in front of them with the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://prometheus.io/docs/prometheus/latest/querying/remote_read_api/",
        children: "remote read"
      }), " feature and point\nthe load balancer at it."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "exporter-redfish-collector-section-and-flags",
      children: "Exporter: Redfish collector section and flags"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Configuration sections now carry the name of the component that reads them\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/ceems/pull/364",
        children: "#364"
      }), "). In the Redfish collector's file, the top-level section is\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "redfish_collector"
      }), " instead of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "redfish_web_config"
      }), "; the keys inside do not change:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">redfish_collector</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">protocol</span><span class=\"token punctuation\">:</span> https\n  <span class=\"token key atrule\">hostname</span><span class=\"token punctuation\">:</span> bmc<span class=\"token punctuation\">-</span>node001.mgmt.example\n  <span class=\"token key atrule\">port</span><span class=\"token punctuation\">:</span> <span class=\"token number\">443</span>\n  <span class=\"token key atrule\">username</span><span class=\"token punctuation\">:</span> ceems\n  <span class=\"token key atrule\">password</span><span class=\"token punctuation\">:</span> &lt;password<span class=\"token punctuation\">&gt;</span>\n  <span class=\"token key atrule\">use_session_token</span><span class=\"token punctuation\">:</span> <span class=\"token boolean important\">true</span>",
        children: "redfish_collector:\n  protocol: https\n  hostname: bmc-node001.mgmt.example\n  port: 443\n  username: ceems\n  password: <password>\n  use_session_token: true\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Three exporter flags were renamed. The old names are still accepted but no longer shown in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--help"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Old flag"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "New flag"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.redfish.web-config"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.redfish.config.file"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.k8s.kube-config-file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.k8s.kubeconfig.file"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.k8s.kubelet-socket-file"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.k8s.kubelet-podresources-socket.file"
            })
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "redfish-proxy-a-flatter-configuration",
      children: "Redfish proxy: a flatter configuration"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The proxy's section is now ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "redfish_proxy"
      }), " instead of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "redfish_config"
      }), ", and the keys that used to sit\nunder ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "redfish_config.web"
      }), " move up one level, next to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "targets"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">redfish_proxy</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">tls_config</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">ca_file</span><span class=\"token punctuation\">:</span> /etc/redfish_proxy/bmc<span class=\"token punctuation\">-</span>ca.pem\n  <span class=\"token key atrule\">targets</span><span class=\"token punctuation\">:</span>\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">host_ip_addrs</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> 10.10.0.1\n      <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> https<span class=\"token punctuation\">:</span>//bmc<span class=\"token punctuation\">-</span>node001.mgmt.example",
        children: "redfish_proxy:\n  tls_config:\n    ca_file: /etc/redfish_proxy/bmc-ca.pem\n  targets:\n    - host_ip_addrs:\n        - 10.10.0.1\n      url: https://bmc-node001.mgmt.example\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Rewrite the file before you restart the proxy. The old section name is still accepted and its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "targets"
      }), "\nare still found, but anything left under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "redfish_config.web"
      }), ", such as TLS settings or the list of allowed\nAPI resources, is silently ignored and the defaults apply instead."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "exporter-unit-the-exporters-own-metrics-are-back",
      children: "Exporter unit: the exporter's own metrics are back"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The packaged ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_exporter.service"
      }), " no longer passes ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--web.disable-exporter-metrics"
      }), ", so after the\nupgrade the exporter also serves its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "go_*"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "process_*"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "promhttp_*"
      }), " series, about fifty per node.\nTo keep them out, add the flag to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CEEMS_EXPORTER_OPTIONS"
      }), " in a drop-in (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "systemctl edit ceems_exporter"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "new-in-this-release",
      children: "New in this release"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "an-ebpf-profiler-inside-the-exporter",
      children: "An eBPF profiler inside the exporter"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_exporter --profiling.ebpf"
      }), " profiles the processes of running jobs and pods with eBPF and pushes\nthe profiles to a Pyroscope server, without a separate Grafana Alloy agent\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/ceems/pull/360",
        children: "#360"
      }), "). It works with the Slurm and Kubernetes collectors, on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "amd64"
      }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "arm64"
      }), ". Its settings, from the sampling rate to the Pyroscope URL and labels, go in a file passed with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--profiling.ebpf.config.file"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">ceems_profiler</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">ebpf</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">sample_rate</span><span class=\"token punctuation\">:</span> <span class=\"token number\">97</span>\n  <span class=\"token key atrule\">pyroscope</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//pyroscope.example<span class=\"token punctuation\">:</span><span class=\"token number\">4040</span>\n    <span class=\"token key atrule\">external_labels</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">cluster</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>",
        children: "ceems_profiler:\n  ebpf:\n    sample_rate: 97\n  pyroscope:\n    url: http://pyroscope.example:4040\n    external_labels:\n      cluster: slurm-0\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Use ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--profiling.ebpf.env-var"
      }), " to profile only processes that carry a given environment variable, so that\nusers opt in per job."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "a-kubernetes-admission-controller",
      children: "A Kubernetes admission controller"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The new ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_k8s_admission_controller"
      }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/ceems/pull/367",
        children: "#367"
      }), ") is a webhook that annotates\nevery pod it admits with the name and UID of the user who created it (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems.io/created-by"
      }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems.io/created-by-uid"
      }), "). Kubernetes does not keep that information on the pod itself, and without it\nCEEMS cannot attribute a pod to a user; the API server's Kubernetes support in v0.10.0 reads\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems.io/created-by"
      }), " by default."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "environment-variables-in-configuration-files",
      children: "Environment variables in configuration files"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Secrets no longer have to be written into configuration files (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/ceems/pull/369",
        children: "#369"
      }), "). With\nthe matching flag, a component expands ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "${VAR}"
      }), " references in its file at start-up; write ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "$$"
      }), " for a\nliteral ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "$"
      }), ". The flags are ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--config.file.expand-env-vars"
      }), " for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "redfish_proxy"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--collector.redfish.config.file.expand-env-vars"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--profiling.ebpf.config.file.expand-env-vars"
      }), " for\nthe exporter, and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--config.expand-env-vars"
      }), " for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_lb"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "note",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["v0.9.1 renamed the API server and load balancer flag to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--config.file.expand-env-vars"
        }), ", like the others.\nUse that name from v0.9.1 on."]
      })
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
27975(module) {
module.exports = JSON.parse('{"permalink":"/ceems/blog/v0-9-0-breaking-changes","editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/blog/2025-06-27-breaking-changes-in-0-9-0.md","source":"@site/blog/2025-06-27-breaking-changes-in-0-9-0.md","title":"CEEMS v0.9.0: what to change before you upgrade","description":"CEEMS v0.9.0 renames configuration sections and flags of the exporter and the Redfish proxy, removes a load balancer strategy, and adds an eBPF profiler and a Kubernetes admission controller.","date":"2025-06-27T00:00:00.000Z","tags":[{"inline":true,"label":"release","permalink":"/ceems/blog/tags/release"},{"inline":true,"label":"breaking-changes","permalink":"/ceems/blog/tags/breaking-changes"},{"inline":true,"label":"upgrade","permalink":"/ceems/blog/tags/upgrade"}],"readingTime":3.24,"hasTruncateMarker":true,"authors":[{"name":"CEEMS team","title":"CEEMS maintainers","url":"https://github.com/ceems-dev","key":"ceems-team","page":null}],"frontMatter":{"slug":"v0-9-0-breaking-changes","title":"CEEMS v0.9.0: what to change before you upgrade","authors":["ceems-team"],"tags":["release","breaking-changes","upgrade"],"description":"CEEMS v0.9.0 renames configuration sections and flags of the exporter and the Redfish proxy, removes a load balancer strategy, and adds an eBPF profiler and a Kubernetes admission controller.","date":"2025-06-27T00:00:00.000Z"},"unlisted":false,"prevItem":{"title":"How CEEMS estimates the energy of a compute unit","permalink":"/ceems/blog/how-ceems-estimates-energy-per-compute-unit"},"nextItem":{"title":"CEEMS v0.5.0: Redfish power readings, IPMI without tools, and usage that counts running units","permalink":"/ceems/blog/v0-5-0-redfish-and-native-ipmi"}}')

},

};
;