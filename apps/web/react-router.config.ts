import { fileURLToPath } from 'node:url';
import type { Config } from '@react-router/dev/config';
import { publishBuild, releaseName } from './server/build-release.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
// Each build goes to a new directory, and `build` is pointed at it once it is complete, so a running
// store never loads half-written files (server/build-release.ts). Kept in the environment: the
// config is read more than once per build.
process.env.WEB_BUILD_DIR ??= releaseName();

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: process.env.WEB_BUILD_DIR,
  future: { v8_middleware: true },
  buildEnd: ({ reactRouterConfig }) => publishBuild(webRoot, reactRouterConfig.buildDirectory),
} satisfies Config;
