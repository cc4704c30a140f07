import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * How long each test file took in a full `npm test` on the test machine, in seconds, by
 * `project:path` (`npm run test:times` writes it from vitest's results of the last run here).
 * A fresh clone has no timings of its own, so vitest would order a project's files by size: the
 * small board snapshot files (their work is in support modules) started last and ran together at
 * the end of the browser phase, with the other workers idle.
 */
export const FILE_TIMES: Readonly<Record<string, number>> = JSON.parse(
  readFileSync(new URL('./file-times.json', import.meta.url), 'utf8'),
) as Record<string, number>;

/**
 * Vitest's order of the projects (one after another), and within each project: files without a
 * measured time first (a new file may be a long one), then the measured ones, longest first, so
 * that the short files fill the end of the run.
 */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projectStart = new Map<string, number>();
    sorted.forEach((file, index) => {
      if (!projectStart.has(file.project.name)) projectStart.set(file.project.name, index);
    });
    const seconds = (file: TestSpecification) => {
      const path = relative(this.ctx.config.root, file.moduleId).replaceAll('\\', '/');
      return FILE_TIMES[`${file.project.name}:${path}`] ?? Number.POSITIVE_INFINITY;
    };
    // Array.prototype.sort is stable: the base order holds among files of equal time.
    return [...sorted].sort(
      (a, b) =>
        (projectStart.get(a.project.name) ?? 0) - (projectStart.get(b.project.name) ?? 0) ||
        seconds(b) - seconds(a),
    );
  }
}
