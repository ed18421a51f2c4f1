import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {getBoard} from '@site/src/data/boardHardware';
import {getBoardDrawing, refMatches} from '@site/src/data/boardDrawings';
import {allChips, getPart} from '@site/src/data/parts';
import {chipName} from '@site/src/data/partLabels';
import {getPartDrawing, type DrawingForm, type OnboardForm, type TellApart} from '@site/src/data/partDrawings';
import {BoardSide, boardSideGeometry, itemsFor, sideHas, sidePrints, sidesOf} from './boardView';
import {describeBoardSide, describeForm, onBackText, targetName, tellApartText} from './describe';
import {hasLabels, PartSvg} from './partView';
import ScrollRegion from '@site/src/components/ScrollRegion';
import {Drawing, drawingStyles as styles} from './shapes';

/** The name of the box a board drawing scrolls in on a phone. */
export function boardScrollLabel(board: string): string {
  return translate({id: 'boardDrawing.scrollLabel', message: 'Zeichnung der {board}'}, {board});
}

/**
 * The identification drawing of a part (src/data/partDrawings.ts): the part
 * seen from above with what tells it apart, or, for a part soldered onto a
 * board, the board with the part marked. Where the reader may hold one of two
 * versions, both are drawn side by side with how to tell them apart.
 * PartSpecs renders it at the top of every part page.
 */

export type PartDrawingProps = {
  /** Part id of src/data/parts.ts. */
  part: string;
};

/** Names of a part's chips, alternatives joined with "/". */
export function partChipNames(partId: string): string {
  return allChips(getPart(partId)).map(chipName).filter(Boolean).join(' / ');
}

function OnboardSvgs({form, thumbnail = false}: {form: OnboardForm; thumbnail?: boolean}): ReactNode {
  const drawing = getBoardDrawing(form.board);
  // The newest revision that carries the part: a chip a later revision replaced is shown where it sits.
  const revision = [...(drawing.revisions ?? [])]
    .reverse()
    .find((entry) =>
      drawing.sides.some((side) => itemsFor(drawing, side, entry.name).some((item) => refMatches(item, form.target))),
    )?.name;
  const sides = sidesOf(form.board, form.side).filter((side) => sideHas(form.board, side, form.target));
  const {width, height} = boardSideGeometry(drawing);
  const name = targetName(form.board, form.target);
  return (
    <>
      {sides.map((side) => {
        const items = itemsFor(drawing, side, revision);
        const title =
          describeBoardSide(
            form.board,
            side.side,
            drawing.sides.length,
            items,
            sidePrints(form.board, side, revision),
            revision,
          ) +
          ' ' +
          translate({id: 'partDrawing.onboard.marked', message: 'Markiert: {name}.'}, {name});
        const drawn = (
          <Drawing
            key={side.side}
            width={width}
            height={height}
            title={title}
            decorative={thumbnail}
            className={thumbnail ? undefined : styles.wide}>
            <BoardSide board={form.board} side={side} revision={revision} highlight={form.target} />
          </Drawing>
        );
        // Full size, a board's print needs more room than a phone is wide: the drawing scrolls sideways.
        return thumbnail ? (
          drawn
        ) : (
          <ScrollRegion key={side.side} label={boardScrollLabel(getBoard(form.board).name)}>
            {drawn}
          </ScrollRegion>
        );
      })}
    </>
  );
}

/**
 * One drawing of a part, without figure: for pairs, kit contents and the figure below. A thumbnail
 * has no labels and is hidden from screen readers: its link names the part.
 */
export function FormSvg({form, thumbnail = false}: {form: DrawingForm; thumbnail?: boolean}): ReactNode {
  if (form.form === 'onboard') return <OnboardSvgs form={form} thumbnail={thumbnail} />;
  return (
    <PartSvg
      form={form}
      title={describeForm(form)}
      labels={!thumbnail}
      decorative={thumbnail}
      backText={thumbnail ? undefined : onBackText(form)}
      className={thumbnail ? undefined : styles.drawing}
    />
  );
}

function caption(form: DrawingForm): string {
  if (form.form === 'onboard') {
    return translate(
      {
        id: 'partDrawing.onboard.caption',
        message: 'Fest auf der {board} verbaut, markiert: {name}. Gezeichnet nach der Layout-Datei des Boards.',
      },
      {board: getBoard(form.board).name, name: targetName(form.board, form.target)},
    );
  }
  const drawn = translate({id: 'partDrawing.caption', message: 'Das Bauteil von oben, als Zeichnung.'});
  if (!hasLabels(form)) return drawn;
  return `${drawn} ${translate({id: 'partDrawing.caption.labels', message: 'Rechts daneben stehen die Namen der Chips und Buchsen.'})}`;
}

function TellApartList({facts, names}: {facts: readonly TellApart[]; names: readonly string[]}): ReactNode {
  return (
    <p className={styles.tellApart} data-tell-apart>
      {facts.map((fact) => tellApartText(fact, names)).join(' ')}
    </p>
  );
}

function Pair({
  entries,
  facts,
}: {
  entries: ReadonlyArray<{name: string; form: DrawingForm}>;
  facts: readonly TellApart[];
}): ReactNode {
  const names = entries.map((entry) => entry.name);
  return (
    <figure className={styles.figure} data-part-drawing="pair">
      <div className={styles.pair}>
        {entries.map((entry) => (
          <figure key={entry.name} data-version={entry.name}>
            <FormSvg form={entry.form} />
            <figcaption className={`${styles.caption} ${styles.versionName}`}>{entry.name}</figcaption>
          </figure>
        ))}
      </div>
      <figcaption className={styles.caption}>
        <TellApartList facts={facts} names={names} />
      </figcaption>
    </figure>
  );
}

export default function PartDrawing({part: partId}: PartDrawingProps): ReactNode {
  const data = getPartDrawing(partId);
  if (data.versions) {
    return (
      <Pair
        entries={data.versions.list.map((version) => ({name: version.name, form: version.drawing}))}
        facts={data.versions.tellApart}
      />
    );
  }
  if (data.lookalike) {
    const other = getPartDrawing(data.lookalike.part);
    return (
      <Pair
        entries={[
          {name: partChipNames(partId), form: data.drawing},
          {name: partChipNames(data.lookalike.part), form: other.drawing},
        ]}
        facts={data.lookalike.tellApart}
      />
    );
  }
  return (
    <figure className={styles.figure} data-part-drawing={data.drawing.form}>
      <FormSvg form={data.drawing} />
      <figcaption className={styles.caption}>{caption(data.drawing)}</figcaption>
    </figure>
  );
}
