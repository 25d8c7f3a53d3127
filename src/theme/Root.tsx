/**
 * Wraps @theme-original/Root (core passthrough) to mount the site-wide widgets once: Root never
 * unmounts, so their state (an unsent feedback draft, a loaded script) survives navigation.
 */
import React, {type ReactNode} from 'react';
import Root from '@theme-original/Root';
import type RootType from '@theme/Root';
import type {WrapperProps} from '@docusaurus/types';
import AssistantWidget from '@site/src/components/AssistantWidget';
import FeedbackWidget from '@site/src/components/FeedbackWidget';
import SalesChat from '@site/src/components/SalesChat';

type Props = WrapperProps<typeof RootType>;

export default function RootWrapper(props: Props): ReactNode {
  return (
    <>
      <Root {...props} />
      <FeedbackWidget />
      <AssistantWidget />
      <SalesChat />
    </>
  );
}
