import type {BoardHardwareId} from '@site/src/data/boardHardware';
import {getHandStep, type BuildGuideId} from '@site/src/data/buildSteps';
import {getPart} from '@site/src/data/parts';
import type {KitId} from '@site/src/kits/kits';
import type {DiagramFigure} from '@site/src/components/Drawn/types';
import {boardFigure} from './board';
import {handStepFigure} from './handStep';
import {kitFigure} from './kit';
import {partFigure} from './part';
import {portFigure} from './ports';
import {stepFigure} from './step';
import type {ImageToDraw} from './image';

/**
 * Which component of the pages shows which drawing: for each, the name of its
 * files (from the props a page gives it) and the figure it shows. The remark
 * plugin (../remarkDrawings.ts) draws a figure for every use of one of these
 * components in a page and hands it over as the `drawn` prop.
 */

/** The literal props of one use in a page; a boolean attribute without value is `true`. */
export type PageProps = Record<string, string | boolean>;

type FigureOf = {key: (props: PageProps) => string; draw: (props: PageProps) => unknown};

function text(props: PageProps, name: string, component: string): string {
  const value = props[name];
  if (typeof value !== 'string') throw new Error(`<${component}>: ${name}="…" must be written as plain text`);
  return value;
}

function optional(props: PageProps, name: string, component: string): string | undefined {
  return props[name] === undefined ? undefined : text(props, name, component);
}

/** The port diagram of every board the part connects to by cable or socket (not one it is built onto). */
function connectionFigures(partId: string): Record<string, DiagramFigure<ImageToDraw>> {
  return Object.fromEntries(
    (getPart(partId).connections ?? [])
      .filter((connection) => !connection.onboard)
      .map((connection) => [connection.board, portFigure({board: connection.board, highlight: connection.highlight})]),
  );
}

const part: FigureOf = {
  key: (props) => `part-${text(props, 'part', 'PartDrawing')}`,
  draw: (props) => partFigure(text(props, 'part', 'PartDrawing')),
};

export const FIGURES: Record<string, FigureOf> = {
  PartDrawing: part,
  // PartSpecs shows the part's drawing first.
  PartSpecs: part,
  // With `step`, the board in hand with what a step uses marked (buildSteps.ts, HAND_STEPS).
  BoardDrawing: {
    key: (props) =>
      props.step
        ? `board-step-${text(props, 'step', 'BoardDrawing')}`
        : `board-${text(props, 'board', 'BoardDrawing')}${props.revisions ? '-revisions' : ''}`,
    draw: (props) => {
      const board = text(props, 'board', 'BoardDrawing') as BoardHardwareId;
      const step = optional(props, 'step', 'BoardDrawing');
      if (!step) return boardFigure(board, props.revisions === true);
      const figure = handStepFigure(step);
      if (getHandStep(step).board !== board)
        throw new Error(`<BoardDrawing board="${board}" step="${step}">: another board's step`);
      return figure;
    },
  },
  KitContents: {
    key: (props) => `kit-${text(props, 'kit', 'KitContents')}`,
    draw: (props) => kitFigure(text(props, 'kit', 'KitContents') as KitId),
  },
  PortDiagram: {
    key: (props) =>
      ['ports', text(props, 'board', 'PortDiagram'), props.highlight, props.side].filter(Boolean).join('-'),
    draw: (props) =>
      portFigure({
        board: text(props, 'board', 'PortDiagram') as BoardHardwareId,
        highlight: optional(props, 'highlight', 'PortDiagram'),
        side: optional(props, 'side', 'PortDiagram') as 'top' | 'bottom' | undefined,
      }),
  },
  PartConnection: {
    key: (props) => `connection-${text(props, 'part', 'PartConnection')}`,
    draw: (props) => connectionFigures(text(props, 'part', 'PartConnection')),
  },
  BuildStepFigure: {
    key: (props) => `step-${text(props, 'guide', 'BuildStepFigure')}-${text(props, 'step', 'BuildStepFigure')}`,
    draw: (props) =>
      stepFigure(text(props, 'guide', 'BuildStepFigure') as BuildGuideId, text(props, 'step', 'BuildStepFigure')),
  },
};
