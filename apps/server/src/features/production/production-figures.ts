import {
  actualCycleSeconds,
  attainment,
  goodOutput,
  oeeOf,
  onlineMs,
  scopeOf,
  type FigureRow,
  type FiguresQuery,
  type Language,
  type Scope,
  type StateInterval,
} from '@fieldlink/domain';
import type { UserPrincipal } from '../auth/index.js';
import type { ProductionRepository, TaskRow } from './production.repository.js';
import { runningMsOf } from './production.service.js';

const SHIFT_LABEL: Record<Language, Record<string, string>> = {
  'zh-CN': { day: '白班', middle: '中班', night: '夜班' },
  'en-US': { day: 'Day shift', middle: 'Middle shift', night: 'Night shift' },
};

/** A figures query, optionally narrowed to one project's devices. */
export type FiguresInQuery = Pick<FiguresQuery, 'groupBy' | 'from' | 'to' | 'deviceId'> & { projectId?: number | undefined };

interface Sum {
  key: string;
  label: string;
  tasks: number;
  target: number;
  output: number;
  scrap: number;
  plannedMs: number;
  runningMs: number;
  availableMs: number;
  /** Standard time of the pieces made (performance's numerator). */
  standardMs: number;
}

/**
 * Figures per task, device, shift or day (spec §7 SelProDuction): output, good, target attainment,
 * actual cycle and OEE. A task's planned time is from its start to its finish (or now); the time its
 * device was online while the task ran is its available time, from the device's state changes.
 */
export function createProductionFigures(repo: ProductionRepository) {
  async function perTask(scope: Scope, query: FiguresInQuery, now = Date.now()) {
    const rows = await repo.tasksBetween(scope, query);
    const started = rows.filter((r) => r.task.startedAt);
    const from = Math.min(now, ...started.map((r) => r.task.startedAt!.getTime()));
    const deviceIds = [...new Set(started.map((r) => r.task.deviceId))];
    const { changes, initial } = await repo.stateChanges(deviceIds, new Date(from), new Date(now + 1));
    const current = await repo.deviceStatuses(deviceIds);
    return rows.map((row) => {
      const { task } = row;
      const start = task.startedAt?.getTime();
      const end = task.finishedAt?.getTime() ?? now;
      const plannedMs = start === undefined ? 0 : Math.max(0, end - start);
      const runningMs = runningMsOf(task, now);
      const mine = changes.filter((c) => c.deviceId === task.deviceId).map((c) => ({ status: c.status, at: c.at.getTime() }));
      const before = (initial.get(task.deviceId) ?? (mine.length === 0 ? current.get(task.deviceId) : undefined) ?? null) as
        StateInterval['status'] | null;
      // Online share of the span, applied to the time the task ran (pauses are planned stops).
      const online = start === undefined ? 0 : onlineMs(mine, start, end, before);
      const availableMs = plannedMs > 0 ? Math.round((runningMs * online) / plannedMs) : 0;
      return { row, plannedMs: runningMs, runningMs, availableMs };
    });
  }

  function keyOf(row: TaskRow, groupBy: FiguresQuery['groupBy'], language: Language): { key: string; label: string } {
    const { task } = row;
    switch (groupBy) {
      case 'task':
        return { key: String(task.id), label: `#${task.id} ${task.product} · ${row.deviceName} · ${task.day}` };
      case 'device':
        return { key: String(task.deviceId), label: row.deviceName };
      case 'shift':
        return { key: task.shift, label: SHIFT_LABEL[language][task.shift] ?? task.shift };
      default:
        return { key: task.day, label: task.day };
    }
  }

  /** The figures of the tasks a scope sees, optionally of one project's devices (reports, large screens). */
  async function figuresIn(scope: Scope, query: FiguresInQuery, language: Language): Promise<FigureRow[]> {
    const sums = new Map<string, Sum>();
    for (const item of await perTask(scope, query)) {
      const { key, label } = keyOf(item.row, query.groupBy, language);
      const sum = sums.get(key) ?? {
        key,
        label,
        tasks: 0,
        target: 0,
        output: 0,
        scrap: 0,
        plannedMs: 0,
        runningMs: 0,
        availableMs: 0,
        standardMs: 0,
      };
      const { task } = item.row;
      sum.tasks += 1;
      sum.target += task.targetQuantity;
      sum.output += task.output;
      sum.scrap += task.scrap;
      sum.plannedMs += item.plannedMs;
      sum.runningMs += item.runningMs;
      sum.availableMs += item.availableMs;
      sum.standardMs += task.cycleSeconds * 1000 * task.output;
      sums.set(key, sum);
    }
    return [...sums.values()].map((sum) => {
      const good = goodOutput(sum.output, sum.scrap);
      // The pieces' standard time over the available time: one standard cycle that weighs each task by its pieces.
      const cycle = sum.output > 0 ? sum.standardMs / 1000 / sum.output : 0;
      const oee = oeeOf({
        plannedMs: sum.plannedMs,
        runningMs: sum.runningMs,
        availableMs: sum.availableMs,
        output: sum.output,
        scrap: sum.scrap,
        standardCycleSeconds: cycle,
      });
      return {
        key: sum.key,
        label: sum.label,
        tasks: sum.tasks,
        target: sum.target,
        output: sum.output,
        scrap: sum.scrap,
        good,
        attainment: attainment(good, sum.target),
        actualCycleSeconds: actualCycleSeconds(sum.runningMs, sum.output),
        ...oee,
      };
    });
  }
  return {
    figures: (principal: UserPrincipal, query: FiguresQuery, language: Language) => figuresIn(scopeOf(principal), query, language),
    figuresIn,
  };
}

export type ProductionFigures = ReturnType<typeof createProductionFigures>;

export const FIGURE_HEADERS: Record<Language, string[]> = {
  'zh-CN': ['分组', '任务数', '目标', '产量', '不良', '良品', '达成率', '实际节拍(秒)', '可用率', '性能', '良率', 'OEE'],
  'en-US': [
    'Group',
    'Tasks',
    'Target',
    'Output',
    'Scrap',
    'Good',
    'Attainment',
    'Actual cycle (s)',
    'Availability',
    'Performance',
    'Quality',
    'OEE',
  ],
};
export const FIGURES_TITLE: Record<Language, string> = { 'zh-CN': '生产统计', 'en-US': 'Production figures' };

const percent = (v: number | null) => (v === null ? null : Math.round(v * 1000) / 10);
export const figureCells = (row: FigureRow) => [
  row.label,
  row.tasks,
  row.target,
  row.output,
  row.scrap,
  row.good,
  percent(row.attainment),
  row.actualCycleSeconds === null ? null : Math.round(row.actualCycleSeconds * 100) / 100,
  percent(row.availability),
  percent(row.performance),
  percent(row.quality),
  percent(row.oee),
];
