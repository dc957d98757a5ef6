"use strict";
exports.ids = ["8207"];
exports.modules = {
17596(module) {
module.exports = JSON.parse('{"tag":{"label":"recording-rules","permalink":"/ceems/blog/tags/recording-rules","allTagsPath":"/ceems/blog/tags","count":1,"unlisted":false},"listMetadata":{"permalink":"/ceems/blog/tags/recording-rules","page":1,"postsPerPage":10,"totalPages":1,"totalCount":1,"blogDescription":"Release notes of CEEMS and explainers from its maintainers on measuring the energy and emissions of compute workloads.","blogTitle":"CEEMS blog"}}')

},

};
;