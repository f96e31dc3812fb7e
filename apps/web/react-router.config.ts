import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // Thirty routes are a small manifest: the page gets all of them at once. Lazy discovery would fetch
  // /__manifest as links render and re-rank every route after each answer, which costs more main-
  // thread time on a phone than the few kilobytes it saves.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
