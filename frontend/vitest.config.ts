import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Tests load antd's CommonJS build (`lib`, its `main`); the few deep imports of its
      // ES build (`es`, what webpack bundles) must reach the same modules, not a second antd.
      { find: /^antd\/es\//, replacement: 'antd/lib/' },
    ],
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    // antd and jsdom are slow on a 2-core machine, slower still when it is busy (a long form
    // typed key by key took 30 s under a load of 9): only a failing test waits this long.
    testTimeout: 90_000,
    // One worker per core: vitest leaves one core to its own process by default, which on a
    // 2-core machine ran the suite on one worker (about 30 minutes instead of 16); the main
    // process only collects results.
    maxWorkers: availableParallelism(),
    // Worker threads start quicker than child processes: 218 s for the suite against 228 s
    // (2026-11-28, quiet machine), each file still in its own fresh module graph.
    pool: 'threads',
  },
});
