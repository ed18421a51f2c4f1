import {screen} from '@testing-library/react';
import {renderDrawn} from '../drawings/inlineDrawings';
import BoardDrawing from '@site/src/components/BoardDrawing';
import {getBoard} from '@site/src/data/boardHardware';
import {HAND_STEPS, type HandStep, type HandStepId} from '@site/src/data/buildSteps';

jest.mock('@site/src/components/Drawn', () => require('../drawings/inlineDrawings').inlineDrawnModule);

const STEPS = Object.keys(HAND_STEPS) as HandStepId[];

describe('BoardDrawing of a step with the board in hand', () => {
  it.each(STEPS)('%s: marks the port and the parts of the step on the board, and says what to do', (id) => {
    const step: HandStep = HAND_STEPS[id];
    const {container} = renderDrawn(<BoardDrawing board={step.board} step={id} />);
    const marked = Array.from(container.querySelectorAll('[data-highlighted="true"]'));
    if (step.marks.port)
      expect(marked.some((element) => element.getAttribute('data-port') === step.marks.port)).toBe(true);
    // A part is marked where its shape is drawn; every drawn item of the board that is not the step's stays unmarked.
    const items = Array.from(container.querySelectorAll('[data-item]'));
    expect(marked.length).toBeGreaterThanOrEqual((step.marks.parts?.length ?? 0) + (step.marks.port ? 1 : 0));
    expect(marked.length).toBeLessThan(items.length);
    // Only the side that holds the marked things.
    if (step.side) expect(container.querySelectorAll('svg [data-side]')).toHaveLength(1);
    const figure = container.querySelector('figure[data-hand-step]');
    expect(figure).toHaveAttribute('data-hand-step', id);
    expect(figure).toHaveTextContent(`Die ${getBoard(step.board).name} als Zeichnung. Markiert: `);
    for (const image of screen.getAllByRole('img'))
      expect(image).toHaveAccessibleName(expect.stringMatching(/Markiert: .+\.$/));
  });

  it('names the buttons by their print and their order', () => {
    const {container} = renderDrawn(<BoardDrawing board="eye" step="eye-download" />);
    expect(container.querySelector('figure[data-hand-step]')).toHaveTextContent(
      'Markiert: „Rst“, „Boot“. Für den Download-Modus: Halte „Boot“ gedrückt, drück kurz „Rst“ und lass dann „Boot“ los.',
    );
  });

  it('fails for a step of another board', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderDrawn(<BoardDrawing board="mcu" step="eye-download" />)).toThrow("another board's step");
    jest.restoreAllMocks();
  });
});
