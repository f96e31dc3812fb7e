import { z } from 'zod';

const item = z.object({ id: z.union([z.number().int(), z.string()]), name: z.string() });
const list = z.array(item);
const numberItem = z.object({ id: z.number().int(), name: z.string() });
const numberList = z.array(numberItem);

/**
 * GET /api/settings/constants, the nested object of client contract section 1. Status lists are
 * `{id, name}`. Keys the client does not read (limit.definition, wallet, bonusCode, ...) are ours.
 */
export const constantsResponseSchema = z.object({
  player: z.object({
    timeZone: z.array(z.object({ id: z.string(), name: z.string() })),
    playerStatuses: numberList,
    document: z.object({
      status: numberList,
      type: z.array(z.object({ id: z.string(), name: z.string(), section: z.string() })),
    }),
    limit: z.object({
      definition: numberList,
      cashPeriod: list,
      coolingOffPeriod: list,
      selfExclusionPeriod: list,
      /** Ours: reality-check intervals in seconds (RTS 13); "off" is not listed. */
      realityCheckInterval: numberList,
    }),
    registration: z.object({ email: z.boolean(), phone: z.boolean() }),
    otp: z.object({ enabled: z.boolean() }),
    socialAuth: z.array(z.string()),
    telegram: z.object({ bot: z.string(), auth_url: z.string() }).optional(),
    referral: z.object({ enabled: z.boolean() }),
  }),
  payment: z.object({
    invoiceStatuses: numberList,
    invoiceTypes: numberList,
    processingTypes: list,
    methodTypes: list,
  }),
  game: z.object({
    bet: z.object({ status: numberList }),
    bonus: z.object({ depositBonusDeclineDefault: z.boolean(), type: numberList }),
    bonusCode: z.object({ status: numberList, trigger: numberList }),
    playerBonus: z.object({ status: numberList, result: numberList }),
    playerFreespin: z.object({ status: numberList, result: numberList }),
  }),
  wallet: z.object({ accountStatuses: numberList, currencyTypes: list }),
  retention: z.object({ questStates: numberList }),
  notification: z.object({ states: numberList }),
});
export type ConstantsResponse = z.infer<typeof constantsResponseSchema>;
