import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {test} from 'node:test';
import {insideGitWorktree, lastUpdateDatesAvailable} from '../../config/git-history';
import {scratchDir} from '../lib/scratch';

test('a folder outside any git work tree has no last-update dates, and says so once', (t) => {
  const folder = scratchDir('no-git-');
  assert.equal(insideGitWorktree(folder), false);
  delete process.env.CEEMS_SITE_NO_GIT_WARNED;
  const warnings: string[] = [];
  t.mock.method(console, 'warn', (message: string) => warnings.push(message));
  assert.equal(lastUpdateDatesAvailable(false), false);
  assert.equal(lastUpdateDatesAvailable(false), false);
  assert.equal(warnings.length, 1);
  assert.match(warnings[0], /not inside a git work tree/);
});

test('the site itself, in a clone, keeps its dates', () => {
  const inClone = (() => {
    try {
      return execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: __dirname}).toString().trim() === 'true';
    } catch {
      return false;
    }
  })();
  assert.equal(insideGitWorktree(path.resolve(__dirname, '..', '..')), inClone);
  assert.equal(lastUpdateDatesAvailable(true), true);
});

test('git missing altogether counts as no history', () => {
  const noGit = (() => {
    throw new Error('spawn git ENOENT');
  }) as unknown as typeof execFileSync;
  assert.equal(insideGitWorktree(__dirname, noGit), false);
});
