/**
 * "Let us know." in DocSearch's empty state opens a new issue on the source
 * repository with the query filled in, in the reader's language.
 */
import {translate} from '@docusaurus/Translate';

export const ISSUES_URL = 'https://github.com/sensebox/docs/issues/new';

export function missingResultsUrl({query}: {query: string}): string {
  const title = translate(
    {
      id: 'search.missingResults.issueTitle',
      message: 'Search: no results for "{query}"',
      description: 'Title of the GitHub issue a reader opens from an empty search',
    },
    {query},
  );
  const body = translate(
    {
      id: 'search.missingResults.issueBody',
      message: 'I searched the documentation for "{query}" and found nothing. I was looking for:',
      description: 'Body of the GitHub issue a reader opens from an empty search',
    },
    {query},
  );
  return `${ISSUES_URL}?${new URLSearchParams({title, body}).toString()}`;
}
