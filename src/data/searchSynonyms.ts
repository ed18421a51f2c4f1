/**
 * Words readers use for the same thing, in both languages: the everyday name, the shop's name, the part
 * number. One table for both search modes: the local engine (src/search/local/engine.ts) answers a query
 * for any entry of a group as if all of them had been asked; `npm run search:push` sends the groups to the
 * hosted index as Algolia `synonyms` records. An entry may be several words ("particulate matter"): it
 * matches when a query has those words in that order. Part numbers as the part pages and src/data/parts.ts
 * name them; a group lists what readers type, not what the pages must say.
 */
export type SynonymGroup = {id: string; words: readonly string[]};

export const SEARCH_SYNONYMS: readonly SynonymGroup[] = [
  {
    id: 'particulate-matter',
    words: ['Feinstaub', 'particulate matter', 'fine dust', 'PM2.5', 'PM10', 'SDS011', 'SPS30'],
  },
  {id: 'air-pressure', words: ['Luftdruck', 'air pressure', 'barometer', 'Barometer', 'BMP280', 'DPS310']},
  {id: 'brightness', words: ['Helligkeit', 'brightness', 'light', 'lux', 'LTR-329', 'LTR329']},
  {id: 'humidity', words: ['Luftfeuchtigkeit', 'Luftfeuchte', 'humidity', 'HDC1080']},
  {id: 'co2', words: ['CO2', 'Kohlendioxid', 'carbon dioxide', 'SCD30']},
  {id: 'sound', words: ['Lautstärke', 'Lärm', 'sound level', 'noise', 'loudness']},
  {id: 'distance', words: ['Ultraschall', 'Abstand', 'Distanz', 'ultrasonic', 'distance', 'HC-SR04']},
  {id: 'precipitation', words: ['Niederschlag', 'Regen', 'precipitation', 'rain', 'rain gauge', 'RG-15']},
  {id: 'soil-moisture', words: ['Bodenfeuchte', 'soil moisture', 'SMT50']},
  {id: 'wifi', words: ['WLAN', 'WiFi', 'Wi-Fi', 'wireless']},
  {id: 'library', words: ['Bibliothek', 'library', 'Library']},
  {id: 'upload', words: ['hochladen', 'übertragen', 'upload', 'transfer', 'transferring', 'flash']},
  {id: 'remove', words: ['entfernen', 'deinstallieren', 'remove', 'uninstall']},
  {id: 'connect', words: ['anschließen', 'Anschluss', 'anstecken', 'connect', 'connection', 'plug in']},
  {id: 'position', words: ['Position', 'Standort', 'Koordinaten', 'location', 'position', 'coordinates']},
  {id: 'rtc', words: ['RTC', 'Echtzeituhr', 'real time clock', 'real-time clock']},
  {id: 'computer', words: ['Computer', 'PC', 'Rechner', 'Laptop', 'Notebook']},
];
