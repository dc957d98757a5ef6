"use strict";
exports.ids = ["2073"];
exports.modules = {
83045(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_blog_default_site_blog_2025_08_07_ceems_0_10_md_15d_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_blog_default_site_blog_2025_08_07_ceems_0_10_md_15d_json__rspack_import_0 = __webpack_require__(73676);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	slug: 'v0-10-kubernetes-in-the-api-server',
	title: 'CEEMS v0.10: Kubernetes in the API server, libvirt without systemd, and a new home',
	authors: [
		'ceems-team'
	],
	tags: [
		'release',
		'kubernetes',
		'api-server',
		'exporter'
	],
	description: 'The CEEMS v0.10 series brings Kubernetes clusters to the API server, supports libvirt hosts without systemd, ignores stale Slurm cgroups and moves the project to its own GitHub organisation.',
	date: new Date('2025-08-07T00:00:00.000Z')
};
const contentTitle = undefined;

const assets = {
"authorsImageUrls": [undefined],
};

/*truncate*/


const toc = [{
  "value": "Kubernetes clusters in the API server",
  "id": "kubernetes-clusters-in-the-api-server",
  "level": 2
}, {
  "value": "libvirt hosts without systemd",
  "id": "libvirt-hosts-without-systemd",
  "level": 2
}, {
  "value": "Stale Slurm cgroups are ignored",
  "id": "stale-slurm-cgroups-are-ignored",
  "level": 2
}, {
  "value": "A new home on GitHub",
  "id": "a-new-home-on-github",
  "level": 2
}, {
  "value": "Also in v0.10.0",
  "id": "also-in-v0100",
  "level": 2
}, {
  "value": "Fixes in v0.10.1 and v0.10.2",
  "id": "fixes-in-v0101-and-v0102",
  "level": 2
}, {
  "value": "Upgrading",
  "id": "upgrading",
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
    ul: "ul",
    ...(0,_mdx_js_react__rspack_import_2/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "With v0.10.2 out today, here is what the 0.10 series brings. v0.10.0 (20 July) lets the API server keep\ntrack of Kubernetes pods next to Slurm jobs and OpenStack VMs, teaches the libvirt collector about hosts\nwhere libvirt does not use systemd, and moves the project to its own GitHub organisation. v0.10.1 and\nv0.10.2 fix GPU discovery, the libvirt and Kubernetes code, and eBPF programs built with recent LLVM."
    }), "\n", "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "kubernetes-clusters-in-the-api-server",
      children: "Kubernetes clusters in the API server"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The exporter has collected pod metrics since v0.8.0, but the API server, which keeps the list of compute\nunits with their owners and aggregated usage, only knew about Slurm and OpenStack. v0.10.0 adds a third\nresource manager, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "k8s"
      }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/ceems/pull/381",
        children: "#381"
      }), "). Declare a cluster with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "manager: k8s"
      }), " and\nthe API server fetches its pods: each pod becomes a compute unit, its namespace is its project, and its\nowner comes from the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems.io/created-by"
      }), " annotation that the admission controller introduced in v0.9.0\nsets on every pod. Options such as the annotations to read (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "username_annotations"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "project_annotations"
      }), "), the kubeconfig file (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "kubeconfig_file"
      }), ") and the resource names that count as\nGPUs (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gpu_resource_names"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "nvidia.com/gpu"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "amd.com/gpu"
      }), " by default) go in the cluster's\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "extra_config"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">clusters</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">id</span><span class=\"token punctuation\">:</span> k8s<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n    <span class=\"token key atrule\">manager</span><span class=\"token punctuation\">:</span> k8s\n    <span class=\"token key atrule\">extra_config</span><span class=\"token punctuation\">:</span>\n      <span class=\"token key atrule\">kubeconfig_file</span><span class=\"token punctuation\">:</span> /etc/ceems_api_server/kubeconfig\n      <span class=\"token key atrule\">username_annotations</span><span class=\"token punctuation\">:</span>\n        <span class=\"token punctuation\">-</span> ceems.io/created<span class=\"token punctuation\">-</span>by",
        children: "clusters:\n  - id: k8s-0\n    manager: k8s\n    extra_config:\n      kubeconfig_file: /etc/ceems_api_server/kubeconfig\n      username_annotations:\n        - ceems.io/created-by\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["v0.10.2 fixes bugs in this new resource manager (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/ceems/pull/392",
        children: "#392"
      }), ") and adds Grafana\ndashboards for Kubernetes pods to the repository."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "libvirt-hosts-without-systemd",
      children: "libvirt hosts without systemd"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["On most OpenStack compute nodes, libvirt places each VM in a systemd scope under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "machine.slice"
      }), ". Some\ndeployments run libvirt without systemd, and the VMs land under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "machine/"
      }), " instead. The libvirt collector\nnow detects that layout at start-up and finds the VMs in it (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/ceems/pull/377",
        children: "#377"
      }), ", a\ncontribution from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/wtripp180901",
        children: "@wtripp180901"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["v0.10.2 also fixes a libvirt bug in which a VM could lose its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uuid"
      }), " label once the collector had cached\nthe properties it reads from the VM's XML file."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "stale-slurm-cgroups-are-ignored",
      children: "Stale Slurm cgroups are ignored"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Slurm sometimes leaves the cgroup of a finished job behind. The exporter used to report such a job as if\nit were still running. It now skips job cgroups that hold no process and logs a warning that lists them\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/ceems/pull/382",
        children: "#382"
      }), "), so dashboards and energy estimates only cover jobs that actually run."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "a-new-home-on-github",
      children: "A new home on GitHub"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The repository has moved to the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems-dev"
      }), " organisation on GitHub\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/ceems/pull/384",
        children: "#384"
      }), "), and the Go module path is now ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "github.com/ceems-dev/ceems"
      }), ". Update\nthe repository URL in your scripts and mirrors, and the import path if you build your own collectors or\nresource managers on top of CEEMS packages. The repository also gained a\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CONTRIBUTING.md"
      }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/ceems/pull/385",
        children: "#385"
      }), ") and a security policy."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "also-in-v0100",
      children: "Also in v0.10.0"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The eBPF profiler checks ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "kernel.perf_event_paranoid"
      }), " when it starts and refuses to run when the value is\nabove 2, the highest value at which it can open perf events."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "fixes-in-v0101-and-v0102",
      children: "Fixes in v0.10.1 and v0.10.2"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["v0.10.1 fixes the parsing of the XML output of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "nvidia-smi"
        }), ", which GPU discovery depends on\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "https://github.com/ceems-dev/ceems/pull/388",
          children: "#388"
        }), ")."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["v0.10.2 makes the eBPF programs work when compiled with LLVM 20 (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "https://github.com/ceems-dev/ceems/pull/393",
          children: "#393"
        }), ").\nBuilt with clang 20, they compiled but the kernel's verifier rejected them when the exporter loaded\nthem; a bounds check in the code that builds file paths now satisfies the verifier with both LLVM 18\nand 20, and when loading fails the exporter logs the verifier's full report."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "upgrading",
      children: "Upgrading"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["There are no breaking changes in this series. Packages and archives are on the release page; the\ncontainer images are ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "quay.io/ceems/ceems:v0.10.2"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "docker.io/ceems/ceems:v0.10.2"
      }), " in their\nregistries. If you come\nfrom a release before v0.9.0, read the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/blog/v0-9-0-breaking-changes",
        children: "v0.9.0 upgrade notes"
      }), " first."]
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
73676(module) {
module.exports = JSON.parse('{"permalink":"/ceems/blog/v0-10-kubernetes-in-the-api-server","editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/blog/2025-08-07-ceems-0-10.md","source":"@site/blog/2025-08-07-ceems-0-10.md","title":"CEEMS v0.10: Kubernetes in the API server, libvirt without systemd, and a new home","description":"The CEEMS v0.10 series brings Kubernetes clusters to the API server, supports libvirt hosts without systemd, ignores stale Slurm cgroups and moves the project to its own GitHub organisation.","date":"2025-08-07T00:00:00.000Z","tags":[{"inline":true,"label":"release","permalink":"/ceems/blog/tags/release"},{"inline":true,"label":"kubernetes","permalink":"/ceems/blog/tags/kubernetes"},{"inline":true,"label":"api-server","permalink":"/ceems/blog/tags/api-server"},{"inline":true,"label":"exporter","permalink":"/ceems/blog/tags/exporter"}],"readingTime":3.14,"hasTruncateMarker":true,"authors":[{"name":"CEEMS team","title":"CEEMS maintainers","url":"https://github.com/ceems-dev","key":"ceems-team","page":null}],"frontMatter":{"slug":"v0-10-kubernetes-in-the-api-server","title":"CEEMS v0.10: Kubernetes in the API server, libvirt without systemd, and a new home","authors":["ceems-team"],"tags":["release","kubernetes","api-server","exporter"],"description":"The CEEMS v0.10 series brings Kubernetes clusters to the API server, supports libvirt hosts without systemd, ignores stale Slurm cgroups and moves the project to its own GitHub organisation.","date":"2025-08-07T00:00:00.000Z"},"unlisted":false,"nextItem":{"title":"How CEEMS estimates the energy of a compute unit","permalink":"/ceems/blog/how-ceems-estimates-energy-per-compute-unit"}}')

},

};
;