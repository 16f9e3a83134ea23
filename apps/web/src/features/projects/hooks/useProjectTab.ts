import { useSearchParams } from 'react-router';

export type ProjectTab = 'views' | 'devices';

/**
 * The project page's tab, kept in the address (`&tab=devices`; the views tab is the default) so the
 * page tag and the back button return to the tab the user left.
 */
export function useProjectTab(): [ProjectTab, (tab: string) => void] {
  const [query, setQuery] = useSearchParams();
  const tab: ProjectTab = query.get('tab') === 'devices' ? 'devices' : 'views';
  const choose = (next: string) =>
    setQuery(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'devices') params.set('tab', 'devices');
        else params.delete('tab');
        return params;
      },
      { replace: true },
    );
  return [tab, choose];
}
