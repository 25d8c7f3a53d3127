/** Writes nginx/argus-docs.conf from redirects.ts. Run after changing redirects: `npm run gen:nginx`. */
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {BASE_URL} from '../src/constants';
import {redirects} from '../redirects';
import {generateNginxConfig} from './nginxConfig';

export const NGINX_CONFIG_PATH = join(__dirname, '..', 'nginx', 'argus-docs.conf');

writeFileSync(NGINX_CONFIG_PATH, generateNginxConfig(redirects, BASE_URL));
console.log(`Wrote ${NGINX_CONFIG_PATH} (${redirects.length} redirects).`);
