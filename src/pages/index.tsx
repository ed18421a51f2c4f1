import {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import HomeHero from '@site/src/components/HomeHero';
import HomeTiles from '@site/src/components/HomeTiles';
import {kitProductName} from '@site/src/kits/kitNames';
import {KIT_IDS} from '@site/src/kits/kits';

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({id: 'home.meta.title', message: 'senseBox Dokumentation'})}
      description={translate(
        {
          id: 'home.meta.description',
          message: 'Anleitungen und Nachschlagewerk für {kits}: Boards, Sensoren, Blockly, Arduino und openSenseMap.',
          description: 'Lead sentence of the home page; {kits} lists the kits from the kit table',
        },
        // The kits come from the kit table, so a new kit is named here too.
        {kits: KIT_IDS.map(kitProductName).join(', ')},
      )}>
      <HomeHero />
      <main className="container margin-vert--xl">
        <Heading as="h2">
          <Translate id="home.tiles.heading" description="Heading above the kit tiles on the home page">
            Wähle dein Kit
          </Translate>
        </Heading>
        <p>
          <Translate id="home.tiles.intro" description="Sentence above the kit tiles">
            Mit einem Klick auf dein Kit merkt sich die Seite dein Board und zeigt in der Seitenleiste nur noch die
            passenden Anleitungen. Du kannst es jederzeit oben in der Navigation wechseln.
          </Translate>
        </p>
        <HomeTiles />
      </main>
    </Layout>
  );
}
