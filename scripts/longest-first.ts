import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * A sequencer that starts the named files first, in the order given (longest-processing-time scheduling
 * on the workers: a long file started last keeps a core busy alone at the end of the run), and keeps
 * the default order for the rest. A file matches a name when its path contains it. Files of a project
 * with a lower `sequence.groupOrder` still come first.
 */
export function longestFirst(names: readonly string[]): typeof BaseSequencer {
  return class LongestFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const rank = (file: TestSpecification) => {
        const index = names.findIndex((name) => file.moduleId.includes(name));
        return index === -1 ? names.length : index;
      };
      const sorted = await super.sort(files);
      const position = new Map(sorted.map((file, index) => [file, index]));
      return [...sorted].sort(
        (a, b) =>
          (a.project.config.sequence.groupOrder ?? 0) - (b.project.config.sequence.groupOrder ?? 0) ||
          rank(a) - rank(b) ||
          position.get(a)! - position.get(b)!,
      );
    }
  };
}
