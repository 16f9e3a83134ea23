import type { FastifyInstance } from 'fastify';
import type { MessageBus } from '../broker/message-bus.js';
import type { DatabaseHandle } from '../db/client.js';
import { accountRoutes, createAccountRepository, createAccountService } from '../features/account/index.js';
import { auditRoutes, type AuditService } from '../features/audit/index.js';
import { authRoutes, type AuthService, type LoginKeys } from '../features/auth/index.js';
import { companiesRoutes, createCompaniesRepository, createCompaniesService } from '../features/companies/index.js';
import type { Connectivity } from '../features/connectivity/index.js';
import type { DevicesRepository } from '../features/devices/index.js';
import { healthRoutes } from '../features/health/health.routes.js';
import type { Lifecycle } from '../features/health/lifecycle.js';
import { createNoticesRepository, createNoticesService, noticesRoutes } from '../features/notices/index.js';
import {
  createNotificationsService,
  notificationsRoutes,
  type NotificationsRepository,
  type NotificationsRuntime,
} from '../features/notifications/index.js';
import { createProjectGroupsRepository, createProjectGroupsService, projectGroupsRoutes } from '../features/project-groups/index.js';
import {
  createProjectTransferRepository,
  createProjectTransferService,
  projectTransferRoutes,
} from '../features/project-transfer/index.js';
import { createProjectsService, projectsRoutes, type ProjectsRepository } from '../features/projects/index.js';
import { createRegionsRepository, createRegionsService, regionsRoutes } from '../features/regions/index.js';
import { createRegistrationRepository, createRegistrationService, registrationRoutes } from '../features/registration/index.js';
import { createRolesRepository, createRolesService, rolesRoutes } from '../features/roles/index.js';
import { createUsersRepository, createUsersService, usersRoutes } from '../features/users/index.js';
import { createVerificationService, type VerificationRepository } from '../features/verification/index.js';
import { createWechatService, wechatRoutes } from '../features/wechat/index.js';
import { fileStore } from '../lib/files.js';
import type { MailProvider } from '../mail/index.js';
import type { SmsProvider } from '../sms/index.js';
import { wechatProvider, type WechatConfig } from '../wechat/oauth.js';
import type { FailureCounter, ThrottleWait } from '../lib/throttle.js';

export interface PlatformDeps {
  database: DatabaseHandle;
  bus: MessageBus;
  audit: AuditService;
  auth: AuthService;
  loginKeys: LoginKeys;
  sms: SmsProvider;
  mail: MailProvider;
  verification: VerificationRepository;
  notifications: { repo: NotificationsRepository; runtime: NotificationsRuntime };
  projects: ProjectsRepository;
  devices: DevicesRepository;
  connectivity: Connectivity;
  /** Where uploaded files live (DATA_DIR/files). */
  filesDir: string;
  passwordMinLength: number;
  wechat: WechatConfig | undefined;
  lifecycle: Lifecycle;
  /** The failure counters (rate_limits) the verification-code throttle keeps. */
  limits: FailureCounter;
  throttleWait?: ThrottleWait | undefined;
}

/**
 * The platform under /api/v1: health, sign-in, the account and its notification settings, notices, the
 * operation log, registration and WeChat binding, companies, regions, roles, users, projects, their groups
 * and transfer.
 */
export async function registerPlatform(api: FastifyInstance, deps: PlatformDeps) {
  const { database, audit, passwordMinLength, filesDir, wechat } = deps;
  const { db } = database;
  const codes = createVerificationService({
    repo: deps.verification,
    sms: deps.sms,
    mail: deps.mail,
    limits: deps.limits,
    ...(deps.throttleWait ? { wait: deps.throttleWait } : {}),
  });
  const registration = createRegistrationService({ repo: createRegistrationRepository(db), codes, audit, sms: deps.sms });
  const rolesRepository = createRolesRepository(db);
  const projectGroupsRepository = createProjectGroupsRepository(db);
  await api.register(healthRoutes, { database, bus: deps.bus, lifecycle: deps.lifecycle });
  await api.register(authRoutes, { auth: deps.auth, loginKeys: deps.loginKeys, passwordMinLength });
  await api.register(accountRoutes, {
    account: createAccountService({ repo: createAccountRepository(db), files: fileStore(filesDir), codes, audit }),
    files: fileStore(filesDir),
  });
  await api.register(notificationsRoutes, {
    notifications: createNotificationsService({ repo: deps.notifications.repo, runtime: deps.notifications.runtime, audit }),
  });
  await api.register(noticesRoutes, { notices: createNoticesService({ repo: createNoticesRepository(db), audit }) });
  await api.register(auditRoutes, { audit });
  await api.register(registrationRoutes, { registration, passwordMinLength });
  await api.register(wechatRoutes, {
    wechat: createWechatService({ provider: wechat ? wechatProvider(wechat) : undefined, repo: createAccountRepository(db), audit }),
  });
  await api.register(companiesRoutes, { companies: createCompaniesService({ repo: createCompaniesRepository(db), audit }) });
  await api.register(regionsRoutes, { regions: createRegionsService({ repo: createRegionsRepository(db), audit }) });
  await api.register(rolesRoutes, { roles: createRolesService({ repo: rolesRepository, audit }) });
  await api.register(usersRoutes, {
    users: createUsersService({ repo: createUsersRepository(db), roles: rolesRepository, projects: deps.projects, audit }),
    passwordMinLength,
  });
  await api.register(projectsRoutes, {
    projects: createProjectsService({ repo: deps.projects, groups: projectGroupsRepository, devices: deps.devices, audit }),
  });
  await api.register(projectGroupsRoutes, { groups: createProjectGroupsService({ repo: projectGroupsRepository, audit }) });
  await api.register(projectTransferRoutes, {
    transfer: createProjectTransferService({
      repo: createProjectTransferRepository(db),
      projects: deps.projects,
      groups: projectGroupsRepository,
      audit,
      configChanged: deps.connectivity.configChanged,
    }),
  });
}
