/**
 * Whether a page fits on paper: with print media at 700 px (A4 portrait with
 * wide printer margins) nothing is wider than the paper and code wraps inside
 * its block. accessibility.test.mjs runs it on its sample, smoke.test.mjs on changed pages;
 * print.test.mjs checks the rest of the printed page on sample pages.
 */
export const PAPER = {width: 700, height: 1123};

/** Switches the page to print media at the paper's width, runs the check, and puts the screen back. */
export async function paperProblems(page) {
  const screen = page.viewportSize();
  await page.emulateMedia({media: 'print'});
  await page.setViewportSize(PAPER);
  try {
    return await page.evaluate(widerThanPaper);
  } finally {
    await page.emulateMedia({media: 'screen'});
    if (screen) await page.setViewportSize(screen);
  }
}

/** Runs in the page: what sticks out past the paper's edge, and code that does not wrap. */
function widerThanPaper() {
  const width = window.innerWidth;
  const result = [];
  if (document.documentElement.scrollWidth > width) result.push(`${document.documentElement.scrollWidth} px wide`);
  const wide = [...document.querySelectorAll('article *')].filter(
    (element) => element.getBoundingClientRect().right > width + 1,
  );
  if (wide.length > 0)
    result.push(
      `sticking out: ${wide
        .slice(0, 2)
        .map((element) => element.tagName.toLowerCase())
        .join(', ')}`,
    );
  for (const pre of document.querySelectorAll('article pre')) {
    if (pre.getBoundingClientRect().width === 0) continue;
    const code = pre.querySelector('code');
    if (pre.scrollWidth > pre.clientWidth + 1) result.push('code scrolls sideways');
    if (code && code.getBoundingClientRect().bottom > pre.getBoundingClientRect().bottom + 1)
      result.push('code lines spill out of their block');
  }
  return result;
}
