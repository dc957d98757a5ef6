"use strict";
exports.ids = ["6633"];
exports.modules = {
90067(module) {
module.exports = JSON.parse('{"categoryGeneratedIndex":{"title":"Advanced","description":"Multi-cluster setups and how CEEMS measures and splits power.","slug":"/category/advanced","permalink":"/ceems/docs/category/advanced","sidebar":"ceemsSidebar","navigation":{"previous":{"title":"Sizing and scaling","permalink":"/ceems/docs/deployments/sizing"},"next":{"title":"Multi-cluster setups","permalink":"/ceems/docs/advanced/multi-cluster"}}}}')

},

};
;