exports.ids = ["9850"];
exports.modules = {
12433() {


},

};
;