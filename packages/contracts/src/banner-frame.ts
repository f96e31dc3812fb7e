// The slider's frame, in a module without schemas: the player pages import it without the contracts' zod code.

/** The slide's frame (3:1): images are drawn at this size and keep its aspect, so the page never shifts. */
export const BANNER_ASPECT = { width: 1200, height: 400 } as const;
