import { describe, expect, it } from 'vitest';
import { ALL_ROWS, DEFAULT_TABLE_SETTINGS } from '../../stores/tableSettings';
import {
  MAX_LIST_LIMIT,
  ariaSort,
  clampPageIndex,
  clientPage,
  nextSort,
  pageCount,
  refreshIntervalOf,
  sortRows,
  tableListQuery,
  visibleColumns,
} from './dataTableModel';
import type { DataTableColumn } from './dataTableModel';

interface Row {
  name: string;
  price: number | null;
  code: string;
}

const rows: Row[] = [
  { name: 'Amnesia', price: 12.5, code: '010' },
  { name: 'white widow', price: 9, code: '002' },
  { name: 'Haze 10', price: null, code: '100' },
  { name: 'Haze 9', price: 11, code: '011' },
  { name: 'Zkittlez', price: 15, code: '003' },
];

const columns: DataTableColumn<Row>[] = [
  {
    id: 'name',
    header: 'Naam',
    cell: (row) => row.name,
    searchValue: (row) => row.name,
    sortable: true,
  },
  {
    id: 'price',
    header: 'Prijs',
    cell: (row) => row.price,
    sortValue: (row) => row.price,
    sortable: true,
  },
  { id: 'code', header: 'Code', cell: (row) => row.code, hideable: false },
];

const names = (list: Row[]) => list.map((row) => row.name);

describe('columns and sorting', () => {
  it('hides hideable columns only', () => {
    expect(visibleColumns(columns, ['price', 'code']).map((column) => column.id)).toEqual([
      'name',
      'code',
    ]);
  });

  it('cycles a header through ascending, descending and unsorted', () => {
    expect(nextSort([], 'name')).toEqual([{ id: 'name', desc: false }]);
    expect(nextSort([{ id: 'name', desc: false }], 'name')).toEqual([{ id: 'name', desc: true }]);
    expect(nextSort([{ id: 'name', desc: true }], 'name')).toEqual([]);
    expect(nextSort([{ id: 'name', desc: true }], 'price')).toEqual([{ id: 'price', desc: false }]);
    expect(ariaSort([{ id: 'name', desc: true }], 'name')).toBe('descending');
    expect(ariaSort([{ id: 'name', desc: true }], 'price')).toBe('none');
  });

  it('sorts text the Dutch way with numbers in order, empty values last', () => {
    expect(names(sortRows(rows, columns, [{ id: 'name', desc: false }]))).toEqual([
      'Amnesia',
      'Haze 9',
      'Haze 10',
      'white widow',
      'Zkittlez',
    ]);
    expect(names(sortRows(rows, columns, [{ id: 'price', desc: true }]))).toEqual([
      'Zkittlez',
      'Amnesia',
      'Haze 9',
      'white widow',
      'Haze 10',
    ]);
    expect(names(sortRows(rows, columns, [{ id: 'unknown', desc: true }]))).toEqual(names(rows));
  });
});

describe('paging', () => {
  it('counts pages and clamps the index', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(500, ALL_ROWS)).toBe(1);
    expect(clampPageIndex(5, 26, 25)).toBe(1);
    expect(clampPageIndex(-1, 26, 25)).toBe(0);
  });

  it('searches, sorts and pages client-side tables', () => {
    const settings = {
      ...DEFAULT_TABLE_SETTINGS,
      pageSize: 2,
      pageIndex: 0,
      filterBy: { search: 'HAZE' },
      sortBy: [{ id: 'name', desc: true }],
    };
    expect(clientPage(rows, columns, settings)).toEqual({
      rows: [rows[2], rows[3]],
      total: 2,
    });
    const all = clientPage(rows, columns, { ...settings, filterBy: {}, pageSize: ALL_ROWS });
    expect(all.total).toBe(5);
    expect(all.rows).toHaveLength(5);
    const beyond = clientPage(rows, columns, { ...settings, filterBy: {}, pageIndex: 9 });
    expect(names(beyond.rows)).toEqual(['Amnesia']);
  });
});

describe('tableListQuery', () => {
  it('turns the settings into skip, limit, sort and filters', () => {
    expect(
      tableListQuery(
        {
          pageIndex: 2,
          pageSize: 10,
          sortBy: [{ id: 'modified', desc: true }],
          filterBy: { search: ' haze ', product_type: 'C', empty: '  ' },
        },
        {
          searchField: 'name',
          sortFields: { modified: 'modified_at' },
          filter: [{ field: 'shop_id', value: 's1' }],
          params: { shop_group_id: 'g1' },
        },
      ),
    ).toEqual({
      skip: 20,
      limit: 10,
      sort: [{ field: 'modified_at', order: 'DESC' }],
      filter: [
        { field: 'shop_id', value: 's1' },
        { field: 'name', value: 'haze' },
        { field: 'product_type', value: 'C' },
      ],
      params: { shop_group_id: 'g1' },
    });
  });

  it("asks for the API's largest page for 'all' and sends no search without a field", () => {
    expect(
      tableListQuery({ pageIndex: 3, pageSize: ALL_ROWS, sortBy: [], filterBy: { search: 'x' } }),
    ).toEqual({ skip: 0, limit: MAX_LIST_LIMIT });
  });
});

describe('refreshIntervalOf', () => {
  it('refreshes with the delay unless switched off or minimised', () => {
    expect(refreshIntervalOf({ refresh: true, delay: 3000, minimized: false })).toBe(3000);
    expect(refreshIntervalOf({ refresh: true, delay: 3000, minimized: true })).toBe(0);
    expect(refreshIntervalOf({ refresh: false, delay: 3000, minimized: false })).toBe(0);
  });
});
