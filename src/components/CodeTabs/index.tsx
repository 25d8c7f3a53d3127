/**
 * Tabs for the same sample in several languages or tools, from a named set in src/data/tabs.ts:
 *
 *   <CodeTabs set="android">
 *   <TabItem value="kotlin">...</TabItem>
 *   <TabItem value="java">...</TabItem>
 *   </CodeTabs>
 *
 * The set supplies the labels, the order, the default and the shared `groupId`/`queryString`.
 */
import React, {type ReactElement, type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import {TAB_SETS, type TabSetName} from '@site/src/data/tabs';

interface Props {
  readonly set: TabSetName;
  readonly children: ReactElement<TabItemProps> | ReactElement<TabItemProps>[];
}

export default function CodeTabs({set, children}: Props): ReactNode {
  const {groupId, values, defaultValue} = TAB_SETS[set];
  return (
    <Tabs groupId={groupId} queryString={groupId} values={[...values]} defaultValue={defaultValue}>
      {children}
    </Tabs>
  );
}
