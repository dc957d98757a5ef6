/**
 * The dev server's indexing, in a process of its own (started by ../index.ts at a lower priority) so
 * that rendering the Markdown never holds up the dev server: `node --import tsx dev-index-process.ts
 * <job.json>`, the job naming the pages, the index file and the cache file. Prints one line.
 */
import fs from 'node:fs';
import {CEEMS_TOKENS} from '../../../config/ceems';
import {writeDevSearchIndex, type SourcePageRef} from './dev-index';

interface DevIndexJob {
  pages: SourcePageRef[];
  indexFile: string;
  cacheFile: string;
}

const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) as DevIndexJob;
console.log(writeDevSearchIndex(job.pages, CEEMS_TOKENS, job.indexFile, job.cacheFile));
