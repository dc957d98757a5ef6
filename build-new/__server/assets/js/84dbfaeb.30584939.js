"use strict";
exports.ids = ["5992"];
exports.modules = {
10737(module) {
module.exports = JSON.parse('{"categoryGeneratedIndex":{"title":"Installation","description":"Install the CEEMS components from release archives, OS packages, containers or source.","slug":"/category/installation","permalink":"/ceems/docs/category/installation","sidebar":"ceemsSidebar","navigation":{"previous":{"title":"Metrics reference","permalink":"/ceems/docs/components/metrics"},"next":{"title":"Prerequisites","permalink":"/ceems/docs/installation/prerequisites"}}}}')

},

};
;