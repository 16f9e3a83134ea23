import { GALLERY_MAX_BYTES, scopeOf, sniffImageType, type GalleryType } from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { GalleryRepository, GalleryRow } from './gallery.repository.js';
import { sanitiseSvg } from './svg-sanitiser.js';

export interface GalleryImage {
  id: number;
  name: string;
  type: GalleryType;
  size: number;
  system: boolean;
  createdAt: string;
}

const imageOf = (row: GalleryRow): GalleryImage => ({
  id: row.id,
  name: row.name,
  type: row.type,
  size: row.size,
  system: row.companyId === null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Checks an upload by its content, never its name or declared type: PNG, JPEG, GIF or SVG, at most
 * 2048 KB; an SVG is sanitised and stored cleaned, refused when nothing drawable is left.
 */
export function checkGalleryUpload(data: Buffer): { type: GalleryType; content: Buffer } {
  if (data.length > GALLERY_MAX_BYTES) throw new AppError('BAD_REQUEST', {}, 'error.gallerySize', 'file');
  const type = sniffImageType(data);
  if (!type) throw new AppError('BAD_REQUEST', {}, 'error.galleryType', 'file');
  if (type !== 'svg') return { type, content: data };
  const clean = sanitiseSvg(data);
  if (!clean) throw new AppError('BAD_REQUEST', {}, 'error.svgInvalid', 'file');
  return { type, content: Buffer.from(clean, 'utf8') };
}

/** The graphics gallery (spec §3; §7 GraphConfig gallery CRUD and upload): system images and the company's. */
export function createGalleryService({ repo, audit }: { repo: GalleryRepository; audit: AuditService }) {
  /** An image the caller may see: a system image, or one of their company (every company's for grade 0). */
  async function visible(principal: UserPrincipal, id: number): Promise<GalleryRow> {
    const row = await repo.find(id);
    const scope = scopeOf(principal);
    if (!row || (row.companyId !== null && scope.kind !== 'all' && scope.companyId !== row.companyId))
      throw new AppError('NOT_FOUND', {}, 'error.galleryNotFound');
    return row;
  }

  /** An image the caller may change: never a system image. */
  async function own(principal: UserPrincipal, id: number): Promise<GalleryRow & { companyId: number }> {
    const row = await visible(principal, id);
    if (row.companyId === null) throw new AppError('FORBIDDEN', {}, 'error.systemGalleryReadOnly');
    return row as GalleryRow & { companyId: number };
  }

  return {
    async list(principal: UserPrincipal): Promise<{ system: GalleryImage[]; company: GalleryImage[] }> {
      const rows = await repo.list(principal.companyId);
      return {
        system: rows.filter((row) => row.companyId === null).map(imageOf),
        company: rows.filter((row) => row.companyId !== null).map(imageOf),
      };
    },

    async content(principal: UserPrincipal, id: number): Promise<{ type: GalleryType; name: string; content: Buffer }> {
      const row = await visible(principal, id);
      const content = await repo.content(id);
      if (!content) throw new AppError('NOT_FOUND', {}, 'error.galleryNotFound');
      return { type: row.type, name: row.name, content };
    },

    async upload(principal: UserPrincipal, actor: Actor, input: { name: string; data: Buffer }): Promise<GalleryImage> {
      if (principal.companyId === null) throw new AppError('FORBIDDEN');
      const { type, content } = checkGalleryUpload(input.data);
      const id = await repo.insert({ companyId: principal.companyId, name: input.name, type, content, createdBy: principal.userId });
      const image = imageOf((await repo.find(id))!);
      await audit.change(actor, { action: 'galleryImage.create', objectType: 'galleryImage', objectId: id, after: image });
      return image;
    },

    async rename(principal: UserPrincipal, actor: Actor, id: number, name: string): Promise<GalleryImage> {
      const before = await own(principal, id);
      await repo.rename(id, name);
      const after = imageOf((await repo.find(id))!);
      await audit.change(actor, {
        action: 'galleryImage.rename',
        objectType: 'galleryImage',
        objectId: id,
        before: imageOf(before),
        after,
        companyId: before.companyId,
      });
      return after;
    },

    async remove(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await own(principal, id);
      await repo.remove(id);
      await audit.change(actor, {
        action: 'galleryImage.delete',
        objectType: 'galleryImage',
        objectId: id,
        before: imageOf(before),
        companyId: before.companyId,
      });
    },
  };
}

export type GalleryService = ReturnType<typeof createGalleryService>;
