"use strict";
exports.ids = ["3767"];
exports.modules = {
33506(module) {
module.exports = JSON.parse('{"tag":{"label":"explainer","permalink":"/ceems/blog/tags/explainer","allTagsPath":"/ceems/blog/tags","count":1,"unlisted":false},"listMetadata":{"permalink":"/ceems/blog/tags/explainer","page":1,"postsPerPage":10,"totalPages":1,"totalCount":1,"blogDescription":"Release notes of CEEMS and explainers from its maintainers on measuring the energy and emissions of compute workloads.","blogTitle":"CEEMS blog"}}')

},

};
;