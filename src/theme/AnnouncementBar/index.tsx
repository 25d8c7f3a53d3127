/**
 * Wraps @theme-original/AnnouncementBar (theme-classic 3.10). The theme's inline script hides the
 * bar before hydration when the reader dismissed *any* earlier announcement; the provider then
 * re-activates it for a new announcement id, but the html attribute keeps it hidden. Clearing the
 * attribute when the bar is active makes a new id show again, as intended.
 */
import React, {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

const DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute(DISMISSED_ATTRIBUTE, 'false');
    }
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
