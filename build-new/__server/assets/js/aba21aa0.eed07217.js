"use strict";
exports.ids = ["3747"];
exports.modules = {
27093(module) {
module.exports = JSON.parse('{"name":"docusaurus-plugin-content-docs","id":"default"}')

},

};
;