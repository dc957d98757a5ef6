import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {commonJsByName, javacBatch, nodeCheckBatch, pyCompileBatch, rParseBatch} from '../lib/samples/batch';
import {methodProblems, structuralProblems, type ExpectedRequest} from '../lib/samples/expected';
import {extractSamplesFromHtml} from '../lib/samples/extract';
import {combinable, goBuildCombined} from '../lib/samples/go-build';
import {javacErrors, rustfmtErrors, wrapC, wrapJava} from '../lib/samples/languages';
import {apiRootOf, startApiMock} from '../lib/samples/mock';
import {originOf, rewriteForMock} from '../lib/samples/rewrite';

const SERVER = 'https://ceems-demo.myaddr.tools:7443/api/v1';
const FROM = originOf(SERVER);
const TO = {host: '127.0.0.1', port: 40123};

const expected: ExpectedRequest = {
  method: 'GET',
  origin: FROM,
  path: '/api/v1/units/verify',
  query: [
    ['uuid', '2217345'],
    ['cluster_id', 'slurm-hpc'],
  ],
  userHeader: 'X-Grafana-User',
};

test('extraction: each pre inside a data-sample-language/variant holder, its text with entities decoded', () => {
  const html = `<html><body>
    <div data-sample-language="python" data-sample-variant="http.client">
      <div class="x"><pre><code><span>import</span> http.client
conn = http.client.HTTPSConnection(&quot;h&quot;, 7443)</code></pre></div></div>
    <div data-sample-language="curl" data-sample-variant="cURL"><pre>curl &#39;https://h:7443/api/v1/units&#39; &amp;&amp; true</pre></div>
    <div data-sample-language="go"><pre>no variant: not a sample</pre></div>
    <pre>a page's other code block</pre>
  </body></html>`;
  const samples = extractSamplesFromHtml(html, 'verify-unit-ownership');
  assert.deepEqual(samples, [
    {
      page: 'verify-unit-ownership',
      language: 'python',
      variant: 'http.client',
      code: 'import http.client\nconn = http.client.HTTPSConnection("h", 7443)',
    },
    {
      page: 'verify-unit-ownership',
      language: 'curl',
      variant: 'cURL',
      code: "curl 'https://h:7443/api/v1/units' && true",
    },
  ]);
});

test("rewrite: full URLs in any language become the mock's plain HTTP address", () => {
  for (const [language, variant] of [
    ['curl', 'cURL'],
    ['go', 'Native'],
    ['php', 'cURL'],
    ['javascript', 'Fetch'],
    ['python', 'Requests'],
  ]) {
    const code =
      `x = "https://ceems-demo.myaddr.tools:7443/api/v1/units?uuid=1"; y = ` +
      `"https://ceems-demo.myaddr.tools:74430/"`;
    assert.equal(
      rewriteForMock(language, variant, code, FROM, TO),
      `x = "http://127.0.0.1:40123/api/v1/units?uuid=1"; y = "https://ceems-demo.myaddr.tools:74430/"`,
      language,
    );
  }
});

test('rewrite: Python http.client gets HTTPConnection to the mock, and a lost port stays lost', () => {
  const ok =
    'conn = http.client.HTTPSConnection("ceems-demo.myaddr.tools", 7443)\nconn.request("GET", ' +
    '"/api/v1/units", payload, headers)';
  assert.equal(
    rewriteForMock('python', 'http.client', ok, FROM, TO),
    'conn = http.client.HTTPConnection("127.0.0.1", 40123)\nconn.request("GET", "/api/v1/units", payload, headers)',
  );
  const lost = 'conn = http.client.HTTPSConnection("ceems-demo.myaddr.tools", undefined)';
  assert.equal(
    rewriteForMock('python', 'http.client', lost, FROM, TO),
    'conn = http.client.HTTPConnection("127.0.0.1", undefined)',
  );
});

