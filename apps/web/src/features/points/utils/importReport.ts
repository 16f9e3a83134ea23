import type { ApiIssue } from '../../../lib/http/ApiError';

export interface ImportProblem {
  key: string;
  /** The sheet row as Excel numbers it; null for a problem with the whole file. */
  row: number | null;
  /** The point field the cell holds ('' when the row as a whole is wrong). */
  field: string;
  message: string;
}

/**
 * The rejected rows of a points import (POST /devices/:id/points/import answers 400 with
 * `data.issues` of paths "row 3.slope", "row 5" or "file"), one line each, in sheet order.
 */
export function importReport(issues: readonly ApiIssue[]): ImportProblem[] {
  return issues
    .map((issue, index) => {
      const match = /^row (\d+)(?:\.(.+))?$/.exec(issue.path);
      return {
        key: `${index}`,
        row: match ? Number(match[1]) : null,
        field: match ? (match[2] ?? '') : issue.path === 'file' ? '' : issue.path,
        message: issue.message,
      };
    })
    .sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
}
