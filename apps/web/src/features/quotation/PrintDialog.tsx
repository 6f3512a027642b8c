import { QUOTATION_PRINT_TEMPLATES, type QuotationPrintTemplate } from '@pcbunion/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Radio, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';
import PrintOnly from '../../components/PrintOnly';
import { pdfUrl, printDocument } from './api';
import PrintPreview from './PrintPreview';

/** Print: choose a template (spec 02 §5: printing needs a selected quotation and a template), preview, print or PDF. */
export default function PrintDialog({ no, onClose }: { no: string | null; onClose: () => void }) {
  const { t } = useTranslation('quotation');
  const [template, setTemplate] = useState<QuotationPrintTemplate | null>(null);
  const preview = useQuery({
    queryKey: ['quotation-print', no, template],
    queryFn: () => printDocument(no!, template!),
    enabled: no !== null && template !== null,
    staleTime: 0,
  });
  const close = () => (setTemplate(null), onClose());
  const openPdf = () => window.open(pdfUrl(no!, template!), '_blank', 'noopener');
  return (
    <Dialog
      open={no !== null}
      title={t('print.title')}
      width={860}
      onCancel={close}
      footer={
        <Space>
          <Button onClick={close}>{t('action.cancel')}</Button>
          <Button disabled={!preview.data} onClick={() => window.print()} data-testid="print-now">
            {t('action.print')}
          </Button>
          <Button type="primary" disabled={!template} onClick={openPdf} data-testid="print-pdf">
            {t('action.downloadPdf')}
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Radio.Group
          value={template}
          onChange={(e) => setTemplate(e.target.value as QuotationPrintTemplate)}
          data-testid="print-template"
        >
          {QUOTATION_PRINT_TEMPLATES.map((value) => (
            <Radio key={value} value={value} data-testid={`print-template-${value}`}>
              {t(`print.${value}`)}
            </Radio>
          ))}
        </Radio.Group>
        {!template && <Alert type="info" showIcon message={t('prompt.printNeeds')} />}
        {preview.isLoading && <Spin />}
        {preview.data && (
          <PrintOnly>
            <PrintPreview document={preview.data} />
          </PrintOnly>
        )}
      </Space>
    </Dialog>
  );
}
