/** The site-wide widgets, loaded together as one chunk by src/theme/Root.tsx. */
import React, {type ReactNode} from 'react';
import AssistantWidget from '@site/src/components/AssistantWidget';
import FeedbackWidget from '@site/src/components/FeedbackWidget';
import SalesChat from '@site/src/components/SalesChat';

export default function Widgets(): ReactNode {
  return (
    <>
      <FeedbackWidget />
      <AssistantWidget />
      <SalesChat />
    </>
  );
}
