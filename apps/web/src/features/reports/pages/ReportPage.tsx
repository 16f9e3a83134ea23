import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Empty, Flex, Menu, Space, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from '../../../i18n/useTranslation';
import { AdminPage } from '../../../ui/AdminPage';
import { Permission } from '../../access';
import { ReportModules } from '../components/ReportModules';
import { useReportView } from '../hooks/useReportView';

const PICKERS = { day: 'date', week: 'week', month: 'month' } as const;

/** The multifunction report as shown (data analysis: report): saved reports, a day/week/month, modules, Excel. */
export function ReportPage() {
  const { t } = useTranslation();
  const view = useReportView();
  const { chosen, data } = view;
  const report = data.data;

  return (
    <AdminPage
      title={t('reports:report.title')}
      testId="report-page"
      filters={
        chosen && (
          <>
            {chosen.timeType === 'custom' ? (
              <DatePicker.RangePicker
                value={view.from && view.to ? [dayjs(view.from), dayjs(view.to)] : null}
                onChange={(range) => view.set({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })}
                data-testid="report-range"
              />
            ) : (
              <DatePicker
                picker={PICKERS[chosen.timeType]}
                value={dayjs(view.date)}
                allowClear={false}
                onChange={(day) => day && view.set({ date: day.format('YYYY-MM-DD') })}
                data-testid="report-date"
              />
            )}
            {report && (
              <Space size={4}>
                <Tag color="blue">{t('reports:report.rangeLabel', report.range)}</Tag>
                <Tag>{t(`reports:report.resolution.${report.resolution}`)}</Tag>
              </Space>
            )}
          </>
        )
      }
      actions={
        chosen && (
          <Permission page="report" need="export">
            <Button
              icon={<DownloadOutlined />}
              loading={view.exportFile.isPending}
              onClick={() => view.exportFile.mutate()}
              data-testid="report-export"
            >
              {t('reports:report.export')}
            </Button>
          </Permission>
        )
      }
    >
      <Flex gap={16} align="flex-start">
        <div style={{ width: 220, flex: 'none' }}>
          <Typography.Text type="secondary">{t('reports:report.list')}</Typography.Text>
          <Menu
            mode="inline"
            style={{ borderInlineEnd: 'none' }}
            selectedKeys={view.id ? [String(view.id)] : []}
            items={view.items.map((r) => ({ key: String(r.id), label: r.name, title: `${r.projectName} · ${r.name}` }))}
            onClick={({ key }) => view.set({ id: key, from: undefined, to: undefined })}
            data-testid="report-list"
          />
        </div>
        <div style={{ flex: 1, minWidth: 0 }}>
          {view.list.isFetched && view.items.length === 0 ? (
            <Empty description={t('reports:report.empty')} />
          ) : !report ? (
            <Spin />
          ) : (
            <Spin spinning={data.isFetching}>
              {report.limitedFrom && (
                <Alert
                  type="warning"
                  showIcon
                  title={t('history:limited', { from: dayjs(report.limitedFrom).format('YYYY-MM-DD HH:mm:ss') })}
                  style={{ marginBottom: 12 }}
                  data-testid="report-limited"
                />
              )}
              <ReportModules report={report} groupBy={chosen?.production?.groupBy} />
            </Spin>
          )}
        </div>
      </Flex>
    </AdminPage>
  );
}
