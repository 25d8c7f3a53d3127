import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {'@site': fileURLToPath(new URL('.', import.meta.url))},
  },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // One module graph per worker thread, not per file: the files import the same big data modules,
    // and isolating each file made importing them most of the run (49 s against 18 s on 2 cores).
    // A test that changes a global restores it (vi.unstubAllGlobals, afterEach), so files cannot
    // see each other's state.
    pool: 'threads',
    isolate: false,
  },
});
