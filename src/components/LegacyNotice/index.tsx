/**
 * The notice at the top of every page for a legacy SDK line (iOS 5.x, React Native 5.x and 4.x):
 * which line the page covers, that it only gets critical fixes, and where the current page is.
 * Versions come from the product data.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Admonition from '@theme/Admonition';
import {SDKS, type PlatformId} from '@site/src/data/product';

interface Props {
  readonly platform: PlatformId;
  /** The legacy line, e.g. `5.x`. */
  readonly line: string;
  /** Route of the current equivalent, below the base URL, e.g. `/ios/6x/getting-started/`. */
  readonly current: string;
}

export default function LegacyNotice({platform, line, current}: Props): ReactNode {
  const sdk = SDKS[platform];
  const legacy = sdk.legacy.find((entry) => entry.line === line);
  if (!legacy) {
    throw new Error(`LegacyNotice: ${sdk.name} has no legacy line "${line}".`);
  }
  return (
    <Admonition type="warning" title={`Legacy: ${sdk.name} SDK ${line}`}>
      <p>
        This page covers the {sdk.name} SDK {line} (last release {legacy.version}), kept for apps that still use it. It
        receives critical fixes only. New integrations use the current SDK, {sdk.version}:{' '}
        <Link to={current}>read the current version of this page</Link>.
      </p>
    </Admonition>
  );
}
