// Wraps DocItem/Footer (not listed by the theme, so "unsafe"; it takes no props) to put "War diese Seite hilfreich?" above the edit link.
import {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@site/src/components/PageFeedback';

export default function DocItemFooterWrapper(): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <PageFeedback pageTitle={metadata.title} />
      <Footer />
    </>
  );
}
