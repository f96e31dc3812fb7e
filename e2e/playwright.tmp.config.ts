import base from './playwright.config.ts';

// Scratch: the journeys against a server started by hand (the machine is too loaded for the 60 s start).
export default { ...base, webServer: undefined, timeout: 90_000, expect: { timeout: 20_000 } };
