// Stands in for @faker-js/faker inside the API explorer's bundle. Postman's SDK uses faker only to fill
// {{$random...}} variables, which the generated code samples never contain; calling it says so.
function unavailable() {
  throw new Error('Random Postman variables ({{$random...}}) are not available in the API reference');
}
const namespace = new Proxy(unavailable, {get: () => unavailable});
module.exports = new Proxy({}, {get: () => namespace});
