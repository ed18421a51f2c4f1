import {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import TileIcon from './TileIcon';
import {homeTiles} from './tiles';
import styles from './styles.module.css';

/** The grid of entry points on the home page. */
export default function HomeTiles(): ReactNode {
  return (
    <ul className={styles.tiles}>
      {homeTiles().map((tile) => (
        <li key={tile.key} className={styles.tileItem}>
          <Link to={tile.to} className={styles.tile} data-tile={tile.key}>
            <span className={styles.icon}>
              <TileIcon name={tile.icon} />
            </span>
            <Heading as="h3" className={styles.title}>
              {tile.title}
            </Heading>
            <span className={styles.description}>{tile.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
