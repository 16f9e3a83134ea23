import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { GalleryType } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { galleryImages } from '../../db/schema/index.js';

export interface GalleryRow {
  id: number;
  companyId: number | null;
  name: string;
  type: GalleryType;
  size: number;
  createdAt: Date;
}

export interface NewGalleryImage {
  companyId: number | null;
  name: string;
  type: GalleryType;
  content: Buffer;
  createdBy: number | null;
}

const columns = {
  id: galleryImages.id,
  companyId: galleryImages.companyId,
  name: galleryImages.name,
  type: galleryImages.type,
  size: galleryImages.size,
  createdAt: galleryImages.createdAt,
};

/** The graphics gallery: the only SQL of the feature. The bytes are read only when served. */
export function createGalleryRepository(db: Database) {
  const list = (where: SQL | undefined): Promise<GalleryRow[]> =>
    db.select(columns).from(galleryImages).where(where).orderBy(asc(galleryImages.name), asc(galleryImages.id));

  return {
    /** The system images and, with a company, that company's. */
    list: (companyId: number | null) =>
      list(
        companyId === null ? isNull(galleryImages.companyId) : or(isNull(galleryImages.companyId), eq(galleryImages.companyId, companyId)),
      ),

    async find(id: number): Promise<GalleryRow | undefined> {
      const [row] = await db.select(columns).from(galleryImages).where(eq(galleryImages.id, id));
      return row;
    },

    async content(id: number): Promise<Buffer | undefined> {
      const [row] = await db.select({ content: galleryImages.content }).from(galleryImages).where(eq(galleryImages.id, id));
      return row?.content;
    },

    async insert(image: NewGalleryImage): Promise<number> {
      const [row] = await db
        .insert(galleryImages)
        .values({ ...image, size: image.content.length })
        .returning({ id: galleryImages.id });
      return row!.id;
    },

    async rename(id: number, name: string) {
      await db.update(galleryImages).set({ name }).where(eq(galleryImages.id, id));
    },

    async remove(id: number) {
      await db.delete(galleryImages).where(eq(galleryImages.id, id));
    },

    /** Whether the system gallery has any image yet (the first start seeds it). */
    async hasSystemImages(): Promise<boolean> {
      const [row] = await db.select({ id: galleryImages.id }).from(galleryImages).where(isNull(galleryImages.companyId)).limit(1);
      return row !== undefined;
    },

    async systemImageId(name: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: galleryImages.id })
        .from(galleryImages)
        .where(and(isNull(galleryImages.companyId), eq(galleryImages.name, name)));
      return row?.id;
    },
  };
}

export type GalleryRepository = ReturnType<typeof createGalleryRepository>;
