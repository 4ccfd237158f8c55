import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination.js';
import { interact, renderUi, type Rendered } from '../testing/render.js';

let view: Rendered | null = null;
afterEach(async () => {
  await view?.unmount();
  view = null;
});

const pageButtons = (root: ShadowRoot) =>
  [...root.querySelectorAll('[part="pagination"] .ts-page-steps > *')].map((el) => el.textContent);

describe('Pagination', () => {
  it('renders nothing for a single page', async () => {
    view = await renderUi(<Pagination page={1} pageCount={1} onPage={() => {}} label="Audit log pages" />);
    expect(view.root.querySelector('[part="pagination"]')).toBeNull();
  });

  it('numbers the first, last and neighbouring pages with gaps, and marks the current one', async () => {
    const onPage = vi.fn();
    view = await renderUi(<Pagination page={5} pageCount={9} onPage={onPage} label="Audit log pages" />);
    const { root } = view;
    expect(root.querySelector('nav')?.getAttribute('aria-label')).toBe('Audit log pages');
    expect(pageButtons(root)).toEqual(['Previous', '1', '…', '4', '5', '6', '…', '9', 'Next']);
    expect(root.querySelector('[aria-current="page"]')?.textContent).toBe('5');
    await interact(() => (root.querySelector('[aria-label="Page 9"]') as HTMLButtonElement).click());
    await interact(() => (root.querySelector('[aria-label="Previous page"]') as HTMLButtonElement).click());
    expect(onPage.mock.calls).toEqual([[9], [4]]);
  });

  it('offers the rows-per-page choice while the rows exceed the smallest page, even on one page', async () => {
    const onPageSize = vi.fn();
    view = await renderUi(
      <Pagination
        page={1}
        pageCount={1}
        onPage={() => {}}
        label="Hotel pages"
        numbered={false}
        total={15}
        pageSize={20}
        onPageSize={onPageSize}
      />,
    );
    const { root } = view;
    expect(root.querySelector('[part="page-range"]')?.textContent).toBe('1–15 of 15');
    const select = root.querySelector('select') as HTMLSelectElement;
    expect(select.value).toBe('20');
    await interact(() => {
      select.value = '10';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(onPageSize).toHaveBeenCalledWith(10);
  });
});
