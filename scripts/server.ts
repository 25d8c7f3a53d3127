/** Starts scripts/nginx.sh on a port for the bench and Lighthouse, and waits until it answers. */
import {spawn} from 'node:child_process';
import {join} from 'node:path';

/** `root` is the project folder (callers in ESM and CommonJS find it differently). */
export async function startNginx(root: string, port: number, path = '/docs/'): Promise<() => void> {
  const server = spawn('bash', [join(root, 'scripts', 'nginx.sh'), String(port)], {stdio: 'ignore'});
  const stop = (): void => {
    server.kill('SIGTERM');
  };
  const url = `http://127.0.0.1:${port}${path}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      if ((await fetch(url)).ok) {
        return stop;
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error(`nginx did not start at ${url}`);
}
