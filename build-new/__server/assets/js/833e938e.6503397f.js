"use strict";
exports.ids = ["2102"];
exports.modules = {
12137(module) {
module.exports = JSON.parse('{"categoryGeneratedIndex":{"title":"Usage","description":"Running each CEEMS component for real tasks, and checking that it works.","slug":"/category/usage","permalink":"/ceems/docs/category/usage","sidebar":"ceemsSidebar","navigation":{"previous":{"title":"Configuration file reference","permalink":"/ceems/docs/configuration/config-reference"},"next":{"title":"Running the CEEMS exporter","permalink":"/ceems/docs/usage/ceems-exporter"}}}}')

},

};
;