test('rewrite: Node.js https module, hostname and port; Ruby TLS off; C default protocol', () => {
  const cases: Array<[language: string, variant: string, sample: string, rewritten: string]> = [
    [
      'nodejs',
      'Native',
      "var https = require('follow-redirects').https;\nvar options = {\n  'hostname': " +
        "'ceems-demo.myaddr.tools',\n  'port': 7443,\n  'path': '/api/v1/units'\n};",
      "var https = require('follow-redirects').http;\nvar options = {\n  'hostname': '127.0.0.1',\n  'port': " +
        "40123,\n  'path': '/api/v1/units'\n};",
    ],
    ['nodejs', 'Native', "const h = require('https');", "const h = require('http');"],
    [
      'ruby',
      'Net::HTTP',
      'url = URI("https://ceems-demo.myaddr.tools:7443/api/v1/units")\nhttps = Net::HTTP.new(url.host, ' +
        'url.port)\nhttps.use_ssl = true',
      'url = URI("http://127.0.0.1:40123/api/v1/units")\nhttps = Net::HTTP.new(url.host, ' +
        'url.port)\nhttps.use_ssl = false',
    ],
    [
      'c',
      'libcurl',
      'curl_easy_setopt(curl, CURLOPT_URL, "https://ceems-demo.myaddr.tools:7443/api/v1/units");\n' +
        'curl_easy_setopt(curl, CURLOPT_DEFAULT_PROTOCOL, "https");',
      'curl_easy_setopt(curl, CURLOPT_URL, "http://127.0.0.1:40123/api/v1/units");\n' +
        'curl_easy_setopt(curl, CURLOPT_DEFAULT_PROTOCOL, "http");',
    ],
  ];
  for (const [language, variant, sample, rewritten] of cases) {
    assert.equal(rewriteForMock(language, variant, sample, FROM, TO), rewritten, `${language}/${variant}`);
  }
});

test('structure: the full URL, path, query and header pass; a lost port, path or header is named', () => {
  const curl =
    "curl --location 'https://ceems-demo.myaddr.tools:7443/api/v1/units/verify?uuid=2217345&cluster_id=slurm-hpc' \\\n--header 'X-Grafana-User: <X-Grafana-User>'";
  assert.deepEqual(structuralProblems(curl, expected), []);
  const python =
    'conn = http.client.HTTPSConnection("ceems-demo.myaddr.tools", undefined)\nheaders = {"X-Grafana-User": ' +
    '"u"}\nconn.request("GET", "/api/v1/units/verify?uuid=2217345&cluster_id=slurm-hpc", "", headers)';
  assert.deepEqual(structuralProblems(python, expected), ['port 7443 missing']);
  assert.deepEqual(structuralProblems(python.replace('undefined', '7443'), expected), []);
  assert.deepEqual(
    structuralProblems("curl 'https://ceems-demo.myaddr.tools:7443/api/v1/units/verify?uuid=2217345'", expected),
    ['query cluster_id=slurm-hpc missing', 'header X-Grafana-User missing'],
  );
  assert.deepEqual(
    structuralProblems("curl 'http://ceems-demo.myaddr.tools/api/v1/units' -H 'X-Grafana-User: u'", expected),
    ['port 7443 missing', 'scheme https missing', 'path /api/v1/units/verify missing'],
  );
});

test('structure: GET may be left to the library; another method may not', () => {
  assert.deepEqual(methodProblems('val request = Request.Builder().url(u).build()', 'GET'), []);
  assert.deepEqual(methodProblems('$request->setMethod(HTTP_Request2::METHOD_GET);', 'GET'), []);
  assert.deepEqual(methodProblems('requests.request("POST", url)', 'GET'), ['method POST named, expected GET']);
  assert.deepEqual(
    methodProblems('var options = new RestClientOptions(u); request = new RestRequest(p, Method.Get);', 'GET'),
    [],
  );
  assert.deepEqual(methodProblems('requests.request("GET", url)', 'POST'), ['method GET named, expected POST']);
  assert.deepEqual(methodProblems('requests.request(url)', 'POST'), ['method POST missing']);
});

