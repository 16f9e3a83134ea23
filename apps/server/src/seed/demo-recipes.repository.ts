import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { devices, points, recipeDownloads, recipes, recipeVersions } from '../db/schema/index.js';

/** The demo seed's writes for recipes and the recipe log. */
export function createDemoRecipesRepository(db: Database) {
  return {
    /** Points of the demo boxes by `boxId/name`, with their device. */
    async pointsOf(boxIds: readonly string[]) {
      const rows = await db
        .select({ id: points.id, name: points.name, deviceId: devices.id, boxId: devices.boxId })
        .from(points)
        .innerJoin(devices, eq(devices.id, points.deviceId))
        .where(inArray(devices.boxId, [...boxIds]));
      return new Map(rows.map((r) => [`${r.boxId}/${r.name}`, r]));
    },
    /** A recipe with its first version. */
    async insertRecipe(input: typeof recipes.$inferInsert): Promise<number> {
      const [row] = await db.insert(recipes).values(input).returning({ id: recipes.id });
      const { items, rules, completion, conditions, timeoutMs, name, description, deviceId } = input;
      await db.insert(recipeVersions).values({
        recipeId: row!.id,
        version: 1,
        content: { name, deviceId, description, items, rules, completion, conditions, timeoutMs },
        createdBy: input.createdBy,
      });
      return row!.id;
    },
    async insertDownloads(rows: (typeof recipeDownloads.$inferInsert)[]) {
      await db.insert(recipeDownloads).values(rows);
    },
  };
}

export type DemoRecipesRepository = ReturnType<typeof createDemoRecipesRepository>;
