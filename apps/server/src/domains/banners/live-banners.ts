import type { PublicBanner } from '@casino/contracts';
import { promotionState } from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { fromReference } from '../settings/reference-cache.ts';
import { imagesOf, imageUrl, listBannerRows } from './banners.ts';
import type { BannerImageRow, BannerRow } from './tables.ts';

/**
 * How long another node's banner change may take to reach this node's answer. 20 s, not the settings'
 * 30: a guest's page is kept up to PAGE_CACHE_SECONDS (10 s) more, and the slider must show a change
 * within 30 s on every node.
 */
export const BANNERS_TTL_MS = 20_000;

type Candidates = { rows: BannerRow[]; images: Map<string, BannerImageRow> };

/**
 * The banners that are or will be live (scheduled, not ended early), kept in memory per node: the
 * home page asks on every render. Which are live is decided at each read from their times, so a
 * banner starts and ends on the second without the cache being cleared.
 */
function candidates(db: Db): Promise<Candidates> {
  return fromReference(
    db,
    'banners',
    async () => {
      const rows = (await listBannerRows(db)).filter((row) => row.scheduledAt && !row.endedAt);
      return { rows, images: await imagesOf(db, rows) };
    },
    BANNERS_TTL_MS,
  );
}

/** The live banners in slider order, in `locale` (else the default locale's entry); none without an image. */
export async function liveBanners(
  db: Db,
  locale: string,
  defaultLocale: string,
  now = new Date(),
): Promise<PublicBanner[]> {
  const { rows, images } = await candidates(db);
  return rows.flatMap((row) => {
    if (promotionState(row, now) !== 'live') return [];
    const entry = row.locales[locale] ?? row.locales[defaultLocale];
    const image = entry && images.get(entry.imageId);
    if (!entry || !image) return [];
    return [
      {
        id: row.id,
        title: entry.title,
        link: entry.link,
        image: { url: imageUrl(image), width: image.width, height: image.height },
      },
    ];
  });
}
