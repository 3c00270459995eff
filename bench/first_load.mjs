// The browser half of bench/first_load.py: loads one page of a live server in Chromium,
// cold (a new context, so an empty cache, each run), and prints what the load cost as JSON.
//
//   node bench/first_load.mjs '<json options>'
//
// Options: base (the server), path (the page), session and cookies (the session stored as
// `zc.session` and the sign-in's cookies, so the load is signed in), runs, chromium (its
// executable), profiles ([{name, latency (ms), down and up (bytes/s), cpu (slowdown)}]),
// usable (a function body that answers whether the page is usable). Uses the playwright-core the frontend already installs and Chromium's DevTools
// protocol for the throttle and the byte counts.
import { createRequire } from "node:module";

const require = createRequire(
  new URL("../frontend/package.json", import.meta.url),
);
const { chromium } = require("playwright-core");

const options = JSON.parse(process.argv[2]);
// Playwright sends a function's source to the page (a string would be one expression).
const usable = new Function(`return (${options.usable});`)();
const QUIET_MS = 1000; // the load has ended once no request started or ran this long
const SETTLE_LIMIT_MS = 15_000;
const USABLE_TIMEOUT_MS = 60_000;

/** One cold load of `options.path` under `profile`. */
async function load(browser, profile) {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    locale: "en-US",
    storageState: {
      cookies: Object.entries(options.cookies ?? {}).map(([name, value]) => ({
        name,
        value,
        domain: new URL(options.base).hostname,
        path: "/",
        expires: -1,
        httpOnly: true,
        secure: false,
        sameSite: "Lax",
      })),
      origins: [
        {
          origin: options.base,
          localStorage: [
            { name: "zc.session", value: JSON.stringify(options.session) },
          ],
        },
      ],
    },
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    if (profile.latency) {
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: profile.latency,
        downloadThroughput: profile.down,
        uploadThroughput: profile.up,
      });
    }
    if (profile.cpu > 1)
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpu });

    const requests = new Map();
    let start = null;
    let lastActivity = Date.now();
    cdp.on("Network.requestWillBeSent", (event) => {
      if (event.request.url.startsWith("data:")) return;
      start ??= event.timestamp;
      lastActivity = Date.now();
      const accept =
        event.request.headers.Accept ?? event.request.headers.accept ?? "";
      requests.set(event.requestId, {
        url: event.request.url.replace(options.base, ""),
        type: event.type,
        at: Math.round((event.timestamp - start) * 1000),
        stream: accept.includes("text/event-stream"),
        wire: 0,
        decoded: 0,
        done: false,
      });
    });
    cdp.on("Network.dataReceived", (event) => {
      const request = requests.get(event.requestId);
      if (!request) return;
      lastActivity = Date.now();
      request.decoded += event.dataLength;
      request.wire += event.encodedDataLength;
    });
    const finish = (event, failed) => {
      const request = requests.get(event.requestId);
      if (!request) return;
      lastActivity = Date.now();
      // Chromium's own count of the bytes on the wire, headers included.
      if (!failed)
        request.wire = Math.max(request.wire, event.encodedDataLength);
      request.end = Math.round((event.timestamp - start) * 1000);
      request.done = true;
    };
    cdp.on("Network.loadingFinished", (event) => finish(event, false));
    cdp.on("Network.loadingFailed", (event) => finish(event, true));

    await page.goto(`${options.base}${options.path}`, { waitUntil: "commit" });
    const shown = await page.waitForFunction(usable, null, {
      polling: "raf",
      timeout: USABLE_TIMEOUT_MS,
    });
    const usableMs = await shown.jsonValue();
    const settleBy = Date.now() + SETTLE_LIMIT_MS;
    while (Date.now() < settleBy) {
      const busy = [...requests.values()].some(
        (request) => !request.done && !request.stream,
      );
      if (!busy && Date.now() - lastActivity >= QUIET_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Read once the load is over: a paint's entry comes after the frame is shown.
    const fcpMs = await page.evaluate(
      () =>
        performance.getEntriesByName("first-contentful-paint")[0]?.startTime ??
        null,
    );
    // The load: what the page asked for until it was usable (later prefetches are not).
    const list = [...requests.values()].filter(
      (request) => request.at <= usableMs,
    );
    const sum = (key, pick = () => true) =>
      list.filter(pick).reduce((total, request) => total + request[key], 0);
    const isScript = (request) => request.type === "Script";
    return {
      fcpMs,
      usableMs,
      requests: list.length,
      wireBytes: sum("wire"),
      scriptWireBytes: sum("wire", isScript),
      scriptBytes: sum("decoded", isScript),
      waterfall: [...requests.values()].map(({ url, type, at, end, wire }) => ({
        url,
        type,
        at,
        end,
        wire,
      })),
    };
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({
  executablePath: options.chromium,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
  ],
});
try {
  const results = {};
  for (const profile of options.profiles) {
    results[profile.name] = [];
    for (let run = 0; run < options.runs; run += 1) {
      results[profile.name].push(await load(browser, profile));
    }
  }
  process.stdout.write(JSON.stringify(results));
} finally {
  await browser.close();
}
