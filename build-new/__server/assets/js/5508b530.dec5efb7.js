"use strict";
exports.ids = ["748"];
exports.modules = {
8558(module) {
module.exports = JSON.parse('{"tag":{"label":"energy","permalink":"/ceems/blog/tags/energy","allTagsPath":"/ceems/blog/tags","count":1,"unlisted":false},"listMetadata":{"permalink":"/ceems/blog/tags/energy","page":1,"postsPerPage":10,"totalPages":1,"totalCount":1,"blogDescription":"Release notes of CEEMS and explainers from its maintainers on measuring the energy and emissions of compute workloads.","blogTitle":"CEEMS blog"}}')

},

};
;