import { describe, expect, it } from 'vitest';
import { bearerToken } from './verify.js';

/** The code bearerToken throws for `header`, or the token it reads. */
const read = (header: string | undefined, bare = false) => {
  try {
    return bearerToken(header, bare);
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('bearerToken', () => {
  it('reads the token after Bearer, and the bare token where Cube clients send one', () => {
    expect(read('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(read('bearer abc')).toBe('abc');
    expect(read('abc.def.ghi', true)).toBe('abc.def.ghi');
    expect(read('Bearer abc', true)).toBe('abc');
  });

  it('calls a header without a token missing, on every route alike', () => {
    for (const bare of [false, true]) {
      for (const header of [undefined, '', 'Bearer', 'Bearer ', 'bearer']) {
        expect(read(header, bare), `${String(header)} bare=${bare}`).toBe('MISSING_TOKEN');
      }
    }
    expect(read('Basic abc')).toBe('MISSING_TOKEN');
  });
});
