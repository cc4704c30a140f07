/**
 * A workload of price changes for durability tests: links (shops-to-prices) get a
 * discount whose amount encodes the write (`seq` cents), so the value a row holds names the
 * write that put it there. Each row belongs to one writer, so the order of its writes is known.
 */

/** A link as `GET /v1/shops-to-prices/{id}` answers it (the fields a PUT needs). */
export interface LinkView {
  id: string;
  shop_id: string;
  price_id: string;
  category_id: string;
  kind_id: string | null;
  product_id: string | null;
  active: boolean;
  new: boolean;
  deactivated_labels: string[];
  action_labels: { label: string; price: number }[];
  use_half: boolean;
  use_one: boolean;
  use_two_five: boolean;
  use_five: boolean;
  use_joint: boolean;
  use_piece: boolean;
  json_prices: { label: string; price: number; active: boolean }[];
}

/** One row of the workload and what happened to its writes. */
export interface TrackedRow {
  view: LinkView;
  /** The label that gets the discount, and its normal price. */
  label: string;
  normalPrice: number;
  /** The discount the row showed before the run, as a write number (0: none). */
  initial: number;
  /** Sequence numbers handed out so far (the next write gets `issued + 1`). */
  issued: number;
  /** Writes answered 2xx, in order. */
  acknowledged: number[];
  /** Writes that failed with no answer (the server died under them): may or may not be in. */
  unknown: number[];
  /** Deliberately invalid writes answered 4xx: must leave no trace. */
  refused: number;
}

/** Seeded random numbers (mulberry32), so a failing run can be repeated. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The discount (in euros) that write `seq` of a row sets. */
export const discountOf = (seq: number) => seq / 100;

/** Rows whose board shows a label dear enough to take `maxWrites` distinct discounts. */
export function trackRows(views: LinkView[], maxWrites: number): TrackedRow[] {
  const rows: TrackedRow[] = [];
  for (const view of views) {
    const entry = view.json_prices.find(
      (e) =>
        e.active && !view.deactivated_labels.includes(e.label) && e.price > discountOf(maxWrites),
    );
    if (!entry) continue;
    rows.push({
      view,
      label: entry.label,
      normalPrice: entry.price,
      initial: discountSeq(view, entry.label),
      issued: 0,
      acknowledged: [],
      unknown: [],
      refused: 0,
    });
  }
  return rows;
}

function updateBody(row: TrackedRow, price: number) {
  const { view } = row;
  return {
    shop_id: view.shop_id,
    price_id: view.price_id,
    category_id: view.category_id,
    kind_id: view.kind_id,
    product_id: view.product_id,
    active: view.active,
    new: view.new,
    deactivated_labels: view.deactivated_labels,
    action_labels: [{ label: row.label, price }],
    use_half: view.use_half,
    use_one: view.use_one,
    use_two_five: view.use_two_five,
    use_five: view.use_five,
    use_joint: view.use_joint,
    use_piece: view.use_piece,
  };
}

/** How the run goes: where to write, how many, and when to stop early. */
export interface WriteRun {
  baseUrl: string;
  auth: string;
  rows: TrackedRow[];
  writers: number;
  /** Stop once this many writes were sent in total (counted over every run). */
  total: number;
  sent: { count: number };
  /** Every this-many-th write is a deliberately invalid one (a discount above the price). */
  invalidEvery: number;
  /** Called after each acknowledged write with the number acknowledged so far in this run. */
  onAcknowledged?: (count: number) => void;
}

type Outcome = 'acknowledged' | 'refused' | 'lost';

async function sendWrite(run: WriteRun, row: TrackedRow, price: number): Promise<Outcome> {
  try {
    const response = await fetch(`${run.baseUrl}/v1/shops-to-prices/${row.view.id}`, {
      method: 'PUT',
      headers: { authorization: run.auth, 'content-type': 'application/json' },
      body: JSON.stringify(updateBody(row, price)),
    });
    const text = await response.text();
    if (response.ok) return 'acknowledged';
    if (response.status >= 400 && response.status < 500) return 'refused';
    throw new Error(`PUT answered ${response.status}: ${text}`);
  } catch (error) {
    if (error instanceof TypeError) return 'lost'; // no answer: the connection went away
    throw error;
  }
}

async function writerLoop(run: WriteRun, own: TrackedRow[], acknowledged: { count: number }) {
  for (let turn = 0; run.sent.count < run.total; turn++) {
    const row = own[turn % own.length] as TrackedRow;
    const number = ++run.sent.count;
    if (number % run.invalidEvery === 0) {
      const outcome = await sendWrite(run, row, row.normalPrice + 1);
      if (outcome === 'acknowledged') throw new Error(`An invalid discount was accepted.`);
      if (outcome === 'lost') return;
      row.refused++;
      continue;
    }
    const seq = ++row.issued;
    const outcome = await sendWrite(run, row, discountOf(seq));
    if (outcome === 'refused') throw new Error(`A valid discount was refused.`);
    if (outcome === 'lost') {
      row.unknown.push(seq);
      return;
    }
    row.acknowledged.push(seq);
    run.onAcknowledged?.(++acknowledged.count);
  }
}

/**
 * Runs `writers` parallel writers until `total` writes were sent or the server stops
 * answering; row i belongs to writer i mod `writers`. Returns the writes acknowledged.
 */
export async function runWrites(run: WriteRun): Promise<number> {
  const acknowledged = { count: 0 };
  const groups = Array.from({ length: run.writers }, (_, w) =>
    run.rows.filter((_, i) => i % run.writers === w),
  ).filter((group) => group.length > 0);
  await Promise.all(groups.map((own) => writerLoop(run, own, acknowledged)));
  return acknowledged.count;
}

/**
 * The discounts a row may hold now: the last acknowledged write's, or a later write that got
 * no answer (it may have committed just before the server died).
 */
export function allowedDiscounts(row: TrackedRow): number[] {
  const last = row.acknowledged.at(-1);
  const allowed = row.unknown.filter((seq) => last === undefined || seq > last);
  return [last ?? row.initial, ...allowed];
}

/**
 * After a restart: a write that got no answer either committed (the row shows it: it counts
 * as acknowledged from now on) or left no trace. Returns whether it committed.
 */
export function settleUnknown(row: TrackedRow, shown: number): boolean {
  const committed = row.unknown.includes(shown);
  if (committed) row.acknowledged.push(shown);
  row.unknown = [];
  return committed;
}

/** The discount (write number) a row shows, or 0 when it has none. */
export function discountSeq(view: Pick<LinkView, 'action_labels'>, label: string): number {
  const action = view.action_labels.find((a) => a.label === label);
  return action ? Math.round(action.price * 100) : 0;
}
