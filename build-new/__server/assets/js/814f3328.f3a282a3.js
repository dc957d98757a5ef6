"use strict";
exports.ids = ["1833"];
exports.modules = {
55513(module) {
module.exports = JSON.parse('{"title":"All posts","items":[{"title":"CEEMS v0.10: Kubernetes in the API server, libvirt without systemd, and a new home","permalink":"/ceems/blog/v0-10-kubernetes-in-the-api-server","unlisted":false,"date":"2025-08-07T00:00:00.000Z"},{"title":"How CEEMS estimates the energy of a compute unit","permalink":"/ceems/blog/how-ceems-estimates-energy-per-compute-unit","unlisted":false,"date":"2025-07-20T00:00:00.000Z"},{"title":"CEEMS v0.9.0: what to change before you upgrade","permalink":"/ceems/blog/v0-9-0-breaking-changes","unlisted":false,"date":"2025-06-27T00:00:00.000Z"},{"title":"CEEMS v0.5.0: Redfish power readings, IPMI without tools, and usage that counts running units","permalink":"/ceems/blog/v0-5-0-redfish-and-native-ipmi","unlisted":false,"date":"2024-12-12T00:00:00.000Z"},{"title":"CEEMS v0.3.0: a capability-aware exporter, with perf and eBPF metrics","permalink":"/ceems/blog/v0-3-0-capability-aware-exporter","unlisted":false,"date":"2024-09-28T00:00:00.000Z"}]}')

},

};
;