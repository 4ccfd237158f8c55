import { afterEach, describe, expect, it } from 'vitest';
import { renderUi, type Rendered } from '../testing/render.js';
import { EmptyState, ErrorFallback, Skeleton } from './states.js';

let view: Rendered | null = null;
afterEach(async () => {
  await view?.unmount();
  view = null;
});

describe('states', () => {
  it('shows the spec empty texts by default (part empty, role status)', async () => {
    view = await renderUi(<EmptyState />);
    const empty = view.root.querySelector('[part="empty"]')!;
    expect(empty.getAttribute('role')).toBe('status');
    expect(empty.querySelector('strong')?.textContent).toBe('Looks like there is no data here yet!');
    expect(empty.querySelector('span')?.textContent).toMatch(/time frame/);
  });

  it('takes a screen’s own empty text, without advice, compact', async () => {
    view = await renderUi(<EmptyState title="No attachments" advice={null} compact />);
    const empty = view.root.querySelector('[part="empty"]')!;
    expect(empty.textContent).toBe('No attachments');
    expect(empty.classList.contains('ts-compact')).toBe(true);
  });

  it("says 'An error has occurred' with the reason (part error, role alert)", async () => {
    view = await renderUi(<ErrorFallback detail="warehouse down" />);
    const error = view.root.querySelector('[part="error"]')!;
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toBe('An error has occurred warehouse down');
  });

  it('reads a screen’s failure text and the reason as one sentence', async () => {
    view = await renderUi(
      <ErrorFallback
        title="Failed to load SBR customer data. Please try again later."
        detail="Network error."
        compact
      />,
    );
    expect(view.root.querySelector('[part="error"]')?.textContent).toBe(
      'Failed to load SBR customer data. Please try again later. Network error.',
    );
  });

  it('shows a busy skeleton of one bar or of list rows', async () => {
    view = await renderUi(
      <>
        <Skeleton height={40} />
        <Skeleton height={36} lines={5} />
      </>,
    );
    const [one, rows] = [...view.root.querySelectorAll('[part="skeleton"]')];
    expect(one?.getAttribute('aria-busy')).toBe('true');
    expect((one as HTMLElement).style.height).toBe('40px');
    expect(rows?.getAttribute('aria-label')).toBe('Loading');
    expect(rows?.querySelectorAll('.ts-skeleton')).toHaveLength(5);
  });

  it('names a skeleton only with a role that allows a name, or hides it from assistive technology', async () => {
    view = await renderUi(
      <>
        <Skeleton height={40} />
        <Skeleton height={36} lines={3} />
        <Skeleton height={40} quiet />
      </>,
    );
    const [one, rows, quiet] = [...view.root.querySelectorAll('[part="skeleton"]')];
    for (const named of [one, rows]) {
      expect(named?.getAttribute('role')).toBe('status');
      expect(named?.getAttribute('aria-label')).toBe('Loading');
    }
    expect(quiet?.getAttribute('aria-hidden')).toBe('true');
    expect(quiet?.hasAttribute('aria-label')).toBe(false);
    expect(quiet?.hasAttribute('role')).toBe(false);
    // No element anywhere carries a name without a role that allows one.
    for (const element of view.root.querySelectorAll('div[aria-label]'))
      expect(element.getAttribute('role'), element.outerHTML).not.toBeNull();
  });
});
