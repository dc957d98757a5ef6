"use strict";
exports.ids = ["1668"];
exports.modules = {
86569(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  "default": () => (DocsRoot)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_4 = __webpack_require__(34164);
/* import */ var _docusaurus_theme_common__rspack_import_3 = __webpack_require__(34308);
/* import */ var _docusaurus_theme_common__rspack_import_5 = __webpack_require__(88287);
/* import */ var _docusaurus_renderRoutes__rspack_import_6 = __webpack_require__(22831);
/* import */ var _theme_Layout__rspack_import_2 = __webpack_require__(78328);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 




function DocsRoot(props) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_theme_common__rspack_import_3/* .HtmlClassNameProvider */.e3, {
        className: (0,clsx__rspack_import_4/* ["default"] */.A)(_docusaurus_theme_common__rspack_import_5/* .ThemeClassNames.wrapper.docsPages */.G.wrapper.docsPages),
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Layout__rspack_import_2/* ["default"] */.A, {
            children: (0,_docusaurus_renderRoutes__rspack_import_6/* .renderRoutes */.v)(props.route.routes)
        })
    });
}


},

};
;