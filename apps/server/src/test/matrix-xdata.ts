import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { xdataModels, xdataScreenGroups, xdataScreens, xdataSources } from '../db/schema/index.js';
import type { Objects } from './matrix-world.js';
import { MARK } from './matrix-world.js';

type XDataObjects = Pick<Objects, 'xdataSource' | 'xdataModel' | 'xdataScreen' | 'xdataGroup'>;

/** XDATA's rows of company A and B (company-bound: A's are A's for assigned users too), named with the markers. */
export async function xdataObjects(db: Database, world: { companyA: number; companyB: number }, n: number): Promise<XDataObjects> {
  const source = async (companyId: number, marker: string) => {
    const [row] = await db
      .insert(xdataSources)
      .values({
        companyId,
        name: `${marker}Src${n}`,
        tableName: `${marker}_t${n}`,
        updateMethod: 'replace',
        columns: [{ key: 'c1', name: `${marker}Col`, type: 'text' }],
        rowCount: 1,
      })
      .returning();
    await db.execute(sql.raw(`create table xdata.s_${row!.id} (c1 text)`));
    await db.execute(sql.raw(`insert into xdata.s_${row!.id} values ('${marker}Value')`));
    return row!.id;
  };
  const model = async (companyId: number, sourceId: number, marker: string) =>
    (
      await db
        .insert(xdataModels)
        .values({
          companyId,
          name: `${marker}Model${n}`,
          tables: [{ kind: 'source', sourceId }],
          joins: [],
          views: [],
          folders: { dimensions: [], metrics: [] },
        })
        .returning()
    )[0]!.id;
  const group = async (companyId: number, marker: string) =>
    (
      await db
        .insert(xdataScreenGroups)
        .values({ companyId, name: `${marker}Group${n}` })
        .returning()
    )[0]!.id;
  const screen = async (companyId: number, modelId: number, groupId: number, marker: string) =>
    (
      await db
        .insert(xdataScreens)
        .values({ companyId, groupId, name: `${marker}XScreen${n}`, widgets: [{ kind: 'table', title: marker, modelId }] })
        .returning()
    )[0]!.id;
  const sourceA = await source(world.companyA, MARK.a);
  const sourceB = await source(world.companyB, MARK.b);
  const modelA = await model(world.companyA, sourceA, MARK.a);
  const modelB = await model(world.companyB, sourceB, MARK.b);
  const groupA = await group(world.companyA, MARK.a);
  const groupB = await group(world.companyB, MARK.b);
  const screenA = await screen(world.companyA, modelA, groupA, MARK.a);
  const screenB = await screen(world.companyB, modelB, groupB, MARK.b);
  return {
    xdataSource: { A: sourceA, 'A-unassigned': sourceA, B: sourceB },
    xdataModel: { A: modelA, 'A-unassigned': modelA, B: modelB },
    xdataScreen: { A: screenA, 'A-unassigned': screenA, B: screenB },
    xdataGroup: { A: groupA, 'A-unassigned': groupA, B: groupB },
  };
}

/** Sample bodies of XDATA's routes (the uploads are multipart only). */
export function xdataBodies(n: number): Record<string, unknown> {
  const model = { name: `M${n}`, tables: [{ kind: 'builtin', builtin: 'device_history' }] };
  return {
    'POST /api/v1/xdata/sources': undefined,
    'POST /api/v1/xdata/sources/:id/data': undefined,
    'PUT /api/v1/xdata/sources/:id': { name: `Src${n}`, tableName: `t${n}`, columns: [] },
    'DELETE /api/v1/xdata/sources/:id': undefined,
    'POST /api/v1/xdata/models/check-sql': {
      sql: 'select * from device_history',
      tables: [{ kind: 'builtin', builtin: 'device_history' }],
    },
    'POST /api/v1/xdata/models': model,
    'PUT /api/v1/xdata/models/:id': model,
    'DELETE /api/v1/xdata/models/:id': undefined,
    'POST /api/v1/xdata/screens': { name: `XS${n}` },
    'PUT /api/v1/xdata/screens/:id': { name: `XR${n}` },
    'DELETE /api/v1/xdata/screens/:id': undefined,
    'POST /api/v1/xdata/screen-groups': { name: `XG${n}` },
    'PUT /api/v1/xdata/screen-groups/:id': { name: `XH${n}`, isPublic: false },
    'DELETE /api/v1/xdata/screen-groups/:id': undefined,
  };
}

/** Path prefixes of XDATA's routes and the resource their `:id` names. */
export const XDATA_RESOURCES: [string, keyof XDataObjects][] = [
  ['/api/v1/xdata/sources/', 'xdataSource'],
  ['/api/v1/xdata/models/', 'xdataModel'],
  ['/api/v1/xdata/screens/', 'xdataScreen'],
  ['/api/v1/xdata/screen-groups/', 'xdataGroup'],
  ['/api/v1/xdata/public/screens/', 'xdataScreen'],
  ['/api/v1/xdata/public/groups/', 'xdataGroup'],
];
