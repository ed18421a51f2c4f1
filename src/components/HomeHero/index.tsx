import {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import KitIllustration from './KitIllustration';
import styles from './styles.module.css';

export default function HomeHero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div>
          <Heading as="h1" className={styles.title}>
            <Translate id="home.hero.title" description="Main heading of the home page">
              senseBox Dokumentation
            </Translate>
          </Heading>
          <p className={styles.lead}>
            <Translate id="home.hero.lead" description="Lead sentence of the home page">
              Anleitungen für alle senseBox-Kits: Boards in Betrieb nehmen, Sensoren anschließen, mit Blockly oder
              Arduino programmieren und Messwerte auf der openSenseMap teilen.
            </Translate>
          </p>
        </div>
        <div className={styles.art}>
          <KitIllustration />
        </div>
      </div>
    </header>
  );
}
