import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { LEAVE_PAGE_CONFIRM } from '../modals/confirmQueue';
import { useConfirm } from '../modals/ConfirmProvider';

/**
 * While `dirty`, leaving the page asks 'Pagina verlaten?' / 'Pagina verlaten zonder
 * wijzigingen op te slaan?' (links and back button), and closing or reloading the tab asks the
 * browser's own question.
 */
export function useLeavePageGuard(dirty: boolean): void {
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const latest = useRef(blocker);
  useEffect(() => {
    latest.current = blocker;
  });

  // Asked once per blocked navigation, however often the page renders meanwhile.
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!blocked) return;
    void confirm(LEAVE_PAGE_CONFIRM).then((leave) => {
      const current = latest.current;
      if (current.state !== 'blocked') return;
      if (leave) current.proceed();
      else current.reset();
    });
  }, [blocked, confirm]);

  useEffect(() => {
    if (!dirty) return undefined;
    function handleBeforeUnload(event: BeforeUnloadEvent): void {
      event.preventDefault();
    }
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [dirty]);
}
