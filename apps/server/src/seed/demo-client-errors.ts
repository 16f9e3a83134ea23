import { clientErrorFingerprint, type ClientErrorReport } from '@fieldlink/domain';
import type { Database } from '../db/client.js';
import { clientErrors } from '../db/schema/index.js';

/** The demo seed's client error reports. */
export function createDemoClientErrorsRepository(db: Database) {
  return {
    async insert(rows: (typeof clientErrors.$inferInsert)[]) {
      if (rows.length > 0) await db.insert(clientErrors).values(rows);
    },
  };
}

export type DemoClientErrorsRepository = ReturnType<typeof createDemoClientErrorsRepository>;

const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** What the demo company's browsers reported: a render error seen three times (once before sign-in: only the super user sees that one), a failed call, a rejected promise. */
const REPORTS: { report: ClientErrorReport; minutesAgo: number; user: 'demo' | 'anonymous' }[] = [
  ...[1, 2, 3].map((n) => ({
    report: {
      kind: 'error' as const,
      message: `TypeError: Cannot read properties of undefined (reading 'unit') at point ${n}`,
      stack: `TypeError: Cannot read properties of undefined (reading 'unit')\n    at formatLive (src/features/devices/components/LiveValues.tsx:42:17)`,
      route: '/item/item_query',
      version: n === 3 ? '0.1.0' : '0.0.9',
    },
    minutesAgo: 300 - n * 60,
    user: n === 2 ? ('anonymous' as const) : ('demo' as const),
  })),
  {
    report: {
      kind: 'request',
      message: 'Bad gateway',
      route: '/dataAnalysis/history',
      version: '0.1.0',
      method: 'GET',
      url: '/api/v1/points/1/history?bucket=1h',
      status: 502,
    },
    minutesAgo: 95,
    user: 'demo',
  },
  {
    report: {
      kind: 'error',
      message: 'Error: ResizeObserver loop completed with undelivered notifications',
      route: '/largeScreen',
      version: '0.1.0',
    },
    minutesAgo: 30,
    user: 'demo',
  },
];

export async function seedDemoClientErrors(
  repo: DemoClientErrorsRepository,
  companyId: number,
  demo: { id: number; userName: string },
  now: Date,
) {
  await repo.insert(
    REPORTS.map(({ report, minutesAgo, user }) => ({
      at: new Date(now.getTime() - minutesAgo * 60_000),
      kind: report.kind,
      fingerprint: clientErrorFingerprint(report),
      message: report.message,
      stack: report.stack ?? null,
      mappedStack: null,
      route: report.route,
      version: report.version,
      userAgent: UA,
      method: report.kind === 'request' ? report.method : null,
      url: report.kind === 'request' ? report.url : null,
      status: report.kind === 'request' ? report.status : null,
      userId: user === 'demo' ? demo.id : null,
      userName: user === 'demo' ? demo.userName : null,
      // An anonymous report has no company: only the super user sees it.
      companyId: user === 'demo' ? companyId : null,
      ip: '192.168.1.20',
    })),
  );
}
