import {
  BANNER_IMAGE_MAX_BYTES,
  backofficeBannerRoutes as calls,
  type PromotionTransition,
  bannerRoutes as publicCalls,
} from '@casino/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import { imageUploadLimits, readImageUpload } from '../../plugins/image-upload.ts';
import { route } from '../../plugins/routes.ts';
import { audited } from '../audit/audited.ts';
import { settingsChanged } from '../settings/reference-cache.ts';
import {
  auditOf,
  bannerView,
  createBanner,
  imagesOf,
  imageView,
  listBannerRows,
  transitionBanner,
  updateBanner,
} from './banners.ts';
import { cleanBannerImage } from './image-files.ts';
import { BANNER_IMAGE_KEY, type BannerImageStorage, localBannerImageStorage } from './image-storage.ts';
import { saveBannerImage } from './images.ts';
import { liveBanners } from './live-banners.ts';
import type { BannerRow } from './tables.ts';

const LIMITS = imageUploadLimits(BANNER_IMAGE_MAX_BYTES);
const MIME_OF = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;
/** A file named by its content's hash never changes: browsers and CDNs keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const readFile = (request: FastifyRequest) => readImageUpload(request, BANNER_IMAGE_MAX_BYTES);

/**
 * Banners (issue 31): the back office's editor (bonuses.read to see, bonuses.write to change, each
 * change audited), the image upload and the images themselves, and the player site's live list.
 * After a change this node's caches (banners, guest pages) are cleared; other nodes follow within
 * BANNERS_TTL_MS plus their page cache.
 */
export async function bannerRoutes(app: FastifyInstance, options: { storage?: BannerImageStorage } = {}) {
  const storage = options.storage ?? localBannerImageStorage(app.env.BANNER_IMAGES_DIR);
  await app.register(multipart, { limits: LIMITS, throwFileSizeLimit: true });

  const changed = () => {
    settingsChanged(app.db);
    app.guestPages.clear();
  };
  const viewOne = async (row: BannerRow) => bannerView(row, await imagesOf(app.db, [row]));

  route(app, calls.listBanners, async () => {
    const rows = await listBannerRows(app.db);
    const images = await imagesOf(app.db, rows);
    return { data: rows.map((row) => bannerView(row, images)) };
  });

  route(app, calls.createBanner, async ({ body }, request) => {
    const row = await audited(app.db, request, async (tx) => {
      const created = await createBanner(tx, body);
      return {
        value: created,
        audit: {
          action: 'banner.create',
          target: { type: 'banner', id: created.id },
          after: auditOf(created),
        },
      };
    });
    changed();
    return { data: await viewOne(row) };
  });

  route(app, calls.updateBanner, async ({ params, body }, request) => {
    const row = await audited(app.db, request, async (tx) => {
      const { before, after } = await updateBanner(tx, params.id, body);
      return {
        value: after,
        audit: {
          action: 'banner.update',
          target: { type: 'banner', id: after.id },
          before: auditOf(before),
          after: auditOf(after),
        },
      };
    });
    changed();
    return { data: await viewOne(row) };
  });

  const transitions: [PromotionTransition, typeof calls.scheduleBanner][] = [
    ['schedule', calls.scheduleBanner],
    ['unschedule', calls.unscheduleBanner],
    ['end', calls.endBanner],
  ];
  for (const [transition, declaration] of transitions) {
    route(app, declaration, async ({ params }, request) => {
      const row = await audited(app.db, request, async (tx) => {
        const { before, after } = await transitionBanner(tx, params.id, transition);
        return {
          value: after,
          audit: {
            action: `banner.${transition}`,
            target: { type: 'banner', id: after.id },
            before: auditOf(before),
            after: auditOf(after),
          },
        };
      });
      changed();
      return { data: await viewOne(row) };
    });
  }

  route(app, calls.uploadBannerImage, async (_input, request) => {
    const clean = await cleanBannerImage(await readFile(request));
    const image = await audited(app.db, request, async (tx) => {
      const saved = await saveBannerImage(tx, storage, clean);
      return {
        value: saved,
        audit: {
          action: 'banner.image.upload',
          target: { type: 'banner-image', id: saved.id },
          after: { hash: saved.hash, mimeType: saved.mimeType, width: saved.width, height: saved.height },
        },
      };
    });
    return { data: imageView(image) };
  });

  route(app, publicCalls.banners, async ({ query }, request, reply) => {
    reply.header('cache-control', 'public, max-age=15');
    return { data: await liveBanners(app.db, query.locale ?? request.locale, app.defaultLocale) };
  });

  app.get<{ Params: { file: string } }>('/api/banner-images/:file', async (request, reply) => {
    const { file } = request.params;
    const bytes = BANNER_IMAGE_KEY.test(file) ? await storage.get(file) : null;
    if (!bytes) throw AppError.notFound('No such image.');
    const extension = file.split('.').pop() as keyof typeof MIME_OF;
    return reply
      .type(MIME_OF[extension])
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(bytes);
  });
}
