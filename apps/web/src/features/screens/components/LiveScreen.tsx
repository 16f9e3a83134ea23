import type { ScreenDetail, ScreenWidget } from '@fieldlink/domain';
import { useEffect, type ReactNode } from 'react';
import type { FeedMode } from '../../monitoring';
import { useScreenData } from '../hooks/useScreenData';
import { ScreenStage } from './ScreenStage';
import { StackedScreen, type StackedBox } from './StackedScreen';
import { ScreenWidgetView } from './ScreenWidgetView';

/**
 * One screen drawn on the whole window with its data kept live (the stream, polling when it is
 * down), the window's title set to the screen's; `overlay` draws over it (the display's toolbar).
 * The signed-in display and a shared screen's page both draw through it. `stacked`: the widgets one
 * under another at the window's width (a narrow window), instead of the whole canvas fitted to it.
 */
export function LiveScreen({
  screen,
  overlay,
  stacked = false,
}: {
  screen: ScreenDetail;
  overlay?: (mode: FeedMode) => ReactNode;
  stacked?: boolean;
}) {
  const live = useScreenData(screen.id);
  const name = screen.layout.title || screen.name;
  useEffect(() => {
    const before = document.title;
    document.title = name;
    return () => {
      document.title = before;
    };
  }, [name]);
  const { layout, projectId } = screen;
  const draw = (widget: ScreenWidget, box?: StackedBox) => (
    <ScreenWidgetView
      key={widget.id}
      widget={widget}
      layout={layout}
      projectId={projectId}
      data={live.data}
      readings={live.readings}
      box={box}
    />
  );
  return (
    <>
      {stacked ? (
        <StackedScreen layout={layout} render={draw} />
      ) : (
        <ScreenStage layout={layout}>{layout.widgets.map((widget) => draw(widget))}</ScreenStage>
      )}
      {overlay?.(live.mode)}
    </>
  );
}
