import {type ReactNode} from 'react';
import BoardSelector from './index';
import styles from './styles.module.css';

/** The navbar item `custom-boardSelector`; `mobile` is set inside the mobile menu. */
export default function BoardSelectorNavbarItem({mobile = false}: {mobile?: boolean}): ReactNode {
  if (mobile) {
    return (
      <li className={`menu__list-item ${styles.mobileItem}`}>
        <BoardSelector />
      </li>
    );
  }
  return <BoardSelector className={`navbar__item ${styles.navbarItem}`} />;
}
