/**
 * The address of a new, prefilled issue on the site's repository. Nothing is sent:
 * the reader lands on GitHub's "New issue" form, with title and text filled in, and
 * decides there whether to submit it.
 */
export const FEEDBACK_REPOSITORY = 'https://github.com/sensebox/docs';

export function newIssueUrl({title, body}: {title: string; body: string}, repository = FEEDBACK_REPOSITORY): string {
  const query = new URLSearchParams({title, body}).toString();
  return `${repository}/issues/new?${query}`;
}
