// Stands in for the whole of crypto-js (about 60 KB) inside the API theme, whose only use of it is
// `CryptoJS.SHA1(message).toString()` (lib/theme/ApiExplorer/storage-utils.js). SHA1 alone needs
// crypto-js's core and its SHA1 module. The theme reads it as `require('crypto-js').default.SHA1`.
import SHA1 from 'crypto-js/sha1';

export {SHA1};
export default {SHA1};
