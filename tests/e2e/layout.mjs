/**
 * What is wrong with a page's layout on a phone or tablet: the page scrolls sideways (document wider
 * than the viewport), or navbar controls overlap, leave the screen or cut the site title. Runs in the
 * page (page.evaluate). accessibility.test.mjs calls it on its sample at 360 px, smoke.test.mjs on
 * changed pages, mobile.test.mjs on the widest pages at other widths.
 */
export function layoutProblems() {
  const problems = [];
  const width = window.innerWidth;
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > width) {
    // Name the outermost elements that stick out, so the failure says what to fix.
    const sticking = [...document.querySelectorAll('body *')].filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) return false;
      const parent = element.parentElement?.getBoundingClientRect();
      return !parent || parent.right <= width + 1;
    });
    problems.push(
      `page is ${scrollWidth} px wide: ${sticking
        .slice(0, 3)
        .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]}`)
        .join(', ')}`,
    );
  }
  const visible = (element) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.clipPath !== 'inset(50%)';
  };
  const controls = [
    ['menu button', document.querySelector('.navbar__toggle')],
    ['logo', document.querySelector('.navbar__brand .navbar__logo')],
    ['site title', document.querySelector('.navbar__brand .navbar__title')],
    ['board selector', document.querySelector('.navbar__inner select')],
    ['search', document.querySelector('.navbar .DocSearch-Button')],
  ].filter(([, element]) => visible(element));
  for (const [name, element] of controls) {
    const box = element.getBoundingClientRect();
    if (box.left < 0 || box.right > width)
      problems.push(`${name} leaves the screen (${Math.round(box.left)}–${Math.round(box.right)})`);
    if (name === 'site title' && element.scrollWidth > element.clientWidth + 1) problems.push('site title is cut off');
  }
  for (let i = 0; i < controls.length; i++) {
    for (let j = i + 1; j < controls.length; j++) {
      const a = controls[i][1].getBoundingClientRect();
      const b = controls[j][1].getBoundingClientRect();
      const overlap =
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
        Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
      if (overlap) problems.push(`${controls[i][0]} overlaps ${controls[j][0]}`);
    }
  }
  if (!controls.some(([name]) => name === 'board selector')) problems.push('board selector not in the navbar');
  return problems;
}
