import { DownloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { saveBlob } from '../../../lib/files/saveBlob';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { Permission } from '../../access';
import { reportsApi } from '../api/reportsApi';

export interface AnalysisExportButtonProps {
  /** The page whose export permission shows the button. */
  page: string;
  /** The list's path; `<path>/export` is its Excel file. */
  path: string;
  /** The list's query: the file holds every row of it, not one page. */
  query: object;
  /** The file's name when the server gives none. */
  fileName: () => string;
  disabled?: boolean;
}

/** An analysis list's Excel export: every row the filters select, saved under the server's file name. */
export function AnalysisExportButton({ page, path, query, fileName, disabled }: AnalysisExportButtonProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const exportFile = useMutation({
    mutationFn: () => reportsApi.exportList(client, path, { ...query, page: undefined, pageSize: undefined }),
    onSuccess: (file) => saveBlob(file.blob, file.fileName ?? fileName()),
  });
  return (
    <Permission page={page} need="export">
      <Button
        icon={<DownloadOutlined />}
        disabled={disabled}
        loading={exportFile.isPending}
        onClick={() => exportFile.mutate()}
        data-testid="analysis-export"
      >
        {t('reports:filter.export')}
      </Button>
    </Permission>
  );
}