test('javac without Unirest: only unknown-symbol errors are accepted', () => {
  const missingLibrary = {
    status: 1,
    stdout: '',
    stderr:
      'Sample.java:3: error: cannot find symbol\nUnirest.setTimeouts(0, 0);\n^\n  symbol:   variable ' +
      'Unirest\nSample.java:1: error: package kong.unirest does not exist\n2 errors\n',
  };
  assert.deepEqual(javacErrors(missingLibrary), []);
  const syntax = {status: 1, stdout: '', stderr: "Sample.java:4: error: ';' expected\n  .asString()\n1 error\n"};
  assert.deepEqual(javacErrors(syntax), ["Sample.java:4: error: ';' expected"]);
  assert.match(
    wrapJava('Unirest.get("u");'),
    /public static void main\(String\[\] args\) throws Exception \{\nUnirest\.get\("u"\);/,
  );
});

/** Each code in a directory of its own under a fresh temporary directory, as check-samples writes them. */
function writeSamples(name: string, codes: string[]): {work: string; files: string[]} {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'samples-batch-'));
  const files = codes.map((code, i) => {
    fs.mkdirSync(path.join(work, String(i)));
    const file = path.join(work, String(i), name);
    fs.writeFileSync(file, code);
    return file;
  });
  return {work, files};
}

const hasProgram = (program: string): boolean => spawnSync('sh', ['-c', `command -v ${program}`]).status === 0;

test('batch: a .js file is CommonJS unless the nearest package.json says module; .cjs is, .mjs is not', () => {
  const {work, files} = writeSamples('sample.js', ['', '']);
  try {
    fs.writeFileSync(path.join(work, '1', 'package.json'), '{"type": "module"}');
    assert.deepEqual(files.map(commonJsByName), ['commonjs', undefined]);
    fs.writeFileSync(path.join(work, '1', 'package.json'), '{"type": "commonjs"}');
    assert.equal(commonJsByName(files[1]), 'commonjs');
    assert.equal(commonJsByName(path.join(work, '0', 'sample.cjs')), 'commonjs');
    assert.equal(commonJsByName(path.join(work, '0', 'sample.mjs')), undefined);
  } finally {
    fs.rmSync(work, {recursive: true, force: true});
  }
});

test('batch: node passes in one process only what node --check passes, each file its own verdict', async () => {
  const codes = [
    "var http = require('follow-redirects').http;\nhttp.request({}, (res) => {}).end();",
    'var settings = {{ "url": "u" };',
    'return 1;', // a CommonJS module's body is a function's: node --check accepts it
    "import fs from 'node:fs';\nconsole.log(fs);", // an ES module: left to node --check (detection)
    'await fetch("u");',
    'with (Math) { x = PI; }',
    "'use strict';\nwith (Math) { x = PI; }",
    '#!/usr/bin/env node\nconsole.log(1);',
    '\uFEFFconsole.log(1);',
  ];
  const {work, files} = writeSamples('sample.js', codes);
  try {
    const batch = await nodeCheckBatch(files);
    const cli = files.map((f) => spawnSync('node', ['--check', f], {encoding: 'utf8'}).status);
    files.forEach((_f, i) => {
      if (batch[i]) assert.equal(cli[i], 0, `sample ${i}: passed in the batch, node --check rejects it`);
    });
    assert.deepEqual(
      batch.map((r) => r?.status),
      [0, undefined, 0, undefined, undefined, 0, undefined, 0, 0],
    );
    assert.equal(cli[1], 1);
    assert.equal(cli[6], 1);
    // A file that Node treats as an ES module by its name is left to node --check.
    fs.writeFileSync(path.join(work, '0', 'package.json'), '{"type": "module"}');
    assert.equal((await nodeCheckBatch([files[0]]))[0], undefined);
  } finally {
    fs.rmSync(work, {recursive: true, force: true});
  }
});

