// Wraps DocItem/Content (not listed by the theme, so "unsafe"; we pass its props through) to put a QR code and the page's address above a printed page, and below the page's text the print control and "War diese Seite hilfreich?". The doc footer (edit link, last update) follows this component, so the question stands above it without a second override.
import {type ComponentProps, type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@site/src/components/PageFeedback';
import {usePagePrint} from '@site/src/components/PagePrint';

type Props = ComponentProps<typeof Content>;

export default function DocItemContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {header, options} = usePagePrint(metadata.permalink);
  return (
    <>
      {header}
      <Content {...props} />
      {options}
      <PageFeedback pageTitle={metadata.title} />
    </>
  );
}
