// Wrap: the theme's 404 page has a title but no meta description (search
// engines, link previews and Lighthouse's SEO audit want one); texts unchanged.
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import NotFound from '@theme-original/NotFound';

export default function NotFoundWrapper(): ReactNode {
  const description = translate({
    id: 'site.notFound.description',
    message: 'Diese Seite gibt es in der senseBox-Dokumentation nicht. Über die Suche und das Menü finden Sie die Anleitungen.',
    description: 'Meta description of the not-found page',
  });
  return (
    <>
      <PageMetadata description={description} />
      <NotFound />
    </>
  );
}
