import { useEffect } from 'react';
import { useUiActor } from '../../app/UiStateContext';
import { inNoticeArea } from '../../app/noticeCache';

/**
 * Used by the notice list and the notice page: when the visitor leaves them for a page outside
 * the notice area, the list's cache goes back to its defaults. The check
 * runs as the page unmounts, when the address is already the new one.
 */
export function useNoticeAreaExit() {
  const ui = useUiActor();
  useEffect(
    () => () => {
      if (!inNoticeArea(window.location.pathname)) ui.send({ type: 'NOTICE_CACHE_RESET' });
    },
    [ui],
  );
}
