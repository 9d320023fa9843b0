import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { median } from '../median';

// Lighthouse slows the CPU by a factor of the machine it runs on, not to a fixed speed: its mobile preset's 4x turns
// a desktop with a benchmark index of about 1,500 into a mid-range phone (docs/throttling.md in the Lighthouse
// repository). On a slower machine the same 4x emulates a slower phone, and on a busy one a phone that changes from
// run to run. Lighthouse documents the remedy: set the slowdown from the index it reports, with its maintainers'
// calculator (lighthouse-cpu-throttling-calculator), which PageSpeed Insights also uses for its own servers
// (`core/config/lr-mobile-config.js` in the lighthouse package: "Determined using PSI CPU benchmark median and
// https://lighthouse-cpu-throttling-calculator.vercel.app/"). The calculator is piecewise linear: 150 -> 1x,
// 800 -> 2x, 1,300 -> 3x, then one more x per 233 (1,533 -> 4x, 2,000 -> 6x). It cuts both ways: a faster machine
// gets a larger slowdown than 4x.

/** The CPU slowdown that makes a machine of `benchmarkIndex` run like the phone Lighthouse's mobile preset aims at. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`no CPU slowdown for a benchmark index of ${benchmarkIndex}`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  // Below the calculator's 150 the machine is already slower than the phone: no slowdown.
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * This machine's CPU benchmark index as Lighthouse itself reports it (`lhr.environment.benchmarkIndex`), the median
 * of `runs` short Lighthouse runs (one audit) of `url` in Debian's Chromium, for a benchmark that drives the browser
 * itself and needs the index to calibrate its slowdown.
 */
export async function measureBenchmarkIndex(url: string, runs = 3): Promise<number> {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const indexes: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyAudits: ['first-contentful-paint'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      indexes.push(result.lhr.environment.benchmarkIndex);
    }
    return median(indexes);
  } finally {
    await chrome.kill();
  }
}
