import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './data-table.js';
import { interact, renderUi, type Rendered } from '../testing/render.js';

interface Hotel {
  name: string;
  nights: number;
  rate: string;
}

const columns: Column<Hotel>[] = [
  { key: 'name', label: 'Hotel', rowHeader: true },
  { key: 'nights', label: 'Nights', numeric: true },
  { key: 'rate', label: 'Rate', numeric: true, tooltip: 'Average nightly rate' },
];

const hotels = (count: number): Hotel[] =>
  Array.from({ length: count }, (_, i) => ({ name: `Hotel ${i + 1}`, nights: i + 1, rate: `$${100 + i}` }));

/** The text of a sort button that assistive technology reads: its label, not the arrow. */
const accessibleName = (button: Element) =>
  [...button.childNodes]
    .filter((n) => !(n instanceof Element && n.getAttribute('aria-hidden') === 'true'))
    .map((n) => n.textContent)
    .join('');

let view: Rendered | null = null;
afterEach(async () => {
  await view?.unmount();
  view = null;
});

describe('DataTable', () => {
  it('has an accessible header: th scope=col, aria-sort on the sorted column, sort buttons named by label', async () => {
    view = await renderUi(<DataTable caption="Hotels" columns={columns} rows={hotels(3)} sortBy="nights" />);
    const { root } = view;
    expect(root.querySelector('table[part="table"] caption')?.textContent).toBe('Hotels');
    const headers = [...root.querySelectorAll('thead th')];
    expect(headers.map((th) => th.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
    expect(headers.every((th) => th.getAttribute('part') === 'table-header')).toBe(true);
    expect(headers.map((th) => th.getAttribute('aria-sort'))).toEqual([null, 'descending', null]);
    const buttons = headers.map((th) => th.querySelector('button')!);
    expect(buttons.map(accessibleName)).toEqual(['Hotel', 'Nights', 'Rate']);
    expect(buttons.every((b) => b.getAttribute('type') === 'button')).toBe(true);
    expect(root.querySelector('[role="tooltip"]')?.textContent).toBe('Average nightly rate');
    const firstRow = root.querySelector('tbody tr')!;
    expect(firstRow.getAttribute('part')).toBe('row');
    expect(firstRow.querySelector('th[scope="row"]')?.textContent).toBe('Hotel 3');
    expect([...firstRow.children].map((c) => c.getAttribute('part'))).toEqual(['cell', 'cell', 'cell']);
  });

  it('sorts by the spec rule: a new column ascending, flipping to descending; numbers compared after stripping', async () => {
    const rows = [
      { name: 'B', nights: 2, rate: '$1,200' },
      { name: 'A', nights: 10, rate: '$90' },
      { name: 'C', nights: 1, rate: '$300' },
    ];
    view = await renderUi(<DataTable caption="Hotels" columns={columns} rows={rows} />);
    const { root } = view;
    const names = () => [...root.querySelectorAll('tbody th')].map((th) => th.textContent);
    const sortButton = (label: string) =>
      [...root.querySelectorAll('thead button')].find(
        (b) => accessibleName(b) === label,
      ) as HTMLButtonElement;
    expect(names()).toEqual(['B', 'A', 'C']);
    expect(root.querySelector('th[aria-sort]')).toBeNull();

    await interact(() => sortButton('Rate').click());
    expect(names()).toEqual(['A', 'C', 'B']);
    expect(sortButton('Rate').closest('th')!.getAttribute('aria-sort')).toBe('ascending');
    await interact(() => sortButton('Rate').click());
    expect(names()).toEqual(['B', 'C', 'A']);
    expect(sortButton('Rate').closest('th')!.getAttribute('aria-sort')).toBe('descending');
    await interact(() => sortButton('Rate').click());
    expect(names()).toEqual(['A', 'C', 'B']);
    await interact(() => sortButton('Nights').click());
    expect(names()).toEqual(['C', 'B', 'A']);
    expect(sortButton('Nights').closest('th')!.getAttribute('aria-sort')).toBe('ascending');
    expect(sortButton('Rate').closest('th')!.hasAttribute('aria-sort')).toBe(false);
  });

  it('pages with 10/20/50 rows, Previous/Next and the x–y of n text', async () => {
    view = await renderUi(
      <DataTable caption="Hotels" columns={columns} rows={hotels(25)} sortBy="nights" pageSize={10} />,
    );
    const { root } = view;
    const nav = () => root.querySelector('nav[part="pagination"]')!;
    const range = () => root.querySelector('[part="page-range"]')!.textContent;
    const rowCount = () => root.querySelectorAll('tbody tr').length;
    const previous = () => nav().querySelector('button[aria-label="Previous page"]') as HTMLButtonElement;
    const next = () => nav().querySelector('button[aria-label="Next page"]') as HTMLButtonElement;
    expect(nav().getAttribute('aria-label')).toBe('Hotels pages');
    expect(rowCount()).toBe(10);
    expect(range()).toBe('1–10 of 25');
    expect(previous().disabled).toBe(true);
    expect(previous().textContent).toBe('Previous');
    expect(next().textContent).toBe('Next');
    expect(nav().querySelectorAll('button[aria-label^="Page "]')).toHaveLength(0);

    await interact(() => next().click());
    expect(range()).toBe('11–20 of 25');
    expect(root.querySelector('tbody th')!.textContent).toBe('Hotel 15');
    await interact(() => next().click());
    expect(range()).toBe('21–25 of 25');
    expect(rowCount()).toBe(5);
    expect(next().disabled).toBe(true);

    const size = root.querySelector('select[part="page-size"]') as HTMLSelectElement;
    expect([...size.options].map((o) => o.value)).toEqual(['10', '20', '50']);
    expect(root.querySelector(`label[for="${size.id}"]`)?.textContent).toBe('Rows per page');
    await interact(() => {
      size.value = '20';
      size.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(range()).toBe('1–20 of 25');
    expect(rowCount()).toBe(20);
  });

  it('goes back to the first page when the sort changes, and keeps to the last page when rows shrink', async () => {
    view = await renderUi(<DataTable caption="Hotels" columns={columns} rows={hotels(25)} pageSize={10} />);
    const { root } = view;
    const range = () => root.querySelector('[part="page-range"]')!.textContent;
    const next = () => root.querySelector('button[aria-label="Next page"]') as HTMLButtonElement;
    await interact(() => next().click());
    await interact(() => next().click());
    expect(range()).toBe('21–25 of 25');
    await view.rerender(<DataTable caption="Hotels" columns={columns} rows={hotels(15)} pageSize={10} />);
    expect(range()).toBe('11–15 of 15');
    await interact(() => (root.querySelector('thead button') as HTMLButtonElement).click());
    expect(range()).toBe('1–10 of 15');
  });

  it('hides the pagination when the rows fit the smallest page', async () => {
    view = await renderUi(<DataTable caption="Hotels" columns={columns} rows={hotels(8)} pageSize={10} />);
    expect(view.root.querySelector('[part="pagination"]')).toBeNull();
    expect(view.root.querySelectorAll('tbody tr')).toHaveLength(8);
  });

  it('shows one empty row across every column when there are no rows', async () => {
    view = await renderUi(<DataTable caption="Hotels" columns={columns} rows={[]} pageSize={10} />);
    const { root } = view;
    const rows = root.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(1);
    const cell = rows[0]!.querySelector('td')!;
    expect(cell.colSpan).toBe(3);
    expect(cell.querySelector('[part="empty"]')?.textContent).toBe('Looks like there is no data here yet!');
    expect(root.querySelector('[part="pagination"]')).toBeNull();
    await view.rerender(
      <DataTable caption="Hotels" columns={columns} rows={[]} emptyText="No hotels found" />,
    );
    expect(root.querySelector('[part="empty"]')?.textContent).toBe('No hotels found');
  });

  it('opens a row on click, with headings that may be hidden or not sortable', async () => {
    const open = vi.fn();
    const cols: Column<Hotel>[] = [
      { key: 'name', label: 'Hotel' },
      { key: 'name', id: 'open', label: 'Open', labelHidden: true, sortable: false, render: () => '›' },
    ];
    view = await renderUi(
      <DataTable
        caption="Hotels"
        columns={cols}
        rows={hotels(2)}
        rowKey={(h) => h.name}
        onRowClick={open}
        busy
      />,
    );
    const { root } = view;
    expect(root.querySelector('table')!.getAttribute('aria-busy')).toBe('true');
    const hidden = root.querySelectorAll('thead th')[1]!;
    expect(hidden.querySelector('button')).toBeNull();
    expect(hidden.querySelector('.ts-visually-hidden')?.textContent).toBe('Open');
    await interact(() => (root.querySelectorAll('tbody tr')[1] as HTMLElement).click());
    expect(open).toHaveBeenCalledWith(hotels(2)[1]);
  });
});
