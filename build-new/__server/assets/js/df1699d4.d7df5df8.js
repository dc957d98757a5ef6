"use strict";
exports.ids = ["4195"];
exports.modules = {
71785(module) {
module.exports = JSON.parse('{"tag":{"label":"api-server","permalink":"/ceems/blog/tags/api-server","allTagsPath":"/ceems/blog/tags","count":2,"unlisted":false},"listMetadata":{"permalink":"/ceems/blog/tags/api-server","page":1,"postsPerPage":10,"totalPages":1,"totalCount":2,"blogDescription":"Release notes of CEEMS and explainers from its maintainers on measuring the energy and emissions of compute workloads.","blogTitle":"CEEMS blog"}}')

},

};
;