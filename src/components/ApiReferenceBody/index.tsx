/**
 * The body of an API reference page (every group and member), which src/remark/apiReference.ts
 * puts in place of `::api-reference{id="…"}` on a page. The body itself is the partial
 * `docs/api/_reference/<id>.mdx`, compiled like any page and loaded as a chunk of its own.
 *
 * The server renders it in place, so the HTML holds every member and anchor. In the browser a
 * reference is long and mostly read, not clicked, so its code loads only once the reader needs it
 * (src/lib/deferredLoad.ts); until then the server's HTML stays (src/components/SnapshotBoundary). The page's table of contents is exported by the page itself. After a client-side navigation the body loads at once, and a link
 * to one member's anchor scrolls to it when the body arrives.
 */
import React, {lazy, useEffect, useState, type ComponentType, type ReactNode} from 'react';
import SnapshotBoundary from '@site/src/components/SnapshotBoundary';
import {deferredLoad} from '@site/src/lib/deferredLoad';
import {isHydrated} from '@site/src/lib/highlighterPolicy';

interface LoadedBody {
  readonly Body: ComponentType<object>;
  readonly load: () => Promise<unknown>;
}

const bodies = new Map<string, LoadedBody>();

function bodyOf(id: string): LoadedBody {
  let body = bodies.get(id);
  if (!body) {
    const load = deferredLoad(
      () => import(`@site/docs/api/_reference/${id}.mdx`) as Promise<{default: ComponentType<object>}>,
    );
    body = {Body: lazy(load), load};
    bodies.set(id, body);
  }
  return body;
}

/** Scrolls to the URL's anchor once mounted; rendered after the body, inside its boundary. */
function ScrollToAnchor(): null {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) {
      document.getElementById(id)?.scrollIntoView();
    }
  }, []);
  return null;
}

export default function ApiReferenceBody({id}: {readonly id: string}): ReactNode {
  const {Body, load} = bodyOf(id);
  // A body rendered after a client-side navigation was not in the HTML: the router's scroll to
  // the anchor happened before it existed.
  const [afterNavigation] = useState(() => typeof document !== 'undefined' && isHydrated());
  return (
    <SnapshotBoundary load={load}>
      <Body />
      {afterNavigation && <ScrollToAnchor />}
    </SnapshotBoundary>
  );
}
