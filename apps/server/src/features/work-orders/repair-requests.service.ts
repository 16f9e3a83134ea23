import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  REPAIR_LINK_PATH,
  REPAIR_LINK_TTL_DAYS,
  formatRepairLinkPayload,
  parseRepairLinkToken,
  repairLinkLimits,
  scopeOf,
  type LinkedRepairRequest,
  type RepairRequest,
  type WorkOrderReport,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { FileStore } from '../../lib/files.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { DevicesRepository } from '../devices/index.js';
import { removeImages, storeImages, type CheckedImage } from './attachments.js';
import type { RepairRequestsRepository } from './repair-requests.repository.js';
import type { WorkOrderNotifications } from './work-order-notifications.js';
import type { WorkOrdersRepository } from './work-orders.repository.js';
import type { WorkOrdersService } from './work-orders.service.js';

const LINK_SECRET = 'repair-link';
const DAY_S = 86_400;

/**
 * Repair requests (spec §2 `/application_for_repair`): from a signed-in user on a device they can
 * see, or from anyone holding a device's signed QR link (HMAC over device and expiry with a
 * server secret; the link carries no secret and opens a request for that device only). Also the
 * workbench's completion report, which carries photos and the drawn signature.
 */
export function createRepairRequestsService({
  repo,
  orders,
  workOrders,
  devices,
  files,
  audit,
  notifications,
  now = () => new Date(),
}: {
  repo: RepairRequestsRepository;
  orders: WorkOrdersRepository;
  workOrders: WorkOrdersService;
  devices: Pick<DevicesRepository, 'find'>;
  files: FileStore;
  audit: AuditService;
  notifications: WorkOrderNotifications;
  now?: () => Date;
}) {
  let secret: string | undefined;
  const sign = async (payload: string) =>
    createHmac('sha256', (secret ??= await repo.secret(LINK_SECRET)))
      .update(payload)
      .digest('base64url');

  /**
   * Counts a use of a device's link; 429 (with the minutes to wait) at the first counter over its
   * limit, so the later counters are not spent by a caller already refused.
   */
  async function limit(use: 'read' | 'submit', deviceId: number, address: string) {
    const at = now();
    for (const { key, max, windowMs } of repairLinkLimits(use, deviceId, address)) {
      const { count, windowStart } = await repo.hitRateLimit(key, at, windowMs);
      if (count > max) {
        const waitMs = windowStart.getTime() + windowMs - at.getTime();
        const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
        throw new AppError('RATE_LIMITED', { seconds: Math.ceil(waitMs / 1000), minutes }, 'error.repairLinkRateLimited');
      }
    }
  }

  /**
   * The device a token names, when its signature holds and it has not expired; the use is counted
   * (and refused over its limit) before the device is looked up.
   */
  async function verify(token: string, use: 'read' | 'submit', address: string) {
    const claims = parseRepairLinkToken(token);
    const invalid = new AppError('NOT_FOUND', {}, 'error.repairLinkInvalid');
    if (!claims || claims.expiresAt * 1000 <= now().getTime()) throw invalid;
    const expected = Buffer.from(await sign(formatRepairLinkPayload(claims.deviceId, claims.expiresAt)));
    const given = Buffer.from(claims.signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid;
    await limit(use, claims.deviceId, address);
    const device = await repo.deviceWithProject(claims.deviceId);
    if (!device) throw invalid;
    return { ...device, expiresAt: new Date(claims.expiresAt * 1000) };
  }

  async function open(
    target: { companyId: number; projectId: number; deviceId: number },
    input: LinkedRepairRequest,
    photos: readonly CheckedImage[],
    creatorId: number | null,
    actor: Actor,
  ) {
    const stored = await storeImages(
      files,
      photos.map((image) => ({ image, kind: 'request' as const })),
      creatorId,
    );
    try {
      const order = await orders.insert(
        {
          ...target,
          problem: input.problem,
          contactName: input.contactName,
          contactPhone: input.contactPhone,
          public: input.public,
          source: 'request',
          creatorId,
        },
        { byUserId: creatorId },
        now(),
        stored,
      );
      await audit.change(actor, {
        action: 'workOrder.request',
        objectType: 'workOrder',
        objectId: order.id,
        after: order,
        companyId: order.companyId,
      });
      await notifications.created(order, creatorId);
      return order;
    } catch (error) {
      await removeImages(files, stored);
      throw error;
    }
  }

  return {
    /** A device's signed repair link, for its QR code. */
    async link(principal: UserPrincipal, deviceId: number) {
      const device = await devices.find(scopeOf(principal), deviceId);
      if (!device) throw new AppError('NOT_FOUND');
      const expiresAt = Math.floor(now().getTime() / 1000) + REPAIR_LINK_TTL_DAYS * DAY_S;
      const token = `${formatRepairLinkPayload(deviceId, expiresAt)}.${await sign(formatRepairLinkPayload(deviceId, expiresAt))}`;
      return { token, path: `${REPAIR_LINK_PATH}?t=${token}`, expiresAt: new Date(expiresAt * 1000) };
    },

    async linkInfo(token: string, address: string) {
      const { deviceId, deviceName, projectName, expiresAt } = await verify(token, 'read', address);
      return { deviceId, deviceName, projectName, expiresAt };
    },

    /** A request through a device's QR link: that device only, signed in or not; rate-limited before anything is stored. */
    async submitByLink(token: string, actor: Actor, input: LinkedRepairRequest, photos: readonly CheckedImage[]) {
      const device = await verify(token, 'submit', actor.ip);
      return open(
        { companyId: device.companyId, projectId: device.projectId, deviceId: device.deviceId },
        input,
        photos,
        actor.userId,
        actor,
      );
    },

    /** A request by a signed-in user, on a device of a project they can see. */
    async submit(principal: UserPrincipal, actor: Actor, input: RepairRequest, photos: readonly CheckedImage[]) {
      const device = await devices.find(scopeOf(principal), input.deviceId);
      if (!device || device.projectId !== input.projectId) throw new AppError('BAD_REQUEST', {}, 'error.deviceNotInProject', 'deviceId');
      const target = await repo.deviceWithProject(device.id);
      if (!target) throw new AppError('BAD_REQUEST', {}, 'error.deviceNotInProject', 'deviceId');
      return open(
        { companyId: target.companyId, projectId: target.projectId, deviceId: target.deviceId },
        input,
        photos,
        principal.userId,
        actor,
      );
    },

    /** Completion from the workbench: the report, photos and the signature, recorded with the step. */
    async completeWithReport(
      principal: UserPrincipal,
      actor: Actor,
      id: number,
      report: WorkOrderReport,
      photos: readonly CheckedImage[],
      signature: CheckedImage | undefined,
    ) {
      if (!signature) throw new AppError('BAD_REQUEST', {}, 'error.signatureRequired', 'signature');
      // Refused (409/403) before any file is written.
      await workOrders.precheck(principal, id, 'complete');
      const stored = await storeImages(
        files,
        [...photos.map((image) => ({ image, kind: 'complete' as const })), { image: signature, kind: 'signature' as const }],
        principal.userId,
      );
      try {
        return await workOrders.act(principal, actor, id, 'complete', report, stored);
      } catch (error) {
        await removeImages(files, stored);
        throw error;
      }
    },
  };
}

export type RepairRequestsService = ReturnType<typeof createRepairRequestsService>;
