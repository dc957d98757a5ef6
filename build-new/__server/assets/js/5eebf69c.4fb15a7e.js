"use strict";
exports.ids = ["6721"];
exports.modules = {
36923(module) {
module.exports = JSON.parse('{"tag":{"label":"exporter","permalink":"/ceems/blog/tags/exporter","allTagsPath":"/ceems/blog/tags","count":3,"unlisted":false},"listMetadata":{"permalink":"/ceems/blog/tags/exporter","page":1,"postsPerPage":10,"totalPages":1,"totalCount":3,"blogDescription":"Release notes of CEEMS and explainers from its maintainers on measuring the energy and emissions of compute workloads.","blogTitle":"CEEMS blog"}}')

},

};
;