"use strict";
exports.ids = ["7539"];
exports.modules = {
38(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_installation_build_md_adf_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_installation_build_md_adf_json__rspack_import_0 = __webpack_require__(63057);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Build from source',
	description: 'Build the CEEMS binaries, the eBPF objects and the container image from the source tree with Go, LLVM and the project\'s Makefile.',
	sidebar_position: 5
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "What the build needs",
  "id": "requirements",
  "level": 2
}, {
  "value": "Build the binaries",
  "id": "build",
  "level": 2
}, {
  "value": "Build tags",
  "id": "tags",
  "level": 2
}, {
  "value": "The eBPF objects",
  "id": "ebpf",
  "level": 2
}, {
  "value": "Build without make",
  "id": "go-build",
  "level": 2
}, {
  "value": "Cross builds, archives and the image",
  "id": "release",
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
      children: ["This page is for operators and contributors who build CEEMS themselves: to patch it, to audit what they\nrun, or to target a platform the releases do not cover. It lists the tools the build needs, builds a\nrelease-grade set of binaries with the project's Makefile, and explains the build tags and the eBPF part.\nFor everyday installs, the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/installation/pre-compiled-binaries",
        children: "release archives"
      }), " contain the same binaries."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "requirements",
      children: "What the build needs"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Tool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Needed for"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Notes"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Go 1.24"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Everything"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "go.mod"
            }), " requires Go ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "1.24.0"
            }), " and names ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "go1.24.2"
            }), " as toolchain. A Go 1.21 or newer installation downloads that toolchain by itself unless ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "GOTOOLCHAIN=local"
            }), " is set"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "GNU make, git, curl"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The Makefile"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "make"
            }), " downloads ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "https://github.com/prometheus/promu",
              children: "promu"
            }), " 0.17.0 from GitHub into ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "$(go env GOPATH)/bin"
            }), " on first use"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clang"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "llc"
            }), " from LLVM"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_exporter"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Compile the eBPF programs that the exporter embeds. Use LLVM 18 or newer: the release builds install it with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "scripts/install_clang.sh"
            }), ", but a local ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "make build"
            }), " takes the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clang"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "llc"
            }), " on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "PATH"
            }), " without checking their version. Objects built with LLVM 20 pass the kernel verifier since ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "https://github.com/ceems-dev/ceems/pull/393",
              children: "#393"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A C compiler and the static C library"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Both use SQLite through cgo, and promu links them statically (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "-extldflags '-static'"
            }), "). On Debian and Ubuntu, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gcc"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "libc6-dev"
            }), "; on the RHEL family, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gcc"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "glibc-static"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Docker"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Cross builds and images only"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "make crossbuild"
            }), " runs promu in Prometheus' ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "golang-builder"
            }), " containers; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "make docker"
            }), " builds the image"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "On Debian or Ubuntu, for example:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">sudo</span> <span class=\"token function\">apt-get</span> <span class=\"token function\">install</span> <span class=\"token parameter variable\">-y</span> <span class=\"token function\">git</span> <span class=\"token function\">make</span> <span class=\"token function\">curl</span> gcc libc6-dev clang llvm",
        children: "sudo apt-get install -y git make curl gcc libc6-dev clang llvm\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Check the version this gives you with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "clang --version"
      }), " below: Ubuntu 24.04 installs LLVM 18, but\nDebian 12 installs LLVM 14. On such a release, install LLVM 18 or newer from the LLVM project's own\npackages and put its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "clang"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "llc"
      }), " first on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "PATH"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Install Go from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://go.dev/dl/",
        children: "go.dev"
      }), " if your distribution ships an older one, and check it:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "go version\nclang <span class=\"token parameter variable\">--version</span>\nllc <span class=\"token parameter variable\">--version</span>",
        children: "go version\nclang --version\nllc --version\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "build",
      children: "Build the binaries"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Get the source of the release you want."
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">git</span> clone <span class=\"token parameter variable\">--branch</span> v0.10.2 <span class=\"token parameter variable\">--depth</span> <span class=\"token number\">1</span> https://github.com/ceems-dev/ceems.git\n<span class=\"token builtin class-name\">cd</span> ceems",
            children: "git clone --branch v0.10.2 --depth 1 https://github.com/ceems-dev/ceems.git\ncd ceems\n"
          })
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
          children: "Switch the Makefile to release mode."
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">make</span> updatevars",
            children: "make updatevars\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["This is the step the release pipeline runs. It edits ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "Makefile"
          }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: ".promu/.promu-go.yml"
          }), " in place:\nit sets ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "RELEASE_BUILD"
          }), " to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "1"
          }), ", so ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "make build"
          }), " skips the mock servers used by the end-to-end tests\nand the Swagger regeneration, and it removes the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "test"
          }), " build tag (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
            href: "#tags",
            children: "build tags"
          }), ")."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Build the pure Go programs: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_exporter"
          }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_tool"
          }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "cacct"
          }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "redfish_proxy"
          }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_k8s_admission_controller"
          }), "."]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">make</span> build",
            children: "make build\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["This first compiles the eBPF objects with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "clang"
          }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "llc"
          }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "make -C pkg/collector/bpf"
          }), "), then runs\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "promu build"
          }), " with the configuration in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: ".promu/.promu-go.yml"
          }), "."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Build the cgo programs, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_api_server"
          }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ceems_lb"
          }), "."]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token assign-left variable\">CGO_APPS</span><span class=\"token operator\">=</span><span class=\"token number\">1</span> <span class=\"token function\">make</span> build",
            children: "CGO_APPS=1 make build\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "CGO_APPS=1"
          }), " the Makefile uses ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: ".promu/.promu-cgo.yml"
          }), ", which turns cgo on."]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Check the result. promu writes the binaries to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "bin/"
          }), "."]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            className: "language-bash",
            highlighted: "<span class=\"token function\">ls</span> bin/\n./bin/ceems_exporter <span class=\"token parameter variable\">--version</span>\n./bin/ceems_api_server <span class=\"token parameter variable\">--version</span>",
            children: "ls bin/\n./bin/ceems_exporter --version\n./bin/ceems_api_server --version\n"
          })
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
          children: ["Each prints its name, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "version 0.10.2"
          }), " and the git revision it was built from."]
        }), "\n"]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Install the binaries as described on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/installation/pre-compiled-binaries#install-exporter",
        children: "pre-compiled binaries"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "danger",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["Do not skip step 2 when you build ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cacct"
        }), " for production. Without it, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: ".promu/.promu-go.yml"
        }), " keeps the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "test"
        }), " tag, which compiles hidden flags into ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cacct"
        }), " that let the caller pretend to be another user and\nread another configuration file. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cacct"
        }), " is installed setgid, so such a build lets any user read other\nusers' data."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "If the build fails:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "pattern bpf/objs/*.o: no matching files found"
          })
        }), ": the eBPF objects were not built. Run\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "make -C pkg/collector/bpf"
        }), " and read its errors; usually ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "clang"
        }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "llc"
        }), " is missing or too old."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "build constraints exclude all Go files in …/cmd/ceems_api_server"
          })
        }), ": cgo is off. Build the API\nserver and the load balancer with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CGO_APPS=1 make build"
        }), ", or with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CGO_ENABLED=1"
        }), " when you call\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "go build"
        }), " yourself."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "cannot find -lc"
          })
        }), " or other link errors for the cgo programs: the static C library is missing\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "glibc-static"
        }), " on the RHEL family)."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tags",
      children: "Build tags"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Tag"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Where"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Effect"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "netgo"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "osusergo"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "static_build"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Every release build"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Pure Go DNS resolver and user lookup, no dependency on the system C library at run time"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "test"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".promu/.promu-go.yml"
            }), " in the source tree"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Adds hidden test-only flags to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            }), ". CI needs it; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "make updatevars"
            }), " removes it for releases. Never ship a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            }), " built with it"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "no<collector>"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Constraints on the exporter's collector files"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "nocpu"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "nocraypmc"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "noebpf"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "noemissions"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "nohwmon"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "noinfiniband"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "noimpi"
            }), " (spelled so in the source), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "nok8s"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "nolibvirt"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "nomeminfo"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "nonetdev"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "noperf"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "norapl"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "nordma"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "noredfish"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "noslurm"
            }), ". The project never builds with them, and collectors call each other's code: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "noperf"
            }), ", for example, removes code the Slurm collector uses, and the build fails. Disable collectors with flags instead"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Continuous profiling (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--profiling.ebpf"
      }), ") is compiled only for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "amd64"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "arm64"
      }), ", selected by\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "GOARCH"
      }), ", not by a tag."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "ebpf",
      children: "The eBPF objects"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_exporter"
      }), " embeds compiled eBPF programs from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pkg/collector/bpf/objs/"
      }), " at build time, so they\nmust exist before ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "go build"
      }), ". ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pkg/collector/bpf/Makefile"
      }), " compiles two programs, each in three variants\nfor different kernel versions:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Object"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Used on kernels"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "bpf_vfs_v511.o"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "5.11.0 and older"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "bpf_vfs_v62.o"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Newer than 5.11.0, up to 6.2.0"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "bpf_vfs.o"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Newer than 6.2.0"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "bpf_network_v519.o"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Older than 5.19.0"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "bpf_network_v64.o"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "5.19.0 up to 6.4.0"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "bpf_network.o"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Newer than 6.4.0"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The exporter compares the full kernel release, patch level included, so a 5.11.4 kernel loads\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "bpf_vfs_v62.o"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Each is compiled with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "clang -target bpf"
      }), " to LLVM IR and then by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "llc"
      }), " to a BPF object for the target\narchitecture and byte order. The Makefile picks the architecture from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "GOARCH"
      }), " when it is set and from\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "uname -m"
      }), " otherwise. Point it at other tools with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "CLANG"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "LLC"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">make</span> <span class=\"token parameter variable\">-C</span> pkg/collector/bpf <span class=\"token assign-left variable\">CLANG</span><span class=\"token operator\">=</span>clang-19 <span class=\"token assign-left variable\">LLC</span><span class=\"token operator\">=</span>llc-19",
        children: "make -C pkg/collector/bpf CLANG=clang-19 LLC=llc-19\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "warning",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["When ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "GOARCH"
        }), " is set, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "make build"
        }), " also runs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "scripts/install_clang.sh"
        }), ". The script looks for clang 18 or\nnewer, installs LLVM with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "apt"
        }), " when it does not find it and links ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "clang"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "llc"
        }), " into ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/usr/bin"
        }), ", with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "sudo"
        }), " when you are not root. It is meant for the CI builder containers; for a cross build on your own machine, build\nthe objects with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "GOARCH=<arch> make -C pkg/collector/bpf"
        }), " and then call ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "go build"
        }), " yourself."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "go-build",
      children: "Build without make"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "go build"
      }), " works once the eBPF objects exist. The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "-ldflags"
      }), " set the version that ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--version"
      }), " prints:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">make</span> <span class=\"token parameter variable\">-C</span> pkg/collector/bpf\ngo build <span class=\"token parameter variable\">-tags</span> <span class=\"token string\">'netgo osusergo static_build'</span> <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-ldflags</span> <span class=\"token string\">\"-X github.com/prometheus/common/version.Version=0.10.2\"</span> <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-o</span> ceems_exporter ./cmd/ceems_exporter\n<span class=\"token assign-left variable\">CGO_ENABLED</span><span class=\"token operator\">=</span><span class=\"token number\">1</span> go build <span class=\"token parameter variable\">-tags</span> <span class=\"token string\">'netgo osusergo static_build'</span> <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-ldflags</span> <span class=\"token string\">\"-X github.com/prometheus/common/version.Version=0.10.2 -extldflags '-static'\"</span> <span class=\"token punctuation\">\\</span>\n  <span class=\"token parameter variable\">-o</span> ceems_api_server ./cmd/ceems_api_server",
        children: "make -C pkg/collector/bpf\ngo build -tags 'netgo osusergo static_build' \\\n  -ldflags \"-X github.com/prometheus/common/version.Version=0.10.2\" \\\n  -o ceems_exporter ./cmd/ceems_exporter\nCGO_ENABLED=1 go build -tags 'netgo osusergo static_build' \\\n  -ldflags \"-X github.com/prometheus/common/version.Version=0.10.2 -extldflags '-static'\" \\\n  -o ceems_api_server ./cmd/ceems_api_server\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "release",
      children: "Cross builds, archives and the image"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The release pipeline builds every archive the same way, and you can run the same targets:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Command"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it does"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "make crossbuild"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Runs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "make updatevars"
            }), ", then ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "promu crossbuild"
            }), " for every platform in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".promu/.promu-go.yml"
            }), ", in Docker; binaries land in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".build/<os>-<arch>/"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CGO_APPS=1 make crossbuild"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The same for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_lb"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "promu crossbuild tarballs"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Packs each ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".build/<os>-<arch>/"
            }), " with the files listed in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".promu.yml"
            }), " into ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".tarballs/ceems-<version>.<os>-<arch>.tar.gz"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "promu checksum .tarballs"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Writes ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".tarballs/sha256sums.txt"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "make docker"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Builds ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems/ceems-linux-<arch>:<branch>"
            }), " from the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Dockerfile"
            }), " for each architecture in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DOCKER_ARCHS"
            }), " (default ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "amd64 arm64"
            }), "), using the binaries in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".build/linux-<arch>/"
            })]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["To build only the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "amd64"
      }), " image after a cross build:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">make</span> <span class=\"token function\">docker</span> <span class=\"token assign-left variable\">DOCKER_ARCHS</span><span class=\"token operator\">=</span>amd64 <span class=\"token assign-left variable\">DOCKER_IMAGE_TAG</span><span class=\"token operator\">=</span>local\n<span class=\"token function\">docker</span> run <span class=\"token parameter variable\">--rm</span> ceems/ceems-linux-amd64:local ceems_exporter <span class=\"token parameter variable\">--version</span>",
        children: "make docker DOCKER_ARCHS=amd64 DOCKER_IMAGE_TAG=local\ndocker run --rm ceems/ceems-linux-amd64:local ceems_exporter --version\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Other targets are for development: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "make test"
      }), " runs the unit tests, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "make test-e2e"
      }), " the end-to-end tests\nagainst recorded fixtures, and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "make"
      }), " alone runs formatting checks, linters, the build and all tests."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["When you build a newer release to replace binaries that already run, follow ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/installation/upgrading",
        children: "Upgrading"
      }), "\nfor what changed between releases."]
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
63057(module) {
module.exports = JSON.parse('{"id":"installation/build","title":"Build from source","description":"Build the CEEMS binaries, the eBPF objects and the container image from the source tree with Go, LLVM and the project\'s Makefile.","source":"@site/docs/installation/build.md","sourceDirName":"installation","slug":"/installation/build","permalink":"/ceems/docs/installation/build","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/installation/build.md","tags":[],"version":"current","lastUpdatedAt":1795470754000,"sidebarPosition":5,"frontMatter":{"title":"Build from source","description":"Build the CEEMS binaries, the eBPF objects and the container image from the source tree with Go, LLVM and the project\'s Makefile.","sidebar_position":5},"sidebar":"ceemsSidebar","previous":{"title":"Containers","permalink":"/ceems/docs/installation/containers"},"next":{"title":"Ansible","permalink":"/ceems/docs/installation/ansible"}}')

},

};
;