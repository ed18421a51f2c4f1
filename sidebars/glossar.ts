import {indexCategory, type CategoryEntry} from './categories';
import {glossaryDocs} from './kitHardware';

/**
 * Glossar — the terms page first, then every sensor, Bee and accessory,
 * whatever the kit: generated from the parts data, so a new part is listed
 * the moment its record exists.
 */
export const glossarCategory: CategoryEntry = indexCategory(
  'Glossar',
  'glossar',
  ['misc/begriffe', ...glossaryDocs()],
  {
    title: 'Glossar',
    description: 'Alle Sensoren, Bees und Zubehörteile der senseBox auf einen Blick.',
    customProps: {section: 'glossar'},
  },
);
