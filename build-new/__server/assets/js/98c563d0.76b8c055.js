"use strict";
exports.ids = ["5790"];
exports.modules = {
65069(module) {
module.exports = JSON.parse('{"metadata":{"permalink":"/ceems/blog","page":1,"postsPerPage":10,"totalPages":1,"totalCount":5,"blogDescription":"Release notes of CEEMS and explainers from its maintainers on measuring the energy and emissions of compute workloads.","blogTitle":"CEEMS blog"}}')

},

};
;