import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { CleanBannerImage } from './image-files.ts';
import type { BannerImageStorage } from './image-storage.ts';
import { type BannerImageRow, bannerImages } from './tables.ts';

/**
 * Keeps a cleaned image: the same bytes uploaded again are the same image (its hash is unique), so
 * a banner's URL names one file forever.
 */
export async function saveBannerImage(
  tx: Db,
  storage: BannerImageStorage,
  image: CleanBannerImage,
): Promise<BannerImageRow> {
  const [known] = await tx.select().from(bannerImages).where(eq(bannerImages.hash, image.hash));
  if (known) return known;
  // The file first: a row never names a file that is not there (a file without a row is harmless).
  await storage.put(`${image.hash}.${image.extension}`, image.bytes);
  const [row] = await tx
    .insert(bannerImages)
    .values({
      hash: image.hash,
      mimeType: image.mimeType,
      extension: image.extension,
      width: image.width,
      height: image.height,
      bytes: image.bytes.length,
    })
    .onConflictDoNothing({ target: bannerImages.hash })
    .returning();
  return row ?? (await tx.select().from(bannerImages).where(eq(bannerImages.hash, image.hash)))[0]!;
}
