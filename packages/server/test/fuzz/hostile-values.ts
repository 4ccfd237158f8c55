import fc from 'fast-check';

/** `[[[…"x"…]]]`, `depth` levels deep, as JSON text. */
export const deepJson = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;

/** Text a careless or hostile client sends: injections, markup, invisible and long unicode, bad days. */
export const HOSTILE_TEXT: readonly string[] = [
  "' OR 1=1 --",
  "'; DROP TABLE support_messages; --",
  '"); SELECT pg_sleep(1); --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '\u200b\u200b',
  '\u202eevil\u202c',
  '\ufeffBOM',
  'e\u0301\u0301\u0301\u0301',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🏨✈️',
  'x'.repeat(5_000),
  '🏨'.repeat(3_000),
  '2024-02-30',
  '2024-99-99',
  '0000-00-00',
  '9999-12-31',
  '2024-02-30T00:00:00Z',
  '../../../../etc/passwd',
  '%00%ff',
  'NaN',
  'Infinity',
  '-1',
  '1e308',
  '-1e20',
  '9'.repeat(400),
  'Nope.nothing',
  'AgentConversations.status',
  '',
  ' ',
];

/** Numbers out of every range a schema states. */
export const HOSTILE_NUMBERS: readonly number[] = [
  1e308,
  -1e308,
  1e20,
  -1e20,
  -1,
  0,
  0.5,
  2 ** 53 + 1,
  1e-300,
];

/** A JSON value of any shape, hostile ones first. */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...HOSTILE_TEXT),
  fc.constantFrom<unknown>(...HOSTILE_NUMBERS),
  fc.constantFrom<unknown>(true, false, null, [], {}, [null], { '': '' }, { __proto__: { polluted: 1 } }),
  fc.constant(JSON.parse(deepJson(30)) as unknown),
  fc.constant(Object.fromEntries(Array.from({ length: 3_000 }, (_, i) => [`k${i}`, i]))),
  fc.constant(Array.from({ length: 20_000 }, (_, i) => i)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A query-string value: text only (a repeated parameter is a list). */
export const hostileQueryValue: fc.Arbitrary<string | string[]> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.constantFrom(...HOSTILE_NUMBERS.map(String)),
  fc.constant(deepJson(200)),
  fc.constant(Array.from({ length: 2_000 }, (_, i) => `v${i}`)),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);
