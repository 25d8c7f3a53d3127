/**
 * The notice at the top of every page for a legacy SDK line (iOS 5.x, React Native 5.x and 4.x):
 * which line the page covers, that it only gets critical fixes, and where the current page is.
 * The lines, their versions and the current line they point to come from src/data/lines.ts.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Admonition from '@site/src/components/LazyAdmonition';
import {LINE_BY_ID, type LineId} from '@site/src/data/lines';

interface Props {
  /** The legacy line, by id, e.g. `ios5`. */
  readonly line: LineId;
  /**
   * Route of the current equivalent of this page, below the base URL, e.g.
   * `/ios/6x/getting-started/`. Defaults to the landing page of the current line.
   */
  readonly current?: string;
}

export default function LegacyNotice({line: id, current}: Props): ReactNode {
  const line = LINE_BY_ID[id];
  if (line === undefined || line.status !== 'legacy') {
    throw new Error(`LegacyNotice: "${id}" is not a legacy SDK line.`);
  }
  const latest = LINE_BY_ID[line.current];
  return (
    <Admonition type="warning" title={`Legacy: ${line.name} SDK ${line.major}`}>
      <p>
        This page covers the {line.name} SDK {line.major} (last release {line.version}), kept for apps that still use
        it. It receives critical fixes only. New integrations use the current SDK, {latest.version}:{' '}
        <Link to={current ?? latest.path}>read the current version of this page</Link>.
      </p>
    </Admonition>
  );
}
