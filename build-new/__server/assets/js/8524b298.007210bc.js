"use strict";
exports.ids = ["7052"];
exports.modules = {
50661(module) {
module.exports = JSON.parse('{"categoryGeneratedIndex":{"title":"CEEMS API reference","description":"Every endpoint of the CEEMS API server, grouped by what it serves.","slug":"/category/api","permalink":"/ceems/docs/category/api","sidebar":"ceemsApiSidebar","navigation":{"next":{"title":"Introduction","permalink":"/ceems/docs/api/ceems-api"}}}}')

},

};
;