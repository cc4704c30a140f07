import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take a minute or more on the test machine (measured in fresh-clone runs of
 * `npm test`). A fresh clone has no timings of earlier runs, so vitest orders a project's files
 * by size, and these small files (their work is in support modules) started last: three board
 * snapshot files running together at the end of the browser phase, with the other workers idle.
 * Started first, the short files fill the end instead.
 */
export const LONG_FILES: readonly string[] = [
  'tests/api/backup.test.ts',
  'tests/api/fuzz.test.ts',
  'tests/api/durability.test.ts',
  'tests/browser/board-snapshots-shops.test.ts',
  'tests/browser/board-snapshots-default.test.ts',
  'tests/browser/board-snapshots-slots.test.ts',
  'tests/browser/accessibility.test.ts',
  'tests/browser/kinds.test.ts',
  'tests/browser/products.test.ts',
];

/** Vitest's order (projects one after another), with each project's long files first. */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projectStart = new Map<string, number>();
    sorted.forEach((file, index) => {
      if (!projectStart.has(file.project.name)) projectStart.set(file.project.name, index);
    });
    const isLong = (file: TestSpecification) =>
      LONG_FILES.includes(relative(this.ctx.config.root, file.moduleId).replaceAll('\\', '/'));
    const key = (file: TestSpecification) => [
      projectStart.get(file.project.name) ?? 0,
      isLong(file) ? 0 : 1,
    ];
    // Array.prototype.sort is stable: the base order holds within each group.
    return [...sorted].sort((a, b) => {
      const [projectA = 0, longA = 0] = key(a);
      const [projectB = 0, longB = 0] = key(b);
      return projectA - projectB || longA - longB;
    });
  }
}
