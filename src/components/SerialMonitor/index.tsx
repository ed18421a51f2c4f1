import {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** The speeds our sketches pass to Serial.begin(). */
export const SERIAL_BAUD_RATES = [9600, 115200] as const;
export type SerialBaudRate = (typeof SERIAL_BAUD_RATES)[number];

type Props = {
  /** The speed the page's sketch passes to Serial.begin(). */
  baud: SerialBaudRate;
  /** false where an earlier step already uploaded the sketch: then only open and set the monitor. */
  upload?: boolean;
};

/**
 * The one instruction to watch a sketch's output: upload it, open the serial
 * monitor through its menu and set the speed. Every page says it with this
 * component, in the words of the page's language (i18n/<locale>/code.json).
 * A paragraph of its own: write it on its own line in the MDX (also right
 * after a list marker), never inside a sentence.
 */
export default function SerialMonitor({baud, upload = true}: Props): ReactNode {
  if (!(SERIAL_BAUD_RATES as readonly number[]).includes(baud)) {
    throw new Error(
      `SerialMonitor: baud ${String(baud)} is not a speed our sketches use (${SERIAL_BAUD_RATES.join(', ')}).`,
    );
  }
  const menu = (
    <strong>
      <Translate
        id="serialMonitor.menuPath"
        description="The Arduino IDE menu path to the serial monitor, as the IDE shows it in this language">
        Werkzeuge → Serieller Monitor
      </Translate>
    </strong>
  );
  const speed = (
    <strong>
      <Translate
        id="serialMonitor.speed"
        description="A serial speed; {baud} is the number, e.g. 9600"
        values={{baud: String(baud)}}>
        {'{baud} Baud'}
      </Translate>
    </strong>
  );
  return (
    <p className={styles.serialMonitor}>
      {upload ? (
        <Translate
          id="serialMonitor.uploadAndOpen"
          description="Step after a sketch: upload it, open the serial monitor ({menu} is the menu path) and set the speed ({speed}, e.g. 9600 Baud)"
          values={{menu, speed}}>
          {'Lade den Sketch hoch und öffne den seriellen Monitor ({menu}). Stell dort {speed} ein.'}
        </Translate>
      ) : (
        <Translate
          id="serialMonitor.open"
          description="Step after the sketch was uploaded: open the serial monitor ({menu} is the menu path) and set the speed ({speed}, e.g. 9600 Baud)"
          values={{menu, speed}}>
          {'Öffne den seriellen Monitor ({menu}) und stell dort {speed} ein.'}
        </Translate>
      )}
    </p>
  );
}