test('batch: py_compile passes each file it compiles, in order, whatever fails before it', async (t) => {
  const python = spawnSync('python3', ['-c', 'import sys; print(sys.executable)'], {encoding: 'utf8'}).stdout.trim();
  if (!python) return t.skip('no python3');
  const {work, files} = writeSamples('sample.py', [
    'imprt requests\n',
    'import http.client\nconn = http.client.HTTPConnection("h", 1)\n',
    'def f(:\n  pass\n',
    'print("ok")\n',
  ]);
  try {
    const batch = await pyCompileBatch(files, python);
    assert.deepEqual(
      batch.map((r) => r?.status),
      [undefined, 0, undefined, 0],
    );
    const cli = files.map((f) => spawnSync(python, ['-m', 'py_compile', f]).status);
    assert.deepEqual(cli, [1, 0, 1, 0]);
  } finally {
    fs.rmSync(work, {recursive: true, force: true});
  }
});

test("batch: R's parse() passes each file it parses, in order, whatever fails before it", async (t) => {
  if (!hasProgram('Rscript')) return t.skip('no R');
  const {work, files} = writeSamples('sample.R', ['x <- (1\n', 'library(httr)\nres <- GET("u")\n', 'y <- "\\q"\n']);
  try {
    const batch = await rParseBatch(files, ['--default-packages=NULL']);
    assert.deepEqual(
      batch.map((r) => r?.status),
      [undefined, 0, undefined],
    );
    const cli = files.map(
      (f) =>
        spawnSync('Rscript', ['--default-packages=NULL', '-e', `invisible(parse(file = ${JSON.stringify(f)}))`]).status,
    );
    assert.deepEqual(cli, [1, 0, 1]);
  } finally {
    fs.rmSync(work, {recursive: true, force: true});
  }
});

test("batch: javac in one JVM gives each file javac's own exit code and messages", async (t) => {
  if (!hasProgram('javac') || !hasProgram('java')) return t.skip('no JDK');
  const {work, files} = writeSamples('Sample.java', [
    wrapJava('Unirest.setTimeouts(0, 0);\nint x = "a";'),
    wrapJava('Unirest.setTimeouts(0, 0);'),
    'class Other {}\n',
  ]);
  try {
    const batch = await javacBatch(files, ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC']);
    const cli = spawnSync(
      'javac',
      [
        '-J-XX:TieredStopAtLevel=1',
        '-J-XX:+UseSerialGC',
        '-proc:none',
        '-d',
        path.join(work, '0', 'classes'),
        files[0],
      ],
      {encoding: 'utf8'},
    );
    assert.equal(batch[0]?.status, cli.status);
    assert.equal(batch[0]?.stderr, cli.stderr + cli.stdout);
    assert.deepEqual(javacErrors(batch[0]!), [
      `${files[0]}:4: error: incompatible types: String cannot be converted to int`,
    ]);
    assert.equal(batch[1]?.status, 1);
    assert.deepEqual(javacErrors(batch[1]!), []);
    assert.deepEqual(batch[2], {status: 0, stdout: '', stderr: ''});
  } finally {
    fs.rmSync(work, {recursive: true, force: true});
  }
});

const goProgram = (body: string, top = ''): string =>
  `package main\n\nimport (\n  "fmt"\n  "os"\n)\n${top}\nfunc main() {\n${body}\n}\n`;

test('go: only imports and func main go into the combined program', () => {
  assert.equal(combinable(goProgram('  fmt.Println(len(os.Args))')), true);
  assert.equal(combinable(goProgram('  fmt.Println(1)', '\nfunc init() {}\n')), false);
  assert.equal(combinable(goProgram('  fmt.Println(x)', '\nvar x = os.Getenv("X")\n')), false);
  assert.equal(combinable(goProgram('  fmt.Println(1)').replace('package main', 'package other')), false);
  assert.equal(combinable(goProgram('  fmt.Println(1)').replace('func main() {', 'func main(){}\nfunc f() {')), false);
});

test('go: one program runs each combinable sample by name, with no arguments; the others are left out', async (t) => {
  if (!hasProgram('go')) return t.skip('no go');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'samples-go-'));
  try {
    const env = {GOCACHE: path.join(work, 'cache'), GOFLAGS: '-mod=mod', GOTOOLCHAIN: 'local', GOPROXY: 'off'};
    const codes = [
      goProgram('  fmt.Println("first", len(os.Args))'),
      goProgram('  fmt.Println("init")', '\nfunc init() {}\n'),
      goProgram('  fmt.Println("third", len(os.Args))\n  os.Exit(3)'),
    ];
    const commands = await goBuildCombined(codes, path.join(work, 'build'), env);
    assert.equal(commands[1], undefined);
    const run = (c: string[] | undefined) => spawnSync(c![0], c!.slice(1), {encoding: 'utf8'});
    assert.deepEqual([run(commands[0]).stdout, run(commands[0]).status], ['first 1\n', 0]);
    assert.deepEqual([run(commands[2]).stdout, run(commands[2]).status], ['third 1\n', 3]);
    // A sample that does not compile fails the build: every sample is left to go run.
    const broken = await goBuildCombined([codes[0], goProgram('  x := 1')], path.join(work, 'broken'), env);
    assert.deepEqual(broken, [undefined, undefined]);
  } finally {
    fs.rmSync(work, {recursive: true, force: true});
  }
});

