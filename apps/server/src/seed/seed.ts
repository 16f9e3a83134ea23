import { PAGES } from '@fieldlink/domain';
import { generatePassword, hashPassword } from '../lib/password.js';
import { seedDemoPlant } from './demo-plant.js';
import { seedDemoWorkOrders } from './demo-work-orders.js';
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
 * First start on an empty database (CONTRACT.md "Set-up"): the super user `admin`, and unless
 * disabled the demo company with its `demo` account. Later starts change nothing.
 */
export async function seedEmptyDatabase(
  repo: SeedRepository,
  options: { adminPassword: string | undefined; seedDemo: boolean },
): Promise<SeedResult> {
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
    await seedDemoCompany(repo);
    result.createdDemo = true;
  }
  return result;
}

/** The demo company: a company administrator role over every page, and the demo account. */
async function seedDemoCompany(repo: SeedRepository) {
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
  await seedDemoWorkOrders(repo, companyId, projectId, demoId);
  await repo.insertNotice({
    companyId,
    type: 'update',
    title: '欢迎使用 Fieldlink / Welcome to Fieldlink',
    body: '这是演示公司。设备监控、告警与售后工单将随版本陆续开放。 / This is the demo company.',
  });
}
