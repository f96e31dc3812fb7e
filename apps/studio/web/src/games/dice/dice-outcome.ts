import { z } from 'zod';

export const diceOutcomeSchema = z.object({ rollHundredths: z.number().int() });
export const diceParamsSchema = z.object({
  direction: z.enum(['under', 'over']),
  targetHundredths: z.number().int(),
});
