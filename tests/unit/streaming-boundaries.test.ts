import assert from 'node:assert/strict';
import {test} from 'node:test';
import {findStreamingBoundaries} from '../lib/streaming-boundaries';

const kinds = (html: string): string[] => findStreamingBoundaries(html).map((finding) => finding.kind);

test('finds every part of a streamed boundary, in minified and in quoted HTML', () => {
  const minified =
    '<div class=host><!--$?--><template id=B:0></template><!--/$--></div>' +
    '<div hidden id=S:0><pre>code</pre></div><script>$RC("B:0","S:0")</script>';
  assert.deepEqual(kinds(minified), [
    'boundary template',
    'hidden segment',
    'reveal script',
    'pending boundary marker',
  ]);
  const quoted = '<template id="B:12"></template><div hidden id="S:12"></div><script>$RB=[];$RV(a)</script><!--$!-->';
  assert.deepEqual(kinds(quoted), ['boundary template', 'hidden segment', 'reveal script', 'pending boundary marker']);
});

test('a complete page, and look-alikes in its text, have no findings', () => {
  const html =
    '<main><pre><code>template id="B:1"; $RC("B:1")</code></pre><template id=row-tpl></template>' +
    '<div id=Section:1>x</div><!--$--><p>resolved boundary</p><!--/$--><script src=/main.js></script></main>';
  assert.deepEqual(findStreamingBoundaries(html), []);
});
