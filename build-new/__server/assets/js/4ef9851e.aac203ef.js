"use strict";
exports.ids = ["3691"];
exports.modules = {
43846(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_installation_ansible_md_4ef_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_installation_ansible_md_4ef_json__rspack_import_0 = __webpack_require__(56963);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Ansible',
	description: 'Deploy CEEMS with Ansible, either with the CEEMS organisation\'s Ansible collection or with a playbook of standard modules that installs the release packages.',
	sidebar_position: 6
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Two routes",
  "id": "routes",
  "level": 2
}, {
  "value": "The ceems.ansible collection",
  "id": "collection",
  "level": 2
}, {
  "value": "A playbook with standard modules",
  "id": "playbook",
  "level": 2
}, {
  "value": "Next steps",
  "id": "next",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
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
    ...(0,_mdx_js_react__rspack_import_2/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["This page is for operators who manage their clusters with Ansible. It shows two ways to roll CEEMS out to\nmany hosts: the Ansible collection that the CEEMS organisation maintains, and a complete playbook of your\nown, built only from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ansible.builtin"
      }), " modules, that installs the release's\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/installation/os-packages",
        children: "deb and rpm packages"
      }), " on compute, service and login nodes. Check\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/installation/prerequisites",
        children: "prerequisites"
      }), " first."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "routes",
      children: "Two routes"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Route"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it installs"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Choose it when"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems.ansible"
            }), " collection"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The release archive, with users, units and configuration generated from role variables"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "You want roles that also write the configuration files"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Your own playbook with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ansible.builtin"
            }), " modules"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The OS packages, plus the few files you template yourself"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["You want the package layout described on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/installation/os-packages",
              children: "OS packages"
            }), " and full control of every file"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The CEEMS repository ships no Ansible roles or playbooks; the collection lives in a repository of its\nown."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "collection",
      children: "The ceems.ansible collection"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The CEEMS organisation publishes an Ansible collection, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems.ansible"
      }), ", from the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/ansible",
        children: "ansible repository"
      }), " to Ansible Galaxy. Its roles\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems.ansible.ceems_exporter"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems.ansible.ceems_api_server"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems.ansible.ceems_lb"
      }), " download the\nrelease archive, check it against ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sha256sums.txt"
      }), " and install the binary with a systemd unit and its\nconfiguration. The collection also has roles for Litestream and the NVIDIA DCGM exporter."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The collection has its own version numbers, and each role installs a default CEEMS release that depends\non the collection version you have. Pin the release you install with the role's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "_version"
      }), " variable\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_exporter_version"
      }), " for the exporter role):"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "ansible-galaxy collection <span class=\"token function\">install</span> ceems.ansible",
        children: "ansible-galaxy collection install ceems.ansible\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> CEEMS exporter on compute nodes\n  <span class=\"token key atrule\">hosts</span><span class=\"token punctuation\">:</span> compute\n  <span class=\"token key atrule\">become</span><span class=\"token punctuation\">:</span> <span class=\"token boolean important\">true</span>\n  <span class=\"token key atrule\">roles</span><span class=\"token punctuation\">:</span>\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">role</span><span class=\"token punctuation\">:</span> ceems.ansible.ceems_exporter\n      <span class=\"token key atrule\">vars</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">ceems_exporter_version</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"0.10.2\"</span>\n        <span class=\"token key atrule\">ceems_exporter_enabled_collectors</span><span class=\"token punctuation\">:</span>\n          <span class=\"token punctuation\">-</span> slurm\n          <span class=\"token punctuation\">-</span> ipmi_dcmi",
        children: "- name: CEEMS exporter on compute nodes\n  hosts: compute\n  become: true\n  roles:\n    - role: ceems.ansible.ceems_exporter\n      vars:\n        ceems_exporter_version: \"0.10.2\"\n        ceems_exporter_enabled_collectors:\n          - slurm\n          - ipmi_dcmi\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The variables of each role, and the user and paths it creates, are documented in the collection's\nrepository; they can change between collection versions, so read the documentation of the version you\ninstall."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "playbook",
      children: "A playbook with standard modules"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The playbook below installs the packages of one CEEMS release on three groups of hosts, for a Slurm\ncluster with the id ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "slurm-0"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "compute"
        }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_exporter"
        }), " with the Slurm and IPMI DCMI collectors;"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_server"
        }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_api_server"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_lb"
        }), ", with a minimal configuration for each;"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "login"
        }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cacct"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["It works on Debian and RHEL family hosts on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "amd64"
      }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "x86_64"
      }), ") or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "arm64"
      }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "aarch64"
      }), "), needs nothing but\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ansible-core"
      }), ", and is idempotent: run it again after changing a variable."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Write an inventory, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "inventory.ini"
          }), ":"]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-ini",
            highlighted: "[compute]\nnode[001:128].cluster.example\n\n[ceems_server]\nceems.cluster.example\n\n[login]\nlogin[1:2].cluster.example",
            children: "[compute]\nnode[001:128].cluster.example\n\n[ceems_server]\nceems.cluster.example\n\n[login]\nlogin[1:2].cluster.example\n"
          })
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Write the playbook, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems.yml"
          }), ". Set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_prometheus_url"
          }), " to your Prometheus server; the service node\nmust also have the Slurm client commands (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "sacct"
          }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "sacctmgr"
          }), ") in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/usr/bin"
          }), "."]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-yaml",
            highlighted: "<span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> CEEMS exporter on compute nodes\n  <span class=\"token key atrule\">hosts</span><span class=\"token punctuation\">:</span> compute\n  <span class=\"token key atrule\">become</span><span class=\"token punctuation\">:</span> <span class=\"token boolean important\">true</span>\n  <span class=\"token key atrule\">vars</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">ceems_version</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"0.10.2\"</span>\n    <span class=\"token key atrule\">ceems_release_url</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"https://github.com/ceems-dev/ceems/releases/download/v{{ ceems_version }}\"</span>\n    <span class=\"token key atrule\">ceems_arch</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"{{ {'x86_64': 'amd64', 'aarch64': 'arm64'}[ansible_facts['architecture']] }}\"</span>\n    <span class=\"token key atrule\">ceems_packages</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> ceems_exporter\n    <span class=\"token key atrule\">ceems_exporter_flags</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> <span class=\"token punctuation\">-</span><span class=\"token punctuation\">-</span>collector.slurm\n      <span class=\"token punctuation\">-</span> <span class=\"token punctuation\">-</span><span class=\"token punctuation\">-</span>collector.ipmi_dcmi\n  <span class=\"token key atrule\">tasks</span><span class=\"token punctuation\">:</span>\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> Install the packages (Debian family)\n      <span class=\"token key atrule\">ansible.builtin.apt</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">deb</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"{{ ceems_release_url }}/{{ item }}-{{ ceems_version }}-linux-{{ ceems_arch }}.deb\"</span>\n      <span class=\"token key atrule\">loop</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"{{ ceems_packages }}\"</span>\n      <span class=\"token key atrule\">when</span><span class=\"token punctuation\">:</span> ansible_facts<span class=\"token punctuation\">[</span><span class=\"token string\">'os_family'</span><span class=\"token punctuation\">]</span> == 'Debian'\n\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> Install the packages (RedHat family)\n      <span class=\"token key atrule\">ansible.builtin.dnf</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"{{ ceems_release_url }}/{{ item }}-{{ ceems_version }}-linux-{{ ceems_arch }}.rpm\"</span>\n        <span class=\"token key atrule\">state</span><span class=\"token punctuation\">:</span> present\n        <span class=\"token key atrule\">disable_gpg_check</span><span class=\"token punctuation\">:</span> <span class=\"token boolean important\">true</span>\n      <span class=\"token key atrule\">loop</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"{{ ceems_packages }}\"</span>\n      <span class=\"token key atrule\">when</span><span class=\"token punctuation\">:</span> ansible_facts<span class=\"token punctuation\">[</span><span class=\"token string\">'os_family'</span><span class=\"token punctuation\">]</span> == 'RedHat'\n\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> Create the drop<span class=\"token punctuation\">-</span>in directory of the exporter unit\n      <span class=\"token key atrule\">ansible.builtin.file</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">path</span><span class=\"token punctuation\">:</span> /etc/systemd/system/ceems_exporter.service.d\n        <span class=\"token key atrule\">state</span><span class=\"token punctuation\">:</span> directory\n        <span class=\"token key atrule\">mode</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"0755\"</span>\n\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> Pass the collector flags to the exporter\n      <span class=\"token key atrule\">ansible.builtin.copy</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">dest</span><span class=\"token punctuation\">:</span> /etc/systemd/system/ceems_exporter.service.d/options.conf\n        <span class=\"token key atrule\">mode</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"0644\"</span>\n        <span class=\"token key atrule\">content</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">|</span>\n<span class=\"token scalar string\">          [Service]</span>\n<span class=\"token scalar string\">          Environment=\"CEEMS_EXPORTER_OPTIONS={{ ceems_exporter_flags | join(' ') }}\"</span>\n      <span class=\"token key atrule\">notify</span><span class=\"token punctuation\">:</span> Restart ceems_exporter\n\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> Apply pending restarts\n      <span class=\"token key atrule\">ansible.builtin.meta</span><span class=\"token punctuation\">:</span> flush_handlers\n\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> Wait until the exporter serves CEEMS metrics\n      <span class=\"token key atrule\">ansible.builtin.uri</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//localhost<span class=\"token punctuation\">:</span>9010/metrics\n        <span class=\"token key atrule\">return_content</span><span class=\"token punctuation\">:</span> <span class=\"token boolean important\">true</span>\n      <span class=\"token key atrule\">register</span><span class=\"token punctuation\">:</span> ceems_exporter_metrics\n      <span class=\"token key atrule\">until</span><span class=\"token punctuation\">:</span> ceems_exporter_metrics.content is defined and 'ceems_cpu_seconds_total' in ceems_exporter_metrics.content\n      <span class=\"token key atrule\">retries</span><span class=\"token punctuation\">:</span> <span class=\"token number\">10</span>\n      <span class=\"token key atrule\">delay</span><span class=\"token punctuation\">:</span> <span class=\"token number\">3</span>\n\n  <span class=\"token key atrule\">handlers</span><span class=\"token punctuation\">:</span>\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> Restart ceems_exporter\n      <span class=\"token key atrule\">ansible.builtin.systemd</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> ceems_exporter\n        <span class=\"token key atrule\">state</span><span class=\"token punctuation\">:</span> restarted\n        <span class=\"token key atrule\">daemon_reload</span><span class=\"token punctuation\">:</span> <span class=\"token boolean important\">true</span>\n\n<span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> CEEMS API server and load balancer on the service node\n  <span class=\"token key atrule\">hosts</span><span class=\"token punctuation\">:</span> ceems_server\n  <span class=\"token key atrule\">become</span><span class=\"token punctuation\">:</span> <span class=\"token boolean important\">true</span>\n  <span class=\"token key atrule\">vars</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">ceems_version</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"0.10.2\"</span>\n    <span class=\"token key atrule\">ceems_release_url</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"https://github.com/ceems-dev/ceems/releases/download/v{{ ceems_version }}\"</span>\n    <span class=\"token key atrule\">ceems_arch</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"{{ {'x86_64': 'amd64', 'aarch64': 'arm64'}[ansible_facts['architecture']] }}\"</span>\n    <span class=\"token key atrule\">ceems_packages</span><span class=\"token punctuation\">:</span>\n      <span class=\"token punctuation\">-</span> ceems_api_server\n      <span class=\"token punctuation\">-</span> ceems_lb\n    <span class=\"token key atrule\">ceems_cluster_id</span><span class=\"token punctuation\">:</span> slurm<span class=\"token punctuation\">-</span><span class=\"token number\">0</span>\n    <span class=\"token key atrule\">ceems_prometheus_url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//prometheus.cluster.example<span class=\"token punctuation\">:</span><span class=\"token number\">9090</span>\n  <span class=\"token key atrule\">tasks</span><span class=\"token punctuation\">:</span>\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> Install the packages (Debian family)\n      <span class=\"token key atrule\">ansible.builtin.apt</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">deb</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"{{ ceems_release_url }}/{{ item }}-{{ ceems_version }}-linux-{{ ceems_arch }}.deb\"</span>\n      <span class=\"token key atrule\">loop</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"{{ ceems_packages }}\"</span>\n      <span class=\"token key atrule\">when</span><span class=\"token punctuation\">:</span> ansible_facts<span class=\"token punctuation\">[</span><span class=\"token string\">'os_family'</span><span class=\"token punctuation\">]</span> == 'Debian'\n\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> Install the packages (RedHat family)\n      <span class=\"token key atrule\">ansible.builtin.dnf</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"{{ ceems_release_url }}/{{ item }}-{{ ceems_version }}-linux-{{ ceems_arch }}.rpm\"</span>\n        <span class=\"token key atrule\">state</span><span class=\"token punctuation\">:</span> present\n        <span class=\"token key atrule\">disable_gpg_check</span><span class=\"token punctuation\">:</span> <span class=\"token boolean important\">true</span>\n      <span class=\"token key atrule\">loop</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"{{ ceems_packages }}\"</span>\n      <span class=\"token key atrule\">when</span><span class=\"token punctuation\">:</span> ansible_facts<span class=\"token punctuation\">[</span><span class=\"token string\">'os_family'</span><span class=\"token punctuation\">]</span> == 'RedHat'\n\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> Configure the API server\n      <span class=\"token key atrule\">ansible.builtin.copy</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">dest</span><span class=\"token punctuation\">:</span> /etc/ceems_api_server/config.yml\n        <span class=\"token key atrule\">owner</span><span class=\"token punctuation\">:</span> ceems\n        <span class=\"token key atrule\">group</span><span class=\"token punctuation\">:</span> root\n        <span class=\"token key atrule\">mode</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"0660\"</span>\n        <span class=\"token key atrule\">content</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">|</span>\n<span class=\"token scalar string\">          ceems_api_server:</span>\n<span class=\"token scalar string\">            data:</span>\n<span class=\"token scalar string\">              path: /var/lib/ceems</span>\n<span class=\"token scalar string\">              retention_period: 30d</span>\n<span class=\"token scalar string\">              update_interval: 15m</span>\n<span class=\"token scalar string\">            admin:</span>\n<span class=\"token scalar string\">              users: []</span>\n<span class=\"token scalar string\">          clusters:</span>\n<span class=\"token scalar string\">            - id: {{ ceems_cluster_id }}</span>\n<span class=\"token scalar string\">              manager: slurm</span>\n<span class=\"token scalar string\">              cli:</span>\n<span class=\"token scalar string\">                path: /usr/bin</span>\n      <span class=\"token key atrule\">notify</span><span class=\"token punctuation\">:</span> Restart ceems_api_server\n\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> Apply pending restarts\n      <span class=\"token key atrule\">ansible.builtin.meta</span><span class=\"token punctuation\">:</span> flush_handlers\n\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> Wait until the API server reports healthy\n      <span class=\"token key atrule\">ansible.builtin.uri</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//localhost<span class=\"token punctuation\">:</span>9020/health\n      <span class=\"token key atrule\">register</span><span class=\"token punctuation\">:</span> ceems_api_health\n      <span class=\"token key atrule\">until</span><span class=\"token punctuation\">:</span> ceems_api_health.status == 200\n      <span class=\"token key atrule\">retries</span><span class=\"token punctuation\">:</span> <span class=\"token number\">10</span>\n      <span class=\"token key atrule\">delay</span><span class=\"token punctuation\">:</span> <span class=\"token number\">3</span>\n\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> Wait until the API database holds units of the cluster\n      <span class=\"token key atrule\">ansible.builtin.uri</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">url</span><span class=\"token punctuation\">:</span> http<span class=\"token punctuation\">:</span>//localhost<span class=\"token punctuation\">:</span>9020/api/v1/clusters/admin\n        <span class=\"token key atrule\">headers</span><span class=\"token punctuation\">:</span>\n          <span class=\"token key atrule\">X-Grafana-User</span><span class=\"token punctuation\">:</span> ceems<span class=\"token punctuation\">-</span>int<span class=\"token punctuation\">-</span>svc\n      <span class=\"token key atrule\">register</span><span class=\"token punctuation\">:</span> ceems_api_clusters\n      <span class=\"token key atrule\">until</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">&gt;</span><span class=\"token punctuation\">-</span>\n        ceems_api_clusters.json is defined and\n        ceems_cluster_id in (ceems_api_clusters.json.data <span class=\"token punctuation\">|</span> default(<span class=\"token punctuation\">[</span><span class=\"token punctuation\">]</span><span class=\"token punctuation\">,</span> true) <span class=\"token punctuation\">|</span> map(attribute='id') <span class=\"token punctuation\">|</span> list)\n      <span class=\"token key atrule\">retries</span><span class=\"token punctuation\">:</span> <span class=\"token number\">20</span>\n      <span class=\"token key atrule\">delay</span><span class=\"token punctuation\">:</span> <span class=\"token number\">15</span>\n\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> Configure the load balancer\n      <span class=\"token key atrule\">ansible.builtin.copy</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">dest</span><span class=\"token punctuation\">:</span> /etc/ceems_lb/config.yml\n        <span class=\"token key atrule\">owner</span><span class=\"token punctuation\">:</span> ceems\n        <span class=\"token key atrule\">group</span><span class=\"token punctuation\">:</span> root\n        <span class=\"token key atrule\">mode</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"0660\"</span>\n        <span class=\"token key atrule\">content</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">|</span>\n<span class=\"token scalar string\">          ceems_lb:</span>\n<span class=\"token scalar string\">            strategy: round-robin</span>\n<span class=\"token scalar string\">            backends:</span>\n<span class=\"token scalar string\">              - id: {{ ceems_cluster_id }}</span>\n<span class=\"token scalar string\">                tsdb:</span>\n<span class=\"token scalar string\">                  - web:</span>\n<span class=\"token scalar string\">                      url: {{ ceems_prometheus_url }}</span>\n<span class=\"token scalar string\">          ceems_api_server:</span>\n<span class=\"token scalar string\">            web:</span>\n<span class=\"token scalar string\">              url: http://localhost:9020</span>\n      <span class=\"token key atrule\">notify</span><span class=\"token punctuation\">:</span> Restart ceems_lb\n\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> Apply pending restarts of the load balancer\n      <span class=\"token key atrule\">ansible.builtin.meta</span><span class=\"token punctuation\">:</span> flush_handlers\n\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> Wait until the load balancer listens\n      <span class=\"token key atrule\">ansible.builtin.wait_for</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">port</span><span class=\"token punctuation\">:</span> <span class=\"token number\">9030</span>\n        <span class=\"token key atrule\">timeout</span><span class=\"token punctuation\">:</span> <span class=\"token number\">30</span>\n\n  <span class=\"token key atrule\">handlers</span><span class=\"token punctuation\">:</span>\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> Restart ceems_api_server\n      <span class=\"token key atrule\">ansible.builtin.systemd</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> ceems_api_server\n        <span class=\"token key atrule\">state</span><span class=\"token punctuation\">:</span> restarted\n\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> Restart ceems_lb\n      <span class=\"token key atrule\">ansible.builtin.systemd</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> ceems_lb\n        <span class=\"token key atrule\">state</span><span class=\"token punctuation\">:</span> restarted\n\n<span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> cacct on login nodes\n  <span class=\"token key atrule\">hosts</span><span class=\"token punctuation\">:</span> login\n  <span class=\"token key atrule\">become</span><span class=\"token punctuation\">:</span> <span class=\"token boolean important\">true</span>\n  <span class=\"token key atrule\">vars</span><span class=\"token punctuation\">:</span>\n    <span class=\"token key atrule\">ceems_version</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"0.10.2\"</span>\n    <span class=\"token key atrule\">ceems_release_url</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"https://github.com/ceems-dev/ceems/releases/download/v{{ ceems_version }}\"</span>\n    <span class=\"token key atrule\">ceems_arch</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"{{ {'x86_64': 'amd64', 'aarch64': 'arm64'}[ansible_facts['architecture']] }}\"</span>\n  <span class=\"token key atrule\">tasks</span><span class=\"token punctuation\">:</span>\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> Install cacct (Debian family)\n      <span class=\"token key atrule\">ansible.builtin.apt</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">deb</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"{{ ceems_release_url }}/cacct-{{ ceems_version }}-linux-{{ ceems_arch }}.deb\"</span>\n      <span class=\"token key atrule\">when</span><span class=\"token punctuation\">:</span> ansible_facts<span class=\"token punctuation\">[</span><span class=\"token string\">'os_family'</span><span class=\"token punctuation\">]</span> == 'Debian'\n\n    <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> Install cacct (RedHat family)\n      <span class=\"token key atrule\">ansible.builtin.dnf</span><span class=\"token punctuation\">:</span>\n        <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> <span class=\"token string\">\"{{ ceems_release_url }}/cacct-{{ ceems_version }}-linux-{{ ceems_arch }}.rpm\"</span>\n        <span class=\"token key atrule\">state</span><span class=\"token punctuation\">:</span> present\n        <span class=\"token key atrule\">disable_gpg_check</span><span class=\"token punctuation\">:</span> <span class=\"token boolean important\">true</span>\n      <span class=\"token key atrule\">when</span><span class=\"token punctuation\">:</span> ansible_facts<span class=\"token punctuation\">[</span><span class=\"token string\">'os_family'</span><span class=\"token punctuation\">]</span> == 'RedHat'",
            children: "- name: CEEMS exporter on compute nodes\n  hosts: compute\n  become: true\n  vars:\n    ceems_version: \"0.10.2\"\n    ceems_release_url: \"https://github.com/ceems-dev/ceems/releases/download/v{{ ceems_version }}\"\n    ceems_arch: \"{{ {'x86_64': 'amd64', 'aarch64': 'arm64'}[ansible_facts['architecture']] }}\"\n    ceems_packages:\n      - ceems_exporter\n    ceems_exporter_flags:\n      - --collector.slurm\n      - --collector.ipmi_dcmi\n  tasks:\n    - name: Install the packages (Debian family)\n      ansible.builtin.apt:\n        deb: \"{{ ceems_release_url }}/{{ item }}-{{ ceems_version }}-linux-{{ ceems_arch }}.deb\"\n      loop: \"{{ ceems_packages }}\"\n      when: ansible_facts['os_family'] == 'Debian'\n\n    - name: Install the packages (RedHat family)\n      ansible.builtin.dnf:\n        name: \"{{ ceems_release_url }}/{{ item }}-{{ ceems_version }}-linux-{{ ceems_arch }}.rpm\"\n        state: present\n        disable_gpg_check: true\n      loop: \"{{ ceems_packages }}\"\n      when: ansible_facts['os_family'] == 'RedHat'\n\n    - name: Create the drop-in directory of the exporter unit\n      ansible.builtin.file:\n        path: /etc/systemd/system/ceems_exporter.service.d\n        state: directory\n        mode: \"0755\"\n\n    - name: Pass the collector flags to the exporter\n      ansible.builtin.copy:\n        dest: /etc/systemd/system/ceems_exporter.service.d/options.conf\n        mode: \"0644\"\n        content: |\n          [Service]\n          Environment=\"CEEMS_EXPORTER_OPTIONS={{ ceems_exporter_flags | join(' ') }}\"\n      notify: Restart ceems_exporter\n\n    - name: Apply pending restarts\n      ansible.builtin.meta: flush_handlers\n\n    - name: Wait until the exporter serves CEEMS metrics\n      ansible.builtin.uri:\n        url: http://localhost:9010/metrics\n        return_content: true\n      register: ceems_exporter_metrics\n      until: ceems_exporter_metrics.content is defined and 'ceems_cpu_seconds_total' in ceems_exporter_metrics.content\n      retries: 10\n      delay: 3\n\n  handlers:\n    - name: Restart ceems_exporter\n      ansible.builtin.systemd:\n        name: ceems_exporter\n        state: restarted\n        daemon_reload: true\n\n- name: CEEMS API server and load balancer on the service node\n  hosts: ceems_server\n  become: true\n  vars:\n    ceems_version: \"0.10.2\"\n    ceems_release_url: \"https://github.com/ceems-dev/ceems/releases/download/v{{ ceems_version }}\"\n    ceems_arch: \"{{ {'x86_64': 'amd64', 'aarch64': 'arm64'}[ansible_facts['architecture']] }}\"\n    ceems_packages:\n      - ceems_api_server\n      - ceems_lb\n    ceems_cluster_id: slurm-0\n    ceems_prometheus_url: http://prometheus.cluster.example:9090\n  tasks:\n    - name: Install the packages (Debian family)\n      ansible.builtin.apt:\n        deb: \"{{ ceems_release_url }}/{{ item }}-{{ ceems_version }}-linux-{{ ceems_arch }}.deb\"\n      loop: \"{{ ceems_packages }}\"\n      when: ansible_facts['os_family'] == 'Debian'\n\n    - name: Install the packages (RedHat family)\n      ansible.builtin.dnf:\n        name: \"{{ ceems_release_url }}/{{ item }}-{{ ceems_version }}-linux-{{ ceems_arch }}.rpm\"\n        state: present\n        disable_gpg_check: true\n      loop: \"{{ ceems_packages }}\"\n      when: ansible_facts['os_family'] == 'RedHat'\n\n    - name: Configure the API server\n      ansible.builtin.copy:\n        dest: /etc/ceems_api_server/config.yml\n        owner: ceems\n        group: root\n        mode: \"0660\"\n        content: |\n          ceems_api_server:\n            data:\n              path: /var/lib/ceems\n              retention_period: 30d\n              update_interval: 15m\n            admin:\n              users: []\n          clusters:\n            - id: {{ ceems_cluster_id }}\n              manager: slurm\n              cli:\n                path: /usr/bin\n      notify: Restart ceems_api_server\n\n    - name: Apply pending restarts\n      ansible.builtin.meta: flush_handlers\n\n    - name: Wait until the API server reports healthy\n      ansible.builtin.uri:\n        url: http://localhost:9020/health\n      register: ceems_api_health\n      until: ceems_api_health.status == 200\n      retries: 10\n      delay: 3\n\n    - name: Wait until the API database holds units of the cluster\n      ansible.builtin.uri:\n        url: http://localhost:9020/api/v1/clusters/admin\n        headers:\n          X-Grafana-User: ceems-int-svc\n      register: ceems_api_clusters\n      until: >-\n        ceems_api_clusters.json is defined and\n        ceems_cluster_id in (ceems_api_clusters.json.data | default([], true) | map(attribute='id') | list)\n      retries: 20\n      delay: 15\n\n    - name: Configure the load balancer\n      ansible.builtin.copy:\n        dest: /etc/ceems_lb/config.yml\n        owner: ceems\n        group: root\n        mode: \"0660\"\n        content: |\n          ceems_lb:\n            strategy: round-robin\n            backends:\n              - id: {{ ceems_cluster_id }}\n                tsdb:\n                  - web:\n                      url: {{ ceems_prometheus_url }}\n          ceems_api_server:\n            web:\n              url: http://localhost:9020\n      notify: Restart ceems_lb\n\n    - name: Apply pending restarts of the load balancer\n      ansible.builtin.meta: flush_handlers\n\n    - name: Wait until the load balancer listens\n      ansible.builtin.wait_for:\n        port: 9030\n        timeout: 30\n\n  handlers:\n    - name: Restart ceems_api_server\n      ansible.builtin.systemd:\n        name: ceems_api_server\n        state: restarted\n\n    - name: Restart ceems_lb\n      ansible.builtin.systemd:\n        name: ceems_lb\n        state: restarted\n\n- name: cacct on login nodes\n  hosts: login\n  become: true\n  vars:\n    ceems_version: \"0.10.2\"\n    ceems_release_url: \"https://github.com/ceems-dev/ceems/releases/download/v{{ ceems_version }}\"\n    ceems_arch: \"{{ {'x86_64': 'amd64', 'aarch64': 'arm64'}[ansible_facts['architecture']] }}\"\n  tasks:\n    - name: Install cacct (Debian family)\n      ansible.builtin.apt:\n        deb: \"{{ ceems_release_url }}/cacct-{{ ceems_version }}-linux-{{ ceems_arch }}.deb\"\n      when: ansible_facts['os_family'] == 'Debian'\n\n    - name: Install cacct (RedHat family)\n      ansible.builtin.dnf:\n        name: \"{{ ceems_release_url }}/cacct-{{ ceems_version }}-linux-{{ ceems_arch }}.rpm\"\n        state: present\n        disable_gpg_check: true\n      when: ansible_facts['os_family'] == 'RedHat'\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "disable_gpg_check"
          }), " is needed because the release packages are not signed. The packages start and\nenable their services themselves; the handlers only restart them when a file changes."]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Two details of the service play keep the load balancer from failing its start-up check:"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
          children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
            children: ["The API server configuration has an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "admin:"
            }), " section, even with an empty list of users. Only then\ndoes the API server make its internal account ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems-int-svc"
            }), " an admin, and the load balancer uses\nthat account to ask the API server which clusters it knows. Without the section the API server\nanswers ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "403"
            }), " and the load balancer exits (see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/known-issues#admin-section-required",
              children: "known issues"
            }), ")."]
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
            children: ["The load balancer configuration is written only after the API database holds units of\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_cluster_id"
            }), ". The load balancer refuses to start while any of its backend ids has no units in\nthe database, and systemd restarts it every second until then (see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/known-issues#lb-needs-stored-units",
              children: "known issues"
            }), "). The API server stores units at\nits first update, right after it starts, from the jobs Slurm accounting reports since midnight. On\na cluster that has run no job since midnight, the wait task fails after five minutes: run a short\njob and run the playbook again."]
          }), "\n"]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Run it on one host of each group first, then on all hosts:"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "ansible-playbook <span class=\"token parameter variable\">-i</span> inventory.ini ceems.yml <span class=\"token parameter variable\">--limit</span> <span class=\"token string\">'node001.cluster.example,ceems.cluster.example,login1.cluster.example'</span>\nansible-playbook <span class=\"token parameter variable\">-i</span> inventory.ini ceems.yml",
            children: "ansible-playbook -i inventory.ini ceems.yml --limit 'node001.cluster.example,ceems.cluster.example,login1.cluster.example'\nansible-playbook -i inventory.ini ceems.yml\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["A successful run ends with every wait task ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ok"
          }), ". When a wait task fails, log in to that host and read\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "journalctl -u <service>"
          }), "; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
            href: "/ceems/docs/installation/os-packages#troubleshooting",
            children: "OS packages"
          }), " lists the usual causes. A\nload balancer that logs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "unknown cluster ID"
          }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "response returned no data"
          }), " has no units of that\ncluster in the API database yet."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Check from the control host that the exporter is active on every compute node:"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "ansible compute <span class=\"token parameter variable\">-i</span> inventory.ini <span class=\"token parameter variable\">-m</span> ansible.builtin.command <span class=\"token parameter variable\">-a</span> <span class=\"token string\">'systemctl is-active ceems_exporter'</span>",
            children: "ansible compute -i inventory.ini -m ansible.builtin.command -a 'systemctl is-active ceems_exporter'\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Every node answers ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "active"
          }), ". A node that answers anything else fails the task; read\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "journalctl -u ceems_exporter"
          }), " on that node."]
        }), "\n"]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "next",
      children: "Next steps"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The playbook leaves the web configuration files empty, so the servers accept unauthenticated\nplain-HTTP requests. Add TLS and basic auth as described on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/configuration/basic-auth",
          children: "basic auth"
        }), "\nand ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/configuration/security",
          children: "security"
        }), ", and template ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "web-config.yml"
        }), " with the playbook."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Fill ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/etc/ceems/config.yml"
        }), " on login nodes so that ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cacct"
        }), " can reach the API server, following\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/configuration/cacct",
          children: "cacct configuration"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Add the API server's updaters and the other clusters to its configuration, following\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/configuration/ceems-api-server",
          children: "API server configuration"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["To upgrade, change ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_version"
        }), " in each play and run the playbook again, after reading\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/installation/upgrading",
          children: "Upgrading"
        }), "."]
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
56963(module) {
module.exports = JSON.parse('{"id":"installation/ansible","title":"Ansible","description":"Deploy CEEMS with Ansible, either with the CEEMS organisation\'s Ansible collection or with a playbook of standard modules that installs the release packages.","source":"@site/docs/installation/ansible.md","sourceDirName":"installation","slug":"/installation/ansible","permalink":"/ceems/docs/installation/ansible","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/installation/ansible.md","tags":[],"version":"current","lastUpdatedAt":1795470406000,"sidebarPosition":6,"frontMatter":{"title":"Ansible","description":"Deploy CEEMS with Ansible, either with the CEEMS organisation\'s Ansible collection or with a playbook of standard modules that installs the release packages.","sidebar_position":6},"sidebar":"ceemsSidebar","previous":{"title":"Build from source","permalink":"/ceems/docs/installation/build"},"next":{"title":"Upgrading CEEMS","permalink":"/ceems/docs/installation/upgrading"}}')

},

};
;