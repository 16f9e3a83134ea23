import { screenThumbnailSvg } from '@fieldlink/domain';
import { DEMO_BOXES } from './demo-plant.js';
import { demoScreenLayout } from './demo-screen.js';
import type { DemoViewsRepository } from './demo-views.repository.js';
import { plannedPlantViews, pressProjectViews, type DemoView } from './demo-views.js';

/**
 * The demo company's views: the plant with the three machines gets the press as its main PC and
 * phone views and a view each for the chiller and the packing line; a project without devices
 * gets a drawn overview as its main views. The plant also gets its wall screen with the press's main view on it.
 */
export async function seedDemoViews(repo: DemoViewsRepository, companyId: number, createdBy: number) {
  const insert = (projectId: number, view: DemoView) => repo.insertView({ companyId, projectId, ...view, createdBy, updatedBy: createdBy });
  for (const project of await repo.projectsOf(companyId)) {
    const devices = await repo.devicesOf(project.id);
    const [press, chiller, packing] = DEMO_BOXES.map((box) => devices.get(box));
    if (press && chiller && packing) {
      const drawn = pressProjectViews({ press, chiller, packing });
      const links = { chiller: await insert(project.id, drawn.chiller), packing: await insert(project.id, drawn.packing) };
      const main = await insert(project.id, drawn.main(links));
      await insert(project.id, drawn.mobile);
      const layout = demoScreenLayout(press, main);
      await repo.insertScreen({
        companyId,
        projectId: project.id,
        name: '车间大屏',
        layout,
        thumbnail: screenThumbnailSvg(layout),
        createdBy,
        updatedBy: createdBy,
      });
    } else {
      for (const view of plannedPlantViews()) await insert(project.id, view);
    }
  }
}
