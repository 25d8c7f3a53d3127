/**
 * Writes the security headers for the build in `build/` (or the folder given): `npm run build` runs
 * it after `docusaurus build`. See scripts/securityHeaders.ts.
 */
import {join} from 'node:path';
import {NGINX_HEADERS_FILE, STATIC_HOST_HEADERS_FILE} from '../config/security';
import {BASE_URL} from '../src/constants';
import {writeSecurityHeaders} from './securityHeaders';

const outDir = process.argv[2] ?? join(__dirname, '..', 'build');
const hashes = writeSecurityHeaders(outDir, BASE_URL);
console.log(
  `Wrote ${NGINX_HEADERS_FILE} and ${STATIC_HOST_HEADERS_FILE}: the policy allows ${hashes.length} inline scripts by hash.`,
);
