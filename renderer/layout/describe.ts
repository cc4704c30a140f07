/**
 * A board as plain text, one line per row, for snapshot tests and for reading a layout while
 * debugging: kind, column, slot, top, texts and price cells ('-' blank, '~old~ new' discounted).
 */
import type { BoardLayout, DataRow, LayoutRow, PriceCell, TextRun } from './output';

function cellText(cell: PriceCell): string {
  if (cell.blank) return '-';
  return cell.runs.map((run) => (run.strike ? `~${run.text}~` : run.text)).join(' ');
}

function runText(run: TextRun): string {
  if (run.role === 'badge') return `[${run.text}]`;
  if (run.role === 'strains' || run.role === 'description') return `(${run.text})`;
  return run.text;
}

function rowText(row: DataRow): string {
  const image = row.image ? `<${row.image.key}> ` : '';
  const prices = row.prices.map((cell) => cellText(cell).padStart(7)).join(' ');
  const runs = row.runs.filter((run) => run.text !== '');
  return `${image}${runs.map(runText).join(' ')} |${prices}`;
}

function line(row: LayoutRow): string {
  const where = `${row.kind.padEnd(6)} c${row.column} #${String(row.index).padStart(2)} y=${String(row.y).padStart(4)}`;
  switch (row.kind) {
    case 'title': {
      const title = row.image ? `<${row.image.key}>` : (row.title?.text ?? '');
      const headers = row.headers.map((cell) => cell.run.text.padStart(7)).join(' ');
      return `${where}  ${title} |${headers}`;
    }
    case 'row':
      return `${where}    ${rowText(row)}`;
    case 'blank':
      return where;
    case 'legend':
      return `${where}  ${row.entries.map((entry) => `${entry.symbol} ${entry.label}`).join('  ')}`;
  }
}

/** The board as text: a heading line, one line per row, then the warnings. */
export function describeLayout(layout: BoardLayout): string {
  const first = layout.columns[0];
  const heading =
    `${layout.variant} ${layout.orientation} ${layout.stage.width}x${layout.stage.height}: ` +
    `${layout.columns.length} columns (${layout.columns.map((c) => c.side).join(', ')}) ` +
    `of ${first?.capacity ?? 0} rows, row ${first?.rowHeight ?? 0}px`;
  const warnings = (layout.warnings ?? []).map(
    (warning) => `warning ${warning.code} ${warning.subject}: ${warning.message}`,
  );
  return [heading, ...layout.rows.map(line), ...warnings].join('\n') + '\n';
}
