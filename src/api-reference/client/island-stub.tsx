// Stands in for an island partial (../island.ts) in the production browser bundle: its content is in
// the HTML, not in the bundle. Never rendered: ./Island.tsx sees the marker and keeps the HTML.
import {ISLAND_STUB} from '../island';

function IslandStub(): null {
  return null;
}
(IslandStub as unknown as Record<string, boolean>)[ISLAND_STUB] = true;

export default IslandStub;
