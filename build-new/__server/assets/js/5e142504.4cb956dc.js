"use strict";
exports.ids = ["8754"];
exports.modules = {
21127(module) {
module.exports = JSON.parse('{"tag":{"label":"power","permalink":"/ceems/blog/tags/power","allTagsPath":"/ceems/blog/tags","count":1,"unlisted":false},"listMetadata":{"permalink":"/ceems/blog/tags/power","page":1,"postsPerPage":10,"totalPages":1,"totalCount":1,"blogDescription":"Release notes of CEEMS and explainers from its maintainers on measuring the energy and emissions of compute workloads.","blogTitle":"CEEMS blog"}}')

},

};
;