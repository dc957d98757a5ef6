"use strict";
exports.ids = ["8366"];
exports.modules = {
40936(module) {
module.exports = JSON.parse('{"name":"docusaurus-theme-search-algolia","id":"default"}')

},

};
;