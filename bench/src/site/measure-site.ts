// Weights and Lighthouse scores of the budgeted pages of a running site, as budget measurements.
import { LIGHTHOUSE_CATEGORIES, type Measurements } from './budgets.ts';
import { type LighthouseRun, launchBrowser, runLighthouse } from './lighthouse.ts';
import { type PageWeight, weighPage } from './page-weight.ts';

export type SitePage = { name: string; path: string };
export type PageReport = {
  page: SitePage;
  weight: PageWeight;
  /** The run with the median performance score. */
  lighthouse?: LighthouseRun;
  /** The performance score of every run. */
  performanceScores?: (number | null)[];
};

export const kilobytes = (bytes: number) => bytes / 1000;

/**
 * Weighs every page (which also warms the server up), then runs Lighthouse `lighthouseRuns` times on
 * each in turn (none for 0), one Chromium for all.
 */
export async function measureSite(
  baseUrl: string,
  clientDir: string,
  pages: SitePage[],
  lighthouseRuns: number,
): Promise<PageReport[]> {
  const reports: PageReport[] = [];
  for (const page of pages) reports.push({ page, weight: await weighPage(baseUrl, page.path, clientDir) });
  if (lighthouseRuns < 1) return reports;
  const browser = await launchBrowser();
  try {
    for (const report of reports) {
      const url = new URL(report.page.path, baseUrl).href;
      const { median, performanceScores } = await runLighthouse(browser, url, lighthouseRuns);
      report.lighthouse = median;
      report.performanceScores = performanceScores;
    }
  } finally {
    await browser.close();
  }
  return reports;
}

export function toMeasurements(reports: PageReport[]): Measurements {
  return Object.fromEntries(
    reports.map(({ page, weight, lighthouse }) => [
      page.name,
      {
        initialJsGzipKB: kilobytes(weight.initialJsGzipBytes),
        htmlGzipKB: kilobytes(weight.html.gzipBytes),
        ...(lighthouse
          ? Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((id) => [id, lighthouse.scores[id]]))
          : {}),
      },
    ]),
  );
}
