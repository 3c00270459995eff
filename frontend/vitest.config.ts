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
    // antd and jsdom are slow to warm up on a 2-core machine.
    testTimeout: 30_000,
  },
});
