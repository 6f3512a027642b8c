import { isOrderPrintTemplate, ORDER_PRINT_TEMPLATES } from '@pcbunion/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Radio, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { orderPdfUrl, orderPrintDocument } from '../../features/order/api';
import PrintPreview from '../../features/quotation/PrintPreview';

/**
 * /customer-order-information-print (spec 01 §2.2): an order printed in a template — the same document the PDF is
 * drawn from. Printing needs a selected order and a template (spec 02 §5): without the order it says where to
 * choose one; without a template it asks for one. The buttons are hidden on paper.
 */
export default function CustomerOrderInformationPrintPage() {
  const { t } = useTranslation('order');
  const [params, setParams] = useSearchParams();
  const no = params.get('no') ?? '';
  const template = params.get('template');
  const ready = no !== '' && isOrderPrintTemplate(template);
  const document = useQuery({
    queryKey: ['orders', 'print', no, template],
    queryFn: () => orderPrintDocument(no, template!),
    enabled: ready,
    staleTime: 0,
  });
  if (!no)
    return (
      <Result
        status="info"
        title={t('print.needsTemplate')}
        subTitle={t('print.missing')}
        data-testid="print-missing"
      />
    );
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 900, margin: '0 auto' }} data-testid="order-print-page">
      <style>{'@media print { .no-print { display: none !important; } }'}</style>
      <Flex className="no-print" gap="small" wrap align="center">
        <Radio.Group value={template} onChange={(e) => setParams({ no, template: String(e.target.value) })}>
          {ORDER_PRINT_TEMPLATES.map((value) => (
            <Radio.Button key={value} value={value} data-testid={`print-template-${value}`}>
              {t(`print.${value}`)}
            </Radio.Button>
          ))}
        </Radio.Group>
        <Button type="primary" disabled={!document.data} onClick={() => window.print()} data-testid="print-now">
          {t('action.printNow')}
        </Button>
        <Button
          disabled={!ready}
          href={ready ? orderPdfUrl(no, template!) : undefined}
          target="_blank"
          data-testid="print-page-pdf"
        >
          {t('action.downloadPdf')}
        </Button>
      </Flex>
      {!ready && <Alert className="no-print" type="info" showIcon message={t('print.needsTemplate')} />}
      {document.isLoading && <Spin />}
      {document.data && <PrintPreview document={document.data} />}
    </Flex>
  );
}
