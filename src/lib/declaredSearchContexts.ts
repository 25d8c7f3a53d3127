/** The search contexts the plugin was configured with, as `{path, label}` (client side: the search page and the navbar's empty state). */
import {searchContextByPaths} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated.js';

export interface DeclaredContext {
  readonly path: string;
  readonly label: string;
}

export function declaredSearchContexts(): DeclaredContext[] {
  return (searchContextByPaths ?? []).map((entry) =>
    typeof entry === 'string' ? {path: entry, label: entry} : {path: entry.path, label: entry.label},
  );
}
