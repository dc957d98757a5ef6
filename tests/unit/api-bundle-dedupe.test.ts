import assert from 'node:assert/strict';
import {test} from 'node:test';
import {dedupeAliases, type InstalledPackage} from '../../src/api-reference/build/bundle-dedupe/dedupe-aliases';

const pkg = (name: string, version: string, dir = `/nested/${name}@${version}`): InstalledPackage => ({name, version, dir});

test('nested copies of the same major resolve to the top-level copy', () => {
  const top = new Map([
    ['lodash', pkg('lodash', '4.18.1', '/top/lodash')],
    ['uuid', pkg('uuid', '9.0.0', '/top/uuid')],
  ]);
  const aliases = dedupeAliases([pkg('lodash', '4.17.21'), pkg('lodash', '4.17.20'), pkg('uuid', '8.3.2'), pkg('left-pad', '1.0.0')], top);
  assert.deepEqual(aliases, {lodash: '/top/lodash'});
});

test('a package with any nested copy of another major is left alone', () => {
  const top = new Map([['semver', pkg('semver', '7.7.1', '/top/semver')]]);
  assert.deepEqual(dedupeAliases([pkg('semver', '7.6.0'), pkg('semver', '6.3.1')], top), {});
});

test('the crypto-js stand-in gives the API theme the SHA1 it calls, however it is imported', async () => {
  type Sha1 = (message: string) => {toString: () => string};
  const stub = (await import('../../src/api-reference/build/bundle-dedupe/crypto-js-sha1.js')) as unknown as {SHA1: Sha1; default: {SHA1: Sha1}};
  // The theme's compiled code reads __importDefault(require("crypto-js")).default.SHA1
  assert.equal(stub.default.SHA1('abc').toString(), 'a9993e364706816aba3e25717850c26c9cd0d89d');
  assert.equal(stub.SHA1('abc').toString(), 'a9993e364706816aba3e25717850c26c9cd0d89d');
});
