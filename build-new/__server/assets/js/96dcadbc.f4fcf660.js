"use strict";
exports.ids = ["6064"];
exports.modules = {
48114(module) {
module.exports = JSON.parse('{"tag":{"label":"kubernetes","permalink":"/ceems/blog/tags/kubernetes","allTagsPath":"/ceems/blog/tags","count":1,"unlisted":false},"listMetadata":{"permalink":"/ceems/blog/tags/kubernetes","page":1,"postsPerPage":10,"totalPages":1,"totalCount":1,"blogDescription":"Release notes of CEEMS and explainers from its maintainers on measuring the energy and emissions of compute workloads.","blogTitle":"CEEMS blog"}}')

},

};
;