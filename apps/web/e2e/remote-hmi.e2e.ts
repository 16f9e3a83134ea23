import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openPage } from './browser';
import { DEMO_PROJECT, DESKTOP, MOBILE, apiToken, call, openSignedIn, useBrowser } from './helpers';

// Remote HMI through the server's proxy to a real VNC server (Debian's TigerVNC Xvnc, its root window
// painted red), and a device's GPS track played back on the map.
const browser = useBrowser();

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

describe('remote HMI and GPS track', () => {
  let xvnc: ChildProcess | undefined;
  let vncPort = 0;
  let display = 0;
  let deviceId = 0;
  let panelDevice = 0;

  beforeAll(async () => {
    vncPort = await freePort();
    display = 40 + Math.floor(Math.random() * 400);
    while (fs.existsSync(`/tmp/.X${display}-lock`)) display++;
    xvnc = spawn(
      'Xvnc',
      [`:${display}`, '-rfbport', String(vncPort), '-SecurityTypes', 'None', '-geometry', '800x600', '-localhost', '-nolisten', 'tcp'],
      {
        stdio: 'ignore',
      },
    );
    const until = Date.now() + 15_000;
    while (!(await accepts(vncPort))) {
      if (Date.now() > until) throw new Error('Xvnc did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    spawnSync('xsetroot', ['-display', `:${display}`, '-solid', 'red']);
    const admin = await apiToken('admin');
    const demo = await apiToken('demo');
    const projects = await call<{ items: { id: number; name: string }[] }>(demo, 'GET', 'projects?page=1&pageSize=50');
    const projectId = projects.items.find((p) => p.name === DEMO_PROJECT)!.id;
    const devices = await call<{ items: { id: number }[] }>(demo, 'GET', `devices?projectId=${projectId}&page=1&pageSize=50`);
    // The demo seed put each machine's operator panel behind its gateway; Xvnc stands in for one of them.
    for (const device of devices.items) {
      const target = await call<{ via: string; host: string | null }>(admin, 'GET', `devices/${device.id}/remote-target`);
      if (target.host && target.via === 'gateway') panelDevice = device.id;
    }
    deviceId = devices.items.find((d) => d.id !== panelDevice)!.id;
    await call(admin, 'PUT', `devices/${deviceId}/remote-target`, { host: '127.0.0.1', port: vncPort });
  }, 30_000);
  afterAll(() => {
    xvnc?.kill('SIGTERM');
  });

  it('desktop: the screen shows through the proxy, the session is audited, a ticket opens once, no client-named host', async () => {
    const token = await apiToken('demo');
    const { context, page } = await openPage(browser(), DESKTOP, 'en-US');
    await openSignedIn(page, 'demo', `/item/noVnc_device?deviceId=${deviceId}`, { language: 'en-US' });
    const status = page.getByTestId('vnc-status');
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 15_000 }).toBe('connected');
    const canvas = page.getByTestId('vnc-screen').locator('canvas');
    // The remote root window is red: the canvas holds the remote screen.
    await expect
      .poll(
        () =>
          canvas.evaluate((c: HTMLCanvasElement) => {
            const pixel = c.getContext('2d')!.getImageData(Math.floor(c.width / 2), Math.floor(c.height / 2), 1, 1).data;
            return c.width > 0 && c.height > 0 && pixel[0]! > 200 && pixel[1]! < 50 && pixel[2]! < 50;
          }),
        { timeout: 10_000 },
      )
      .toBe(true);

    const sessions = await call<{ items: { id: number; userName: string; startedAt: string | null; endedAt: string | null }[] }>(
      token,
      'GET',
      `remote-sessions?deviceId=${deviceId}&active=true`,
    );
    const live = sessions.items.find((s) => s.userName === 'demo' && s.startedAt && !s.endedAt);
    expect(live).toBeDefined();
    const audit = await call<{ items: { action: string; objectId: string }[] }>(token, 'GET', 'audit/operations?pageSize=50');
    expect(audit.items.some((e) => e.action === 'remoteSession.start' && e.objectId === String(deviceId))).toBe(true);

    // An administrator ends it: the page says so.
    await call(token, 'POST', 'remote-sessions/end', { sessionId: live!.id });
    await expect.poll(() => status.getAttribute('data-status')).toBe('disconnected');

    // A ticket opens one socket; the second use is refused (4401).
    const ticket = await call<{ url: string }>(token, 'POST', `devices/${deviceId}/remote-tickets`);
    const codes = await page.evaluate(async (url) => {
      const open = () =>
        new Promise<string>((resolve) => {
          const ws = new WebSocket(url);
          ws.binaryType = 'arraybuffer';
          ws.onmessage = () => {
            resolve('open');
            ws.close();
          };
          ws.onclose = (e) => resolve(`closed ${e.code}`);
        });
      const first = await open();
      const second = await open();
      return [first, second];
    }, ticket.url);
    expect(codes).toEqual(['open', 'closed 4401']);

    // The target is never the client's: a host or port in the request is refused.
    const named = await fetch(`${baseUrl()}/api/v1/devices/${deviceId}/remote-tickets?host=10.0.0.1&port=22`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(named.status).toBe(400);
    await context.close();
  }, 60_000);

  it('desktop: the demo machine’s panel shows through its gateway’s tunnel', async () => {
    expect(panelDevice).toBeGreaterThan(0);
    const token = await apiToken('demo');
    const { context, page } = await openPage(browser(), DESKTOP, 'zh-CN');
    await openSignedIn(page, 'demo', `/item/noVnc_device?deviceId=${panelDevice}`, { language: 'zh-CN' });
    await expect.poll(() => page.getByTestId('vnc-status').getAttribute('data-status'), { timeout: 20_000 }).toBe('connected');
    const canvas = page.getByTestId('vnc-screen').locator('canvas');
    // The simulated 4.3" panel (480×272), its title bar drawn (not the black of an empty canvas).
    await expect
      .poll(
        () =>
          canvas.evaluate((c: HTMLCanvasElement) => {
            if (c.width !== 480 || c.height !== 272) return false;
            const pixel = c.getContext('2d')!.getImageData(2, 2, 1, 1).data;
            return pixel[0]! + pixel[1]! + pixel[2]! > 60;
          }),
        { timeout: 10_000 },
      )
      .toBe(true);
    const commands = await call<{ type: string; status: string }[]>(token, 'GET', `devices/${panelDevice}/commands`);
    expect(commands[0]).toMatchObject({ type: 'tunnel', status: 'ok' });
    await context.close();
  }, 60_000);

  it('desktop: a device’s track plays back on the map', async () => {
    const token = await apiToken('demo');
    // The page shows today's track: three fixes between midnight and now (90 minutes back fell on yesterday
    // when the suite ran soon after midnight). The browser's time zone is the machine's, as is this process's.
    const now = Date.now();
    const midnight = new Date(now).setHours(0, 0, 0, 0);
    for (const [share, lat, lng] of [
      [0.25, 31.29, 120.59],
      [0.5, 31.31, 120.6],
      [0.75, 31.3, 120.62],
    ] as const)
      await call(token, 'POST', `devices/${deviceId}/positions`, {
        lat,
        lng,
        ts: new Date(midnight + (now - midnight) * share).toISOString(),
      });
    const { context, page } = await openPage(browser(), DESKTOP, 'zh-CN');
    await openSignedIn(page, 'demo', `/deviceMent/gpsTrack?deviceId=${deviceId}`, { language: 'zh-CN' });
    const line = page.getByTestId('track-line');
    await expect
      .poll(async () => ((await line.getAttribute('points')) ?? '').split(' ').length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(3);
    const marker = page.getByTestId('track-marker');
    const before = await marker.getAttribute('data-x');
    // Through the DOM event: the demo's welcome notice may lie over the page's lower left.
    await page.getByTestId('gps-play').dispatchEvent('click');
    await expect.poll(() => marker.getAttribute('data-x')).not.toBe(before);
    await context.close();
  }, 40_000);
  it('geofences: the demo van’s yard fence is listed; a polygon drawn on the desktop map is saved; the phone lists them read-only', async () => {
    const token = await apiToken('demo');
    // The demo van: the device the seed gave a track and its yard fence.
    const devices = await call<{ items: { id: number }[] }>(token, 'GET', 'devices?page=1&pageSize=50');
    let van = 0;
    for (const device of devices.items)
      if ((await call<unknown[]>(token, 'GET', `devices/${device.id}/geofences`)).length > 0) van = device.id;
    expect(van).toBeGreaterThan(0);
    const { context, page } = await openPage(browser(), DESKTOP, 'en-US');
    await openSignedIn(page, 'demo', `/deviceMent/gpsTrack?deviceId=${van}`, { language: 'en-US' });
    const items = page.getByTestId('fence-item');
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    await expect.poll(() => page.getByTestId('fence-shape').count()).toBeGreaterThanOrEqual(1);
    const before = await items.count();
    await page.getByTestId('fence-add').click();
    // The editor opens under the map and is brought into view (issue 37 item 10: it opened below the fold).
    await expect
      .poll(() =>
        page.getByTestId('fence-editor').evaluate((editor) => {
          const box = editor.getBoundingClientRect();
          return box.top >= 0 && box.top < window.innerHeight - 120;
        }),
      )
      .toBe(true);
    await page.getByTestId('fence-name').fill('Dock');
    await page.getByTestId('fence-editor').getByText('Polygon', { exact: true }).click();
    // Three clicks on the map: three corners, the draft drawn as they come.
    const map = page.getByTestId('track-map');
    const box = (await map.boundingBox())!;
    for (const [fx, fy] of [
      [0.45, 0.3],
      [0.65, 0.3],
      [0.55, 0.5],
    ] as const)
      await map.click({ position: { x: box.width * fx, y: box.height * fy } });
    await expect.poll(async () => (await page.getByTestId('fence-corners').inputValue()).split('\n').length).toBe(3);
    await expect.poll(() => page.getByTestId('fence-draft').count()).toBe(1);
    await page.getByTestId('fence-save').click();
    await expect.poll(() => items.count()).toBe(before + 1);
    const fences = await call<{ id: number; name: string; shape: string; polygon: unknown[] | null }[]>(
      token,
      'GET',
      `devices/${van}/geofences`,
    );
    const dock = fences.find((f) => f.name === 'Dock');
    expect(dock).toMatchObject({ shape: 'polygon' });
    expect(dock!.polygon).toHaveLength(3);
    await context.close();

    const phone = await openPage(browser(), MOBILE, 'zh-CN');
    await openSignedIn(phone.page, 'demo', `/gpsTrack?deviceId=${van}`, { language: 'zh-CN' });
    await expect.poll(() => phone.page.getByTestId('fence-item').count(), { timeout: 15_000 }).toBe(before + 1);
    expect(await phone.page.getByTestId('fence-add').count()).toBe(0);
    await phone.context.close();
    await call(token, 'DELETE', `geofences/${dock!.id}`);
  }, 60_000);
});
