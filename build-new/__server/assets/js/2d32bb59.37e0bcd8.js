"use strict";
exports.ids = ["1973"];
exports.modules = {
74255(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_configuration_resource_managers_md_2d3_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_configuration_resource_managers_md_2d3_json__rspack_import_0 = __webpack_require__(72928);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Resource managers',
	description: 'Prepare Slurm, OpenStack and Kubernetes for CEEMS, with the commands, accounts, privileges and files the API server needs and what the exporter needs on compute nodes.',
	sidebar_position: 5
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Slurm",
  "id": "slurm",
  "level": 2
}, {
  "value": "API server host",
  "id": "slurm-api-server",
  "level": 3
}, {
  "value": "Compute nodes",
  "id": "slurm-nodes",
  "level": 3
}, {
  "value": "OpenStack",
  "id": "openstack",
  "level": 2
}, {
  "value": "API server host",
  "id": "openstack-api-server",
  "level": 3
}, {
  "value": "Hypervisors",
  "id": "openstack-nodes",
  "level": 3
}, {
  "value": "Kubernetes",
  "id": "kubernetes",
  "level": 2
}, {
  "value": "API server host",
  "id": "kubernetes-api-server",
  "level": 3
}, {
  "value": "Worker nodes",
  "id": "kubernetes-nodes",
  "level": 3
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
    ul: "ul",
    ...(0,_mdx_js_react__rspack_import_2/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["This page is for operators who connect CEEMS to a resource manager: Slurm for batch jobs, OpenStack for\nvirtual machines, Kubernetes for pods. For each one it lists what the API server needs on its host to\nread compute units, users and projects, and what ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_exporter"
      }), " needs on the compute nodes to measure\neach unit. The configuration keys themselves are on the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/ceems-api-server#clusters",
        children: "API server"
      }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/ceems-exporter#resource-manager-collectors",
        children: "exporter"
      }), " pages."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {}), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Slurm"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "OpenStack"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Kubernetes"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "manager"
            }), " in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "clusters"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "slurm"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "openstack"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "k8s"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Compute unit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "batch job"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "VM (Nova server)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "pod"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            }), " label"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "job ID"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "server ID (libvirt domain UUID)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "pod UID"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Project"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Slurm account"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "OpenStack project"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "namespace, or a pod annotation"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "API server reads with"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sacct"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sacctmgr"
            }), " commands"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Keystone v3 and Nova APIs"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Kubernetes API"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Exporter collector"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.slurm"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.libvirt"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--collector.k8s"
            })
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "slurm",
      children: "Slurm"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "slurm-api-server",
      children: "API server host"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "In 0.10.2 the API server reads Slurm through its command-line tools only; the Slurm REST API\nis not supported. At each update it runs, on its own host:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "sacct <span class=\"token parameter variable\">-D</span> <span class=\"token parameter variable\">-X</span> <span class=\"token parameter variable\">--noheader</span> <span class=\"token parameter variable\">--allusers</span> <span class=\"token parameter variable\">--parsable2</span> <span class=\"token parameter variable\">--format</span> jobidraw,partition,qos,account,group,gid,user,uid,submit,start,end,elapsed,elapsedraw,exitcode,state,alloctres,nodelist,jobname,workdir <span class=\"token parameter variable\">--state</span> CANCELLED,COMPLETED,FAILED,NODE_FAIL,PREEMPTED,TIMEOUT,RUNNING <span class=\"token parameter variable\">--starttime</span> <span class=\"token operator\">&lt;</span>start<span class=\"token operator\">&gt;</span> <span class=\"token parameter variable\">--endtime</span> <span class=\"token operator\">&lt;</span>end<span class=\"token operator\">&gt;</span>\nsacctmgr <span class=\"token parameter variable\">--parsable2</span> <span class=\"token parameter variable\">--noheader</span> list associations <span class=\"token assign-left variable\">format</span><span class=\"token operator\">=</span>Account,User",
        children: "sacct -D -X --noheader --allusers --parsable2 --format jobidraw,partition,qos,account,group,gid,user,uid,submit,start,end,elapsed,elapsedraw,exitcode,state,alloctres,nodelist,jobname,workdir --state CANCELLED,COMPLETED,FAILED,NODE_FAIL,PREEMPTED,TIMEOUT,RUNNING --starttime <start> --endtime <end>\nsacctmgr --parsable2 --noheader list associations format=Account,User\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Job steps and jobs that never got nodes are skipped; the number of GPUs of a job comes from the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gres/gpu"
      }), " entries of its allocated TRES. So the host needs what a login node has:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The Slurm client commands, found on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "PATH"
        }), " or in the directory set as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cli.path"
        }), " in the cluster\nentry."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["A working ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "slurm.conf"
        }), " and Slurm authentication (MUNGE or other) so that the commands reach\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "slurmdbd"
        }), ". Set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cli.environment_variables"
        }), ", for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "SLURM_CONF"
        }), ", if the defaults do not apply."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The right to see every user's jobs. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--allusers"
        }), " returns other users' jobs only to privileged users\nwhen ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "PrivateData"
        }), " hides jobs."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "At start the API server picks how to run the commands, and logs its choice:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Mode"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "When"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Log line"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "As root, through capabilities"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The server runs as root, or has ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETUID"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CAP_SETGID"
            }), ". The packaged unit file grants both."]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Current user/process have enough privileges to execute SLURM commands"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sudo"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Otherwise, if ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sudo <cli.path>/sacct --help"
            }), " succeeds without a password."]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sudo will be used to execute SLURM commands"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "As its own user"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Neither works."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "SLURM commands will be executed as current user. Might not fetch jobs of all users"
            })
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "With the packages nothing more is needed. Without them, either grant the capabilities in your own unit\nfile:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-ini",
        highlighted: "[Service]\nUser=ceems\nAmbientCapabilities=CAP_SETUID CAP_SETGID\nCapabilityBoundingSet=CAP_SETUID CAP_SETGID",
        children: "[Service]\nUser=ceems\nAmbientCapabilities=CAP_SETUID CAP_SETGID\nCapabilityBoundingSet=CAP_SETUID CAP_SETGID\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["or allow ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sudo"
      }), ". The server calls ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sudo -E"
      }), " to pass its environment, which sudo accepts only with the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "SETENV"
      }), " tag (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/sudoers.d/ceems"
      }), ", edited with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "visudo -f"
      }), "):"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "ceems ALL=(root) NOPASSWD:SETENV: /usr/bin/sacct, /usr/bin/sacctmgr",
        children: "ceems ALL=(root) NOPASSWD:SETENV: /usr/bin/sacct, /usr/bin/sacctmgr\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Check from the API server host that the commands work as the server will run them (as root in the\nfirst two modes) and list other users' jobs:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">sudo</span> sacct <span class=\"token parameter variable\">-X</span> <span class=\"token parameter variable\">--allusers</span> <span class=\"token parameter variable\">--starttime</span><span class=\"token operator\">=</span>now-3600 <span class=\"token parameter variable\">--format</span><span class=\"token operator\">=</span>jobid,user,account,state <span class=\"token operator\">|</span> <span class=\"token function\">head</span>\n<span class=\"token function\">sudo</span> sacctmgr <span class=\"token parameter variable\">--parsable2</span> <span class=\"token parameter variable\">--noheader</span> list associations <span class=\"token assign-left variable\">format</span><span class=\"token operator\">=</span>Account,User <span class=\"token operator\">|</span> <span class=\"token function\">head</span>",
        children: "sudo sacct -X --allusers --starttime=now-3600 --format=jobid,user,account,state | head\nsudo sacctmgr --parsable2 --noheader list associations format=Account,User | head\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "slurm-nodes",
      children: "Compute nodes"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Slurm must place jobs in cgroups: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ProctrackType=proctrack/cgroup"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "TaskPlugin=task/cgroup"
        }), " in\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "slurm.conf"
        }), ". The exporter finds the job cgroups under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "system.slice"
        }), " (cgroups v2) or under the\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cpu,cpuacct"
        }), " hierarchy (cgroups v1)."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_exporter --collector.slurm"
        }), " on every node, with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CAP_SYS_PTRACE"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CAP_DAC_READ_SEARCH"
        }), "\nso that it can read job environments to map GPUs."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["GPU nodes: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "nvidia-smi"
        }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "amd-smi"
        }), "/", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "rocm-smi"
        }), " on the exporter's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "PATH"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "gres.conf"
        }), " readable at\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--collector.slurm.gres-config-file"
        }), ", and the DCGM or AMD exporter for GPU metrics. See\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/configuration/ceems-exporter#gpu-support",
          children: "GPU support"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "A node power source: RAPL (default), IPMI DCMI, Redfish or Cray power counters."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "openstack",
      children: "OpenStack"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "openstack-api-server",
      children: "API server host"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The API server needs no local privileges for OpenStack: it talks to the APIs over HTTPS."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Network access to the Keystone (identity) and Nova (compute) endpoints set in\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "extra_config.api_service_endpoints"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["An OpenStack account whose token may list servers of all projects, including deleted ones\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "GET /servers/detail?all_tenants=true"
        }), "), list users (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "GET /v3/users"
        }), ") and the projects of each user\n(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "GET /v3/users/<user-id>/projects"
        }), "). With the default policies of Nova and Keystone this is a user\nwith the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "admin"
        }), " role. Put its credentials under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "extra_config.auth"
        }), ", in the form of\na Keystone v3 authentication request: a password or an application credential, and a scope."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Nova microversion: the server asks for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "latest"
        }), " unless you set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "X-OpenStack-Nova-API-Version"
        }), " under\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "web.http_headers"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Check the account from the API server host with the OpenStack client:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "openstack server list --all-projects <span class=\"token parameter variable\">--limit</span> <span class=\"token number\">5</span>\nopenstack user list <span class=\"token parameter variable\">--limit</span> <span class=\"token number\">5</span>",
        children: "openstack server list --all-projects --limit 5\nopenstack user list --limit 5\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Each server becomes a unit with its flavor (vCPUs, RAM, disk, swap, extra specs), its metadata and\ntags. GPUs are counted from the flavor extra spec ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "resources:VGPU"
      }), ". User and project lists are cached for\n12 hours."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "openstack-nodes",
      children: "Hypervisors"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems_exporter --collector.libvirt"
        }), " on every compute node (Nova with libvirt and QEMU/KVM). The\nexporter reads VM cgroups under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "machine.slice"
        }), " (or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "machine"
        }), ") and the domain XML files in\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/etc/libvirt/qemu"
        }), ", with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CAP_DAC_READ_SEARCH"
        }), ". If the exporter runs in a container, as in a\nKolla deployment, mount ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/sys/fs/cgroup"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/proc"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/etc/libvirt/qemu"
        }), " from the host."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["GPUs passed through (PCI) or shared as NVIDIA vGPUs: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "nvidia-smi"
        }), " on the host, which also answers\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "nvidia-smi vgpu --query"
        }), " for vGPUs."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "A node power source: RAPL, IPMI DCMI or Redfish."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "kubernetes",
      children: "Kubernetes"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "kubernetes-api-server",
      children: "API server host"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["A kubeconfig file (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "extra_config.kubeconfig_file"
        }), "), or the in-cluster service account when the API\nserver runs in the cluster."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Permission to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "list"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "watch"
        }), " pods and to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "list"
        }), " role bindings in all namespaces:"]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">apiVersion</span><span class=\"token punctuation\">:</span> rbac.authorization.k8s.io/v1\n<span class=\"token key atrule\">kind</span><span class=\"token punctuation\">:</span> ClusterRole\n<span class=\"token key atrule\">metadata</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> ceems<span class=\"token punctuation\">-</span>api<span class=\"token punctuation\">-</span>server\n<span class=\"token key atrule\">rules</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">apiGroups</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"\"</span><span class=\"token punctuation\">]</span>\n    <span class=\"token key atrule\">resources</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"pods\"</span><span class=\"token punctuation\">]</span>\n    <span class=\"token key atrule\">verbs</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"list\"</span><span class=\"token punctuation\">,</span> <span class=\"token string\">\"watch\"</span><span class=\"token punctuation\">]</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">apiGroups</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"rbac.authorization.k8s.io\"</span><span class=\"token punctuation\">]</span>\n    <span class=\"token key atrule\">resources</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"rolebindings\"</span><span class=\"token punctuation\">]</span>\n    <span class=\"token key atrule\">verbs</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"list\"</span><span class=\"token punctuation\">]</span>",
        children: "apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata:\n  name: ceems-api-server\nrules:\n  - apiGroups: [\"\"]\n    resources: [\"pods\"]\n    verbs: [\"list\", \"watch\"]\n  - apiGroups: [\"rbac.authorization.k8s.io\"]\n    resources: [\"rolebindings\"]\n    verbs: [\"list\"]\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Kubernetes has no notion of the user who owns a pod, so the API server gathers users from three places:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Role bindings: every subject of kind ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "User"
        }), " of a role binding is a member of that binding's\nnamespace."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The users file (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "extra_config.ns_users_list_file"
        }), ", default ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/var/run/ceems/users.yaml"
        }), "), a map of\nnamespaces to user names under the key ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "users"
        }), ". Mount a ConfigMap there to manage it."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Pod annotations: an annotation listed in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "extra_config.username_annotations"
        }), " (default\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ceems.io/created-by"
        }), ") names the owner of the pod. A pod without one, or whose annotation names a\nservice account, is owned by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "<project>:svc"
        }), ", where the project is the namespace unless an annotation\nof ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "extra_config.project_annotations"
        }), " sets it."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems.io/created-by"
      }), " annotation is written by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_k8s_admission_controller"
      }), ", a mutating\nadmission webhook shipped with CEEMS. It adds ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems.io/created-by"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems.io/created-by-uid"
      }), ", the\nname and UID of the requesting user, to pods, deployments, statefulsets, daemonsets, jobs and cronjobs\n(to their pod templates for the workload kinds) on create and update, unless the annotation already\nnames a user that is not a service account. It listens on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: ":9000"
      }), " by default (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--web.listen-address"
      }), ") and serves\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/ceems-admission-controller/mutate"
      }), "; Kubernetes calls webhooks over TLS only, so give it a certificate\nwith ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--web.config.file"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["GPU allocation is counted from the container limits of the resources named in\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "extra_config.gpu_resource_names"
      }), " (default ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "nvidia.com/gpu"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "amd.com/gpu"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "kubernetes-nodes",
      children: "Worker nodes"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Run the exporter as a DaemonSet with:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["the node's processes in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/proc"
        }), " (for example with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "hostPID: true"
        }), ") and the node's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/sys"
        }), " and\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/sys/fs/cgroup"
        }), " mounted at the same paths, so that it sees pod cgroups and their processes;"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["the kubelet pod-resources socket directory, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/var/lib/kubelet/pod-resources"
        }), ", mounted from the host,\nfor GPU mapping;"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["the environment variable ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "NODE_NAME"
        }), " from the field ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "spec.nodeName"
        }), ";"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["a service account allowed to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "list"
        }), " pods in all namespaces and, if the GPU tools are not in the\nexporter's container, to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "create"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "pods/exec"
        }), " in the namespace of the NVIDIA or AMD GPU operator.\nPrefer the tools in the container: in 0.10.2 the fallback runs them in the first labelled\noperator pod the API lists, which may be on another node (see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/deployments/hpc#kubernetes",
          children: "Kubernetes notes"
        }), ")."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-yaml",
        highlighted: "<span class=\"token key atrule\">apiVersion</span><span class=\"token punctuation\">:</span> rbac.authorization.k8s.io/v1\n<span class=\"token key atrule\">kind</span><span class=\"token punctuation\">:</span> ClusterRole\n<span class=\"token key atrule\">metadata</span><span class=\"token punctuation\">:</span>\n  <span class=\"token key atrule\">name</span><span class=\"token punctuation\">:</span> ceems<span class=\"token punctuation\">-</span>exporter\n<span class=\"token key atrule\">rules</span><span class=\"token punctuation\">:</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">apiGroups</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"\"</span><span class=\"token punctuation\">]</span>\n    <span class=\"token key atrule\">resources</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"pods\"</span><span class=\"token punctuation\">]</span>\n    <span class=\"token key atrule\">verbs</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"list\"</span><span class=\"token punctuation\">]</span>\n  <span class=\"token punctuation\">-</span> <span class=\"token key atrule\">apiGroups</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"\"</span><span class=\"token punctuation\">]</span>\n    <span class=\"token key atrule\">resources</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"pods/exec\"</span><span class=\"token punctuation\">]</span>\n    <span class=\"token key atrule\">verbs</span><span class=\"token punctuation\">:</span> <span class=\"token punctuation\">[</span><span class=\"token string\">\"create\"</span><span class=\"token punctuation\">]</span>",
        children: "apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata:\n  name: ceems-exporter\nrules:\n  - apiGroups: [\"\"]\n    resources: [\"pods\"]\n    verbs: [\"list\"]\n  - apiGroups: [\"\"]\n    resources: [\"pods/exec\"]\n    verbs: [\"create\"]\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The exporter finds pod cgroups under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "kubepods.slice"
      }), " (systemd cgroup driver) or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "kubepods"
      }), " (cgroupfs\ndriver). Use the same cgroup driver for the kubelet and the container runtime: if they differ, the\nruntime creates container cgroups outside the kubelet's tree and the pods' cgroups stay empty."]
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
72928(module) {
module.exports = JSON.parse('{"id":"configuration/resource-managers","title":"Resource managers","description":"Prepare Slurm, OpenStack and Kubernetes for CEEMS, with the commands, accounts, privileges and files the API server needs and what the exporter needs on compute nodes.","source":"@site/docs/configuration/resource-managers.md","sourceDirName":"configuration","slug":"/configuration/resource-managers","permalink":"/ceems/docs/configuration/resource-managers","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/configuration/resource-managers.md","tags":[],"version":"current","lastUpdatedAt":1795469949000,"sidebarPosition":5,"frontMatter":{"title":"Resource managers","description":"Prepare Slurm, OpenStack and Kubernetes for CEEMS, with the commands, accounts, privileges and files the API server needs and what the exporter needs on compute nodes.","sidebar_position":5},"sidebar":"ceemsSidebar","previous":{"title":"cacct configuration","permalink":"/ceems/docs/configuration/cacct"},"next":{"title":"Prometheus configuration","permalink":"/ceems/docs/configuration/prometheus"}}')

},

};
;