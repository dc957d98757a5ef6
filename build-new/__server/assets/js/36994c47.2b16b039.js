"use strict";
exports.ids = ["191"];
exports.modules = {
45516(module) {
module.exports = JSON.parse('{"name":"docusaurus-plugin-content-blog","id":"default"}')

},

};
;