import type { PageResult, ProductionProgress, Task } from '@fieldlink/domain';

/**
 * The task list with a pushed progress merged into its task: `found` false when the list does not
 * hold the task. A push older than the task held (a late frame after a fresher read) changes nothing.
 */
export function applyProgress(page: PageResult<Task>, progress: ProductionProgress): { page: PageResult<Task>; found: boolean } {
  let found = false;
  const items = page.items.map((task) => {
    if (task.id !== progress.id) return task;
    found = true;
    return progress.updatedAt < task.updatedAt ? task : { ...task, ...progress };
  });
  return { page: found ? { ...page, items } : page, found };
}
