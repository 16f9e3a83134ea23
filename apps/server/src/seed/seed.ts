import { PAGES } from '@fieldlink/domain';
import { checkGalleryUpload, SYSTEM_IMAGES } from '../features/gallery/index.js';
import type { FileStore } from '../lib/files.js';
import { generatePassword, hashPassword } from '../lib/password.js';
import { seedDemoAlarms } from './demo-alarms.js';
import { seedDemoPlant } from './demo-plant.js';
import { seedDemoReliability } from './demo-reliability.js';
import { seedDemoWorkOrders } from './demo-work-orders.js';
import { seedDemoNotifications } from './demo-notifications.js';
import { seedDemoSpareParts } from './demo-spare-parts.js';
import { seedDemoMaintenance } from './demo-maintenance.js';
import { seedDemoReports } from './demo-reports.js';
import { seedDemoViews } from './demo-views-seed.js';
import { seedDemoRecipes } from './demo-recipes.js';
import { seedDemoAutomation } from './demo-automation.js';
import { seedDemoShares } from './demo-shares.js';
import { seedDemoClientErrors } from './demo-client-errors.js';
import { seedDemoCharging } from './demo-charging.js';
import { seedDemoSimCards } from './demo-sim-cards.js';
import { seedDemoProduction } from './demo-production.js';
import { seedDemoInstallments } from './demo-installments.js';
import { seedDemoGps } from './demo-gps.js';
import { seedDemoRemote } from './demo-remote.js';
import { seedDemoXData } from './demo-xdata.js';
import type { SeedRepository } from './seed.repository.js';

export const DEMO_USER_NAME = 'demo';
export const DEMO_PASSWORD = 'demo1234';

export interface SeedResult {
  createdAdmin: boolean;
  /** Set only when the admin password was generated: printed once, stored nowhere. */
  generatedAdminPassword?: string;
  createdDemo: boolean;
}

/**
 * First start on an empty database (docs/API.md "Set-up"): the super user `admin`, and unless
 * disabled the demo company with its `demo` account. Later starts change nothing.
 */
export async function seedEmptyDatabase(
  repo: SeedRepository,
  options: { adminPassword: string | undefined; seedDemo: boolean; files?: FileStore },
): Promise<SeedResult> {
  // Also on a database seeded before the gallery existed.
  await seedSystemGallery(repo);
  if ((await repo.userCount()) > 0) return { createdAdmin: false, createdDemo: false };
  const password = options.adminPassword ?? generatePassword();
  // The platform operator's own company: what the super user creates without naming a company lands here.
  const platformId = await repo.insertCompany({ name: 'Fieldlink 平台运营', logoText: 'Fieldlink' });
  await repo.insertUser({
    userName: 'admin',
    passwordHash: await hashPassword(password),
    grade: 0,
    companyId: platformId,
    remarks: 'Platform super user',
  });
  const result: SeedResult = { createdAdmin: true, createdDemo: false };
  if (!options.adminPassword) result.generatedAdminPassword = password;
  if (options.seedDemo) {
    await seedDemoCompany(repo, options.files);
    result.createdDemo = true;
  }
  return result;
}

/** The system gallery's drawings, checked and sanitised as any upload is. */
async function seedSystemGallery(repo: SeedRepository) {
  if (await repo.gallery.hasSystemImages()) return;
  for (const image of SYSTEM_IMAGES) {
    const { type, content } = checkGalleryUpload(Buffer.from(image.svg, 'utf8'));
    await repo.gallery.insert({ companyId: null, name: image.name, type, content, createdBy: null });
  }
}

/** The demo company: a company administrator role over every page, and the demo account. */
async function seedDemoCompany(repo: SeedRepository, files?: FileStore) {
  const companyId = await repo.insertCompany({ name: '华东精密机械有限公司', logoText: '华东精机' });
  const everything = Object.fromEntries(PAGES.map((page) => [page.name, [...page.keys]]));
  const roleId = await repo.insertRole({ companyId, name: '公司管理员', remarks: 'Company administrator', permissions: everything });
  const demoId = await repo.insertUser({
    userName: DEMO_USER_NAME,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    grade: 1,
    companyId,
    isDemo: true,
    phone: '13800000000',
    email: 'demo@fieldlink.example',
    remarks: 'Demo account',
  });
  await repo.assignRole(demoId, roleId);
  const projectId = await seedDemoPlant(repo, companyId, demoId);
  const sources = await seedDemoAlarms(repo, companyId, projectId, new Date());
  await seedDemoWorkOrders(repo, companyId, projectId, demoId, new Date(), {
    deviceId: await repo.firstDeviceOf(projectId),
    ...(files ? { files } : {}),
  });
  // Repairs judged by the data, one that held and two that did not (issue 39).
  await seedDemoReliability(repo, sources, companyId, projectId, demoId, new Date());
  await seedDemoSpareParts(repo.demoSpareParts, companyId, demoId);
  await seedDemoMaintenance(repo.demoMaintenance, companyId, projectId, demoId, new Date());
  await seedDemoReports(repo.demoReports, companyId, projectId, demoId);
  await seedDemoNotifications(repo.demoNotifications, companyId, demoId);
  await seedDemoViews(repo.demoViews, companyId, demoId);
  await seedDemoRecipes(repo.demoRecipes, companyId, demoId);
  await seedDemoAutomation(repo.demoAutomation, companyId);
  await seedDemoShares(repo.demoShares, companyId, projectId, demoId, new Date());
  await seedDemoClientErrors(repo.demoClientErrors, companyId, { id: demoId, userName: DEMO_USER_NAME }, new Date());
  await seedDemoCharging(repo.demoCharging, companyId, projectId, demoId);
  await seedDemoSimCards(repo.demoSimCards, companyId, projectId, demoId, new Date());
  await seedDemoProduction(repo.demoProduction, companyId, demoId);
  const soldDevice = await repo.firstDeviceOf(projectId);
  if (soldDevice !== null) await seedDemoInstallments(repo.demoInstallments, companyId, soldDevice, demoId, new Date());
  await seedDemoGps(repo.demoGps, (await repo.firstDeviceOf(projectId)) ?? undefined, new Date());
  await seedDemoRemote(repo.demoRemote, projectId);
  await seedDemoXData(repo.demoXData, companyId, demoId, new Date());
  await repo.insertNotice({
    companyId,
    type: 'update',
    title: '欢迎使用 Fieldlink / Welcome to Fieldlink',
    body: '这是演示公司:三台机器在线运行,告警、工单、维保计划和报表都有示例数据。 / This is the demo company: three machines run live, with sample alarms, work orders, maintenance plans and reports.',
  });
}
