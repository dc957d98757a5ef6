// Stands in, inside the API explorer's bundle only, for modules that Postman's SDK loads but that code
// samples never use: faker (random {{$random...}} variables) and iconv-lite (decoding response bodies).
// Reading any property works; calling anything says why it is not there.
function unavailable() {
  throw new Error('This part of the Postman SDK is not bundled with the API reference');
}
const namespace = new Proxy(unavailable, {get: () => unavailable});
module.exports = new Proxy({}, {get: () => namespace});
