/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import {filesBelow} from '../../../tools/files.mjs';
import {NETWORK_ADDRESSES, addressesOf, type Tool} from '../../../src/data/networkAddresses';

const SCHOOL_IT = ['docs/misc/schul-it.mdx', 'i18n/en/docusaurus-plugin-content-docs/current/misc/schul-it.mdx'];

/** Every page of both languages but the school-IT pages themselves (they show the data), as one text. */
function otherPages(): string {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const file of filesBelow(dir)) if (/\.mdx?$/.test(file)) files.push(path.join(dir, file));
  };
  walk(path.resolve('docs'));
  walk(path.resolve('i18n/en/docusaurus-plugin-content-docs/current'));
  const own = SCHOOL_IT.map((file) => path.resolve(file));
  return files
    .filter((file) => !own.includes(file))
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('\n');
}

describe('network addresses for school IT (src/data/networkAddresses.ts)', () => {
  const pages = otherPages();

  it('every address without a named source appears on a page of ours (as a link or a value to type)', () => {
    const missing = NETWORK_ADDRESSES.filter((entry) => !entry.source)
      .flatMap((entry) => entry.address.split(', '))
      .filter((address) => !pages.includes(address));
    expect(missing).toEqual([]);
  });

  it('every address with a named source is one that source really names', () => {
    for (const entry of NETWORK_ADDRESSES.filter((item) => item.source)) {
      // A file of this repository is read; a tool's repository is cited as "owner/name file".
      if (fs.existsSync(path.resolve(entry.source!))) {
        expect(fs.readFileSync(path.resolve(entry.source!), 'utf8')).toContain(entry.address);
      } else {
        expect(entry.source).toMatch(/^[\w-]+\/[\w.-]+ \S/);
      }
    }
  });

  it('lists each address once, with both languages filled in', () => {
    const addresses = NETWORK_ADDRESSES.map((entry) => `${entry.tool} ${entry.address}`);
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const entry of NETWORK_ADDRESSES) {
      for (const text of [entry.who.de, entry.who.en, entry.purpose.de, entry.purpose.en])
        expect(text.trim()).not.toBe('');
    }
  });

  it('both school-IT pages show a table for every tool, and every other address in them is in the data', () => {
    const tools = [...new Set(NETWORK_ADDRESSES.map((entry) => entry.tool))] as Tool[];
    const known = NETWORK_ADDRESSES.flatMap((entry) => entry.address.split(', '));
    for (const file of SCHOOL_IT) {
      const text = fs.readFileSync(path.resolve(file), 'utf8');
      for (const tool of tools) {
        expect(addressesOf(tool).length).toBeGreaterThan(0);
        expect(text).toContain(`<NetworkTable tool="${tool}"`);
      }
      // Addresses named in the running text (in backticks) are ones the tables list.
      const named = [...text.matchAll(/`([a-z0-9.-]+\.[a-z]{2,})`/g)].map((match) => match[1]!);
      expect(named.filter((host) => !known.some((address) => address.includes(host)))).toEqual([]);
    }
  });
});
