import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { vncPasswordFile } from '@fieldlink/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { accepts, connectThroughProxy, fakeVncServer, freePort } from '../../test/fake-vnc.js';
import { waitFor } from '../../test/wait.js';

const KEY = Uint8Array.of(4, 1, 0, 0, 0, 0, 0, 0x61);
const POINTER = Uint8Array.of(5, 1, 0, 1, 0, 1);
const FBUR = Uint8Array.of(3, 1, 0, 0, 0, 0, 0, 4, 0, 3);

describe.each(databaseKinds())('remote HMI on %s', (kind) => {
  let t: TestApp;
  let root: string;
  const h = apiHelpers(
    () => t,
    () => root,
  );
  const vnc = fakeVncServer();
  let device: number;
  let foreignDevice: number;
  let viewer: { id: number; token: string };
  let controller: { id: number; token: string };

  /** The device's sessions, newest first, once the newest has ended. */
  const newestEnded = (deviceId: number, what: string) =>
    waitFor(async () => {
      const page = await h.ok('GET', `/remote-sessions?deviceId=${deviceId}`, root);
      return page.items[0]?.endedAt && page.items;
    }, what);

  beforeAll(async () => {
    const port = await vnc.start();
    t = await buildTestApp(kind, { network: true, remoteAccess: { idleTimeoutMs: 2500, handshakeTimeoutMs: 1500 } });
    root = await t.login();
    const company = await h.company('VncCoA');
    const other = await h.company('VncCoB');
    const project = await h.project('VncP1', { companyId: company });
    const otherProject = await h.project('VncP2', { companyId: other });
    device = await h.device(project, 'HMI1', 'VNC100000001');
    foreignDevice = await h.device(otherProject, 'HMI9', 'VNC900000001');
    viewer = await h.user(company, 'vnc_viewer', 2, { noVnc: ['view'] }, [project]);
    controller = await h.user(company, 'vnc_control', 2, { noVnc: ['view', 'setValue'] }, [project]);
    await h.ok('PUT', `/devices/${device}/remote-target`, root, { host: '127.0.0.1', port, password: 'secret1' });
    await h.ok('PUT', `/devices/${foreignDevice}/remote-target`, root, { host: '127.0.0.1', port });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await vnc.stop();
  });

  it('keeps the address to administrators and never answers the password', async () => {
    await h.expectError({ status: 403 }, 'GET', `/devices/${device}/remote-target`, viewer.token);
    await h.expectError({ status: 403 }, 'PUT', `/devices/${device}/remote-target`, controller.token, { host: '10.0.0.9', port: 5900 });
    const target = await h.ok('GET', `/devices/${device}/remote-target`, root);
    expect(target).toMatchObject({ host: '127.0.0.1', hasPassword: true, enabled: true });
    expect(JSON.stringify(target)).not.toContain('secret1');
    const list = await h.ok('GET', '/remote/devices', viewer.token);
    expect(list.items).toEqual([expect.objectContaining({ id: device, configured: true })]);
  });

  it('refuses a ticket that names a host or port, and a device outside the scope', async () => {
    await h.expectError({ status: 400 }, 'POST', `/devices/${device}/remote-tickets?host=10.0.0.1&port=22`, controller.token);
    await h.expectError({ status: 400 }, 'GET', `/devices/${device}/remote-url?host=example.com`, controller.token);
    await h.expectError({ status: 404 }, 'POST', `/devices/${foreignDevice}/remote-tickets`, controller.token);
  });

  it('relays a view-only session without input, once per ticket, and audits it', async () => {
    const ticket = await h.ok('POST', `/devices/${device}/remote-tickets`, viewer.token);
    expect(ticket.viewOnly).toBe(true);
    const url = `${t.baseUrl!.replace('http', 'ws')}/api/v1/remote/ws?ticket=${ticket.ticket}`;
    const session = await connectThroughProxy(url);
    if (!('socket' in session)) throw new Error(`refused ${session.refused}`);
    expect(session.name).toBe('fake');
    expect(await connectThroughProxy(url)).toEqual({ refused: 4401 });
    const before = vnc.received.length;
    session.socket.send(Buffer.concat([KEY, FBUR, POINTER]));
    session.socket.send(FBUR.subarray(0, 4));
    session.socket.send(Buffer.concat([FBUR.subarray(4), KEY]));
    const passed = await waitFor(
      async () => vnc.received.length - before >= 20 && vnc.received.slice(before),
      'the requests at the VNC server',
    );
    // The two update requests; no key or pointer. The ClientInit asked for a shared session.
    expect(passed).toEqual([...FBUR, ...FBUR]);
    expect(vnc.clientInits.at(-1)).toBe(1);
    session.socket.close();
    await session.closed;
    const sessions = await newestEnded(device, 'the session to end');
    expect(sessions[0]).toMatchObject({ id: ticket.sessionId, userName: 'vnc_viewer', viewOnly: true, endReason: 'client' });
    const audit = await h.ok('GET', '/audit/operations?pageSize=50', root);
    const actions = audit.items.filter((e: { objectId: string }) => e.objectId === String(device)).map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['remoteSession.start', 'remoteSession.end']));
  });

  it('passes a controller’s input, and an administrator ends the session', async () => {
    const ticket = await h.ok('POST', `/devices/${device}/remote-tickets`, controller.token);
    expect(ticket.viewOnly).toBe(false);
    const session = await connectThroughProxy(`${t.baseUrl!.replace('http', 'ws')}/api/v1/remote/ws?ticket=${ticket.ticket}`);
    if (!('socket' in session)) throw new Error(`refused ${session.refused}`);
    const before = vnc.received.length;
    session.socket.send(Buffer.concat([KEY, POINTER]));
    await waitFor(async () => vnc.received.length - before >= 14, 'the input at the VNC server');
    expect(vnc.received.slice(before)).toEqual([...KEY, ...POINTER]);
    await h.expectError({ status: 403 }, 'POST', '/remote-sessions/end', controller.token, { sessionId: ticket.sessionId });
    const ended = await h.ok('POST', '/remote-sessions/end', root, { sessionId: ticket.sessionId });
    expect(ended.endReason).toBe('admin');
    expect(await session.closed).not.toBe(1000);
    await h.expectError({ status: 404 }, 'POST', '/remote-sessions/end', root, { sessionId: ticket.sessionId });
  });

  it('ends a session without input after the idle timeout', async () => {
    const ticket = await h.ok('POST', `/devices/${device}/remote-tickets`, controller.token);
    const session = await connectThroughProxy(`${t.baseUrl!.replace('http', 'ws')}/api/v1/remote/ws?ticket=${ticket.ticket}`);
    if (!('socket' in session)) throw new Error(`refused ${session.refused}`);
    await session.closed;
    const sessions = await newestEnded(device, 'the idle session to end');
    expect(sessions[0]).toMatchObject({ id: ticket.sessionId, endReason: 'idle' });
  });
  it('ends a session whose target accepts and never speaks RFB (not a VNC server)', async () => {
    const sockets = new Set<net.Socket>();
    const mute = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve));
    const company = await h.company('VncMuteCo');
    const project = await h.project('VncMuteP', { companyId: company });
    const silentDevice = await h.device(project, 'HMImute', 'VNC300000001');
    await h.ok('PUT', `/devices/${silentDevice}/remote-target`, root, {
      host: '127.0.0.1',
      port: (mute.address() as net.AddressInfo).port,
    });
    const ticket = await h.ok('POST', `/devices/${silentDevice}/remote-tickets`, root);
    expect(await connectThroughProxy(`${t.baseUrl!.replace('http', 'ws')}/api/v1/remote/ws?ticket=${ticket.ticket}`)).toEqual({
      refused: 4000,
    });
    const sessions = await newestEnded(silentDevice, 'the silent session to end');
    expect(sessions[0]).toMatchObject({ id: ticket.sessionId, endReason: 'error' });
    // The proxy hung up on the target too.
    await waitFor(async () => [...sockets].every((socket) => socket.destroyed || socket.readableEnded), 'the target connection to close');
    sockets.forEach((socket) => socket.destroy());
    await new Promise<void>((resolve) => mute.close(() => resolve()));
  });

  describe('a VNC server that asks for its password (Xvnc, security type 2)', () => {
    let xvnc: ChildProcess | undefined;
    let dir = '';
    let good: number;
    let wrong: number;

    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldlink-vnc-'));
      const passwordFile = path.join(dir, 'passwd');
      // The file `vncpasswd -f` writes, made with our own DES.
      fs.writeFileSync(passwordFile, vncPasswordFile('hmi2secr'), { mode: 0o600 });
      const vncPort = await freePort();
      let display = 500 + Math.floor(Math.random() * 400);
      while (fs.existsSync(`/tmp/.X${display}-lock`)) display++;
      xvnc = spawn(
        'Xvnc',
        [
          `:${display}`,
          '-rfbport',
          String(vncPort),
          '-SecurityTypes',
          'VncAuth',
          '-PasswordFile',
          passwordFile,
          '-desktop',
          'fieldlink-vnc-auth',
          '-geometry',
          '64x48',
          '-localhost',
          '-nolisten',
          'tcp',
        ],
        { stdio: 'ignore' },
      );
      await waitFor(() => accepts(vncPort), 'Xvnc to listen', 15_000, 50);
      const company = await h.company('VncAuthCo');
      const project = await h.project('VncAuthP', { companyId: company });
      good = await h.device(project, 'HMIauth', 'VNC200000001');
      wrong = await h.device(project, 'HMIwrong', 'VNC200000002');
      await h.ok('PUT', `/devices/${good}/remote-target`, root, { host: '127.0.0.1', port: vncPort, password: 'hmi2secr' });
      await h.ok('PUT', `/devices/${wrong}/remote-target`, root, { host: '127.0.0.1', port: vncPort, password: 'nothis' });
    }, 60_000);
    afterAll(() => {
      xvnc?.kill('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('answers the challenge with the stored password; the browser sees no authentication', async () => {
      const ticket = await h.ok('POST', `/devices/${good}/remote-tickets`, root);
      const session = await connectThroughProxy(`${t.baseUrl!.replace('http', 'ws')}/api/v1/remote/ws?ticket=${ticket.ticket}`);
      if (!('socket' in session)) throw new Error(`refused ${session.refused}`);
      // The handshake offered the browser security None only (checked in `connect`) and reached Xvnc's ServerInit.
      expect(session.name).toBe('fieldlink-vnc-auth');
      session.socket.close();
      await session.closed;
    });

    it('ends the session as an error when the stored password is wrong', async () => {
      const ticket = await h.ok('POST', `/devices/${wrong}/remote-tickets`, root);
      expect(await connectThroughProxy(`${t.baseUrl!.replace('http', 'ws')}/api/v1/remote/ws?ticket=${ticket.ticket}`)).toEqual({
        refused: 4000,
      });
      const sessions = await newestEnded(wrong, 'the refused session to end');
      expect(sessions[0]).toMatchObject({ id: ticket.sessionId, endReason: 'error' });
    });
  });
});
