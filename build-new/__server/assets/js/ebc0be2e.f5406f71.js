exports.ids = ["192"];
exports.modules = {
76022(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_cli_cacct_md_ebc_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_cli_cacct_md_ebc_json__rspack_import_0 = __webpack_require__(55092);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_3 = __webpack_require__(28453);
/* import */ var _site_src_components_ReferenceFilter__rspack_import_2 = __webpack_require__(31746);


const frontMatter = {
	title: 'cacct',
	description: 'Every command line flag of cacct, the command that shows the energy, emissions and usage of your jobs, with its default and effect, and the fields it can print.',
	sidebar_position: 4
};
const contentTitle = undefined;

const assets = {

};




const toc = [{
  "value": "Synopsis",
  "id": "synopsis",
  "level": 2
}, {
  "value": "Common invocations",
  "id": "common-invocations",
  "level": 2
}, {
  "value": "Reading the tables",
  "id": "reading-the-tables",
  "level": 2
}, {
  "value": "Help and version",
  "id": "help-and-version",
  "level": 2
}, {
  "value": "Selecting jobs",
  "id": "selecting-jobs",
  "level": 2
}, {
  "value": "Summary rows",
  "id": "summary-rows",
  "level": 2
}, {
  "value": "Output columns",
  "id": "output-columns",
  "level": 2
}, {
  "value": "Time series",
  "id": "time-series",
  "level": 2
}, {
  "value": "Output format",
  "id": "output-format",
  "level": 2
}, {
  "value": "Fields",
  "id": "fields",
  "level": 2
}, {
  "value": "Configuration file",
  "id": "configuration-file",
  "level": 2
}, {
  "value": "Exit status",
  "id": "exit-status",
  "level": 2
}, {
  "value": "Hidden flags",
  "id": "hidden-flags",
  "level": 2
}, {
  "value": "See also",
  "id": "see-also",
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
    strong: "strong",
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
      children: ["This page is for users who run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " on a login node to see what their batch jobs used and emitted, and\nfor operators who install it. It lists every flag ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " accepts in CEEMS 0.10.2 (those\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct --help"
      }), " prints, in its order, then the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#hidden-flags",
        children: "hidden flags"
      }), "), and every field ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--format"
      }), "\ncan print. Step-by-step examples are on\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/usage/cacct",
        children: "using cacct"
      }), "; how operators connect it to the CEEMS API server is on\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/cacct",
        children: "cacct configuration"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "synopsis",
      children: "Synopsis"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "cacct [&lt;flags&gt;]",
        children: "cacct [<flags>]\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " takes no arguments. It asks the CEEMS API server for the jobs that ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "ended"
      }), " between\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--starttime"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--endtime"
      }), " and prints one row per job. Jobs that are still running never appear\nunless you name them with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--job"
      }), ". Below the job rows it prints summary rows per user and account, which\ncome from a different query and need not add up to the rows above: see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#summary-rows",
        children: "summary rows"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "common-invocations",
      children: "Common invocations"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Your jobs of today, with the default columns:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "cacct",
        children: "cacct\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Every column for your jobs in June 2025:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "cacct <span class=\"token parameter variable\">--starttime</span><span class=\"token operator\">=</span><span class=\"token number\">2025</span>-06-01 <span class=\"token parameter variable\">--endtime</span><span class=\"token operator\">=</span><span class=\"token number\">2025</span>-07-01 <span class=\"token parameter variable\">--long</span>",
        children: "cacct --starttime=2025-06-01 --endtime=2025-07-01 --long\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Host and GPU energy of three jobs, as CSV for a spreadsheet:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "cacct <span class=\"token parameter variable\">--job</span><span class=\"token operator\">=</span><span class=\"token number\">1234567,1234568</span>,1234569 <span class=\"token parameter variable\">--format</span><span class=\"token operator\">=</span>jobid,elapsed,hostenergy,gpuenergy <span class=\"token parameter variable\">--csv</span> <span class=\"token operator\">&gt;</span> jobs.csv",
        children: "cacct --job=1234567,1234568,1234569 --format=jobid,elapsed,hostenergy,gpuenergy --csv > jobs.csv\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The time series of one job (CPU, memory, power, whatever the operator configured), saved as CSV files:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "cacct <span class=\"token parameter variable\">--job</span><span class=\"token operator\">=</span><span class=\"token number\">1234567</span> <span class=\"token parameter variable\">--ts</span> --ts.out-dir<span class=\"token operator\">=</span>job-1234567",
        children: "cacct --job=1234567 --ts --ts.out-dir=job-1234567\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "reading-the-tables",
      children: "Reading the tables"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["A boolean flag prints as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--[no-]name"
        }), " in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--help"
        }), ". Pass ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--name"
        }), " to turn it on."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Lists (accounts, jobs, users, fields) are one value with commas: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--job=1234567,1234568"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cacct"
        }), " reads no environment variables for its flags."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "help-and-version",
      children: "Help and version"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_site_src_components_ReferenceFilter__rspack_import_2/* ["default"] */.A, {}), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Flag"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type/value"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Env var"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-help",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "-h, --[no-]help"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Print the flags and exit."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-version",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]version"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Print the version and build information, then exit."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "selecting-jobs",
      children: "Selecting jobs"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["How the selection works, with examples: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/usage/cacct",
        children: "using cacct"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Flag"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type/value"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Env var"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-account",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--account"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string, comma-separated"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "all accounts"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Show only jobs charged to these accounts (Slurm accounts, called projects in the API)."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-starttime",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--starttime"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "YYYY-MM-DD[THH:MM[:SS]]"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["today at ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "00:00:00"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Start of the period: jobs that ended at or after this time are shown. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--help"
            }), " says \"eligible\", but the API server selects on the end time."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-endtime",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--endtime"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "YYYY-MM-DD[THH:MM[:SS]]"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "now"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "End of the period: jobs that ended at or before this time are shown."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-job",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--job"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string, comma-separated"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "all jobs that ended in the period"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Show only these job IDs, running or ended. The job rows then ignore ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--starttime"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--endtime"
            }), "; the summary rows do not. Required with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--ts"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-user",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--user"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string, comma-separated"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["the user running ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Show jobs of these users. Naming any user other than yourself needs admin rights on the CEEMS API server; otherwise ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            }), " prints ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "forbidden"
            }), " and exits with status 1. In 0.10.2 ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            }), " identifies you by the full name field (GECOS) of your account rather than your login name, and the packaged binary reads it from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/passwd"
            }), " only, so a user known only to LDAP or SSSD is refused (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/ceems/docs/advanced/known-issues#cacct-gecos-name",
              children: "known issue"
            }), ")."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      title: "Time zone",
      type: "note",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cacct"
        }), " reads ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--starttime"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--endtime"
        }), " as UTC times, and builds its defaults from the local clock\nbefore reading them the same way. On a host whose time zone is not UTC, convert the local times you mean\nto UTC before you type them."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "summary-rows",
      children: "Summary rows"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The summary rows, one per user and account, come from the API server's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/api/v1/usage/current"
      }), "\nendpoint, not from the job rows. That query differs in three ways:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "It selects the jobs whose record the API server last updated within the period, so running jobs are\nincluded, with the usage measured so far."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "It widens the period to whole quarter hours: the start is rounded down and the end rounded up to a\nmultiple of 15 minutes."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["It ignores ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--job"
        }), ", and it also counts jobs that the API server keeps but hides from the job list\n(jobs shorter than the TSDB updater's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cutoff_duration"
        }), ")."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["So the job count and the totals of a summary row can differ from the sum of the rows above it, most\nvisibly with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--job"
      }), " or while jobs are running."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "output-columns",
      children: "Output columns"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Flag"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type/value"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Env var"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-format",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--format"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string, comma-separated"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["empty, which prints ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "jobid,account,elapsed,cpuusage,cpumemoryusage,hostenergy,hostemissions,gpuusage,gpumemoryusage,gpuenergy,gpuemissions"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Columns to print, by field name, in any letter case. The fields are listed ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#fields",
              children: "below"
            }), ". The columns always appear in the order of that table, whatever order you list them in. Use only names from that table: an unknown name makes ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            }), " crash."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-helpformat",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]helpformat"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Print the available fields with a one-line description each, then exit."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-long",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]long"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Print every field, in the order of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#fields",
              children: "field table"
            }), ". Takes precedence over ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--format"
            }), "."]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "time-series",
      children: "Time series"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The queries that ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--ts"
      }), " runs are set by the operator under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tsdb"
      }), " in the cacct configuration file: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/config-reference#cacct",
        children: "configuration reference"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Flag"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type/value"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Env var"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-ts",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]ts"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Also fetch the time series of each selected job from Prometheus and save them as CSV files, one per series, plus a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "metadata.json"
            }), " that describes them. Needs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--job"
            }), ". When the operator configured no queries, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            }), " prints ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "time series data not available"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-ts.out-dir",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--ts.out-dir"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "string (path)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "out"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Directory the CSV files are written to. It is created when missing."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "output-format",
      children: "Output format"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Without any of these flags, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " prints a table for the terminal. When you pass several, the first one\nin the order ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--html"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--csv"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--markdown"
      }), " wins."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Flag"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type/value"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Env var"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-csv",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]csv"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Print CSV."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-html",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]html"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Print an HTML table."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-markdown",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]markdown"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Print a Markdown table."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "fields",
      children: "Fields"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Names for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--format"
      }), ", in the order ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--long"
      }), " prints them. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--helpformat"
      }), " prints the same list in\nalphabetical order."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Field"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Column title"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it shows"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "jobID"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Job ID"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Job ID."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Name"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Name"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Job name."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Account"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Account"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Account (project) the job is charged to."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "group"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Group"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Unix group of the job owner."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "user"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "User"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Job owner."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "createdAt"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Created"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Time the job was submitted."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "startedAt"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Started"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Time the job started."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "endedAt"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ended"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Time the job ended."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "elapsed"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Elapsed"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Wall time of the job."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "state"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "State"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Job state."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cpuUsage"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CPU Usage(%)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Average CPU usage over the job, in % of the CPUs allocated to it."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cpuMemoryUsage"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CPU Mem. Usage(%)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Average memory usage over the job, in %."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostEnergy"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Host Energy(kWh)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Energy used by the host share of the job, in kWh."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostEmissions"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Host Emissions(gms)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Emissions from that energy, in gCO2e."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpuUsage"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "GPU Usage(%)"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Average usage of the job's GPUs. Despite the title, the scale depends on the recording rules your operator loaded: with the rules of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_tool tsdb create-recording-rules"
            }), " and a DCGM exporter that exports the profiling field ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DCGM_FI_PROF_GR_ENGINE_ACTIVE"
            }), ", it is a ratio from 0 to 1; with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DCGM_FI_DEV_GPU_UTIL"
            }), " (NVIDIA, when that profiling field is missing) or on AMD GPUs, it is a percentage from 0 to 100."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpuMemoryUsage"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "GPU Mem. Usage(%)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Average memory usage of the job's GPUs, in %."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpuEnergy"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "GPU Energy(kWh)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Energy used by the job's GPUs, in kWh."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpuEmissions"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "GPU Emissions(gms)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Emissions from that GPU energy, in gCO2e."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Metric fields split into several columns when the API server stored several values for them, one column\nper value name, printed in a second header row. Emissions, for example, get one column per emission\nfactor provider (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "owid_total"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "rte_total"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "emaps_total"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "configuration-file",
      children: "Configuration file"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " has no flag for its configuration file. It reads the first of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "config.yml"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "config.yaml"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct.yml"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct.yaml"
      }), " that exists, looking first in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems"
      }), " and then in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), " under your\nuser configuration directory (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "$XDG_CONFIG_HOME/ceems"
      }), ", or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "~/.config/ceems"
      }), " when ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "XDG_CONFIG_HOME"
      }), " is\nnot set). The packages install ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems/config.yml"
      }), " readable only by the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), " user and group, and\nset the setgid bit on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/usr/local/bin/cacct"
      }), " (group ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), "), so ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " can read the file's credentials\nwhile users cannot. Its keys are in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/config-reference#cacct",
        children: "configuration reference"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "exit-status",
      children: "Exit status"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " exits with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "0"
      }), " on success and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "1"
      }), " when the request fails, for example when the API server answers\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "forbidden"
      }), " or returns an internal error. Wrong flag values print an error and exit with a non-zero status."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "hidden-flags",
      children: "Hidden flags"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--help"
      }), " does not print these flags, but ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " accepts them. The command line library adds them to\nevery CEEMS binary:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Flag"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type/value"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Env var"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-help-long",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]help-long"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Print the help with more detail, then exit."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-help-man",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]help-man"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Print the help as a man page, then exit."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-completion-bash",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]completion-bash"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Print the possible completions of the command line given so far, then exit. Used by the completion scripts below."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-completion-script-bash",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]completion-script-bash"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Print a bash completion script, then exit."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          id: "flag-completion-script-zsh",
          className: "reference-row",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--[no-]completion-script-zsh"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "bool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "false"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "–"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Print a zsh completion script, then exit."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The CEEMS test suite builds ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " with two more hidden flags, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--current-user"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--config-path"
      }), ", that\nreplace the user and add a configuration directory. They are compiled only into test builds: the released\nbinaries and the packages do not accept them."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/usage/cacct",
          children: "Using cacct"
        }), ": worked examples for users."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/configuration/cacct",
          children: "cacct configuration"
        }), ": connecting ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cacct"
        }), " to the CEEMS API server and\nPrometheus."]
      }), "\n"]
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
55092(module) {
"use strict";
module.exports = JSON.parse('{"id":"cli/cacct","title":"cacct","description":"Every command line flag of cacct, the command that shows the energy, emissions and usage of your jobs, with its default and effect, and the fields it can print.","source":"@site/docs/cli/cacct.md","sourceDirName":"cli","slug":"/cli/cacct","permalink":"/ceems/docs/cli/cacct","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/cli/cacct.md","tags":[],"version":"current","lastUpdatedAt":1795472211000,"sidebarPosition":4,"frontMatter":{"title":"cacct","description":"Every command line flag of cacct, the command that shows the energy, emissions and usage of your jobs, with its default and effect, and the fields it can print.","sidebar_position":4},"sidebar":"ceemsSidebar","previous":{"title":"ceems_lb","permalink":"/ceems/docs/cli/ceems-lb"},"next":{"title":"ceems_tool","permalink":"/ceems/docs/cli/ceems-tool"}}')

},

};
;