"use strict";
exports.ids = ["4385"];
exports.modules = {
72397(module) {
module.exports = JSON.parse('{"categoryGeneratedIndex":{"title":"Deployment","description":"End-to-end deployments of CEEMS on a cluster, from nothing to dashboards.","slug":"/category/deployment","permalink":"/ceems/docs/category/deployment","sidebar":"ceemsSidebar","navigation":{"previous":{"title":"redfish_proxy","permalink":"/ceems/docs/cli/redfish-proxy"},"next":{"title":"Before you deploy","permalink":"/ceems/docs/deployments/before-you-deploy"}}}}')

},

};
;