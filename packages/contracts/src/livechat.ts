import { z } from 'zod';
import { acknowledgedSchema, dataEnvelope } from './http.ts';
import { defineRoute } from './routes/define.ts';
import { zText } from './validators/input.ts';

/**
 * The LiveChat integration (client contract section 3): the real client's chat widget takes its
 * customer identity from us (LiveChat's "custom identity provider"), so a signed-in player is the same
 * LiveChat customer on every device. The server asks LiveChat's customer accounts API for the tokens;
 * its credentials never leave the server (decision 0052).
 */

/**
 * What the widget's identity provider resolves with: LiveChat's customer token as the widget keeps it.
 * `expiresIn` is in milliseconds and `creationDate` a Unix time in milliseconds (the widget's own token
 * shape, which LiveChat's SDKs build from the accounts API's seconds); `licenseId` is the widget's license.
 */
export const liveChatTokenSchema = z.object({
  accessToken: z.string(),
  /** The LiveChat customer's id: the same for a player as long as the license stays. */
  entityId: z.string(),
  expiresIn: z.number().int().nonnegative(),
  tokenType: z.string(),
  creationDate: z.number().int().nonnegative(),
  licenseId: z.number().int().positive(),
});
export type LiveChatToken = z.infer<typeof liveChatTokenSchema>;

/** The site's own origin (PUBLIC_URL's), or any URL on it: where the widget runs. */
export const liveChatFreshTokenQuerySchema = z.object({
  returnUrl: zText({ max: 2000 }).trim().min(1).optional(),
});

export const liveChatHasTokenSchema = z.object({ hasToken: z.boolean() });

/** LiveChat licenses are numbers (the widget's `license`); '' while the integration is off. */
export const LIVECHAT_LICENSE_PATTERN = /^[1-9]\d{0,11}$/;

/**
 * The operator's LiveChat switch (public: the client reads it as `liveChat`): on only with a license,
 * and only in effect where the server has LiveChat credentials (LIVECHAT_* in the environment).
 */
export const liveChatSettingSchema = z
  .object({
    enabled: z.boolean(),
    license: z.union([z.literal(''), zText({ max: 12 }).trim().regex(LIVECHAT_LICENSE_PATTERN)]),
    /** Guests see the widget too (as anonymous LiveChat visitors; the identity routes stay players'). */
    guestAvailable: z.boolean(),
  })
  .refine((setting) => !setting.enabled || setting.license !== '', {
    path: ['license'],
    message: 'required',
  });
export type LiveChatSetting = z.infer<typeof liveChatSettingSchema>;

/**
 * The Freshchat widget's parameters (client contract section 16 `freshchatParams`): its host and the
 * widget token Freshchat puts in every page that embeds it (public by Freshchat's design). Empty: off.
 */
export const freshchatSettingSchema = z.object({
  host: z.union([z.literal(''), z.url({ protocol: /^https$/ }).max(200)]),
  token: z.union([z.literal(''), zText({ max: 200 }).trim().min(8)]),
  guestAvailable: z.boolean(),
});
export type FreshchatSetting = z.infer<typeof freshchatSettingSchema>;

/** The back office's card: the LiveChat switch and Freshchat's widget parameters, saved together. */
export const liveChatIntegrationSettingsSchema = z.object({
  liveChat: liveChatSettingSchema,
  freshchat: freshchatSettingSchema,
});
export type LiveChatIntegrationSettings = z.infer<typeof liveChatIntegrationSettingsSchema>;

const tag = 'Player: LiveChat';

export const liveChatRoutes = {
  token: defineRoute({
    method: 'GET',
    path: '/api/player/integrations/livechat/token',
    access: 'player',
    tag,
    summary: "The player's LiveChat customer token: the one held while it lasts, else a new one.",
    response: dataEnvelope(liveChatTokenSchema),
  }),
  freshToken: defineRoute({
    method: 'GET',
    path: '/api/player/integrations/livechat/fresh-token',
    access: 'player',
    tag,
    summary: "A new LiveChat customer token for the player (returnUrl: this site's origin).",
    query: liveChatFreshTokenQuerySchema,
    response: dataEnvelope(liveChatTokenSchema),
  }),
  hasToken: defineRoute({
    method: 'GET',
    path: '/api/player/integrations/livechat/has-token',
    access: 'player',
    tag,
    summary: 'Whether a LiveChat customer token of the player is held (and not yet expired).',
    response: dataEnvelope(liveChatHasTokenSchema),
  }),
  forgetToken: defineRoute({
    method: 'DELETE',
    path: '/api/player/integrations/livechat/token',
    access: 'player',
    tag,
    summary: "Forgets the player's LiveChat customer token (the customer stays the same).",
    response: acknowledgedSchema,
  }),
};
