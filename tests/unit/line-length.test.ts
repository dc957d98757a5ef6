/**
 * Lines of site code stay within 120 characters. ESLint (`max-len`) checks the TypeScript and JavaScript;
 * this checks the stylesheets and shell scripts it does not read. Data (tests/fixtures) is exempt.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['src', 'config', 'scripts', 'tests', '.ci'];
const CHECKED = /\.(css|scss|sh)$|^run$/;

test('stylesheets and shell scripts have no line over 120 characters', () => {
  const long: string[] = [];
  for (const folder of FOLDERS) {
    const dir = path.join(ROOT, folder);
    if (!fs.existsSync(dir)) continue;
    for (const entry of fs.readdirSync(dir, {recursive: true, withFileTypes: true})) {
      if (!entry.isFile() || !CHECKED.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (line.length > 120) long.push(`${path.relative(ROOT, file)}:${i + 1} (${line.length})`);
        });
    }
  }
  assert.ok(fs.existsSync(path.join(ROOT, 'src/css/custom.css')), 'the walk reads the site folders');
  assert.deepEqual(long, []);
});
