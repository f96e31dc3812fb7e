import { z } from 'zod';

export const rouletteOutcomeSchema = z.object({ pocket: z.number().int().min(0).max(36) });
export const rouletteParamsSchema = z.object({
  chips: z.array(z.object({ betKind: z.string(), numbers: z.array(z.number().int()), amount: z.string() })),
});
