"use strict";
exports.ids = ["870"];
exports.modules = {
59570(module) {
module.exports = JSON.parse('{"tag":{"label":"release","permalink":"/ceems/blog/tags/release","allTagsPath":"/ceems/blog/tags","count":4,"unlisted":false},"listMetadata":{"permalink":"/ceems/blog/tags/release","page":1,"postsPerPage":10,"totalPages":1,"totalCount":4,"blogDescription":"Release notes of CEEMS and explainers from its maintainers on measuring the energy and emissions of compute workloads.","blogTitle":"CEEMS blog"}}')

},

};
;