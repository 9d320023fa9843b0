// Debian's Chromium (`apt-get install chromium`), never a downloaded browser build: the machines here cannot fetch
// one. The browser tests, the web benchmark and the landing JavaScript measure all launch it this way.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The screen of Lighthouse's mobile preset (a Moto G Power), for probes that stand beside `npm run bench:web`. */
export const LIGHTHOUSE_PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
