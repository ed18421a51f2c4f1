/** @jest-environment node */
import {fold, queryTerms, stemEnglish, stemGerman, toTerm, words} from '../../../src/search/text';

describe('search terms', () => {
  it('spells out umlauts and ß, so both spellings meet', () => {
    expect(fold('Lautstärke')).toBe('lautstaerke');
    expect(fold('Größe')).toBe('groesse');
    expect(fold('Übersicht')).toBe('uebersicht');
    expect(toTerm('Lautstärke', 'de')).toBe(toTerm('lautstaerke', 'de'));
    expect(toTerm('Café', 'en')).toBe('cafe');
  });

  it('takes German plural and case endings off', () => {
    expect(stemGerman('sensoren')).toBe('sensor');
    expect(stemGerman('bibliotheken')).toBe(stemGerman('bibliothek'));
    expect(stemGerman('werte')).toBe('wert');
    expect(stemGerman('ampeln')).toBe('ampel');
    expect(stemGerman('ports')).toBe('port');
    expect(stemGerman('bus')).toBe('bus');
  });

  it('takes English plural endings off', () => {
    expect(stemEnglish('libraries')).toBe('library');
    expect(stemEnglish('switches')).toBe('switch');
    expect(stemEnglish('sensors')).toBe('sensor');
    expect(stemEnglish('bus')).toBe('bus');
    expect(stemEnglish('analysis')).toBe('analysis');
    expect(stemEnglish('class')).toBe('class');
  });

  it('keeps part names with digits whole and drops words without meaning of their own', () => {
    expect(toTerm('BME680', 'de')).toBe('bme680');
    expect(toTerm('SDS011', 'en')).toBe('sds011');
    expect(toTerm('der', 'de')).toBeNull();
    expect(toTerm('the', 'en')).toBeNull();
    expect(toTerm('für', 'de')).toBeNull();
  });

  it('splits on anything that is not a letter, digit or underscore', () => {
    expect(words('CO2-Ampel: <script>alert("x")</script> LED_BUILTIN')).toEqual([
      'CO2',
      'Ampel',
      'script',
      'alert',
      'x',
      'script',
      'LED_BUILTIN',
    ]);
    expect(queryTerms('   ', 'de')).toEqual([]);
    expect(queryTerms('"Die Sensoren"', 'de')).toEqual(['sensor']);
  });
});
