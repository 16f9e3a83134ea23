import type { Database } from '../db/client.js';
import { chargingRooms, recipeDownloads, recipes, screens, views } from '../db/schema/index.js';

/** A main PC view of a project whose drawing shows `text` (the scene is in every detail answer). */
export async function matrixView(db: Database, companyId: number, projectId: number, text: string): Promise<number> {
  const [row] = await db
    .insert(views)
    .values({
      companyId,
      projectId,
      name: 'Main',
      platform: 'pc',
      isMain: true,
      scene: {
        version: 2,
        width: 1280,
        height: 720,
        background: '#ffffff',
        grid: 10,
        layers: [{ id: 'base', name: '', visible: true, locked: false }],
        elements: [{ id: 't', kind: 'text', x: 0, y: 0, w: 200, h: 30, rotation: 0, style: {}, text }],
      },
    })
    .returning();
  return row!.id;
}

/** A large screen of a project whose title is `title` (the layout is in every detail answer). */
export async function matrixScreen(db: Database, companyId: number, projectId: number, title: string): Promise<number> {
  const [row] = await db
    .insert(screens)
    .values({
      companyId,
      projectId,
      name: 'Wall',
      layout: {
        title,
        width: 1920,
        height: 1080,
        fit: 'letterbox',
        theme: 'dark',
        rows: 4,
        columns: 4,
        widgets: [{ id: 'c', kind: 'clock', x: 0, y: 0, w: 1, h: 1 }],
      },
      thumbnail: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    })
    .returning();
  return row!.id;
}

/** A recipe of a device named `name` (cut to 20 characters), with one failed download in the recipe log. */
export async function matrixRecipe(db: Database, companyId: number, deviceId: number, name: string): Promise<number> {
  const recipeName = name.slice(0, 20);
  const [row] = await db
    .insert(recipes)
    .values({
      companyId,
      deviceId,
      name: recipeName,
      items: [{ name: 'v', value: 1 }],
      rules: [{ name: 'r', sourceStart: 0, length: 1, area: '4x', targetStart: 100 }],
      completion: null,
      conditions: [],
      timeoutMs: 1000,
    })
    .returning();
  await db
    .insert(recipeDownloads)
    .values({ companyId, deviceId, recipeId: row!.id, recipeName, recipeVersion: 1, status: 'failed', error: 'timeout' });
  return row!.id;
}

/** A charging room of a project named `name` (the name is in every answer), open all day at a flat price. */
export async function matrixChargingRoom(db: Database, companyId: number, projectId: number, name: string): Promise<number> {
  const [row] = await db
    .insert(chargingRooms)
    .values({
      companyId,
      projectId,
      name,
      capacity: 10,
      openingHours: { allDay: true, open: '00:00', close: '00:00' },
      tariff: matrixTariff,
    })
    .returning();
  return row!.id;
}

export const matrixTariff = {
  currency: 'CNY' as const,
  billing: 'energy' as const,
  energyPrice: 0.8,
  timePrice: 0,
  timeOfUse: false,
  periods: [],
  idleFeePerHour: 0,
  idleGraceMinutes: 0,
};
