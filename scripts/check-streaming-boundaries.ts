/**
 * Fails when any page of the built site contains a React streaming boundary or its scripts
 * (scripts/lib/streaming-boundaries.ts): every page must be complete as plain HTML.
 */
import fs from 'node:fs';
import path from 'node:path';
import {listFiles} from './lib/site-files';
import {findStreamingBoundaries} from './lib/streaming-boundaries';

const buildDir = path.resolve(__dirname, '..', 'build');
if (!fs.existsSync(buildDir)) {
  console.error(`check-streaming-boundaries: ${buildDir} does not exist; run "npm run build" first`);
  process.exit(1);
}

const files = listFiles(buildDir, (file) => file.endsWith('.html'));
let pagesWithBoundaries = 0;
for (const file of files) {
  const findings = findStreamingBoundaries(fs.readFileSync(path.join(buildDir, file), 'utf8'));
  if (!findings.length) continue;
  pagesWithBoundaries++;
  const counts = new Map<string, number>();
  for (const finding of findings) counts.set(finding.kind, (counts.get(finding.kind) ?? 0) + 1);
  console.error(`${file}: ${[...counts].map(([kind, count]) => `${count} ${kind}`).join(', ')}`);
}
console.log(`check-streaming-boundaries: ${files.length} pages, ${pagesWithBoundaries} with streaming boundaries`);
process.exit(pagesWithBoundaries ? 1 : 0);
