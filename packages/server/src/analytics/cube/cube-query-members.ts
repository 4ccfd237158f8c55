/** One member a query names, with the field that names it (`filters[0].and[1].member`). */
export interface NamedMember {
  field: string;
  name: string;
}

/** How deep `and`/`or` filter groups are followed (the body's depth limit bounds them anyway). */
const GROUP_DEPTH_MAX = 20;

type Loose = Record<string, unknown>;
const asObject = (value: unknown): Loose | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : null;
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The members of a filter list, `and`/`or` groups included. */
function filterMembers(filters: unknown, field: string, out: NamedMember[], depth: number): void {
  if (depth > GROUP_DEPTH_MAX) return;
  asList(filters).forEach((item, i) => {
    const filter = asObject(item);
    if (!filter) return;
    const at = `${field}[${i}]`;
    for (const key of ['member', 'dimension'] as const) {
      if (typeof filter[key] === 'string') out.push({ field: `${at}.${key}`, name: filter[key] });
    }
    for (const group of ['and', 'or'] as const)
      filterMembers(filter[group], `${at}.${group}`, out, depth + 1);
  });
}

/**
 * Every member an analytics query names, as it came (before its schema is checked): measures,
 * dimensions, segments, time dimensions, filters (with nested `and`/`or` groups) and order keys. The
 * per-user cube check reads all of them, so no part of a query reaches a cube its user may not read.
 */
export function queryMembers(raw: unknown): NamedMember[] {
  const query = asObject(raw);
  if (!query) return [];
  const out: NamedMember[] = [];
  for (const list of ['measures', 'dimensions', 'segments'] as const) {
    asList(query[list]).forEach((name, i) => {
      if (typeof name === 'string') out.push({ field: `${list}[${i}]`, name });
    });
  }
  asList(query.timeDimensions).forEach((item, i) => {
    const dimension = asObject(item)?.dimension;
    if (typeof dimension === 'string') out.push({ field: `timeDimensions[${i}].dimension`, name: dimension });
  });
  filterMembers(query.filters, 'filters', out, 0);
  const order = query.order;
  if (Array.isArray(order)) {
    order.forEach((entry, i) => {
      const name = asList(entry)[0];
      if (typeof name === 'string') out.push({ field: `order[${i}]`, name });
    });
  } else {
    for (const name of Object.keys(asObject(order) ?? {})) out.push({ field: `order.${name}`, name });
  }
  return out;
}
