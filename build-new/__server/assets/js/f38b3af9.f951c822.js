"use strict";
exports.ids = ["6424"];
exports.modules = {
76365(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_installation_pre_compiled_binaries_md_f38_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_installation_pre_compiled_binaries_md_f38_json__rspack_import_0 = __webpack_require__(62820);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Pre-compiled binaries',
	description: 'Download the release archive for your architecture, verify its checksum and install the CEEMS binaries with systemd units of your own.',
	sidebar_position: 2
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Release archives",
  "id": "archives",
  "level": 2
}, {
  "value": "Checksums and signatures",
  "id": "checksums",
  "level": 3
}, {
  "value": "Install the exporter on a compute node",
  "id": "install-exporter",
  "level": 2
}, {
  "value": "Install the other components",
  "id": "install-others",
  "level": 2
}, {
  "value": "cacct on login nodes",
  "id": "install-cacct",
  "level": 3
}, {
  "value": "Upgrade",
  "id": "upgrade",
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
    children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["This page is for operators who install CEEMS from the release archives: on distributions without deb or\nrpm, on architectures other than ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "amd64"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "arm64"
      }), ", or when you want full control over paths, users and\nunits. You download one archive per architecture, check it against the published checksums, copy the\nbinaries you need and write the systemd units yourself. Check ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/installation/prerequisites",
        children: "prerequisites"
      }), " first."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "archives",
      children: "Release archives"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Every release on the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://github.com/ceems-dev/ceems/releases",
        children: "releases page"
      }), " carries one archive per architecture,\nnamed ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems-<version>.linux-<arch>.tar.gz"
      }), ", where ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<arch>"
      }), " is one of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "386"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "amd64"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "arm64"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "mips"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "mips64"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "mips64le"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "mipsle"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ppc64le"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "riscv64"
      }), ". For example:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "https://github.com/ceems-dev/ceems/releases/download/v0.10.2/ceems-0.10.2.linux-amd64.tar.gz",
        children: "https://github.com/ceems-dev/ceems/releases/download/v0.10.2/ceems-0.10.2.linux-amd64.tar.gz\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Each archive unpacks into a directory of the same name, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems-<version>.linux-<arch>/"
      }), ", holding every\nprogram and a default configuration file for each:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "File"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it is"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_exporter"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Exporter for compute nodes"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "API server"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Load balancer"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_proxy"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Redfish reverse proxy"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "User accounting command"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Operator tool"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_k8s_admission_controller"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Kubernetes admission webhook"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.yml"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Default configuration of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb.yml"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Default configuration of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_proxy.yml"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Default configuration of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_proxy"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct.yml"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Empty configuration of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_exporter_config.yml"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Default configuration of the exporter's Redfish collector"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ebpf_profiling_config.yml"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Default configuration of the exporter's eBPF profiler"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "web-config.yml"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Web configuration template for TLS and basic auth, empty: a server given it as is speaks plain HTTP with no authentication until you fill it in. Usable by every server"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "LICENSE"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "README.md"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "License and project readme"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The binaries are statically linked and need no library from the host."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "checksums",
      children: "Checksums and signatures"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The release also carries ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sha256sums.txt"
      }), ", the SHA-256 checksum of every archive, in the format\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sha256sum"
      }), " reads. The project does not sign the archives or the checksum file; the checksums protect\nagainst a corrupted download, and HTTPS from GitHub is what vouches for their origin."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "install-exporter",
      children: "Install the exporter on a compute node"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The steps install ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_exporter"
      }), " on an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "amd64"
      }), " Slurm node that reads node power over IPMI DCMI with\nFreeIPMI's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ipmi-dcmi"
      }), ". Replace ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "amd64"
      }), " with your architecture (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uname -m"
      }), " prints ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "x86_64"
      }), " for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "amd64"
      }), "\nand ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "aarch64"
      }), " for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "arm64"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Download the archive and the checksums, and verify the archive."
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-fLO</span> https://github.com/ceems-dev/ceems/releases/download/v0.10.2/ceems-0.10.2.linux-amd64.tar.gz\n<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-fLO</span> https://github.com/ceems-dev/ceems/releases/download/v0.10.2/sha256sums.txt\nsha256sum <span class=\"token parameter variable\">--check</span> --ignore-missing sha256sums.txt",
            children: "curl -fLO https://github.com/ceems-dev/ceems/releases/download/v0.10.2/ceems-0.10.2.linux-amd64.tar.gz\ncurl -fLO https://github.com/ceems-dev/ceems/releases/download/v0.10.2/sha256sums.txt\nsha256sum --check --ignore-missing sha256sums.txt\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["The last command must print ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems-0.10.2.linux-amd64.tar.gz: OK"
          }), ". If it prints ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "FAILED"
          }), ",\ndelete the archive and download it again."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Unpack the archive and check the binary."
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">tar</span> <span class=\"token parameter variable\">-xzf</span> ceems-0.10.2.linux-amd64.tar.gz\n./ceems-0.10.2.linux-amd64/ceems_exporter <span class=\"token parameter variable\">--version</span>",
            children: "tar -xzf ceems-0.10.2.linux-amd64.tar.gz\n./ceems-0.10.2.linux-amd64/ceems_exporter --version\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["The output starts with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_exporter, version 0.10.2"
          }), "."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Create a system user and group for the service. Skip this step if ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems"
          }), " already exists\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "getent passwd ceems"
          }), ")."]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">sudo</span> <span class=\"token function\">groupadd</span> <span class=\"token parameter variable\">--system</span> ceems\n<span class=\"token function\">sudo</span> <span class=\"token function\">useradd</span> <span class=\"token parameter variable\">--system</span> --no-create-home --home-dir / <span class=\"token parameter variable\">--gid</span> ceems <span class=\"token parameter variable\">--shell</span> /sbin/nologin ceems",
            children: "sudo groupadd --system ceems\nsudo useradd --system --no-create-home --home-dir / --gid ceems --shell /sbin/nologin ceems\n"
          })
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Install the binary and the web configuration file."
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">sudo</span> <span class=\"token function\">install</span> <span class=\"token parameter variable\">-o</span> root <span class=\"token parameter variable\">-g</span> ceems <span class=\"token parameter variable\">-m</span> 0750 ceems-0.10.2.linux-amd64/ceems_exporter /usr/local/bin/ceems_exporter\n<span class=\"token function\">sudo</span> <span class=\"token function\">install</span> <span class=\"token parameter variable\">-d</span> <span class=\"token parameter variable\">-o</span> root <span class=\"token parameter variable\">-g</span> ceems <span class=\"token parameter variable\">-m</span> 0750 /etc/ceems_exporter\n<span class=\"token function\">sudo</span> <span class=\"token function\">install</span> <span class=\"token parameter variable\">-o</span> root <span class=\"token parameter variable\">-g</span> ceems <span class=\"token parameter variable\">-m</span> 0640 ceems-0.10.2.linux-amd64/web-config.yml /etc/ceems_exporter/web-config.yml",
            children: "sudo install -o root -g ceems -m 0750 ceems-0.10.2.linux-amd64/ceems_exporter /usr/local/bin/ceems_exporter\nsudo install -d -o root -g ceems -m 0750 /etc/ceems_exporter\nsudo install -o root -g ceems -m 0640 ceems-0.10.2.linux-amd64/web-config.yml /etc/ceems_exporter/web-config.yml\n"
          })
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Write the unit ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/etc/systemd/system/ceems_exporter.service"
          }), ". It runs the exporter as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems"
          }), " and hands\nit only the capabilities of the collectors it enables: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "CAP_SYS_PTRACE"
          }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "CAP_DAC_READ_SEARCH"
          }), " for\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "slurm"
          }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "CAP_DAC_READ_SEARCH"
          }), " for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "rapl"
          }), ", and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "CAP_SETUID"
          }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "CAP_SETGID"
          }), " to run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ipmi-dcmi"
          }), " as\nroot. The exporter finds ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ipmi-dcmi"
          }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ipmitool"
          }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ipmiutil"
          }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "capmc"
          }), " by itself, on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "PATH"
          }), " or in\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/sbin"
          }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/usr/sbin"
          }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "/usr/local/sbin"
          }), ". The\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
            href: "/ceems/docs/installation/prerequisites#privileges",
            children: "privileges table"
          }), " lists what the other collectors need."]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-ini",
            highlighted: "[Unit]\nDescription=CEEMS exporter\nWants=network-online.target\nAfter=network-online.target\n\n[Service]\nType=simple\nUser=ceems\nGroup=ceems\nExecStart=/usr/local/bin/ceems_exporter \\\n    --collector.slurm \\\n    --collector.ipmi_dcmi \\\n    --web.config.file=/etc/ceems_exporter/web-config.yml\nAmbientCapabilities=CAP_SYS_PTRACE CAP_DAC_READ_SEARCH CAP_SETUID CAP_SETGID\nCapabilityBoundingSet=CAP_SYS_PTRACE CAP_DAC_READ_SEARCH CAP_SETUID CAP_SETGID\nProtectSystem=strict\nProtectHome=read-only\nProtectKernelTunables=yes\nProtectKernelModules=yes\nProtectControlGroups=yes\nRestart=on-failure\nRestartSec=2\n\n[Install]\nWantedBy=multi-user.target",
            children: "[Unit]\nDescription=CEEMS exporter\nWants=network-online.target\nAfter=network-online.target\n\n[Service]\nType=simple\nUser=ceems\nGroup=ceems\nExecStart=/usr/local/bin/ceems_exporter \\\n    --collector.slurm \\\n    --collector.ipmi_dcmi \\\n    --web.config.file=/etc/ceems_exporter/web-config.yml\nAmbientCapabilities=CAP_SYS_PTRACE CAP_DAC_READ_SEARCH CAP_SETUID CAP_SETGID\nCapabilityBoundingSet=CAP_SYS_PTRACE CAP_DAC_READ_SEARCH CAP_SETUID CAP_SETGID\nProtectSystem=strict\nProtectHome=read-only\nProtectKernelTunables=yes\nProtectKernelModules=yes\nProtectControlGroups=yes\nRestart=on-failure\nRestartSec=2\n\n[Install]\nWantedBy=multi-user.target\n"
          })
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Start the service."
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">sudo</span> systemctl daemon-reload\n<span class=\"token function\">sudo</span> systemctl <span class=\"token builtin class-name\">enable</span> <span class=\"token parameter variable\">--now</span> ceems_exporter",
            children: "sudo systemctl daemon-reload\nsudo systemctl enable --now ceems_exporter\n"
          })
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Check that it serves metrics."
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> http://localhost:9010/metrics <span class=\"token operator\">|</span> <span class=\"token function\">grep</span> <span class=\"token parameter variable\">-E</span> <span class=\"token string\">'^ceems_(ipmi_dcmi_current_watts|compute_units)'</span>",
            children: "curl -s http://localhost:9010/metrics | grep -E '^ceems_(ipmi_dcmi_current_watts|compute_units)'\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["You see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_ipmi_dcmi_current_watts"
          }), " with the node's power in W, and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_compute_units"
          }), " with the\nnumber of jobs the exporter found on the node. If the command prints nothing, read\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "journalctl -u ceems_exporter"
          }), ": a collector that cannot start logs why, and a missing capability shows\nup as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "operation not permitted"
          }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "permission denied"
          }), "."]
        }), "\n"]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "install-others",
      children: "Install the other components"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The pattern is the same for every server: a binary in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/usr/local/bin"
      }), ", a configuration directory in\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc"
      }), ", a unit that runs it as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), ". This table gives what differs."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Program"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Configuration files to create (from the archive)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Needs in its unit"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/ceems_api_server/config.yml"
            }), " (from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.yml"
            }), "), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/ceems_api_server/web-config.yml"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--config.file"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.config.file"
            }), " pointing to them; a writable data directory, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/var/lib/ceems"
            }), " as set by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.data.path"
            }), " in the archive's file (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ReadWritePaths=/var/lib/ceems"
            }), "); ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETUID CAP_SETGID"
            }), " only when it runs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sacct"
            }), " for Slurm"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/ceems_lb/config.yml"
            }), " (from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb.yml"
            }), "), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/ceems_lb/web-config.yml"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--config.file"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.config.file"
            }), "; no capabilities"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_proxy"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/redfish_proxy/config.yml"
            }), " (from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "redfish_proxy.yml"
            }), "), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/redfish_proxy/web-config.yml"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--config.file"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--web.config.file"
            }), "; no capabilities"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Not a service: copy it to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/usr/local/bin"
            }), " on an admin host"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "For the API server, create the data directory before the first start:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">sudo</span> <span class=\"token function\">install</span> <span class=\"token parameter variable\">-d</span> <span class=\"token parameter variable\">-o</span> ceems <span class=\"token parameter variable\">-g</span> root <span class=\"token parameter variable\">-m</span> 0700 /var/lib/ceems",
        children: "sudo install -d -o ceems -g root -m 0700 /var/lib/ceems\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Start the load balancer after the API server. Keep the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "admin:"
      }), " section of the archive's\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server.yml"
      }), ", even with no users: without it the load balancer cannot ask the API server for\nits clusters (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#admin-section-required",
        children: "known issue"
      }), "). When you add a\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server"
      }), " section to the load balancer's configuration, the load balancer also refuses to start\nuntil every backend ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "id"
      }), " is a cluster with units in the API server's database\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#lb-needs-stored-units",
        children: "known issue"
      }), "). Check that every cluster is listed\nbefore you start it:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">curl</span> <span class=\"token parameter variable\">-s</span> <span class=\"token parameter variable\">-H</span> <span class=\"token string\">'X-Grafana-User: ceems-int-svc'</span> http://localhost:9020/api/v1/clusters/admin",
        children: "curl -s -H 'X-Grafana-User: ceems-int-svc' http://localhost:9020/api/v1/clusters/admin\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "install-cacct",
      children: "cacct on login nodes"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " reads its configuration, which holds the credentials it uses to query the API server and the\nload balancer, from the first of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "config.yml"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "config.yaml"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct.yml"
      }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct.yaml"
      }), " it finds in\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems"
      }), ". When ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems"
      }), " has none of them, it looks in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), " directory of the user's\nconfiguration directory (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "$XDG_CONFIG_HOME"
      }), ", or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "~/.config"
      }), " when that is unset). Users must be able to run\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " but not read the file in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems"
      }), ", so install the binary setgid to the group that owns the\nfile:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">sudo</span> <span class=\"token function\">install</span> <span class=\"token parameter variable\">-o</span> ceems <span class=\"token parameter variable\">-g</span> ceems <span class=\"token parameter variable\">-m</span> <span class=\"token number\">2755</span> ceems-0.10.2.linux-amd64/cacct /usr/local/bin/cacct\n<span class=\"token function\">sudo</span> <span class=\"token function\">install</span> <span class=\"token parameter variable\">-d</span> <span class=\"token parameter variable\">-o</span> ceems <span class=\"token parameter variable\">-g</span> ceems <span class=\"token parameter variable\">-m</span> 0750 /etc/ceems\n<span class=\"token function\">sudo</span> <span class=\"token function\">install</span> <span class=\"token parameter variable\">-o</span> ceems <span class=\"token parameter variable\">-g</span> ceems <span class=\"token parameter variable\">-m</span> 0640 ceems-0.10.2.linux-amd64/cacct.yml /etc/ceems/config.yml",
        children: "sudo install -o ceems -g ceems -m 2755 ceems-0.10.2.linux-amd64/cacct /usr/local/bin/cacct\nsudo install -d -o ceems -g ceems -m 0750 /etc/ceems\nsudo install -o ceems -g ceems -m 0640 ceems-0.10.2.linux-amd64/cacct.yml /etc/ceems/config.yml\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ls -l /usr/local/bin/cacct"
      }), " must show ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "-rwxr-sr-x"
      }), ". Fill in the file as described on\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/cacct",
        children: "cacct configuration"
      }), ". In this release ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " names the user by the account's\nGECOS field (the full name) instead of the login name, and the released binary reads that field from\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/passwd"
      }), " only: a user known only to LDAP or SSSD is refused\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/advanced/known-issues#cacct-gecos-name",
        children: "known issue"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "upgrade",
      children: "Upgrade"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Download and verify the new archive, stop the service, replace the binary with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "install"
      }), " as above and\nstart the service again. Configuration files are yours; compare them with the defaults of the new archive\nand read ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/installation/upgrading",
        children: "Upgrading CEEMS"
      }), " for renamed sections or flags."]
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
62820(module) {
module.exports = JSON.parse('{"id":"installation/pre-compiled-binaries","title":"Pre-compiled binaries","description":"Download the release archive for your architecture, verify its checksum and install the CEEMS binaries with systemd units of your own.","source":"@site/docs/installation/pre-compiled-binaries.md","sourceDirName":"installation","slug":"/installation/pre-compiled-binaries","permalink":"/ceems/docs/installation/pre-compiled-binaries","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/installation/pre-compiled-binaries.md","tags":[],"version":"current","lastUpdatedAt":1795472364000,"sidebarPosition":2,"frontMatter":{"title":"Pre-compiled binaries","description":"Download the release archive for your architecture, verify its checksum and install the CEEMS binaries with systemd units of your own.","sidebar_position":2},"sidebar":"ceemsSidebar","previous":{"title":"Prerequisites","permalink":"/ceems/docs/installation/prerequisites"},"next":{"title":"OS packages","permalink":"/ceems/docs/installation/os-packages"}}')

},

};
;