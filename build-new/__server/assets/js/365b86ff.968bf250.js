"use strict";
exports.ids = ["2980"];
exports.modules = {
45216(module) {
module.exports = JSON.parse('{"tag":{"label":"security","permalink":"/ceems/blog/tags/security","allTagsPath":"/ceems/blog/tags","count":1,"unlisted":false},"listMetadata":{"permalink":"/ceems/blog/tags/security","page":1,"postsPerPage":10,"totalPages":1,"totalCount":1,"blogDescription":"Release notes of CEEMS and explainers from its maintainers on measuring the energy and emissions of compute workloads.","blogTitle":"CEEMS blog"}}')

},

};
;