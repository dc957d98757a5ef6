"use strict";
exports.ids = ["3220"];
exports.modules = {
1912(module) {
module.exports = JSON.parse('{"blogBasePath":"/ceems/blog","blogTitle":"CEEMS blog","authorsListPath":"/ceems/blog/authors"}')

},

};
;