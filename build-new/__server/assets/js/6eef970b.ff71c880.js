"use strict";
exports.ids = ["1020"];
exports.modules = {
37433(module) {
module.exports = JSON.parse('{"categoryGeneratedIndex":{"title":"Command Line Arguments","description":"Every flag of every CEEMS binary, with its default and what it does.","slug":"/category/command-line-arguments","permalink":"/ceems/docs/category/command-line-arguments","sidebar":"ceemsSidebar","navigation":{"previous":{"title":"Using ceems_tool","permalink":"/ceems/docs/usage/ceems-tool"},"next":{"title":"ceems_exporter","permalink":"/ceems/docs/cli/ceems-exporter"}}}}')

},

};
;