import type { Database } from '../db/client.js';
import { productionMaterials, productionTasks, productionTemplates } from '../db/schema/index.js';

type Owned = { A: number; 'A-unassigned': number; B: number };

/**
 * Production management's objects: a material and a template per company (company-bound: the
 * hidden project's owner reuses A's), a planned task on each device (project-bound, named by its marker).
 */
export async function matrixProduction(
  db: Database,
  at: { companyA: number; companyB: number; devices: Owned; markers: { a: string; aHidden: string; b: string } },
  n: number,
): Promise<{ productionMaterial: Owned; productionTemplate: Owned; productionTask: Owned }> {
  const material = async (companyId: number, marker: string) =>
    (
      await db
        .insert(productionMaterials)
        .values({ companyId, name: `${marker}Material${n}`, stock: 10 })
        .returning()
    )[0]!.id;
  const template = async (companyId: number, marker: string, materialId: number) =>
    (
      await db
        .insert(productionTemplates)
        .values({
          companyId,
          name: `${marker}Tpl${n}`,
          product: `${marker}Product${n}`,
          targetQuantity: 10,
          cycleSeconds: 2,
          materials: [{ materialId, perUnit: 1 }],
        })
        .returning()
    )[0]!.id;
  const task = async (companyId: number, deviceId: number, marker: string, templateId: number) =>
    (
      await db
        .insert(productionTasks)
        .values({
          companyId,
          templateId,
          templateName: `${marker}Tpl${n}`,
          product: `${marker}Product${n}`,
          deviceId,
          shift: 'day',
          day: '2026-01-01',
          targetQuantity: 10,
          cycleSeconds: 2,
          materials: [],
        })
        .returning()
    )[0]!.id;
  const materialA = await material(at.companyA, at.markers.a);
  const materialB = await material(at.companyB, at.markers.b);
  const templateA = await template(at.companyA, at.markers.a, materialA);
  const templateB = await template(at.companyB, at.markers.b, materialB);
  return {
    productionMaterial: { A: materialA, 'A-unassigned': materialA, B: materialB },
    productionTemplate: { A: templateA, 'A-unassigned': templateA, B: templateB },
    productionTask: {
      A: await task(at.companyA, at.devices.A, at.markers.a, templateA),
      'A-unassigned': await task(at.companyA, at.devices['A-unassigned'], at.markers.aHidden, templateA),
      B: await task(at.companyB, at.devices.B, at.markers.b, templateB),
    },
  };
}
