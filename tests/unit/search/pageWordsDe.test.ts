/** @jest-environment node */
import {missedPageWords} from './pageWords';

it("de: no query made of a page's words, a compound's parts or two words of its title joined misses the page", () => {
  expect(missedPageWords('de')).toEqual([]);
});
