import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { ResultNotice } from '../../ui/result-notice.tsx';

interface Latest {
  latest: FormResult | undefined;
  report: (result: FormResult) => void;
  /** Answers already reported: a notice drawn anew (a panel that changed its layout) does not bring an old one back. */
  reported: WeakSet<FormResult>;
}

const LatestContext = createContext<Latest | null>(null);

/**
 * One message at a time on a page of several forms ('moved to In process' stayed on
 * screen after the order was cancelled): each form's answer shows where the form is, and a later
 * answer of any form takes the earlier one away.
 */
export function OneNoticeArea({ children }: React.PropsWithChildren) {
  const [latest, report] = useState<FormResult>();
  const [reported] = useState(() => new WeakSet<FormResult>());
  const value = useMemo(() => ({ latest, report, reported }), [latest, reported]);
  return <LatestContext.Provider value={value}>{children}</LatestContext.Provider>;
}

/**
 * A form's answer (`ResultNotice`), unless another form answered since. Before any answer has been
 * reported (a page drawn by the server after a post without scripts) it shows, as that is the only one.
 */
export function OneNotice({ result, className }: { result: FormResult | undefined; className?: string }) {
  const area = useContext(LatestContext);
  const report = area?.report;
  const reported = area?.reported;
  useEffect(() => {
    if (!result || reported?.has(result)) return;
    reported?.add(result);
    report?.(result);
  }, [result, report, reported]);
  if (area?.latest && area.latest !== result) return null;
  return <ResultNotice result={result} className={className} />;
}
