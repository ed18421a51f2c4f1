// Wrap: every not-found view gets the 404 title and a meta description. The docs plugin answers an
// unknown address under /docs/ with this content alone (DocRoot, without the NotFound page around it),
// so the tab showed only "senseBox Docs"; the page's title and description are set here, once for both.
import {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import NotFoundContent from '@theme-original/NotFound/Content';
import type {Props} from '@theme/NotFound/Content';

export default function NotFoundContentWrapper(props: Props): ReactNode {
  const title = translate({
    id: 'theme.NotFound.title',
    message: 'Page Not Found',
    description: 'The title of the 404 page',
  });
  const description = translate({
    id: 'site.notFound.description',
    message:
      'Diese Seite gibt es in der senseBox-Dokumentation nicht. Über die Suche und das Menü findest du die Anleitungen.',
    description: 'Meta description of the not-found page',
  });
  return (
    <>
      <PageMetadata title={title} description={description} />
      <NotFoundContent {...props} />
    </>
  );
}
