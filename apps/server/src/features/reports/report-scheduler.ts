import { daysOfPeriodKey, duePeriod, formatMessage, localMidnight, type Language } from '@fieldlink/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { MailProvider } from '../../mail/index.js';
import type { Notifier } from '../notifications/index.js';
import { reportFileName, reportWorkbook } from './report-sheet.js';
import type { ReportRow, ReportsRepository } from './reports.repository.js';
import type { ReportsService } from './reports.service.js';

export interface ReportSchedulerOptions {
  /** How often due deliveries are looked for; 0 = only when `tick()` is called (tests). */
  tickMs?: number;
  /** The clock (tests advance it). */
  now?: () => number;
}

/** A delivery claimed but not finished after this long (its instance stopped) is tried again. */
const STALE_MS = 10 * 60_000;

/**
 * Scheduled delivery of saved reports (daily, weekly, monthly): each tick records the period that
 * has just ended as due (once per report and period, whichever instance sees it first), then
 * claims due deliveries one at a time (`FOR UPDATE SKIP LOCKED`), renders the workbook and sends
 * it by e-mail or into the recipients' notices.
 */
export function createReportScheduler({
  repo,
  reports,
  mail,
  notifier,
  log,
  tickMs = 60_000,
  now = Date.now,
}: {
  repo: ReportsRepository;
  reports: Pick<ReportsService, 'compute'>;
  mail: MailProvider;
  notifier: Notifier;
  log: FastifyBaseLogger;
} & ReportSchedulerOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function deliver(report: ReportRow, periodKey: string) {
    const schedule = report.schedule;
    const period = daysOfPeriodKey(periodKey);
    if (!schedule || !period) throw new Error(`nothing to deliver for ${periodKey}`);
    const data = await reports.compute(report, period.days);
    const language: Language = schedule.language;
    const label = data.range.from === data.range.to ? data.range.from : `${data.range.from} ~ ${data.range.to}`;
    const subject = formatMessage(language, 'report.delivery.subject', { name: report.name, period: label });
    const text = formatMessage(language, 'report.delivery.body', { name: report.name, period: label });
    if (schedule.channel === 'email') {
      const content = await reportWorkbook(data, language);
      const filename = reportFileName(data);
      for (const to of schedule.recipients)
        await mail.send({
          to,
          subject,
          text,
          attachments: [{ filename, content, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }],
        });
      return;
    }
    const users = schedule.userIds.length > 0 ? schedule.userIds : report.createdBy ? [report.createdBy] : [];
    const both = (key: 'report.delivery.subject' | 'report.delivery.body') => ({
      'zh-CN': formatMessage('zh-CN', key, { name: report.name, period: label }),
      'en-US': formatMessage('en-US', key, { name: report.name, period: label }),
    });
    await notifier.notifyUsers(users, {
      type: 'update',
      title: both('report.delivery.subject'),
      body: both('report.delivery.body'),
      link: `/dataAnalysis/report?id=${report.id}&date=${period.days.from}`,
      companyId: report.companyId,
      projectId: report.projectId,
      subject: { kind: 'report', id: report.id },
    });
  }

  async function run() {
    const at = now();
    await repo.releaseStale(new Date(at - STALE_MS));
    for (const report of await repo.scheduled()) {
      const due = duePeriod(report.schedule!.frequency, at, report.utcOffsetMinutes);
      // Only periods that end after the report was saved: a new report does not send the past.
      if (localMidnight(due.days.to, report.utcOffsetMinutes) <= report.createdAt.getTime()) continue;
      await repo.ensureDelivery(report.id, due.key);
    }
    for (;;) {
      const claimed = await repo.claim(new Date(at));
      if (!claimed) break;
      try {
        const report = await repo.findAny(claimed.reportId);
        if (!report) throw new Error('report deleted');
        await deliver(report, claimed.periodKey);
        await repo.finish(claimed.id, { status: 'sent', at: new Date(now()) });
      } catch (error) {
        log.error({ err: (error as Error).message, delivery: claimed }, 'report delivery failed');
        await repo.finish(claimed.id, { status: 'failed', error: (error as Error).message.slice(0, 500), at: new Date(now()) });
      }
    }
  }

  /** One pass; a pass still running is joined rather than doubled. */
  function tick(): Promise<void> {
    running ??= run().finally(() => (running = undefined));
    return running;
  }

  return {
    tick,
    start() {
      if (tickMs <= 0) return;
      const loop = () => {
        timer = setTimeout(() => {
          void tick()
            .catch((error: Error) => log.error({ err: error.message }, 'report scheduler tick failed'))
            .finally(() => {
              if (timer) loop();
            });
        }, tickMs);
        timer.unref();
      };
      loop();
    },
    async stop() {
      const t = timer;
      timer = undefined;
      if (t) clearTimeout(t);
      await running;
    },
  };
}

export type ReportScheduler = ReturnType<typeof createReportScheduler>;
