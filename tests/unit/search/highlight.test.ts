/** @jest-environment node */
import {escapeHtml, highlight, snippet} from '../../../src/search/local/highlight';

const tags = {pre: '<mark>', post: '</mark>'};

describe('highlighting', () => {
  it('wraps matched words (any spelling of the term) and escapes the rest', () => {
    const result = highlight('Die Lautstärke & #include <Wire.h>', new Set(['lautstaerk']), 'de', tags);
    expect(result.value).toBe('Die <mark>Lautstärke</mark> &amp; #include &lt;Wire.h&gt;');
    expect(result.matchLevel).toBe('partial');
    expect(result.matchedWords).toEqual(['Lautstärke']);
  });

  it('reports none and full match levels', () => {
    expect(highlight('Kabel', new Set(['port']), 'de', tags)).toEqual({
      value: 'Kabel',
      matchLevel: 'none',
      matchedWords: [],
    });
    expect(highlight('Ports', new Set(['port']), 'de', tags)).toMatchObject({
      matchLevel: 'full',
      fullyHighlighted: true,
    });
  });

  it('never lets text become markup', () => {
    expect(escapeHtml(`<script>alert("x")</script>'`)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39;');
  });
});

describe('snippets', () => {
  const text =
    'eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn Sensor sechzehn siebzehn achtzehn neunzehn zwanzig einundzwanzig zweiundzwanzig dreiundzwanzig';

  it('cuts to the given number of words around the first match, with ellipses where text was cut', () => {
    const result = snippet(text, new Set(['sensor']), 'de', tags, 10, '…');
    expect(result.value.startsWith('…')).toBe(true);
    expect(result.value.endsWith('…')).toBe(true);
    expect(result.value).toContain('<mark>Sensor</mark>');
    expect(
      result.value
        .replace(/…|<\/?mark>/g, '')
        .trim()
        .split(/\s+/),
    ).toHaveLength(10);
    expect(
      snippet(text, new Set(['sensor']), 'de', tags, 5, '…')
        .value.replace(/…|<\/?mark>/g, '')
        .trim()
        .split(/\s+/),
    ).toHaveLength(5);
  });

  it('starts at the beginning when nothing matched, and keeps short text whole', () => {
    expect(snippet(text, new Set(['xyz']), 'de', tags, 3, '…').value).toBe('eins zwei drei…');
    expect(snippet('Kurzer Text.', new Set(['text']), 'de', tags, 10, '…').value).toBe('Kurzer <mark>Text</mark>.');
  });
});
