/** @jest-environment node */
import {compactRecords} from '../../../src/search/compactIndex';
import {createLocalSearchClient} from '../../../src/search/local/client';
import {germanRecords} from './fixtures';

const index = compactRecords(germanRecords(), 'https://docs.sensebox.de', 'de');

describe('local search client', () => {
  it('fetches the index once, on the first search, and answers every request', async () => {
    const fetchIndex = jest.fn(async () => index);
    const client = createLocalSearchClient({indexUrl: '/search-index.json', language: 'de', fetchIndex});
    expect(fetchIndex).not.toHaveBeenCalled();
    const {results} = await client.search({
      requests: [
        {indexName: 'i', query: 'Kabel'},
        {indexName: 'i', query: 'Temperatur'},
      ],
    });
    await client.search([{indexName: 'i', params: {query: 'Port'}}]);
    expect(fetchIndex).toHaveBeenCalledTimes(1);
    expect(fetchIndex).toHaveBeenCalledWith('/search-index.json');
    expect(results.map((result) => result.query)).toEqual(['Kabel', 'Temperatur']);
    expect(results.every((result) => result.nbHits > 0)).toBe(true);
  });

  it('fails as RetryError (DocSearch shows its error screen) and tries again on the next search', async () => {
    const fetchIndex = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(index);
    const client = createLocalSearchClient({indexUrl: '/search-index.json', language: 'de', fetchIndex});
    await expect(client.search({requests: [{indexName: 'i', query: 'Kabel'}]})).rejects.toMatchObject({
      name: 'RetryError',
    });
    await expect(client.search({requests: [{indexName: 'i', query: 'Kabel'}]})).resolves.toHaveProperty('results');
    expect(fetchIndex).toHaveBeenCalledTimes(2);
  });

  it('preloads without throwing when the index is missing (npm start)', async () => {
    const client = createLocalSearchClient({
      indexUrl: '/x',
      language: 'de',
      fetchIndex: () => Promise.reject(new Error('404')),
    });
    await expect(client.preload()).resolves.toBeUndefined();
  });

  it("asks with the reader's board, read at each search", async () => {
    // Every page of the fixture is the MCU-S2's, except the sound level sensor, which only the :edu lists.
    const records = germanRecords().map((record) => ({
      ...record,
      kits: record.hierarchy.lvl1 === 'Lautstärkesensor' ? ['edu'] : ['edus2'],
    }));
    let board: string | null = null;
    const client = createLocalSearchClient({
      indexUrl: '/search-index.json',
      language: 'de',
      fetchIndex: async () => compactRecords(records, 'https://docs.sensebox.de', 'de'),
      board: () => board,
    });
    const first = async () => {
      const {results} = await client.search({requests: [{indexName: 'i', query: 'Sensor'}]});
      return (results[0]!.hits[0] as {hierarchy: {lvl1: string}}).hierarchy.lvl1;
    };
    board = 'edu';
    expect(await first()).toBe('Lautstärkesensor');
    board = 'edus2';
    expect(await first()).not.toBe('Lautstärkesensor');
  });
});
