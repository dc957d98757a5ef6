"use strict";
exports.ids = ["6778"];
exports.modules = {
4295(module) {
module.exports = JSON.parse('{"tag":{"label":"upgrade","permalink":"/ceems/blog/tags/upgrade","allTagsPath":"/ceems/blog/tags","count":1,"unlisted":false},"listMetadata":{"permalink":"/ceems/blog/tags/upgrade","page":1,"postsPerPage":10,"totalPages":1,"totalCount":1,"blogDescription":"Release notes of CEEMS and explainers from its maintainers on measuring the energy and emissions of compute workloads.","blogTitle":"CEEMS blog"}}')

},

};
;