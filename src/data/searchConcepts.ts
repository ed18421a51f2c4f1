/**
 * Everyday words → the site's topics: what readers say when they describe a situation, a symptom or
 * a classroom project, and the words the pages use for its topic. Unlike a synonym group
 * (searchSynonyms.ts), a concept works one way: "Handy" also searches for Bluetooth and phyphox, but
 * a search for Bluetooth does not turn up every page that mentions a phone. The build puts each
 * language's half into that language's index file (plugins/search), and the local engine
 * (src/search/local/engine.ts) asks the topic words alongside the words typed, with less weight;
 * `npm run search:push` sends each concept to the hosted index as one-way synonyms.
 *
 * Per language (an everyday word of one language is often another word in the other: "See", "Rad"):
 * `says` are words and short phrases readers type (a phrase matches when a query has its words in that
 * order, small words such as "nicht" or "the" included); `means` are words the pages of that language
 * use for the topic: titles, headings and front matter keywords. Both go through the same folding and
 * stemming as the pages, so one form of a word is enough. An entry is about what readers mean, not
 * about one page's wording: a topic word should lead to every page about the topic.
 */
export type ConceptWords = {
  says: readonly string[];
  means: readonly string[];
  /** Set by the build from the concept's `symptom`, so the engine of each language knows it. */
  symptom?: boolean;
};
/**
 * `symptom`: the everyday words say what goes wrong ("erkennt nicht", "hangs"), not what the question is
 * about; the engine stresses the other concepts' words (a situation, a thing, a project) over the rest
 * of a query, a symptom's words count as much as any other word.
 */
export type SearchConcept = {id: string; symptom?: true; de: ConceptWords; en: ConceptWords};

