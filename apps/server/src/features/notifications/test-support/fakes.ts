import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../../../db/client.js';
import { companies, projects, userProjects, users } from '../../../db/schema/index.js';
import { hashPassword } from '../../../lib/password.js';

/** A local HTTP server that records each request's JSON body; `answer` decides the reply. */
export async function fakeHttp(
  answer: (request: { url: string; body: any; headers: http.IncomingHttpHeaders }) => { status?: number; json?: unknown },
) {
  const received: { url: string; body: any; raw: string; headers: http.IncomingHttpHeaders }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      const entry = { url: req.url ?? '', body, raw, headers: req.headers };
      received.push(entry);
      const { status = 200, json = {} } = answer(entry);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    received,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook receiver that checks `X-Fieldlink-Signature` against the shared secret, as a customer would. */
export async function fakeWebhookReceiver(secret: string) {
  const verified: any[] = [];
  const rejected: string[] = [];
  const server = await fakeHttp(({ raw, headers }: any) => {
    const expected = `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
    const given = String(headers['x-fieldlink-signature'] ?? '');
    if (given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
      verified.push(JSON.parse(raw));
      return { status: 204 };
    }
    rejected.push(given);
    return { status: 401 };
  });
  return { ...server, verified, rejected };
}

/** The WeChat API as the template-message channel uses it: a token, then template sends. */
export async function fakeWechat({ failWith }: { failWith?: number } = {}) {
  let tokens = 0;
  const server = await fakeHttp(({ url }) => {
    if (url.startsWith('/cgi-bin/token')) {
      tokens += 1;
      return { json: { access_token: `token-${tokens}`, expires_in: 7200 } };
    }
    if (url.startsWith('/cgi-bin/message/template/send')) {
      return { json: failWith ? { errcode: failWith, errmsg: 'refused' } : { errcode: 0, errmsg: 'ok', msgid: 1 } };
    }
    return { status: 404 };
  });
  return { ...server, sends: () => server.received.filter((r) => r.url.startsWith('/cgi-bin/message/template/send')) };
}

/** A local SMTP sink that keeps every message's envelope and raw text. */
export async function smtpSink() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The demo company, its first project, and the demo user's id. */
export async function demoFacts(db: Database) {
  const [demo] = await db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.userName, 'demo'));
  const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.companyId, demo!.companyId!)).limit(1);
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, demo!.companyId!));
  return { demoId: demo!.id, companyId: company!.id, projectId: project!.id };
}

/** An ordinary user of the company, assigned to `projectId` when given. */
export async function addUser(
  db: Database,
  companyId: number,
  userName: string,
  extra: Partial<typeof users.$inferInsert> = {},
  projectId?: number,
) {
  const [row] = await db
    .insert(users)
    .values({ userName, passwordHash: await hashPassword('Passw0rd1'), grade: 2, companyId, ...extra })
    .returning({ id: users.id });
  if (projectId) await db.insert(userProjects).values({ userId: row!.id, projectId });
  return row!.id;
}
