import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDocById} from '@docusaurus/plugin-content-docs/client';
import type {KitId} from '@site/src/kits/kits';
import DrawnImg, {required} from '@site/src/components/Drawn';
import type {KitFigure} from '@site/src/components/Drawn/types';
import styles from '@site/src/components/Drawn/styles.module.css';

/**
 * What is in a kit's box: the kit's board, every part the parts data puts
 * in it and the things without a page of their own (kits.ts `boxItems`), each
 * as a small drawing the build made (plugins/drawings/draw/kit.tsx) with its
 * name; a part with a page links to it.
 */

export type KitContentsProps = {
  kit: KitId;
  /** The drawings: the build gives them to each use in an MDX page (plugins/drawings). */
  drawn?: KitFigure;
};

function PartItem({part}: {part: KitFigure['parts'][number]}): ReactNode {
  const doc = useDocById(part.docId);
  return (
    <li data-kit-part={part.id}>
      <Link to={`/docs/${part.docId}`}>
        <span className={styles.thumb}>
          <DrawnImg image={part.image} link={false} />
        </span>
        {doc.title}
      </Link>
    </li>
  );
}

function OnboardLink({part}: {part: KitFigure['onboard'][number]}): ReactNode {
  const doc = useDocById(part.docId);
  return (
    <Link to={`/docs/${part.docId}`} data-kit-onboard={part.id}>
      {doc.title}
    </Link>
  );
}

export default function KitContents({kit, drawn}: KitContentsProps): ReactNode {
  const figure = required(drawn, `<KitContents kit="${kit}">`);
  return (
    <figure className={styles.figure} data-kit-contents={kit}>
      <ul className={styles.box}>
        {figure.board && (
          <li data-kit-board={figure.board.id}>
            <span className={styles.thumb}>
              <DrawnImg image={figure.board.image} link={false} />
            </span>
            {figure.board.name}
          </li>
        )}
        {figure.parts.map((part) => (
          <PartItem key={part.id} part={part} />
        ))}
        {figure.items.map((item) => (
          <li key={item.id} data-kit-item={item.id}>
            <span className={styles.thumb}>
              <DrawnImg image={item.image} link={false} />
            </span>
            {item.name}
          </li>
        ))}
      </ul>
      {figure.onboard.length > 0 && (
        <p className={styles.tellApart}>
          {figure.onBoardLabel}{' '}
          {figure.onboard.map((part, index) => (
            <span key={part.id}>
              {index > 0 && ', '}
              <OnboardLink part={part} />
            </span>
          ))}
        </p>
      )}
      <figcaption className={styles.caption}>{figure.caption}</figcaption>
    </figure>
  );
}
