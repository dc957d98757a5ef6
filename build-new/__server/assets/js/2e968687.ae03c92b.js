"use strict";
exports.ids = ["7789"];
exports.modules = {
73401(module) {
module.exports = JSON.parse('{"authors":[{"name":"CEEMS team","title":"CEEMS maintainers","url":"https://github.com/ceems-dev","key":"ceems-team","page":null,"count":5}]}')

},

};
;