/**
 * Scene objects for the rows of a layout: product rows, category titles and the legend. Each is
 * a thin view over its record: `update(record)` moves, restyles and rewrites what it already
 * has, and `destroy()` removes everything it made. Blank rows draw nothing.
 */
import { Container, Text, type Container as PixiContainer } from 'pixi.js';
import type { DataRow, LayoutRow, LegendRow, TitleRow } from '../layout';
import { RowDecor, runShapes } from './decor';
import { ImageView, type ImageKit } from './image-view';
import { TextPool, type KeyedRun } from './text-pool';

/** What every row view can do. */
export interface RowView {
  update(row: LayoutRow): void;
  /** Every display object of the row, for identity checks. */
  objects(): PixiContainer[];
  destroy(): void;
}

/** The parts every row view has: its own container, a Graphics and its texts. */
abstract class BaseRowView<R extends LayoutRow> implements RowView {
  protected readonly container: Container;
  protected readonly decor: RowDecor;
  protected readonly texts: TextPool;

  constructor(
    parent: PixiContainer,
    protected readonly kit: ImageKit,
  ) {
    this.container = kit.counter.track(new Container());
    parent.addChild(this.container);
    this.decor = new RowDecor(this.container, kit);
    this.texts = new TextPool(this.container, kit);
  }

  update(row: LayoutRow): void {
    // Rows are kept by key and a key never changes kind, so the cast only narrows.
    const record = row as R;
    this.container.position.set(record.x, record.y);
    this.draw(record);
  }

  protected abstract draw(row: R): void;

  objects(): PixiContainer[] {
    return [this.container, ...this.decor.objects(), ...this.texts.objects()];
  }

  destroy(): void {
    this.texts.destroy();
    this.decor.destroy();
    this.container.destroy();
  }
}

/** A product row: background, image, badge, name and texts, price cells. */
export class DataRowView extends BaseRowView<DataRow> {
  private readonly image = new ImageView(this.container, this.kit);

  protected draw(row: DataRow): void {
    const priceRuns = row.prices.flatMap((cell) => cell.runs);
    const { boxes, strikes } = runShapes([...row.runs, ...priceRuns]);
    this.decor.update({
      boxes: [{ ...row.background, x: 0, y: 0, w: row.w, h: row.h }, ...boxes],
      strikes,
    });
    const runs: KeyedRun[] = row.runs.map((run) => ({ key: run.role, run }));
    for (const cell of row.prices) {
      for (const run of cell.runs) runs.push({ key: `${cell.label}:${run.role}`, run });
    }
    this.texts.sync(runs);
    this.image.update(row.image);
  }

  override objects(): PixiContainer[] {
    return [...super.objects(), ...this.image.objects()];
  }

  override destroy(): void {
    this.image.destroy();
    super.destroy();
  }
}

/** A category title: its bar with the name or picture, and the price column headers below. */
export class TitleRowView extends BaseRowView<TitleRow> {
  /** Between the bar and the texts, so the category's name stays over its picture. */
  private readonly pictureLayer = this.addLayer(1);
  private readonly backingLayer = this.addLayer(2);
  private readonly image = new ImageView(this.pictureLayer, this.kit);
  private readonly backing = new RowDecor(this.backingLayer, this.kit);

  /** A layer at `index` among the row's children: above the bar, below the texts. */
  private addLayer(index: number): Container {
    const layer = this.kit.counter.track(new Container());
    this.container.addChildAt(layer, Math.min(index, this.container.children.length));
    return layer;
  }

  protected draw(row: TitleRow): void {
    const { background: fill } = row;
    const header = row.headers[0]?.run;
    const boxes = [{ ...fill, x: 0, y: 0, w: row.w, h: row.h }];
    // A hairline between the title and the headers, in the headers' own colour.
    if (header && row.h > row.titleHeight) {
      boxes.push({
        color: header.color,
        alpha: 0.28,
        x: fill.radius,
        y: row.titleHeight - 1,
        w: row.w - 2 * fill.radius,
        h: 2,
        radius: 0,
      });
    }
    this.decor.update({ boxes, strikes: [] });
    const backing = row.title?.box;
    if (row.title && backing) {
      // The name's backing over a picture, drawn with the texts so it sits above the picture.
      const { x, y, w, h } = row.title;
      this.backing.update({
        boxes: [{ ...backing, x: x - 8, y: y - 3, w: w + 16, h: h + 6 }],
        strikes: [],
      });
    } else {
      this.backing.update({ boxes: [], strikes: [] });
    }
    const runs: KeyedRun[] = row.title ? [{ key: 'title', run: row.title }] : [];
    for (const cell of row.headers) runs.push({ key: `header:${cell.label}`, run: cell.run });
    this.texts.sync(runs);
    this.image.update(row.image);
  }

  override objects(): PixiContainer[] {
    return [
      ...super.objects(),
      this.pictureLayer,
      this.backingLayer,
      ...this.backing.objects(),
      ...this.image.objects(),
    ];
  }

  override destroy(): void {
    this.image.destroy();
    this.backing.destroy();
    this.pictureLayer.destroy();
    this.backingLayer.destroy();
    super.destroy();
  }
}

/** The legend: each symbol (star, icon, badge pill) with its name. */
export class LegendRowView extends BaseRowView<LegendRow> {
  protected draw(row: LegendRow): void {
    this.decor.update(runShapes(row.runs));
    this.texts.sync(row.runs.map((run, index) => ({ key: `${index}:${run.role}`, run })));
  }
}

/** A view for `row`, or null for rows that draw nothing (blanks). */
export function createRowView(
  row: LayoutRow,
  parent: PixiContainer,
  kit: ImageKit,
): RowView | null {
  switch (row.kind) {
    case 'row':
      return new DataRowView(parent, kit);
    case 'title':
      return new TitleRowView(parent, kit);
    case 'legend':
      return new LegendRowView(parent, kit);
    case 'blank':
      return null;
  }
}

/** Sets the alpha of every text under `root` (the fade after a language switch). */
export function setTextsAlpha(root: Container, alpha: number): void {
  if (root instanceof Text) root.alpha = alpha;
  for (const child of root.children) setTextsAlpha(child, alpha);
}
