import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, in the order they start: the accessibility walk's parts, then the
 * portal's and the reports' tours. Started first, they run beside the short files, so the two
 * workers finish together instead of one walking alone at the end.
 */
const LONGEST = [/\/wcag-[a-z]\.e2e\.test\.ts$/, /\/portal\.e2e\.test\.ts$/, /\/reports\.e2e\.test\.ts$/];

const rank = (file: TestSpecification) => {
  const index = LONGEST.findIndex((pattern) => pattern.test(file.moduleId));
  return index === -1 ? LONGEST.length : index;
};

/** Vitest's order (failed and slower files first, once it has a record of them), longest files first. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}