export const SEARCH_CONCEPTS: readonly SearchConcept[] = [
  // Situations and projects
  {
    id: 'phone',
    de: {
      says: ['Handy', 'Smartphone', 'Tablet', 'iPad', 'iPhone', 'Mobiltelefon'],
      means: ['Bluetooth', 'phyphox', 'App'],
    },
    en: {
      says: ['phone', 'smartphone', 'tablet', 'iPad', 'iPhone', 'mobile', 'cell phone'],
      means: ['Bluetooth', 'phyphox', 'app'],
    },
  },
  {
    id: 'notification',
    de: {
      says: ['Nachricht', 'Benachrichtigung', 'Warnung', 'warnen', 'Chat', 'Messenger', 'Push', 'SMS'],
      means: ['Telegram', 'Bot'],
    },
    en: {
      says: ['message', 'notification', 'notify', 'alert', 'warning', 'warn', 'chat', 'messenger', 'SMS', 'text me'],
      means: ['Telegram', 'bot'],
    },
  },
  {
    id: 'offline-logging',
    de: {
      says: ['ohne Internet', 'offline', 'aufzeichnen', 'mitschreiben', 'protokollieren', 'sammeln', 'Langzeitmessung'],
      means: ['SD-Karte', 'Datenlogger', 'CSV'],
    },
    en: {
      says: ['without internet', 'no internet', 'offline', 'record', 'log', 'logging', 'collect', 'long-term'],
      means: ['SD card', 'data logger', 'CSV'],
    },
  },
  {
    id: 'board-to-board',
    de: {
      says: [
        'funken',
        'miteinander',
        'untereinander',
        'austauschen',
        'zwei Boards',
        'zwei Boxen',
        'von Board zu Board',
      ],
      means: ['ESP-NOW', 'Funk', 'Broadcast'],
    },
    en: {
      says: ['each other', 'exchange', 'two boards', 'board to board', 'walkie-talkie', 'talk to'],
      means: ['ESP-NOW', 'radio', 'broadcast'],
    },
  },
  {
    id: 'no-socket',
    de: {
      says: ['Steckdose', 'ohne Strom', 'Stromausfall', 'Batterie', 'Batterien', 'autark', 'draußen'],
      means: ['Akku', 'Solar', 'Powerbank', 'Stromversorgung'],
    },
    en: {
      says: [
        'power socket',
        'socket',
        'outlet',
        'mains',
        'power cut',
        'power outage',
        'without power',
        'off-grid',
        'outdoors',
      ],
      means: ['battery', 'solar', 'power bank', 'power supply'],
    },
  },
  {
    id: 'clock',
    de: {says: ['Uhr', 'Uhrzeit', 'Datum', 'Zeitstempel'], means: ['RTC', 'Echtzeituhr']},
    en: {says: ['clock', 'timestamp', 'date', 'time of day'], means: ['RTC', 'real-time clock']},
  },
  {
    id: 'noise',
    de: {
      says: ['laut', 'leise', 'Krach', 'Geräusch', 'Dezibel'],
      means: ['Lautstärke', 'Lautstärkesensor', 'Mikrofon'],
    },
    en: {says: ['noisy', 'loud', 'quiet', 'decibel', 'din'], means: ['sound level', 'loudness', 'microphone']},
  },
  {
    id: 'ventilation',
    de: {
      says: ['lüften', 'Fenster', 'stickig', 'frische Luft', 'verbrauchte Luft', 'Luft im Raum'],
      means: ['CO2', 'CO2-Ampel', 'Raumluft'],
    },
    en: {
      says: ['ventilate', 'ventilation', 'window', 'stuffy', 'fresh air', 'stale air'],
      means: ['CO2', 'CO2 traffic light', 'room air'],
    },
  },
  {
    id: 'plants',
    de: {
      says: ['Pflanze', 'Pflanzen', 'Blume', 'Blumen', 'Blumenerde', 'Erde', 'gießen', 'Beet', 'Rasen'],
      means: ['Bodenfeuchte', 'SMT50'],
    },
    en: {
      says: ['plant', 'plants', 'flower', 'potting soil', 'soil', 'watering', 'lawn', 'flower bed'],
      means: ['soil moisture', 'SMT50'],
    },
  },
  {
    id: 'sun',
    de: {
      says: ['Sonne', 'Sonnenbrand', 'Sonnenstrahlung', 'Sonnencreme', 'Sonnenschutz', 'UV-Index'],
      means: ['UV', 'Helligkeit', 'VEML6070'],
    },
    en: {says: ['sun', 'sunburn', 'sunlight', 'sunscreen', 'UV index'], means: ['UV', 'brightness', 'VEML6070']},
  },
  {
    id: 'light',
    de: {says: ['hell', 'dunkel', 'Licht', 'Lampe', 'Tageslicht'], means: ['Helligkeit', 'Lichtsensor', 'Photodiode']},
    en: {says: ['bright', 'dark', 'daylight', 'lamp'], means: ['brightness', 'light sensor', 'photodiode']},
  },
  {
    id: 'motion',
    de: {
      says: [
        'Erschütterung',
        'Vibration',
        'wackeln',
        'schütteln',
        'kippen',
        'Neigung',
        'Bewegung',
        'Erdbeben',
        'Schritte',
        'Sturz',
        'Lage',
      ],
      means: ['Beschleunigungssensor', 'Beschleunigung', 'Gyroskop'],
    },
    en: {
      says: [
        'vibration',
        'shake',
        'shaking',
        'tilt',
        'movement',
        'motion',
        'earthquake',
        'steps',
        'fall',
        'orientation',
      ],
      means: ['accelerometer', 'acceleration', 'gyroscope'],
    },
  },
  {
    id: 'water',
    de: {
      says: ['Teich', 'Bach', 'Fluss', 'See', 'Aquarium', 'Pool', 'Schwimmbad', 'Gewässer'],
      means: ['Wassertemperatur', 'DS18B20', 'wasserdicht'],
    },
    en: {
      says: ['pond', 'stream', 'river', 'lake', 'aquarium', 'pool', 'swimming pool'],
      means: ['water temperature', 'DS18B20', 'waterproof'],
    },
  },
  {
    id: 'weather',
    de: {says: ['Wetter', 'Wettervorhersage', 'Klima'], means: ['Wetterstation', 'senseBox:home', 'Luftdruck']},
    en: {says: ['weather', 'forecast', 'climate'], means: ['weather station', 'senseBox:home', 'air pressure']},
  },
  {
    id: 'hot-cold',
    de: {says: ['warm', 'kalt', 'heiß', 'Hitze', 'Kälte', 'Frost'], means: ['Temperatur']},
    en: {says: ['hot', 'cold', 'heat', 'frost', 'warm'], means: ['temperature']},
  },
  {
    id: 'damp',
    de: {says: ['feucht', 'schwül', 'nass', 'trocken'], means: ['Luftfeuchtigkeit']},
    en: {says: ['damp', 'humid', 'muggy', 'wet', 'dry'], means: ['humidity']},
  },
  {
    id: 'condensation',
    de: {
      says: ['beschlagen', 'Wasser im Gehäuse', 'Feuchtigkeit im Gehäuse', 'Tropfen', 'Schimmel'],
      means: ['Kondenswasser', 'Silicagel', 'Aufstellen'],
    },
    en: {
      says: ['fogged', 'misted', 'water inside', 'droplets', 'condensation', 'mould', 'mold'],
      means: ['condensation', 'silica gel', 'placing'],
    },
  },
  {
    id: 'pollution',
    de: {
      says: ['Smog', 'Abgase', 'Luftverschmutzung', 'Staub', 'Dreck', 'Verkehr'],
      means: ['Feinstaub', 'PM2.5', 'PM10'],
    },
    en: {
      says: ['smog', 'exhaust', 'air pollution', 'dust', 'traffic', 'dirty air'],
      means: ['particulate matter', 'PM2.5', 'PM10'],
    },
  },
  {
    id: 'air-quality',
    de: {
      says: ['Luftqualität', 'Luftgüte', 'schlechte Luft', 'Gas'],
      means: ['Umweltsensor', 'IAQ', 'BME680'],
    },
    en: {says: ['air quality', 'bad air', 'gas'], means: ['environmental sensor', 'IAQ', 'BME680']},
  },
  {
    id: 'rain',
    de: {
      says: ['regnet', 'Regenmenge', 'Schauer', 'Unwetter', 'Schnee'],
      means: ['Niederschlag', 'Regensensor', 'RG-15'],
    },
    en: {says: ['raining', 'rainfall', 'shower', 'storm', 'snow'], means: ['precipitation', 'rain sensor', 'RG-15']},
  },
  {
    id: 'distance',
    de: {
      says: ['wie weit', 'Entfernung', 'Füllstand', 'Pegel', 'Parkplatz', 'Hindernis', 'Einparkhilfe'],
      means: ['Distanz', 'Abstand', 'Ultraschall', 'ToF'],
    },
    en: {
      says: ['how far', 'range', 'fill level', 'water level', 'parking', 'obstacle'],
      means: ['distance', 'ultrasonic', 'ToF'],
    },
  },
  {
    id: 'place',
    de: {
      says: ['Ort', 'wo bin ich', 'Route', 'Strecke', 'Weg aufzeichnen', 'Navigation'],
      means: ['GPS', 'Position', 'Breitengrad'],
    },
    en: {says: ['place', 'where am I', 'route', 'track', 'navigation'], means: ['GPS', 'position', 'latitude']},
  },
  {
    id: 'cycling',
    de: {says: ['Fahrrad', 'Rad', 'Radweg', 'Radfahren', 'Messfahrt'], means: ['senseBox:bike']},
    en: {says: ['bicycle', 'cycling', 'bike ride', 'cycle path'], means: ['senseBox:bike']},
  },
  {
    id: 'camera',
    de: {
      says: ['Gesicht', 'Gesichter', 'Objekt', 'Gegenstand', 'Foto', 'Bild', 'KI', 'künstliche Intelligenz'],
      means: ['Kamera', 'Machine Learning', 'Bilderkennung'],
    },
    en: {
      says: ['face', 'faces', 'object', 'photo', 'picture', 'image', 'AI'],
      means: ['camera', 'machine learning', 'image recognition'],
    },
  },
  {
    id: 'lights-and-colours',
    de: {says: ['leuchten', 'blinken', 'Lichterkette', 'Farbe', 'bunt'], means: ['LED', 'RGB-LED']},
    en: {says: ['glow', 'blink', 'light up', 'colour', 'color', 'colourful'], means: ['LED', 'RGB LED']},
  },
  {
    id: 'sound-output',
    de: {says: ['piepen', 'Piepton', 'Melodie', 'Lautsprecher', 'Alarm'], means: ['Audio', 'Ton', 'Summer']},
    en: {says: ['beep', 'melody', 'speaker', 'alarm', 'siren'], means: ['audio', 'tone', 'buzzer']},
  },
  {
    id: 'press',
    de: {says: ['drücken', 'Knopf', 'Taste', 'Schalter'], means: ['Taster', 'Button']},
    en: {says: ['press', 'push', 'switch', 'key'], means: ['button', 'push button']},
  },
  {
    id: 'chart',
    de: {
      says: ['Diagramm', 'Kurve', 'Verlauf', 'Graph', 'Auswertung'],
      means: ['Serieller Plotter', 'Zeichne Diagramm', 'phyphox'],
    },
    en: {says: ['chart', 'graph', 'curve', 'plot', 'over time'], means: ['Serial Plotter', 'Plot Diagram', 'phyphox']},
  },
  {
    id: 'spreadsheet',
    de: {says: ['Excel', 'Tabelle', 'Tabellenkalkulation', 'exportieren'], means: ['CSV', 'Datendownload']},
    en: {says: ['Excel', 'spreadsheet', 'export'], means: ['CSV', 'data download']},
  },
  {
    id: 'map',
    de: {
      says: ['auf der Karte', 'in der Karte', 'Online-Karte', 'Weltkarte', 'Internetseite', 'veröffentlichen'],
      means: ['openSenseMap'],
    },
    en: {says: ['on the map', 'the map', 'online map', 'publish'], means: ['openSenseMap']},
  },
  {
    // The marker of a box that has sent nothing for a while turns grey on the map.
    id: 'box-silent',
    symptom: true,
    de: {
      says: ['grau', 'inaktiv', 'keine neuen Werte', 'keine Daten', 'kommt nichts an'],
      means: ['Messwerte kommen nicht an', 'keine Daten ankommen'],
    },
    en: {
      says: ['grey', 'gray', 'inactive', 'no new data', 'not updating', 'no data'],
      means: ["measurements don't arrive", 'no data arrives'],
    },
  },
  {
    id: 'classroom',
    de: {
      says: ['Unterricht', 'Schüler', 'Schülerinnen', 'Klasse', 'Lehrer', 'Lehrkraft', 'Projekttag'],
      means: ['Materialien', 'Arbeitsblätter', 'Klassenzimmer'],
    },
    en: {
      says: ['lesson', 'pupils', 'students', 'class', 'teacher', 'project day'],
      means: ['materials', 'worksheets', 'classroom'],
    },
  },
  {
    id: 'school-network',
    de: {
      says: ['Schulnetz', 'Schulnetzwerk', 'Schul-WLAN', 'blockiert', 'gesperrt', 'Admin', 'Netzwerkadministrator'],
      means: ['Schul-IT', 'Firewall', 'Freigabe', 'Proxy'],
    },
    en: {
      says: ['school network', 'school wifi', 'blocked', 'blocks', 'admin', 'network administrator'],
      means: ['school IT', 'firewall', 'allow list', 'proxy'],
    },
  },

  // Symptoms
  {
    id: 'not-detected',
    symptom: true,
    de: {
      says: [
        'erkennt nicht',
        'nicht erkannt',
        'findet nicht',
        'zeigt nicht',
        'nicht angezeigt',
        'erscheint nicht',
        'taucht nicht auf',
      ],
      means: ['Port', 'Laufwerk', 'USB-Kabel', 'Bootloader'],
    },
    en: {
      says: [
        'does not detect',
        "doesn't detect",
        'not detected',
        'not recognised',
        'not recognized',
        'does not show up',
        'not showing',
        'not shown',
        'does not appear',
        "doesn't show",
        'greyed out',
      ],
      means: ['port', 'drive', 'USB cable', 'bootloader'],
    },
  },
  {
    id: 'charge-only-cable',
    symptom: true,
    de: {says: ['Ladekabel', 'lädt nur', 'nur laden'], means: ['Datenkabel', 'USB-Kabel']},
    en: {says: ['charging cable', 'charge-only', 'only charges', 'charges only'], means: ['data cable', 'USB cable']},
  },
  {
    id: 'screen',
    de: {says: ['Bildschirm', 'Anzeige', 'Screen'], means: ['Display', 'OLED']},
    en: {says: ['screen', 'readout'], means: ['display', 'OLED']},
  },
  {
    id: 'frozen',
    symptom: true,
    de: {
      says: ['hängt', 'aufgehängt', 'eingefroren', 'reagiert nicht', 'tut nichts', 'geht nicht mehr', 'kaputt'],
      means: ['zurücksetzen', 'Reset', 'Bootloader'],
    },
    en: {
      says: ['stuck', 'frozen', 'freezes', 'hangs', 'unresponsive', 'does nothing', 'bricked'],
      means: ['reset', 'bootloader'],
    },
  },
  {
    id: 'put-on-board',
    de: {
      says: ['aufspielen', 'draufladen', 'draufspielen', 'rüberladen', 'aufs Board'],
      means: ['hochladen', 'übertragen', 'Kompilieren und Übertragen'],
    },
    en: {
      says: ['put on the board', 'get onto the board', 'copy to the board', 'send to the board'],
      means: ['upload', 'transfer', 'Compiling and transferring'],
    },
  },
  {
    id: 'error-message',
    symptom: true,
    de: {
      says: ['Fehlermeldung', 'rote Schrift', 'rote Meldung', 'geht nicht', 'funktioniert nicht'],
      means: ['Fehlermeldungen', 'Wenn etwas nicht klappt'],
    },
    en: {
      says: ['error message', 'red text', "doesn't work", 'does not work'],
      means: ['error messages', 'troubleshooting'],
    },
  },
];
