"use strict";
exports.ids = ["1574"];
exports.modules = {
77405(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_pages_default_site_src_pages_footprint_md_799_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_pages_default_site_src_pages_footprint_md_799_json__rspack_import_0 = __webpack_require__(38874);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Page footprint',
	description: 'How the site estimates the data and the emissions of one view of each of its pages.'
};
const contentTitle = 'Page footprint';

const assets = {

};



const toc = [{
  "value": "What is counted",
  "id": "bytes",
  "level": 2
}, {
  "value": "From bytes to emissions",
  "id": "emissions",
  "level": 2
}, {
  "value": "What the figure does not tell",
  "id": "limits",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    h1: "h1",
    h2: "h2",
    header: "header",
    li: "li",
    p: "p",
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
    children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.header, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h1, {
        id: "page-footprint",
        children: "Page footprint"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The foot of every page of this site gives two figures: how many kilobytes your browser transfers when\nthat page is the first one you open, and the greenhouse gas emissions of one such view. The build\ncomputes both from the files it has just written; nothing is measured in your browser, and no request\nleaves the site to do it."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "bytes",
      children: "What is counted"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The build adds up, for each page:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "its HTML;"
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "the stylesheets and scripts the HTML links;"
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "the code chunks of the page's route, which the site's start-up script fetches before the page becomes\ninteractive;"
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "the images that load with the page; images marked to load lazily are left out."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Text files count at their gzip size, as the host sends them compressed; images such as PNG count at\ntheir size on disk. Code that loads later, when you scroll to a code block or open the search, is not\ncounted, and neither are HTTP headers. On the API operation pages the figure includes everything the\nrequest explorer may fetch, a little more than it fetches at once. The figure stays within 15 % of what Chromium transfers for the\nsame page with an empty cache; a browser test checks this."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "When you follow a link inside the site, the browser already has the site's code, and the next page\ncosts only its route's data. The footer then shows no figure, only the link to this page."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "emissions",
      children: "From bytes to emissions"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The emissions come from the Sustainable Web Design model, version 4, as implemented by\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "https://www.thegreenwebfoundation.org/co2-js/",
        children: "CO2.js"
      }), " from The Green Web Foundation. The model turns\ndata transferred into energy, then energy into emissions:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Part of the system"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Operational energy (kWh per GB)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Embodied energy (kWh per GB)"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Data centres"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0.055"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0.012"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Networks"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0.059"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0.013"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "User devices"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0.080"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0.081"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Total"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "0.194"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "0.106"
            })
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "So one gigabyte (10⁹ bytes) costs 0.3 kWh. The site multiplies that energy by the global average grid\nintensity the model uses, 494 g CO₂e per kWh, and assumes its host runs on ordinary, not verified green,\nenergy. A page of 300 kB therefore comes to about 0.3 × 0.0003 × 494 ≈ 0.044 g CO₂e per view."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The model also rates a view, from A+ (at most 0.040 g) through A (0.079 g), B (0.145 g), C (0.209 g),\nD (0.278 g) and E (0.359 g) to F above that. The footer shows that rating beside the figure."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "limits",
      children: "What the figure does not tell"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The model is an average over the web. It does not know your device, your network or the energy mix\nwhere you are, and it counts bytes, not the work your browser does with them. Use the figure to compare\npages of this site with each other and over time, not as a measurement of your own visit."
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
38874(module) {
module.exports = JSON.parse('{"type":"mdx","permalink":"/ceems/footprint","source":"@site/src/pages/footprint.md","title":"Page footprint","description":"How the site estimates the data and the emissions of one view of each of its pages.","frontMatter":{"title":"Page footprint","description":"How the site estimates the data and the emissions of one view of each of its pages."},"unlisted":false}')

},

};
;