"use strict";
exports.ids = ["8962"];
exports.modules = {
43697(module) {
module.exports = JSON.parse('{"categoryGeneratedIndex":{"title":"Configuration","description":"How to configure each CEEMS component, with the complete reference of every configuration file.","slug":"/category/configuration","permalink":"/ceems/docs/category/configuration","sidebar":"ceemsSidebar","navigation":{"previous":{"title":"Upgrading CEEMS","permalink":"/ceems/docs/installation/upgrading"},"next":{"title":"CEEMS exporter configuration","permalink":"/ceems/docs/configuration/ceems-exporter"}}}}')

},

};
;