import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Column } from './data-table.js';
import { RecordList, type RecordListProps } from './record-list.js';
import { interact, renderUi, type Rendered } from '../testing/render.js';

interface Client {
  id: number;
  name: string;
}

const columns: Column<Client>[] = [{ key: 'name', label: 'CORPORATE' }];
const clients: Client[] = [
  { id: 1, name: 'Globex' },
  { id: 2, name: 'Initech' },
];

let view: Rendered | null = null;
afterEach(async () => {
  await view?.unmount();
  view = null;
});

function list(props: Partial<RecordListProps<Client>> = {}) {
  return (
    <RecordList
      caption="Clients"
      columns={columns}
      rows={clients}
      idKey="id"
      onOpen={() => {}}
      viewLabel={(c) => `View ${c.name}`}
      viewHeading="ACTIONS"
      loading={false}
      count="Showing 1–2 of 2 clients"
      page={1}
      pageCount={1}
      onPage={() => {}}
      pagesLabel="Client list pages"
      {...props}
    />
  );
}

describe('RecordList', () => {
  it('opens a record once from its row or its View button', async () => {
    const onOpen = vi.fn();
    view = await renderUi(list({ onOpen }));
    const { root } = view;
    expect(root.querySelector('[part="result-count"]')?.textContent).toBe('Showing 1–2 of 2 clients');
    expect([...root.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['CORPORATE', 'ACTIONS']);
    await interact(() =>
      (root.querySelector('button[aria-label="View Initech"]') as HTMLButtonElement).click(),
    );
    await interact(() => (root.querySelector('tbody tr') as HTMLElement).click());
    expect(onOpen.mock.calls).toEqual([[clients[1]], [clients[0]]]);
  });

  it('shows placeholder rows while loading, the count as the empty state, and the error instead of rows', async () => {
    view = await renderUi(list({ loading: true, count: null }));
    const { root } = view;
    expect(root.querySelector('[part="skeleton"]')).not.toBeNull();
    expect(root.querySelector('table')).toBeNull();
    await view.rerender(list({ rows: [], count: 'No clients found' }));
    expect(root.querySelector('[part="empty"]')?.textContent).toBe('No clients found');
    expect(root.querySelector('table')).toBeNull();
    await view.rerender(list({ error: { title: 'Failed to load.', detail: 'Network error.' } }));
    expect(root.querySelector('[part="error"]')?.textContent).toBe('Failed to load. Network error.');
    expect(root.querySelector('table')).toBeNull();
  });

  it('pages through the shared pagination beyond one page', async () => {
    const onPage = vi.fn();
    view = await renderUi(list({ page: 2, pageCount: 3, onPage }));
    const nav = view.root.querySelector('nav[part="pagination"]')!;
    expect(nav.getAttribute('aria-label')).toBe('Client list pages');
    await interact(() => (nav.querySelector('[aria-label="Next page"]') as HTMLButtonElement).click());
    expect(onPage).toHaveBeenCalledWith(3);
  });
});
