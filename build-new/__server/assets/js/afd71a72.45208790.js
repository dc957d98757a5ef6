"use strict";
exports.ids = ["8141"];
exports.modules = {
93150(module) {
module.exports = JSON.parse('{"tags":[{"label":"release","permalink":"/ceems/blog/tags/release","count":4},{"label":"kubernetes","permalink":"/ceems/blog/tags/kubernetes","count":1},{"label":"api-server","permalink":"/ceems/blog/tags/api-server","count":2},{"label":"exporter","permalink":"/ceems/blog/tags/exporter","count":3},{"label":"energy","permalink":"/ceems/blog/tags/energy","count":1},{"label":"recording-rules","permalink":"/ceems/blog/tags/recording-rules","count":1},{"label":"explainer","permalink":"/ceems/blog/tags/explainer","count":1},{"label":"breaking-changes","permalink":"/ceems/blog/tags/breaking-changes","count":1},{"label":"upgrade","permalink":"/ceems/blog/tags/upgrade","count":1},{"label":"power","permalink":"/ceems/blog/tags/power","count":1},{"label":"security","permalink":"/ceems/blog/tags/security","count":1}]}')

},

};
;