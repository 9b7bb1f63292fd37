// The month shown, kept in the URL (?month=2026-11) so a printed or shared
// page, the back button and a reload keep it. Default: the month of today at the place.
import { useSearchParams } from 'react-router-dom';
import { isMonth } from './month.ts';

export function useTimetableMonth(currentMonth: string): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month = isMonth(asked) ? asked : currentMonth;
  const setMonth = (next: string) => {
    const nextParams = new URLSearchParams(params);
    if (next === currentMonth) nextParams.delete('month');
    else nextParams.set('month', next);
    setParams(nextParams, { replace: true });
  };
  return [month, setMonth];
}
