/** Starts scripts/nginx.sh on a port for the bench and Lighthouse, and waits until it answers. */
import {spawn} from 'node:child_process';
import {request} from 'node:https';
import {join} from 'node:path';

/** Whether an HTTPS URL answers 200, trusting the self-signed certificate scripts/nginx.sh makes. */
function httpsAnswers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const call = request(url, {rejectUnauthorized: false}, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    call.on('error', () => resolve(false));
    call.end();
  });
}

/**
 * `root` is the project folder (callers in ESM and CommonJS find it differently). With `tls`, nginx
 * serves HTTPS with a self-signed certificate (NGINX_TLS in scripts/nginx.sh): browsers ask for
 * Brotli only over HTTPS.
 */
export async function startNginx(
  root: string,
  port: number,
  path = '/docs/',
  options: {tls?: boolean} = {},
): Promise<() => void> {
  const server = spawn('bash', [join(root, 'scripts', 'nginx.sh'), String(port)], {
    stdio: 'ignore',
    env: options.tls ? {...process.env, NGINX_TLS: '1'} : process.env,
  });
  const stop = (): void => {
    server.kill('SIGTERM');
  };
  const url = `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}${path}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      if (options.tls ? await httpsAnswers(url) : (await fetch(url)).ok) {
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
