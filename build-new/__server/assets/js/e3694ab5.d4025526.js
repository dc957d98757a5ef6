"use strict";
exports.ids = ["9395"];
exports.modules = {
81215(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_usage_cacct_md_e36_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_default_site_docs_usage_cacct_md_e36_json__rspack_import_0 = __webpack_require__(64721);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Using cacct',
	description: 'List your jobs with their CPU, GPU, energy and emissions figures from the command line with cacct, choose the period and columns, and export time series.',
	sidebar_position: 4
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Before you start",
  "id": "prerequisites",
  "level": 2
}, {
  "value": "1. List today&#39;s jobs",
  "id": "today",
  "level": 2
}, {
  "value": "2. Choose the period",
  "id": "period",
  "level": 2
}, {
  "value": "3. Select jobs and accounts",
  "id": "select",
  "level": 2
}, {
  "value": "4. Choose the columns",
  "id": "columns",
  "level": 2
}, {
  "value": "5. Save the time series of a job",
  "id": "time-series",
  "level": 2
}, {
  "value": "6. Look at other users&#39; jobs",
  "id": "other-users",
  "level": 2
}, {
  "value": "When it does not work",
  "id": "troubleshooting",
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
    ...(0,_mdx_js_react__rspack_import_2/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["This page is for users of a Slurm cluster where CEEMS runs, and for the operators who support them. It\nshows how to use ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " to see, for your finished jobs, how busy the CPUs and GPUs were, how much energy\nthey used and the emissions that energy caused. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " asks the CEEMS API server, so what it shows is\nwhat the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/components/ceems-api-server",
        children: "API server"
      }), " has stored: figures are updated every 15 minutes\nor so, not live. Every flag is in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/cli/cacct",
        children: "cacct command line reference"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The examples are for user ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "alice"
      }), ", who works in the Slurm accounts ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "climsim"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "mlphys"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "prerequisites",
      children: "Before you start"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Your operators install ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " and its configuration file ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/etc/ceems/config.yml"
      }), ", which tells it where\nthe API server is and how to log in to it (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/ceems/docs/configuration/cacct",
        children: "cacct configuration"
      }), "). The\nfile holds credentials, so it is readable only by the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems"
      }), " group and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " runs with that group\n(the packages set the setgid bit on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/usr/local/bin/cacct"
      }), "). If that file does not exist, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " also\nlooks in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "~/.config/ceems/"
      }), " (or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "$XDG_CONFIG_HOME/ceems/"
      }), "). In both places the file may be named ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "config.yml"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "config.yaml"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct.yml"
      }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct.yaml"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "warning",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["In CEEMS 0.10.2, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cacct"
        }), " identifies you to the API server by the name field (GECOS, up to the\nfirst comma) of your entry in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/etc/passwd"
        }), ", not by your login name. Accounts that come only from a\ndirectory service such as LDAP have no entry there, and the name is then empty. Unless that field equals\nyour login name, the API server does not recognise you: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cacct"
        }), " prints ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "forbidden"
        }), " or shows no job.\nCheck it with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "grep \"^$USER:\" /etc/passwd | cut -d: -f5"
        }), ". See\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/ceems/docs/advanced/known-issues#cacct-gecos-name",
          children: "known issues"
        }), "."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Your operators must also set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ceems_api_server.cluster_id"
      }), " in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " configuration file to the ID\nof your cluster.\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " always sends it, and when it is empty the API server looks for jobs of a cluster with an empty\nID and finds none: the table stays empty."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "today",
      children: "1. List today's jobs"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " without arguments:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "cacct",
        children: "cacct\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["It lists your jobs that ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "ended"
      }), " between midnight today and now (read as UTC, see\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#period",
        children: "Choose the period"
      }), "), with the default columns, and a summary per account:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "┌─────────┬─────────┬──────────┬────────┬────────┬──────────┬──────────────┬────────┬────────┬──────────┬──────────────┐\n│ JOB ID  │ ACCOUNT │ ELAPSED  │ CPU US │ CPU ME │ HOST ENE │ HOST EMISSIO │ GPU US │ GPU ME │ GPU ENER │ GPU EMISSION │\n│         │         │          │ AGE(%) │ M. USA │ RGY(KWH) │ NS(GMS)      │ AGE(%) │ M. USA │ GY(KWH)  │ S(GMS)       │\n│         │         │          │        │ GE(%)  │          │              │        │ GE(%)  │          │              │\n├─────────┼─────────┼──────────┼────────┼────────┼──────────┼──────────────┼────────┼────────┼──────────┼──────────────┤\n│         │         │          │        │        │          │              │        │        │          │              │\n├─────────┼─────────┼──────────┼────────┼────────┼──────────┼──────────────┼────────┼────────┼──────────┼──────────────┤\n│ 2154871 │ climsim │ 03:12:45 │ 87.41  │ 42.18  │ 2.841590 │ 125.538846   │ 78.30  │ 55.12  │ 3.904177 │ 172.482968   │\n│ 2154872 │ climsim │ 00:47:09 │ 64.02  │ 30.77  │ 0.598214 │ 26.428547    │ 81.66  │ 47.95  │ 0.962310 │ 42.513975    │\n│ 2154903 │ mlphys  │ 02:18:33 │ 12.56  │ 23.04  │ 0.612348 │ 27.052974    │ 91.27  │ 64.85  │ 1.523904 │ 67.324684    │\n├─────────┼─────────┴──────────┴────────┴────────┴──────────┴──────────────┴────────┴────────┴──────────┴──────────────┤\n│ Summary │                                                                                                            │\n├─────────┼─────────┬──────────┬────────┬────────┬──────────┬──────────────┬────────┬────────┬──────────┬──────────────┤\n│ 2       │ climsim │ 03:59:54 │ 84.86  │ 40.94  │ 3.439804 │ 151.967393   │ 78.67  │ 53.71  │ 4.866487 │ 214.996943   │\n├─────────┼─────────┼──────────┼────────┼────────┼──────────┼──────────────┼────────┼────────┼──────────┼──────────────┤\n│ 1       │ mlphys  │ 02:18:33 │ 12.56  │ 23.04  │ 0.612348 │ 27.052974    │ 91.27  │ 64.85  │ 1.523904 │ 67.324684    │\n└─────────┴─────────┴──────────┴────────┴────────┴──────────┴──────────────┴────────┴────────┴──────────┴──────────────┘",
        children: "┌─────────┬─────────┬──────────┬────────┬────────┬──────────┬──────────────┬────────┬────────┬──────────┬──────────────┐\n│ JOB ID  │ ACCOUNT │ ELAPSED  │ CPU US │ CPU ME │ HOST ENE │ HOST EMISSIO │ GPU US │ GPU ME │ GPU ENER │ GPU EMISSION │\n│         │         │          │ AGE(%) │ M. USA │ RGY(KWH) │ NS(GMS)      │ AGE(%) │ M. USA │ GY(KWH)  │ S(GMS)       │\n│         │         │          │        │ GE(%)  │          │              │        │ GE(%)  │          │              │\n├─────────┼─────────┼──────────┼────────┼────────┼──────────┼──────────────┼────────┼────────┼──────────┼──────────────┤\n│         │         │          │        │        │          │              │        │        │          │              │\n├─────────┼─────────┼──────────┼────────┼────────┼──────────┼──────────────┼────────┼────────┼──────────┼──────────────┤\n│ 2154871 │ climsim │ 03:12:45 │ 87.41  │ 42.18  │ 2.841590 │ 125.538846   │ 78.30  │ 55.12  │ 3.904177 │ 172.482968   │\n│ 2154872 │ climsim │ 00:47:09 │ 64.02  │ 30.77  │ 0.598214 │ 26.428547    │ 81.66  │ 47.95  │ 0.962310 │ 42.513975    │\n│ 2154903 │ mlphys  │ 02:18:33 │ 12.56  │ 23.04  │ 0.612348 │ 27.052974    │ 91.27  │ 64.85  │ 1.523904 │ 67.324684    │\n├─────────┼─────────┴──────────┴────────┴────────┴──────────┴──────────────┴────────┴────────┴──────────┴──────────────┤\n│ Summary │                                                                                                            │\n├─────────┼─────────┬──────────┬────────┬────────┬──────────┬──────────────┬────────┬────────┬──────────┬──────────────┤\n│ 2       │ climsim │ 03:59:54 │ 84.86  │ 40.94  │ 3.439804 │ 151.967393   │ 78.67  │ 53.71  │ 4.866487 │ 214.996943   │\n├─────────┼─────────┼──────────┼────────┼────────┼──────────┼──────────────┼────────┼────────┼──────────┼──────────────┤\n│ 1       │ mlphys  │ 02:18:33 │ 12.56  │ 23.04  │ 0.612348 │ 27.052974    │ 91.27  │ 64.85  │ 1.523904 │ 67.324684    │\n└─────────┴─────────┴──────────┴────────┴────────┴──────────┴──────────────┴────────┴────────┴──────────┴──────────────┘\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Each row is a job. The rows under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Summary"
      }), " are your totals per account, with the number of jobs in\nthe first column and the total elapsed time. They come from a different query than the job rows, so\nthey need not add up to them (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "#period",
        children: "Choose the period"
      }), "). Units:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "CPU USAGE(%)"
        }), " is an average over the job's life, in percent of the CPUs the job was given, not of\nthe whole node."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "GPU USAGE(%)"
        }), " is an average over the job's life of the usage of the GPUs the job was given. Despite\nthe header, it is a percentage only when the NVIDIA DCGM exporter does not export the profiling field\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "DCGM_FI_PROF_GR_ENGINE_ACTIVE"
        }), ". When it does, the recording rules use that field, a ratio from 0 to 1,\nand ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "cacct"
        }), " shows, for example, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "0.78"
        }), " for a GPU busy 78 % of the time."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "CPU MEM. USAGE(%)"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "GPU MEM. USAGE(%)"
        }), " are the average share of the allocated memory in use."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "HOST ENERGY(KWH)"
        }), " is the energy of the job's share of the node (CPU and memory, and whatever else the\nnode's power meter covers) in kWh; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "GPU ENERGY(KWH)"
        }), " is the energy of its GPUs in kWh."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "HOST EMISSIONS(GMS)"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "GPU EMISSIONS(GMS)"
        }), " are the matching emissions in grams of CO2\nequivalent. When several emission factor sources are configured, these columns split into one\nsub-column per source, such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "EMAPS_TOTAL"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "OWID_TOTAL"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Jobs that are still running are not listed, because they have no end time yet, unless you name them\nwith ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--job"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "period",
      children: "2. Choose the period"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--starttime"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--endtime"
      }), " take a date, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "YYYY-MM-DD"
      }), ", optionally followed by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "THH:MM"
      }), " or\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "THH:MM:SS"
      }), ". ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " reads them as UTC times, not in your time zone, so convert the local times you mean\nto UTC first. For example, from 1 March 00:00 UTC to 10 March 18:00 UTC:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "cacct <span class=\"token parameter variable\">--starttime</span> <span class=\"token number\">2025</span>-03-01 <span class=\"token parameter variable\">--endtime</span> <span class=\"token number\">2025</span>-03-10T18:00",
        children: "cacct --starttime 2025-03-01 --endtime 2025-03-10T18:00\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The defaults are today's date at ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "00:00"
      }), " and the current time of your clock, both read as UTC in the same\nway, so on a host whose time zone is not UTC the default period is shifted; west of UTC it ends hours\nbefore now. To get today in your own time zone, let ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "date"
      }), " do the conversion:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "cacct <span class=\"token parameter variable\">--starttime</span> <span class=\"token string\">\"$(date -u -d \"@</span><span class=\"token string variable\">$(</span><span class=\"token string variable function\">date</span><span class=\"token string variable\"> </span><span class=\"token string variable parameter variable\">-d</span><span class=\"token string variable\"> </span><span class=\"token string variable string\">'today 00:00'</span><span class=\"token string variable\"> +%s</span><span class=\"token string variable\">)</span><span class=\"token string\">\"</span> +%Y-%m-%dT%H:%M:%S<span class=\"token punctuation\">)</span><span class=\"token string\">\" \\</span>\n<span class=\"token string\">  --endtime \"</span><span class=\"token variable\">$(</span><span class=\"token variable function\">date</span><span class=\"token variable\"> </span><span class=\"token variable parameter variable\">-u</span><span class=\"token variable\"> +%Y-%m-%dT%H:%M:%S</span><span class=\"token variable\">)</span>\"",
        children: "cacct --starttime \"$(date -u -d \"@$(date -d 'today 00:00' +%s)\" +%Y-%m-%dT%H:%M:%S)\" \\\n  --endtime \"$(date -u +%Y-%m-%dT%H:%M:%S)\"\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The period selects two different sets of jobs:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The job rows are the jobs that ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "ended"
        }), " in the period. A job that is still running is not listed."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The summary rows total every job of yours whose figures the API server ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "updated"
        }), " in the period,\nrunning jobs included, each with its totals since it started. The API server also widens the period\nfor them to whole quarter hours: the start goes back and the end forward to a multiple of 15 minutes."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["So the summary can count more jobs, and more energy, than the rows above it, for example while you\nhave jobs running. The summary ignores ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--job"
      }), ": it always covers all your jobs in the period, in the\naccounts you selected."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "select",
      children: "3. Select jobs and accounts"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Pass comma separated lists:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "cacct <span class=\"token parameter variable\">--job</span> <span class=\"token number\">2154871,2154872</span>\ncacct <span class=\"token parameter variable\">--account</span> climsim <span class=\"token parameter variable\">--starttime</span> <span class=\"token number\">2025</span>-03-01",
        children: "cacct --job 2154871,2154872\ncacct --account climsim --starttime 2025-03-01\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--job"
      }), ", the jobs are found whatever the period."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "columns",
      children: "4. Choose the columns"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "List the available fields:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "cacct <span class=\"token parameter variable\">--helpformat</span>",
        children: "cacct --helpformat\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "+----------------+--------------------------------------------------------------------+\n| FIELD          | DESCRIPTION                                                        |\n+----------------+--------------------------------------------------------------------+\n| Account        | Account name                                                       |\n| cpuMemoryUsage | Average CPU memory usage over the duration of the job              |\n| cpuUsage       | Average CPU usage over the duration of the job                     |\n| createdAt      | Job creation time                                                  |\n| elapsed        | Job elapsed time                                                   |\n| endedAt        | Job end time                                                       |\n| gpuEmissions   | Total eq. emissions due to GPU(s) energy usage duration of the job |\n| gpuEnergy      | Total energy usage by the GPU(s) duration of the job               |\n| gpuMemoryUsage | Average GPU(s) memory usage over the duration of the job           |\n| gpuUsage       | Average GPU(s) usage over the duration of the job                  |\n| group          | Group name                                                         |\n| hostEmissions  | Total eq. emissions due to host energy usage duration of the job   |\n| hostEnergy     | Total energy usage by the host duration of the job                 |\n| jobID          | Job ID                                                             |\n| Name           | Name of the job                                                    |\n| startedAt      | Job start time                                                     |\n| state          | Job state                                                          |\n| user           | User name                                                          |\n+----------------+--------------------------------------------------------------------+",
        children: "+----------------+--------------------------------------------------------------------+\n| FIELD          | DESCRIPTION                                                        |\n+----------------+--------------------------------------------------------------------+\n| Account        | Account name                                                       |\n| cpuMemoryUsage | Average CPU memory usage over the duration of the job              |\n| cpuUsage       | Average CPU usage over the duration of the job                     |\n| createdAt      | Job creation time                                                  |\n| elapsed        | Job elapsed time                                                   |\n| endedAt        | Job end time                                                       |\n| gpuEmissions   | Total eq. emissions due to GPU(s) energy usage duration of the job |\n| gpuEnergy      | Total energy usage by the GPU(s) duration of the job               |\n| gpuMemoryUsage | Average GPU(s) memory usage over the duration of the job           |\n| gpuUsage       | Average GPU(s) usage over the duration of the job                  |\n| group          | Group name                                                         |\n| hostEmissions  | Total eq. emissions due to host energy usage duration of the job   |\n| hostEnergy     | Total energy usage by the host duration of the job                 |\n| jobID          | Job ID                                                             |\n| Name           | Name of the job                                                    |\n| startedAt      | Job start time                                                     |\n| state          | Job state                                                          |\n| user           | User name                                                          |\n+----------------+--------------------------------------------------------------------+\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Pick fields with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--format"
      }), ", in any case (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "jobid"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "jobID"
      }), " are the same), or show them all with\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--long"
      }), ". The columns appear in a fixed order, whatever the order you give:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "cacct <span class=\"token parameter variable\">--account</span> climsim <span class=\"token parameter variable\">--format</span> jobid,name,state,hostenergy,hostemissions",
        children: "cacct --account climsim --format jobid,name,state,hostenergy,hostemissions\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "┌─────────┬──────────┬───────┬──────────┬──────────────┐\n│ JOB ID  │ NAME     │ STATE │ HOST ENE │ HOST EMISSIO │\n│         │          │       │ RGY(KWH) │ NS(GMS)      │\n├─────────┼──────────┼───────┼──────────┼──────────────┤\n│         │          │       │          │              │\n├─────────┼──────────┼───────┼──────────┼──────────────┤\n│ 2154871 │ wrf_d02  │ COMPL │ 2.841590 │ 125.538846   │\n│         │          │ ETED  │          │              │\n│ 2154872 │ wrf_post │ COMPL │ 0.598214 │ 26.428547    │\n│         │          │ ETED  │          │              │\n├─────────┼──────────┴───────┴──────────┴──────────────┤\n│ Summary │                                            │\n├─────────┼──────────┬───────┬──────────┬──────────────┤\n│ 2       │          │       │ 3.439804 │ 151.967393   │\n└─────────┴──────────┴───────┴──────────┴──────────────┘",
        children: "┌─────────┬──────────┬───────┬──────────┬──────────────┐\n│ JOB ID  │ NAME     │ STATE │ HOST ENE │ HOST EMISSIO │\n│         │          │       │ RGY(KWH) │ NS(GMS)      │\n├─────────┼──────────┼───────┼──────────┼──────────────┤\n│         │          │       │          │              │\n├─────────┼──────────┼───────┼──────────┼──────────────┤\n│ 2154871 │ wrf_d02  │ COMPL │ 2.841590 │ 125.538846   │\n│         │          │ ETED  │          │              │\n│ 2154872 │ wrf_post │ COMPL │ 0.598214 │ 26.428547    │\n│         │          │ ETED  │          │              │\n├─────────┼──────────┴───────┴──────────┴──────────────┤\n│ Summary │                                            │\n├─────────┼──────────┬───────┬──────────┬──────────────┤\n│ 2       │          │       │ 3.439804 │ 151.967393   │\n└─────────┴──────────┴───────┴──────────┴──────────────┘\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Columns are narrow, so long values wrap onto several lines, like ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "COMPLETED"
      }), " above. To read the values\nin another program, use one of the other output formats: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--csv"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--markdown"
      }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--html"
      }), " print the same\ntable in that format."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.th, {
            children: ["Field for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--format"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Column"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "API field"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Content"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "jobID"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "JOB ID"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "uuid"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Slurm job ID"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Name"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "NAME"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "name"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Job name"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Account"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "ACCOUNT"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "project"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Slurm account"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "group"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "GROUP"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "groupname"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Unix group"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "user"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "USER"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "username"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "User name"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "createdAt"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CREATED"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "created_at"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Submit time, with UTC offset"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "startedAt"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "STARTED"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "started_at"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Start time, with UTC offset"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "endedAt"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "ENDED"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ended_at"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "End time, with UTC offset"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "elapsed"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "ELAPSED"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "elapsed"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Run time, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "[D-]HH:MM:SS"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "state"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "STATE"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "state"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Slurm job state"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cpuUsage"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CPU USAGE(%)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "avg_cpu_usage"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Average CPU usage, %"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cpuMemoryUsage"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CPU MEM. USAGE(%)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "avg_cpu_mem_usage"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Average memory usage, %"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostEnergy"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "HOST ENERGY(KWH)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "total_cpu_energy_usage_kwh"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Host energy, kWh"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hostEmissions"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "HOST EMISSIONS(GMS)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "total_cpu_emissions_gms"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Host emissions, gCO2e"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpuUsage"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "GPU USAGE(%)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "avg_gpu_usage"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Average GPU usage, % or a 0–1 ratio with DCGM profiling fields (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "#today",
              children: "step 1"
            }), ")"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpuMemoryUsage"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "GPU MEM. USAGE(%)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "avg_gpu_mem_usage"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Average GPU memory usage, %"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpuEnergy"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "GPU ENERGY(KWH)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "total_gpu_energy_usage_kwh"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "GPU energy, kWh"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "gpuEmissions"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "GPU EMISSIONS(GMS)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "total_gpu_emissions_gms"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "GPU emissions, gCO2e"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The defaults are ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "jobid"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "account"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "elapsed"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cpuusage"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cpumemoryusage"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "hostenergy"
      }), ",\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "hostemissions"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gpuusage"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gpumemoryusage"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gpuenergy"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "gpuemissions"
      }), ". A column that is empty\nfor every job is left out."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "time-series",
      children: "5. Save the time series of a job"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["If your operators configured Prometheus queries in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tsdb"
      }), " section of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " configuration,\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--ts"
      }), " saves the time series of the jobs given with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--job"
      }), " as CSV files, one point every 10 seconds from\nthe job's start to its end:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "cacct <span class=\"token parameter variable\">--job</span> <span class=\"token number\">2154871</span> <span class=\"token parameter variable\">--ts</span> --ts.out-dir ts-2154871",
        children: "cacct --job 2154871 --ts --ts.out-dir ts-2154871\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Besides the usual table, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " prints ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "time series data saved to directory ts-2154871"
      }), ". The directory\nholds one CSV file per series, named after the series' fingerprint, and a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "metadata.json"
      }), " file that says\nwhich series each file holds:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">cat</span> ts-2154871/metadata.json",
        children: "cat ts-2154871/metadata.json\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-json",
        highlighted: "<span class=\"token punctuation\">[</span>\n\t<span class=\"token punctuation\">{</span>\n\t\t<span class=\"token property\">\"fingerprint\"</span><span class=\"token operator\">:</span> <span class=\"token string\">\"0579e53a9c640e30\"</span><span class=\"token punctuation\">,</span>\n\t\t<span class=\"token property\">\"labels\"</span><span class=\"token operator\">:</span> <span class=\"token punctuation\">{</span>\n\t\t\t<span class=\"token property\">\"__name__\"</span><span class=\"token operator\">:</span> <span class=\"token string\">\"uuid:ceems_cpu_usage:ratio_irate\"</span><span class=\"token punctuation\">,</span>\n\t\t\t<span class=\"token property\">\"hostname\"</span><span class=\"token operator\">:</span> <span class=\"token string\">\"gpu-node-012\"</span><span class=\"token punctuation\">,</span>\n\t\t\t<span class=\"token property\">\"instance\"</span><span class=\"token operator\">:</span> <span class=\"token string\">\"gpu-node-012:9010\"</span><span class=\"token punctuation\">,</span>\n\t\t\t<span class=\"token property\">\"job\"</span><span class=\"token operator\">:</span> <span class=\"token string\">\"slurm-gpu\"</span><span class=\"token punctuation\">,</span>\n\t\t\t<span class=\"token property\">\"manager\"</span><span class=\"token operator\">:</span> <span class=\"token string\">\"slurm\"</span><span class=\"token punctuation\">,</span>\n\t\t\t<span class=\"token property\">\"uuid\"</span><span class=\"token operator\">:</span> <span class=\"token string\">\"2154871\"</span>\n\t\t<span class=\"token punctuation\">}</span>\n\t<span class=\"token punctuation\">}</span><span class=\"token punctuation\">,</span>\n\t<span class=\"token punctuation\">{</span>\n\t\t<span class=\"token property\">\"fingerprint\"</span><span class=\"token operator\">:</span> <span class=\"token string\">\"1aa45b2ffc206124\"</span><span class=\"token punctuation\">,</span>\n\t\t<span class=\"token property\">\"labels\"</span><span class=\"token operator\">:</span> <span class=\"token punctuation\">{</span>\n\t\t\t<span class=\"token property\">\"__name__\"</span><span class=\"token operator\">:</span> <span class=\"token string\">\"uuid:ceems_cpu_memory_usage:ratio\"</span><span class=\"token punctuation\">,</span>\n\t\t\t<span class=\"token property\">\"hostname\"</span><span class=\"token operator\">:</span> <span class=\"token string\">\"gpu-node-012\"</span><span class=\"token punctuation\">,</span>\n\t\t\t<span class=\"token property\">\"instance\"</span><span class=\"token operator\">:</span> <span class=\"token string\">\"gpu-node-012:9010\"</span><span class=\"token punctuation\">,</span>\n\t\t\t<span class=\"token property\">\"job\"</span><span class=\"token operator\">:</span> <span class=\"token string\">\"slurm-gpu\"</span><span class=\"token punctuation\">,</span>\n\t\t\t<span class=\"token property\">\"manager\"</span><span class=\"token operator\">:</span> <span class=\"token string\">\"slurm\"</span><span class=\"token punctuation\">,</span>\n\t\t\t<span class=\"token property\">\"uuid\"</span><span class=\"token operator\">:</span> <span class=\"token string\">\"2154871\"</span>\n\t\t<span class=\"token punctuation\">}</span>\n\t<span class=\"token punctuation\">}</span>\n<span class=\"token punctuation\">]</span>",
        children: "[\n\t{\n\t\t\"fingerprint\": \"0579e53a9c640e30\",\n\t\t\"labels\": {\n\t\t\t\"__name__\": \"uuid:ceems_cpu_usage:ratio_irate\",\n\t\t\t\"hostname\": \"gpu-node-012\",\n\t\t\t\"instance\": \"gpu-node-012:9010\",\n\t\t\t\"job\": \"slurm-gpu\",\n\t\t\t\"manager\": \"slurm\",\n\t\t\t\"uuid\": \"2154871\"\n\t\t}\n\t},\n\t{\n\t\t\"fingerprint\": \"1aa45b2ffc206124\",\n\t\t\"labels\": {\n\t\t\t\"__name__\": \"uuid:ceems_cpu_memory_usage:ratio\",\n\t\t\t\"hostname\": \"gpu-node-012\",\n\t\t\t\"instance\": \"gpu-node-012:9010\",\n\t\t\t\"job\": \"slurm-gpu\",\n\t\t\t\"manager\": \"slurm\",\n\t\t\t\"uuid\": \"2154871\"\n\t\t}\n\t}\n]\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "<span class=\"token function\">head</span> <span class=\"token parameter variable\">-4</span> ts-2154871/0579e53a9c640e30.csv",
        children: "head -4 ts-2154871/0579e53a9c640e30.csv\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        highlighted: "timestamp,value\n1741594340,86.93\n1741594350,88.12\n1741594360,87.75",
        children: "timestamp,value\n1741594340,86.93\n1741594350,88.12\n1741594360,87.75\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Timestamps are Unix times in seconds. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--ts"
      }), " requires ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--job"
      }), ", so that a long period cannot pull the\nseries of hundreds of jobs, and works for finished jobs only."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "other-users",
      children: "6. Look at other users' jobs"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--user"
      }), " takes a comma separated list of user names. Only CEEMS admin users may use it for someone\nelse; for anyone else the API server refuses and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cacct"
      }), " prints\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "forbidden. It is likely that the user is attempting to view statistics of others"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-bash",
        highlighted: "cacct <span class=\"token parameter variable\">--user</span> bob,carol <span class=\"token parameter variable\">--starttime</span> <span class=\"token number\">2025</span>-03-01",
        children: "cacct --user bob,carol --starttime 2025-03-01\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "troubleshooting",
      children: "When it does not work"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Symptom"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Cause and fix"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            }), " prints nothing and exits with status 1 (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "echo $?"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["It found no readable configuration file, or could not reach the API server. Check that ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/ceems/config.yml"
            }), " exists and that ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            }), " has the setgid bit and the file's group (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ls -l /usr/local/bin/cacct /etc/ceems/config.yml"
            }), ")."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "forbidden. It is likely that the user is attempting to view statistics of others"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["You used ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--user"
            }), " without being an admin, or the API server did not recognise you: see the warning at the top of this page."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "server did not return any data due to unknown error"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The API server answered with an error. Your operators find the reason in its log."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "An empty table with only the Summary row"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["No job of yours ended in the period. Widen it with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--starttime"
            }), ", or check that the API server has been updated since the job ended. If the table stays empty for every period, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ceems_api_server.cluster_id"
            }), " is probably not set in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct"
            }), " configuration file: your operators must set it to the cluster's ID."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A job shows no energy or usage columns"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The API server has no metrics for it yet (it is updated every 15 minutes or so), or the job was too short to be measured."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cacct: error: explicit job IDs must be passed using --job when --ts is enabled"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Add ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--job"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "time series data not available"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The configuration file has no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tsdb.queries"
            }), "."]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["A Go ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "panic"
            }), " naming a nil pointer"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["A field given to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--format"
            }), " does not exist. Use the names from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--helpformat"
            }), "."]
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
64721(module) {
module.exports = JSON.parse('{"id":"usage/cacct","title":"Using cacct","description":"List your jobs with their CPU, GPU, energy and emissions figures from the command line with cacct, choose the period and columns, and export time series.","source":"@site/docs/usage/cacct.md","sourceDirName":"usage","slug":"/usage/cacct","permalink":"/ceems/docs/usage/cacct","draft":false,"unlisted":false,"editUrl":"https://github.com/ceems-dev/ceems/edit/main/website/docs/usage/cacct.md","tags":[],"version":"current","lastUpdatedAt":1795473035000,"sidebarPosition":4,"frontMatter":{"title":"Using cacct","description":"List your jobs with their CPU, GPU, energy and emissions figures from the command line with cacct, choose the period and columns, and export time series.","sidebar_position":4},"sidebar":"ceemsSidebar","previous":{"title":"Running the CEEMS load balancer","permalink":"/ceems/docs/usage/ceems-lb"},"next":{"title":"Using ceems_tool","permalink":"/ceems/docs/usage/ceems-tool"}}')

},

};
;