import { InboxOutlined } from '@ant-design/icons';
import { Alert, Card, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { identifiedApiUrl } from '../../api/http';

/**
 * Import supplier prices from Excel: one row per price (supplier No., material No., from quantity, unit price incl.
 * tax, tax rate %, valid from, valid to, currency). All or nothing: any bad row is named and nothing is imported.
 */
export default function SupplierPriceImportPage() {
  const { t } = useTranslation('purchase');
  const [result, setResult] = useState<{ ok: boolean; msg: string; errors: string[] } | null>(null);
  return (
    <Card size="small" title={t('price.import')} data-testid="supplier-price-import">
      <Flex vertical gap="middle">
        <Typography.Paragraph>{t('price.importHelp')}</Typography.Paragraph>
        <Upload.Dragger
          name="file"
          accept=".xlsx"
          action={identifiedApiUrl('supplier-prices/import')}
          withCredentials
          showUploadList={false}
          onChange={({ file }) => {
            if (file.status !== 'done' && file.status !== 'error') return;
            const body = file.response as { code: number; msg: string; data?: { errors?: string[] } } | undefined;
            setResult({ ok: body?.code === 1, msg: body?.msg ?? '', errors: body?.data?.errors ?? [] });
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{t('price.dropFile')}</p>
        </Upload.Dragger>
        {result && (
          <Alert
            type={result.ok ? 'success' : 'error'}
            showIcon
            message={result.msg}
            description={
              result.errors.length ? (
                <ul data-testid="import-errors">
                  {result.errors.map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                </ul>
              ) : undefined
            }
          />
        )}
      </Flex>
    </Card>
  );
}
