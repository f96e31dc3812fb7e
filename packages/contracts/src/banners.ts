import { z } from 'zod';
import { dataEnvelope, idParamsSchema } from './http.ts';
import { PROMOTION_STATES, promotionScheduleSchema } from './promotion-lifecycle.ts';
import { defineRoute } from './routes/define.ts';
import { localeCodeSchema } from './settings.ts';
import { zId, zText } from './validators/input.ts';

/**
 * The home page's promotion slider (issue 31): banners with a title, an image and a link per locale,
 * in an order, through the promotion lifecycle. Staff upload the images (PNG, JPEG or WebP, sniffed
 * from the bytes); the player site shows the live ones of its locale.
 */

export const BANNER_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const BANNER_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export { BANNER_ASPECT } from './banner-frame.ts';

/**
 * Where a banner leads: a path on this site ("/bonus/welcome", localized by the page) or an https
 * URL. Never `//host`, `javascript:` or anything with spaces.
 */
export const bannerLinkSchema = zText({ max: 300 })
  .trim()
  .regex(/^(\/(?!\/)[\w\-./?=&%#~+]*|https:\/\/[\w.-]+(:\d+)?(\/[\w\-./?=&%#~+]*)?)$/, 'link');

export const bannerLocaleSchema = z.object({
  title: zText({ max: 120 }).trim().min(1),
  /** An uploaded image's id (POST /api/backoffice/banner-images). */
  imageId: zId(),
  link: bannerLinkSchema,
});
export type BannerLocale = z.infer<typeof bannerLocaleSchema>;

export const bannerInputSchema = z.object({
  /** The staff's name for it; players never see it. */
  name: zText({ max: 80 }).trim().min(1),
  /** Lower first. */
  position: z.number().int().min(0).max(1000),
  /** At least one locale; a locale without its own entry shows the default locale's. */
  locales: z
    .record(localeCodeSchema, bannerLocaleSchema)
    .refine((value) => Object.keys(value).length > 0, { message: 'required' }),
  schedule: promotionScheduleSchema,
});
export type BannerInput = z.infer<typeof bannerInputSchema>;

export const bannerImageSchema = z.object({
  id: z.string(),
  /** Public, immutable: the content hash is in the name. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  mimeType: z.enum(BANNER_IMAGE_MIME_TYPES),
  bytes: z.number().int(),
});
export type BannerImage = z.infer<typeof bannerImageSchema>;

export const bannerSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number().int(),
  state: z.enum(PROMOTION_STATES),
  locales: z.record(
    z.string(),
    z.object({ title: z.string(), link: z.string(), image: bannerImageSchema.nullable() }),
  ),
  scheduledAt: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** A live banner as the player site draws it, in one locale. */
export const publicBannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  link: z.string(),
  image: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }),
});
export type PublicBanner = z.infer<typeof publicBannerSchema>;

export const publicBannersQuerySchema = z.object({ locale: localeCodeSchema.optional() });

const tag = 'Back office: banners';
const staff = 'staff' as const;

export const backofficeBannerRoutes = {
  listBanners: defineRoute({
    method: 'GET',
    path: '/api/backoffice/banners',
    access: staff,
    permission: 'bonuses.read',
    tag,
    summary: 'Every banner in slider order, with its state (draft, scheduled, live, ended) and images.',
    response: dataEnvelope(z.array(bannerSchema)),
  }),
  createBanner: defineRoute({
    method: 'POST',
    path: '/api/backoffice/banners',
    access: staff,
    permission: 'bonuses.write',
    tag,
    summary: 'Creates a banner as a draft (422 on an unknown locale or image).',
    body: bannerInputSchema,
    response: dataEnvelope(bannerSchema),
    status: 201,
  }),
  updateBanner: defineRoute({
    method: 'PUT',
    path: '/api/backoffice/banners/{id}',
    access: staff,
    permission: 'bonuses.write',
    tag,
    summary: 'Replaces a banner’s texts, images, order and window; an ended one is history (409).',
    params: idParamsSchema,
    body: bannerInputSchema,
    response: dataEnvelope(bannerSchema),
  }),
  scheduleBanner: transitionRoute('schedule', 'live at its start (at once without one)'),
  unscheduleBanner: transitionRoute('unschedule', 'a draft again, before its start'),
  endBanner: transitionRoute('end', 'ended now, off the slider'),
  uploadBannerImage: defineRoute({
    method: 'POST',
    path: '/api/backoffice/banner-images',
    access: staff,
    permission: 'bonuses.write',
    tag,
    summary:
      'Uploads a banner image: multipart/form-data with `file` (PNG, JPEG or WebP by its bytes, up to 2 MB; 413 above; 422 otherwise).',
    response: dataEnvelope(bannerImageSchema),
    status: 201,
  }),
};

/** A lifecycle step (PROMOTION_TRANSITIONS): 409 from a state that does not allow it. */
function transitionRoute(transition: 'schedule' | 'unschedule' | 'end', what: string) {
  return defineRoute({
    method: 'POST',
    path: `/api/backoffice/banners/{id}/${transition}`,
    access: staff,
    permission: 'bonuses.write',
    tag,
    summary: `The banner: ${what}; 409 from a state that does not allow it.`,
    params: idParamsSchema,
    response: dataEnvelope(bannerSchema),
  });
}

export const bannerRoutes = {
  banners: defineRoute({
    method: 'GET',
    path: '/api/banners',
    access: 'guest',
    tag: 'Banners',
    summary:
      'The live banners of the home page’s slider in order, in the asked locale (default: the request locale).',
    query: publicBannersQuerySchema,
    response: dataEnvelope(z.array(publicBannerSchema)),
  }),
};
