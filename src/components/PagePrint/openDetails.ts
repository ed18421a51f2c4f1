/** Marks a `<details>` this module opened for paper, so the stylesheet can undo its collapsed inline style. */
export const PRINT_OPENED_ATTRIBUTE = 'data-print-opened';

/**
 * Opens every closed `<details>` under `root` for printing, and any that appears there until the
 * print ends (a component that loads its code late renders its section then), and returns the
 * function that closes them again. Paper cannot be clicked, so a closed section would be lost on it.
 *
 * The `open` property is set directly, not by a click: the theme's `<details>` animates
 * its height on a click, and the print layout is taken at once. The theme keeps its own
 * "collapsed" state and the collapsed inline style of its content box; print.css shows
 * that box for sections marked with PRINT_OPENED_ATTRIBUTE. Closing restores the element
 * as it was, so the theme's state and the element agree again.
 */
export function openClosedDetails(root: ParentNode): () => void {
  const opened: HTMLDetailsElement[] = [];
  const openAll = () => {
    for (const details of Array.from(root.querySelectorAll('details'))) {
      if (details.open) continue;
      details.setAttribute(PRINT_OPENED_ATTRIBUTE, '');
      details.open = true;
      opened.push(details);
    }
  };
  openAll();
  // Called before the next layout, so the printout has the new section open.
  const observer = new MutationObserver(openAll);
  observer.observe(root, {childList: true, subtree: true});
  return () => {
    observer.disconnect();
    for (const details of opened) {
      details.open = false;
      details.removeAttribute(PRINT_OPENED_ATTRIBUTE);
    }
  };
}
