"use strict";
exports.ids = ["3056"];
exports.modules = {
88552(module) {
module.exports = JSON.parse('{"name":"docusaurus-plugin-content-pages","id":"default"}')

},

};
;