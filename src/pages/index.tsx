import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import HomeHero from '@site/src/components/HomeHero';
import HomeTiles from '@site/src/components/HomeTiles';

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({id: 'home.meta.title', message: 'senseBox Dokumentation'})}
      description={translate({
        id: 'home.meta.description',
        message:
          'Anleitungen und Nachschlagewerk für senseBox:edu, :edu S2, :mini, :home, :bike und die CO2-Ampel: Boards, Sensoren, Blockly, Arduino und openSenseMap.',
      })}>
      <HomeHero />
      <main className="container margin-vert--xl">
        <Heading as="h2">
          <Translate id="home.tiles.heading" description="Heading above the kit tiles on the home page">
            Wähle dein Kit
          </Translate>
        </Heading>
        <p>
          <Translate id="home.tiles.intro" description="Sentence above the kit tiles">
            Mit einem Klick auf dein Kit merkt sich die Seite dein Board und zeigt in der Seitenleiste nur noch
            die passenden Anleitungen. Du kannst es jederzeit oben in der Navigation wechseln.
          </Translate>
        </p>
        <HomeTiles />
      </main>
    </Layout>
  );
}
