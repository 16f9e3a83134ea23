import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, galleryImages, shares } from '../../db/schema/index.js';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

const scene = (deviceId: number, pointId: number, galleryId?: number) => ({
  version: 2,
  width: 1280,
  height: 720,
  layers: [{ id: 'base', name: '' }],
  elements: [
    { id: 'v', kind: 'value', x: 10, y: 10, w: 100, h: 30, binding: { deviceId, pointId } },
    ...(galleryId ? [{ id: 'i', kind: 'image', x: 200, y: 10, w: 40, h: 40, galleryId }] : []),
  ],
});
/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe.each(databaseKinds())('share links on %s', (kind) => {
  let t: TestApp;
  let root: string;
  const h = apiHelpers(
    () => t,
    () => root,
  );
  let companyA: number;
  let projectA: number;
  let projectA2: number;
  let projectB: number;
  let deviceA: number;
  let deviceA2: number;
  let deviceAOther: number;
  let pointA: number;
  let viewA: number;
  let imageShown: number;
  let imageOther: number;
  let viewA2: number;
  let deviceB: number;
  let owner: { id: number; token: string };
  let reader: { id: number; token: string };

  const share = (body: object, token = owner.token) =>
    h.ok('POST', '/share-links', token, { objectType: 'project', objectId: projectA, authority: 'open', expiresInDays: 7, ...body });
  const open = async (link: string, code?: string) =>
    (await h.ok('POST', '/share-links/open', '', { link, ...(code ? { code } : {}) })).token as string;
  const audits = async (id: number) =>
    (
      await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.objectId, String(id)))
    ).filter((row) => row.objectType === 'share');

  beforeAll(async () => {
    t = await buildTestApp(kind);
    root = await t.login();
    companyA = await h.company('ShareCoA');
    const companyB = await h.company('ShareCoB');
    projectA = await h.project('SharePA', { companyId: companyA });
    projectA2 = await h.project('SharePA2', { companyId: companyA });
    projectB = await h.project('SharePB', { companyId: companyB });
    deviceA = await h.device(projectA, 'Press', 'SHA100000001');
    deviceAOther = await h.device(projectA, 'Oven', 'SHA100000002');
    deviceA2 = await h.device(projectA2, 'Chiller', 'SHA200000001');
    deviceB = await h.device(projectB, 'Press', 'SHB100000001');
    pointA = (await h.ok('POST', `/devices/${deviceA}/points`, root, { name: 'temp', area: '4x', address: 0, dataType: 2 })).id;
    const image = async (name: string) =>
      (
        await t.database.db
          .insert(galleryImages)
          .values({ companyId: companyA, name, type: 'png', size: PNG.length, content: PNG })
          .returning()
      )[0]!.id;
    imageShown = await image('Shown');
    imageOther = await image('Other');
    viewA = (
      await h.ok('POST', '/views', root, { projectId: projectA, name: 'Main', platform: 'pc', scene: scene(deviceA, pointA, imageShown) })
    ).id;
    viewA2 = (await h.ok('POST', '/views', root, { projectId: projectA2, name: 'Other', platform: 'pc' })).id;
    owner = await h.user(companyA, 'share_owner', 2, { item_page: ['view', 'edit'], item_query: ['view'] }, [projectA, projectA2]);
    reader = await h.user(companyA, 'share_reader', 2, { item_query: ['view'] }, [projectA]);
  }, 120_000);
  afterAll(() => t?.close());

  it('shares only with item_page edit, only what the caller sees, and checks the body on the server', async () => {
    await h.expectError({ status: 401 }, 'POST', '/share-links', undefined, {
      objectType: 'project',
      objectId: projectA,
      authority: 'open',
      expiresInDays: 7,
    });
    await h.expectError({ status: 403, error: 'FORBIDDEN' }, 'POST', '/share-links', reader.token, {
      objectType: 'project',
      objectId: projectA,
      authority: 'open',
      expiresInDays: 7,
    });
    await h.expectError({ status: 404 }, 'POST', '/share-links', owner.token, {
      objectType: 'project',
      objectId: projectB,
      authority: 'open',
      expiresInDays: 7,
    });
    const secretWithout = await h.expectError({ status: 400, error: 'VALIDATION_FAILED' }, 'POST', '/share-links', owner.token, {
      objectType: 'project',
      objectId: projectA,
      authority: 'secret',
      expiresInDays: 7,
    });
    expect(secretWithout.message).toContain('4 to 8 letters or digits');
    // A screen the caller does not see (none has this id).
    await h.expectError({ status: 404 }, 'POST', '/share-links', owner.token, {
      objectType: 'screen',
      objectId: 2_147_483_647,
      authority: 'open',
      expiresInDays: 7,
    });
    // A group spans projects an ordinary user may not be assigned: company-wide callers only.
    const group = (await h.ok('POST', '/project-groups', root, { companyId: companyA, name: 'ShareGroup' })).id;
    await h.expectError({ status: 403 }, 'POST', '/share-links', owner.token, {
      objectType: 'group',
      objectId: group,
      authority: 'open',
      expiresInDays: 7,
    });
    expect(await t.database.db.select().from(shares).where(eq(shares.companyId, companyA))).toHaveLength(0);
  });

  it('opens an open link into a share token that reads its project and nothing else, and writes nothing', async () => {
    const link = await share({});
    expect(link).toMatchObject({ objectType: 'project', objectId: projectA, authority: 'open', state: 'active', createdBy: 'share_owner' });
    expect((await h.ok('POST', '/share-links/probe', '', { link: link.link })).authority).toBe('open');
    const token = await open(link.link);

    const content = await h.ok('GET', '/share-links/current', token);
    expect(content.name).toBe('SharePA');
    expect(content.devices.map((d: { id: number }) => d.id).sort()).toEqual([deviceA, deviceAOther].sort());
    expect(content.views.map((v: { id: number }) => v.id)).toEqual([viewA]);
    expect((await h.ok('GET', `/devices/${deviceA}`, token)).name).toBe('Press');
    expect((await h.ok('GET', `/devices/${deviceAOther}/live`, token)).length).toBe(0);
    expect((await h.ok('GET', `/views/${viewA}`, token)).scene.elements).toHaveLength(2);

    // Outside the project: another project of the same company, another company.
    for (const url of [`/devices/${deviceA2}`, `/devices/${deviceB}/live`, `/views/${viewA2}`])
      await h.expectError({ status: 404 }, 'GET', url, token);
    // Routes without a share target refuse it, reads and writes alike.
    await h.expectError({ status: 403 }, 'GET', `/devices/${deviceA}/commands`, token);
    await h.expectError({ status: 403 }, 'GET', '/projects', token);
    await h.expectError({ status: 403 }, 'PUT', `/points/${pointA}/value`, token, { value: 1 });
    await h.expectError({ status: 403 }, 'POST', '/share-links', token, {
      objectType: 'project',
      objectId: projectA,
      authority: 'open',
      expiresInDays: 7,
    });
    // A signed-in user's token is no share token.
    await h.expectError({ status: 404 }, 'GET', '/share-links/current', owner.token);
  });

  it('confines a view link to the view and the devices it draws, a device link to the device', async () => {
    const viewToken = await open((await share({ objectType: 'view', objectId: viewA })).link);
    expect((await h.ok('GET', `/views/${viewA}`, viewToken)).id).toBe(viewA);
    expect((await h.ok('GET', `/devices/${deviceA}/live`, viewToken)).length).toBe(1);
    await h.expectError({ status: 404 }, 'GET', `/devices/${deviceAOther}`, viewToken);
    // The images the view draws, and no other image of the company.
    expect((await t.request({ method: 'GET', url: `/api/v1/gallery/${imageShown}/content`, token: viewToken })).status).toBe(200);
    await h.expectError({ status: 404 }, 'GET', `/gallery/${imageOther}/content`, viewToken);
    const content = await h.ok('GET', '/share-links/current', viewToken);
    expect(content).toMatchObject({ objectType: 'view', name: 'Main', projects: [] });
    expect(content.devices.map((d: { id: number }) => d.id)).toEqual([deviceA]);

    const deviceToken = await open((await share({ objectType: 'device', objectId: deviceAOther })).link);
    expect((await h.ok('GET', `/devices/${deviceAOther}`, deviceToken)).name).toBe('Oven');
    await h.expectError({ status: 404 }, 'GET', `/devices/${deviceA}`, deviceToken);
    await h.expectError({ status: 404 }, 'GET', `/views/${viewA}`, deviceToken);
    await h.expectError({ status: 404 }, 'GET', `/gallery/${imageShown}/content`, deviceToken);
  });

  it("reads what a shared page draws signed in: points, the project's active alarms, trends, and only inside the link", async () => {
    const pointA2 = (await h.ok('POST', `/devices/${deviceA2}/points`, root, { name: 'flow', area: '4x', address: 0, dataType: 2 })).id;
    const to = new Date();
    const range = `from=${new Date(to.getTime() - 3_600_000).toISOString()}&to=${to.toISOString()}`;
    const projectToken = await open((await share({})).link);
    expect((await h.ok('GET', `/devices/${deviceA}/points`, projectToken)).items.map((p: { id: number }) => p.id)).toEqual([pointA]);
    expect((await h.ok('GET', `/alarms?projectId=${projectA}&page=1&pageSize=10&state=active`, projectToken)).total).toBe(0);
    expect((await h.ok('GET', `/history?pointIds=${pointA}&${range}`, projectToken)).series).toHaveLength(1);
    // Outside the link, or naming nothing: it does not exist for the token.
    await h.expectError({ status: 404 }, 'GET', `/devices/${deviceA2}/points`, projectToken);
    await h.expectError({ status: 404 }, 'GET', `/alarms?projectId=${projectA2}`, projectToken);
    await h.expectError({ status: 404 }, 'GET', '/alarms?page=1&pageSize=10', projectToken);
    await h.expectError({ status: 404 }, 'GET', `/history?pointIds=${pointA},${pointA2}&${range}`, projectToken);
    await h.expectError({ status: 404 }, 'GET', `/history?pointIds=${pointA},x&${range}`, projectToken);

    // A view: its project's alarm banner, the trends of the devices it draws.
    const viewToken = await open((await share({ objectType: 'view', objectId: viewA })).link);
    expect((await h.ok('GET', `/alarms?projectId=${projectA}`, viewToken)).items).toEqual([]);
    expect((await h.ok('GET', `/history?pointIds=${pointA}&${range}`, viewToken)).series).toHaveLength(1);
    await h.expectError({ status: 404 }, 'GET', `/devices/${deviceAOther}/points`, viewToken);
    // A device: its points, no alarm list (its page draws none).
    const deviceToken = await open((await share({ objectType: 'device', objectId: deviceA })).link);
    expect((await h.ok('GET', `/devices/${deviceA}/points`, deviceToken)).items).toHaveLength(1);
    await h.expectError({ status: 404 }, 'GET', `/alarms?projectId=${projectA}`, deviceToken);
  });

  it('asks a secret link for its code, refuses a wrong one and throttles guessing per viewer like sign-in', async () => {
    const link = await share({ authority: 'secret', code: 'Ab12' });
    expect((await h.ok('POST', '/share-links/probe', '', { link: link.link })).authority).toBe('secret');
    await h.expectError({ status: 400 }, 'POST', '/share-links/open', '', { link: link.link });
    const wrong = await h.expectError({ status: 403 }, 'POST', '/share-links/open', '', { link: link.link, code: 'Zz99' });
    expect(wrong.message).toBe('Wrong access code');
    const token = await open(link.link, 'Ab12');
    expect((await h.ok('GET', '/share-links/current', token)).objectId).toBe(projectA);
    // The right code started this viewer afresh; five wrong ones since: even the right one is refused here.
    for (let i = 0; i < 5; i++) await h.expectError({ status: 403 }, 'POST', '/share-links/open', '', { link: link.link, code: 'Zz99' });
    await h.expectError({ status: 429, error: 'RATE_LIMITED' }, 'POST', '/share-links/open', '', { link: link.link, code: 'Ab12' });
    const entries = await audits(link.id);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'open', ...Array(6).fill('open_refused')].sort());
  });

  it('stops a link at its expiry and at once when revoked, with the pages opened from it', async () => {
    const expired = await share({});
    await t.database.db
      .update(shares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shares.id, expired.id));
    const gone = await h.expectError({ status: 404 }, 'POST', '/share-links/open', '', { link: expired.link });
    expect(gone.message).toBe('This link is no longer valid');

    const link = await share({});
    const token = await open(link.link);
    expect((await h.ok('GET', '/share-links/current', token)).objectId).toBe(projectA);
    await h.expectError({ status: 403 }, 'POST', `/share-links/${link.id}/revoke`, reader.token);
    const revoked = await h.ok('POST', `/share-links/${link.id}/revoke`, owner.token);
    expect(revoked.state).toBe('revoked');
    await h.expectError({ status: 401 }, 'GET', '/share-links/current', token);
    await h.expectError({ status: 401 }, 'GET', `/devices/${deviceA}`, token);
    await h.expectError({ status: 404 }, 'POST', '/share-links/probe', '', { link: link.link });
    await h.expectError({ status: 404 }, 'POST', '/share-links/open', '', { link: link.link });
    await h.expectError({ status: 404 }, 'POST', '/share-links/open', '', { link: 'x'.repeat(43) });

    const listed = await h.ok('GET', `/share-links?objectType=project&objectId=${projectA}`, reader.token);
    expect(listed.find((row: { id: number }) => row.id === link.id).state).toBe('revoked');
    expect(listed.find((row: { id: number }) => row.id === expired.id).state).toBe('expired');
    expect(JSON.stringify(listed)).not.toContain('codeHash');
    await h.expectError({ status: 404 }, 'GET', `/share-links?objectType=project&objectId=${projectB}`, reader.token);
    const entries = await audits(link.id);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'open', 'revoke']);
    expect(entries.find((entry) => entry.action === 'open')).toMatchObject({ userId: null, companyId: companyA });
  });
});
