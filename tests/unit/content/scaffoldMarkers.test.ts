/**
 * @jest-environment node
 *
 * `npm run new:part` (scripts/new-part.mjs) scaffolds a new part with a `NEW-PART:` comment wherever the
 * author still has to write: on both pages, in the record in src/data/parts.ts. This test fails while
 * one is left in docs/, i18n/, src/data/ or sidebars/ and names each place as file:line, so a half-written
 * part cannot be merged and no scaffold text ever reaches readers.
 */
import path from 'path';
import {findMarkers, MARKER_DIRS} from '../../../scripts/new-part.mjs';

const ROOT = path.resolve(__dirname, '../../..');

describe('scaffold markers of npm run new:part', () => {
  it(`none is left in ${MARKER_DIRS.join(', ')} (write what each one asks for, then delete it)`, () => {
    expect(findMarkers(ROOT)).toEqual([]);
  });
});
