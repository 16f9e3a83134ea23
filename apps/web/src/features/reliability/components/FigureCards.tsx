import type { ReliabilityFiguresDto } from '@fieldlink/domain';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { figureCells } from '../utils/figureCells';

/** The figures whose values are long (three shares, a source's name). */
const WIDE = ['shares', 'topSource'];

/** Desktop: the headline figures as a grid of statistics (two rows on a wide screen). */
export function FigureCards({ figures, testId = 'reliability-figures' }: { figures: ReliabilityFiguresDto; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[12, 12]} data-testid={testId}>
      {figureCells(figures, t).map((cell) => (
        <Col key={cell.key} xs={12} md={WIDE.includes(cell.key) ? 16 : 8} xl={WIDE.includes(cell.key) ? 8 : 4}>
          <Card size="small" styles={{ body: { padding: 12 } }}>
            <Statistic title={cell.label} value={cell.value} valueStyle={{ fontSize: 18 }} data-testid={`figure-${cell.key}`} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
