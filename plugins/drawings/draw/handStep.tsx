import {translate} from '@docusaurus/Translate';
import {getBoard} from '@site/src/data/boardHardware';
import {getBoardDrawing, refMatches} from '@site/src/data/boardDrawings';
import {onboardKindLabel, portName} from '@site/src/data/boardHardwareLabels';
import {getHandStep, type HandActionId, type HandStep} from '@site/src/data/buildSteps';
import type {BoardFigure} from '@site/src/components/Drawn/types';
import {BoardSide, boardSideGeometry, itemsFor, sidePrints, sidesOf} from './boardView';
import {describeBoardSide, quoted} from './describe';
import {BOARD_WIDTH} from './part';
import {Drawing} from './shapes';
import {image, type ImageToDraw} from './image';

/**
 * A step the reader does with the board in hand (src/data/buildSteps.ts,
 * HAND_STEPS): the board drawing of board.tsx with the socket, switch or
 * buttons of the step marked, and a caption that says what to do with them.
 */

/** The marked things by what is printed next to them, else by what they are. */
function markedNames(step: HandStep): {all: string; reset?: string; boot?: string} {
  const board = getBoard(step.board);
  const port = step.marks.port ? board.ports.find((candidate) => candidate.id === step.marks.port) : undefined;
  if (step.marks.port && !port) throw new Error(`Hand step: ${board.id} has no port "${step.marks.port}"`);
  const parts = (step.marks.parts ?? []).map((kind) => {
    const part = board.onboard.find((candidate) => candidate.kind === kind);
    if (!part) throw new Error(`Hand step: ${board.id} has no on-board part "${kind}"`);
    // By its print or what it is, without a colour: the colour of a button differs between revisions.
    return {kind, name: part.label ? quoted(part.label) : onboardKindLabel(kind)};
  });
  const names = [
    ...(port ? [port.label ? quoted(port.label) : portName(board.id, port)] : []),
    ...parts.map((part) => part.name),
  ];
  return {
    all: names.join(', '),
    reset: parts.find((part) => part.kind === 'resetButton')?.name,
    boot: parts.find((part) => part.kind === 'bootButton')?.name,
  };
}

function actionText(action: HandActionId, names: ReturnType<typeof markedNames>, switched: boolean): string {
  const values = {reset: names.reset ?? '', boot: names.boot ?? ''};
  switch (action) {
    case 'plugUsb':
      return switched
        ? translate({
            id: 'handStep.plugUsb.switch',
            message: 'Steck das USB-Kabel in die markierte Buchse und schalte das Board am markierten Schalter ein.',
          })
        : translate({id: 'handStep.plugUsb', message: 'Steck das USB-Kabel in die markierte Buchse.'});
    case 'plugBattery':
      return switched
        ? translate({
            id: 'handStep.plugBattery.switch',
            message:
              'Steck den Akku in die markierte Buchse, der Stecker passt nur in einer Richtung. Dann schalte das Board am markierten Schalter ein.',
          })
        : translate({
            id: 'handStep.plugBattery',
            message: 'Steck den Akku in die markierte Buchse, der Stecker passt nur in einer Richtung.',
          });
    case 'doublePressReset':
      return translate({
        id: 'handStep.doublePressReset',
        message: 'Drück den markierten Reset-Knopf zweimal schnell hintereinander: Die MCU wechselt in den Lern-Modus.',
      });
    case 'resetThenBoot':
      return translate(
        {
          id: 'handStep.resetThenBoot',
          message: 'Für das Laufwerk: Drück kurz {reset} und gleich danach kurz {boot}.',
        },
        values,
      );
    case 'holdBootPressReset':
      return translate(
        {
          id: 'handStep.holdBootPressReset',
          message: 'Für den Download-Modus: Halte {boot} gedrückt, drück kurz {reset} und lass dann {boot} los.',
        },
        values,
      );
  }
}

export function handStepFigure(id: string): BoardFigure<ImageToDraw> {
  const step = getHandStep(id);
  const drawing = getBoardDrawing(step.board);
  const board = getBoard(step.board);
  const target = {port: step.marks.port, parts: step.marks.parts};
  // The newest revision: the one a reader most likely holds; the marked things sit alike on all.
  const revision = drawing.revisions?.[drawing.revisions.length - 1]?.name;
  const sides = sidesOf(step.board, step.side).filter((side) =>
    itemsFor(drawing, side, revision).some((item) => refMatches(item, target)),
  );
  if (sides.length === 0) throw new Error(`Hand step "${id}": nothing of it is drawn on ${board.id}`);
  const names = markedNames(step);
  const marked = translate({id: 'partDrawing.onboard.marked', message: 'Markiert: {name}.'}, {name: names.all});
  const box = boardSideGeometry(drawing);
  const views = sides.map((side) => {
    const alt = `${describeBoardSide(
      step.board,
      side.side,
      drawing.sides.length,
      itemsFor(drawing, side, revision),
      sidePrints(step.board, side, revision),
      revision,
    )} ${marked}`;
    const svg = (
      <Drawing width={box.width} height={box.height}>
        <BoardSide board={step.board} side={side} revision={revision} highlight={target} />
      </Drawing>
    );
    return {image: image(svg, box, BOARD_WIDTH, alt), side: side.side};
  });
  const switched = step.marks.parts?.includes('powerSwitch') ?? false;
  return {
    views,
    caption: `${translate({id: 'handStep.caption', message: 'Die {board} als Zeichnung.'}, {board: board.name})} ${marked} ${actionText(step.action, names, switched)}`,
  };
}
