import {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {useBoardSelection} from '@site/src/boards/BoardSelectionProvider';
import {withBoardParam} from '@site/src/boards/boardParam';
import {kitProductName} from '@site/src/kits/kitNames';
import {newIssueUrl} from './issueUrl';
import styles from './styles.module.css';

type Props = {
  /** The page's title, for the issue's title. */
  pageTitle: string;
};

/**
 * "War diese Seite hilfreich? Ja / Nein" at the end of a docs page. Each answer is a
 * plain link to a new issue on the site's repository, prefilled with the page's address, its
 * language and the chosen board; the reader writes the rest there. No script sends anything and
 * nothing is counted: until the reader submits the issue on GitHub, nobody learns of the click.
 * Before hydration the board is unknown (as on the server); the links follow the choice after it.
 */
export default function PageFeedback({pageTitle}: Props): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const {pathname, hash} = useLocation();
  const {board} = useBoardSelection();
  const address = `${siteConfig.url.replace(/\/+$/, '')}${pathname}${withBoardParam('', board)}${hash}`;
  const boardName = board
    ? `${kitProductName(board)} (${board})`
    : translate({
        id: 'pageFeedback.issue.noBoard',
        message: 'keins gewählt',
        description: 'Issue text: the reader has chosen no board',
      });
  const issue = (helpful: boolean) =>
    newIssueUrl({
      title: helpful
        ? translate(
            {
              id: 'pageFeedback.issue.titleYes',
              message: 'Rückmeldung zu „{page}“: hilfreich',
              description: 'Title of the feedback issue after "Yes"; {page} is the page title',
            },
            {page: pageTitle},
          )
        : translate(
            {
              id: 'pageFeedback.issue.titleNo',
              message: 'Rückmeldung zu „{page}“: nicht hilfreich',
              description: 'Title of the feedback issue after "No"; {page} is the page title',
            },
            {page: pageTitle},
          ),
      body: translate(
        {
          id: 'pageFeedback.issue.body',
          message:
            'Seite: {address}\nSprache: {language}\nBoard: {board}\nHilfreich: {answer}\n\nWas hat dir geholfen, was hat dir gefehlt, was stimmt nicht? Schreib es hier auf:\n\n',
          description:
            'Text of the feedback issue; the reader writes below it. {address}, {language}, {board} and {answer} are filled in',
        },
        {
          address,
          language: i18n.currentLocale,
          board: boardName,
          answer: helpful
            ? translate({id: 'pageFeedback.yes', message: 'Ja', description: 'Answer to "Was this page helpful?"'})
            : translate({id: 'pageFeedback.no', message: 'Nein', description: 'Answer to "Was this page helpful?"'}),
        },
      ),
    });
  const questionId = 'page-feedback-question';
  return (
    <section className={styles.feedback} aria-labelledby={questionId}>
      <p className={styles.question} id={questionId}>
        {translate({
          id: 'pageFeedback.question',
          message: 'War diese Seite hilfreich?',
          description: 'Question at the end of every docs page',
        })}
      </p>
      <div className={styles.answers}>
        <a
          className="button button--outline button--primary button--sm"
          href={issue(true)}
          target="_blank"
          rel="noopener noreferrer"
          data-feedback="yes">
          {translate({id: 'pageFeedback.yes', message: 'Ja', description: 'Answer to "Was this page helpful?"'})}
        </a>
        <a
          className="button button--outline button--primary button--sm"
          href={issue(false)}
          target="_blank"
          rel="noopener noreferrer"
          data-feedback="no">
          {translate({id: 'pageFeedback.no', message: 'Nein', description: 'Answer to "Was this page helpful?"'})}
        </a>
      </div>
      <p className={styles.note}>
        {translate({
          id: 'pageFeedback.note',
          message:
            'Beide Antworten öffnen auf GitHub eine vorausgefüllte Rückmeldung (ein Issue) mit der Adresse dieser Seite, der Sprache und deinem Board. Gesendet wird erst, wenn du sie dort abschickst; dafür brauchst du ein GitHub-Konto.',
          description: 'Note under the feedback answers: what the links do and that nothing is sent without the reader',
        })}
      </p>
    </section>
  );
}
