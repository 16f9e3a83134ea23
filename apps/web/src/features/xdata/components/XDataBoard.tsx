import type { XDataScreen } from '@fieldlink/domain';
import { Col, ConfigProvider, Row, theme } from 'antd';
import { screenStyles as styles } from '../../screens';
import type { WidgetAnswer } from '../api/xdataApi';
import { XDataWidget } from './XDataWidget';

/** A data screen's widgets on the large screens' dark theme: KPI cards in a row, charts and tables beside or below. */
export function XDataBoard({ screen, data }: { screen: XDataScreen; data: readonly WidgetAnswer[] | undefined }) {
  return (
    <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
      <div className={styles.wallTheme} data-testid={`xdata-board-${screen.id}`}>
        <Row gutter={[12, 12]}>
          {screen.widgets.map((w, i) => (
            <Col key={i} xs={24} md={w.kind === 'kpi' ? 8 : 12} style={{ minHeight: w.kind === 'kpi' ? 150 : 320 }}>
              <XDataWidget kind={w.kind} title={w.title} x={w.x} y={w.y} data={data?.[i]} testId={`xdata-widget-${i}`} />
            </Col>
          ))}
        </Row>
      </div>
    </ConfigProvider>
  );
}
