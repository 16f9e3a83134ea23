import { SCREEN_GAP, cellBox, type ScreenLayout, type ScreenReading, type ScreenWidget } from '@fieldlink/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { ScreenDataJson } from '../api/screensApi';
import { PieWidget, SeriesChartWidget } from './widgets/ChartWidgets';
import { AlarmTickerWidget, ClockWidget, DeviceStatusWidget, KpiWidget, OrderFunnelWidget, TitleWidget } from './widgets/FigureWidgets';
import { ProductionWidget } from './widgets/ProductionWidget';
import { ReliabilityWidget } from './widgets/ReliabilityWidget';
import { MapWidget, ScadaWidget } from './widgets/PlaceWidgets';
import styles from './screens.module.css';

/** Caption height and body padding in design pixels (what a chart or map inside may use). */
const CAPTION = 38;
const PAD_X = 32;
const PAD_Y = 20;

export interface ScreenWidgetViewProps {
  widget: ScreenWidget;
  layout: ScreenLayout;
  projectId: number;
  data: ScreenDataJson | undefined;
  readings: Readonly<Record<number, ScreenReading>>;
  /** Where to draw it, in design pixels; default: its cells on the layout's grid (the stacked phone view gives its own). */
  box?: { left: number; top: number; width: number; height: number };
}

/** The caption a widget shows: its own title, else its kind's (a metric's, for a KPI). */
export function useWidgetCaption(widget: ScreenWidget): string {
  const { t } = useTranslation();
  if (widget.title) return widget.title;
  if (widget.kind === 'kpi' && widget.metric) return t(`screens:metrics.${widget.metric}`);
  return t(`screens:kinds.${widget.kind}`);
}

/** One widget on the design canvas, at its cells, drawing its kind with the display's data. */
export function ScreenWidgetView({ widget, layout, projectId, data, readings, box: given }: ScreenWidgetViewProps) {
  const caption = useWidgetCaption(widget);
  const box = given ?? cellBox(widget, layout, layout, SCREEN_GAP);
  const bare = widget.kind === 'title' || widget.kind === 'clock';
  const inner = { width: Math.max(0, box.width - PAD_X), height: Math.max(0, box.height - (bare ? 0 : CAPTION) - PAD_Y) };
  const overview = data?.overview;
  let body: ReactNode;
  switch (widget.kind) {
    case 'title':
      body = <TitleWidget text={widget.text || layout.title} />;
      break;
    case 'clock':
      body = <ClockWidget />;
      break;
    case 'kpi':
      body = <KpiWidget widget={widget} overview={overview} readings={readings} />;
      break;
    case 'deviceStatus':
      body = <DeviceStatusWidget overview={overview} />;
      break;
    case 'alarmTicker':
      body = <AlarmTickerWidget overview={overview} />;
      break;
    case 'orderFunnel':
      body = <OrderFunnelWidget overview={overview} />;
      break;
    case 'lineChart':
    case 'barChart':
      body = <SeriesChartWidget widget={widget} answer={data?.series.find((s) => s.widgetId === widget.id)} height={inner.height} />;
      break;
    case 'pieChart':
      body = <PieWidget widget={widget} overview={overview} height={inner.height} />;
      break;
    case 'map':
      body = <MapWidget overview={overview} height={inner.height} />;
      break;
    case 'production':
      body = <ProductionWidget widgetId={widget.id} figures={data?.production.find((p) => p.widgetId === widget.id)} />;
      break;
    case 'reliability':
      body = <ReliabilityWidget widgetId={widget.id} figures={data?.reliability.find((r) => r.widgetId === widget.id)} />;
      break;
    case 'scada':
      body = <ScadaWidget viewId={widget.viewId} projectId={projectId} width={inner.width} height={inner.height} />;
      break;
  }
  return (
    <section
      className={`${styles.widget} ${bare ? styles.bare : ''}`}
      style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
      data-testid={`screen-widget-${widget.id}`}
      data-kind={widget.kind}
    >
      {!bare && <div className={styles.caption}>{caption}</div>}
      <div className={styles.body}>{body}</div>
    </section>
  );
}
