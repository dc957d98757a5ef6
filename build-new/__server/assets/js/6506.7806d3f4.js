exports.ids = ["6506"];
exports.modules = {
58913(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
/* import */ var _docsearch_css__rspack_import_0 = __webpack_require__(53410);
/* import */ var _docsearch_css__rspack_import_0_default = /*#__PURE__*/__webpack_require__.n(_docsearch_css__rspack_import_0);

/* reexport */ var __rspack_reexport = {};
/* reexport */ for( const __rspack_import_key in _docsearch_css__rspack_import_0) if(__rspack_import_key !== "default") __rspack_reexport[__rspack_import_key] =() => _docsearch_css__rspack_import_0[__rspack_import_key]
/* reexport */ __webpack_require__.d(__webpack_exports__, __rspack_reexport);



},
53410() {


},

};
;