import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const SRC = fileURLToPath(new URL('./src', import.meta.url));

const TESTS = 'src/**/*.test.{ts,tsx}';

/** The test files that replace a module (`vi.mock`): they need a module graph of their own. */
const MOCKING = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.test\.tsx?$/.test(path))
  .filter((path) => readFileSync(`${SRC}/${path}`, 'utf8').includes('vi.mock('))
  .map((path) => `src/${path}`);

export default defineConfig({
  resolve: {
    alias: [
      { find: '@', replacement: SRC },
      // Tests load antd's CommonJS build (`lib`, its `main`); the few deep imports of its
      // ES build (`es`, what webpack bundles) must reach the same modules, not a second antd.
      { find: /^antd\/es\//, replacement: 'antd/lib/' },
    ],
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // antd and jsdom are slow on a 2-core machine, slower still when it is busy (a long form
    // typed key by key took 30 s under a load of 9): only a failing test waits this long.
    testTimeout: 90_000,
    // One worker per core: vitest leaves one core to its own process by default, which on a
    // 2-core machine ran the suite on one worker (about 30 minutes instead of 16); the main
    // process only collects results.
    maxWorkers: availableParallelism(),
    // Worker threads start quicker than child processes: 218 s for the suite against 228 s.
    pool: 'threads',
    projects: [
      {
        extends: true,
        // Most files share each worker's modules: importing the app and antd once per worker
        // instead of once per file took the suite from 250 s to 120 s (2026-11-28). Each file
        // leaves the shared state as it found it (`setup.ts`).
        test: {
          name: 'shared',
          isolate: false,
          include: [TESTS],
          exclude: [...configDefaults.exclude, ...MOCKING],
        },
      },
      { extends: true, test: { name: 'mocking', include: MOCKING } },
    ],
  },
});