test('rustfmt: a formatting difference passes, a parse error fails', () => {
  assert.deepEqual(rustfmtErrors({status: 1, stdout: 'Diff in sample.rs at line 1:\n-x\n+y\n', stderr: ''}), []);
  assert.deepEqual(
    rustfmtErrors({status: 1, stdout: '', stderr: 'error: expected expression, found `;`\n --> sample.rs:1:21\n'}),
    ['error: expected expression, found `;`', ' --> sample.rs:1:21'],
  );
});

test("C: statements go into main with libcurl's header; a whole program is left alone", () => {
  assert.match(
    wrapC('CURL *curl;'),
    /^#include <stdio.h>\n#include <curl\/curl.h>\n\nint main\(void\) \{\nCURL \*curl;\nreturn 0;\n\}\n$/,
  );
  assert.equal(wrapC('int main(void) { return 0; }'), 'int main(void) { return 0; }');
});

test("mock: serves under the first server's path, validates requests, answers valid 2xx bodies", async () => {
  assert.equal(apiRootOf({servers: [{url: SERVER}]}), '/api/v1');
  assert.equal(apiRootOf({servers: [{url: 'http://h:1/'}]}), '/');
  const mock = await startApiMock(path.join(__dirname, '..', '..', 'api', 'swagger.yaml'));
  try {
    const ok = await fetch(`${mock.baseUrl}/units/verify?uuid=2217345&cluster_id=slurm-hpc`, {
      headers: {'X-Grafana-User': 'alice'},
    });
    assert.equal(ok.status, 200);
    assert.equal((await ok.json()).status, 'success');
    assert.equal((await fetch(`${mock.baseUrl}/units`)).status, 401, 'no user header');
    assert.equal(
      (await fetch(`${mock.baseUrl}/usage/bogus`, {headers: {'X-Grafana-User': 'alice'}})).status,
      400,
      'mode outside its enum',
    );
    assert.equal(
      (await fetch(`http://${mock.host}:${mock.port}/units`, {headers: {'X-Grafana-User': 'alice'}})).status,
      404,
      'no /api/v1',
    );
    assert.deepEqual(
      mock.exchanges.map((e) => [e.status, e.operation, e.errors.length > 0]),
      [
        [200, 'get /units/verify', false],
        [401, 'get /units', true],
        [400, 'get /usage/{mode}', true],
        [404, undefined, true],
      ],
    );
  } finally {
    await mock.close();
  }
});
