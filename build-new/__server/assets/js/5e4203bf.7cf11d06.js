"use strict";
exports.ids = ["8081"];
exports.modules = {
49235(module) {
module.exports = JSON.parse('{"tag":{"label":"breaking-changes","permalink":"/ceems/blog/tags/breaking-changes","allTagsPath":"/ceems/blog/tags","count":1,"unlisted":false},"listMetadata":{"permalink":"/ceems/blog/tags/breaking-changes","page":1,"postsPerPage":10,"totalPages":1,"totalCount":1,"blogDescription":"Release notes of CEEMS and explainers from its maintainers on measuring the energy and emissions of compute workloads.","blogTitle":"CEEMS blog"}}')

},

};
;