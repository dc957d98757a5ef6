"use strict";
exports.ids = ["9382"];
exports.modules = {
38529(module) {
module.exports = JSON.parse('{"categoryGeneratedIndex":{"title":"Components","description":"What each CEEMS component does, how it works inside and how the parts fit together.","slug":"/category/components","permalink":"/ceems/docs/category/components","sidebar":"ceemsSidebar","navigation":{"previous":{"title":"Objectives","permalink":"/ceems/docs/objectives"},"next":{"title":"CEEMS exporter","permalink":"/ceems/docs/components/ceems-exporter"}}}}')

},

};
;