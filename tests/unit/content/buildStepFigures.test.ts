/**
 * Every build step that moves a part is shown on its page. Two checks:
 *
 * 1. Each step of src/data/buildSteps.ts stands in its section (the heading
 *    with the step's anchor up to the next heading) on both languages' page:
 *    as <BuildStepFigure guide step /> when the data draws it, and with each
 *    drawing the data names for it.
 * 2. Independently of the data, a section of a build-guide page whose numbered
 *    steps plug something into a port or socket has a picture in it (an image,
 *    a BuildStepFigure or a PortDiagram). A step is such a line when it names
 *    a port and a verb of plugging in; so a new step written into a guide
 *    without a picture fails here, even if nobody adds it to the data.
 */
import {BUILD_GUIDES, BUILD_GUIDE_IDS} from '@site/src/data/buildSteps';
import {ALL_PAGE_FILES, type Locale, type PageFile} from './pageFiles';

const GUIDE_PAGES = new Set(BUILD_GUIDE_IDS.flatMap((guide) => BUILD_GUIDES[guide].pages.map((page) => `${page}.mdx`)));

function page(locale: Locale, docId: string): PageFile {
  const found = ALL_PAGE_FILES.find((file) => file.locale === locale && file.rel === `${docId}.mdx`);
  if (!found) throw new Error(`${locale}: no page ${docId}`);
  return found;
}

type Section = {heading: string; anchor?: string; body: string};

/** The page cut at its ## and ### headings; the text before the first heading is a section of its own. */
function sections(source: string): Section[] {
  const found: Section[] = [];
  let current: Section = {heading: '', body: ''};
  let inFence = false;
  for (const line of source.split('\n')) {
    if (/^\s*(`{3,}|~{3,})/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^#{2,3}\s+(.*?)\s*(?:\{#([\w-]+)\})?\s*$/.exec(line);
    if (heading) {
      found.push(current);
      current = {heading: heading[1]!, anchor: heading[2], body: ''};
    } else {
      current.body += `${line}\n`;
    }
  }
  found.push(current);
  return found;
}

const FIGURE = /!\[[^\]]*\]\(\/img\/[^)]+\)|<BuildStepFigure\b|<PortDiagram\b/;

/** A numbered step that plugs something into a port or socket, in either language. */
const PORT_WORD =
  /\b(I2C|UART|XBee|XBEE\d?|USB-Anschluss|USB-C-Buchse|USB port|USB-C socket|Akku-Buchse|battery socket|Battery|Anschluss|Steckplatz|socket|port)\b/i;
const PLUG_VERB = /\b(steck\w*|setz\w*|plug\w*|plugged|put|place|insert\w*)\b/i;

function plugSteps(body: string): string[] {
  return body.split('\n').filter((line) => /^\s*\d+\.\s/.test(line) && PORT_WORD.test(line) && PLUG_VERB.test(line));
}

describe('build steps on their pages', () => {
  for (const guide of BUILD_GUIDE_IDS) {
    for (const step of BUILD_GUIDES[guide].steps) {
      for (const locale of ['de', 'en'] as const) {
        it(`${locale} ${step.page}#${step.anchor}: shows step ${guide}/${step.id}`, () => {
          const section = sections(page(locale, step.page).source).find(
            (candidate) => candidate.anchor === step.anchor,
          );
          expect(section).toBeDefined();
          const drawn = (step.connections?.length ?? 0) > 0 || (step.marks?.length ?? 0) > 0;
          if (drawn) expect(section!.body).toContain(`<BuildStepFigure guide="${guide}" step="${step.id}" />`);
          for (const image of step.images ?? []) expect(section!.body).toContain(`](${image})`);
        });
      }
    }
  }

  it('refers only to steps the data has, each once per page', () => {
    for (const file of ALL_PAGE_FILES) {
      const uses = [...file.source.matchAll(/<BuildStepFigure guide="([^"]+)" step="([^"]+)"/g)].map(
        (match) => `${match[1]}/${match[2]}`,
      );
      expect(new Set(uses).size).toBe(uses.length);
      for (const use of uses) {
        const [guide, stepId] = use.split('/') as [string, string];
        const step = BUILD_GUIDES[guide as keyof typeof BUILD_GUIDES]?.steps.find(
          (candidate) => candidate.id === stepId,
        );
        expect({
          file: `${file.locale} ${file.rel}`,
          use,
          known: step !== undefined && file.rel === `${step.page}.mdx`,
        }).toEqual({
          file: `${file.locale} ${file.rel}`,
          use,
          known: true,
        });
      }
    }
  });

  it('finds plugging steps with its own rule (the rule can fail)', () => {
    expect(plugSteps('1. Steck das Kabel in einen **I2C/Wire**-Anschluss.\n2. Warte.')).toHaveLength(1);
    expect(plugSteps('1. Plug the small end into this socket.')).toHaveLength(1);
    expect(plugSteps('- Steck das Kabel in einen I2C-Anschluss.\n1. Öffne den Browser.')).toHaveLength(0);
  });

  for (const file of ALL_PAGE_FILES.filter((candidate) => GUIDE_PAGES.has(candidate.rel))) {
    it(`${file.locale} ${file.rel}: has a picture, and one in every section whose steps plug something in`, () => {
      expect(file.source).toMatch(FIGURE);
      const missing = sections(file.source)
        .filter((section) => plugSteps(section.body).length > 0 && !FIGURE.test(section.body))
        .map((section) => `${section.heading}: ${plugSteps(section.body)[0]!.trim()}`);
      expect(missing).toEqual([]);
    });
  }
});
