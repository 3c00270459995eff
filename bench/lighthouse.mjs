// The browser half of bench/lighthouse.py: one run of Lighthouse's mobile preset on one page of
// a live server; prints its figures as JSON.
//
//   node bench/lighthouse.mjs '<json options>'
//
// Options: base (the server), tools (the folder Lighthouse was installed into), chromium (its
// executable), flags (Chromium's), userAgent (a phone's), path, session and cookies (when set,
// the page is signed in: the session stored as `zc.session` and the sign-in's cookies, as a
// returning person has them) and report (when set, the file Lighthouse's whole JSON report
// is written to). The run starts a fresh Chromium profile, so the cache is empty; the session
// is written from a small same-origin answer (`/api/health`) that loads none of the bundle.
import { createRequire } from "node:module";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const options = JSON.parse(process.argv[2]);
const require = createRequire(join(options.tools, "package.json"));
const puppeteer = require("puppeteer-core");
const { default: lighthouse } = await import(
  require.resolve("lighthouse/core/index.js")
);

const AUDITS = {
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  fcp: "first-contentful-paint",
  dom: "dom-size",
};

async function run(page) {
  const profile = mkdtempSync(join(tmpdir(), "zc-lighthouse-"));
  const browser = await puppeteer.launch({
    executablePath: options.chromium,
    headless: false, // the flags carry --headless
    args: options.flags,
    userDataDir: profile,
  });
  try {
    const tab = await browser.newPage();
    if (page.session) {
      await tab.goto(`${options.base}/api/health`);
      await tab.evaluate(
        (value) => localStorage.setItem("zc.session", value),
        JSON.stringify(page.session),
      );
      for (const [name, value] of Object.entries(page.cookies ?? {})) {
        await tab.setCookie({
          name,
          value,
          url: options.base,
          httpOnly: true,
          sameSite: "Lax",
        });
      }
      await tab.goto("about:blank");
    }
    const result = await lighthouse(
      `${options.base}${page.path}`,
      {
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        emulatedUserAgent: options.userAgent,
        // Lighthouse would clear the origin's storage, and with it the session.
        disableStorageReset: Boolean(page.session),
      },
      undefined,
      tab,
    );
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
    if (page.report) writeFileSync(page.report, result.report);
    const line = {
      path: page.path,
      finalUrl: lhr.finalDisplayedUrl,
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      // How fast this machine ran a fixed piece of script just before the page: Lighthouse
      // calibrates its 4x CPU slowdown on 1,500-2,000, and every main-thread figure scales with it.
      speed: lhr.environment.benchmarkIndex,
    };
    for (const [key, id] of Object.entries(AUDITS))
      line[key] = lhr.audits[id]?.numericValue ?? null;
    // What holds the score back: the weighted metrics' scores and the failing a11y audits.
    line.failing = lhr.categories.accessibility.auditRefs
      .filter(
        (ref) =>
          ref.weight > 0 &&
          lhr.audits[ref.id].score !== null &&
          lhr.audits[ref.id].score < 1,
      )
      .map((ref) => ref.id);
    line.opportunities = Object.values(lhr.audits)
      .filter(
        (audit) =>
          audit.details?.type === "opportunity" &&
          (audit.numericValue ?? 0) > 100,
      )
      .map((audit) => `${audit.id} ${Math.round(audit.numericValue)}ms`);
    return line;
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

process.stdout.write(JSON.stringify(await run(options)));
